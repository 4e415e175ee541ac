/**
 * Direct conversations: sending (permission, text rules, flood limit, storage, delivery to every
 * socket of the recipient through its user room), the contact lists with online flags, history,
 * unread state and presence (chat_onoffline when a contact's first socket connects or last one
 * closes). Online state is read from the sockets themselves (fetchSockets on the user rooms), so
 * with the Redis adapter it is right across every process and nothing stale outlives a crash.
 */
import {
  CHAT_MESSAGE_MAX,
  DOWNLINE_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  MSG_TYPE,
  OFFLINE,
  ONLINE,
  RECENT_CONTACTS_MAX,
  SEARCH_TYPE,
  chatLength,
  cleanChatText,
  type ChatAck,
  type ChatContact,
  type ChatMessage,
  type ChatSend,
  type ChatUnreadState,
} from '../../../contract/chat';
import { errorCodes } from '../../../contract/primitives';
import { socketEvents } from '../../../contract/socket';
import type { ServerDeps } from '../../deps';
import { ApiError, fail } from '../../errors';
import { FairQueue } from '../../http/fair-queue';
import type { SessionUser } from '../../plugins/session';
import { downlineCount, downlineIds, downlinePage, peopleByIds, personById, searchPeople, type Person } from '../users/queries';
import * as q from './queries';
import { FloodLimit, hasChat, isAdministrator, mayTalk, relationOf } from './rules';
import { userId, type UserId } from '../../db/ids';
import { userRoom } from '../../rooms';

const SEARCH_LIMIT = 20;

export function toChatMessage(row: q.MessageRow): ChatMessage {
  return {
    id: row.id,
    messageId: row.client_id,
    fromUserId: row.from_user_id,
    fromUserName: row.from_name,
    fromNickName: row.from_nick,
    toUserId: row.to_user_id,
    toUserName: row.to_name,
    message: row.message,
    msgtype: row.msg_type,
    userMsgType: row.from_type,
    read: row.read_at === null ? 0 : 1,
    createTime: row.created_at,
  };
}

export type ChatService = ReturnType<typeof chatService>;

/**
 * Messages being stored at once per process, and how many may wait. A user's go one at a time, in the order sent;
 * the flood limit, checked before a message queues, keeps a user's own queue short.
 */
const STORING_LIMITS = { concurrency: 4, ownerConcurrency: 1, ownerQueue: 64, queue: 50_000 };

/** What the chat uses: the people and messages, the clock, the flood limit, the sockets it pushes to, the log. */
export type ChatDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'realtime' | 'log'>;

