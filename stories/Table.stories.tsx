import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { Table, Tag } from '../design-system/index';
import type { TableColumn } from '../design-system/index';

interface Order {
  time: string;
  orderNo: string;
  method: string;
  amount: string;
  status: 'success' | 'pending' | 'failed';
}

const statusText = { success: '成功', pending: '处理中', failed: '失败' } as const;

const columns: TableColumn<Order>[] = [
  { key: 'time', title: '时间', width: 160 },
  { key: 'orderNo', title: '订单号' },
  { key: 'method', title: '充值方式' },
  { key: 'amount', title: '金额', align: 'right' },
  {
    key: 'status',
    title: '状态',
    align: 'center',
    render: (row) => <Tag kind={row.status === 'success' ? 'new' : row.status === 'failed' ? 'hot' : 'neutral'}>{statusText[row.status]}</Tag>,
  },
];

const rows: Order[] = [
  { time: '2026-03-05 10:21:08', orderNo: 'CZ202603051021081', method: '银行卡转账', amount: '1,000.00', status: 'success' },
  { time: '2026-03-05 09:02:44', orderNo: 'CZ202603050902442', method: 'USDT', amount: '500.00', status: 'pending' },
  { time: '2026-03-04 22:15:30', orderNo: 'CZ202603042215303', method: '支付宝', amount: '200.00', status: 'failed' },
];

const box = (node: ReactNode) => <div style={{ width: 720 }}>{node}</div>;

export const WithData: Story = () => box(<Table caption="充值记录" columns={columns} rows={rows} rowKey={(r) => r.orderNo} />);
export const Striped: Story = () => box(<Table caption="充值记录" columns={columns} rows={rows} rowKey={(r) => r.orderNo} striped />);
export const Empty: Story = () => box(<Table caption="充值记录" columns={columns} rows={[]} rowKey={(r) => r.orderNo} />);
export const Loading: Story = () => box(<Table caption="充值记录" columns={columns} rows={rows} rowKey={(r) => r.orderNo} loading />);
export const LoadingFirstPage: Story = () => box(<Table caption="充值记录" columns={columns} rows={[]} rowKey={(r) => r.orderNo} loading />);

interface ReportRow {
  key: string;
  bet: string;
  win: string;
  profit: string;
}
const reportColumns: TableColumn<ReportRow>[] = [
  { key: 'key', title: '用户名' },
  { key: 'bet', title: '投注金额', align: 'right' },
  { key: 'win', title: '中奖金额', align: 'right' },
  { key: 'profit', title: '盈亏', align: 'right' },
];
const reportRows: ReportRow[] = [
  { key: 'player3', bet: '135.00', win: '107.40', profit: '-27.60' },
  { key: 'player4', bet: '340.00', win: '295.20', profit: '-44.80' },
];
/** A report with its 合计 row. */
export const WithTotals: Story = () =>
  box(
    <Table
      caption="团队盈亏"
      columns={reportColumns}
      rows={reportRows}
      rowKey={(r) => r.key}
      totals={{ key: '合计', bet: '475.00', win: '402.60', profit: '-72.40' }}
    />,
  );

/** A record table's look: 12 px, narrower cells, one line per cell; the remark column may wrap. */
const recordColumns: TableColumn<Order & { remark: string }>[] = [
  ...(columns.filter((c) => c.key !== 'status').map((c) => ({ ...c, width: undefined })) as TableColumn<Order & { remark: string }>[]),
  { key: 'remark', title: '备注', wrap: true },
];
const recordRows = rows.map((r, i) => ({ ...r, remark: i === 0 ? '首充加赠 1%，已到账，请在帐变记录中查看明细' : '—' }));
export const CompactNowrap: Story = () =>
  box(<Table caption="充值记录" columns={recordColumns} rows={recordRows} rowKey={(r) => r.orderNo} striped compact nowrap />);
