/** The protection domain's SQL: the player's protection row, limits and reality checks (the figures the limits count: figures.ts). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { PlayerProtectionTable, ProtectionLimitsTable } from '../../db/schema';
import type { MinorUnits } from '../../../rules/money';
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

/** Players paused at `now`. */
export async function pausedPlayersAt(db: Db, now: number): Promise<UserId[]> {
  const rows = await db.selectFrom('player_protection').select('user_id').where('paused_until', '>', now).execute();
  return rows.map((r) => r.user_id);
}

export async function saveRealityMinutes(tx: Tx, userId: UserId, minutes: number, now: number): Promise<void> {
  await tx.updateTable('player_protection').set({ reality_minutes: minutes, updated_at: now }).where('user_id', '=', userId).execute();
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
