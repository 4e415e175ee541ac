/**
 * The chat's app-wide state: the modal (open, and which contact or group it shows), the unread
 * conversations behind the header and side-nav badge: one per person with unread messages
 * (check_message's sender ids) and one per group with unread messages (`g<gid>`, from the group
 * list's counts and group_message pushes; system tips do not count), and the chat notifications (one at a time for 3 s, 500 ms between them;
 * a click opens that contact). A message for the conversation on screen is the chat feature's;
 * any other adds its sender to the unread ids and queues a notification.
 */
import { proxy } from 'valtio';
import { chatDisplayName, chatEndpoints, type ChatMessage } from '../../contract/chat';
import { toast } from '../../design-system';
import { GROUP_MESSAGE_TYPE, groupEndpoints, type GroupMessage, type GroupSummary } from '../../contract/groups';
import { call } from '../lib/call';
import { readStored, writeStored } from '../lib/storage';
import { onSessionCleared, sessionState } from './session-store';
import { chatAccess } from './user-rules';

export const CHAT_NOTICE_MS = 3000;
export const CHAT_NOTICE_GAP_MS = 500;
const NOTIFY_KEY = 'chatNotify';

export interface ChatNotice {
  id: number;
  userId: number;
  title: string;
  text: string;
}

export const chatState = proxy({
  open: false,
  /** The contact whose conversation is on screen (null: none). */
  activeUserId: null as number | null,
  /** The group whose conversation is on screen (null: none). */
  activeGroupId: null as number | null,
  /** A contact the modal should open (a notification click); the chat feature takes it. */
  requestedUserId: null as number | null,
  unreadIds: [] as string[],
  /** The notification showing now, and those waiting. */
  notice: null as ChatNotice | null,
  queue: [] as ChatNotice[],
  /** Message settings: show notifications for new messages (stored locally). */
  notify: readStored<boolean>(NOTIFY_KEY, true),
  get unread(): number {
    return this.unreadIds.length;
  },
});

export function addUnread(id: string): void {
  if (!chatState.unreadIds.includes(id)) chatState.unreadIds.push(id);
}

export function removeUnread(id: string): void {
  const at = chatState.unreadIds.indexOf(id);
  if (at >= 0) chatState.unreadIds.splice(at, 1);
}

/** A group's entry among the unread conversations. */
export const groupUnreadId = (gid: number) => `g${gid}`;
const isGroupId = (id: string) => id.startsWith('g');

/** The unread fetch (people): sets them when its code is 1, keeping the groups. */
export function setUnread(code: number, ids: readonly string[]): void {
  if (code !== 1) return;
  chatState.unreadIds = [...new Set([...ids, ...chatState.unreadIds.filter(isGroupId)])];
}

/** The groups with unread messages (the group list's counts), keeping the people. */
export function setUnreadGroups(groups: ReadonlyArray<Pick<GroupSummary, 'gid' | 'unread'>>): void {
  const people = chatState.unreadIds.filter((id) => !isGroupId(id));
  chatState.unreadIds = [...people, ...groups.filter((g) => g.unread > 0).map((g) => groupUnreadId(g.gid))];
}

/** Fetches the unread conversations, people and groups (types without chat are not asked); failures keep the count. */
export async function loadUnread(userType: number | undefined): Promise<void> {
  if (userType === undefined || !chatAccess(userType).allowed) return;
  const [people, groups] = await Promise.allSettled([call(chatEndpoints.checkMessage), call(groupEndpoints.groups)]);
  if (people.status === 'fulfilled') setUnread(1, people.value.ids);
  if (groups.status === 'fulfilled') setUnreadGroups(groups.value.groups);
}

/** A group message pushed to me: its group joins the unread ones unless it is on screen (tips and my own sends do not count). */
export function receiveGroupMessageForBadge(message: Pick<GroupMessage, 'to' | 'from' | 'messageType'>): void {
  if (message.messageType === GROUP_MESSAGE_TYPE.tip || message.from === sessionState.user?.uin) return;
  if (chatState.open && chatState.activeGroupId === message.to) return;
  addUnread(groupUnreadId(message.to));
}

/** The group on screen (null: none): read there, so it leaves the unread ones. */
export function setActiveGroup(gid: number | null): void {
  chatState.activeGroupId = gid;
  if (gid !== null) removeUnread(groupUnreadId(gid));
}

/** Opens the chat (type 10 is refused with the trial-account message), optionally on one contact. */
export function openChat(userId?: number): boolean {
  const access = chatAccess(sessionState.user?.userType);
  if (!access.allowed) {
    toast.warning(access.message);
    return false;
  }
  if (userId !== undefined) chatState.requestedUserId = userId;
  chatState.open = true;
  return true;
}

export function closeChat(): void {
  chatState.open = false;
  chatState.activeUserId = null;
}

export function setActiveChat(userId: number | null): void {
  chatState.activeUserId = userId;
}

export function setChatNotify(on: boolean): void {
  chatState.notify = on;
  writeStored(NOTIFY_KEY, on);
}

let nextNotice = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
/** True during the 500 ms gap after a notification. */
let resting = false;

function pump() {
  if (chatState.notice || resting) return;
  const next = chatState.queue.shift();
  if (!next) return;
  chatState.notice = next;
  timer = setTimeout(() => dismissChatNotice(), CHAT_NOTICE_MS);
}

/** Closes the notification showing now; the next follows after the gap. */
export function dismissChatNotice(): void {
  clearTimeout(timer);
  if (!chatState.notice) return;
  chatState.notice = null;
  resting = true;
  timer = setTimeout(() => {
    resting = false;
    pump();
  }, CHAT_NOTICE_GAP_MS);
}

/** A notification click: opens that contact's conversation. */
export function openNoticeContact(notice: ChatNotice): void {
  dismissChatNotice();
  openChat(notice.userId);
}

/** A chat_message from the socket, as the app (not the open conversation) sees it. */
export function receiveChatMessage(message: ChatMessage): void {
  const me = sessionState.user?.uin;
  if (message.fromUserId === me) return; // my own, from another tab
  if (chatState.open && chatState.activeUserId === message.fromUserId) return; // on screen: read there
  addUnread(String(message.fromUserId));
  if (!chatState.notify) return;
  chatState.queue.push({
    id: nextNotice++,
    userId: message.fromUserId,
    title: chatDisplayName(message.fromNickName, message.fromUserName),
    text: message.message,
  });
  pump();
}

function resetNotices() {
  clearTimeout(timer);
  resting = false;
  chatState.notice = null;
  chatState.queue = [];
}

onSessionCleared(() => {
  closeChat();
  chatState.requestedUserId = null;
  chatState.unreadIds = [];
  resetNotices();
});
