/**
 * The chat modal: the left panel (my agent, my downline with its online count, recent contacts),
 * the user/group search, and each conversation's history are cached reads; chat_message and
 * chat_onoffline pushes write into them. Valtio keeps the client state: the view, the open contact,
 * what was searched, and the sends waiting for their ack. A pending send shows after the history
 * until the server's ack (code 1), then the stored message lands in the cached history; another
 * code marks it failed with the server's message. Incoming messages for the open conversation are
 * appended and marked read; others raise the contact's unread count (the app-wide store keeps the
 * badge and the notifications). Online events flip the contact's flag and the online count.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { proxy, useSnapshot } from 'valtio';
import {
  CHAT_MESSAGE_MAX,
  chatEndpoints,
  chatLength,
  cleanChatText,
  DOWNLINE_PAGE_SIZE,
  MSG_TYPE,
  ONLINE,
  SEARCH_TYPE,
  type ChatContact,
  type ChatMessage,
  type ChatOnOffline,
} from '../../../contract/chat';
import { groupEndpoints, type GroupSummary } from '../../../contract/groups';
import { USER_TYPES } from '../../../contract/session';
import { WITHDRAW_ONLY_TYPE } from '../../../contract/user-types';
import { toast } from '../../../design-system';
import { call } from '../../lib/call';
import { queryClient } from '../../lib/query-client';
import { emitChatMessage } from '../../lib/socket';
import { readOptions, type ReadSource } from '../../shared/queries';
import { pushIntoCache, refreshOnCatchUp } from '../../shared/socket-cache';
import { chatState, markPersonRead, setActiveChat, setUnreadPeople } from '../../stores/chat-store';
import { currentUser } from '../../stores/user-info';
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
  view: 'chat' as ChatView,
  contact: null as ChatContact | null,
  /** What the user/group search asked for; '' when no search is made. */
  searchName: '',
  /** My sends to the open contact not yet acked, and those that failed (shown after the history). */
  outbox: [] as ShownMessage[],
  loadingHistory: false,
  /** Broadcasts sent in this session (a broadcast is stored per member, not as one conversation). */
  broadcasts: [] as ShownMessage[],
});

/** userType 0 has no downline list; type 7 does not look its agent up. */
export const hasDownlineList = (userType: number | undefined) => userType !== undefined && userType !== USER_TYPES.member;
const hasAgentLookup = (userType: number | undefined) => userType !== WITHDRAW_ONLY_TYPE;

export interface ChatPanel {
  upper: ChatContact | null;
  downline: ChatContact[];
  downlineCount: number;
  onlineCount: number;
  recent: ChatContact[];
}

/** My agent: the agent search answers a list of at most one. */
const findMyAgent = async (): Promise<ChatContact | null> => (await call(chatEndpoints.agentSearch))[0] ?? null;

/** The left panel: three requests read and cached as one, as the panel shows them together. */
const panelSource: ReadSource<{ userType: number | undefined }, ChatPanel> = {
  path: chatEndpoints.recentContacts.path,
  fetch: async ({ userType }) => {
    const [upper, downline, recent] = await Promise.all([
      hasAgentLookup(userType) ? findMyAgent() : null,
      hasDownlineList(userType) ? call(chatEndpoints.subContact, { currPage: 1, pageSize: DOWNLINE_PAGE_SIZE }) : null,
      call(chatEndpoints.recentContacts),
    ]);
    return { upper, downline: downline?.list ?? [], downlineCount: downline?.count ?? 0, onlineCount: downline?.onlineCount ?? 0, recent };
  },
};
// Asked again on every open of the modal.
const panelRead = () => readOptions(panelSource, { userType: currentUser()?.userType }, { staleTime: 0 });

export interface ChatSearchResults {
  users: ChatContact[];
  groups: GroupSummary[];
}
const searchSource: ReadSource<{ name: string }, ChatSearchResults> = {
  path: chatEndpoints.search.path,
  fetch: async ({ name }) => {
    const [users, groups] = await Promise.all([call(chatEndpoints.search, { userName: name }), call(groupEndpoints.searchGroups, { name })]);
    return { users, groups };
  },
};
const searchRead = (name: string) => readOptions(searchSource, { name }, { staleTime: 0 });

export interface HistoryPage {
  list: ChatMessage[];
  hasMore: boolean;
}
/** The latest page of the conversation with a user, or the page older than a message. */
const conversationPage = (userId: number, olderThanId?: number): Promise<HistoryPage> =>
  call(chatEndpoints.historyMessage, {
    msgType: MSG_TYPE.direct,
    searchType: SEARCH_TYPE.older,
    fromUserId: userId,
    ...(olderThanId === undefined ? {} : { messageId: olderThanId }),
  });
const historySource: ReadSource<{ userId: number }, HistoryPage> = {
  path: chatEndpoints.historyMessage.path,
  fetch: ({ userId }) => conversationPage(userId),
};
const historyRead = (userId: number) => readOptions(historySource, { userId });

