/** SQL of the account bindings: bank cards, bound addresses, e-mail codes (the user row's real name, e-mail and two-step columns are users/queries.ts's). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { BankCardsTable, BindAddressesTable, EmailCodesTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { UserId } from '../../db/ids';

export type BankCardRow = Selectable<BankCardsTable>;
export type BindAddressRow = Selectable<BindAddressesTable>;
export type EmailCodeRow = Selectable<EmailCodesTable>;
type Conn = Db | Tx;

/** Live cards (not removed), oldest first, each with whether it was the user's first card ever. */
export async function bankCardsOf(db: Conn, userId: UserId): Promise<Array<BankCardRow & { first: boolean }>> {
  const rows = await db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const firstId = rows[0]?.id;
  return rows.filter((r) => r.removed_at === null).map((r) => ({ ...r, first: r.id === firstId }));
}

/** Whether the user has a live (not removed) card. */
export async function hasLiveBankCard(db: Conn, userId: UserId): Promise<boolean> {
  const card = await db.selectFrom('bank_cards').select('id').where('user_id', '=', userId).where('removed_at', 'is', null).limit(1).executeTakeFirst();
  return card !== undefined;
}

/** The user's live cards, oldest first. */
export async function liveBankCardsOf(db: Conn, userId: UserId): Promise<BankCardRow[]> {
  return db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('id').execute();
}

export async function insertBankCard(
  tx: Tx,
  card: { userId: UserId; cardNo: string; holderName: string; bankCode: string; bankName: string; now: number },
): Promise<BankCardRow> {
  return tx
    .insertInto('bank_cards')
    .values({
      user_id: card.userId,
      card_no: card.cardNo,
      holder_name: card.holderName,
      bank_code: card.bankCode,
      bank_name: card.bankName,
      created_at: card.now,
      removed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Live addresses of the given kinds, oldest first, each with whether it was the first of its group ever. */
export async function addressesOf(db: Conn, userId: UserId, kinds: readonly string[]): Promise<Array<BindAddressRow & { first: boolean }>> {
  if (kinds.length === 0) return [];
  const rows = await db.selectFrom('bind_addresses').selectAll().where('user_id', '=', userId).where('kind', 'in', kinds).orderBy('id').execute();
  const firstId = rows[0]?.id;
  return rows.filter((r) => r.removed_at === null).map((r) => ({ ...r, first: r.id === firstId }));
}

export async function insertAddress(tx: Tx, row: { userId: UserId; kind: string; name: string; address: string; now: number }): Promise<BindAddressRow> {
  return tx
    .insertInto('bind_addresses')
    .values({ user_id: row.userId, kind: row.kind, name: row.name, address: row.address, created_at: row.now, removed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the user's live address removed; false when it is not theirs or already removed. */
export async function removeAddress(db: Conn, userId: UserId, id: number, now: number, kinds?: readonly string[]): Promise<boolean> {
  let query = db.updateTable('bind_addresses').set({ removed_at: now }).where('id', '=', id).where('user_id', '=', userId).where('removed_at', 'is', null);
  if (kinds) query = query.where('kind', 'in', kinds);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEmailCode(
  db: Conn,
  row: { userId: UserId; purpose: string; email: string; codeHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('email_codes')
    .values({
      user_id: row.userId,
      purpose: row.purpose,
      email: row.email,
      code_hash: row.codeHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The user's newest code for `purpose` (used or not). */
export async function latestEmailCode(db: Conn, userId: UserId, purpose: string): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts a try before its digits are checked, while fewer than `max` were made (one conditional
 * update, so N concurrent tries count as N); returns the tries so far, this one included, or
 * undefined when the code has no try left.
 */
export async function reserveEmailCodeAttempt(db: Conn, id: number, max: number): Promise<number | undefined> {
  const row = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Uses the code up: of two requests with one code, only one gets true. */
export async function useEmailCode(db: Conn, id: number, now: number): Promise<boolean> {
  const result = await db.updateTable('email_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
