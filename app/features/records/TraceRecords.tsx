import { useState } from 'react';
import { Button, Modal, toast, type TableColumn } from '../../../design-system';
import { lotteryEndpoints, type BetRecord, type TraceRecord } from '../../../contract/lottery';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { usePagedQuery } from '../../shared/paged-query';
import { useEndpointMutation } from '../../shared/mutations';
import { endpointSource } from '../../shared/queries';
import { RecordTable } from '../../shared/RecordTable';
import { useUserInfo } from '../../stores/user-info';
import { BetDetailModal } from './BetDetailModal';
import { PAGE_SIZE, traceIssueStatus, traceStatus } from './records-constants';
import { ActionLink } from './records-layout';

const traces = endpointSource(lotteryEndpoints.lotteryTrace);

/** /personal/game/trace: chases, with the detail (issue statuses) and stop for the owner. */
export function TraceRecords() {
  const table = usePagedQuery(traces, {}, { size: PAGE_SIZE });
  const [detail, setDetail] = useState<TraceRecord | null>(null);
  const columns: TableColumn<TraceRecord>[] = [
    { key: 'createTime', title: '追号时间', render: (r) => r.createTime },
    { key: 'lotteryName', title: '彩种', render: (r) => r.lotteryName },
    { key: 'methodName', title: '玩法', render: (r) => r.methodName },
    { key: 'code', title: '投注内容', render: (r) => (r.code.length > 16 ? `${r.code.slice(0, 16)}…` : r.code) },
    { key: 'progress', title: '进度', render: (r) => `${r.finishCount}/${r.issueCount}` },
    { key: 'totalMoney', title: '总金额', align: 'right', render: (r) => formatYuan(r.totalMoney) },
    { key: 'finishMoney', title: '已完成金额', align: 'right', render: (r) => formatYuan(r.finishMoney) },
    { key: 'winStop', title: '中奖即停', render: (r) => (r.winStop ? '是' : '否') },
    { key: 'status', title: '状态', render: (r) => traceStatus[r.status] ?? '' },
    {
      key: 'ops',
      title: '操作',
      render: (r) => (
        <ActionLink type="button" onClick={() => setDetail(r)}>
          详情
        </ActionLink>
      ),
    },
  ];
  return (
    <div>
      <RecordTable caption="追号记录" errorTitle="追号记录加载失败" columns={columns} rowKey={(r) => r.traceId} table={table} />
      {detail ? <TraceDetail trace={detail} onClose={() => setDetail(null)} onChanged={() => void table.refresh()} /> : null}
    </div>
  );
}

/** Trace detail: issue statuses; the owner ticks running issues and stops them. */
export function TraceDetail({ trace: initial, onClose, onChanged }: { trace: TraceRecord; onClose: () => void; onChanged: () => void }) {
  const user = useUserInfo();
  const [trace, setTrace] = useState(initial);
  const [picked, setPicked] = useState<string[]>([]);
  const [order, setOrder] = useState<BetRecord | null>(null);
  const openOrder = (orderId: string) =>
    call(lotteryEndpoints.orderDetail, { orderId })
      .then(setOrder)
      .catch((error) => toast.error(errorText(error)));
  const owner = user?.uin !== undefined && Number(user.uin) === trace.userId;
  const refresh = () =>
    call(lotteryEndpoints.trace, { traceId: trace.traceId })
      .then(setTrace)
      .catch((error) => toast.error(errorText(error)));
  // The issues go in the body: a long chase's list does not fit a URL.
  const cancel = useEndpointMutation(lotteryEndpoints.traceCancelPost, {
    onSuccess: () => {
      toast.success('撤单成功');
      setPicked([]);
      void refresh().then(onChanged);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const stop = () => {
    if (picked.length === 0 || cancel.isPending) return;
    cancel.mutate({ traceId: trace.traceId, issues: picked });
  };
  const running = trace.issues.filter((i) => i.status === 0);
  return (
    <Modal
      open
      onClose={onClose}
      title="追号详情"
      width="chat"
      footer={
        owner && running.length > 0 ? (
          <>
            <Button tone="neutral" onClick={() => setPicked(picked.length === running.length ? [] : running.map((i) => i.issue))}>
              {picked.length === running.length ? '取消全选' : '全选未开奖'}
            </Button>
            <Button tone="danger" loading={cancel.isPending} disabled={picked.length === 0} onClick={stop}>
              停止追号
            </Button>
          </>
        ) : null
      }
    >
      <p>
        {trace.traceId} · {trace.methodName} · 共 {trace.issueCount} 期 · 总金额 {formatYuan(trace.totalMoney)} 元 ·{' '}
        {trace.winStop ? '中奖后停止' : '中奖不停止'}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }} aria-label="追号奖期">
        <thead>
          <tr>
            <th />
            <th>奖期</th>
            <th>倍数</th>
            <th>金额</th>
            <th>中奖</th>
            <th>状态</th>
          </tr>
        </thead>
        <tbody>
          {trace.issues.map((i) => (
            <tr key={i.issue}>
              <td>
                {owner && i.status === 0 ? (
                  <input
                    type="checkbox"
                    aria-label={`选择 ${i.issue}`}
                    checked={picked.includes(i.issue)}
                    onChange={(e) => setPicked(e.target.checked ? [...picked, i.issue] : picked.filter((p) => p !== i.issue))}
                  />
                ) : null}
              </td>
              <td>{i.issue}</td>
              <td>{i.count}</td>
              <td>{formatYuan(i.money)}</td>
              <td>{formatYuan(i.awardMoney)}</td>
              <td>
                {traceIssueStatus[i.status]}
                {i.status === 1 ? (
                  <ActionLink type="button" style={{ marginLeft: 6 }} onClick={() => void openOrder(i.orderId)}>
                    详情
                  </ActionLink>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order ? <BetDetailModal record={order} onClose={() => setOrder(null)} /> : null}
    </Modal>
  );
}
