/**
 * A ledger record page: date range (last 7 days by default), extra filters, a table with the
 * empty text, and the pager; the page is a TanStack Query keyed by the endpoint and its input.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  DateRangePicker,
  ErrorPanel,
  Pagination,
  presetRange,
  styled,
  Table,
  validateDateRange,
  type DateRangeValue,
  type TableColumn,
} from '../../../../design-system';
import type { QueryOf } from '../../../../contract/endpoint';
import type { walletEndpoints } from '../../../../contract/wallet';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-client';

export const RECORD_PAGE_SIZE = 20;

const Filters = styled('div', { display: 'flex', gap: '$4', alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: '$4' });

interface Page<Row> {
  list: Row[];
  total: number;
}

/** The record endpoints share one query (dates and page); the account-change one adds a type. */
type RecordEndpoint = typeof walletEndpoints.accountChange;
type AnyRecordEndpoint = RecordEndpoint | typeof walletEndpoints.transfers | typeof walletEndpoints.flow;

/** A record's time (a test id lets screenshots mask it: it changes from run to run). */
export function RecordTime({ time }: { time: string }) {
  return <span data-testid="record-time">{time}</span>;
}

export interface LedgerRecordsProps<Row> {
  caption: string;
  endpoint: AnyRecordEndpoint;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Query fields besides the dates and the page (a type filter). */
  extraInput?: Record<string, string | undefined>;
  /** Filters shown beside the dates. */
  filters?: ReactNode;
}

export function LedgerRecords<Row>({ caption, endpoint, columns, rowKey, extraInput, filters }: LedgerRecordsProps<Row>) {
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7', new Date()));
  const [page, setPage] = useState(1);
  // Another filter starts again on page 1.
  const filterKey = JSON.stringify(extraInput ?? {});
  const [shownFilter, setShownFilter] = useState(filterKey);
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey);
    setPage(1);
  }
  const valid = validateDateRange(range) === undefined;
  const input: QueryOf<RecordEndpoint> = { startDate: range.start, endDate: range.end, page, pageSize: RECORD_PAGE_SIZE, ...extraInput };
  const shared = endpoint as RecordEndpoint;
  const records = useQuery({
    queryKey: queryKeyOf(shared, input),
    queryFn: () => call(shared, input) as Promise<Page<Row>>,
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = records.data ?? { list: [], total: 0 };
  return (
    <div>
      <Filters>
        <DateRangePicker
          value={range}
          onValueChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        {filters}
      </Filters>
      {records.isError ? (
        <ErrorPanel title={`${caption}加载失败`} message={records.error.message} onAction={() => void records.refetch()} />
      ) : (
        <>
          <Table caption={caption} columns={columns} rows={data.list} rowKey={rowKey} loading={records.isFetching} striped compact nowrap />
          <Pagination page={page} pageCount={Math.max(1, Math.ceil(data.total / RECORD_PAGE_SIZE))} onPageChange={setPage} summary={`共 ${data.total} 条`} />
        </>
      )}
    </div>
  );
}
