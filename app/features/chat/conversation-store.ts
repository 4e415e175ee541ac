/**
 * The chat modal's state: the left panel (my agent, my downline with its online count, recent
 * contacts, search results), the conversation on screen, and sending. A sent message shows as
 * pending until the server's ack (code 1), then the stored message replaces it; another code
 * marks it failed with the server's message. Incoming messages for the open conversation are
 * appended and marked read; others raise the contact's unread count (the app-wide store keeps
 * the badge and the notifications). Online events flip the contact's flag and the online count.
 */
import { proxy } from 'valtio';
import { CHAT_MESSAGE_MAX, chatLength, cleanChatText, MSG_TYPE, ONLINE, type ChatContact, type ChatMessage, type ChatOnOffline } from '../../../contract/chat';
import type { GroupSummary } from '../../../contract/groups';
import { USER_TYPES } from '../../../contract/session';
import { WITHDRAW_ONLY_TYPE } from '../../../contract/user-types';
import { toast } from '../../../design-system';
import { answerOrder } from '../../lib/answer-order';
import { emitChatMessage } from '../../lib/socket';
import { chatState, removeUnread, setActiveChat, setUnread } from '../../stores/chat-store';
import { sessionState } from '../../stores/session-store';
import { getAgent } from './api/get-agent';
import { getDownline } from './api/get-downline';
import { getHistory } from './api/get-history';
import { getRecentContacts } from './api/get-recent-contacts';
import { markRead } from './api/mark-read';
import { searchContacts } from './api/search-contacts';
import { searchGroups } from './api/search-groups';
import { errorCodes } from '../../../contract/primitives';

export interface ShownMessage extends ChatMessage {
  /** Waiting for the ack. */
  pending?: boolean;
  /** The send failed: the server's message. */
  error?: string;
}

/** 'admin': the administrator's notices (the entry with key 0); 'group': a group, or one being created (groups/). */
export type ChatView = 'chat' | 'broadcast' | 'settings' | 'admin' | 'group';

export const conversationState = proxy({
  loading: false,
  loadError: '',
  upper: null as ChatContact | null,
  downline: [] as ChatContact[],
  downlineCount: 0,
  onlineCount: 0,
  recent: [] as ChatContact[],
  /** The user/group search: the users found (null: no search made) and the groups found by name. */
  results: null as ChatContact[] | null,
  groupResults: [] as GroupSummary[],
  view: 'chat' as ChatView,
  contact: null as ChatContact | null,
  messages: [] as ShownMessage[],
  hasOlder: false,
  loadingHistory: false,
  /** Broadcasts sent in this session (a broadcast is stored per member, not as one conversation). */
  broadcasts: [] as ShownMessage[],
});

/** userType 0 has no downline list; type 7 does not look its agent up. */
export const hasDownlineList = (userType: number | undefined) => userType !== undefined && userType !== USER_TYPES.member;
const hasAgentLookup = (userType: number | undefined) => userType !== WITHDRAW_ONLY_TYPE;

const lists = () => [
  conversationState.upper ? [conversationState.upper] : [],
  conversationState.downline,
  conversationState.recent,
  conversationState.results ?? [],
  conversationState.contact ? [conversationState.contact] : [],
];

function eachContact(userId: number, change: (contact: ChatContact) => void) {
  for (const list of lists()) for (const contact of list) if (contact.userId === userId) change(contact);
}

/** Loads the left panel; then opens the contact a notification asked for, if any. */
export async function loadPanel(): Promise<void> {
  const userType = sessionState.user?.userType;
  conversationState.loading = true;
  conversationState.loadError = '';
  try {
    const [upper, downline, recent] = await Promise.all([
      hasAgentLookup(userType) ? getAgent() : null,
      hasDownlineList(userType) ? getDownline() : null,
      getRecentContacts(),
    ]);
    conversationState.upper = upper;
    conversationState.downline = downline?.list ?? [];
    conversationState.downlineCount = downline?.count ?? 0;
    conversationState.onlineCount = downline?.onlineCount ?? 0;
    conversationState.recent = recent;
  } catch (error) {
    conversationState.loadError = error instanceof Error ? error.message : errorCodes.server.msg;
  } finally {
    conversationState.loading = false;
  }
  const requested = chatState.requestedUserId;
  chatState.requestedUserId = null;
  if (requested !== null) {
    const found = lists()
      .flat()
      .find((c) => c.userId === requested);
    if (found) await openContact(found);
  }
}

// A search answered after a newer one (or after the box was cleared) must not replace what that one showed.
const searchAnswers = answerOrder();

/** The panel's user/group search: users by user name (POST search) and my groups by name (GET sub_search) at once. */
export async function search(text: string): Promise<void> {
  const name = text.trim().slice(0, 16);
  const showResults = (found: { users: ChatContact[]; groups: GroupSummary[] } | null) => {
    conversationState.results = found?.users ?? null;
    conversationState.groupResults = found?.groups ?? [];
  };
  try {
    await searchAnswers(
      () => (name ? Promise.all([searchContacts(name), searchGroups(name)]).then(([users, groups]) => ({ users, groups })) : Promise.resolve(null)),
      showResults,
    );
  } catch (error) {
    toast.error(error instanceof Error ? error.message : errorCodes.server.msg);
  }
}

export async function openContact(contact: ChatContact): Promise<void> {
  conversationState.view = 'chat';
  conversationState.contact = { ...contact };
  conversationState.messages = [];
  conversationState.hasOlder = false;
  setActiveChat(contact.userId);
  conversationState.loadingHistory = true;
  try {
    const page = await getHistory(contact.userId);
    if (conversationState.contact?.userId !== contact.userId) return;
    conversationState.messages = page.list;
    conversationState.hasOlder = page.hasMore;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : errorCodes.server.msg);
  } finally {
    conversationState.loadingHistory = false;
  }
  await readConversation(contact.userId);
}

