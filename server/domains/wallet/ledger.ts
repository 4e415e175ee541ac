/**
 * The append-only double-entry ledger. Every balance change is one
 * journal (unique idempotency key) whose entries sum to zero, written in the caller's
 * transaction together with the business row that caused it. Balances are a cached sum
 * per account, changed by conditional atomic UPDATEs in ascending account id order (no
 * deadlocks between two journals), never read-modify-write in JS.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../errors';
import { MAIN_WALLET, wallets, type WalletId } from '../../../contract/wallet';

export const SYSTEM = {
  external: 'sys:external',
  house: 'sys:house',
  betEscrow: 'sys:bet_escrow',
} as const;
export type SystemAccount = (typeof SYSTEM)[keyof typeof SYSTEM];

/** Answers the 'insufficient' envelope when it reaches a route. */
export class InsufficientFundsError extends ApiError {
  constructor(readonly accountId: number) {
    super('insufficient');
  }
}

export class DuplicateJournalError extends Error {
  constructor(readonly idemKey: string) {
    super(`journal ${idemKey} exists`);
    this.name = 'DuplicateJournalError';
  }
}

export interface Posting {
  accountId: number;
  /** Signed minor units: positive credits the account (its balance grows). */
  amount: number;
}

export interface JournalInput {
  kind: string;
  idemKey: string;
  ref?: string;
  now: number;
  postings: Posting[];
}

/** Ids of the system accounts: fixed by the first migration (checkLedger verifies them). */
export const SYSTEM_IDS: Record<SystemAccount, number> = { 'sys:external': 1, 'sys:house': 2, 'sys:bet_escrow': 3 };

export async function systemAccounts(_db?: Db | Tx): Promise<Record<SystemAccount, number>> {
  return SYSTEM_IDS;
}

const mainIds = new WeakMap<object, Map<number, number>>();

/** The id of a user's main account (immutable, so cached per database). */
export async function mainAccountId(db: Db, tx: Db | Tx, userId: number): Promise<number> {
  let cache = mainIds.get(db);
  if (!cache) mainIds.set(db, (cache = new Map()));
  let id = cache.get(userId);
  if (id === undefined) {
    id = (await tx.selectFrom('accounts').select('id').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirstOrThrow()).id;
    if (cache.size > 100_000) cache.clear();
    cache.set(userId, id);
  }
  return id;
}

/** Sums postings per account, drops zeros, sorts by id, and checks the journal balances. */
function net(postings: Posting[]): Posting[] {
  const byAccount = new Map<number, number>();
  let total = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount)) throw new Error(`amount is not a safe integer: ${p.amount}`);
    byAccount.set(p.accountId, (byAccount.get(p.accountId) ?? 0) + p.amount);
    total += p.amount;
  }
  if (total !== 0) throw new Error(`journal does not balance: ${total}`);
  return [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .sort((a, b) => a[0] - b[0])
    .map(([accountId, amount]) => ({ accountId, amount }));
}

/**
 * Writes one journal. Throws DuplicateJournalError when the key exists (the cause was
 * already booked: callers use it for exactly-once settlement), InsufficientFundsError when
 * a user account would go negative (the caller's transaction must roll back).
 */
