/** The red packets' tables: packets and grabs (the escrow account they are paid through is the wallet's: ledger.ts). */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { userNamesOf } from '../users/queries';
import { addMinor, minorUnits, type MinorUnits } from '../../../rules/money';
import { redPacketId, userId, type RedPacketId, type UserId } from '../../db/ids';

type Q = Db | Tx;

/** The rows with their senders' names (`sender_id`), read through the users' public file: one look-up for the list. */
async function withSenderNames<Row extends { sender_id: UserId }>(db: Q, rows: Row[]): Promise<Array<Row & { sender_name: string; sender_nick: string }>> {
  const senderIds = rows.map((r) => r.sender_id);
  const names = await userNamesOf(db, senderIds);
  return rows.map((r) => {
    const { username, nickname } = names.get(r.sender_id)!;
    return { ...r, sender_name: username, sender_nick: nickname };
  });
}

/** A packet with its sender's names; `lock` takes the packet's row lock. */
export async function packetById(db: Q, id: RedPacketId, lock = false) {
  let query = db.selectFrom('red_packets').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && (await withSenderNames(db, [row]))[0];
}

export async function packetsByIds(db: Q, ids: RedPacketId[]) {
  return withSenderNames(db, await db.selectFrom('red_packets').selectAll().where('id', 'in', ids).execute());
}

/** Which of these packets the user has grabbed. */
export async function grabbedAmong(db: Q, ids: RedPacketId[], userId: UserId): Promise<Array<{ packet_id: RedPacketId }>> {
  return db.selectFrom('red_packet_grabs').select('packet_id').where('packet_id', 'in', ids).where('user_id', '=', userId).execute();
}

/** The user's grab of one packet, if any. */
export async function grabOf(db: Q, packetId: RedPacketId, userId: UserId): Promise<{ id: number; amount: MinorUnits } | undefined> {
  return db.selectFrom('red_packet_grabs').select(['id', 'amount']).where('packet_id', '=', packetId).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertPacket(tx: Tx, packet: Insertable<Database['red_packets']>) {
  return tx.insertInto('red_packets').values(packet).returningAll().executeTakeFirstOrThrow();
}

/** Records a grab and moves the packet's counts (under the packet's row lock); `end` marks it finished. */
export async function recordGrab(
  tx: Tx,
  packet: { id: RedPacketId; grabbed_num: number; grabbed_amount: MinorUnits },
  grab: { userId: UserId; amount: MinorUnits; now: number; end: boolean },
): Promise<void> {
  await tx.insertInto('red_packet_grabs').values({ packet_id: packet.id, user_id: grab.userId, amount: grab.amount, created_at: grab.now }).execute();
  await tx
    .updateTable('red_packets')
    .set({
      grabbed_num: packet.grabbed_num + 1,
      grabbed_amount: addMinor(packet.grabbed_amount, grab.amount),
      ...(grab.end ? { status: 1, finished_at: grab.now } : {}),
    })
    .where('id', '=', packet.id)
    .execute();
}

/** Every grab of a packet with the grabber's names, in the order taken. */
export async function grabsOfPacket(db: Q, packetId: RedPacketId) {
  const grabs = await db.selectFrom('red_packet_grabs').select(['user_id', 'amount', 'created_at']).where('packet_id', '=', packetId).orderBy('id').execute();
  const grabberIds = grabs.map((g) => g.user_id);
  const names = await userNamesOf(db, grabberIds);
  return grabs.map((g) => ({ ...g, ...names.get(g.user_id)! }));
}

/** The best share of each finished lucky packet among these: packet id → grabber (the largest, the earliest on a tie). */
export async function bestGrabbers(db: Q, ids: RedPacketId[]): Promise<Map<RedPacketId, UserId>> {
  const { rows } = await sql<{ packet_id: number; user_id: number }>`
    SELECT DISTINCT ON (g.packet_id) g.packet_id, g.user_id
    FROM red_packet_grabs g JOIN red_packets p ON p.id = g.packet_id
    WHERE g.packet_id = ANY(${ids}::bigint[]) AND p.type = 1 AND p.num > 1 AND p.grabbed_num = p.num
    ORDER BY g.packet_id, g.amount DESC, g.id`.execute(db);
  return new Map(rows.map((r) => [redPacketId(Number(r.packet_id)), userId(Number(r.user_id))]));
}

interface YearPage {
  userId: UserId;
  from: number;
  to: number;
  page: number;
  size: number;
}

const totalsOf = (totals: { n: number; sum: number }) => ({ n: Number(totals.n), sum: minorUnits(Number(totals.sum)) });

/** The user's grabs in [from, to): count and sum, one page newest first with the packets, and every packet id. */
export async function receivedPage(db: Q, q: YearPage) {
  const base = db.selectFrom('red_packet_grabs as g').where('g.user_id', '=', q.userId).where('g.created_at', '>=', q.from).where('g.created_at', '<', q.to);
  const [totals, rows, allIds] = await Promise.all([
    base.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('g.amount'), eb.val(0)).as('sum')]).executeTakeFirstOrThrow(),
    base
      .innerJoin('red_packets as p', 'p.id', 'g.packet_id')
      .selectAll('p')
      .select(['g.amount as grab_amount', 'g.created_at as grab_time'])
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .offset((q.page - 1) * q.size)
      .limit(q.size)
      .execute(),
    base.select('g.packet_id').execute(),
  ]);
  return { totals: totalsOf(totals), rows: await withSenderNames(db, rows), allIds };
}

/** The user's packets sent in [from, to): count and sum, and one page newest first. */
export async function sentPage(db: Q, q: YearPage) {
  const base = db.selectFrom('red_packets as p').where('p.sender_id', '=', q.userId).where('p.created_at', '>=', q.from).where('p.created_at', '<', q.to);
  const [totals, rows] = await Promise.all([
    base.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('p.total'), eb.val(0)).as('sum')]).executeTakeFirstOrThrow(),
    base
      .selectAll('p')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .offset((q.page - 1) * q.size)
      .limit(q.size)
      .execute(),
  ]);
  return { totals: totalsOf(totals), rows };
}

/**
 * Takes the next packet expired by `now` (skipping one another pass holds) and marks it expired with what is left
 * to refund; undefined when none is left, `{ id, rest: 0, flipped: false }` when another pass flipped it first.
 */
export async function expireNextPacket(
  tx: Tx,
  now: number,
): Promise<{ id: RedPacketId; rest: MinorUnits; flipped: false } | { id: RedPacketId; senderId: UserId; rest: MinorUnits; flipped: true } | undefined> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM red_packets WHERE status = 0 AND expires_at <= ${now} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(tx);
  const next = rows[0];
  if (next === undefined) return undefined;
  const id = redPacketId(Number(next.id));
  const flipped = await sql<{ sender_id: number; rest: number }>`
    UPDATE red_packets SET status = 2, finished_at = ${now}, refunded = total - grabbed_amount
    WHERE id = ${id} AND status = 0 RETURNING sender_id, refunded AS rest`.execute(tx);
  const row = flipped.rows[0];
  if (!row) return { id, rest: minorUnits(0), flipped: false };
  return { id, senderId: userId(Number(row.sender_id)), rest: minorUnits(Number(row.rest)), flipped: true };
}

/** The shares neither taken nor refunded, over every packet: what the escrow account should hold. */
export async function unclaimedTotal(db: Db): Promise<MinorUnits> {
  const { rows } = await sql<{ total: number }>`SELECT COALESCE(SUM(total - grabbed_amount - refunded), 0)::bigint AS total FROM red_packets`.execute(db);
  return minorUnits(Number(rows[0]!.total));
}
