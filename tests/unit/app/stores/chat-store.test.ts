import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../contract/chat';
import { GROUP_MESSAGE_TYPE, type GroupList } from '../../../../contract/groups';
import type { UserInfo } from '../../../../contract/session';
import { clearToasts, getToasts } from '../../../../design-system/lib/toast-store';

const chat = await import('../../../../app/stores/chat-store');
const session = await import('../../../../app/stores/session-store');
const { queryClient } = await import('../../../../app/lib/query-client');

const me = 7;
const message = (from: number, text = 'hi', over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: Math.floor(Math.random() * 1e9),
  messageId: 'm',
  fromUserId: from,
  fromUserName: `user${from}`,
  fromNickName: `user${from}`,
  toUserId: me,
  toUserName: 'me',
  message: text,
  msgtype: 1,
  userMsgType: 0,
  read: 0,
  createTime: 0,
  ...over,
});

function logIn(userType: number) {
  session.signIn({ uin: me, cn: 'me', nikeName: 'me', userType } as UserInfo);
}

beforeEach(() => {
  vi.useFakeTimers();
  logIn(1);
  chat.setChatNotify(true);
});
afterEach(() => {
  chat.closeChat();
  queryClient.clear();
  chat.chatState.queue = [];
  chat.chatState.notice = null;
  vi.advanceTimersByTime(10_000);
  vi.useRealTimers();
  clearToasts();
});

const groupList = (groups: Array<{ gid: number; unread: number }>) => ({ groups }) as unknown as GroupList;

describe('chat unread', () => {
  it('counts distinct senders: a second message from the same sender changes nothing, a read one leaves', () => {
    chat.receiveChatMessage(message(1));
    chat.receiveChatMessage(message(1));
    chat.receiveChatMessage(message(2));
    expect(chat.cachedUnread()).toEqual(['1', '2']);
    chat.markPersonRead(1);
    expect(chat.cachedUnread()).toEqual(['2']);
    chat.setUnreadPeople({ count: 2, ids: ['3', '3', '4'] });
    expect(chat.cachedUnread()).toEqual(['3', '4']);
  });

  it('leaves a message for the open conversation, and my own from another tab, to the chat window', () => {
    expect(chat.openChat(5)).toBe(true);
    chat.setActiveChat(5);
    chat.receiveChatMessage(message(5));
    chat.receiveChatMessage(message(me, 'mine', { toUserId: 5 }));
    expect(chat.cachedUnread()).toEqual([]);
    expect(chat.chatState.notice).toBeNull();
  });

  it('counts each group with unread messages once beside the people, but not tips, my own sends or the group on screen', () => {
    chat.setUnreadPeople({ count: 1, ids: ['3'] });
    queryClient.setQueryData(
      chat.unreadGroupsRead().queryKey,
      groupList([
        { gid: 10, unread: 4 },
        { gid: 11, unread: 0 },
        { gid: 12, unread: 0 },
        { gid: 13, unread: 0 },
      ]),
    );
    expect(chat.cachedUnread()).toEqual(['3', 'g10']);
    const pushed = (to: number, over: Partial<{ from: number; messageType: 1 | 5 | 10 }> = {}) =>
      chat.receiveGroupMessageForBadge({ to, from: 2, messageType: GROUP_MESSAGE_TYPE.text, ...over });
    pushed(11);
    pushed(11);
    pushed(12, { messageType: GROUP_MESSAGE_TYPE.tip });
    pushed(13, { from: me });
    expect(chat.cachedUnread()).toEqual(['3', 'g10', 'g11']);
    expect(queryClient.getQueryData<GroupList>(chat.unreadGroupsRead().queryKey)?.groups.find((g) => g.gid === 11)?.unread).toBe(2);
    // A people refresh keeps the groups; opening a group reads it, and its messages then do not count.
    chat.setUnreadPeople({ count: 2, ids: ['3', '4'] });
    expect(chat.cachedUnread()).toEqual(['3', '4', 'g10', 'g11']);
    expect(chat.openChat()).toBe(true);
    chat.setActiveGroup(10);
    pushed(10);
    expect(chat.cachedUnread()).toEqual(['3', '4', 'g11']);
    chat.setActiveGroup(null);
    chat.closeChat();
    expect(chat.cachedUnread()).toEqual(['3', '4', 'g11']);
  });

  it('asks the group list again for a message from a group it does not list yet', () => {
    queryClient.setQueryData(chat.unreadGroupsRead().queryKey, groupList([{ gid: 10, unread: 0 }]));
    chat.receiveGroupMessageForBadge({ to: 20, from: 2, messageType: GROUP_MESSAGE_TYPE.text });
    expect(queryClient.getQueryState(chat.unreadGroupsRead().queryKey)?.isInvalidated).toBe(true);
  });
});

describe('chat notifications', () => {
  it('shows one at a time for 3 s with 500 ms between them', () => {
    chat.receiveChatMessage(message(1, 'first'));
    chat.receiveChatMessage(message(2, 'second'));
    expect(chat.chatState.notice).toMatchObject({ userId: 1, text: 'first', title: 'use***' });
    vi.advanceTimersByTime(2999);
    expect(chat.chatState.notice?.text).toBe('first');
    vi.advanceTimersByTime(1);
    expect(chat.chatState.notice).toBeNull();
    vi.advanceTimersByTime(499);
    expect(chat.chatState.notice).toBeNull();
    vi.advanceTimersByTime(1);
    expect(chat.chatState.notice).toMatchObject({ userId: 2, text: 'second' });
  });

  it("opens the sender's conversation on a click, and the next one follows after the gap", () => {
    chat.receiveChatMessage(message(1, 'first'));
    chat.receiveChatMessage(message(2, 'second'));
    chat.openNoticeContact(chat.chatState.notice!);
    expect(chat.chatState.open).toBe(true);
    expect(chat.chatState.requestedUserId).toBe(1);
    expect(chat.chatState.notice).toBeNull();
    vi.advanceTimersByTime(500);
    expect(chat.chatState.notice?.userId).toBe(2);
  });

  it('shows none when the message settings turn them off (the badge still counts)', () => {
    chat.setChatNotify(false);
    chat.receiveChatMessage(message(1));
    expect(chat.chatState.notice).toBeNull();
    expect(chat.cachedUnread()).toEqual(['1']);
  });
});

describe('chat access', () => {
  it('refuses a trial account with the trial-account message', () => {
    logIn(10);
    expect(chat.openChat()).toBe(false);
    expect(chat.chatState.open).toBe(false);
    expect(getToasts().map((t) => t.message)).toContain('请注册正式账号以开通此功能');
  });
});
