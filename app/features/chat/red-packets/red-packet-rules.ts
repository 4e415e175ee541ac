/**
 * Red-packet rules checked before sending (the server checks them again): the count, the amount
 * by type, the title, and the total the send view shows. Amounts are decimal strings; sums use
 * decimal.js.
 */
import Decimal from 'decimal.js';
import { cleanChatText } from '../../../../contract/chat';
import { RED_PACKET_CARD, RED_PACKET_DEFAULT_TITLE, RED_PACKET_TITLE_MAX, RED_PACKET_TYPE, type GroupList } from '../../../../contract/groups';
import type { RedPacketCardState } from '../../../../design-system';
import { errorCodes } from '../../../../contract/primitives';

export type RedPacketLimits = Pick<
  GroupList,
  'redPacketLimit' | 'redPacketMinAmount' | 'redPacketMaxAmount' | 'perRedPacketMinAmount' | 'perRedPacketMaxAmount'
>;
export type RedPacketType = (typeof RED_PACKET_TYPE)[keyof typeof RED_PACKET_TYPE];

export const redPacketKinds: Record<RedPacketType, string> = { 1: '拼手气红包', 0: '普通红包' };

const amountPattern = /^\d+(\.\d{1,2})?$/;

export const countMessage = (limit: number) => `红包个数1-${limit}个`;

export function countProblem(count: string, limit: number): string | null {
  const n = /^\d+$/.test(count) ? Number(count) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= limit ? null : countMessage(limit);
}

/** The amount field: lucky, the total; ordinary, each share. */
export function amountProblem(type: RedPacketType, amount: string, count: number, limits: RedPacketLimits): string | null {
  if (!amountPattern.test(amount) || new Decimal(amount).lte(0)) return errorCodes.redPacketAmount.msg;
  const value = new Decimal(amount);
  const perMin = new Decimal(limits.perRedPacketMinAmount);
  if (type === RED_PACKET_TYPE.lucky) {
    if (value.lt(limits.redPacketMinAmount) || value.gt(limits.redPacketMaxAmount))
      return `红包总金额${limits.redPacketMinAmount}-${limits.redPacketMaxAmount}元`;
    if (count >= 1 && value.lt(perMin.times(count))) return `单个红包不可低于${limits.perRedPacketMinAmount}元`;
    return null;
  }
  if (value.lt(perMin)) return `单个红包不可低于${limits.perRedPacketMinAmount}元`;
  if (value.gt(limits.perRedPacketMaxAmount)) return `单个红包不可高于${limits.perRedPacketMaxAmount}元`;
  return null;
}

/** What the packet costs: lucky, the amount; ordinary, the amount × count (2 decimals). */
export function redPacketTotal(type: RedPacketType, amount: string, count: number): string {
  if (!amountPattern.test(amount)) return '0.00';
  const value = new Decimal(amount);
  return (type === RED_PACKET_TYPE.lucky ? value : value.times(Number.isInteger(count) && count > 0 ? count : 0)).toFixed(2);
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
