import { useSnapshot } from 'valtio';
import { Checkbox, Chip, NumberBall, styled } from '../../../../design-system';
import type { PlayInfo } from '../../../../engine-worker/client';
import { waveOf } from '../engine-adapter';
import { useTrend } from '../issue-store';
import { applyFilter, plateState, shownOptionBonus, togglePlateValue, togglePosition } from '../plate-store';
import { prefsState } from '../preferences';
import { quickFilterLabels } from '../quick-filters';
import { Muted, PlainButton, Row } from './layout';

const PlateRowBox = styled('div', {
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 0',
  borderBottom: '1px dashed $border',
  '&:last-child': { borderBottom: 'none' },
});
const RowLabel = styled('span', { fontWeight: '$bold', color: '$brand', fontSize: '$2' });
const Options = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '6px' });
const Option = styled('span', { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 2 });
const Filters = styled('div', { display: 'flex', gap: '4px' });
const Stat = styled('span', {
  fontSize: '10px',
  color: '$textMuted',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  variants: { hot: { true: { color: '$danger' } } },
});

const isBall = (option: string) => /^\d{1,2}$/.test(option);

/** Click plate: one row per position of round number buttons, each ending with the quick filters. */
export function ClickPlate({ play }: { play: PlayInfo }) {
  const snap = useSnapshot(plateState);
  const trend = useTrend().data ?? null;
  const prefs = useSnapshot(prefsState);
  const picker = play.plate.positionPicker;
  return (
    <div>
      {picker ? (
        <Row role="group" aria-label="选择位置" css={{ paddingBottom: '$2' }}>
          <Muted>位置（至少{picker.minimum}个）</Muted>
          {picker.labels.map((label, i) => (
            <Checkbox key={label} label={label} checked={snap.positions.includes(i)} onCheckedChange={() => togglePosition(i)} />
          ))}
        </Row>
      ) : null}
      {play.plate.rows.map((row, r) => (
        <PlateRowBox key={r} role="group" aria-label={row.label || play.name}>
          <RowLabel>{row.label}</RowLabel>
          <Options>
            {row.options.map((option) => {
              const picked = snap.rows[r]?.includes(option) ?? false;
              const pos = play.plate.rows.length === 1 ? 0 : r;
              const n = Number(option) - (trend?.min ?? 0);
              const miss = isBall(option) ? trend?.skipFrequency[pos]?.[n] : undefined;
              const hot = isBall(option) ? trend?.hitFrequency[pos]?.[n] : undefined;
              const optionOdds = shownOptionBonus(option, snap);
              return (
                <Option key={option}>
                  {isBall(option) ? (
                    <NumberBall
                      size="2"
                      wave={play.family === 'lhc' ? waveOf(Number(option)) : 'brand'}
                      pressed={picked}
                      onPressedChange={() => togglePlateValue(r, option)}
                      label={`${row.label || play.name} ${option}`}
                    >
                      {option}
                    </NumberBall>
                  ) : (
                    <Chip size="1" selected={picked} onClick={() => togglePlateValue(r, option)} aria-label={`${row.label || play.name} ${option}`}>
                      {option}
                    </Chip>
                  )}
                  {optionOdds ? <Stat title="赔率">{optionOdds}</Stat> : null}
                  {prefs.showMissing && miss !== undefined ? <Stat title="遗漏">{miss}</Stat> : null}
                  {prefs.showHot && hot !== undefined ? (
                    <Stat hot title="冷热">
                      {hot}
                    </Stat>
                  ) : null}
                </Option>
              );
            })}
          </Options>
          <Filters>
            {(row.filters ?? []).map((f) => (
              <PlainButton key={f} type="button" onClick={() => applyFilter(r, f)} aria-label={`${row.label || play.name} ${quickFilterLabels[f]}`}>
                {quickFilterLabels[f]}
              </PlainButton>
            ))}
          </Filters>
        </PlateRowBox>
      ))}
    </div>
  );
}