export const cachedPanel = (): ChatPanel | undefined => queryClient.getQueryData(panelRead().queryKey);
/** The panel is being asked for now (`loadPanel` then opens a requested contact itself). */
export const panelLoading = (): boolean => queryClient.getQueryState(panelRead().queryKey)?.fetchStatus === 'fetching';
const cachedHistory = (userId: number): HistoryPage | undefined => queryClient.getQueryData(historyRead(userId).queryKey);

/** The users and groups found by the current search; null when no search is made. */
export function cachedSearchResults(): ChatSearchResults | null {
  const name = conversationState.searchName;
  return name ? (queryClient.getQueryData(searchRead(name).queryKey) ?? null) : null;
}

/** The open conversation as shown: the cached history, then my sends waiting for (or failed at) the ack. */
export function shownMessages(): ShownMessage[] {
  const contact = conversationState.contact;
  return contact ? [...(cachedHistory(contact.userId)?.list ?? []), ...conversationState.outbox] : [];
}

/** The left panel for a screen, with its load status (loaded by `loadPanel`). */
export function usePanel() {
  const query = useQuery({ ...panelRead(), enabled: false }, queryClient);
  return { panel: query.data, loading: query.isFetching, loadError: query.error?.message ?? '' };
}

/** The search's results for a screen: the last answer stays until the next one comes. */
export function useSearchResults(): ChatSearchResults | null {
  const { searchName } = useSnapshot(conversationState);
  const query = useQuery({ ...searchRead(searchName), enabled: false, placeholderData: keepPreviousData }, queryClient);
  return searchName ? (query.data ?? null) : null;
}

/** The open conversation's history and my pending sends, for a screen. */
export function useShownMessages(): { messages: ShownMessage[]; hasOlder: boolean } {
  const { contact, outbox } = useSnapshot(conversationState);
  const query = useQuery({ ...historyRead(contact?.userId ?? 0), enabled: false }, queryClient);
  if (!contact) return { messages: [], hasOlder: false };
  return { messages: [...(query.data?.list ?? []), ...(outbox as ShownMessage[])], hasOlder: query.data?.hasMore ?? false };
}

/** Every contact list a contact can be shown in: the panel, the search answers and the open contact. */
function eachContact(userId: number, change: (contact: ChatContact) => ChatContact) {
  const changeAll = (list: ChatContact[]) => list.map((c) => (c.userId === userId ? change(c) : c));
  queryClient.setQueryData(panelRead().queryKey, (panel) =>
    panel
      ? { ...panel, upper: panel.upper ? (changeAll([panel.upper])[0] ?? null) : null, downline: changeAll(panel.downline), recent: changeAll(panel.recent) }
      : panel,
  );
  queryClient.setQueriesData<ChatSearchResults>({ queryKey: [searchSource.path] }, (found) => (found ? { ...found, users: changeAll(found.users) } : found));
  if (conversationState.contact?.userId === userId) conversationState.contact = change(conversationState.contact);
}

/** Every contact the panel and the search know. */
export const knownContacts = (): ChatContact[] => {
  const panel = cachedPanel();
  return [...(panel?.upper ? [panel.upper] : []), ...(panel?.downline ?? []), ...(panel?.recent ?? []), ...(cachedSearchResults()?.users ?? [])];
};

/** Loads the left panel; then opens the contact a notification asked for, if any. */
export async function loadPanel(): Promise<void> {
  try {
    await queryClient.fetchQuery(panelRead());
  } catch {
    // the panel shows the error with a retry
  }
  const requested = chatState.requestedUserId;
  chatState.requestedUserId = null;
  if (requested !== null) {
    const found = knownContacts().find((c) => c.userId === requested);
    if (found) await openContact(found);
  }
}

/** The panel's user/group search: users by user name (POST search) and my groups by name (GET sub_search) at once. */
export async function search(text: string): Promise<void> {
  const name = text.trim().slice(0, 16);
  // Results are read for the name searched last, so an answer to an earlier search never replaces them.
  conversationState.searchName = name;
  if (!name) return;
  try {
    await queryClient.fetchQuery(searchRead(name));
  } catch (error) {
    toast.error(error instanceof Error ? error.message : errorCodes.server.msg);
  }
}

export async function openContact(contact: ChatContact): Promise<void> {
  conversationState.view = 'chat';
  conversationState.contact = { ...contact };
  conversationState.outbox = [];
  setActiveChat(contact.userId);
  // Each open shows the conversation as the server has it now, not an older copy first (reset, not removed: the
  // screen keeps observing the same query).
  void queryClient.resetQueries({ queryKey: historyRead(contact.userId).queryKey, exact: true });
  conversationState.loadingHistory = true;
  try {
    await queryClient.fetchQuery(historyRead(contact.userId));
  } catch (error) {
    toast.error(error instanceof Error ? error.message : errorCodes.server.msg);
  } finally {
    if (conversationState.contact?.userId === contact.userId) conversationState.loadingHistory = false;
  }
  if (conversationState.contact?.userId !== contact.userId) return;
  await readConversation(contact.userId);
}

