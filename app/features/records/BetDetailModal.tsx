import { Button, Modal } from '../../../design-system';
import type { BetRecord } from '../../../contract/lottery';
import { formatYuan } from '../../lib/money';
import { recordActions } from './rebet';
import { awardText } from './records-constants';

const rows: Array<[string, (r: BetRecord) => string]> = [
  ['订单号', (r) => r.orderId],
  ['投注时间', (r) => r.orderTime],
  ['彩种', (r) => r.lotteryName],
  ['奖期', (r) => r.issue],
  ['玩法', (r) => r.methodName],
  ['投注内容', (r) => (r.position ? `[${r.position}] ${r.code}` : r.code)],
  ['注数', (r) => String(r.nums)],
  ['倍数', (r) => String(r.count)],
  ['模式', (r) => `${r.perAmount}元`],
  ['投注金额', (r) => formatYuan(r.amount)],
  ['赔率/返点', (r) => `${r.odds} / ${(Number(r.point) * 100).toFixed(1)}%`],
  ['开奖号码', (r) => r.lotteryNumber || '—'],
  ['单挑', (r) => (r.singlePick ? `是（单挑最高奖金 ${formatYuan(r.singlePickMaxBonus)}）` : '否')],
  ['中奖金额', (r) => awardText(r, formatYuan)],
  ['状态', (r) => r.status],
];

/** The bet detail modal, with bet-again and a printable slip. */
export function BetDetailModal({ record, onClose, onRebet }: { record: BetRecord | null; onClose: () => void; onRebet?: (r: BetRecord) => void }) {
  if (!record) return null;
  const actions = recordActions(record);
  return (
    <Modal
      open
      onClose={onClose}
      title="注单详情"
      footer={
        <>
          <Button tone="neutral" onClick={() => window.print()}>
            打印注单
          </Button>
          {onRebet && actions.rebet ? <Button onClick={() => onRebet(record)}>再次投注</Button> : null}
        </>
      }
    >
      <dl style={{ display: 'grid', gridTemplateColumns: '90px 1fr', gap: '6px 12px', margin: 0 }} data-testid="bet-detail">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--ds-colors-textMuted)' }}>{label}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-all' }}>{value(record).slice(0, 300)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
