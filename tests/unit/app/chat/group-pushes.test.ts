import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_TIP } from '../../../../contract/groups';
import type { UserInfo } from '../../../../contract/session';
import { groupMessage, groupSummary } from '../../../support/chat-wire';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket: open } = await import('../../../support/fake-socket');
  return { io: open(sockets) };
});
const api = vi.hoisted(() => ({ groups: vi.fn(), detail: vi.fn(), history: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { groupEndpoints } = await import('../../../../contract/groups');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [groupEndpoints.groups, () => api.groups()],
    [groupEndpoints.groupDetail, (query) => api.detail(query)],
    [groupEndpoints.groupHistoryMessage, (query) => api.history(query)],
  ]);
});

const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
const { queryClient } = await import('../../../../app/lib/query-client');
const store = await import('../../../../app/features/chat/groups/group-store');
const session = await import('../../../../app/stores/session-store');

const ME = 7;
const summary = groupSummary;
const message = groupMessage;
const card = (redPacketId: number) => ({
  redPacketId,
  type: 1 as const,
  content: 't',
  num: 2,
  amount: '1.00',
  sendUserId: 2,
  sendNikeName: 'x',
  status: 0,
  expiredTime: 10,
});
const grabTip = (redPacketId: number, grabUserId: number, end: 0 | 1) =>
  message({
    id: 0,
    messageType: 10,
    tip: {
      type: GROUP_TIP.grabbed,
      gid: 1,
      display: 1,
      users: [],
      redPacket: { redPacketId, sendUserId: 2, sendNikeName: 'x', grabUserId, grabNikeName: 'y', end },
    },
  });
const received = () => sockets[0]!.sent.filter((s) => s.event === 'group_received').map((s) => s.payload);

let stop = () => {};
// My groups 1 and 2; group 1 open, its history one message long, fired through the shared fake socket.
beforeEach(async () => {
  vi.clearAllMocks();
  session.signIn({ uin: ME, cn: 'me', nikeName: 'me', userType: 1 } as UserInfo);
  api.groups.mockResolvedValue({ groups: [summary(1), summary(2)] });
  api.detail.mockResolvedValue({ ...summary(1), members: [] });
  api.history.mockResolvedValue({ list: [message({ id: 1, message: 'earlier', redPacket: card(8), messageType: 5 })], hasMore: false });
  connectSocket('me');
  await vi.waitFor(() => expect(sockets.length).toBe(1));
  await store.loadGroups();
  await store.openGroup(1);
  stop = store.watchGroupPushes();
  sockets[0]!.sent.length = 0;
});
afterEach(() => {
  stop();
  store.resetGroups();
  disconnectSocket();
  sockets.length = 0;
  queryClient.clear();
});

describe('group pushes into the cached reads', () => {
  it('group_message of the open group lands once in its cached history and is reported read once', () => {
    sockets[0]!.fire('group_message', message({ id: 5, message: 'new' }));
    sockets[0]!.fire('group_message', message({ id: 5, message: 'new' }));
    expect(store.cachedHistory(1)?.list.map((m) => [m.id, m.message])).toEqual([
      [1, 'earlier'],
      [5, 'new'],
    ]);
    expect(received()).toEqual([{ gid: 1, id: 5 }]);
  });

  it('group_message of another group raises its unread count in the cached list, not the open history', () => {
    sockets[0]!.fire('group_message', message({ id: 6, to: 2 }));
    sockets[0]!.fire('group_message', message({ id: 7, to: 2 }));
    expect(store.cachedGroups().map((g) => [g.gid, g.unread])).toEqual([
      [1, 0],
      [2, 2],
    ]);
    // My own message from another tab is not unread.
    sockets[0]!.fire('group_message', message({ id: 8, to: 2, from: ME }));
    expect(store.cachedGroups().find((g) => g.gid === 2)?.unread).toBe(2);
    expect(store.cachedHistory(1)?.list.map((m) => m.id)).toEqual([1]);
    expect(received()).toEqual([]);
  });

  it('a grab tip moves the red-packet card in the cached history: claimed when I took a share', () => {
    sockets[0]!.fire('group_message', grabTip(8, 3, 0));
    expect(store.cachedHistory(1)?.list[0]?.redPacket?.status).toBe(0);
    sockets[0]!.fire('group_message', grabTip(8, ME, 0));
    expect(store.cachedHistory(1)?.list[0]?.redPacket?.status).toBe(1);
    // The tips show in the open conversation after the card.
    expect(store.cachedHistory(1)?.list.map((m) => m.messageType)).toEqual([5, 10, 10]);
  });

  it('the card status known from the server (setCardStatus) is written into the cached history', () => {
    store.setCardStatus(8, 2);
    expect(store.cachedHistory(1)?.list[0]?.redPacket?.status).toBe(2);
  });
});
