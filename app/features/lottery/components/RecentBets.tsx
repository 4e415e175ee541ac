import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ConfirmDialog, ErrorPanel, Table, textLink, type TableColumn } from '../../../../design-system';
import { ORDER_STATUS, type BetRecord } from '../../../../contract/lottery';
import { formatYuan } from '../../../lib/money';
import { canBetAgain } from '../../../../rules/bet-again';
import { betRecordsHref } from '../lottery-paths';
import { catalogState } from '../catalog-store';
import { cancelRecord, recentBetsRead } from '../records-store';
import { BetAgainModal } from './BetAgainModal';
import { Panel, PanelTitle, PlainButton, Row } from './layout';

/** Under everything: the player's recent bets with 再次投注 and 撤单. */
export function RecentBets() {
  const { lottery } = useSnapshot(catalogState);
  const bets = useQuery({ ...recentBetsRead(lottery), enabled: lottery !== '' });
  const [cancelling, setCancelling] = useState<BetRecord | null>(null);
  const [again, setAgain] = useState<BetRecord | null>(null);
  const columns: TableColumn<BetRecord>[] = [
    { key: 'orderTime', title: '参与时间', render: (r) => r.orderTime },
    { key: 'issue', title: '奖期', render: (r) => r.issue },
    { key: 'methodName', title: '玩法', render: (r) => r.methodName },
    { key: 'code', title: '投注内容', render: (r) => <span title={r.code}>{r.code.length > 24 ? `${r.code.slice(0, 24)}…` : r.code}</span> },
    { key: 'amount', title: '投注金额', align: 'right', render: (r) => formatYuan(r.amount) },
    {
      key: 'status',
      title: '中奖情况',
      render: (r) => (r.singleStatus === ORDER_STATUS.won || r.singleStatus === ORDER_STATUS.refunded ? `${r.status} ${formatYuan(r.awardMoney)}` : r.status),
    },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Row css={{ justifyContent: 'center' }}>
          {canBetAgain(r) ? (
            <PlainButton type="button" onClick={() => setAgain(r)}>
              再次投注
            </PlainButton>
          ) : null}
          {r.status === '未开奖' ? (
            <PlainButton type="button" onClick={() => setCancelling(r)}>
              撤单
            </PlainButton>
          ) : null}
        </Row>
      ),
    },
  ];
  return (
    <Panel aria-label="我的投注">
      <Row css={{ justifyContent: 'space-between' }}>
        <PanelTitle>我的投注</PanelTitle>
        <Link href={betRecordsHref} className={textLink({ css: { fontSize: '$1' } })}>
          更多记录
        </Link>
      </Row>
      {bets.isError ? (
        <ErrorPanel compact title="投注记录加载失败" message={bets.error.message} onAction={() => void bets.refetch()} />
      ) : (
        <Table caption="最近投注记录" columns={columns} rows={bets.data ?? []} rowKey={(r) => r.orderId} loading={bets.isFetching && !bets.data} />
      )}
      {again ? <BetAgainModal record={again} onClose={() => setAgain(null)} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        title="撤单"
        message={`确定撤销第 ${cancelling?.issue ?? ''} 期的注单吗？`}
        tone="danger"
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) void cancelRecord(cancelling.orderId);
          setCancelling(null);
        }}
      />
    </Panel>
  );
}
