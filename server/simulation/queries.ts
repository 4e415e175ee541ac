/** The simulation checker's reads (the only SQL of server/simulation): by primary key, index or the journal's unique key. */
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { accountId, journalId, userId, type AccountId, type JournalId, type OrderId, type RedPacketId, type UserId } from '../db/ids';

export interface NewEntry {
  id: number;
  journal_id: JournalId;
  account_id: AccountId;
  amount: number;
  kind: string;
  idem_key: string;
}

export const entriesAfter = async (db: Db, afterId: number): Promise<NewEntry[]> =>
  (
    await sql<{ id: number; journal_id: number; account_id: number; amount: number; kind: string; idem_key: string }>`
      SELECT e.id, e.journal_id, e.account_id, e.amount, j.kind, j.idem_key
      FROM entries e JOIN journal j ON j.id = e.journal_id WHERE e.id > ${afterId} ORDER BY e.id`.execute(db)
  ).rows.map((r) => ({ ...r, journal_id: journalId(Number(r.journal_id)), account_id: accountId(Number(r.account_id)) }));

export const accountsByIds = (db: Db, ids: AccountId[]) =>
  db.selectFrom('accounts').select(['id', 'user_id', 'kind', 'balance']).where('id', 'in', ids).execute();

const orderColumns = [
  'id',
  'order_no',
  'user_id',
  'lottery',
  'issue_no',
  'method',
  'code',
  'position',
  'nums',
  'piece',
  'price',
  'amount',
  'odds',
  'point',
  'bonuses',
  'status',
  'award',
  'won',
  'refund',
  'rebate',
  'trace_id',
  'draw_code',
  'single_max',
] as const;
export type CheckedOrder = Awaited<ReturnType<typeof ordersAfter>>[number];

/** The orders after order `after` in id order (every order without it). */
export const ordersAfter = (db: Db, after: OrderId | undefined) =>
  db
    .selectFrom('orders')
    .select(orderColumns)
    .$if(after !== undefined, (qb) => qb.where('id', '>', after!))
    .orderBy('id')
    .execute();
export const ordersByIds = (db: Db, ids: OrderId[]) => db.selectFrom('orders').select(orderColumns).where('id', 'in', ids).execute();
export const ordersOfIssue = (db: Db, lottery: string, issueNo: string) =>
  db.selectFrom('orders').select(orderColumns).where('lottery', '=', lottery).where('issue_no', '=', issueNo).execute();

export const issueOf = (db: Db, lottery: string, issueNo: string) =>
  db
    .selectFrom('issues')
    .select(['lottery', 'issue_no', 'seed', 'seed_hash', 'code', 'state', 'draw_at'])
    .where('lottery', '=', lottery)
    .where('issue_no', '=', issueNo)
    .executeTakeFirst();

/** A journal's entries by its idempotency key, with each account's owner and kind. */
export const journalByKey = async (db: Db, key: string) =>
  (
    await sql<{ account_id: number; amount: number; user_id: number | null; kind: string }>`
      SELECT e.account_id, e.amount, a.user_id, a.kind FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
      WHERE j.idem_key = ${key}`.execute(db)
  ).rows.map((r) => ({ ...r, account_id: accountId(Number(r.account_id)) }));

/** The entries of an issue's settlement journals: settle:<lottery>:<issue> and its later batches' settle:<lottery>:<issue>:<n>. */
export const settleJournalsOf = async (db: Db, lottery: string, issueNo: string) =>
  (
    await sql<{ account_id: number; amount: number; user_id: number | null; kind: string }>`
      SELECT e.account_id, e.amount, a.user_id, a.kind FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
      WHERE j.kind = 'settle' AND (j.idem_key = ${`settle:${lottery}:${issueNo}`} OR starts_with(j.idem_key, ${`settle:${lottery}:${issueNo}:`}))`.execute(db)
  ).rows.map((r) => ({ ...r, account_id: accountId(Number(r.account_id)) }));

export const journalKeysIn = async (db: Db, keys: string[]) =>
  (await db.selectFrom('journal').select('idem_key').where('idem_key', 'in', keys).execute()).map((r) => r.idem_key);

