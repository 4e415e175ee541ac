/**
 * The send view's side of the red-packet rules: the form's fields as the share rules (rules/red-packets.ts,
 * which the server checks again) take them, their problems as the catalogue's messages, the title, and
 * how a card looks.
 */
import { cleanChatText } from '../../../../contract/chat';
import { RED_PACKET_CARD, RED_PACKET_DEFAULT_TITLE, RED_PACKET_TITLE_MAX, RED_PACKET_TYPE, type GroupList } from '../../../../contract/groups';
import type { RedPacketCardState } from './RedPacketCard';
import { errorCodes } from '../../../../contract/primitives';
import { redPacketAmountProblem, redPacketCountProblem, redPacketTotal as shareRulesTotal, type RedPacketProblem } from '../../../../rules/red-packets';

export type RedPacketLimits = Pick<
  GroupList,
  'redPacketLimit' | 'redPacketMinAmount' | 'redPacketMaxAmount' | 'perRedPacketMinAmount' | 'perRedPacketMaxAmount'
>;
export type RedPacketType = (typeof RED_PACKET_TYPE)[keyof typeof RED_PACKET_TYPE];

export const redPacketKinds: Record<RedPacketType, string> = { 1: '拼手气红包', 0: '普通红包' };

/** What the player reads for a problem: the message naming the limit's figures, else the catalogue's. */
const messageOf = (problem: RedPacketProblem | null): string | null => (problem ? (problem.message ?? errorCodes[problem.code].msg) : null);

/** The count field (digits only): 1 to redPacketLimit. */
export function countProblem(count: string, limit: number): string | null {
  return messageOf(redPacketCountProblem(/^\d+$/.test(count) ? Number(count) : NaN, limit));
}

/** The amount field: lucky, the total; ordinary, each share. */
export function amountProblem(type: RedPacketType, amount: string, count: number, limits: RedPacketLimits): string | null {
  return messageOf(redPacketAmountProblem(type === RED_PACKET_TYPE.lucky, amount, count, limits));
}

/** What the packet costs: lucky, the amount; ordinary, the amount × count (2 decimals). */
export function redPacketTotal(type: RedPacketType, amount: string, count: number): string {
  return shareRulesTotal(type === RED_PACKET_TYPE.lucky, amount, count);
}

/** The title: emoji stripped, at most 10 characters; empty, the default greeting. */
export function redPacketTitle(raw: string): string {
  const text = [...cleanChatText(raw)].slice(0, RED_PACKET_TITLE_MAX).join('');
  return text || RED_PACKET_DEFAULT_TITLE;
}

/** A card's look for the viewer: RED_PACKET_CARD, with an open packet past its time shown expired. */
export function cardState(status: number, expiredTime: number, now: number): RedPacketCardState {
  if (status === RED_PACKET_CARD.mine) return 'claimed';
  if (status === RED_PACKET_CARD.finished) return 'finished';
  if (status === RED_PACKET_CARD.expired || now >= expiredTime) return 'expired';
  return 'open';
}
