/**
 * /personal/trade/withdraw and /personal/trade/charge: the player's withdrawals and deposits
 * in a date range (Beijing days), ten a page, with their status texts.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangePicker, ErrorPanel, Pagination, presetRange, styled, Table, type DateRangeValue, type TableColumn } from '../../../../design-system';
import { chargeStatusText, withdrawEndpoints, withdrawStatusText, type ChargeOrder, type WithdrawOrder } from '../../../../contract/withdraw';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { formatYuan } from '../../../lib/money';
import { queryKeyOf } from '../../../lib/query-client';
import { formatBeijing } from '../../../../rules/beijing-time';

export const TRADE_PAGE_SIZE = 10;

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const withdrawColumns: TableColumn<WithdrawOrder>[] = [
  { key: 'orderDate', title: '时间', render: (r) => formatBeijing(r.orderDate) },
  { key: 'spsn', title: '订单号' },
  { key: 'channelName', title: '提现方式' },
  { key: 'payee', title: '收款账户' },
  { key: 'amount', title: '金额', align: 'right', render: (r) => formatYuan(r.amount) },
  { key: 'securityDeposit', title: '保证金', align: 'right', render: (r) => formatYuan(r.securityDeposit) },
  { key: 'status', title: '状态', render: (r) => withdrawStatusText[r.status] ?? '' },
];

const chargeColumns: TableColumn<ChargeOrder>[] = [
  { key: 'orderDate', title: '时间', render: (r) => formatBeijing(r.orderDate) },
  { key: 'spsn', title: '订单号' },
  { key: 'payWayName', title: '充值方式' },
  { key: 'cash', title: '金额', align: 'right', render: (r) => formatYuan(r.cash) },
  { key: 'status', title: '状态', render: (r) => chargeStatusText(r.status) },
];

export function TradeRecordsPage({ sub }: { sub: 'withdraw' | 'charge' }) {
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7', new Date()));
  const [page, setPage] = useState(1);
  const endpoint = sub === 'withdraw' ? withdrawEndpoints.withdrawRecords : withdrawEndpoints.chargeRecords;
  const input = { startDate: range.start, endDate: range.end, page, pageSize: TRADE_PAGE_SIZE };
  const records = useQuery({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: () => call(endpoint, input) as Promise<{ list: Array<WithdrawOrder | ChargeOrder>; total: number }>,
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((records.data?.total ?? 0) / TRADE_PAGE_SIZE));
  return (
    <Root>
      <DateRangePicker
        legend="查询日期"
        value={range}
        onValueChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {records.isError ? <ErrorPanel message={errorText(records.error)} actionLabel="重试" onAction={() => void records.refetch()} compact /> : null}
      {sub === 'withdraw' ? (
        <Table
          caption="提现记录"
          columns={withdrawColumns}
          rows={(records.data?.list ?? []) as WithdrawOrder[]}
          rowKey={(r) => r.spsn}
          loading={records.isFetching}
          striped
          compact
          nowrap
        />
      ) : (
        <Table
          caption="充值记录"
          columns={chargeColumns}
          rows={(records.data?.list ?? []) as ChargeOrder[]}
          rowKey={(r) => r.spsn}
          loading={records.isFetching}
          striped
          compact
          nowrap
        />
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} summary={`共 ${records.data?.total ?? 0} 条`} />
    </Root>
  );
}
