import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../contract/chat';
import type { UserInfo } from '../../../../contract/session';
import { chatContact, chatMessage } from '../../../support/chat-wire';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket: open } = await import('../../../support/fake-socket');
  return { io: open(sockets) };
});
const api = vi.hoisted(() => ({ history: vi.fn(), markRead: vi.fn(), agent: vi.fn(), downline: vi.fn(), recent: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { chatEndpoints } = await import('../../../../contract/chat');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [chatEndpoints.historyMessage, (query) => api.history(query)],
    [chatEndpoints.setUserMsgStatus, (body) => api.markRead((body as { fromUserId: number }).fromUserId)],
    [chatEndpoints.agentSearch, () => api.agent()],
    [chatEndpoints.subContact, (body) => api.downline(body)],
    [chatEndpoints.recentContacts, () => api.recent()],
  ]);
});

const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
const { queryClient } = await import('../../../../app/lib/query-client');
const store = await import('../../../../app/features/chat/conversation-store');
const chat = await import('../../../../app/stores/chat-store');
const session = await import('../../../../app/stores/session-store');

const ME = 7;
const contact = chatContact;
const message = (over: Partial<ChatMessage>) => chatMessage({ toUserId: ME, ...over });

let stop = () => {};
beforeEach(async () => {
  vi.clearAllMocks();
  session.signIn({ uin: ME, cn: 'me', nikeName: 'me', userType: 1 } as UserInfo);
  api.history.mockResolvedValue({ list: [message({ id: 1, message: 'earlier' })], hasMore: false });
  api.markRead.mockResolvedValue({ count: 0, ids: [] });
  api.agent.mockResolvedValue([contact(1, { relation: 'upper', online: 1 })]);
  api.downline.mockResolvedValue({ list: [contact(2, { online: 1 }), contact(3)], count: 2, onlineCount: 1 });
  api.recent.mockResolvedValue([]);
  chat.chatState.open = true;
  await store.loadPanel();
  await store.openContact(contact(2));
  stop = store.watchConversationPushes();
  connectSocket('me');
  await vi.waitFor(() => expect(sockets.length).toBe(1));
});
afterEach(() => {
  stop();
  store.resetConversation();
  disconnectSocket();
  sockets.length = 0;
  queryClient.clear();
});

describe('chat pushes into the cached reads', () => {
  it('chat_message of the open conversation lands once in its cached history', () => {
    sockets[0]!.fire('chat_message', message({ id: 5, message: 'hi' }));
    sockets[0]!.fire('chat_message', message({ id: 5, message: 'hi' }));
    expect(store.shownMessages().map((m) => [m.id, m.message])).toEqual([
      [1, 'earlier'],
      [5, 'hi'],
    ]);
    expect(api.markRead).toHaveBeenLastCalledWith(2);
  });

  it('chat_message from another contact raises its unread in the cached panel once; a stranger joins the recent list', () => {
    sockets[0]!.fire('chat_message', message({ id: 6, fromUserId: 3 }));
    sockets[0]!.fire('chat_message', message({ id: 6, fromUserId: 3 }));
    expect(store.cachedPanel()?.downline.find((c) => c.userId === 3)?.unread).toBe(1);
    sockets[0]!.fire('chat_message', message({ id: 7, fromUserId: 9, fromUserName: 'user9', fromNickName: '九号' }));
    expect(store.cachedPanel()?.recent.map((c) => [c.userId, c.nickName, c.unread])).toEqual([
      [9, '九号', 1],
      [3, 'user3', 1],
    ]);
    expect(store.shownMessages().map((m) => m.id)).toEqual([1]);
  });

  it('chat_onoffline flips the flag in the cached panel and counts only downline changes', () => {
    sockets[0]!.fire('chat_onoffline', { userId: 3, userName: 'user3', status: 1 });
    expect(store.cachedPanel()?.onlineCount).toBe(2);
    expect(store.cachedPanel()?.downline.find((c) => c.userId === 3)?.online).toBe(1);
    // My agent going offline is not a downline change.
    sockets[0]!.fire('chat_onoffline', { userId: 1, userName: 'user1', status: 2 });
    expect(store.cachedPanel()?.upper?.online).toBe(0);
    expect(store.cachedPanel()?.onlineCount).toBe(2);
    sockets[0]!.fire('chat_onoffline', { userId: 2, userName: 'user2', status: 2 });
    expect(store.cachedPanel()?.onlineCount).toBe(1);
    expect(store.conversationState.contact?.online).toBe(0);
  });
});
