/** The team center's own tables: the registration links and the agents' transfers to their downlines. */
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { MinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

/** The live (not removed) registration link with this code. */
export async function liveLinkByCode(db: Db | Tx, code: string) {
  return db.selectFrom('team_links').selectAll().where('code', '=', code).where('removed_at', 'is', null).executeTakeFirst();
}

/** Counts one more account registered through the link. */
export async function countLinkRegistration(db: Db | Tx, linkId: number): Promise<void> {
  await db
    .updateTable('team_links')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', linkId)
    .execute();
}

/** An agent's live registration links, newest first. */
export async function liveLinksOf(db: Db | Tx, userId: UserId) {
  return db.selectFrom('team_links').selectAll().where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('id', 'desc').execute();
}

export async function liveLinkCountOf(db: Db | Tx, userId: UserId): Promise<number> {
  return (await db.selectFrom('team_links').select('id').where('user_id', '=', userId).where('removed_at', 'is', null).execute()).length;
}

export async function insertLink(db: Db | Tx, link: { code: string; userId: UserId; point: number; userType: number; now: number }) {
  return db
    .insertInto('team_links')
    .values({ code: link.code, user_id: link.userId, rebate_point: link.point, user_type: link.userType, created_at: link.now, removed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the agent's live link with this code; false when there is none. */
export async function removeLiveLink(db: Db | Tx, userId: UserId, code: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('team_links')
    .set({ removed_at: now })
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) !== 0;
}

/** The transfer row of an agent's transfer to a downline; returns its id. */
export async function insertTeamTransfer(tx: Tx, transfer: { fromId: UserId; toId: UserId; amount: MinorUnits; now: number }): Promise<number> {
  const row = await tx
    .insertInto('team_transfers')
    .values({ from_user_id: transfer.fromId, to_user_id: transfer.toId, amount: transfer.amount, created_at: transfer.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
