/**
 * Chat groups and red packets: the HTTP calls under /lottery/api/u/v1/chat/, the socket payloads
 * of group_message (messages, red-packet cards and the system tips 1-7) and group_received, the
 * limits and the name rules both sides apply. Amounts are decimal strings in yuan (2 decimals).
 *
 * Who may do what (one home on the server: server/domains/groups/rules.ts):
 * - the owner renames, switches the config, mutes and unmutes anyone or everyone, deletes any
 *   member, dissolves; the owner is never muted and sees every member's real names;
 * - a member who invited someone (inviter) may mute, unmute or delete those they invited;
 * - members whose userType is not 0 may add people they may chat with (their downline, agent);
 * - everyone but the owner may leave; members other than the owner see masked names.
 * Deleting a member, or leaving, when 3 or fewer remain dissolves the group.
 */
import { Type, type Static, type TOptional } from '@sinclair/typebox';
import { Decimal, defineEndpoint, Done, Flag } from './endpoint';
import { chatPaths, groupPaths } from './paths';

/** The longest group message after cleaning (code points); a longer one is refused, not cut. */
export const GROUP_MESSAGE_MAX = 2000;
/** Longest raw text a client may send (before emoji are stripped). */
export const GROUP_RAW_MAX = 40_000;
/** A group has 3 members at least (the creator and two chosen). */
export const GROUP_MIN_MEMBERS = 3;
export const GROUP_NAME_MAX = 12;
export const GROUP_HISTORY_PAGE_SIZE = 20;
/** The most groups a group search answers. */
export const GROUP_SEARCH_LIMIT = 20;
export const RED_PACKET_TITLE_MAX = 10;
export const RED_PACKET_DEFAULT_TITLE = '恭喜发财，大吉大利';
export const RED_PACKET_RECORD_PAGE_SIZE = 6;
/** Unclaimed shares go back to the sender this long after sending. */
export const RED_PACKET_TTL_MS = 24 * 60 * 60 * 1000;

/** Group names: Chinese characters, letters, digits and underscore, at most 12. */
export const GROUP_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]{1,12}$/u;

/** messageType of a group message. */
export const GROUP_MESSAGE_TYPE = { text: 1, redPacket: 5, tip: 10 } as const;
/** scene: 0 private, 1 group (every message of this file is a group one). */
export const SCENE_GROUP = 1;

/** System tip types (GroupTip.type). */
export const GROUP_TIP = { joined: 1, left: 2, dissolved: 3, mute: 4, muteAll: 5, refresh: 6, grabbed: 7 } as const;

/** Red packet type: 1 lucky (random shares of the total), 0 ordinary (every share the given amount). */
export const RED_PACKET_TYPE = { ordinary: 0, lucky: 1 } as const;
/** Card status of a packet for the viewer (in history): 0 nothing yet, 1 claimed by me, 2 expired, 3 fully claimed. */
export const RED_PACKET_CARD = { none: 0, mine: 1, expired: 2, finished: 3 } as const;
/** open_red_packet status: 0 can open, 1 opened by me (amount shown), 2 expired, 3 all taken. */
export const RED_PACKET_OPEN = { canOpen: 0, opened: 1, expired: 2, finished: 3 } as const;
/** Record status: 0 still open, 1 finished (all taken), 2 expired (the rest refunded). */
export const RED_PACKET_RECORD = { open: 0, finished: 1, expired: 2 } as const;

export const GroupConfig = Type.Object({
  /** 1: members added later see the messages from before they joined; 0: only from their joining on. */
  historyVisibility: Flag,
  enableAddMembersNotification: Flag,
  enableRemoveMembersNotification: Flag,
  enableMuteNotification: Flag,
  enableUnmuteNotification: Flag,
  enableMuteAllNotification: Flag,
  enableUnmuteAllNotification: Flag,
});
export type GroupConfig = Static<typeof GroupConfig>;
export const groupConfigKeys = Object.keys(GroupConfig.properties) as Array<keyof GroupConfig>;

