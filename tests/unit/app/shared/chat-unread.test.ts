import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../contract/chat';
import { GROUP_MESSAGE_TYPE, type GroupList, type GroupMessage } from '../../../../contract/groups';
import type { UserInfo } from '../../../../contract/session';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket } = await import('../../../support/fake-socket');
  return { io: openSocket(sockets) };
});

const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
const { queryClient } = await import('../../../../app/lib/query-client');
const { watchChatUnreadPushes } = await import('../../../../app/shared/chat-unread');
const chat = await import('../../../../app/stores/chat-store');
const session = await import('../../../../app/stores/session-store');

const ME = 7;
const chatMessage = (fromUserId: number): ChatMessage => ({
  id: fromUserId * 10,
  messageId: 'm',
  fromUserId,
  fromUserName: `user${fromUserId}`,
  fromNickName: `user${fromUserId}`,
  toUserId: ME,
  toUserName: 'me',
  message: 'hi',
  msgtype: 1,
  userMsgType: 0,
  read: 0,
  createTime: 0,
});
const groupMessage = (to: number) =>
  ({ id: 1, messageId: 'g', from: 2, fromNikeName: 'x', to, messageType: GROUP_MESSAGE_TYPE.text, message: 'hi' }) as GroupMessage;
const peopleKey = chat.unreadPeopleRead().queryKey;
const groupsKey = chat.unreadGroupsRead().queryKey;

let stop = () => {};
beforeEach(() => {
  session.signIn({ uin: ME, cn: 'me', nikeName: 'me', userType: 1 } as UserInfo);
  chat.setChatNotify(false);
  queryClient.setQueryData(peopleKey, { count: 1, ids: ['3'] });
  queryClient.setQueryData(groupsKey, { groups: [{ gid: 10, unread: 0 }] } as unknown as GroupList);
  stop = watchChatUnreadPushes();
});
afterEach(() => {
  stop();
  disconnectSocket();
  queryClient.clear();
});

async function connected(): Promise<FakeSocket> {
  connectSocket('me');
  await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  const socket = sockets.at(-1)!;
  socket.fire('connect');
  return socket;
}

describe('the chat badge over the socket', () => {
  it('writes chat_message and group_message pushes into its cached reads', async () => {
    const socket = await connected();
    socket.fire('chat_message', chatMessage(5));
    socket.fire('group_message', groupMessage(10));
    expect(queryClient.getQueryData(peopleKey)).toEqual({ count: 2, ids: ['3', '5'] });
    expect(chat.cachedUnread()).toEqual(['3', '5', 'g10']);
  });

  it('asks both reads again when the socket is back after a drop that lost pushes', async () => {
    const socket = await connected();
    expect(queryClient.getQueryState(peopleKey)?.isInvalidated).toBe(false);
    socket.fire('connect'); // back, not recovered
    expect(queryClient.getQueryState(peopleKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(groupsKey)?.isInvalidated).toBe(true);
  });

  it('stops writing once unsubscribed (logged out)', async () => {
    const socket = await connected();
    stop();
    socket.fire('chat_message', chatMessage(5));
    expect(chat.cachedUnread()).toEqual(['3']);
  });
});
