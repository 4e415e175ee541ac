/**
 * A red packet's card as a viewer sees it: the group messages show these cards, so this is the
 * red-packet domain's public file for the groups.
 */
import { RED_PACKET_CARD, RED_PACKET_TYPE, type RedPacketCard } from '../../../contract/groups';
import { formatCents, type MinorUnits } from '../../../rules/money';
import { evenShare } from '../../../rules/red-packets';
import type { ServerDeps } from '../../deps';
import { publicName } from '../groups/rules';
import * as rq from './queries';
import type { RedPacketId, UserId } from '../../db/ids';

export type PacketRow = Awaited<ReturnType<typeof rq.packetById>>;

/** The card's amount: a lucky packet's total, an ordinary one's share. */
const cardAmount = (p: { type: number; total: MinorUnits; num: number }) => formatCents(p.type === RED_PACKET_TYPE.lucky ? p.total : evenShare(p.total, p.num));

export function cardOf(p: NonNullable<PacketRow>, status: number): RedPacketCard {
  return {
    redPacketId: p.id,
    type: p.type === 1 ? 1 : 0,
    content: p.title,
    num: p.num,
    amount: cardAmount(p),
    sendUserId: p.sender_id,
    sendNikeName: publicName({ username: p.sender_name, nickname: p.sender_nick }),
    status,
    expiredTime: p.expires_at,
  };
}

export const isExpired = (p: { status: number; expires_at: number }, now: number) => p.status === 2 || (p.status === 0 && now >= p.expires_at);
export const isFinished = (p: { status: number; grabbed_num: number; num: number }) => p.status === 1 || p.grabbed_num >= p.num;

/** Status of a card or the opening view for a viewer (the card and open codes agree: 1 mine, 2 expired, 3 all taken). */
export function viewerStatus(p: NonNullable<PacketRow>, mine: boolean, now: number): number {
  if (mine) return RED_PACKET_CARD.mine;
  if (isFinished(p)) return RED_PACKET_CARD.finished;
  if (isExpired(p, now)) return RED_PACKET_CARD.expired;
  return RED_PACKET_CARD.none;
}

/** The cards of these packets as the viewer sees them. */
export function redPacketCards({ db, clock }: Pick<ServerDeps, 'db' | 'clock'>) {
  return async function cardsFor(ids: RedPacketId[], viewerId: UserId): Promise<Map<RedPacketId, RedPacketCard>> {
    if (ids.length === 0) return new Map();
    const [packets, grabs] = await Promise.all([rq.packetsByIds(db, ids), rq.grabbedAmong(db, ids, viewerId)]);
    const mine = new Set(grabs.map((g) => g.packet_id));
    const now = clock.now();
    return new Map(packets.map((p) => [p.id, cardOf(p, viewerStatus(p, mine.has(p.id), now))]));
  };
}
