import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAck, ChatContact, ChatMessage } from '../../../../contract/chat';
import type { GroupSummary } from '../../../../contract/groups';
import type { UserInfo } from '../../../../contract/session';
import { chatContact, chatMessage } from '../../../support/chat-wire';

const api = vi.hoisted(() => ({
  emit: vi.fn(),
  history: vi.fn(),
  markRead: vi.fn(),
  agent: vi.fn(),
  downline: vi.fn(),
  recent: vi.fn(),
  search: vi.fn(),
  searchGroups: vi.fn(),
}));
vi.mock('../../../../app/lib/socket', () => ({ emitChatMessage: api.emit, onSocketEvent: () => () => {}, onSocketStatus: () => () => {} }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { chatEndpoints } = await import('../../../../contract/chat');
  const { groupEndpoints } = await import('../../../../contract/groups');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [chatEndpoints.historyMessage, (query) => api.history(query)],
    [chatEndpoints.setUserMsgStatus, (body) => api.markRead((body as { fromUserId: number }).fromUserId)],
    [chatEndpoints.agentSearch, () => api.agent()],
    [chatEndpoints.subContact, (body) => api.downline(body)],
    [chatEndpoints.recentContacts, () => api.recent()],
    [chatEndpoints.search, (body) => api.search((body as { userName: string }).userName)],
    [groupEndpoints.searchGroups, (query) => api.searchGroups((query as { name: string }).name)],
  ]);
});

const store = await import('../../../../app/features/chat/conversation-store');
const chat = await import('../../../../app/stores/chat-store');
const session = await import('../../../../app/stores/session-store');

const ME = 7;
const contact = chatContact;
/** A message I sent to user 2, as stored. */
const stored = (over: Partial<ChatMessage>) =>
  chatMessage({ fromUserId: ME, fromUserName: 'me', fromNickName: 'me', toUserId: 2, toUserName: 'user2', ...over });

beforeEach(async () => {
  vi.clearAllMocks();
  session.signIn({ uin: ME, cn: 'me', nikeName: 'me', userType: 1 } as UserInfo);
  api.history.mockResolvedValue({ list: [], hasMore: false });
  api.markRead.mockResolvedValue({ count: 0, ids: [] });
  api.agent.mockResolvedValue([]);
  api.downline.mockResolvedValue({ list: [contact(2, { online: 1 }), contact(3)], count: 2, onlineCount: 1 });
  api.recent.mockResolvedValue([]);
  chat.chatState.open = true;
  await store.loadPanel();
  await store.openContact(contact(2));
});

describe('sending', () => {
  it("shows the message as pending until the ack, then the server's message replaces it", async () => {
    let answer!: (ack: ChatAck) => void;
    api.emit.mockReturnValue(new Promise<ChatAck>((resolve) => (answer = resolve)));
    const sent = store.send('  hello 😀 ');
    expect(store.shownMessages()).toMatchObject([{ message: 'hello', pending: true, id: 0 }]);
    const { messageId } = api.emit.mock.calls[0]![0];
    expect(api.emit.mock.calls[0]![0]).toEqual({ messageId, msgType: 1, toUserId: 2, message: 'hello' });
    answer({ code: 1, msg: 'success', result: stored({ messageId }) });
    expect(await sent).toBe(true);
    expect(store.shownMessages()).toEqual([stored({ messageId })]);
  });

  it("marks the message failed with the server's message on another code, and sends nothing empty or too long", async () => {
    api.emit.mockResolvedValue({ code: 6004, msg: '发送过于频繁，请稍后再试' });
    expect(await store.send('again')).toBe(false);
    expect(store.shownMessages()).toMatchObject([{ message: 'again', pending: false, error: '发送过于频繁，请稍后再试' }]);
    expect(await store.send('😀😀 ')).toBe(false);
    expect(await store.send('字'.repeat(501))).toBe(false);
    expect(api.emit).toHaveBeenCalledTimes(1);
  });
});

