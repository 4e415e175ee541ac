import { useSnapshot } from 'valtio';
import { Checkbox, RadioGroup, Stepper, styled } from '../../../../design-system';
import { add } from '../../../../engine-worker/client';
import { formatYuan } from '../../../lib/money';
import { chaseTypes, MAX_MULTIPLE, type ChaseType } from '../lottery-constants';
import { chaseState, setChase, setChaseRow } from '../chase-store';
import { Muted, Panel, PanelTitle, Row, SmallTable } from './layout';

const Scroll = styled('div', { maxHeight: 260, overflowY: 'auto', marginTop: '$2' });
const Piece = styled('input', { width: 64, padding: '2px 4px', border: '1px solid $borderStrong', borderRadius: '$1', backgroundColor: '$bg', color: '$text' });

/** The chase panel: three types with their settings, win-stop, and the issue plan. */
export function ChasePanel() {
  const chase = useSnapshot(chaseState);
  const picked = chase.rows.filter((r) => r.checked);
  const total = add(...picked.map((r) => r.money));
  return (
    <Panel aria-label="追号" css={{ marginTop: '$3' }}>
      <PanelTitle>追号</PanelTitle>
      <RadioGroup
        legend="追号方式"
        options={chaseTypes.map((t) => ({ value: String(t.value), label: t.label }))}
        value={String(chase.type)}
        onValueChange={(v) => setChase({ type: Number(v) as ChaseType })}
      />
      <Row css={{ gap: '$4', marginTop: '$2' }}>
        <Stepper label="追号期数" size="1" value={chase.count} min={1} max={200} onValueChange={(count) => setChase({ count })} />
        {chase.type !== 2 ? (
          <Stepper label="起始倍数" size="1" value={chase.start} min={1} max={MAX_MULTIPLE} onValueChange={(start) => setChase({ start })} />
        ) : null}
        {chase.type === 3 ? <Stepper label="隔期" size="1" value={chase.gap} min={1} max={100} onValueChange={(gap) => setChase({ gap })} /> : null}
        {chase.type !== 1 ? (
          <Stepper
            label={chase.type === 3 ? '倍数×' : '倍数'}
            size="1"
            value={chase.multiple}
            min={1}
            max={MAX_MULTIPLE}
            onValueChange={(multiple) => setChase({ multiple })}
          />
        ) : null}
        {chase.type === 1 ? (
          <Stepper label="最低收益率%" size="1" value={chase.minRate} min={1} max={10000} onValueChange={(minRate) => setChase({ minRate })} />
        ) : null}
        <Checkbox label="中奖后停止追号" checked={chase.winStop} onCheckedChange={(winStop) => setChase({ winStop })} />
      </Row>
      {chase.error ? (
        <div role="alert" style={{ color: 'var(--ds-colors-danger)', marginTop: 8 }}>
          {chase.error}
        </div>
      ) : null}
      <Scroll>
        <SmallTable aria-label="追号计划">
          <thead>
            <tr>
              <th>选择</th>
              <th>序号</th>
              <th>奖期</th>
              <th>倍数</th>
              <th>金额</th>
            </tr>
          </thead>
          <tbody>
            {chase.rows.map((r) => (
              <tr key={r.issue}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`追号 ${r.issue}`}
                    checked={r.checked}
                    onChange={(e) => setChaseRow(r.index, { checked: e.target.checked })}
                  />
                </td>
                <td>{r.index}</td>
                <td>
                  {r.issue}
                  {r.isTomorrow ? <Muted>（明天）</Muted> : null}
                </td>
                <td>
                  <Piece
                    inputMode="numeric"
                    aria-label={`${r.issue} 倍数`}
                    value={r.piece}
                    onChange={(e) => setChaseRow(r.index, { piece: Number(e.target.value.replace(/\D/g, '')) })}
                  />
                </td>
                <td>{formatYuan(r.money)}</td>
              </tr>
            ))}
          </tbody>
        </SmallTable>
      </Scroll>
      <Row css={{ marginTop: '$2' }} data-testid="chase-summary">
        共追号 <strong>{picked.length}</strong> 期，总金额 <strong>{formatYuan(total)}</strong> 元{chase.winStop ? '，中奖后停止' : ''}
      </Row>
    </Panel>
  );
}
