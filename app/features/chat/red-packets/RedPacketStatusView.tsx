/** One packet's status: what was taken of it, my share, and who took what (pages of 6, 手气最佳 marked). */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { RED_PACKET_RECORD_PAGE_SIZE } from '../../../../contract/groups';
import { Button, ErrorPanel, Pagination, Spinner, Table, Tag, type TableColumn } from '../../../../design-system';
import { formatYuan } from '../../../lib/money';
import { formatBeijingMinute } from '../../../../rules/beijing-time';
import { nameBook, type NameOf } from '../groups/group-rules';
import { groupState, showGroupView, useOpenGroupDetail } from '../groups/group-store';
import { Actions, Body, Line, Muted } from '../groups/layout';
import { redPacketKinds } from './red-packet-rules';
import { redPacketState, showPacketStatus, showRecords } from './red-packet-store';

type Item = { userId: number; nikeName: string; grabTime: number; amount: string; best: number };

const columnsFor = (nameOf: NameOf): TableColumn<Item>[] => [
  { key: 'nikeName', title: '领取人', render: (r) => nameOf(r.userId, r.nikeName) },
  { key: 'grabTime', title: '时间', render: (r) => formatBeijingMinute(r.grabTime) },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    render: (r) => (
      <>
        {formatYuan(r.amount)}元
        {r.best ? (
          <Tag kind="hot" size="1">
            手气最佳
          </Tag>
        ) : null}
      </>
    ),
  },
];

export function RedPacketStatusView() {
  const { detail, detailError } = useSnapshot(redPacketState);
  const { redPacketId } = useSnapshot(groupState);
  const group = useOpenGroupDetail();
  const [page, setPage] = useState(1);
  if (detailError) return <ErrorPanel message={detailError} actionLabel="重试" onAction={() => redPacketId !== null && void showPacketStatus(redPacketId)} />;
  if (!detail) return <Spinner size="2" label="加载红包详情" />;
  const d = detail.detail;
  const pageCount = Math.ceil(d.items.length / RED_PACKET_RECORD_PAGE_SIZE);
  const rows = d.items.slice((page - 1) * RED_PACKET_RECORD_PAGE_SIZE, page * RED_PACKET_RECORD_PAGE_SIZE);
  const state = d.isFinish ? '已领完' : d.isExpired ? '已过期' : '领取中';
  const nameOf = nameBook(group?.members);
  return (
    <Body aria-label="红包详情">
      <Line>
        <strong>
          {nameOf(detail.sendUserId, detail.sendNikeName)}的{redPacketKinds[detail.type]}
        </strong>
        <Muted>{state}</Muted>
      </Line>
      <div>{detail.content}</div>
      {detail.grabAmount !== '0' && Number(detail.grabAmount) > 0 ? <div data-testid="my-share">我领取了 {formatYuan(detail.grabAmount)} 元</div> : null}
      <Muted data-testid="red-packet-progress">
        已领取{d.grabNum}/{d.num}个，共{formatYuan(d.grabAmount)}/{formatYuan(d.total)}元
      </Muted>
      <Table<Item> caption="领取详情" columns={columnsFor(nameOf)} rows={rows as Item[]} rowKey={(r) => r.userId} emptyText="还没有人领取" />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
      <Actions>
        <Button size="1" tone="neutral" onClick={() => showGroupView('chat', null)}>
          返回聊天
        </Button>
        <Button size="1" ghost tone="neutral" onClick={showRecords}>
          红包记录
        </Button>
      </Actions>
    </Body>
  );
}