export const depositBySpsn = (db: Db, spsn: string) =>
  db.selectFrom('deposit_orders').select(['spsn', 'user_id', 'amount', 'fee', 'bonus', 'status']).where('spsn', '=', spsn).executeTakeFirst();

export const withdrawalBySpsn = (db: Db, spsn: string) =>
  db.selectFrom('withdrawals').select(['spsn', 'user_id', 'amount', 'security_deposit', 'status']).where('spsn', '=', spsn).executeTakeFirst();
export const withdrawalsOfUser = (db: Db, userId: UserId) =>
  db.selectFrom('withdrawals').select(['spsn', 'amount', 'security_deposit', 'status']).where('user_id', '=', userId).execute();

export const packetById = (db: Db, id: RedPacketId) =>
  db
    .selectFrom('red_packets')
    .select(['id', 'num', 'total', 'share_min', 'grabbed_num', 'grabbed_amount', 'refunded', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
export const grabsOfPacket = (db: Db, id: RedPacketId) => db.selectFrom('red_packet_grabs').select(['user_id', 'amount']).where('packet_id', '=', id).execute();

/** Full checks (every so many steps and at the end). */
export const pendingOrderIds = async (db: Db) => (await db.selectFrom('orders').select('id').where('status', '=', 0).execute()).map((r) => r.id);

/** Deposit orders whose credit journals disagree with their status: credited ⇔ status 0 (success), once. */
export const depositCreditMismatches = async (db: Db) =>
  (
    await sql<{ spsn: string; status: number; credits: number }>`
      SELECT d.spsn, d.status, COUNT(j.id)::int AS credits FROM deposit_orders d LEFT JOIN journal j ON j.idem_key = 'deposit:' || d.spsn
      GROUP BY d.spsn, d.status HAVING (d.status = 0) <> (COUNT(j.id) = 1) OR COUNT(j.id) > 1`.execute(db)
  ).rows;

/** Users whose frozen account differs from what their withdrawals hold (processing: amount + deposit; paid: the deposit). */
export const frozenMismatches = async (db: Db) =>
  (
    await sql<{ user_id: number; balance: number; held: number }>`
      SELECT a.user_id, a.balance, COALESCE(w.held, 0)::bigint AS held FROM accounts a
      LEFT JOIN (SELECT user_id, SUM(CASE WHEN status IN (0, 5) THEN amount + security_deposit WHEN status = 1 THEN security_deposit ELSE 0 END) AS held
                 FROM withdrawals GROUP BY user_id) w ON w.user_id = a.user_id
      WHERE a.kind = 'frozen' AND a.balance <> COALESCE(w.held, 0)`.execute(db)
  ).rows;

/** Withdrawals paid more than once or both paid and refunded. */
export const withdrawalPayoutConflicts = async (db: Db) =>
  (
    await sql<{ spsn: string; status: number; payouts: number; refunds: number }>`
      SELECT w.spsn, w.status,
        (SELECT COUNT(*) FROM journal j WHERE j.idem_key = 'withdraw:payout:' || w.spsn)::int AS payouts,
        (SELECT COUNT(*) FROM journal j WHERE j.idem_key = 'withdraw:refund:' || w.spsn)::int AS refunds
      FROM withdrawals w`.execute(db)
  ).rows.filter(
    (r) =>
      r.payouts + r.refunds > 1 ||
      (r.status === 1 && r.payouts !== 1) ||
      (r.status === 2 && r.refunds !== 1) ||
      (r.status === 0 && r.payouts + r.refunds !== 0),
  );

export const lastJournalId = async (db: Db): Promise<number> =>
  Number((await sql<{ id: number | null }>`SELECT MAX(id) AS id FROM journal`.execute(db)).rows[0]?.id ?? 0);

/** Journals after `afterId` by kind: how many, and the sum of their credit entries (minor units). */
export const moneyByJournalKind = async (db: Db, afterId: number) =>
  (
    await sql<{ kind: string; journals: number; amount: string }>`
      SELECT j.kind, COUNT(DISTINCT j.id)::bigint AS journals, COALESCE(SUM(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS amount
      FROM journal j JOIN entries e ON e.journal_id = j.id WHERE j.id > ${afterId} GROUP BY j.kind ORDER BY j.kind`.execute(db)
  ).rows;

/** A contract payout with its contract's kind, terms and parties. */
export const contractPayoutById = (db: Db, id: number) =>
  db
    .selectFrom('contract_payouts as p')
    .innerJoin('team_contracts as c', 'c.id', 'p.contract_id')
    .select([
      'p.id',
      'p.kind',
      'p.payer_id',
      'p.payee_id',
      'p.period_start',
      'p.period_end',
      'p.volume',
      'p.loss',
      'p.active',
      'p.rate',
      'p.amount',
      'p.state',
      'c.tiers',
      'c.signer_id',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();

/** Every user's parent (the checker walks the tree itself). */
export const parentsOfAll = async (db: Db) =>
  (await db.selectFrom('users').select(['id', 'parent_id']).execute()).map((r) => ({ id: r.id, parentId: r.parent_id }));

/** The settled orders of the users settled within [from, to): their stake, prize and rebate, row by row. */
export const settledOrdersOf = (db: Db, ids: UserId[], from: number, to: number) =>
  db
    .selectFrom('orders')
    .select(['user_id', 'amount', 'refund', 'award', 'rebate', 'status'])
    .where('user_id', 'in', ids)
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .execute();

export const roundsOf = (db: Db, ids: UserId[], from: number, to: number) =>
  db
    .selectFrom('game_rounds')
    .select(['user_id', 'stake', 'payout'])
    .where('user_id', 'in', ids)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();

/** Payouts whose journals disagree with their state: paid ⇔ exactly one 'contract_payout:<id>' journal. */
export const contractPayoutMismatches = async (db: Db) =>
  (
    await sql<{ id: number; state: string; journals: number }>`
      SELECT p.id, p.state, COUNT(j.id)::int AS journals FROM contract_payouts p LEFT JOIN journal j ON j.idem_key = 'contract_payout:' || p.id
      GROUP BY p.id, p.state HAVING (p.state = 'paid') <> (COUNT(j.id) = 1) OR COUNT(j.id) > 1`.execute(db)
  ).rows;

/** For the bookings (journal ids) on `accounts`: the booking's time and its player's daily stake limit with the time it was set. */
export async function stakeLimitChecks(
  db: Db,
  journalIds: JournalId[],
  accounts: AccountId[],
): Promise<Array<{ user_id: UserId; booked_at: number; amount: number; limit_set_at: number }>> {
  if (accounts.length === 0) return [];
  const r = await sql<{ user_id: string; booked_at: string; amount: string; limit_set_at: string }>`
    SELECT a.user_id::text, MAX(j.created_at)::text AS booked_at, l.amount::text, l.updated_at::text AS limit_set_at
    FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
    JOIN protection_limits l ON l.user_id = a.user_id AND l.limit_name = 'stakeDay' AND l.amount IS NOT NULL
    WHERE j.id = ANY(${journalIds}::bigint[]) AND a.id = ANY(${accounts}::bigint[]) AND a.user_id IS NOT NULL
    GROUP BY a.user_id, l.amount, l.updated_at`.execute(db);
  return r.rows.map((row) => ({
    user_id: userId(Number(row.user_id)),
    booked_at: Number(row.booked_at),
    amount: Number(row.amount),
    limit_set_at: Number(row.limit_set_at),
  }));
}

/** A player's stakes booked in [from, to), less the stakes refunded then, from the ledger. */
export async function netStakedBetween(db: Db, userId: UserId, from: number, to: number): Promise<number> {
  const r = await sql<{ staked: string }>`
    SELECT COALESCE(SUM(-e.amount), 0)::text AS staked
    FROM accounts a JOIN entries e ON e.account_id = a.id JOIN journal j ON j.id = e.journal_id
    WHERE a.user_id = ${userId} AND j.created_at >= ${from} AND j.created_at < ${to} AND j.kind IN ('bet', 'game_bet', 'refund')`.execute(db);
  return Number(r.rows[0]!.staked);
}
