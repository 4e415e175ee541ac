import { beforeEach, describe, expect, it, vi } from 'vitest';

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

describe('chat unread fetch', () => {
  beforeEach(() => {
    chat.chatState.unreadIds = [];
    api.checkChatMessage.mockReset();
    api.getGroupList.mockReset().mockResolvedValue({ groups: [] });
  });

  it('sets the distinct unread ids from the server, and the groups with unread messages', async () => {
    api.checkChatMessage.mockResolvedValue({ count: 2, ids: ['a', 'b', 'a'] });
    api.getGroupList.mockResolvedValue({
      groups: [
        { gid: 4, unread: 2 },
        { gid: 5, unread: 0 },
      ],
    });
    await chat.loadUnread(0);
    expect(chat.chatState.unreadIds).toEqual(['a', 'b', 'g4']);
  });

  it('does not ask for trial users (no chat) and keeps the count on failure', async () => {
    await chat.loadUnread(10);
    expect(api.checkChatMessage).not.toHaveBeenCalled();
    chat.addUnread('x');
    api.checkChatMessage.mockRejectedValueOnce(new Error('请求错误'));
    await chat.loadUnread(1);
    expect(chat.chatState.unreadIds).toEqual(['x']);
  });
});