export function chatService(deps: ChatDeps) {
  const flood = new FloodLimit(deps.config.chatFlood.burst, deps.config.chatFlood.perSecond);
  // A burst of messages (hundreds of sockets sending at once) waits its turn here instead of failing after
  // waiting 10 s for a database connection.
  const storing = new FairQueue(STORING_LIMITS, () => new ApiError('busy', undefined, 503));

  /** The caller as a chat party; type 10 is refused with the trial-account message. */
  async function chatter(userId: UserId): Promise<Person> {
    const me = (await personById(deps.db, userId)) ?? fail('notLoggedIn', undefined, 401);
    if (!hasChat(me)) fail('trialForbidden');
    return me;
  }

  async function onlineAmong(ids: UserId[]): Promise<Set<UserId>> {
    if (ids.length === 0) return new Set();
    const sockets = await deps.realtime.io.in(ids.map(userRoom)).fetchSockets();
    return new Set(sockets.map((s) => s.data.user.id));
  }

  async function contacts(me: Person, people: Person[]): Promise<ChatContact[]> {
    const ids = people.map((p) => p.id);
    const [online, unread] = await Promise.all([onlineAmong(ids), q.unreadCounts(deps.db, me.id, ids)]);
    return people.map((p) => ({
      userId: p.id,
      userName: p.username,
      nickName: p.nickname,
      online: online.has(p.id) ? 1 : 0,
      unread: unread.get(p.id) ?? 0,
      unReadSize: unread.get(p.id) ?? 0,
      to: p.id,
      relation: relationOf(me, p),
    }));
  }

  async function unreadState(userId: UserId): Promise<ChatUnreadState> {
    const ids = await q.unreadSenders(deps.db, userId);
    return { count: ids.length, ids: ids.map(String) };
  }

  async function send(user: SessionUser, payload: ChatSend, exceptSocketId?: string): Promise<ChatAck> {
    // Cheap refusals first: a flood or a bad text never reaches the database.
    if (!flood.take(user.id)) fail('chatTooFast');
    return storing.run(`user:${user.id}`, () => store(user, payload, exceptSocketId));
  }

  async function store(user: SessionUser, payload: ChatSend, exceptSocketId?: string): Promise<ChatAck> {
    const text = cleanChatText(payload.message);
    const broadcast = payload.msgType === MSG_TYPE.broadcast;
    // An id no user can have (0 is only for a broadcast) is left out, and refused as an unknown user below.
    const otherId = broadcast ? user.id : payload.toUserId > 0 ? userId(payload.toUserId) : undefined;
    const parties = await peopleByIds(deps.db, otherId === undefined ? [user.id] : [user.id, otherId]);
    const me = parties.find((p) => p.id === user.id) ?? fail('notLoggedIn', undefined, 401);
    if (!hasChat(me)) fail('trialForbidden');
    if (text.length === 0) fail('chatEmpty');
    if (chatLength(text) > CHAT_MESSAGE_MAX) fail('chatTooLong');
    let recipients: UserId[];
    if (broadcast) {
      const downline = await downlinePage(deps.db, me.id, 0, Number.MAX_SAFE_INTEGER);
      recipients = downline.filter((p) => mayTalk(me, p)).map((p) => p.id);
      if (recipients.length === 0) fail('chatNoDownline');
    } else {
      const other = parties.find((p) => p.id === otherId) ?? fail('unknownUser');
      if (!mayTalk(me, other)) fail('chatForbidden');
      recipients = [other.id];
    }
    const now = deps.clock.now();
    const { rows, inserted } = await q.insertMessages(
      deps.db,
      recipients.map((to) => ({ clientId: payload.messageId, fromUserId: me.id, toUserId: to, message: text, msgType: payload.msgType, now })),
    );
    const messages = rows.map(toChatMessage);
    // A retried send (same client id) was delivered the first time: only new rows go out.
    for (const [i, message] of messages.entries()) {
      if (!inserted.has(message.id)) continue;
      deps.realtime.io.to(userRoom(rows[i]!.to_user_id)).emit(socketEvents.chatMessage, message);
      // The sender's other tabs show what this one sent.
      const mine = deps.realtime.io.to(userRoom(me.id));
      (exceptSocketId ? mine.except(exceptSocketId) : mine).emit(socketEvents.chatMessage, message);
    }
    return { code: 1, msg: 'success', result: messages[0]!, recipients: messages.length };
  }

  /** The socket's answer to chat_message: every failure becomes an ack with its code, never a throw. */
  async function ackOf(user: SessionUser, payload: ChatSend, socketId: string): Promise<ChatAck> {
    try {
      return await send(user, payload, socketId);
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, msg: error.message };
      deps.log.error({ err: error, userId: user.id }, 'chat send failed');
      return { code: errorCodes.server.code, msg: errorCodes.server.msg };
    }
  }

  /** Tells my agent and my direct downline that I came online or went offline. */
  async function announce(user: SessionUser, status: typeof ONLINE | typeof OFFLINE) {
    const me = await personById(deps.db, user.id);
    if (!me || !hasChat(me) || isAdministrator(me)) return;
    const watchers = await downlineIds(deps.db, me.id);
    if (me.parent_id !== null) watchers.push(me.parent_id);
    if (watchers.length === 0) return;
    deps.realtime.io.to(watchers.map(userRoom)).emit(socketEvents.chatOnOffline, { userId: me.id, userName: me.username, status });
  }

  /**
   * After a socket joined its user room: online when it is that user's oldest socket, so two tabs
   * connecting at once still announce once (each sees the other; only the older one speaks).
   */
  async function connected(user: SessionUser, socketId: string, issued: number) {
    const sockets = await deps.realtime.io.in(userRoom(user.id)).fetchSockets();
    const older = sockets.some((s) => s.id !== socketId && (s.handshake.issued < issued || (s.handshake.issued === issued && s.id < socketId)));
    if (!older) await announce(user, ONLINE);
  }

  /** After a socket left: offline when no socket of that user remains on any process. */
  async function disconnected(user: SessionUser) {
    const sockets = await deps.realtime.io.in(userRoom(user.id)).fetchSockets();
    if (sockets.length === 0) await announce(user, OFFLINE);
  }

  return {
    ackOf,
    send,
    connected,
    disconnected,
    unreadState: async (user: SessionUser) => unreadState((await chatter(user.id)).id),
    async agent(user: SessionUser): Promise<ChatContact[]> {
      const me = await chatter(user.id);
      const parent = me.parent_id === null ? undefined : await personById(deps.db, me.parent_id);
      return parent && mayTalk(me, parent) ? contacts(me, [parent]) : [];
    },
    async downline(user: SessionUser, currPage: number, pageSize: number) {
      const me = await chatter(user.id);
      const size = Math.min(pageSize, DOWNLINE_PAGE_SIZE);
      const [people, count, allIds] = await Promise.all([
        downlinePage(deps.db, me.id, (currPage - 1) * size, size),
        downlineCount(deps.db, me.id),
        downlineIds(deps.db, me.id),
      ]);
      const online = await onlineAmong(allIds);
      return {
        list: await contacts(
          me,
          people.filter((p) => mayTalk(me, p)),
        ),
        count,
        onlineCount: online.size,
      };
    },
    async recent(user: SessionUser) {
      const me = await chatter(user.id);
      const ids = await q.recentPartnerIds(deps.db, me.id, RECENT_CONTACTS_MAX);
      const byId = new Map((await peopleByIds(deps.db, ids)).map((p) => [p.id, p]));
      const partners = ids.flatMap((id) => byId.get(id) ?? []);
      return contacts(
        me,
        partners.filter((p) => mayTalk(me, p)),
      );
    },
    async search(user: SessionUser, text: string) {
      const me = await chatter(user.id);
      const found = await searchPeople(deps.db, me, text, SEARCH_LIMIT);
      return contacts(
        me,
        found.filter((p) => mayTalk(me, p)),
      );
    },
    /** A page of my conversation with another user (only conversations I am part of exist for me). */
    async history(user: SessionUser, other: UserId, searchType: number, messageId: number | undefined) {
      const me = await chatter(user.id);
      const direction = searchType === SEARCH_TYPE.newer ? 'newer' : 'older';
      const { rows, hasMore } = await q.conversationPage(deps.db, me.id, other, messageId, direction, HISTORY_PAGE_SIZE);
      return { list: rows.map(toChatMessage), hasMore };
    },
    async markRead(user: SessionUser, from: UserId): Promise<ChatUnreadState> {
      const me = await chatter(user.id);
      await q.markRead(deps.db, me.id, from, deps.clock.now());
      return unreadState(me.id);
    },
  };
}
