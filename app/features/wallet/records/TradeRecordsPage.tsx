/**
 * /personal/trade/withdraw and /personal/trade/charge: the player's withdrawals and deposits
 * in a date range (Beijing days), ten a page, with their status texts. The withdraw records are
 * app/README.md's worked example of a server read.
 */
import { useState } from 'react';
import { styled, type TableColumn } from '../../../../design-system';
import { chargeStatusText, withdrawEndpoints, withdrawStatusText, type ChargeOrder, type WithdrawOrder } from '../../../../contract/withdraw';
import { formatYuan } from '../../../lib/money';
import { DateRangeFilter } from '../../../shared/DateRangeFilter';
import { dateRangeInput, recordRange } from '../../../shared/date-range';
import { pageAndPageSize, usePagedQuery } from '../../../shared/paged-query';
import { endpointSource } from '../../../shared/queries';
import { RecordTable } from '../../../shared/RecordTable';
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

const withdrawals = endpointSource(withdrawEndpoints.withdrawRecords);
const deposits = endpointSource(withdrawEndpoints.chargeRecords);

export function TradeRecordsPage({ sub }: { sub: 'withdraw' | 'charge' }) {
  return sub === 'withdraw' ? <WithdrawRecords /> : <ChargeRecords />;
}

export function WithdrawRecords() {
  const [range, setRange] = useState(() => recordRange('last7'));
  const table = usePagedQuery(withdrawals, dateRangeInput(range), { size: TRADE_PAGE_SIZE, shape: pageAndPageSize<WithdrawOrder>() });
  return (
    <Root>
      <DateRangeFilter defaultValue={range} onValueChange={setRange} />
      <RecordTable caption="提现记录" errorTitle="提现记录加载失败" columns={withdrawColumns} rowKey={(r) => r.spsn} table={table} />
    </Root>
  );
}

export function ChargeRecords() {
  const [range, setRange] = useState(() => recordRange('last7'));
  const table = usePagedQuery(deposits, dateRangeInput(range), { size: TRADE_PAGE_SIZE, shape: pageAndPageSize<ChargeOrder>() });
  return (
    <Root>
      <DateRangeFilter defaultValue={range} onValueChange={setRange} />
      <RecordTable caption="充值记录" errorTitle="充值记录加载失败" columns={chargeColumns} rowKey={(r) => r.spsn} table={table} />
    </Root>
  );
}