async function readConversation(userId: number) {
  eachContact(userId, (c) => (c.unread = 0));
  removeUnread(String(userId));
  try {
    const unread = await markRead(userId);
    setUnread(1, unread.ids);
  } catch {
    // the next check_message sets the badge right
  }
}

export async function loadOlder(): Promise<void> {
  const contact = conversationState.contact;
  const oldest = conversationState.messages.find((m) => !m.pending && m.id > 0);
  if (!contact || !oldest || conversationState.loadingHistory) return;
  conversationState.loadingHistory = true;
  try {
    const page = await getHistory(contact.userId, oldest.id);
    if (conversationState.contact?.userId !== contact.userId) return;
    conversationState.messages.unshift(...page.list);
    conversationState.hasOlder = page.hasMore;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : errorCodes.server.msg);
  } finally {
    conversationState.loadingHistory = false;
  }
}

export function showView(view: ChatView): void {
  conversationState.view = view;
  if (view !== 'chat') {
    conversationState.contact = null;
    setActiveChat(null);
  }
}

let sends = 0;
const newMessageId = () => `${Date.now().toString(36)}${(++sends).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** What the input may send: emoji stripped, trimmed, at most 500 characters; null when nothing is left. */
export function sendableText(raw: string): string | null {
  const text = cleanChatText(raw);
  return text && chatLength(text) <= CHAT_MESSAGE_MAX ? text : null;
}

/** Sends to the open contact, or to the whole downline in the broadcast view. */
export async function send(raw: string): Promise<boolean> {
  const text = sendableText(raw);
  const me = sessionState.user;
  if (text === null || !me) return false;
  const broadcast = conversationState.view === 'broadcast';
  const contact = conversationState.contact;
  if (!broadcast && !contact) return false;
  const messageId = newMessageId();
  const list = broadcast ? conversationState.broadcasts : conversationState.messages;
  list.push({
    id: 0,
    messageId,
    fromUserId: me.uin,
    fromUserName: me.cn,
    fromNickName: me.nikeName,
    toUserId: contact?.userId ?? 0,
    toUserName: contact?.userName ?? '',
    message: text,
    msgtype: broadcast ? MSG_TYPE.broadcast : MSG_TYPE.direct,
    userMsgType: me.userType,
    read: 0,
    createTime: Date.now(),
    pending: true,
  });
  const settle = (change: (m: ShownMessage) => void) => {
    const target = (broadcast ? conversationState.broadcasts : conversationState.messages).find((m) => m.messageId === messageId && m.pending);
    if (target) change(target);
  };
  try {
    const ack = await emitChatMessage({ messageId, msgType: broadcast ? MSG_TYPE.broadcast : MSG_TYPE.direct, toUserId: contact?.userId ?? 0, message: text });
    if (ack.code === 1 && ack.result) {
      const stored = ack.result;
      const current = broadcast ? conversationState.broadcasts : conversationState.messages;
      const at = current.findIndex((m) => m.messageId === messageId && m.pending);
      // The push to another tab of mine may have brought it already.
      const already = current.some((m) => m.id === stored.id);
      if (at >= 0) {
        if (already) current.splice(at, 1);
        else current[at] = stored;
      }
      return true;
    }
    settle((m) => {
      m.pending = false;
      m.error = ack.msg;
    });
    toast.error(ack.msg);
  } catch {
    settle((m) => {
      m.pending = false;
      m.error = '发送失败';
    });
  }
  return false;
}

/** A chat_message from the socket. */
export function receive(message: ChatMessage): void {
  const me = sessionState.user?.uin;
  const contact = conversationState.contact;
  const partner = message.fromUserId === me ? message.toUserId : message.fromUserId;
  if (chatState.open && contact && contact.userId === partner && conversationState.view === 'chat') {
    if (!conversationState.messages.some((m) => m.id === message.id)) conversationState.messages.push(message);
    if (message.fromUserId !== me) void readConversation(partner);
    return;
  }
  if (message.fromUserId === me) return;
  // A message delivered twice (a reconnect, a second listener) is counted once.
  if (countedUnread.has(message.id)) return;
  countedUnread.add(message.id);
  eachContact(partner, (c) => (c.unread += 1));
  if (!conversationState.recent.some((c) => c.userId === partner)) {
    const known = lists()
      .flat()
      .find((c) => c.userId === partner);
    conversationState.recent.unshift(
      known
        ? { ...known }
        : {
            userId: partner,
            to: partner,
            userName: message.fromUserName,
            nickName: message.fromNickName,
            online: 1,
            unread: 1,
            unReadSize: 1,
            relation: 'downline',
          },
    );
  }
}

/** Ids of the messages already counted as unread while the modal is open. */
const countedUnread = new Set<number>();

/** A chat_onoffline event: the contact's flag, and the downline's online count. */
export function onOffline(event: ChatOnOffline): void {
  const online = event.status === ONLINE ? 1 : 0;
  const inDownline = conversationState.upper?.userId !== event.userId;
  const listed = conversationState.downline.find((c) => c.userId === event.userId);
  if (inDownline && (!listed || listed.online !== online)) conversationState.onlineCount = Math.max(0, conversationState.onlineCount + (online ? 1 : -1));
  eachContact(event.userId, (c) => (c.online = online));
}

/** Closing the modal forgets the conversation (the next open reloads everything). */
export function resetConversation(): void {
  countedUnread.clear();
  conversationState.contact = null;
  conversationState.messages = [];
  conversationState.results = null;
  conversationState.groupResults = [];
  conversationState.view = 'chat';
  setActiveChat(null);
}
