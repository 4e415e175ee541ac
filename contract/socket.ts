/**
 * socket.io events on path /onlineio (query userName, appId 1), authenticated by the session cookie. One
 * socket per logged-in page carries them all, opened at log-in rather than on first entering /lottery (spec 1
 * §4), since wins, chat and credited deposits must reach the player on any page.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint } from './endpoint';
import { lotteryPaths } from './paths';
import type { ChatAck, ChatMessage, ChatOnOffline, ChatSend } from './chat';
import type { GroupAck, GroupMessage, GroupReceived, GroupSend } from './groups';
import type { ChatAdminMessage } from './letters';
import type { IssueNo, LotteryCode } from './primitives';

/** Broadcast to every connected socket when an issue is drawn. */
export interface LotteryDrawMessage {
  lottery: LotteryCode;
  issue: IssueNo;
  code: string;
  /** The revealed seed (provable fairness), and its commitment published before sales opened. */
  seed: string;
  seedHash: string;
}
/**
 * To the winner's room (user:<id>) after settlement, one per winning order. The wins are also
 * stored: a socket that was away fetches the ones it missed (lotteryPaths.awardNotices).
 */
export const LotteryAwardMessage = Type.Object({
  /** The stored notice (one per user and draw) this win belongs to: the catch-up's cursor. */
  noticeId: Type.Integer(),
  bonus: Decimal,
  issue: Type.String(),
  lottery: Type.String(),
  /** Play name (中文). */
  method: Type.String(),
  orderId: Type.String(),
});
export type LotteryAwardMessage = Static<typeof LotteryAwardMessage>;
/**
 * lotteryPaths.awardNotices?after=<cursor>: the wins of the notices after the cursor (oldest
 * first, at most the latest AWARD_NOTICES_MAX), and the cursor to send next time. Without
 * `after`: no wins, only the current cursor (where a fresh page starts). A win may arrive
 * both pushed and fetched: its orderId tells them apart.
 */
export const AwardNotices = Type.Object({ notices: Type.Array(LotteryAwardMessage), cursor: Type.Integer() });
export type AwardNotices = Static<typeof AwardNotices>;
export const AWARD_NOTICES_MAX = 50;
/** The catch-up of missed wins (session). */
export const awardNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.awardNotices,
  query: Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })) }),
  response: AwardNotices,
});

/** Sent on connect; the REST state stays the truth (a socket event is only a hint). */
export interface HelloMessage {
  uin: number;
  cn: string;
  serverTime: number;
}

export const socketEvents = {
  hello: 'hello',
  draw: 'lottery_draw_message',
  award: 'lottery_award_message',
  chatMessage: 'chat_message',
  chatOnOffline: 'chat_onoffline',
  /** An administrator notice to the user's room (one user) or to everyone (contract/letters.ts). */
  chatAdmin: 'chat_admin',
  /** A deposit was credited (to the credited player's room; contract/payment.ts). Not a spec event: the wallet refreshes without polling. */
  rechargeSuccess: 'recharge_success',
  /** Group messages, red-packet cards and system tips to the group's room (contract/groups.ts). */
  groupMessage: 'group_message',
  groupReceived: 'group_received',
} as const;

/** A deposit credited: refresh the balance (the balance call stays the truth). */
export interface RechargeSuccessMessage {
  spsn: string;
  /** Yuan credited (after the fee, with any bonus). */
  amount: string;
}

export interface ServerToClientEvents {
  hello: (message: HelloMessage) => void;
  lottery_draw_message: (message: LotteryDrawMessage) => void;
  lottery_award_message: (message: LotteryAwardMessage) => void;
  chat_admin: (message: ChatAdminMessage) => void;
  /** A message to me (any of my sockets), or one I sent from another tab. */
  chat_message: (message: ChatMessage) => void;
  /** A contact's first socket connected (1) or their last one closed (2). */
  chat_onoffline: (event: ChatOnOffline) => void;
  recharge_success: (message: RechargeSuccessMessage) => void;
  /**
   * To every member's sockets: a text (1), a red-packet card (5) or a system tip (10, GroupTip 1-7).
   * Members join the room group:<gid> when they connect and when they are added, on every process.
   */
  group_message: (message: GroupMessage) => void;
}
export interface ClientToServerEvents {
  /** Sends a message (contract/chat.ts ChatSend); the ack carries the stored message with code 1. */
  chat_message: (message: ChatSend, ack: (answer: ChatAck) => void) => void;
  /** Sends a group text (contract/groups.ts GroupSend, at most 2000 characters); the ack carries the stored message with code 1. */
  group_message: (message: GroupSend, ack: (answer: GroupAck) => void) => void;
  /** I have read the group up to this message id. */
  group_received: (read: GroupReceived) => void;
}