export const GroupMember = Type.Object({
  userId: Type.Integer(),
  /** Real for the owner; for everyone else the first 3 characters plus ***. */
  userName: Type.String(),
  /** Real for the owner; for everyone else masked when it equals the user name. */
  nikeName: Type.String(),
  /** 1: muted by the owner or their inviter. */
  mute: Flag,
  onLine: Flag,
  /** Who added this member (the owner for the founding members); 0 for the owner. */
  inviter: Type.Integer(),
});
export type GroupMember = Static<typeof GroupMember>;

/** A group in my list. */
export const GroupSummary = Type.Object({
  gid: Type.Integer(),
  groupName: Type.String(),
  /** The owner's user id. */
  owner: Type.Integer(),
  /** 1: everyone but the owner is muted. */
  mute: Flag,
  memberCount: Type.Integer(),
  /** Messages after the last one I reported read (group_received), tips not counted. */
  unread: Type.Integer(),
  /** The latest message id (0 when none). */
  lastMessageId: Type.Integer(),
  config: GroupConfig,
});
export type GroupSummary = Static<typeof GroupSummary>;

/** group_detail: the group with its members (owner first, then by joining). */
export const GroupDetail = Type.Composite([
  GroupSummary,
  Type.Object({
    members: Type.Array(GroupMember),
    /** What I may do here (the rules above, worked out for me). */
    me: Type.Object({
      userId: Type.Integer(),
      isOwner: Type.Boolean(),
      /** 1: I am muted myself (not counting the all-mute). */
      mute: Flag,
      /** I may speak: the owner, or not muted while the group is not all-muted. */
      canSpeak: Type.Boolean(),
      canAddMembers: Type.Boolean(),
      /** Members I may mute and delete (every other member for the owner, those I invited otherwise). */
      manageable: Type.Array(Type.Integer()),
    }),
  }),
]);
export type GroupDetail = Static<typeof GroupDetail>;

/** groups: my groups and the limits of creating groups and sending red packets. */
export const GroupList = Type.Object({
  /** Groups I own. */
  groupCount: Type.Integer(),
  /** How many groups I may own; 0: I may not create groups. */
  groupLimit: Type.Integer(),
  memberLimit: Type.Integer(),
  groups: Type.Array(GroupSummary),
  redPacketEnabled: Flag,
  /** Most shares in one packet. */
  redPacketLimit: Type.Integer(),
  /** Lucky: the total of a packet within these. */
  redPacketMinAmount: Decimal,
  redPacketMaxAmount: Decimal,
  /** Ordinary: each share within these; lucky: each share at least the minimum. */
  perRedPacketMinAmount: Decimal,
  perRedPacketMaxAmount: Decimal,
});
export type GroupList = Static<typeof GroupList>;

/**
 * The red packet on a card in the conversation (messageType 5). The spec's `members` is not sent: it is
 * named without what it holds; who took a share is red_packet_detail's items.
 */
export const RedPacketCard = Type.Object({
  redPacketId: Type.Integer(),
  type: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** The title. */
  content: Type.String(),
  num: Type.Integer(),
  /** Lucky: the total; ordinary: each share. */
  amount: Decimal,
  sendUserId: Type.Integer(),
  sendNikeName: Type.String(),
  /** For the viewer: RED_PACKET_CARD (a live push carries 0; tips 7 move it on). */
  status: Type.Integer(),
  /** Epoch ms after which unclaimed shares are refunded. */
  expiredTime: Type.Integer(),
});
export type RedPacketCard = Static<typeof RedPacketCard>;

export const TipUser = Type.Object({ userId: Type.Integer(), nikeName: Type.String() });
export type TipUser = Static<typeof TipUser>;

/**
 * A system tip (messageType 10). Clients: types 1, 4, 5, 6 reload the group list and detail;
 * 2 removes the group when I am among `users`, else reloads the detail; 3 removes the group;
 * 7 moves a red-packet card on (grabUserId me → 已领取, end 1 → 已领完).
 */
