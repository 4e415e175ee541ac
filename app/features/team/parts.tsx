/** Pieces the team screens share: the date bar, the type tabs, money cells, the report table. */
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { TEAM_MAX_RANGE_DAYS, type ProfitReport, type ProfitRow } from '../../../contract/team';
import { teamSectionOf } from '../../../contract/team-menu';
import { ErrorPanel, styled, Table, type TableColumn } from '../../../design-system';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { DateRangeFilter } from '../../shared/DateRangeFilter';
import { dateRangeInput, recordRange, type DateRangeValue } from '../../shared/date-range';

export const Bar = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$4', flexWrap: 'wrap' });
export const TabRow = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  '& a': { padding: '$1 $3', borderRadius: '$round', border: '1px solid $border', color: '$text', textDecoration: 'none', fontSize: '$2' },
  '& a[aria-current="page"]': { backgroundColor: '$brand', borderColor: '$brand', color: '$onBrand' },
});

/** Profit in the house colours: a gain for the team in the success colour, a loss in the danger one. */
const Signed = styled('span', { variants: { sign: { plus: { color: '$success' }, minus: { color: '$danger' }, zero: {} } } });
export const Money = ({ value }: { value: string }) => (
  <Signed sign={value.startsWith('-') ? 'minus' : Number(value) > 0 ? 'plus' : 'zero'}>{formatYuan(value)}</Signed>
);

/** A section's sub-types as tabs, from the one declaration of the team menu (contract/team-menu.ts). */
export const sectionTabs = (section: string): Array<{ type: string; name: string }> =>
  (teamSectionOf(section)?.subTypes ?? []).map((t) => ({ type: t.path, name: t.title }));

/** Links to /team/{section}/{type} for each type; the current one is marked. */
export function TypeTabs({
  label,
  section,
  current,
  types,
}: {
  label: string;
  section: string;
  current: string;
  types: ReadonlyArray<{ type: string; name: string }>;
}) {
  return (
    <TabRow aria-label={label}>
      {types.map((t) => (
        <Link key={t.type} href={`/team/${section}/${t.type}`} aria-current={t.type === current ? 'page' : undefined}>
          {t.name}
        </Link>
      ))}
    </TabRow>
  );
}

/** The date range of a report (近7天 first, at most the days the server sums over) as the server takes it. */
export function useReportRange(): [{ startDate: string; endDate: string }, ReactNode] {
  const [range, setRange] = useState<DateRangeValue>(() => recordRange('last7'));
  return [dateRangeInput(range), <DateRangeFilter key="range" defaultValue={range} onValueChange={setRange} maxDays={TEAM_MAX_RANGE_DAYS} />];
}

const profitColumns = (keyTitle: string): TableColumn<ProfitRow>[] => [
  { key: 'key', title: keyTitle },
  { key: 'count', title: '笔数', align: 'right' },
  { key: 'bet', title: '投注金额', align: 'right', render: (r) => formatYuan(r.bet) },
  { key: 'win', title: '中奖金额', align: 'right', render: (r) => formatYuan(r.win) },
  { key: 'rebate', title: '返点', align: 'right', render: (r) => formatYuan(r.rebate) },
  { key: 'profit', title: '盈亏', align: 'right', render: (r) => <Money value={r.profit} /> },
];

/** A profit report: one row per member or day and the 合计 row. */
export function ProfitTable({
  caption,
  keyTitle,
  data,
  loading,
  error,
  retry,
}: {
  caption: string;
  keyTitle: string;
  data?: ProfitReport;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}) {
  if (error) return <ErrorPanel title={`${caption}加载失败`} message={errorText(error)} loading={loading} onAction={retry} />;
  return (
    <Table
      caption={caption}
      columns={profitColumns(keyTitle)}
      rows={data?.list ?? []}
      rowKey={(r) => r.key}
      loading={loading}
      totals={data?.total}
      striped
      compact
      nowrap
    />
  );
}
