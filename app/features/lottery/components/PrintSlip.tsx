import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { lotteryEndpoints, type TraceRecord } from '../../../../contract/lottery';
import { call } from '../../../lib/call';
import { Button, Modal, globalCss } from '../../../../design-system';
import { formatYuan } from '../../../lib/money';
import { chaseTypes, RECORD_RETRY_MS } from '../lottery-constants';
import { prefsState } from '../preferences';
import { slipState, type SentOrder } from '../slip-store';
import { SmallTable } from './layout';

/** Printing shows the slip alone, on one page: the rest of the page and the dialog's frame stay off paper. */
const printStyles = globalCss({
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    // the page itself leaves the layout (else its height spills onto more sheets); the dialog lives outside #root
    '#root': { display: 'none' },
    'body *': { visibility: 'hidden' },
    'dialog::backdrop': { background: 'transparent' },
    '[data-print-slip], [data-print-slip] *': { visibility: 'visible' },
    '[data-print-slip]': { position: 'fixed', inset: 0, padding: 0, fontSize: '11pt', color: '#000', background: '#fff' },
    '[data-print-slip] table': { width: '100%', borderCollapse: 'collapse', breakInside: 'avoid' },
    '[data-print-slip] th, [data-print-slip] td': { border: '1px solid #999', padding: '2px 6px', color: '#000' },
  },
});

const chaseTypeLabel = (type: number | undefined) => chaseTypes.find((t) => t.value === type)?.label ?? '追号';

/** The chases of an order as the server recorded them; one retry after 3 s, as the records do. */
function useTraces(traceIds: readonly string[]): TraceRecord[] | 'failed' | null {
  const [traces, setTraces] = useState<TraceRecord[] | 'failed' | null>(null);
  const key = traceIds.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (retry: boolean) =>
      Promise.all(key.split(',').map((traceId) => call(lotteryEndpoints.trace, { traceId }))).then(
        (loaded) => live && setTraces(loaded),
        () => {
          if (!live) return;
          if (retry) timer = setTimeout(() => load(false), RECORD_RETRY_MS);
          else setTraces('failed');
        },
      );
    setTraces(null);
    void load(true);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return traces;
}

function ChaseSlip({ order }: { order: SentOrder }) {
  const traces = useTraces(order.traceIds);
  if (traces === null) return <p>正在读取追号单…</p>;
  if (traces === 'failed') return <p role="alert">追号单读取失败，可在追号记录中查看：{order.traceIds.join('，')}</p>;
  return (
    <>
      {traces.map((trace) => (
        <section key={trace.traceId} aria-label={`追号单 ${trace.traceId}`}>
          <p>
            追号单号：{trace.traceId}　追号类型：{chaseTypeLabel(order.traceType)}　追号期数：{trace.issueCount} 期　追号总金额：{formatYuan(trace.totalMoney)}{' '}
            元
          </p>
          <SmallTable>
            <thead>
              <tr>
                <th>奖期</th>
                <th>金额</th>
              </tr>
            </thead>
            <tbody>
              {trace.issues.map((issue) => (
                <tr key={issue.issue}>
                  <td>{issue.issue}</td>
                  <td>{formatYuan(issue.money)}</td>
                </tr>
              ))}
            </tbody>
          </SmallTable>
        </section>
      ))}
    </>
  );
}

/** The printable slip shown after an order when 投注后打印注单 is ticked. */
export function PrintSlip() {
  printStyles();
  const snap = useSnapshot(slipState);
  const order = snap.lastOrder;
  const [shown, setShown] = useState<SentOrder | null>(null);
  useEffect(() => {
    if (order && prefsState.printOrder) setShown(order as SentOrder);
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
      <div data-testid="print-slip" data-print-slip>
        <p>
          {shown.lotteryName} 第 {shown.issue} 期 · {shown.time}
        </p>
        {shown.orderIds.length ? (
          <p>
            订单号：{shown.orderIds.slice(0, 3).join('，')}
            {shown.orderIds.length > 3 ? ` 等${shown.orderIds.length}单` : ''}
          </p>
        ) : null}
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
        {shown.traceIds.length ? <ChaseSlip order={shown} /> : null}
        <p>合计：{formatYuan(shown.totalMoney)} 元</p>
      </div>
    </Modal>
  );
}
