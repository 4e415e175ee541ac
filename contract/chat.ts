/**
 * Direct conversations: the HTTP calls under /lottery/api/u/v1/chat/, the socket payloads of
 * chat_message and chat_onoffline, and the text and name rules both sides apply. Who may talk
 * to whom: a player with their agent (parent), an agent with their direct downline, anyone with
 * an administrator (users.role_type ADMIN_ROLE_TYPE); user type 10 has no chat.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Flag } from './endpoint';
import { chatPaths } from './paths';

export { ADMIN_ROLE_TYPE } from './user-types';
/** Longest direct message after cleaning, in characters (code points). */
export const CHAT_MESSAGE_MAX = 500;
/** Longest raw text a client may send (before emoji are stripped): 10,000 emoji in UTF-16 units. */
export const CHAT_RAW_MAX = 20_000;
export const DOWNLINE_PAGE_SIZE = 200;
export const HISTORY_PAGE_SIZE = 20;
export const RECENT_CONTACTS_MAX = 50;

/** msgtype: 1 one-to-one, 2 a broadcast to the sender's direct downline (one stored row per member). */
export const MSG_TYPE = { direct: 1, broadcast: 2 } as const;
/** history_message searchType: 1 older than messageId (scrolling up), 2 newer than messageId. */
export const SEARCH_TYPE = { older: 1, newer: 2 } as const;
/** chat_onoffline status: 1 the contact's first socket connected, 2 their last one closed. */
export const ONLINE = 1;
export const OFFLINE = 2;

const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0E}\u{FE0F}\u{20E3}\u{200D}\u{E0020}-\u{E007F}]/gu;
/** C0 and C1 control characters except tab and line feed. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** What is stored of a typed message: emoji and control characters stripped, trimmed; everything else verbatim. */
export function cleanChatText(raw: string): string {
  return raw.replace(EMOJI, '').replace(CONTROL, '').trim();
}

/** Characters as a person counts them (code points, not UTF-16 units). */
export const chatLength = (text: string) => [...text].length;

/** A nickname equal to the user name is shown as its first 3 characters plus ***. */
export function chatDisplayName(nickName: string, userName: string): string {
  if (!nickName) return userName;
  return nickName === userName ? `${[...userName].slice(0, 3).join('')}***` : nickName;
}

export const ChatMessage = Type.Object({
  /** The stored row's id: history pages by it. */
  id: Type.Integer(),
  /** The sender's client id (retries of one send store one message). */
  messageId: Type.String(),
  fromUserId: Type.Integer(),
  fromUserName: Type.String(),
  fromNickName: Type.String(),
  toUserId: Type.Integer(),
  toUserName: Type.String(),
  /** As stored: show it as text, never as HTML. */
  message: Type.String(),
  msgtype: Type.Integer(),
  /** The spec's userMsgType: the sender's user type (0 member, 1 agent …), so a client can mark an agent's or staff's messages. */
  userMsgType: Type.Integer(),
  /** 1 when the recipient has read it. */
  read: Flag,
  /** Epoch milliseconds. */
  createTime: Type.Integer(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatContact = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  online: Flag,
  /** Unread messages from this contact. */
  unread: Type.Integer(),
  /** The same count under the spec's name for the agent entry (unReadSize). */
  unReadSize: Type.Integer(),
  /** The contact's user id under the spec's name for a recent contact (to). */
  to: Type.Integer(),
  /** upper: my agent; downline: my direct downline; admin: an administrator. */
  relation: Type.Union([Type.Literal('upper'), Type.Literal('downline'), Type.Literal('admin')]),
});
export type ChatContact = Static<typeof ChatContact>;

export const ChatUnreadState = Type.Object({ count: Type.Integer(), ids: Type.Array(Type.String()) });
export type ChatUnreadState = Static<typeof ChatUnreadState>;

const UserId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NameQuery = Type.String({ minLength: 1, maxLength: 16 });

export const chatEndpoints = {
  /** The unread count: the number of distinct conversations (sender ids) with unread messages. */
  checkMessage: defineEndpoint({ method: 'GET', path: chatPaths.checkMessage, response: ChatUnreadState }),
  /** My upper level (agent): one contact, or none. */
  agentSearch: defineEndpoint({ method: 'GET', path: chatPaths.agentSearch, response: Type.Array(ChatContact, { maxItems: 1 }) }),
  subContact: defineEndpoint({
    method: 'GET',
    path: chatPaths.subContact,
    query: Type.Object({
      currPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: DOWNLINE_PAGE_SIZE })),
    }),
    response: Type.Object({ list: Type.Array(ChatContact), count: Type.Integer(), onlineCount: Type.Integer() }),
  }),
  /** People I exchanged messages with, latest first, with their unread counts. */
  recentContacts: defineEndpoint({ method: 'GET', path: chatPaths.recentContactNew, response: Type.Array(ChatContact) }),
  /**
   * The user search of the panel's user/group search (spec 2 §7 "user search by userName"): anyone I may
   * talk to whose name contains the text. The group search is GET sub_search (contract/groups.ts).
   */
  search: defineEndpoint({ method: 'POST', path: chatPaths.search, body: Type.Object({ userName: NameQuery }), response: Type.Array(ChatContact) }),
  historyMessage: defineEndpoint({
    method: 'POST',
    path: chatPaths.historyMessage,
    body: Type.Object({
      msgType: Type.Literal(MSG_TYPE.direct),
      /** 1 older than messageId, 2 newer; without messageId the latest page. */
      searchType: Type.Union([Type.Literal(SEARCH_TYPE.older), Type.Literal(SEARCH_TYPE.newer)]),
      fromUserId: UserId,
      messageId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    }),
    /** Oldest first; hasMore: another page lies in the same direction. */
    response: Type.Object({ list: Type.Array(ChatMessage), hasMore: Type.Boolean() }),
  }),
  /** Marks what this contact sent me as read; answers the unread state after it. */
  setUserMsgStatus: defineEndpoint({ method: 'POST', path: chatPaths.setUserMsgStatus, body: Type.Object({ fromUserId: UserId }), response: ChatUnreadState }),
} as const;

/** Client → server chat_message. */
export const ChatSend = Type.Object({
  /** The client's id for this send, reused on retry. */
  messageId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  msgType: Type.Union([Type.Literal(MSG_TYPE.direct), Type.Literal(MSG_TYPE.broadcast)]),
  /** The recipient; 0 for a broadcast. */
  toUserId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  message: Type.String({ maxLength: CHAT_RAW_MAX }),
});
export type ChatSend = Static<typeof ChatSend>;

/** The ack of chat_message: code 1 with the stored message (a broadcast: the first row, and how many received it), or an error. */
export interface ChatAck {
  code: number;
  msg: string;
  result?: ChatMessage;
  recipients?: number;
}

export interface ChatOnOffline {
  userId: number;
  userName: string;
  status: typeof ONLINE | typeof OFFLINE;
}
