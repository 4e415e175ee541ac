import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ checkChatMessage: vi.fn(), getGroupList: vi.fn(), getLiveSupportUrl: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { chatEndpoints } = await import('../../../../contract/chat');
  const { groupEndpoints } = await import('../../../../contract/groups');
  const { contentEndpoints } = await import('../../../../contract/content');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [chatEndpoints.checkMessage, () => api.checkChatMessage()],
    [groupEndpoints.groups, () => api.getGroupList()],
    [contentEndpoints.liveSupportUrl, async () => ({ url: await api.getLiveSupportUrl() })],
  ]);
});

const chat = await import('../../../../app/stores/chat-store');
const support = await import('../../../../app/stores/customer-service-store');

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

describe('live-support URL', () => {
  it('loads once, retries after a failure and keeps the URL', async () => {
    api.getLiveSupportUrl.mockRejectedValueOnce(new Error('请求错误'));
    expect(await support.loadLiveSupportUrl()).toBeNull();
    api.getLiveSupportUrl.mockResolvedValueOnce('http://127.0.0.1:4321/support');
    expect(await support.loadLiveSupportUrl()).toBe('http://127.0.0.1:4321/support');
    expect(await support.loadLiveSupportUrl()).toBe('http://127.0.0.1:4321/support');
    expect(api.getLiveSupportUrl).toHaveBeenCalledTimes(2);
    expect(support.customerServiceState.url).toBe('http://127.0.0.1:4321/support');
  });
});
