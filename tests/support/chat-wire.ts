/** The chat's and the groups' wire shapes as the client receives them, for the client's unit tests. */
import type { ChatContact, ChatMessage } from '../../contract/chat';
import type { GroupMessage, GroupSummary } from '../../contract/groups';

/** A contact in the chat panel: user `userId`, offline, nothing unread, in my downline. */
export const chatContact = (userId: number, over: Partial<ChatContact> = {}): ChatContact => ({
  userId,
  to: userId,
  userName: `user${userId}`,
  nickName: `user${userId}`,
  online: 0,
  unread: 0,
  unReadSize: 0,
  relation: 'downline',
  ...over,
});

/** A stored direct message, from user 2 unless `over` says otherwise. */
export const chatMessage = (over: Partial<ChatMessage> & Pick<ChatMessage, 'toUserId'>): ChatMessage => ({
  id: 100,
  messageId: 'x',
  fromUserId: 2,
  fromUserName: 'user2',
  fromNickName: 'user2',
  toUserName: 'me',
  message: 'hello',
  msgtype: 1,
  userMsgType: 1,
  read: 0,
  createTime: 1,
  ...over,
});

/** One of my groups in the list: three members, nothing unread, owned by user 1. */
export const groupSummary = (gid: number): GroupSummary => ({
  gid,
  groupName: `g${gid}`,
  owner: 1,
  mute: 0,
  memberCount: 3,
  unread: 0,
  lastMessageId: 0,
  config: {} as GroupSummary['config'],
});

/** A text in group 1 from user 2, unless `over` says otherwise. */
export const groupMessage = (over: Partial<GroupMessage>): GroupMessage => ({
  id: 1,
  messageId: 'm',
  from: 2,
  fromNikeName: 'x',
  to: 1,
  messageType: 1,
  message: 'hi',
  time: 1,
  scene: 1,
  acceptType: 1,
  groupName: 'g1',
  ...over,
});
