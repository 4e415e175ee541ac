/** The team reports: 团队总览, 团队盈亏 (per member), 日盈亏 (per day), 团队投注 and 团队增长. */
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { teamEndpoints, type GrowRow, type TeamBet, type TeamReportKind } from '../../../contract/team';
import { Button, ErrorPanel, Input, styled, Table, type TableColumn } from '../../../design-system';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { endpointSource, useEndpointQuery } from '../../shared/queries';
import { usePagedQuery } from '../../shared/paged-query';
import { RecordTable } from '../../shared/RecordTable';
import { Bar, Money, ProfitTable, sectionTabs, TypeTabs, useReportRange } from './parts';

const Cards = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: '$3',
  margin: 0,
  '& div': { padding: '$3 $4', border: '1px solid $border', borderRadius: '$2', backgroundColor: '$bg' },
  '& dt': { color: '$textMuted', fontSize: '$2' },
  '& dd': { margin: '$1 0 0', fontSize: '$4', fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' },
});

export function TeamSummaryView() {
  const [range, rangeBar] = useReportRange();
  const { data, error, isFetching, refetch } = useEndpointQuery(teamEndpoints.summary, range, { staleTime: 0 });
  if (error) return <ErrorPanel title="团队总览加载失败" message={errorText(error)} loading={isFetching} onAction={() => void refetch()} />;
  const cards: Array<[string, React.ReactNode]> = data
    ? [
        ['团队人数', data.teamSize],
        ['直属下级', data.directCount],
        ['新增会员', data.newMembers],
        ['活跃人数', data.activeMembers],
        ['团队余额', formatYuan(data.balance)],
        ['彩票投注', formatYuan(data.lotteryBet)],
        ['彩票中奖', formatYuan(data.lotteryWin)],
        ['返点', formatYuan(data.rebate)],
        ['游戏投注', formatYuan(data.gameBet)],
        ['游戏派彩', formatYuan(data.gamePayout)],
        ['充值', formatYuan(data.deposit)],
        ['提现', formatYuan(data.withdraw)],
        ['团队盈亏', <Money key="profit" value={data.profit} />],
      ]
    : [];
  return (
    <>
      <Bar>{rangeBar}</Bar>
      <Cards aria-label="团队概况" aria-busy={isFetching || undefined}>
        {cards.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Cards>
    </>
  );
}

/** A member's name to narrow a report to (applied on 查询): the query fields and the box. */
function useUsernameSearch(): [{ username?: string }, ReactNode] {
  const { control, handleSubmit } = useForm({ defaultValues: { typed: '' } });
  const [username, setUsername] = useState('');
  const box = (
    <>
      <Controller
        control={control}
        name="typed"
        render={({ field }) => <Input label="用户名" value={field.value} onValueChange={field.onChange} clearable />}
      />
      <Button onClick={() => void handleSubmit(({ typed }) => setUsername(typed.trim()))()}>查询</Button>
    </>
  );
  return [username ? { username } : {}, box];
}

/** The report types the server lists (getThirdGameType): the tabs show what it accepts. */
const useReportTypes = () => useEndpointQuery(teamEndpoints.thirdGameType, {}, { staleTime: Infinity });

function ReportTypeTabs({ label, section, current, kind }: { label: string; section: string; current: string; kind: TeamReportKind }) {
  const types = useReportTypes();
  if (types.error)
    return <ErrorPanel title={`${label}加载失败`} message={errorText(types.error)} loading={types.isFetching} onAction={() => void types.refetch()} />;
  return <TypeTabs label={label} section={section} current={current} types={(types.data ?? []).filter((t) => t[kind])} />;
}

/** teamyk (by member, with a user-name search) and dayyk (by day). */
export function ProfitView({ section, type }: { section: 'teamyk' | 'dayyk'; type: string }) {
  const [range, rangeBar] = useReportRange();
  const [member, memberBox] = useUsernameSearch();
  const by = section === 'teamyk' ? 'member' : 'day';
  const query = useEndpointQuery(teamEndpoints.profitReport, { type, by, ...range, ...member }, { staleTime: 0 });
  return (
    <>
      <ReportTypeTabs label="报表类型" section={section} current={type} kind="profit" />
      <Bar>
        {rangeBar}
        {section === 'teamyk' ? memberBox : null}
      </Bar>
      <ProfitTable
        caption={section === 'teamyk' ? '团队盈亏' : '日盈亏'}
        keyTitle={section === 'teamyk' ? '用户名' : '日期'}
        data={query.data}
        loading={query.isFetching}
        error={query.error}
        retry={() => void query.refetch()}
      />
    </>
  );
}

const betColumns: TableColumn<TeamBet>[] = [
  { key: 'time', title: '时间' },
  { key: 'username', title: '用户名' },
  { key: 'lotteryName', title: '彩种/平台' },
  { key: 'methodName', title: '玩法' },
  { key: 'issue', title: '期号/游戏' },
  { key: 'amount', title: '金额', align: 'right', render: (r) => formatYuan(r.amount) },
  { key: 'awardMoney', title: '中奖', align: 'right', render: (r) => formatYuan(r.awardMoney) },
  { key: 'status', title: '状态', align: 'center' },
];
export function TeamBetsView({ type }: { type: string }) {
  const [range, rangeBar] = useReportRange();
  const [member, memberBox] = useUsernameSearch();
  // A type the server does not list falls back to the lottery's bets.
  const listed = useReportTypes().data;
  const kind = listed && !listed.some((t) => t.bets && t.type === type) ? 'lottery' : type;
  const table = usePagedQuery(endpointSource(teamEndpoints.bets), { type: kind, ...range, ...member });
  return (
    <>
      <ReportTypeTabs label="投注类型" section="teambetting" current={kind} kind="bets" />
      <Bar>
        {rangeBar}
        {memberBox}
      </Bar>
      <RecordTable caption="团队投注" errorTitle="团队投注加载失败" columns={betColumns} rowKey={(r) => r.id} table={table} />
    </>
  );
}

export function TeamGrowView({ type }: { type: string }) {
  const [range, rangeBar] = useReportRange();
  const by = type === 'day' ? 'day' : 'team';
  const query = useEndpointQuery(teamEndpoints.grow, { by, ...range }, { staleTime: 0 });
  const columns: TableColumn<GrowRow>[] = [
    { key: 'key', title: by === 'day' ? '日期' : '直属下级' },
    ...(by === 'team' ? [{ key: 'teamSize', title: '团队人数', align: 'right' as const }] : []),
    { key: 'newMembers', title: '新增人数', align: 'right' },
    { key: 'activeMembers', title: '活跃人数', align: 'right' },
  ];
  return (
    <>
      <TypeTabs label="增长统计" section="teamgrow" current={by} types={sectionTabs('teamgrow')} />
      <Bar>{rangeBar}</Bar>
      {query.error ? (
        <ErrorPanel title="团队增长加载失败" message={errorText(query.error)} loading={query.isFetching} onAction={() => void query.refetch()} />
      ) : (
        <Table caption="团队增长" columns={columns} rows={query.data?.list ?? []} rowKey={(r) => r.key} loading={query.isFetching} striped compact nowrap />
      )}
    </>
  );
}
