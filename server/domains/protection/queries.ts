/** The protection domain's SQL: the player's protection row and limits, and the figures the limits count. */
import { sql, type Selectable } from 'kysely';
import { ORDER_STATUS } from '../../../contract/lottery';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { PlayerProtectionTable, ProtectionLimitsTable } from '../../db/schema';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

export type ProtectionRow = Selectable<PlayerProtectionTable>;
export type LimitRow = Selectable<ProtectionLimitsTable>;

/** The player's protection row, locked until `tx` ends (undefined: the player never set anything). */
export const lockProtection = (tx: Tx, userId: UserId) =>
  tx.selectFrom('player_protection').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();

export const protectionOf = (db: Db | Tx, userId: UserId) => db.selectFrom('player_protection').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Creates the player's row if missing, then locks it. */
export async function claimProtection(tx: Tx, userId: UserId, now: number): Promise<ProtectionRow> {
  await tx
    .insertInto('player_protection')
    .values({ user_id: userId, pause_kind: null, paused_until: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await lockProtection(tx, userId))!;
}

export const limitsOf = (db: Db | Tx, userId: UserId) => db.selectFrom('protection_limits').selectAll().where('user_id', '=', userId).execute();

export async function saveLimit(tx: Tx, row: LimitRow): Promise<void> {
  await tx
    .insertInto('protection_limits')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'limit_name'])
        .doUpdateSet({ amount: row.amount, pending_amount: row.pending_amount, pending_at: row.pending_at, updated_at: row.updated_at }),
    )
    .execute();
}

export async function savePause(tx: Tx, userId: UserId, kind: 'coolOff' | 'exclusion', until: number, now: number): Promise<void> {
  await tx.updateTable('player_protection').set({ pause_kind: kind, paused_until: until, updated_at: now }).where('user_id', '=', userId).execute();
}

/** Journal kinds of play: stakes out, cancellation and win-stop refunds back, prizes (with ties' refunds and rebates) in. */
const STAKE_KINDS = ['bet', 'game_bet', 'refund'];
const PLAY_KINDS = [...STAKE_KINDS, 'settle', 'game_payout'];

/** A sum the SQL gives as text (it may exceed int8's parser's range before it is checked here). */
const money = (text: string): MinorUnits => minorUnits(Number(text));

export interface PlayFigures {
  /** Stakes booked since each start (a chase's every issue when booked), less the stakes refunded. */
  stakedDay: MinorUnits;
  /** Net loss of play since each start: stakes − what play paid back. */
  lossDay: MinorUnits;
  lossWeek: MinorUnits;
  lossMonth: MinorUnits;
}

/**
 * The player's play figures from the ledger: every entry of their accounts (the main lottery
 * wallet and the game wallets) in journals of play since the period starts given.
 */
export async function playFigures(db: Db | Tx, userId: UserId, starts: { day: number; week: number; month: number }): Promise<PlayFigures> {
  const from = Math.min(starts.day, starts.week, starts.month);
  const r = await sql<{ staked_day: string; loss_day: string; loss_week: string; loss_month: string }>`
    SELECT
      COALESCE(SUM(CASE WHEN j.created_at >= ${starts.day} AND j.kind = ANY(${STAKE_KINDS}::text[]) THEN -e.amount ELSE 0 END), 0)::text AS staked_day,
      COALESCE(SUM(CASE WHEN j.created_at >= ${starts.day} THEN -e.amount ELSE 0 END), 0)::text AS loss_day,
      COALESCE(SUM(CASE WHEN j.created_at >= ${starts.week} THEN -e.amount ELSE 0 END), 0)::text AS loss_week,
      COALESCE(SUM(CASE WHEN j.created_at >= ${starts.month} THEN -e.amount ELSE 0 END), 0)::text AS loss_month
    FROM accounts a
    JOIN entries e ON e.account_id = a.id
    JOIN journal j ON j.id = e.journal_id
    WHERE a.user_id = ${userId} AND j.created_at >= ${from} AND j.kind = ANY(${PLAY_KINDS}::text[])`.execute(db);
  const row = r.rows[0]!;
  return { stakedDay: money(row.staked_day), lossDay: money(row.loss_day), lossWeek: money(row.loss_week), lossMonth: money(row.loss_month) };
}

/** Deposit orders made for the player (pending or credited: what is in flight counts) since each start. */
export async function depositFigures(
  db: Db | Tx,
  userId: UserId,
  starts: { day: number; week: number; month: number },
): Promise<{ day: MinorUnits; week: MinorUnits; month: MinorUnits }> {
  const from = Math.min(starts.day, starts.week, starts.month);
  const r = await sql<{ day: string; week: string; month: string }>`
    SELECT
      COALESCE(SUM(CASE WHEN created_at >= ${starts.day} THEN amount ELSE 0 END), 0)::text AS day,
      COALESCE(SUM(CASE WHEN created_at >= ${starts.week} THEN amount ELSE 0 END), 0)::text AS week,
      COALESCE(SUM(CASE WHEN created_at >= ${starts.month} THEN amount ELSE 0 END), 0)::text AS month
    FROM deposit_orders WHERE user_id = ${userId} AND created_at >= ${from} AND status IN (0, 1)`.execute(db);
  const row = r.rows[0]!;
  return { day: money(row.day), week: money(row.week), month: money(row.month) };
}

