/**
 * Contract payouts. A pass looks at every contract whose terms applied in the last
 * LOOKBACK_DAYS and, for each of its periods that has ended and has no payout yet, computes the
 * signer's whole team's figures, the tier's rate and the amount, and records the payout; in the
 * same transaction the offerer's main wallet (the platform's house account for a grant) pays the
 * signer's, one journal 'contract_payout:<id>'. The payout row is unique per contract and
 * period, so a period is paid at most once however often the pass runs, on however many
 * processes. A payout that needs approval waits (待审批); one the offerer cannot cover is marked
 * 余额不足 and paid by 补发 later.
 */
import { contractKindRules, payoutStateNames, type ContractKind, type PayoutRecord, type PayoutState } from '../../../contract/team-contracts';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { fromMinorUnits, minorUnits, negateMinor } from '../../../rules/money';
import { PeriodicPasses } from '../../periodic-passes';
import { DAY_MS, formatBeijing } from '../../../rules/beijing-time';
import { roundSumsOf } from '../games/queries';
import { settledOrderSumsOf } from '../lottery/member-queries';
import { teamRangeOf, type RangeQuery } from '../team/reports';
import { lockedBalance, mainAccountId, postJournal, SYSTEM_IDS } from '../wallet/ledger';
import * as q from './queries';
import { teamTreeOf, usernamesOf } from '../users/queries';
import { baseOf, figuresOf, payoutAmount, periodName, periodOf, rateFor, rateToWire, type Period, type Play } from './terms';
import { PLATFORM_NAME, tiersOf, type ContractDeps } from './service';
import type { UserId } from '../../db/ids';

/** How far back a pass looks for periods still unpaid (a server down longer loses older ones). */
export const LOOKBACK_DAYS = 35;

export function payoutRecord(row: q.PayoutRow, names: { payer: string | null; payee: string }): PayoutRecord {
  const kind = row.kind as ContractKind;
  return {
    id: row.id,
    kind: row.kind,
    contractId: row.contract_id,
    period: periodName(kind, { start: row.period_start, end: row.period_end }),
    payer: names.payer ?? PLATFORM_NAME,
    payee: names.payee,
    volume: fromMinorUnits(row.volume),
    loss: fromMinorUnits(row.loss),
    active: row.active,
    rate: rateToWire(row.rate),
    amount: fromMinorUnits(row.amount),
    state: row.state,
    stateName: payoutStateNames[row.state],
    createdAt: formatBeijing(row.created_at),
    paidAt: row.paid_at === null ? '' : formatBeijing(row.paid_at),
  };
}

/**
 * Moves a payout's amount from the payer's main wallet (or the house) to the payee's, in `tx`;
 * false, moving nothing, when the payer's balance (read under its row lock) cannot cover it.
 */
async function tryPay(db: Db, tx: Tx, payout: q.PayoutRow, now: number): Promise<boolean> {
  const from = payout.payer_id === null ? SYSTEM_IDS['sys:house'] : await mainAccountId(db, tx, payout.payer_id);
  if (payout.payer_id !== null && (await lockedBalance(tx, from)) < payout.amount) return false;
  const to = await mainAccountId(db, tx, payout.payee_id);
  await postJournal(tx, {
    kind: 'contract_payout',
    idemKey: `contract_payout:${payout.id}`,
    ref: `${payout.kind}:${payout.id}`,
    now,
    postings: [
      { accountId: from, amount: negateMinor(payout.amount) },
      { accountId: to, amount: payout.amount },
    ],
  });
  return true;
}

/** The periods of a contract that ended (by `now`) within the lookback and lack a payout. */
function duePeriods(contract: q.ContractRow, now: number, since: number, done: Set<string>): Period[] {
  const kind = contract.kind as ContractKind;
  const due: Period[] = [];
  const end = contract.effective_to ?? Number.POSITIVE_INFINITY;
  for (let period = periodOf(kind, Math.max(contract.effective_from!, since)); period.end <= now && period.start < end; period = periodOf(kind, period.end)) {
    if (period.start >= contract.effective_from! && !done.has(`${contract.id}:${period.start}`)) due.push(period);
  }
  return due;
}

/** What the team played in the period from one source: its orders settled in the period, or its rounds played in it. */
async function playOf(db: Db, ids: readonly UserId[], source: 'lottery' | 'game', period: Period): Promise<Play[]> {
  const range = { from: period.start, to: period.end };
  if (source === 'lottery') return settledOrderSumsOf(db, ids, range, 'settled');
  return (await roundSumsOf(db, ids, range)).map((r) => ({ userId: r.userId, bet: r.stake, win: r.payout, rebate: minorUnits(0) }));
}

/**
 * Settles one contract's period: figures (over `teamIds`, the signer's tree, read when not given), rate, amount,
 * the payout row and (when due) its money. Undefined when another pass made it.
 */
