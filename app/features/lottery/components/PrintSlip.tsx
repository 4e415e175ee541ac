import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Modal } from '../../../../design-system';
import { formatYuan } from '../../../lib/money';
import { prefsState } from '../preferences';
import { slipState } from '../slip-store';
import { SmallTable } from './layout';

/** The printable slip shown after an order when 投注后打印注单 is ticked. */
export function PrintSlip() {
  const snap = useSnapshot(slipState);
  const order = snap.lastOrder;
  const [shown, setShown] = useState<typeof order>(null);
  useEffect(() => {
    if (order && prefsState.printOrder) setShown(order);
  }, [order]);
  if (!shown) return null;
  return (
    <Modal
      open
      onClose={() => setShown(null)}
      title="投注单"
      footer={
        <>
          <Button tone="neutral" onClick={() => setShown(null)}>
            关闭
          </Button>
          <Button onClick={() => window.print()}>打印</Button>
        </>
      }
    >
      <div data-testid="print-slip">
        <p>
          {shown.lotteryName} 第 {shown.issue} 期 · {shown.time}
        </p>
        <p>订单号：{shown.orderIds.slice(0, 3).join('，')}{shown.orderIds.length > 3 ? ` 等${shown.orderIds.length}单` : ''}</p>
        {shown.traceIds.length ? <p>追号单号：{shown.traceIds.join('，')}</p> : null}
        <SmallTable>
          <thead>
            <tr>
              <th>玩法</th>
              <th>内容</th>
              <th>注数</th>
              <th>金额</th>
            </tr>
          </thead>
          <tbody>
            {shown.lines.map((l, i) => (
              <tr key={i}>
                <td>{l.playName}</td>
                <td>{l.content.slice(0, 40)}</td>
                <td>{l.count}</td>
                <td>{formatYuan(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </SmallTable>
        <p>合计：{formatYuan(shown.totalMoney)} 元</p>
      </div>
    </Modal>
  );
}
