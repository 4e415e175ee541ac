import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupList } from '../../../../contract/groups';

const api = vi.hoisted(() => ({ checkChatMessage: vi.fn(), getGroupList: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { chatEndpoints } = await import('../../../../contract/chat');
  const { groupEndpoints } = await import('../../../../contract/groups');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [chatEndpoints.checkMessage, () => api.checkChatMessage()],
    [groupEndpoints.groups, () => api.getGroupList()],
  ]);
});

const chat = await import('../../../../app/stores/chat-store');
const { queryClient } = await import('../../../../app/lib/query-client');
const { HttpError } = await import('../../../../app/lib/http');

/** Both badge reads, as the header's badge asks them. */
const loadUnread = () =>
  Promise.allSettled([
    queryClient.fetchQuery({ ...chat.unreadPeopleRead(), staleTime: 0 }),
    queryClient.fetchQuery({ ...chat.unreadGroupsRead(), staleTime: 0 }),
  ]);

describe('chat unread reads', () => {
  beforeEach(() => {
    queryClient.clear();
    api.checkChatMessage.mockReset();
    api.getGroupList.mockReset().mockResolvedValue({ groups: [] });
  });

  it('count the distinct unread senders from the server, and the groups with unread messages', async () => {
    api.checkChatMessage.mockResolvedValue({ count: 2, ids: ['a', 'b', 'a'] });
    api.getGroupList.mockResolvedValue({
      groups: [
        { gid: 4, unread: 2 },
        { gid: 5, unread: 0 },
      ],
    } as unknown as GroupList);
    await loadUnread();
    expect(chat.cachedUnread()).toEqual(['a', 'b', 'g4']);
  });

  it('keep the count when asking again fails', async () => {
    api.checkChatMessage.mockResolvedValueOnce({ count: 1, ids: ['x'] });
    await loadUnread();
    api.checkChatMessage.mockRejectedValueOnce(new HttpError('请求错误', 1, 200));
    await loadUnread();
    expect(chat.cachedUnread()).toEqual(['x']);
  });
});
