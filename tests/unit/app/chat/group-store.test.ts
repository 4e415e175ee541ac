import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_TIP } from '../../../../contract/groups';
import type { UserInfo } from '../../../../contract/session';
import { groupMessage, groupSummary } from '../../../support/chat-wire';

const api = vi.hoisted(() => ({ emitReceived: vi.fn(), groups: vi.fn(), detail: vi.fn(), history: vi.fn() }));
vi.mock('../../../../app/lib/socket', () => ({
  emitGroupMessage: vi.fn(),
  emitGroupReceived: api.emitReceived,
  onSocketEvent: () => () => {},
  onSocketStatus: () => () => {},
}));
vi.mock('../../../../app/lib/call', async (real) => {
  const { groupEndpoints } = await import('../../../../contract/groups');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [groupEndpoints.groups, () => api.groups()],
    [groupEndpoints.groupDetail, (query) => api.detail(query)],
    [groupEndpoints.groupHistoryMessage, (query) => api.history(query)],
  ]);
});

const { cachedDetail, cachedGroups, cachedHistory, groupState, loadGroups, openGroup, receiveGroupMessage, resetGroups } =
  await import('../../../../app/features/chat/groups/group-store');
const { queryClient } = await import('../../../../app/lib/query-client');
const session = await import('../../../../app/stores/session-store');

const ME = 7;
const summary = groupSummary;
const message = groupMessage;

describe('group-store', () => {
  // My groups 1 and 2 loaded, group 1 open with an empty history; later detail requests hang unless a test answers them.
  beforeEach(async () => {
    resetGroups();
    queryClient.clear();
    session.signIn({ uin: ME, cn: 'me', nikeName: 'me', userType: 1 } as UserInfo);
    api.groups.mockResolvedValue({ groups: [summary(1), summary(2)] });
    api.history.mockResolvedValue({ list: [], hasMore: false });
    api.detail.mockReset().mockResolvedValue({ ...summary(1), memberCount: 3, members: [] });
    await loadGroups();
    await openGroup(1);
    api.detail.mockReset().mockReturnValue(new Promise(() => {}));
    api.emitReceived.mockClear();
  });

  it('appends a text to the open group and reports it read; counts it unread for another group', () => {
    receiveGroupMessage(message({ id: 5 }));
    expect(cachedHistory(1)?.list.map((m) => m.id)).toEqual([5]);
    expect(api.emitReceived).toHaveBeenCalledWith({ gid: 1, id: 5 });
    receiveGroupMessage(message({ id: 6, to: 2 }));
    expect(cachedGroups().find((g) => g.gid === 2)?.unread).toBe(1);
    receiveGroupMessage(message({ id: 5 }));
    expect(cachedHistory(1)?.list).toHaveLength(1);
  });

  it('drops the open group when it is dissolved or I am among those who left', () => {
    receiveGroupMessage(message({ id: 0, messageType: 10, to: 2, tip: { type: GROUP_TIP.left, gid: 2, display: 1, users: [{ userId: ME, nikeName: 'me' }] } }));
    expect(cachedGroups().map((g) => g.gid)).toEqual([1]);
    receiveGroupMessage(message({ id: 0, messageType: 10, tip: { type: GROUP_TIP.dissolved, gid: 1, display: 1, users: [] } }));
    expect(cachedGroups()).toEqual([]);
    expect(groupState.gid).toBeNull();
  });

  it('moves a card to finished on the last share and to claimed when I take one', () => {
    const card = { redPacketId: 9, type: 1 as const, content: 't', num: 2, amount: '1.00', sendUserId: 2, sendNikeName: 'x', status: 0, expiredTime: 10 };
    receiveGroupMessage(message({ id: 3, messageType: 5, redPacket: card }));
    const grab = (grabUserId: number, end: 0 | 1) =>
      message({
        id: 0,
        messageType: 10,
        tip: {
          type: GROUP_TIP.grabbed,
          gid: 1,
          display: 1,
          users: [],
          redPacket: { redPacketId: 9, sendUserId: 2, sendNikeName: 'x', grabUserId, grabNikeName: 'y', end },
        },
      });
    receiveGroupMessage(grab(3, 0));
    expect(cachedHistory(1)?.list[0]?.redPacket?.status).toBe(0);
    receiveGroupMessage(grab(ME, 0));
    expect(cachedHistory(1)?.list[0]?.redPacket?.status).toBe(1);
    receiveGroupMessage(grab(4, 1));
    expect(cachedHistory(1)?.list[0]?.redPacket?.status).toBe(1);
  });

  it('shows the newest detail when two tips are answered out of order (a member joins, then another leaves)', async () => {
    const answers: Array<(detail: unknown) => void> = [];
    api.detail.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const tip = (type: number) => message({ id: 0, messageType: 10, tip: { type, gid: 1, display: 1, users: [{ userId: 3, nikeName: 'c' }] } });
    receiveGroupMessage(tip(GROUP_TIP.joined));
    receiveGroupMessage(tip(GROUP_TIP.left));
    expect(answers).toHaveLength(2);
    answers[1]!({ ...summary(1), memberCount: 3, members: [] });
    await vi.waitFor(() => expect(cachedDetail(1)?.memberCount).toBe(3));
    answers[0]!({ ...summary(1), memberCount: 4, members: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cachedDetail(1)?.memberCount).toBe(3);
    expect(cachedGroups().find((g) => g.gid === 1)?.memberCount).toBe(3);
  });
});
