import { Decimal } from 'decimal.js';
import { lazy, Suspense } from 'react';
import { protectionEndpoints, STATEMENT_DAYS, type StatementDay } from '../../../contract/protection';
import { ErrorPanel, Spinner, styled, Table, useTheme, type TableColumn } from '../../../design-system';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { useEndpointQuery } from '../../shared/queries';
import { playedMinutesText, statementTotals } from './protection-text';

// Only this tab pulls ECharts, in a chunk of its own.
const StatementChart = lazy(() => import(/* webpackChunkName: "echarts-statement" */ './StatementChart'));

const Note = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', lineHeight: '$3' });

const money = (value: string) => formatYuan(value);
const columns: TableColumn<StatementDay>[] = [
  { key: 'date', title: '日期' },
  { key: 'stake', title: '投注', align: 'right', render: (r) => money(r.stake) },
  { key: 'win', title: '派奖', align: 'right', render: (r) => money(r.win) },
  { key: 'deposit', title: '充值', align: 'right', render: (r) => money(r.deposit) },
  { key: 'withdraw', title: '提现', align: 'right', render: (r) => money(r.withdraw) },
  { key: 'playedMinutes', title: '游戏时长', align: 'right', render: (r) => playedMinutesText(r.playedMinutes) },
];

const active = (d: StatementDay) => d.playedMinutes > 0 || [d.stake, d.win, d.deposit, d.withdraw].some((v) => !new Decimal(v).isZero());

/** The last 90 Beijing days from the ledger: a bar chart of every day and a table of the days with activity, newest first. */
export function StatementPanel() {
  const { theme } = useTheme();
  const statement = useEndpointQuery(protectionEndpoints.statement, {});
  if (statement.error)
    return (
      <ErrorPanel title="活动报表加载失败" message={errorText(statement.error)} loading={statement.isFetching} onAction={() => void statement.refetch()} />
    );
  if (!statement.data) return <Spinner label="加载中" />;
  const days = statement.data.days;
  const css = getComputedStyle(document.documentElement);
  const color = (name: string, fallback: string) => css.getPropertyValue(`--ds-colors-${name}`).trim() || fallback;
  const colors = {
    text: color('text', '#222'),
    border: color('border', '#ddd'),
    muted: color('textMuted', '#888'),
    series: [color('brand', '#c8161d'), color('success', '#2a9d4b'), color('warning', '#e89b0c'), color('textMuted', '#888')],
  };
  const shown = days.filter(active).reverse();
  return (
    <>
      <Note>近 {STATEMENT_DAYS} 天（北京时间）的投注、派奖、充值、提现与游戏时长，来自账户流水。</Note>
      <Suspense fallback={<Spinner label="图表加载中" />}>
        <StatementChart key={theme} days={days} colors={colors} />
      </Suspense>
      <Table
        caption="活动报表"
        columns={columns}
        rows={shown}
        rowKey={(r) => r.date}
        totals={shown.length > 0 ? statementTotals(days) : undefined}
        emptyText={`近 ${STATEMENT_DAYS} 天没有活动`}
        striped
        compact
        nowrap
      />
    </>
  );
}
