import { useSnapshot } from 'valtio';
import { Button, Modal, Stepper } from '../../../../design-system';
import { add } from '../../../../engine-worker/client';
import { formatYuan } from '../../../lib/money';
import { catalogState } from '../catalog-store';
import { closeInstant, setInstantContinuous, slipState } from '../slip-store';
import { DrawBalls } from './DrawBalls';
import { Muted, Row, SmallTable } from './layout';

/** Instant lottery: the results of the continuous rounds. */
export function InstantResultModal() {
  const snap = useSnapshot(slipState);
  const { family } = useSnapshot(catalogState);
  const won = add(...snap.instant.rounds.map((r) => r.bonus));
  return (
    <Modal open={snap.instant.open} onClose={() => closeInstant()} title="开奖结果" footer={<Button onClick={() => closeInstant()}>确定</Button>}>
      <SmallTable aria-label="即开结果">
        <thead>
          <tr>
            <th>期号</th>
            <th>开奖号码</th>
            <th>奖金</th>
          </tr>
        </thead>
        <tbody>
          {snap.instant.rounds.map((r) => (
            <tr key={r.issue}>
              <td>{r.issue}</td>
              <td>
                <DrawBalls code={r.code} family={family} size="1" />
              </td>
              <td>
                {Number(r.bonus) > 0 ? (
                  <strong style={{ color: 'var(--ds-colors-success)' }}>{formatYuan(r.bonus)}</strong>
                ) : Number(r.refund) > 0 ? (
                  <Muted>和局退款 {formatYuan(r.refund)}</Muted>
                ) : (
                  <Muted>未中奖</Muted>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </SmallTable>
      <p>
        共 {snap.instant.rounds.length} 期，中奖 {formatYuan(won)} 元
      </p>
    </Modal>
  );
}

/** The continuous count of the instant lottery (default 5). */
export function InstantContinuous() {
  const snap = useSnapshot(slipState);
  return (
    <Row>
      <Stepper label="连续开奖" size="1" value={snap.instant.continuous} min={0} resetTo={0} max={100} onValueChange={setInstantContinuous} />
      {snap.instant.running ? <Muted>开奖中…</Muted> : null}
    </Row>
  );
}
