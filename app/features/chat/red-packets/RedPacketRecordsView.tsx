/** My red packets by year (this year or last): received or sent, with the year's totals, pages of 6. */
import { useSnapshot } from 'valtio';
import { RED_PACKET_RECORD, RED_PACKET_RECORD_PAGE_SIZE, type RedPacketRecordItem } from '../../../../contract/groups';
import { Button, ErrorPanel, Pagination, Select, Table, Tabs, Tag, type TableColumn } from '../../../../design-system';
import { formatYuan } from '../../../lib/money';
import { beijingYear, formatBeijingMinute } from '../../../../rules/beijing-time';
import { showGroupView } from '../groups/group-store';
import { Actions, Body, Line, Muted } from '../groups/layout';
import { redPacketKinds, type RedPacketType } from './red-packet-rules';
import { loadRecords, redPacketState, type RecordKind } from './red-packet-store';

const statusLabels: Record<number, string> = {
  [RED_PACKET_RECORD.open]: '领取中',
  [RED_PACKET_RECORD.finished]: '已领完',
  [RED_PACKET_RECORD.expired]: '已过期',
};

const received: TableColumn<RedPacketRecordItem>[] = [
  { key: 'sendNikeName', title: '发送人' },
  { key: 'grabTime', title: '领取时间', render: (r) => formatBeijingMinute(r.grabTime) },
  {
    key: 'grabAmount',
    title: '金额',
    align: 'right',
    render: (r) => (
      <>
        {formatYuan(r.grabAmount)}元
        {r.best ? (
          <Tag kind="hot" size="1">
            手气最佳
          </Tag>
        ) : null}
      </>
    ),
  },
];

const sent: TableColumn<RedPacketRecordItem>[] = [
  { key: 'type', title: '类型', render: (r) => redPacketKinds[r.type as RedPacketType] ?? '' },
  { key: 'sendTime', title: '发送时间', render: (r) => formatBeijingMinute(r.sendTime) },
  { key: 'num', title: '领取', render: (r) => `${r.num - r.stock}/${r.num}个` },
  { key: 'amount', title: '金额', align: 'right', render: (r) => `${formatYuan(r.amount)}元` },
  { key: 'status', title: '状态', render: (r) => statusLabels[r.status] ?? '' },
];

export function RedPacketRecordsView() {
  const { records } = useSnapshot(redPacketState);
  const thisYear = beijingYear(Date.now());
  const data = records.data;
  const pageCount = data ? Math.ceil(data.totalItem / RED_PACKET_RECORD_PAGE_SIZE) : 0;
  return (
    <Body aria-label="红包记录">
      <Tabs
        label="红包记录"
        items={[
          { value: 'received', label: '收到的红包' },
          { value: 'sent', label: '发出的红包' },
        ]}
        value={records.kind}
        onValueChange={(kind) => void loadRecords({ kind: kind as RecordKind })}
      />
      <Line>
        <Select
          aria-label="年份"
          size="1"
          options={[
            { value: String(thisYear), label: `${thisYear}年` },
            { value: String(thisYear - 1), label: `${thisYear - 1}年` },
          ]}
          value={String(records.year)}
          onValueChange={(year) => void loadRecords({ year: Number(year) })}
        />
        {data ? (
          <Muted data-testid="red-packet-summary">
            {records.kind === 'received'
              ? `共收到${data.totalItem}个，${formatYuan(data.totalAmount)}元，手气最佳${data.bestCount}次`
              : `共发出${data.totalItem}个，${formatYuan(data.totalAmount)}元`}
          </Muted>
        ) : null}
      </Line>
      {records.error ? (
        <ErrorPanel message={records.error} actionLabel="重试" onAction={() => void loadRecords()} />
      ) : (
        <Table<RedPacketRecordItem>
          caption={records.kind === 'received' ? '收到的红包' : '发出的红包'}
          columns={records.kind === 'received' ? received : sent}
          rows={(data?.list ?? []) as RedPacketRecordItem[]}
          rowKey={(r) => r.redPacketId}
          loading={records.loading}
        />
      )}
      <Pagination page={records.page} pageCount={pageCount} onPageChange={(page) => void loadRecords({ page })} disabled={records.loading} />
      <Actions>
        <Button size="1" tone="neutral" onClick={() => showGroupView('chat', null)}>
          返回聊天
        </Button>
      </Actions>
    </Body>
  );
}