/** The player's chases that still have pending issues, with those issues. */
export async function openChasesOf(db: Db | Tx, userId: UserId): Promise<Array<{ traceNo: string; issues: string[] }>> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('traces as t', 't.id', 'o.trace_id')
    .select(['t.trace_no', 'o.issue_no'])
    .where('t.user_id', '=', userId)
    .where('o.status', '=', ORDER_STATUS.pending)
    .execute();
  const byTrace = new Map<string, string[]>();
  for (const r of rows) byTrace.set(r.trace_no, [...(byTrace.get(r.trace_no) ?? []), r.issue_no]);
  return [...byTrace].map(([traceNo, issues]) => ({ traceNo, issues }));
}

/** Players paused now who still have chase issues pending, or chases still booking. */
export async function pausedPlayersWithOpenChases(db: Db, now: number): Promise<UserId[]> {
  const rows = await db
    .selectFrom('player_protection as p')
    .select('p.user_id')
    .where('p.paused_until', '>', now)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('orders as o')
            .select('o.id')
            .whereRef('o.user_id', '=', 'p.user_id')
            .where('o.trace_id', 'is not', null)
            .where('o.status', '=', ORDER_STATUS.pending),
        ),
        eb.exists(eb.selectFrom('traces as t').select('t.id').whereRef('t.user_id', '=', 'p.user_id').where('t.unbooked', 'is not', null)),
      ]),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

export async function saveRealityMinutes(tx: Tx, userId: UserId, minutes: number, now: number): Promise<void> {
  await tx.updateTable('player_protection').set({ reality_minutes: minutes, updated_at: now }).where('user_id', '=', userId).execute();
}

/** When the log-in session started (undefined: it has ended). */
export async function sessionStartOf(db: Db | Tx, tokenHash: string): Promise<number | undefined> {
  return (await db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst())?.created_at;
}

/** The net result of play (positive = won) on the player's accounts since `from`. */
export async function playNetSince(db: Db | Tx, userId: UserId, from: number): Promise<MinorUnits> {
  const r = await sql<{ net: string }>`
    SELECT COALESCE(SUM(e.amount), 0)::text AS net
    FROM accounts a JOIN entries e ON e.account_id = a.id JOIN journal j ON j.id = e.journal_id
    WHERE a.user_id = ${userId} AND j.created_at >= ${from} AND j.kind = ANY(${PLAY_KINDS}::text[])`.execute(db);
  return money(r.rows[0]!.net);
}

export const lastRealityCheck = (db: Db | Tx, userId: UserId, sessionStartedAt: number) =>
  db
    .selectFrom('reality_checks')
    .select('shown_at')
    .where('user_id', '=', userId)
    .where('session_started_at', '=', sessionStartedAt)
    .orderBy('shown_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function insertRealityCheck(
  db: Db | Tx,
  row: { user_id: UserId; session_started_at: number; shown_at: number; played_ms: number; net: MinorUnits },
): Promise<void> {
  await db.insertInto('reality_checks').values(row).execute();
}

export interface StatementRow {
  day: number;
  stake: MinorUnits;
  win: MinorUnits;
  deposit: MinorUnits;
  withdraw: MinorUnits;
  minutes: number;
}

/**
 * Per Beijing day since `from` (a day start), from the ledger's entries on the player's accounts:
 * stakes (less refunds), what play paid back, deposits credited, withdrawals paid out, and the
 * minutes holding a play journal. `offset` is the Beijing offset in ms.
 */
export async function statementRows(db: Db | Tx, userId: UserId, from: number, dayMs: number, offset: number): Promise<StatementRow[]> {
  const r = await sql<{ day: string; stake: string; win: string; deposit: string; withdraw: string; minutes: string }>`
    SELECT ((j.created_at + ${offset}) / ${dayMs})::text AS day,
      COALESCE(SUM(CASE WHEN j.kind = ANY(${STAKE_KINDS}::text[]) THEN -e.amount ELSE 0 END), 0)::text AS stake,
      COALESCE(SUM(CASE WHEN j.kind IN ('settle', 'game_payout') THEN e.amount ELSE 0 END), 0)::text AS win,
      COALESCE(SUM(CASE WHEN j.kind IN ('deposit', 'deposit_bonus') THEN e.amount ELSE 0 END), 0)::text AS deposit,
      COALESCE(SUM(CASE WHEN j.kind = 'withdraw_payout' THEN -e.amount ELSE 0 END), 0)::text AS withdraw,
      COUNT(DISTINCT CASE WHEN j.kind = ANY(${PLAY_KINDS}::text[]) THEN j.created_at / 60000 END)::text AS minutes
    FROM accounts a JOIN entries e ON e.account_id = a.id JOIN journal j ON j.id = e.journal_id
    WHERE a.user_id = ${userId} AND j.created_at >= ${from}
    GROUP BY 1`.execute(db);
  return r.rows.map((row) => ({
    day: Number(row.day),
    stake: money(row.stake),
    win: money(row.win),
    deposit: money(row.deposit),
    withdraw: money(row.withdraw),
    minutes: Number(row.minutes),
  }));
}

/** Those of `userIds` paused at `now`. */
export async function pausedUsers(db: Db | Tx, userIds: readonly UserId[], now: number): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('player_protection')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .where('paused_until', '>', now)
    .execute();
  return rows.map((r) => r.user_id);
}