export async function settlePeriod(
  db: Db,
  contract: q.ContractRow,
  period: Period,
  now: number,
  teamIds?: readonly UserId[],
): Promise<q.PayoutRow | undefined> {
  const kind = contract.kind as ContractKind;
  const ids = teamIds ?? (await teamTreeOf(db, contract.signer_id)).map((m) => m.id);
  const figures = figuresOf(await playOf(db, ids, contractKindRules[kind].source, period));
  const rate = rateFor(tiersOf(contract), figures);
  const amount = payoutAmount(baseOf(kind, figures), rate);
  const state: PayoutState = amount === 0 ? 'unmet' : contract.approval === 1 ? 'awaiting' : 'paid';
  return db.transaction().execute(async (tx) => {
    const row = await q.insertPayout(tx, {
      contract_id: contract.id,
      kind,
      payer_id: contract.offerer_id,
      payee_id: contract.signer_id,
      period_start: period.start,
      period_end: period.end,
      volume: figures.volume,
      loss: figures.loss,
      active: figures.active,
      rate,
      amount,
      state,
      created_at: now,
    });
    if (!row || state !== 'paid') return row;
    return (await tryPay(db, tx, row, now)) ? q.setPayoutState(tx, row.id, 'paid', now) : q.setPayoutState(tx, row.id, 'insufficient', null);
  });
}

export interface ContractPass {
  settled: number;
}

/** One pass over every contract's ended, unpaid periods. */
export async function settleContracts(db: Db, now: number): Promise<ContractPass> {
  const since = now - LOOKBACK_DAYS * DAY_MS;
  const contracts = await q.contractsSince(db, since);
  const done = await q.payoutPeriods(
    db,
    contracts.map((c) => c.id),
    since,
  );
  let settled = 0;
  for (const contract of contracts) {
    const due = duePeriods(contract, now, since, done);
    if (due.length === 0) continue;
    // The signer's tree once for all its due periods (a catch-up may settle a month of days).
    const teamIds = (await teamTreeOf(db, contract.signer_id)).map((m) => m.id);
    for (const period of due) if (await settlePeriod(db, contract, period, now, teamIds)) settled++;
  }
  return { settled };
}

/** Runs the payouts every few minutes (periods end at Beijing midnight; the first pass after it pays them). */
/** What the payout passes use: the contracts and the ledger, the clock, the tick, and the log of a failed pass. */
export type ContractPayoutsDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

export class ContractPayouts extends PeriodicPasses<ContractPass> {
  constructor(private readonly deps: ContractPayoutsDeps) {
    super(deps);
  }

  protected everyMs(): number {
    return this.deps.config.contracts.tickMs;
  }

  protected emptyPass(): ContractPass {
    return { settled: 0 };
  }

  protected pass(): Promise<ContractPass> {
    return settleContracts(this.deps.db, this.deps.clock.now());
  }
}

/**
 * The payer acts on one of its payouts in the state `from` (待审批 for approval, 余额不足 for 补发):
 * pays it (refused with 余额不足，无法发放 while its balance cannot cover it) or rejects it.
 */
async function decidePayout(deps: ContractDeps, payerId: UserId, id: number, from: PayoutState, pay: boolean): Promise<PayoutRecord> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (tx) => {
    const payout = await q.payoutForUpdate(tx, id);
    if (!payout || payout.payer_id !== payerId) return fail('payoutNotFound');
    if (payout.state !== from) return fail('payoutState');
    if (!pay) return q.setPayoutState(tx, id, 'rejected', null);
    if (!(await tryPay(deps.db, tx, payout, now))) return fail('payoutBalance');
    return q.setPayoutState(tx, id, 'paid', now);
  });
  return recordOf(deps.db, row);
}

/** Salary approval: the payer pays (approve) or rejects a payout waiting for it. */
export const approvePayout = (deps: ContractDeps, payerId: UserId, id: number, approve: boolean) => decidePayout(deps, payerId, id, 'awaiting', approve);

/** 补发: the payer pays a payout its balance could not cover. */
export const repayPayout = (deps: ContractDeps, payerId: UserId, id: number) => decidePayout(deps, payerId, id, 'insufficient', true);

async function recordOf(db: Db, row: q.PayoutRow): Promise<PayoutRecord> {
  const names = await usernamesOf(db, [row.payee_id, ...(row.payer_id === null ? [] : [row.payer_id])]);
  return payoutRecord(row, { payer: row.payer_id === null ? null : names.get(row.payer_id)!, payee: names.get(row.payee_id)! });
}

/** Payouts of a kind received (mine) or paid (lower), by the period's first day within the range. */
export async function payoutList(
  deps: ContractDeps,
  userId: UserId,
  query: RangeQuery & { kind: ContractKind; side: 'mine' | 'lower'; state?: PayoutState; username?: string; page?: number; pageSize?: number },
) {
  const range = contractRangeOf(query, deps.clock.now());
  const limit = query.pageSize ?? 20;
  const page = await q.payoutPage(deps.db, query.side, userId, query.kind, {
    state: query.state,
    username: query.username?.trim(),
    from: range.from,
    to: range.to,
    offset: ((query.page ?? 1) - 1) * limit,
    limit,
  });
  return { list: page.rows.map((r) => payoutRecord(r, { payer: r.payer_name, payee: r.payee_name })), total: page.total, sum: fromMinorUnits(page.paid) };
}

/** Without dates, payouts of the last 31 days; otherwise the team reports' date rules. */
function contractRangeOf(query: RangeQuery, now: number) {
  if (query.startDate || query.endDate) return teamRangeOf(query, now);
  return teamRangeOf({ startDate: formatBeijing(now - 30 * DAY_MS).slice(0, 10), endDate: formatBeijing(now).slice(0, 10) }, now);
}