describe('receiving', () => {
  it('appends a message of the open conversation once and marks it read; another contact gets an unread mark', async () => {
    const incoming = stored({ id: 5, fromUserId: 2, toUserId: ME, message: 'hi' });
    store.receive(incoming);
    store.receive(incoming);
    expect(store.shownMessages().map((m) => m.id)).toEqual([5]);
    expect(api.markRead).toHaveBeenCalledWith(2);
    store.receive(stored({ id: 6, fromUserId: 3, toUserId: ME }));
    expect(store.cachedPanel()?.downline.find((c) => c.userId === 3)?.unread).toBe(1);
    expect(store.shownMessages().map((m) => m.id)).toEqual([5]);
  });

  it('flips the online flag and the online count on chat_onoffline', () => {
    store.onOffline({ userId: 3, userName: 'user3', status: 1 });
    expect(store.cachedPanel()?.onlineCount).toBe(2);
    expect(store.cachedPanel()?.downline.find((c) => c.userId === 3)?.online).toBe(1);
    store.onOffline({ userId: 3, userName: 'user3', status: 1 });
    expect(store.cachedPanel()?.onlineCount).toBe(2);
    store.onOffline({ userId: 2, userName: 'user2', status: 2 });
    expect(store.cachedPanel()?.onlineCount).toBe(1);
    expect(store.conversationState.contact?.online).toBe(0);
  });

  it('searches users by user name and groups by name with the same text, and clears both with the box', async () => {
    api.search.mockResolvedValue([contact(2)]);
    const group = { gid: 5, groupName: '销售一组', owner: 1, mute: 0, memberCount: 3, unread: 0, lastMessageId: 0, config: {} } as GroupSummary;
    api.searchGroups.mockResolvedValue([group]);
    await store.search('  销售 ');
    expect(api.search).toHaveBeenCalledWith('销售');
    expect(api.searchGroups).toHaveBeenCalledWith('销售');
    expect(store.cachedSearchResults()?.users.map((c) => c.userId)).toEqual([2]);
    expect(store.cachedSearchResults()?.groups.map((g) => g.gid)).toEqual([5]);
    await store.search('');
    expect(store.cachedSearchResults()).toBeNull();
    expect(store.cachedSearchResults()?.groups ?? []).toEqual([]);
  });

  it('keeps a search box cleared while an earlier search was still on its way, and shows the newest search', async () => {
    api.searchGroups.mockResolvedValue([]);
    const answers: Array<(found: ChatContact[]) => void> = [];
    api.search.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const slow = store.search('user');
    await store.search('');
    answers[0]!([contact(2)]);
    await slow;
    expect(store.cachedSearchResults()).toBeNull();

    const older = store.search('us');
    const newer = store.search('user3');
    answers[2]!([contact(3)]);
    await newer;
    answers[1]!([contact(2), contact(3)]);
    await older;
    expect(store.cachedSearchResults()?.users.map((c) => c.userId)).toEqual([3]);
  });
});

describe('the left panel', () => {
  const agent = contact(1);
  const panelAs = async (userType: number) => {
    session.signIn({ uin: ME, cn: 'me', nikeName: 'me', userType } as UserInfo);
    vi.clearAllMocks();
    api.agent.mockResolvedValue([agent]);
    await store.loadPanel();
    return store.cachedPanel();
  };

  it('looks the agent up for a member and an agent, never for user type 7 (withdraw only)', async () => {
    expect((await panelAs(0))?.upper).toEqual(agent);
    expect(api.agent).toHaveBeenCalledTimes(1);
    expect((await panelAs(1))?.upper).toEqual(agent);
    expect(api.agent).toHaveBeenCalledTimes(1);
    const withdrawOnly = await panelAs(7);
    expect(api.agent).not.toHaveBeenCalled();
    expect(withdrawOnly?.upper).toBeNull();
  });

  it('loads the downline list for every type but 0', async () => {
    await panelAs(0);
    expect(api.downline).not.toHaveBeenCalled();
    await panelAs(7);
    expect(api.downline).toHaveBeenCalledTimes(1);
    expect(store.cachedPanel()?.downline.map((c) => c.userId)).toEqual([2, 3]);
  });
});
