/** 推荐报表 (招商报表, 推荐报表, 工资审批) and 投注额报表. */
import type { Static } from '@sinclair/typebox';
import { contractEndpoints, type BetAmountRow, type RecommendRow, type RecruitRow } from '../../../contract/team-contracts';
import { ErrorPanel, Table, type TableColumn } from '../../../design-system';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { endpointSource, useEndpointQuery } from '../../shared/queries';
import { usePagedQuery } from '../../shared/paged-query';
import { RecordTable } from '../../shared/RecordTable';
import { SalaryApproveView } from './Contracts';
import { Bar, Money, TypeTabs, useReportRange } from './parts';

const recruitColumns: TableColumn<Static<typeof RecruitRow>>[] = [
  { key: 'date', title: '日期' },
  { key: 'registered', title: '注册人数', align: 'right' },
  { key: 'firstDeposits', title: '首充人数', align: 'right' },
  { key: 'firstDepositAmount', title: '首充金额', align: 'right', render: (r) => formatYuan(r.firstDepositAmount) },
  { key: 'activeMembers', title: '活跃人数', align: 'right' },
];

const recommendColumns: TableColumn<Static<typeof RecommendRow>>[] = [
  { key: 'username', title: '直属下级' },
  { key: 'createdAt', title: '注册时间' },
  { key: 'teamSize', title: '团队人数', align: 'right' },
  { key: 'newMembers', title: '新增人数', align: 'right' },
  { key: 'activeMembers', title: '活跃人数', align: 'right' },
  { key: 'bet', title: '团队投注', align: 'right', render: (r) => formatYuan(r.bet) },
  { key: 'profit', title: '团队盈亏', align: 'right', render: (r) => <Money value={r.profit} /> },
];

/** A report over the date bar's range: its table, or the failure with 重试. */
function RangeReport<Row>({
  endpoint,
  caption,
  columns,
  rowKey,
}: {
  endpoint: typeof contractEndpoints.recruitReport | typeof contractEndpoints.recommendReport;
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const [range, rangeBar] = useReportRange();
  const query = useEndpointQuery(endpoint, range, { staleTime: 0 });
  return (
    <>
      <Bar>{rangeBar}</Bar>
      {query.error ? (
        <ErrorPanel title={`${caption}加载失败`} message={errorText(query.error)} loading={query.isFetching} onAction={() => void query.refetch()} />
      ) : (
        <Table caption={caption} columns={columns} rows={(query.data?.list ?? []) as Row[]} rowKey={rowKey} loading={query.isFetching} striped />
      )}
    </>
  );
}

/** /team/recommend/{type}: the sub-types the server lists, as tabs. */
export function RecommendView({ type, tabs }: { type: string; tabs: ReadonlyArray<{ path: string; title: string }> }) {
  return (
    <>
      <TypeTabs label="推荐报表" section="recommend" current={type} types={tabs.map((t) => ({ type: t.path, name: t.title }))} />
      {type === 'recommenddzsreport' ? (
        <RangeReport endpoint={contractEndpoints.recruitReport} caption="招商报表" columns={recruitColumns} rowKey={(r) => r.date} />
      ) : null}
      {type === 'recommendreport' ? (
        <RangeReport endpoint={contractEndpoints.recommendReport} caption="推荐报表" columns={recommendColumns} rowKey={(r) => r.username} />
      ) : null}
      {type === 'salaryapprove' ? <SalaryApproveView /> : null}
    </>
  );
}

const betAmountColumns: TableColumn<Static<typeof BetAmountRow>>[] = [
  { key: 'username', title: '用户名' },
  { key: 'count', title: '笔数', align: 'right' },
  { key: 'lotteryBet', title: '彩票投注额', align: 'right', render: (r) => formatYuan(r.lotteryBet) },
  { key: 'gameBet', title: '游戏投注额', align: 'right', render: (r) => formatYuan(r.gameBet) },
  { key: 'total', title: '有效投注额', align: 'right', render: (r) => formatYuan(r.total) },
];

/** 投注额报表: each team member's valid bet volume, largest first. */
export function BetAmountView() {
  const [range, rangeBar] = useReportRange();
  const table = usePagedQuery(endpointSource(contractEndpoints.betAmountReport), range);
  return (
    <>
      <Bar>{rangeBar}</Bar>
      <RecordTable caption="投注额报表" errorTitle="投注额报表加载失败" columns={betAmountColumns} rowKey={(r) => r.username} table={table} />
    </>
  );
}