export const GroupTip = Type.Object({
  type: Type.Integer({ minimum: 1, maximum: 7 }),
  gid: Type.Integer(),
  /** 1: show a line in the conversation (the group's notification switch for this kind is on). */
  display: Flag,
  /** Who did it (the owner or inviter; for 2 the leaver themself; for 7 the grabber). */
  operator: Type.Optional(TipUser),
  /** 1 joined, 2 left or deleted, 4 muted or unmuted: the members concerned. */
  users: Type.Array(TipUser),
  /** 4 and 5: 1 muted, 0 unmuted. */
  mute: Type.Optional(Flag),
  /** 7: the packet grabbed. */
  redPacket: Type.Optional(
    Type.Object({
      redPacketId: Type.Integer(),
      sendUserId: Type.Integer(),
      sendNikeName: Type.String(),
      grabUserId: Type.Integer(),
      grabNikeName: Type.String(),
      /** 1: that was the last share (the packet is fully claimed). */
      end: Flag,
    }),
  ),
});
export type GroupTip = Static<typeof GroupTip>;

/** A stored group message, a red-packet card or a tip (history and the group_message push). */
export const GroupMessage = Type.Object({
  /** The stored row's id (history pages by it); tips that are not stored carry 0. */
  id: Type.Integer(),
  /** The sender's client id (retries of one send store one message). */
  messageId: Type.String(),
  /** Sender user id (0 for a tip). */
  from: Type.Integer(),
  fromNikeName: Type.String(),
  /** The gid. */
  to: Type.Integer(),
  messageType: Type.Union([Type.Literal(1), Type.Literal(5), Type.Literal(10)]),
  /** Text as stored (show it as text, never HTML); the title of a packet; '' for a tip. */
  message: Type.String(),
  /** Epoch ms. */
  time: Type.Integer(),
  scene: Type.Literal(SCENE_GROUP),
  /** 1: group members. */
  acceptType: Type.Integer(),
  groupName: Type.String(),
  redPacket: Type.Optional(RedPacketCard),
  tip: Type.Optional(GroupTip),
});
export type GroupMessage = Static<typeof GroupMessage>;

export const GrabItem = Type.Object({
  userId: Type.Integer(),
  nikeName: Type.String(),
  grabTime: Type.Integer(),
  amount: Decimal,
  /** 1: the largest share of a finished lucky packet (the earliest on a tie). */
  best: Flag,
});

/** red_packet_detail: the packet, my share and who took what. */
export const RedPacketDetail = Type.Composite([
  RedPacketCard,
  Type.Object({
    /** My share ('0' when I took none). */
    grabAmount: Decimal,
    detail: Type.Object({
      num: Type.Integer(),
      /** The total of the packet. */
      total: Decimal,
      /** Taken so far. */
      grabAmount: Decimal,
      grabNum: Type.Integer(),
      sendTime: Type.Integer(),
      isFinish: Flag,
      /** When the last share was taken, or when it expired; 0 while open. */
      finishTime: Type.Integer(),
      isExpired: Flag,
      /** In the order taken. */
      items: Type.Array(GrabItem),
    }),
  }),
]);
export type RedPacketDetail = Static<typeof RedPacketDetail>;

/** open_red_packet: what the opening view shows. */
export const RedPacketOpenState = Type.Object({
  status: Type.Integer({ minimum: 0, maximum: 3 }),
  /** My share when status is 1. */
  amount: Type.Optional(Decimal),
  redPacket: RedPacketCard,
});
export type RedPacketOpenState = Static<typeof RedPacketOpenState>;

export const RedPacketGrab = Type.Object({
  redPacketId: Type.Integer(),
  /** My share. */
  amount: Decimal,
  /** 1: mine was the last share. */
  end: Flag,
  /** My main wallet after the credit. */
  balance: Decimal,
});
export type RedPacketGrab = Static<typeof RedPacketGrab>;

export const RedPacketRecordItem = Type.Object({
  redPacketId: Type.Integer(),
  type: Type.Integer(),
  content: Type.String(),
  sendNikeName: Type.String(),
  /** My share (received records); '0' in sent records. */
  grabAmount: Decimal,
  /** The packet's total. */
  amount: Decimal,
  /** RED_PACKET_RECORD. */
  status: Type.Integer(),
  num: Type.Integer(),
  /** Shares not taken. */
  stock: Type.Integer(),
  sendTime: Type.Integer(),
  /** When I took mine (received records); 0 in sent records. */
  grabTime: Type.Integer(),
  best: Flag,
});
export type RedPacketRecordItem = Static<typeof RedPacketRecordItem>;