async function readConversation(userId: number) {
  eachContact(userId, (c) => ({ ...c, unread: 0 }));
  markPersonRead(userId);
  try {
    setUnreadPeople(await call(chatEndpoints.setUserMsgStatus, { fromUserId: userId }));
  } catch {
    // the next check_message sets the badge right
  }
}

export async function loadOlder(): Promise<void> {
  const contact = conversationState.contact;
  const oldest = contact ? cachedHistory(contact.userId)?.list.find((m) => m.id > 0) : undefined;
  if (!contact || !oldest || conversationState.loadingHistory) return;
  conversationState.loadingHistory = true;
  try {
    const page = await conversationPage(contact.userId, oldest.id);
    queryClient.setQueryData(historyRead(contact.userId).queryKey, (history) =>
      history ? { list: [...page.list, ...history.list], hasMore: page.hasMore } : history,
    );
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
    conversationState.outbox = [];
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

/** A stored message into a conversation's cached history, once (a push may have brought it already). */
function addToHistory(partner: number, message: ChatMessage) {
  queryClient.setQueryData(historyRead(partner).queryKey, (history) =>
    history && !history.list.some((m) => m.id === message.id) ? { ...history, list: [...history.list, message] } : history,
  );
}

/** Sends to the open contact, or to the whole downline in the broadcast view. */
export async function send(raw: string): Promise<boolean> {
  const text = sendableText(raw);
  const me = currentUser();
  if (text === null || !me) return false;
  const broadcast = conversationState.view === 'broadcast';
  const contact = conversationState.contact;
  if (!broadcast && !contact) return false;
  const messageId = newMessageId();
  const shownIn = () => (broadcast ? conversationState.broadcasts : conversationState.outbox);
  shownIn().push({
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
    const target = shownIn().find((m) => m.messageId === messageId && m.pending);
    if (target) change(target);
  };
  try {
    const ack = await emitChatMessage({ messageId, msgType: broadcast ? MSG_TYPE.broadcast : MSG_TYPE.direct, toUserId: contact?.userId ?? 0, message: text });
    if (ack.code === 1 && ack.result) {
      const stored = ack.result;
      const list = shownIn();
      const at = list.findIndex((m) => m.messageId === messageId && m.pending);
      if (broadcast) {
        if (at >= 0) list[at] = stored;
      } else {
        if (at >= 0) list.splice(at, 1);
        addToHistory(stored.toUserId, stored);
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
  const me = currentUser()?.uin;
  const contact = conversationState.contact;
  const partner = message.fromUserId === me ? message.toUserId : message.fromUserId;
  if (chatState.open && contact && contact.userId === partner && conversationState.view === 'chat') {
    addToHistory(partner, message);
    if (message.fromUserId !== me) void readConversation(partner);
    return;
  }
  if (message.fromUserId === me) return;
  // A message delivered twice (a reconnect, a second listener) is counted once.
  if (countedUnread.has(message.id)) return;
  countedUnread.add(message.id);
  eachContact(partner, (c) => ({ ...c, unread: c.unread + 1 }));
  const panel = cachedPanel();
  if (panel && !panel.recent.some((c) => c.userId === partner)) {
    const known = knownContacts().find((c) => c.userId === partner);
    const newcomer: ChatContact = known
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
        };
    queryClient.setQueryData(panelRead().queryKey, (current) => (current ? { ...current, recent: [newcomer, ...current.recent] } : current));
  }
}

/** Ids of the messages already counted as unread while the modal is open. */
const countedUnread = new Set<number>();

/** A chat_onoffline event: the contact's flag, and the downline's online count. */
export function onOffline(event: ChatOnOffline): void {
  const online = event.status === ONLINE ? 1 : 0;
  queryClient.setQueryData(panelRead().queryKey, (panel) => {
    if (!panel) return panel;
    const inDownline = panel.upper?.userId !== event.userId;
    const listed = panel.downline.find((c) => c.userId === event.userId);
    if (!inDownline || (listed && listed.online === online)) return panel;
    return { ...panel, onlineCount: Math.max(0, panel.onlineCount + (online ? 1 : -1)) };
  });
  eachContact(event.userId, (c) => ({ ...c, online }));
}

/**
 * While the modal is open: chat_message and chat_onoffline pushes write into the cached reads, and
 * the panel and the histories are asked again when the socket is back after a drop that lost pushes.
 */
export function watchConversationPushes(): () => void {
  const stopMessages = pushIntoCache('chat_message', receive);
  const stopPresence = pushIntoCache('chat_onoffline', onOffline);
  const stopCatchUp = refreshOnCatchUp(panelSource.path, historySource.path);
  return () => {
    stopMessages();
    stopPresence();
    stopCatchUp();
  };
}

/** Closing the modal forgets the conversation (the next open reloads everything). */
export function resetConversation(): void {
  countedUnread.clear();
  conversationState.contact = null;
  conversationState.outbox = [];
  conversationState.searchName = '';
  conversationState.view = 'chat';
  setActiveChat(null);
  queryClient.removeQueries({ queryKey: [historySource.path] });
  queryClient.removeQueries({ queryKey: [searchSource.path] });
}
