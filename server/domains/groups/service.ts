/**
 * Chat groups: creating and managing them under the rules of rules.ts, group messages over
 * the socket (group_message with ack), and the system tips 1-7 to every member's sockets.
 *
 * Every member's sockets are in the room group:<gid>: joined on connect, and joined or left with
 * socketsJoin/socketsLeave on the member's user room when they are added, removed or the group
 * is dissolved, so with the Redis adapter it reaches their sockets on every process.
 */
import { cleanChatText, chatLength } from '../../../contract/chat';
import {
  GROUP_HISTORY_PAGE_SIZE,
  GROUP_SEARCH_LIMIT,
  GROUP_MESSAGE_MAX,
  GROUP_MESSAGE_TYPE,
  GROUP_MIN_MEMBERS,
  GROUP_NAME_PATTERN,
  GROUP_TIP,
  SCENE_GROUP,
  groupConfigKeys,
  type GroupAck,
  type GroupConfig,
  type GroupDetail,
  type GroupList,
  type GroupMessage,
  type GroupSend,
  type GroupSummary,
  type GroupTip,
  type MemberResult,
  type RedPacketCard,
  type TipUser,
} from '../../../contract/groups';
import { errorCodes } from '../../../contract/primitives';
import { socketEvents } from '../../../contract/socket';
import type { ServerDeps } from '../../deps';
import { ApiError, fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { FloodLimit, hasChat, mayTalk } from '../chat/rules';
import { peopleByIds, personById, type Person } from '../users/queries';
import * as gq from './queries';
import { canAddMembers, canManage, canSpeak, dissolvesAfter, isOwner, namesFor, publicName } from './rules';
import { groupId, userId, type GroupId, type RedPacketId, type UserId } from '../../db/ids';
import { userRoom } from '../../rooms';

/** The socket.io room of a group's members, which its messages (red-packet cards too) go to. */
export const groupRoom = (gid: GroupId) => `group:${gid}`;

/** The config switches and their columns. */
const configColumns: Record<keyof GroupConfig, keyof gq.GroupsTableRow> = {
  historyVisibility: 'history_visibility',
  enableAddMembersNotification: 'notify_add',
  enableRemoveMembersNotification: 'notify_remove',
  enableMuteNotification: 'notify_mute',
  enableUnmuteNotification: 'notify_unmute',
  enableMuteAllNotification: 'notify_mute_all',
  enableUnmuteAllNotification: 'notify_unmute_all',
};

export const configOf = (row: gq.GroupsTableRow): GroupConfig =>
  Object.fromEntries(groupConfigKeys.map((key) => [key, row[configColumns[key]] === 1 ? 1 : 0])) as GroupConfig;

const flag = (on: boolean) => (on ? 1 : 0);

/** Parses "12,15,12" into distinct ids. */
export const idList = (csv: string) => [...new Set(csv.split(',').map(Number))];
/** The ids of a list that a user can have (0 is none, answered as an unknown user). */
const lookedUp = (ids: number[]): UserId[] => ids.filter((id) => id > 0).map(userId);

/** Red-packet cards of the packets on a page, as the viewer sees them (red-packets/cards.ts). */
export type CardsFor = (ids: RedPacketId[], viewerId: UserId) => Promise<Map<RedPacketId, RedPacketCard>>;

export function toGroupMessage(row: gq.GroupMessageRow, groupName: string, fromName: string, card?: RedPacketCard): GroupMessage {
  const message: GroupMessage = {
    id: row.id,
    messageId: row.client_id ?? '',
    from: row.from_user_id ?? 0,
    fromNikeName: fromName,
    to: row.group_id,
    messageType: row.message_type as GroupMessage['messageType'],
    message: row.message,
    time: row.created_at,
    scene: SCENE_GROUP,
    acceptType: 1,
    groupName,
  };
  if (card) message.redPacket = card;
  if (row.tip) message.tip = JSON.parse(row.tip) as GroupTip;
  return message;
}

export type GroupService = ReturnType<typeof groupService>;

/** Red packets store a packet's card message in their own transaction, and show a packet to the group's members. */
export { insertGroupMessage, memberRow } from './queries';

/** What the groups use: the groups and people, the clock, the group limits and flood limit, the sockets, the log. */
export type GroupDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'realtime' | 'log'>;

export function groupService(deps: GroupDeps, cardsFor: CardsFor) {
  const settings = deps.config.groups;
  const flood = new FloodLimit(deps.config.chatFlood.burst, deps.config.chatFlood.perSecond);
  const io = () => deps.realtime.io;

  async function chatter(userId: UserId): Promise<Person> {
    const me = (await personById(deps.db, userId)) ?? fail('notLoggedIn', undefined, 401);
    if (!hasChat(me)) fail('trialForbidden');
    return me;
  }

  /** A live group and my membership in it. */
  async function membership(gid: GroupId, userId: UserId) {
    const group = await gq.groupById(deps.db, gid);
    if (!group || group.dissolved_at !== null) fail('groupNotFound');
    const member = (await gq.memberRow(deps.db, gid, userId)) ?? fail('groupNotMember');
    return { group: group, member };
  }

  const ownerOnly = (group: gq.GroupsTableRow, userId: UserId) => {
    if (!isOwner(group, userId)) fail('groupNoPermission');
  };

  async function onlineAmong(ids: UserId[]): Promise<Set<UserId>> {
    if (ids.length === 0) return new Set();
    const sockets = await io().in(ids.map(userRoom)).fetchSockets();
    return new Set(sockets.map((s) => s.data.user.id));
  }

  /**
   * Sends a system tip to the group's room; one shown in the conversation (display 1, not 3 or 6)
   * is stored too, so history replays it.
   */
  async function sendTip(group: gq.GroupsTableRow, tip: Omit<GroupTip, 'gid'>): Promise<void> {
    const full: GroupTip = { gid: group.id, ...tip };
    const stored = tip.display === 1 && tip.type !== GROUP_TIP.dissolved && tip.type !== GROUP_TIP.refresh;
    let message: GroupMessage;
    if (stored) {
      const { row } = await gq.insertGroupMessage(deps.db, {
        groupId: group.id,
        fromUserId: null,
        clientId: null,
        messageType: GROUP_MESSAGE_TYPE.tip,
        message: '',
        tip: JSON.stringify(full),
        now: deps.clock.now(),
      });
      message = toGroupMessage(row, group.name, '');
    } else {
      message = {
        id: 0,
        messageId: '',
        from: 0,
        fromNikeName: '',
        to: group.id,
        messageType: GROUP_MESSAGE_TYPE.tip,
        message: '',
        time: deps.clock.now(),
        scene: SCENE_GROUP,
        acceptType: 1,
        groupName: group.name,
        tip: full,
      };
    }
    io().to(groupRoom(group.id)).emit(socketEvents.groupMessage, message);
  }

  const tipUser = (person: Pick<Person, 'id' | 'username' | 'nickname'>): TipUser => ({ userId: person.id, nikeName: publicName(person) });

  /** Marks the group dissolved (once), tells every member and empties its room. */
  async function dissolve(group: gq.GroupsTableRow): Promise<void> {
    if (!(await gq.markDissolved(deps.db, group.id, deps.clock.now()))) return;
    await sendTip(group, { type: GROUP_TIP.dissolved, display: 1, users: [] });
    io().in(groupRoom(group.id)).socketsLeave(groupRoom(group.id));
  }

  function summaryOf(row: gq.GroupsTableRow, memberCount: number, unread: number, lastId: number): GroupSummary {
    return {
      gid: row.id,
      groupName: row.name,
      owner: row.owner_id,
      mute: flag(row.mute_all === 1),
      memberCount,
      unread,
      lastMessageId: lastId,
      config: configOf(row),
    };
  }

  async function detail(user: SessionUser, gid: GroupId): Promise<GroupDetail> {
    const me = await chatter(user.id);
    const { group, member } = await membership(gid, me.id);
    const [members, lastId] = await Promise.all([gq.membersOf(deps.db, gid, group.owner_id), gq.lastMessageId(deps.db, gid)]);
    const online = await onlineAmong(members.map((m) => m.id));
    const owner = isOwner(group, me.id);
    const unreadFrom = Math.max(member.read_id, member.first_visible_id);
    const unread = await gq.unreadCount(deps.db, gid, me.id, unreadFrom);
    return {
      ...summaryOf(group, members.length, unread, lastId),
      members: members.map((m) => ({
        userId: m.id,
        ...namesFor(owner, me.id, m),
        mute: flag(m.muted === 1),
        onLine: flag(online.has(m.id)),
        inviter: m.inviter_id ?? 0,
      })),
      me: {
        userId: me.id,
        isOwner: owner,
        mute: flag(member.muted === 1),
        canSpeak: canSpeak(group, member),
        canAddMembers: canAddMembers(group, me),
        manageable: members.filter((m) => canManage(group, me.id, m)).map((m) => m.id),
      },
    };
  }

  function checkName(raw: string): string {
    const name = raw.trim();
    if (name === '') fail('groupNameEmpty');
    if (!GROUP_NAME_PATTERN.test(name)) fail('groupNameInvalid');
    return name;
  }

  const sizeMessage = () => `群内最小人数${GROUP_MIN_MEMBERS}人，最大人数${settings.memberLimit}人`;
  const groupLimitOf = (me: Person) => (me.user_type === 0 ? 0 : settings.groupLimit);

  async function create(user: SessionUser, rawName: string, csv: string): Promise<{ gid: GroupId }> {
    const me = await chatter(user.id);
    const limit = groupLimitOf(me);
    if (limit === 0) fail('groupCreateForbidden');
    if ((await gq.ownedCount(deps.db, me.id)) >= limit) fail('groupLimitReached');
    const name = checkName(rawName);
    const listed = idList(csv).filter((id) => id !== me.id);
    if (listed.length + 1 < GROUP_MIN_MEMBERS || listed.length + 1 > settings.memberLimit) fail('groupSize', sizeMessage());
    const ids = lookedUp(listed);
    const people = await peopleByIds(deps.db, ids);
    for (const id of listed) {
      const person = people.find((p) => p.id === id);
      if (!person) fail('unknownUser');
      if (!mayTalk(me, person)) fail('groupMemberInvalid', `不能邀请该用户入群：${person.username}`);
    }
    const now = deps.clock.now();
    const group = await deps.db.transaction().execute((tx) => gq.insertGroupWithMembers(tx, { name, ownerId: me.id, memberIds: ids, now }));
    io()
      .in([me.id, ...ids].map(userRoom))
      .socketsJoin(groupRoom(group.id));
    await sendTip(group, { type: GROUP_TIP.joined, display: flag(group.notify_add === 1), operator: tipUser(me), users: people.map(tipUser) });
    return { gid: group.id };
  }

  async function update(user: SessionUser, body: { gid: GroupId; groupName?: string } & Record<string, unknown>): Promise<GroupDetail> {
    const me = await chatter(user.id);
    const { group } = await membership(body.gid, me.id);
    ownerOnly(group, me.id);
    const changes: Record<string, string | number> = {};
    if (body.groupName !== undefined) changes.name = checkName(body.groupName);
    for (const key of groupConfigKeys) {
      const value = body[`config.${key}`];
      if (value === 0 || value === 1) changes[configColumns[key]] = value;
    }
    if (Object.keys(changes).length === 0) fail('groupNothingToUpdate');
    const updated = await gq.updateGroup(deps.db, group.id, changes);
    await sendTip(updated, { type: GROUP_TIP.refresh, display: 0, operator: tipUser(me), users: [] });
    return detail(user, group.id);
  }

  async function addMembers(user: SessionUser, gid: GroupId, csv: string): Promise<{ list: MemberResult[]; memberCount: number }> {
    const me = await chatter(user.id);
    const { group } = await membership(gid, me.id);
    if (!canAddMembers(group, me)) fail('groupNoPermission');
    const ids = idList(csv);
    const [people, current] = await Promise.all([peopleByIds(deps.db, lookedUp(ids)), gq.memberIds(deps.db, gid)]);
    const inGroup = new Set(current);
    const list: MemberResult[] = [];
    const adding: Person[] = [];
    const refuse = (userId: number, userName: string, name: keyof typeof errorCodes, msg?: string) =>
      list.push({ userId, userName, code: errorCodes[name].code, msg: msg ?? errorCodes[name].msg });
    for (const id of ids) {
      const person = people.find((p) => p.id === id);
      if (!person) refuse(id, '', 'unknownUser');
      else if (inGroup.has(person.id)) refuse(id, person.username, 'groupMemberExists');
      else if (!mayTalk(me, person)) refuse(id, person.username, 'groupMemberInvalid');
      else if (current.length + adding.length >= settings.memberLimit) refuse(id, person.username, 'groupSize', sizeMessage());
      else {
        adding.push(person);
        list.push({ userId: id, userName: person.username, code: 1, msg: 'success' });
      }
    }
    if (adding.length > 0) {
      const now = deps.clock.now();
      // New members see the history only when the group shows it to them.
      const firstVisible = group.history_visibility === 1 ? 0 : await gq.lastMessageId(deps.db, gid);
      await gq.addMembers(
        deps.db,
        adding.map((p) => ({ group_id: gid, user_id: p.id, inviter_id: me.id, joined_at: now, first_visible_id: firstVisible })),
      );
      io()
        .in(adding.map((p) => userRoom(p.id)))
        .socketsJoin(groupRoom(gid));
      await sendTip(group, { type: GROUP_TIP.joined, display: flag(group.notify_add === 1), operator: tipUser(me), users: adding.map(tipUser) });
    }
    return { list, memberCount: current.length + adding.length };
  }

  /** Removes members (deleted or leaving) and tells the group; they leave its room after the tip. */
  async function removeMembers(group: gq.GroupsTableRow, operator: Person, removed: Array<Pick<Person, 'id' | 'username' | 'nickname'>>) {
    await gq.removeMembers(
      deps.db,
      group.id,
      removed.map((p) => p.id),
    );
    await sendTip(group, { type: GROUP_TIP.left, display: flag(group.notify_remove === 1), operator: tipUser(operator), users: removed.map(tipUser) });
    io()
      .in(removed.map((p) => userRoom(p.id)))
      .socketsLeave(groupRoom(group.id));
  }

  async function kick(user: SessionUser, gid: GroupId, csv: string): Promise<{ dissolved: 0 | 1; memberCount: number }> {
    const me = await chatter(user.id);
    const { group } = await membership(gid, me.id);
    const members = await gq.membersOf(deps.db, gid, group.owner_id);
    const targets = idList(csv).map((id) => members.find((m) => m.id === id) ?? fail('groupNotMember', '该用户不是群成员'));
    for (const target of targets) {
      if (isOwner(group, target.id)) fail('groupOwnerTarget');
      if (!canManage(group, me.id, target)) fail('groupNoPermission');
    }
    if (dissolvesAfter(members.length, targets.length)) {
      await dissolve(group);
      return { dissolved: 1, memberCount: 0 };
    }
    await removeMembers(group, me, targets);
    return { dissolved: 0, memberCount: members.length - targets.length };
  }

  async function mute(user: SessionUser, gid: GroupId, userId: UserId, muted: 0 | 1): Promise<Record<string, never>> {
    const me = await chatter(user.id);
    const { group } = await membership(gid, me.id);
    const members = await gq.membersOf(deps.db, gid, group.owner_id);
    const target = members.find((m) => m.id === userId) ?? fail('groupNotMember', '该用户不是群成员');
    if (isOwner(group, target.id)) fail('groupOwnerTarget');
    if (!canManage(group, me.id, target)) fail('groupNoPermission');
    await gq.setMemberMuted(deps.db, gid, userId, muted);
    const display = muted === 1 ? group.notify_mute : group.notify_unmute;
    await sendTip(group, { type: GROUP_TIP.mute, display: flag(display === 1), operator: tipUser(me), users: [tipUser(target)], mute: muted });
    return {};
  }

  async function muteAll(user: SessionUser, gid: GroupId, muted: 0 | 1): Promise<Record<string, never>> {
    const me = await chatter(user.id);
    const { group } = await membership(gid, me.id);
    ownerOnly(group, me.id);
    await gq.updateGroup(deps.db, gid, { mute_all: muted });
    const display = muted === 1 ? group.notify_mute_all : group.notify_unmute_all;
    await sendTip(group, { type: GROUP_TIP.muteAll, display: flag(display === 1), operator: tipUser(me), users: [], mute: muted });
    return {};
  }

  async function leave(user: SessionUser, gid: GroupId): Promise<{ dissolved: 0 | 1 }> {
    const me = await chatter(user.id);
    const { group } = await membership(gid, me.id);
    if (isOwner(group, me.id)) fail('groupOwnerLeave');
    if (dissolvesAfter(await gq.memberCount(deps.db, gid), 1)) {
      await dissolve(group);
      return { dissolved: 1 };
    }
    await removeMembers(group, me, [me]);
    return { dissolved: 0 };
  }

  async function remove(user: SessionUser, gid: GroupId): Promise<Record<string, never>> {
    const me = await chatter(user.id);
    const { group } = await membership(gid, me.id);
    ownerOnly(group, me.id);
    await dissolve(group);
    return {};
  }

  /** Messages rows → wire messages, with the senders' names and the viewer's red-packet cards. */
  async function render(rows: gq.GroupMessageRow[], groupName: string, viewerId: UserId): Promise<GroupMessage[]> {
    const senderIds = [...new Set(rows.map((r) => r.from_user_id).filter((id): id is UserId => id !== null))];
    const packetIds = rows.map((r) => r.red_packet_id).filter((id): id is RedPacketId => id !== null);
    const [senders, cards] = await Promise.all([peopleByIds(deps.db, senderIds), cardsFor(packetIds, viewerId)]);
    const names = new Map(senders.map((p) => [p.id, publicName(p)]));
    return rows.map((r) =>
      toGroupMessage(
        r,
        groupName,
        r.from_user_id === null ? '' : (names.get(r.from_user_id) ?? ''),
        r.red_packet_id === null ? undefined : cards.get(r.red_packet_id),
      ),
    );
  }

  async function history(user: SessionUser, gid: GroupId, before: number | undefined) {
    const me = await chatter(user.id);
    const { group, member } = await membership(gid, me.id);
    const { rows, hasMore } = await gq.historyPage(deps.db, gid, member.first_visible_id, before, GROUP_HISTORY_PAGE_SIZE);
    return { list: await render(rows, group.name, me.id), hasMore };
  }

  async function list(user: SessionUser): Promise<GroupList> {
    const me = await chatter(user.id);
    const [groups, owned] = await Promise.all([gq.myGroups(deps.db, me.id), gq.ownedCount(deps.db, me.id)]);
    return {
      groupCount: owned,
      groupLimit: groupLimitOf(me),
      memberLimit: settings.memberLimit,
      groups: groups.map((g) => summaryOf(g, g.member_count, g.unread, g.last_id)),
      redPacketEnabled: flag(settings.redPacketEnabled),
      redPacketLimit: settings.redPacketLimit,
      redPacketMinAmount: settings.redPacketMinAmount,
      redPacketMaxAmount: settings.redPacketMaxAmount,
      perRedPacketMinAmount: settings.perRedPacketMinAmount,
      perRedPacketMaxAmount: settings.perRedPacketMaxAmount,
    };
  }

  /** The group search (sub_search): my live groups whose name contains the text. */
  async function search(user: SessionUser, text: string): Promise<GroupSummary[]> {
    const name = text.trim();
    if (!name) fail('groupNameEmpty');
    const me = await chatter(user.id);
    const groups = await gq.myGroups(deps.db, me.id, { nameLike: name, limit: GROUP_SEARCH_LIMIT });
    return groups.map((g) => summaryOf(g, g.member_count, g.unread, g.last_id));
  }

  async function send(user: SessionUser, payload: GroupSend, exceptSocketId?: string): Promise<GroupAck> {
    if (!flood.take(user.id)) fail('chatTooFast');
    const text = cleanChatText(payload.message);
    if (text.length === 0) fail('chatEmpty');
    if (chatLength(text) > GROUP_MESSAGE_MAX) fail('groupMessageTooLong');
    const me = await chatter(user.id);
    // The socket checked the payload against the contract (gid ≥ 1), so groupId takes it as it is.
    const { group, member } = await membership(groupId(payload.gid), me.id);
    if (!canSpeak(group, member)) fail(member.muted === 1 ? 'groupMuted' : 'groupAllMuted');
    const { row, inserted } = await gq.insertGroupMessage(deps.db, {
      groupId: group.id,
      fromUserId: me.id,
      clientId: payload.messageId,
      messageType: GROUP_MESSAGE_TYPE.text,
      message: text,
      now: deps.clock.now(),
    });
    const message = toGroupMessage(row, group.name, publicName(me));
    // A retried send (same client id) was delivered the first time.
    if (inserted) {
      const room = io().to(groupRoom(group.id));
      (exceptSocketId ? room.except(exceptSocketId) : room).emit(socketEvents.groupMessage, message);
    }
    return { code: 1, msg: 'success', result: message };
  }

  /** The socket's answer to group_message: every failure becomes an ack with its code, never a throw. */
  async function ackOf(user: SessionUser, payload: GroupSend, socketId: string): Promise<GroupAck> {
    try {
      return await send(user, payload, socketId);
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, msg: error.message };
      deps.log.error({ err: error, userId: user.id }, 'group send failed');
      return { code: errorCodes.server.code, msg: errorCodes.server.msg };
    }
  }

  /** group_received: my read mark moves forward only. */
  async function received(user: SessionUser, gid: GroupId, id: number): Promise<void> {
    await gq.advanceReadMark(deps.db, gid, user.id, id);
  }

  /** A new socket joins the rooms of its user's groups. */
  async function joinRooms(user: SessionUser, socketId: string): Promise<void> {
    const gids = await gq.groupIdsOf(deps.db, user.id);
    if (gids.length > 0) io().in(socketId).socketsJoin(gids.map(groupRoom));
  }

  return {
    list,
    search,
    create,
    update,
    addMembers,
    kick,
    mute,
    muteAll,
    leave,
    remove,
    detail,
    history,
    send,
    ackOf,
    received,
    joinRooms,
    sendTip,
    render,
    membership,
    chatter,
    tipUser,
  };
}