export const RedPacketRecords = Type.Object({
  /** Received: the sum of my shares in the year; sent: the sum of the packets sent. */
  totalAmount: Decimal,
  totalItem: Type.Integer(),
  /** Received: how many times mine was the best share; sent: 0. */
  bestCount: Type.Integer(),
  list: Type.Array(RedPacketRecordItem),
});
export type RedPacketRecords = Static<typeof RedPacketRecords>;

/** add_members: one result per requested user; code 1 added, otherwise the error code and message. */
export const MemberResult = Type.Object({ userId: Type.Integer(), userName: Type.String(), code: Type.Integer(), msg: Type.String() });
export type MemberResult = Static<typeof MemberResult>;

const Gid = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const UserId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const RedPacketId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** User ids as a comma list ("12,15"), as the page sends them. */
const UserIdList = Type.String({ minLength: 1, maxLength: 2000, pattern: '^\\d{1,10}(,\\d{1,10})*$' });
const Page = Type.Integer({ minimum: 1, maximum: 100_000 });

/** update_group: the name and/or config keys spelled `config.<key>`. */
const configUpdates = Object.fromEntries(groupConfigKeys.map((key) => [`config.${key}`, Type.Optional(Flag)])) as Record<
  `config.${keyof GroupConfig}`,
  TOptional<typeof Flag>
>;

