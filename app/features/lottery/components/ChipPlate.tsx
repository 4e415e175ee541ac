import { useSnapshot } from 'valtio';
import { NumberBall, Stepper, styled, visuallyHidden } from '../../../../design-system';
import type { PlayInfo } from '../../../../engine-worker/client';
import { markSixYearAt, waveOf, zodiacNumbers, zodiacs } from '../engine-adapter';
import { useIssue } from '../issue-store';
import { MAX_MULTIPLE } from '../lottery-constants';
import { applyFilter, plateState, setChip, setChipStake, shownOptionBonus } from '../plate-store';
import { quickFilterLabels } from '../quick-filters';
import { Muted, PlainButton, Row } from './layout';

const Grid = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: '$2', padding: '$2 0' });
const Item = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '4px 6px',
  border: '1px solid $border',
  borderRadius: '$2',
  cursor: 'pointer',
  position: 'relative',
  '&:focus-within': { outline: '2px solid $focus' },
  variants: { picked: { true: { borderColor: '$brand', backgroundColor: '$brandSubtle' } } },
});
const Toggle = styled('input', visuallyHidden);
const Name = styled('span', { minWidth: 36, fontWeight: '$bold' });
const Stake = styled('input', {
  width: 56,
  padding: '2px 4px',
  border: '1px solid $borderStrong',
  borderRadius: '$1',
  backgroundColor: '$bg',
  color: '$text',
  fontVariantNumeric: 'tabular-nums',
});
const Hint = styled('span', { fontSize: '10px', color: '$textMuted', flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const waveOfLabel = (label: string) => (label.startsWith('红') ? 'red' : label.startsWith('蓝') ? 'blue' : label.startsWith('绿') ? 'green' : undefined);

/** Mark Six per-item plate: every item has its own stake (元); a click uses the quick stake. */
export function ChipPlate({ play }: { play: PlayInfo }) {
  const snap = useSnapshot(plateState);
  // The year of the issue on sale: what its bets settle with, even on the eve of Chinese New Year.
  const drawTime = useIssue().issue?.drawTime;
  const year = drawTime === undefined ? undefined : markSixYearAt(drawTime);
  return (
    <div>
      <Row>
        <Stepper label="快捷金额（元）" value={snap.chipStake} min={1} max={MAX_MULTIPLE} onValueChange={setChipStake} size="1" />
        <Muted>点击号码按快捷金额下注，也可为每项单独填写金额。{year ? `当前生肖年：${year}` : ''}</Muted>
      </Row>
      {play.plate.rows.map((row, r) => (
        <div key={r} role="group" aria-label={row.label}>
          <Row css={{ justifyContent: 'space-between', marginTop: '$2' }}>
            <strong>{row.label}</strong>
            <Row>
              {(row.filters ?? []).map((f) => (
                <PlainButton
                  key={f}
                  type="button"
                  onClick={() => {
                    applyFilter(r, f);
                    for (const o of row.options) setChip(r, o, null);
                    for (const o of plateState.rows[r] ?? []) setChip(r, o, snap.chipStake);
                  }}
                >
                  {quickFilterLabels[f]}
                </PlainButton>
              ))}
            </Row>
          </Row>
          <Grid>
            {row.options.map((option) => {
              const key = `${r}:${option}`;
              const stake = snap.chips[key];
              const zodiac = zodiacs.find((z) => z === option);
              const wave = /^\d+$/.test(option) ? waveOf(Number(option)) : waveOfLabel(option);
              const optionOdds = shownOptionBonus(option, snap);
              return (
                <Item key={option} picked={stake !== undefined}>
                  <Toggle
                    type="checkbox"
                    checked={stake !== undefined}
                    onChange={(e) => setChip(r, option, e.target.checked ? snap.chipStake : null)}
                    aria-label={`${row.label} ${option}`}
                  />
                  {/^\d+$/.test(option) ? (
                    <NumberBall size="1" wave={wave ?? 'brand'}>
                      {option}
                    </NumberBall>
                  ) : (
                    <Name style={wave ? { color: `var(--ds-colors-wave${wave[0]!.toUpperCase()}${wave.slice(1)})` } : undefined}>{option}</Name>
                  )}
                  {zodiac && year ? <Hint>{zodiacNumbers(zodiac, year).join(' ')}</Hint> : <Hint />}
                  {optionOdds ? <Hint style={{ flex: 'none' }}>{optionOdds}</Hint> : null}
                  <Stake
                    inputMode="numeric"
                    aria-label={`${option} 金额`}
                    value={stake ?? ''}
                    onClick={(e) => e.stopPropagation()}
                    onChange={(e) => {
                      const n = Number(e.target.value.replace(/\D/g, ''));
                      setChip(r, option, n > 0 ? n : null);
                    }}
                  />
                </Item>
              );
            })}
          </Grid>
        </div>
      ))}
    </div>
  );
}
