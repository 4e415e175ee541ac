/** The contracts domain's SQL: contracts and payouts (a payout's team figures come from the lottery's and the games' sums). */
import { sql, type Selectable } from 'kysely';
import type { ContractKind, ContractState, PayoutState } from '../../../contract/team-contracts';
import type { Db } from '../../db/client';
import { likeText } from '../../db/like';
import type { Tx } from '../../db/transaction';
import type { ContractPayoutsTable, TeamContractsTable } from '../../db/schema';
import { minorUnits } from '../../../rules/money';
import type { ContractId, UserId } from '../../db/ids';

export type ContractRow = Selectable<TeamContractsTable>;
export type PayoutRow = Selectable<ContractPayoutsTable>;

export async function insertContract(
  tx: Tx | Db,
  row: {
    kind: ContractKind;
    offererId: UserId | null;
    signerId: UserId;
    tiers: string;
    approval: number;
    state: ContractState;
    now: number;
    effectiveFrom?: number | null;
  },
): Promise<ContractRow> {
  return tx
    .insertInto('team_contracts')
    .values({
      kind: row.kind,
      offerer_id: row.offererId,
      signer_id: row.signerId,
      tiers: row.tiers,
      approval: row.approval,
      state: row.state,
      created_at: row.now,
      decided_at: row.state === 'offered' ? null : row.now,
      effective_from: row.effectiveFrom ?? null,
      effective_to: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One contract, locked for the change the caller makes in `tx`. */
export const contractForUpdate = (tx: Tx, id: ContractId) =>
  tx.selectFrom('team_contracts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() as Promise<ContractRow | undefined>;

export async function updateContract(
  tx: Tx,
  id: ContractId,
  change: { state: ContractState; decidedAt?: number; effectiveFrom?: number | null; effectiveTo?: number | null },
): Promise<ContractRow> {
  return tx
    .updateTable('team_contracts')
    .set({
      state: change.state,
      ...(change.decidedAt !== undefined ? { decided_at: change.decidedAt } : {}),
      ...(change.effectiveFrom !== undefined ? { effective_from: change.effectiveFrom } : {}),
      ...(change.effectiveTo !== undefined ? { effective_to: change.effectiveTo } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The signer's contracts of a kind whose terms apply at some time from `at` on (signed, or ended later than `at`), oldest first. */
export const contractsInForce = (db: Db | Tx, signerId: UserId, kind: ContractKind, at: number) =>
  db
    .selectFrom('team_contracts')
    .selectAll()
    .where('signer_id', '=', signerId)
    .where('kind', '=', kind)
    .where('effective_from', 'is not', null)
    .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>', at)]))
    .orderBy('effective_from')
    .execute() as Promise<ContractRow[]>;

/** Offers of a kind still waiting for the signer. */
export const openOffers = (db: Db | Tx, signerId: UserId, kind: ContractKind) =>
  db
    .selectFrom('team_contracts')
    .selectAll()
    .where('signer_id', '=', signerId)
    .where('kind', '=', kind)
    .where('state', '=', 'offered')
    .orderBy('id')
    .execute() as Promise<ContractRow[]>;

/** Contracts of a kind where the user is the signer (mine) or the offerer (lower), newest first, with the other side's name. */
export async function contractPage(
  db: Db,
  side: 'mine' | 'lower',
  userId: UserId,
  kind: ContractKind,
  options: { username?: string; offset: number; limit: number },
) {
  let query = db
    .selectFrom('team_contracts as c')
    .innerJoin('users as s', 's.id', 'c.signer_id')
    .leftJoin('users as o', 'o.id', 'c.offerer_id')
    .where('c.kind', '=', kind)
    .where(side === 'mine' ? 'c.signer_id' : 'c.offerer_id', '=', userId);
  if (options.username) query = query.where(sql`lower(s.username)`, 'like', likeText(options.username.toLowerCase()));
  const [rows, count] = await Promise.all([
    query
      .selectAll('c')
      .select(['s.username as signer_name', 'o.username as offerer_name'])
      .orderBy('c.id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    query.select(sql<number>`COUNT(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Array<ContractRow & { signer_name: string; offerer_name: string | null }>, total: count.n };
}

/** Contracts whose terms applied at some time after `since` (every kind), for the settlement pass. */
export const contractsSince = (db: Db, since: number) =>
  db
    .selectFrom('team_contracts')
    .selectAll()
    .where('effective_from', 'is not', null)
    .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>', since)]))
    .orderBy('id')
    .execute() as Promise<ContractRow[]>;

/** "contractId:periodStart" of every payout of these contracts from `since` on. */
export async function payoutPeriods(db: Db, contractIds: readonly ContractId[], since: number): Promise<Set<string>> {
  if (contractIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('contract_payouts')
    .select(['contract_id', 'period_start'])
    .where('contract_id', 'in', [...contractIds])
    .where('period_start', '>=', since)
    .execute();
  return new Set(rows.map((r) => `${r.contract_id}:${r.period_start}`));
}

/** Inserts a period's payout unless it exists (another pass or process made it): the row, or undefined. */
export const insertPayout = (tx: Tx, row: Omit<PayoutRow, 'id' | 'paid_at'>) =>
  tx
    .insertInto('contract_payouts')
    .values({ ...row, paid_at: null })
    .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
    .returningAll()
    .executeTakeFirst() as Promise<PayoutRow | undefined>;

export const payoutForUpdate = (tx: Tx, id: number) =>
  tx.selectFrom('contract_payouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() as Promise<PayoutRow | undefined>;

export const setPayoutState = (tx: Tx, id: number, state: PayoutState, paidAt: number | null) =>
  tx.updateTable('contract_payouts').set({ state, paid_at: paidAt }).where('id', '=', id).returningAll().executeTakeFirstOrThrow() as Promise<PayoutRow>;

/** Payouts of a kind received (mine) or paid (lower) by the user, newest period first, with both names and the page's sum. */
export async function payoutPage(
  db: Db,
  side: 'mine' | 'lower',
  userId: UserId,
  kind: ContractKind,
  options: { state?: PayoutState; username?: string; from: number; to: number; offset: number; limit: number },
) {
  let query = db
    .selectFrom('contract_payouts as p')
    .innerJoin('users as e', 'e.id', 'p.payee_id')
    .leftJoin('users as r', 'r.id', 'p.payer_id')
    .where('p.kind', '=', kind)
    .where(side === 'mine' ? 'p.payee_id' : 'p.payer_id', '=', userId)
    .where('p.period_start', '>=', options.from)
    .where('p.period_start', '<', options.to);
  if (options.state) query = query.where('p.state', '=', options.state);
  if (options.username) query = query.where(sql`lower(e.username)`, 'like', likeText(options.username.toLowerCase()));
  const [rows, totals] = await Promise.all([
    query
      .selectAll('p')
      .select(['e.username as payee_name', 'r.username as payer_name'])
      .orderBy('p.period_start', 'desc')
      .orderBy('p.id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    query
      .select([sql<number>`COUNT(*)::int`.as('n'), sql<number>`COALESCE(SUM(p.amount) FILTER (WHERE p.state = 'paid'), 0)::bigint`.as('paid')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Array<PayoutRow & { payee_name: string; payer_name: string | null }>, total: totals.n, paid: minorUnits(Number(totals.paid)) };
}

/** Kinds of the contracts the user signed, was offered or offered (refused ones aside). */
export const contractKindsOf = async (db: Db, userId: UserId): Promise<string[]> =>
  (
    await db
      .selectFrom('team_contracts')
      .select('kind')
      .distinct()
      .where((eb) => eb.or([eb('signer_id', '=', userId), eb('offerer_id', '=', userId)]))
      .where('state', '!=', 'refused')
      .execute()
  ).map((r) => r.kind);

/** Offers waiting for the user's signature, newest first. */
export const offersWaitingFor = (db: Db, userId: UserId) =>
  db
    .selectFrom('team_contracts')
    .select(['id', 'kind', 'created_at'])
    .where('signer_id', '=', userId)
    .where('state', '=', 'offered')
    .orderBy('id', 'desc')
    .execute();
