/**
 * The chat's app-wide state: the modal (open, and which contact or group it shows) and the chat
 * notifications (one at a time for 3 s, 500 ms between them; a click opens that contact). The
 * unread conversations behind the header and side-nav badge are server state, two cached reads:
 * the people with unread messages (check_message's sender ids) and my groups with their unread
 * counts (the group list the chat modal shows too); the badge counts each person and each group
 * with unread messages once, the group on screen not. chat_message and group_message pushes write
 * into them (system tips and my own sends do not count). A message for the conversation on screen
 * is the chat feature's; any other marks its sender unread and queues a notification.
 */
import { useQuery } from '@tanstack/react-query';
import { proxy, useSnapshot } from 'valtio';
import { chatDisplayName, chatEndpoints, type ChatMessage, type ChatUnreadState } from '../../contract/chat';
import { toast } from '../../design-system';
import { GROUP_MESSAGE_TYPE, groupEndpoints, type GroupList, type GroupMessage } from '../../contract/groups';
import { call } from '../lib/call';
import { queryClient, queryKeyOf } from '../lib/query-client';
import { readStored, writeStored } from '../lib/storage';
import { onSessionCleared } from './session-store';
import { currentUser, useUserInfo } from './user-info';
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
  /** The notification showing now, and those waiting. */
  notice: null as ChatNotice | null,
  queue: [] as ChatNotice[],
  /** Message settings: show notifications for new messages (stored locally). */
  notify: readStored<boolean>(NOTIFY_KEY, true),
});

const peopleKey = queryKeyOf(chatEndpoints.checkMessage, {});
const groupsKey = queryKeyOf(groupEndpoints.groups, {});

/** The people with unread messages (check_message). */
export const unreadPeopleRead = () => ({ queryKey: peopleKey, queryFn: () => call(chatEndpoints.checkMessage) });
/** My groups with their unread counts: the same cached read as the chat modal's group list. */
export const unreadGroupsRead = () => ({ queryKey: groupsKey, queryFn: () => call(groupEndpoints.groups) });

/** A group's entry among the unread conversations. */
export const groupUnreadId = (gid: number) => `g${gid}`;

/** The unread conversations: each person, then each group with unread messages (`g<gid>`), except the group on screen. */
export function unreadConversations(people: ChatUnreadState | undefined, groups: GroupList | undefined, groupOnScreen: number | null): string[] {
  const unreadGroups = (groups?.groups ?? []).filter((g) => g.unread > 0 && g.gid !== groupOnScreen).map((g) => groupUnreadId(g.gid));
  return [...new Set(people?.ids ?? []), ...unreadGroups];
}

const groupOnScreen = (state: { open: boolean; activeGroupId: number | null }) => (state.open ? state.activeGroupId : null);

/** The unread conversations as the cache holds them now. */
export const cachedUnread = (): string[] =>
  unreadConversations(queryClient.getQueryData(peopleKey), queryClient.getQueryData(groupsKey), groupOnScreen(chatState));

/** The badge's count; types without chat do not ask. */
export function useChatUnread(): number {
  const state = useSnapshot(chatState);
  const enabled = chatAccess(useUserInfo()?.userType).allowed;
  const people = useQuery({ ...unreadPeopleRead(), enabled }, queryClient).data;
  const groups = useQuery({ ...unreadGroupsRead(), enabled }, queryClient).data;
  return enabled ? unreadConversations(people, groups, groupOnScreen(state)).length : 0;
}

function changeUnreadPeople(change: (ids: string[]) => string[]): void {
  queryClient.setQueryData<ChatUnreadState>(peopleKey, (state) => {
    const ids = change(state?.ids ?? []);
    return { count: new Set(ids).size, ids };
  });
}

/** A person's messages on screen: read, so they leave the unread ones. */
export function markPersonRead(userId: number): void {
  changeUnreadPeople((ids) => ids.filter((id) => id !== String(userId)));
}

/** The people with unread messages as the server now counts them (the answer of marking a conversation read). */
export function setUnreadPeople(state: ChatUnreadState): void {
  queryClient.setQueryData(peopleKey, state);
}

/** A group message pushed to me while the modal is closed (open, the group store writes it into the list). */
export function receiveGroupMessageForBadge(message: Pick<GroupMessage, 'to' | 'from' | 'messageType'>): void {
  if (chatState.open || message.messageType === GROUP_MESSAGE_TYPE.tip || message.from === currentUser()?.uin) return;
  const list = queryClient.getQueryData<GroupList>(groupsKey);
  if (!list?.groups.some((g) => g.gid === message.to)) {
    // A group not listed yet (new to me): the list is asked again, with its count.
    void queryClient.invalidateQueries({ queryKey: groupsKey, exact: true });
    return;
  }
  queryClient.setQueryData<GroupList>(groupsKey, { ...list, groups: list.groups.map((g) => (g.gid === message.to ? { ...g, unread: g.unread + 1 } : g)) });
}

/** The group on screen (null: none): read there, so its count goes. */
export function setActiveGroup(gid: number | null): void {
  chatState.activeGroupId = gid;
  if (gid === null) return;
  queryClient.setQueryData<GroupList>(groupsKey, (list) =>
    list ? { ...list, groups: list.groups.map((g) => (g.gid === gid ? { ...g, unread: 0 } : g)) } : list,
  );
}

/** Opens the chat (type 10 is refused with the trial-account message), optionally on one contact. */
export function openChat(userId?: number): boolean {
  const access = chatAccess(currentUser()?.userType);
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
  const me = currentUser()?.uin;
  if (message.fromUserId === me) return; // my own, from another tab
  if (chatState.open && chatState.activeUserId === message.fromUserId) return; // on screen: read there
  const sender = String(message.fromUserId);
  changeUnreadPeople((ids) => (ids.includes(sender) ? ids : [...ids, sender]));
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
  queryClient.removeQueries({ queryKey: peopleKey, exact: true });
  queryClient.removeQueries({ queryKey: groupsKey, exact: true });
  resetNotices();
});
