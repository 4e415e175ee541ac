/** The wallet domain's SQL: wallet accounts, transfer rows and the ledger-backed records. */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';

export interface WalletAccount {
  id: number;
  kind: string;
  balance: number;
  version: number;
}

/** Every account of a player (the main one and the game wallets). */
export async function walletAccountsOf(db: Db | Tx, userId: number): Promise<WalletAccount[]> {
  return db.selectFrom('accounts').select(['id', 'kind', 'balance', 'version']).where('user_id', '=', userId).orderBy('id').execute();
}

export async function walletAccountOf(db: Db | Tx, userId: number, kind: string): Promise<WalletAccount | undefined> {
  return db.selectFrom('accounts').select(['id', 'kind', 'balance', 'version']).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}

export async function insertTransfer(tx: Tx, row: { userId: number; outWallet: string; inWallet: string; amount: number; now: number }): Promise<number> {
  const inserted = await tx
    .insertInto('transfers')
    .values({ user_id: row.userId, out_wallet: row.outWallet, in_wallet: row.inWallet, amount: row.amount, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface TimeRange {
  from: number;
  /** Exclusive. */
  to: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

export async function transfersOf(db: Db, userId: number, range: TimeRange, paging: Paging) {
  const base = db.selectFrom('transfers').where('user_id', '=', userId).where('created_at', '>=', range.from).where('created_at', '<', range.to);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'out_wallet', 'in_wallet', 'amount', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface EntryRow {
  id: number;
  kind: string;
  account_kind: string;
  amount: number;
  /** The account's balance right after this entry. */
  balance_after: number;
  created_at: number;
  ref: string;
}

export interface EntryFilter {
  /** Journal kinds to include (all when absent). */
  kinds?: readonly string[];
  /** Only entries that take money out (true) or put it in (false). */
  outgoing?: boolean;
  /** Only the accounts of these kinds (all the player's accounts when absent). */
  accountKinds?: readonly string[];
}

/**
 * The ledger entries of a player's accounts, newest first, each with the balance its account
 * had right after it (the current balance minus the later entries).
 */
export async function entriesOf(
  db: Db,
  userId: number,
  range: TimeRange,
  paging: Paging,
  filter: EntryFilter = {},
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = sql`a.user_id = ${userId} AND j.created_at >= ${range.from} AND j.created_at < ${range.to}
    ${filter.kinds ? sql`AND j.kind = ANY(${[...filter.kinds]}::text[])` : sql``}
    ${filter.outgoing === undefined ? sql`` : filter.outgoing ? sql`AND e.amount < 0` : sql`AND e.amount > 0`}
    ${filter.accountKinds ? sql`AND a.kind = ANY(${[...filter.accountKinds]}::text[])` : sql``}`;
  const from = sql`entries e JOIN accounts a ON a.id = e.account_id JOIN journal j ON j.id = e.journal_id`;
  const [rows, count] = await Promise.all([
    sql<EntryRow>`
      SELECT e.id, j.kind, a.kind AS account_kind, e.amount, j.created_at, j.ref,
        (a.balance - COALESCE((SELECT SUM(l.amount) FROM entries l WHERE l.account_id = e.account_id AND l.id > e.id), 0))::bigint AS balance_after
      FROM ${from} WHERE ${where}
      ORDER BY j.created_at DESC, e.id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`.execute(db),
    sql<{ n: number }>`SELECT COUNT(*)::bigint AS n FROM ${from} WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]!.n) };
}