/** Returns the new balance of every account the journal touched. */
export async function postJournal(tx: Tx, input: JournalInput): Promise<Map<number, number>> {
  const postings = net(input.postings);
  const balances = new Map<number, number>();
  if (postings.length <= 4) {
    for (const p of postings) {
      const updated = await sql<{ balance: number }>`
        UPDATE accounts SET balance = balance + ${p.amount}, version = version + 1
        WHERE id = ${p.accountId} AND (balance + ${p.amount} >= 0 OR kind LIKE 'sys:%') RETURNING balance`.execute(tx);
      if (updated.rows.length === 0) throw new InsufficientFundsError(p.accountId);
      balances.set(p.accountId, updated.rows[0]!.balance);
    }
  } else {
    // Bulk (settlement): lock in id order first, then one set-based update.
    const ids = postings.map((p) => p.accountId);
    const amounts = postings.map((p) => p.amount);
    await sql`SELECT id FROM accounts WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(tx);
    const updated = await sql<{ id: number; balance: number }>`
      UPDATE accounts a SET balance = a.balance + v.amount, version = a.version + 1
      FROM unnest(${ids}::bigint[], ${amounts}::bigint[]) AS v(id, amount)
      WHERE a.id = v.id AND (a.balance + v.amount >= 0 OR a.kind LIKE 'sys:%') RETURNING a.id, a.balance`.execute(tx);
    for (const row of updated.rows) balances.set(row.id, row.balance);
    if (updated.rows.length !== postings.length) throw new InsufficientFundsError(ids.find((id) => !balances.has(id)) ?? -1);
  }
  // The journal and its entries in one statement; a key seen before inserts nothing (the caller rolls back).
  const written = await sql<{ n: number }>`
    WITH j AS (
      INSERT INTO journal (kind, idem_key, ref, created_at) VALUES (${input.kind}, ${input.idemKey}, ${input.ref ?? ''}, ${input.now})
      ON CONFLICT (idem_key) DO NOTHING RETURNING id
    ), e AS (
      INSERT INTO entries (journal_id, account_id, amount)
      SELECT j.id, v.id, v.amount FROM j, unnest(${postings.map((p) => p.accountId)}::bigint[], ${postings.map((p) => p.amount)}::bigint[]) AS v(id, amount)
      RETURNING 1
    )
    SELECT (SELECT COUNT(*) FROM j)::int AS n`.execute(tx);
  if (written.rows[0]!.n === 0) throw new DuplicateJournalError(input.idemKey);
  return balances;
}

/** The account kind of a wallet: the main lottery wallet is 'main', a game wallet its own id. */
export const accountKindOf = (walletId: WalletId): string => (walletId === MAIN_WALLET ? 'main' : walletId);
export const walletIdOfKind = (kind: string): string => (kind === 'main' ? MAIN_WALLET : kind);

/** Opens every wallet of a new player (the main one and each game wallet); returns the main account's id. */
export async function createUserAccount(tx: Tx | Db, userId: number): Promise<number> {
  const rows = await tx
    .insertInto('accounts')
    .values(wallets.map((w) => ({ user_id: userId, kind: accountKindOf(w.cbId) })))
    .returning(['id', 'kind'])
    .execute();
  return rows.find((r) => r.kind === 'main')!.id;
}

export async function mainAccountOf(db: Tx | Db, userId: number): Promise<{ id: number; balance: number; version: number }> {
  return db.selectFrom('accounts').select(['id', 'balance', 'version']).where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirstOrThrow();
}

export interface LedgerCheck {
  /** I1: Σ balance over all accounts (must be 0). */
  totalBalance: number;
  /** I2: journals whose entries do not sum to 0. */
  unbalancedJournals: number;
  /** I3: accounts whose stored balance differs from the sum of their entries. */
  mismatchedAccounts: Array<{ id: number; balance: number; ledger: number }>;
  /** I4: user accounts below zero. */
  negativeAccounts: number;
  /** I5: escrow balance minus the stakes of undrawn orders and of chase orders still to book (must be 0). */
  escrowGap: number;
  ok: boolean;
}

/** Rebuilds every balance from the ledger and checks the invariants (tests, and the admin check). */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const total = await sql<{ total: number }>`SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM accounts`.execute(db);
  const unbalanced = await sql<{ n: number }>`
    SELECT COUNT(*)::bigint AS n FROM (SELECT journal_id FROM entries GROUP BY journal_id HAVING SUM(amount) <> 0) j`.execute(db);
  const mismatched = await sql<{ id: number; balance: number; ledger: number }>`
    SELECT a.id, a.balance, COALESCE(e.total, 0)::bigint AS ledger
    FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.balance <> COALESCE(e.total, 0)`.execute(db);
  const negative = await sql<{ n: number }>`SELECT COUNT(*)::bigint AS n FROM accounts WHERE kind NOT LIKE 'sys:%' AND balance < 0`.execute(db);
  const system = await db.selectFrom('accounts').select(['id', 'kind']).where('user_id', 'is', null).execute();
  // Accounts of later migrations (red-packet escrow) have no fixed id; the first three must keep theirs.
  if (system.some((a) => a.kind in SYSTEM_IDS && SYSTEM_IDS[a.kind as SystemAccount] !== a.id)) throw new Error('system account ids differ from SYSTEM_IDS');
  // Chases still booking hold the stakes of their orders not inserted yet (the fifth of each unbooked row).
  const escrow = await sql<{ gap: number }>`
    SELECT ((SELECT balance FROM accounts WHERE kind = 'sys:bet_escrow' AND user_id IS NULL)
      - COALESCE((SELECT SUM(amount) FROM orders WHERE status = 0), 0)
      - COALESCE((SELECT SUM((r->>4)::bigint) FROM traces t, jsonb_array_elements(t.unbooked::jsonb->'rows') r
          WHERE t.unbooked IS NOT NULL), 0))::bigint AS gap`.execute(db);
  const result = {
    totalBalance: total.rows[0]!.total,
    unbalancedJournals: unbalanced.rows[0]!.n,
    mismatchedAccounts: mismatched.rows,
    negativeAccounts: negative.rows[0]!.n,
    escrowGap: escrow.rows[0]!.gap,
  };
  return {
    ...result,
    ok:
      result.totalBalance === 0 &&
      result.unbalancedJournals === 0 &&
      result.mismatchedAccounts.length === 0 &&
      result.negativeAccounts === 0 &&
      result.escrowGap === 0,
  };
}
