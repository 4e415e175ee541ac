/** The wallet domain's SQL: wallet accounts, transfer rows and the ledger-backed records. */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import { accountId, journalId, userId, type AccountId, type JournalId, type UserId } from '../../db/ids';
import { beijingDayNumberOf, beijingDayNumberStart, type Paging, type TimeRange } from '../../db/ranges';

export interface WalletAccount {
  id: AccountId;
  kind: string;
  balance: MinorUnits;
  version: number;
}

/** Every account of a player (the main one and the game wallets). */
export async function walletAccountsOf(db: Db | Tx, userId: UserId): Promise<WalletAccount[]> {
  return db.selectFrom('accounts').select(['id', 'kind', 'balance', 'version']).where('user_id', '=', userId).orderBy('id').execute();
}

export async function walletAccountOf(db: Db | Tx, userId: UserId, kind: string): Promise<WalletAccount | undefined> {
  return db.selectFrom('accounts').select(['id', 'kind', 'balance', 'version']).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}

export async function insertTransfer(tx: Tx, row: { userId: UserId; outWallet: string; inWallet: string; amount: MinorUnits; now: number }): Promise<number> {
  const inserted = await tx
    .insertInto('transfers')
    .values({ user_id: row.userId, out_wallet: row.outWallet, in_wallet: row.inWallet, amount: row.amount, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function transfersOf(db: Db, userId: UserId, range: TimeRange, paging: Paging) {
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
  amount: MinorUnits;
  /** The account's balance right after this entry. */
  balance_after: MinorUnits;
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
  userId: UserId,
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
  return {
    rows: rows.rows.map((r) => ({ ...r, amount: minorUnits(r.amount), balance_after: minorUnits(r.balance_after) })),
    total: Number(count.rows[0]!.n),
  };
}

// ——— the ledger's own statements (ledger.ts is the API other domains call) ———

export async function mainAccountIdOf(db: Db | Tx, userId: UserId): Promise<AccountId> {
  return (await db.selectFrom('accounts').select('id').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirstOrThrow()).id;
}

export async function mainAccountOf(db: Tx | Db, userId: UserId): Promise<{ id: AccountId; balance: MinorUnits; version: number }> {
  return db.selectFrom('accounts').select(['id', 'balance', 'version']).where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirstOrThrow();
}

/** Opens accounts of these kinds for a user; returns each one's id and kind. */
export async function insertAccounts(db: Tx | Db, userId: UserId, kinds: readonly string[]): Promise<Array<{ id: AccountId; kind: string }>> {
  return db
    .insertInto('accounts')
    .values(kinds.map((kind) => ({ user_id: userId, kind })))
    .returning(['id', 'kind'])
    .execute();
}

/** Adds `amount` to one account unless a user account would go negative; the new balance, or undefined when refused. */
export async function applyPosting(tx: Tx, accountId: AccountId, amount: MinorUnits): Promise<MinorUnits | undefined> {
  const updated = await sql<{ balance: number }>`
    UPDATE accounts SET balance = balance + ${amount}, version = version + 1
    WHERE id = ${accountId} AND (balance + ${amount} >= 0 OR kind LIKE 'sys:%') RETURNING balance`.execute(tx);
  const row = updated.rows[0];
  return row && minorUnits(row.balance);
}

/** Locks the accounts in ascending id order (the order every journal takes them in). */
export async function lockAccountsInOrder(tx: Tx, ids: readonly AccountId[]): Promise<void> {
  await sql`SELECT id FROM accounts WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(tx);
}

/** One set-based update of several accounts; returns the accounts updated (a user account that would go negative is not). */
export async function applyPostings(tx: Tx, ids: readonly AccountId[], amounts: readonly MinorUnits[]): Promise<Array<{ id: AccountId; balance: MinorUnits }>> {
  const updated = await sql<{ id: number; balance: number }>`
    UPDATE accounts a SET balance = a.balance + v.amount, version = a.version + 1
    FROM unnest(${ids}::bigint[], ${amounts}::bigint[]) AS v(id, amount)
    WHERE a.id = v.id AND (a.balance + v.amount >= 0 OR a.kind LIKE 'sys:%') RETURNING a.id, a.balance`.execute(tx);
  return updated.rows.map((r) => ({ id: accountId(Number(r.id)), balance: minorUnits(r.balance) }));
}

/** The journal and its entries in one statement; false (nothing written) when its idempotency key exists. */
export async function insertJournal(
  tx: Tx,
  journal: { kind: string; idemKey: string; ref: string; now: number },
  entries: ReadonlyArray<{ accountId: AccountId; amount: MinorUnits }>,
): Promise<boolean> {
  const written = await sql<{ n: number }>`
    WITH j AS (
      INSERT INTO journal (kind, idem_key, ref, created_at) VALUES (${journal.kind}, ${journal.idemKey}, ${journal.ref}, ${journal.now})
      ON CONFLICT (idem_key) DO NOTHING RETURNING id
    ), e AS (
      INSERT INTO entries (journal_id, account_id, amount)
      SELECT j.id, v.id, v.amount FROM j, unnest(${entries.map((p) => p.accountId)}::bigint[], ${entries.map((p) => p.amount)}::bigint[]) AS v(id, amount)
      RETURNING 1
    )
    SELECT (SELECT COUNT(*) FROM j)::int AS n`.execute(tx);
  return written.rows[0]!.n !== 0;
}

// ——— the ledger's invariants (checkLedger) ———

/** Σ balance over all accounts. */
export async function totalBalance(db: Db): Promise<MinorUnits> {
  return minorUnits((await sql<{ total: number }>`SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM accounts`.execute(db)).rows[0]!.total);
}

/** How many journals have entries that do not sum to 0. */
export async function unbalancedJournalCount(db: Db): Promise<number> {
  const rows = await sql<{ n: number }>`
    SELECT COUNT(*)::bigint AS n FROM (SELECT journal_id FROM entries GROUP BY journal_id HAVING SUM(amount) <> 0) j`.execute(db);
  return rows.rows[0]!.n;
}

/** Accounts whose stored balance differs from the sum of their entries. */
export async function mismatchedAccounts(db: Db): Promise<Array<{ id: AccountId; balance: number; ledger: number }>> {
  const rows = await sql<{ id: number; balance: number; ledger: number }>`
    SELECT a.id, a.balance, COALESCE(e.total, 0)::bigint AS ledger
    FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.balance <> COALESCE(e.total, 0)`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: accountId(Number(r.id)) }));
}

/** How many user accounts are below zero. */
export async function negativeUserAccountCount(db: Db): Promise<number> {
  return (await sql<{ n: number }>`SELECT COUNT(*)::bigint AS n FROM accounts WHERE kind NOT LIKE 'sys:%' AND balance < 0`.execute(db)).rows[0]!.n;
}

/** The system accounts (no user), with their ids. */
export async function systemAccountRows(db: Db): Promise<Array<{ id: AccountId; kind: string }>> {
  return db.selectFrom('accounts').select(['id', 'kind']).where('user_id', 'is', null).execute();
}

/** The bet escrow's balance minus the stakes of undrawn orders. */
// Chases still booking hold the stakes of their orders not inserted yet (the fifth field of each unbooked row).
export async function betEscrowGap(db: Db): Promise<number> {
  const rows = await sql<{ gap: number }>`
    SELECT ((SELECT balance FROM accounts WHERE kind = 'sys:bet_escrow' AND user_id IS NULL)
      - COALESCE((SELECT SUM(amount) FROM orders WHERE status = 0), 0)
      - COALESCE((SELECT SUM((r->>4)::bigint) FROM traces t, jsonb_array_elements(t.unbooked::jsonb->'rows') r
          WHERE t.unbooked IS NOT NULL), 0))::bigint AS gap`.execute(db);
  return rows.rows[0]!.gap;
}

// ——— read by other domains through ledger.ts ———

/** The main account id of each user (the winners and refunded players of a settlement, the players of a chase booking). */
export async function mainAccountIdsOf(tx: Tx, userIds: readonly UserId[]): Promise<Map<UserId, AccountId>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.selectFrom('accounts').select(['id', 'user_id']).where('kind', '=', 'main').where('user_id', 'in', userIds).execute();
  return new Map(rows.map((a) => [a.user_id!, a.id]));
}

/** An account's balance, its row locked until the transaction ends. */
export const lockedBalance = async (tx: Tx, accountId: AccountId): Promise<MinorUnits> =>
  (await tx.selectFrom('accounts').select('balance').where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow()).balance;

/** A system account (no user) of this kind: its id. */
export async function systemAccountIdOf(db: Db | Tx, kind: string): Promise<AccountId> {
  return (await db.selectFrom('accounts').select('id').where('kind', '=', kind).where('user_id', 'is', null).executeTakeFirstOrThrow()).id;
}

/** A system account (no user) of this kind: its balance. */
export async function systemBalanceOf(db: Db | Tx, kind: string): Promise<MinorUnits> {
  return minorUnits(
    (await db.selectFrom('accounts').select('balance').where('kind', '=', kind).where('user_id', 'is', null).executeTakeFirstOrThrow()).balance,
  );
}

/** The player's frozen account (withdrawals waiting to be paid), created on first use. */
export async function frozenAccountId(tx: Tx, userId: UserId): Promise<AccountId> {
  await sql`INSERT INTO accounts (user_id, kind) VALUES (${userId}, 'frozen') ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING`.execute(tx);
  return (await tx.selectFrom('accounts').select('id').where('user_id', '=', userId).where('kind', '=', 'frozen').executeTakeFirstOrThrow()).id;
}

export async function frozenBalance(db: Db | Tx, userId: UserId): Promise<MinorUnits> {
  const row = await db.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'frozen').executeTakeFirst();
  return row ? row.balance : minorUnits(0);
}

/** Each user's summed balance over the accounts of these kinds. */
export async function balancesOfKinds(db: Db, ids: readonly UserId[], kinds: readonly string[]): Promise<Map<UserId, MinorUnits>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['user_id', sql<number>`SUM(balance)::bigint`.as('total')])
    .where('user_id', 'in', [...ids])
    .where('kind', 'in', [...kinds])
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id!, minorUnits(r.total)]));
}

/** Money credited by deposits (ledger journals of kind deposit) to the given users within the range. */
export async function depositsOf(db: Db, ids: readonly UserId[], range: TimeRange): Promise<MinorUnits> {
  if (ids.length === 0) return minorUnits(0);
  const row = await sql<{ total: number }>`
    SELECT COALESCE(SUM(e.amount), 0)::bigint AS total FROM entries e
    JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'deposit' AND a.user_id = ANY(${[...ids]}::bigint[]) AND j.created_at >= ${range.from} AND j.created_at < ${range.to}`.execute(db);
  return minorUnits(row.rows[0]!.total);
}

/** Each user's first deposit (the earliest deposit journal crediting them): when and how much. */
export async function firstDepositsOf(db: Db, ids: readonly UserId[]): Promise<Array<{ userId: UserId; at: number; amount: MinorUnits }>> {
  if (ids.length === 0) return [];
  const rows = await sql<{ user_id: number; at: number; amount: number }>`
    SELECT DISTINCT ON (a.user_id) a.user_id, j.created_at AS at, e.amount
    FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'deposit' AND e.amount > 0 AND a.user_id = ANY(${[...ids]}::bigint[])
    ORDER BY a.user_id, j.created_at, j.id`.execute(db);
  return rows.rows.map((r) => ({ userId: userId(Number(r.user_id)), at: Number(r.at), amount: minorUnits(Number(r.amount)) }));
}

/** The i-th of the sums a caller names, as a column: s0, s1, … (never the caller's name in the SQL). */
const sumColumn = (i: number) => sql.raw(`s${i}`);

/** The named sums of a row of those columns; each is text (it may exceed int8's parser's range before minorUnits checks it). */
const sumsOfRow = <K extends string>(names: readonly K[], row: Record<string, string>): Record<K, MinorUnits> =>
  Object.fromEntries(names.map((name, i) => [name, minorUnits(Number(row[`s${i}`]))])) as Record<K, MinorUnits>;

/** One sum of a user's entries: those in journals of `kinds` created since `since`. */
export interface EntrySum {
  since: number;
  kinds: readonly string[];
}

/**
 * The net of each sum (positive = the user's accounts gained) over every account of the user (the main
 * wallet, the game wallets, frozen), all in one statement over the entries since the earliest start.
 */
export async function entrySumsOf<K extends string>(db: Db | Tx, userId: UserId, sums: Record<K, EntrySum>): Promise<Record<K, MinorUnits>> {
  const names = Object.keys(sums) as K[];
  const from = Math.min(...names.map((name) => sums[name].since));
  const kinds = [...new Set(names.flatMap((name) => sums[name].kinds))];
  const columns = names.map((name, i) => {
    const counted = sql`j.created_at >= ${sums[name].since} AND j.kind = ANY(${[...sums[name].kinds]}::text[])`;
    return sql`COALESCE(SUM(CASE WHEN ${counted} THEN e.amount ELSE 0 END), 0)::text AS ${sumColumn(i)}`;
  });
  const r = await sql<Record<string, string>>`
    SELECT ${sql.join(columns)}
    FROM accounts a
    JOIN entries e ON e.account_id = a.id
    JOIN journal j ON j.id = e.journal_id
    WHERE a.user_id = ${userId} AND j.created_at >= ${from} AND j.kind = ANY(${kinds}::text[])`.execute(db);
  return sumsOfRow(names, r.rows[0]!);
}

/** One day's figures of dailyEntrySumsOf: the net of each group of kinds, and the minutes holding a journal of the active kinds. */
export interface DailyEntrySums<K extends string> {
  /** Start of the Beijing day, epoch ms. */
  day: number;
  sums: Record<K, MinorUnits>;
  minutes: number;
}

/**
 * Per Beijing day since `from` over every account of the user: the net of the entries in each group of journal kinds, and the distinct minutes
 * holding a journal of `activeKinds`. Days with entries of any kind only.
 */
export async function dailyEntrySumsOf<K extends string>(
  db: Db | Tx,
  userId: UserId,
  from: number,
  groups: Record<K, readonly string[]>,
  activeKinds: readonly string[],
): Promise<Array<DailyEntrySums<K>>> {
  const names = Object.keys(groups) as K[];
  const columns = names.map(
    (name, i) => sql`COALESCE(SUM(CASE WHEN j.kind = ANY(${[...groups[name]]}::text[]) THEN e.amount ELSE 0 END), 0)::text AS ${sumColumn(i)}`,
  );
  const r = await sql<Record<string, string>>`
    SELECT ${beijingDayNumberOf('j.created_at')}::text AS day, ${sql.join(columns)},
      COUNT(DISTINCT CASE WHEN j.kind = ANY(${[...activeKinds]}::text[]) THEN j.created_at / 60000 END)::text AS minutes
    FROM accounts a JOIN entries e ON e.account_id = a.id JOIN journal j ON j.id = e.journal_id
    WHERE a.user_id = ${userId} AND j.created_at >= ${from}
    GROUP BY 1`.execute(db);
  return r.rows.map((row) => ({
    day: beijingDayNumberStart(Number(row.day)),
    sums: sumsOfRow(names, row),
    minutes: Number(row.minutes),
  }));
}

/** The player's latest deposit into the main account: its time and amount. */
export async function lastDepositOf(db: Db | Tx, userId: UserId): Promise<{ at: number; amount: MinorUnits } | undefined> {
  const r = await sql<{ at: number; amount: number }>`
    SELECT j.created_at AS at, e.amount::bigint AS amount
    FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
    WHERE a.user_id = ${userId} AND a.kind = 'main' AND j.kind = 'deposit' AND e.amount > 0
    ORDER BY j.id DESC LIMIT 1`.execute(db);
  const row = r.rows[0];
  return row ? { at: Number(row.at), amount: minorUnits(Number(row.amount)) } : undefined;
}

/**
 * Deposit journals into the player's main account within the range, newest first, and how many there are
 * (a deposit order's journal carries its spsn as ref).
 */
export async function depositJournalsOf(
  db: Db | Tx,
  userId: UserId,
  range: TimeRange,
  paging: Paging,
): Promise<{ rows: Array<{ id: JournalId; created_at: number; amount: MinorUnits; ref: string }>; total: number }> {
  const where = sql`FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
    WHERE a.user_id = ${userId} AND a.kind = 'main' AND j.kind = 'deposit' AND e.amount > 0 AND j.created_at >= ${range.from} AND j.created_at < ${range.to}`;
  const [rows, count] = await Promise.all([
    sql<{ id: number; created_at: number; amount: number; ref: string }>`
      SELECT j.id, j.created_at, e.amount::bigint AS amount, j.ref ${where}
      ORDER BY j.created_at DESC, j.id DESC OFFSET ${paging.offset} LIMIT ${paging.limit}`.execute(db),
    sql<{ n: number }>`SELECT COUNT(*)::int AS n ${where}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({ ...r, id: journalId(Number(r.id)), amount: minorUnits(Number(r.amount)) })),
    total: Number(count.rows[0]!.n),
  };
}
