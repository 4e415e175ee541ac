import { useState } from 'react';
import { Button, ConfirmDialog, Select, toast, type TableColumn } from '../../../design-system';
import { lotteryEndpoints, type BetRecord } from '../../../contract/lottery';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { useLotteryList } from '../../shared/lottery-list';
import { usePagedQuery } from '../../shared/paged-query';
import { useEndpointMutation } from '../../shared/mutations';
import { endpointSource } from '../../shared/queries';
import { RecordTable } from '../../shared/RecordTable';
import { BetDetailModal } from './BetDetailModal';
import { RebetDialog } from './RebetDialog';
import { awardText, orderStatusOptions, PAGE_SIZE, singlePickOptions } from './records-constants';
import { recordActions } from './rebet';
import { ActionLink, Filters } from './records-layout';

const historyOrders = endpointSource(lotteryEndpoints.historyOrders);

/** /personal/game/lottery: the lottery bet records with cancel, re-bet and the detail modal. */
export function LotteryRecords() {
  const lotteryList = useLotteryList();
  const lotteries = lotteryList.data ?? [];
  const [lottery, setLottery] = useState('');
  const [status, setStatus] = useState('');
  const [singlePick, setSinglePick] = useState('');
  const orders = usePagedQuery(
    historyOrders,
    {
      lottery: lottery || undefined,
      status: status === '' ? undefined : Number(status),
      singlePick: singlePick === '1' ? 1 : singlePick === '0' ? 0 : undefined,
    },
    { size: PAGE_SIZE },
  );
  const [detail, setDetail] = useState<BetRecord | null>(null);
  const [rebet, setRebet] = useState<BetRecord | null>(null);
  const [cancelling, setCancelling] = useState<BetRecord | null>(null);
  const cancel = useEndpointMutation(lotteryEndpoints.cancelOrder, {
    refreshes: [lotteryEndpoints.historyOrders.path],
    onSuccess: () => toast.success('撤单成功'),
    onError: (error) => toast.error(errorText(error)),
  });

  const columns: TableColumn<BetRecord>[] = [
    { key: 'orderTime', title: '投注时间', render: (r) => r.orderTime },
    { key: 'lotteryName', title: '彩种', render: (r) => r.lotteryName },
    { key: 'issue', title: '奖期', render: (r) => r.issue },
    { key: 'methodName', title: '玩法', render: (r) => (r.singlePick ? `${r.methodName}（单挑）` : r.methodName) },
    { key: 'code', title: '投注内容', render: (r) => <span title={r.code.slice(0, 300)}>{r.code.length > 20 ? `${r.code.slice(0, 20)}…` : r.code}</span> },
    { key: 'nums', title: '注数', align: 'right', render: (r) => r.nums },
    { key: 'count', title: '倍数', align: 'right', render: (r) => r.count },
    { key: 'amount', title: '投注金额', align: 'right', render: (r) => formatYuan(r.amount) },
    { key: 'lotteryNumber', title: '开奖号码', render: (r) => r.lotteryNumber || '—' },
    { key: 'awardMoney', title: '中奖金额', align: 'right', render: (r) => awardText(r, formatYuan) },
    { key: 'status', title: '状态', render: (r) => r.status },
    {
      key: 'ops',
      title: '操作',
      render: (r) => {
        const actions = recordActions(r);
        return (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <ActionLink type="button" onClick={() => setDetail(r)}>
              详情
            </ActionLink>
            {actions.cancel ? (
              <ActionLink type="button" onClick={() => setCancelling(r)}>
                撤单
              </ActionLink>
            ) : null}
            {actions.rebet ? (
              <ActionLink type="button" onClick={() => setRebet(r)}>
                再次投注
              </ActionLink>
            ) : null}
          </span>
        );
      },
    },
  ];
  const options = [{ value: '', label: '全部彩种' }, ...lotteries.flatMap((c) => c.list.map((l) => ({ value: l.en, label: l.cn })))];
  return (
    <div>
      <Filters>
        <Select aria-label="彩种" size="1" options={options} value={lottery} onValueChange={setLottery} />
        <Select aria-label="状态" size="1" options={orderStatusOptions} value={status} onValueChange={setStatus} />
        <Select aria-label="单挑" size="1" options={singlePickOptions} value={singlePick} onValueChange={setSinglePick} />
        <Button size="1" tone="neutral" onClick={orders.retry}>
          查询
        </Button>
        {lotteryList.isError ? (
          <ActionLink type="button" onClick={() => void lotteryList.refetch()}>
            彩种列表加载失败，重试
          </ActionLink>
        ) : null}
      </Filters>
      <RecordTable caption="彩票投注记录" errorTitle="投注记录加载失败" columns={columns} rowKey={(r) => r.orderId} table={orders} />
      <BetDetailModal record={detail} onClose={() => setDetail(null)} onRebet={(r) => (setDetail(null), setRebet(r))} />
      {rebet ? <RebetDialog record={rebet} onClose={() => setRebet(null)} onDone={() => void orders.refresh()} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        title="撤单"
        tone="danger"
        message={`确定撤销订单 ${cancelling?.orderId ?? ''} 吗？`}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const target = cancelling;
          setCancelling(null);
          if (!target) return;
          cancel.mutate({ orderId: target.orderId });
        }}
      />
    </div>
  );
}
