/** /personal/trade/transfer (transfers between wallets) and /personal/trade/flow (the main wallet's deposits, withdrawals and transfers). */
import { walletEndpoints, type FlowRecord, type TransferRecord } from '../../../../contract/wallet';
import { styled, type TableColumn } from '../../../../design-system';
import { formatYuan } from '../../../lib/money';
import { LedgerRecords, RecordTime } from './LedgerRecords';

const Title = styled('h2', { margin: 0, fontSize: '$4' });

/** A booked transfer is complete: status 0. */
const transferStatusText = (status: number) => (status === 0 ? '成功' : '失败');

const transferColumns: TableColumn<TransferRecord>[] = [
  { key: 'orderNo', title: '订单号' },
  { key: 'time', title: '转账时间', render: (r) => <RecordTime time={r.time} /> },
  { key: 'turnOutCn', title: '转出钱包' },
  { key: 'turnInCn', title: '转入钱包' },
  { key: 'amount', title: '金额', align: 'right', render: (r) => formatYuan(r.amount) },
  { key: 'status', title: '状态', render: (r) => transferStatusText(r.status) },
];

const flowColumns: TableColumn<FlowRecord>[] = [
  { key: 'time', title: '时间', render: (r) => <RecordTime time={r.time} /> },
  { key: 'typeName', title: '类型' },
  { key: 'income', title: '收入', align: 'right', render: (r) => (r.income === '0' ? '—' : formatYuan(r.income)) },
  { key: 'expense', title: '支出', align: 'right', render: (r) => (r.expense === '0' ? '—' : formatYuan(r.expense)) },
  { key: 'balance', title: '余额', align: 'right', render: (r) => formatYuan(r.balance) },
];

export function TransferRecords() {
  return <LedgerRecords caption="转账记录" endpoint={walletEndpoints.transfers} columns={transferColumns} rowKey={(r) => r.orderNo} />;
}

export function FlowRecords() {
  return (
    <>
      <Title>资金流水</Title>
      <LedgerRecords caption="资金流水" endpoint={walletEndpoints.flow} columns={flowColumns} rowKey={(r) => r.id} />
    </>
  );
}