export const groupEndpoints = {
  groups: defineEndpoint({ method: 'GET', path: groupPaths.groups, response: GroupList }),
  /** Creates a group of me and the listed users; all or nothing (the failure: 建群失败 with msg). */
  createGroup: defineEndpoint({
    method: 'POST',
    path: groupPaths.createGroup,
    body: Type.Object({ groupName: Type.String({ maxLength: 64 }), userId: UserIdList }),
    response: Type.Object({ gid: Type.Integer() }),
  }),
  /** Owner only. */
  updateGroup: defineEndpoint({
    method: 'POST',
    path: groupPaths.updateGroup,
    body: Type.Object({ gid: Gid, groupName: Type.Optional(Type.String({ maxLength: 64 })), ...configUpdates }),
    response: GroupDetail,
  }),
  addMembers: defineEndpoint({
    method: 'POST',
    path: groupPaths.addMembers,
    body: Type.Object({ gid: Gid, userId: UserIdList }),
    response: Type.Object({ list: Type.Array(MemberResult), memberCount: Type.Integer() }),
  }),
  /** Deletes members; when 3 or fewer would remain the group is dissolved instead. */
  kickMembers: defineEndpoint({
    method: 'POST',
    path: groupPaths.kickMembers,
    body: Type.Object({ gid: Gid, userId: UserIdList }),
    response: Type.Object({ dissolved: Flag, memberCount: Type.Integer() }),
  }),
  mute: defineEndpoint({ method: 'POST', path: groupPaths.mute, body: Type.Object({ gid: Gid, userId: UserId, mute: Flag }), response: Done }),
  /** Owner only. */
  muteAll: defineEndpoint({ method: 'POST', path: groupPaths.muteAll, body: Type.Object({ gid: Gid, mute: Flag }), response: Done }),
  /** Anyone but the owner; when 3 or fewer would remain the group is dissolved. */
  leaveGroup: defineEndpoint({ method: 'POST', path: groupPaths.leaveGroup, body: Type.Object({ gid: Gid }), response: Type.Object({ dissolved: Flag }) }),
  /** Owner only: dissolves the group. */
  removeGroup: defineEndpoint({ method: 'POST', path: groupPaths.removeGroup, body: Type.Object({ gid: Gid }), response: Done }),
  /**
   * The group search of the chat panel's user/group search (spec 2 §2, §7 "group search by name"): the live
   * groups I am in whose name contains the text (`name`; `groupName` is read too), the latest conversation first,
   * at most GROUP_SEARCH_LIMIT. Spec 2 lists two searches, sub_search (GET) and search (POST); search is the
   * user search by userName, so sub_search is the group search (it searched my downline by name before, which
   * POST search also answers). No text: 6203 请填写群名称.
   */
  searchGroups: defineEndpoint({
    method: 'GET',
    path: chatPaths.subSearch,
    query: Type.Object({ name: Type.Optional(Type.String({ maxLength: 16 })), groupName: Type.Optional(Type.String({ maxLength: 16 })) }),
    response: Type.Array(GroupSummary, { maxItems: GROUP_SEARCH_LIMIT }),
  }),
  groupDetail: defineEndpoint({ method: 'GET', path: groupPaths.groupDetail, query: Type.Object({ gid: Gid }), response: GroupDetail }),
  /**
   * A page of the conversation, oldest first: without `id` the latest page, with it the page before
   * that message. A member who joined while historyVisibility was 0 sees only messages from their joining on.
   */
  groupHistoryMessage: defineEndpoint({
    method: 'GET',
    path: groupPaths.groupHistoryMessage,
    query: Type.Object({ gid: Gid, id: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })) }),
    response: Type.Object({ list: Type.Array(GroupMessage), hasMore: Type.Boolean() }),
  }),
  /** Sends a packet to a group I am in and may speak in; debits my main wallet (fund password). */
  sendRedPacket: defineEndpoint({
    method: 'POST',
    path: groupPaths.sendRedPacket,
    body: Type.Object({
      scene: Type.Literal(SCENE_GROUP),
      /** The gid. */
      targetId: Gid,
      type: Type.Union([Type.Literal(0), Type.Literal(1)]),
      /** The title; empty: the default title. */
      content: Type.Optional(Type.String({ maxLength: 200 })),
      num: Type.Integer({ minimum: 0, maximum: 100_000 }),
      /** Lucky: the total; ordinary: each share. */
      amount: Type.String({ maxLength: 20 }),
      paypwd: Type.String({ maxLength: 64 }),
      /** Optional: the client's id for this send (or the Idempotency-Key header), reused on retry (one packet, one debit). */
      requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    }),
    response: Type.Object({ redPacketId: Type.Integer(), message: GroupMessage, balance: Decimal }),
  }),
  /** Takes a share (decided now); errors: already taken by me, all taken, expired, not a member. */
  grabRedPacket: defineEndpoint({ method: 'POST', path: groupPaths.grabRedPacket, body: Type.Object({ redPacketId: RedPacketId }), response: RedPacketGrab }),
  /** What the opening view shows, without taking anything. */
  openRedPacket: defineEndpoint({
    method: 'POST',
    path: groupPaths.openRedPacket,
    body: Type.Object({ redPacketId: RedPacketId }),
    response: RedPacketOpenState,
  }),
  redPacketDetail: defineEndpoint({
    method: 'GET',
    path: groupPaths.redPacketDetail,
    query: Type.Object({ redPacketId: RedPacketId }),
    response: RedPacketDetail,
  }),
  /** Packets I took a share of in the year (this year or last year), newest first, pages of 6. */
  grabRedPacketRecord: defineEndpoint({
    method: 'GET',
    path: groupPaths.grabRedPacketRecord,
    query: Type.Object({
      year: Type.Integer({ minimum: 2000, maximum: 2200 }),
      currPage: Type.Optional(Page),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RED_PACKET_RECORD_PAGE_SIZE })),
    }),
    response: RedPacketRecords,
  }),
  /** Packets I sent in the year, newest first, pages of 6. */
  sendRedPacketRecord: defineEndpoint({
    method: 'GET',
    path: groupPaths.sendRedPacketRecord,
    query: Type.Object({
      year: Type.Integer({ minimum: 2000, maximum: 2200 }),
      currPage: Type.Optional(Page),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RED_PACKET_RECORD_PAGE_SIZE })),
    }),
    response: RedPacketRecords,
  }),
} as const;

/** Client → server group_message. */
export const GroupSend = Type.Object({
  /** The client's id for this send, reused on retry. */
  messageId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  gid: Gid,
  message: Type.String({ maxLength: GROUP_RAW_MAX }),
});
export type GroupSend = Static<typeof GroupSend>;

/** The ack of group_message: code 1 with the stored message, or an error code and message. */
export interface GroupAck {
  code: number;
  msg: string;
  result?: GroupMessage;
}

/** Client → server group_received: I have read the group up to this message id (no ack). */
export const GroupReceived = Type.Object({ gid: Gid, id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) });
export type GroupReceived = Static<typeof GroupReceived>;
