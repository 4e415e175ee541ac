/**
 * Contracts between an agent and a direct downline: offering (no better than the agent's own
 * terms of the kind), signing or refusing by the downline, cancelling by the agent, and the
 * views. Terms take effect from the start of the current period for a first contract; a signed
 * replacement, like a cancellation, takes effect from the next period, so a period is always
 * settled on the terms that applied when it began. Plain functions over explicit dependencies.
 */
import { contractKindRules, contractStateNames, type ContractKind, type ContractRecord, type OfferRequest } from '../../../contract/team-contracts';
import { rulesOf } from '../../../contract/user-types';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { formatBeijing } from '../../../rules/beijing-time';
import * as q from './queries';
import { downlinesOf, findUserByName, usernamesOf } from '../users/queries';
import { noBetterThan, periodOf, readTiers, tierToWire, type Tier } from './terms';
import { minorUnits } from '../../../rules/money';
import { contractId, type ContractId, type UserId } from '../../db/ids';

export type ContractDeps = Pick<ServerDeps, 'db' | 'clock'>;

/** The offerer (payer) a platform grant shows. */
export const PLATFORM_NAME = '平台';
const dateOf = (ms: number | null): string => (ms === null ? '' : formatBeijing(ms).slice(0, 10));
/** The stored tiers, their thresholds back to money. */
export const tiersOf = (row: q.ContractRow): Tier[] =>
  (JSON.parse(row.tiers) as Array<Omit<Tier, 'volume' | 'loss'> & { volume: number; loss: number }>).map((t) => ({
    ...t,
    volume: minorUnits(t.volume),
    loss: minorUnits(t.loss),
  }));

export function contractRecord(row: q.ContractRow, names: { offerer: string | null; signer: string }): ContractRecord {
  return {
    id: row.id,
    kind: row.kind,
    offerer: names.offerer ?? PLATFORM_NAME,
    signer: names.signer,
    tiers: tiersOf(row).map(tierToWire),
    approval: row.approval === 1 ? 1 : 0,
    state: row.state,
    stateName: contractStateNames[row.state],
    createdAt: formatBeijing(row.created_at),
    decidedAt: row.decided_at === null ? '' : formatBeijing(row.decided_at),
    effectiveFrom: dateOf(row.effective_from),
    effectiveTo: dateOf(row.effective_to),
  };
}

async function recordOf(db: Db, row: q.ContractRow): Promise<ContractRecord> {
  const names = await usernamesOf(db, [row.signer_id, ...(row.offerer_id === null ? [] : [row.offerer_id])]);
  return contractRecord(row, { offerer: row.offerer_id === null ? null : names.get(row.offerer_id)!, signer: names.get(row.signer_id)! });
}

/** The user's contract of a kind whose terms apply now (undefined: none). */
export async function contractInForce(db: Db, userId: UserId, kind: ContractKind, now: number): Promise<q.ContractRow | undefined> {
  return (await q.contractsInForce(db, userId, kind, now)).find((c) => c.effective_from! <= now);
}

/**
 * Offers a contract to a direct downline that has a team center, on terms no better than the
 * agent's own contract of the kind in force. A new offer replaces one still waiting.
 */
export async function offerContract(deps: ContractDeps, agentId: UserId, input: OfferRequest): Promise<ContractRecord> {
  const now = deps.clock.now();
  const kind = input.kind;
  const tiers = readTiers(kind, input.tiers);
  const target = await findUserByName(deps.db, input.username.trim());
  if (!target || target.parent_id !== agentId) return fail('contractNotDirect');
  if (!rulesOf(target.user_type).team) return fail('contractMember');
  const own = await contractInForce(deps.db, agentId, kind, now);
  if (!own) return fail('contractNoOwn');
  if (!noBetterThan(tiers, tiersOf(own))) return fail('contractAboveOwn');
  const row = await deps.db.transaction().execute(async (tx) => {
    for (const waiting of await q.openOffers(tx, target.id, kind)) await q.updateContract(tx, waiting.id, { state: 'replaced', decidedAt: now });
    return q.insertContract(tx, {
      kind,
      offererId: agentId,
      signerId: target.id,
      tiers: JSON.stringify(tiers),
      approval: input.approval ?? 0,
      state: 'offered',
      now,
    });
  });
  return recordOf(deps.db, row);
}

/**
 * The platform's grant to an agent (top agents' terms; the demo seeds them): signed at once,
 * in force from the current period, replacing a grant in force from the next one.
 */
export async function grantContract(deps: ContractDeps, signerId: UserId, kind: ContractKind, tiers: readonly Tier[]): Promise<q.ContractRow> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const row = await q.insertContract(tx, { kind, offererId: null, signerId, tiers: JSON.stringify(tiers), approval: 0, state: 'offered', now });
    return signInTx(tx, row, now);
  });
}

/** Signs `row` in `tx`: a first contract applies from this period, a replacement from the next. */
async function signInTx(tx: Parameters<typeof q.updateContract>[0], row: q.ContractRow, now: number): Promise<q.ContractRow> {
  const kind = row.kind as ContractKind;
  const period = periodOf(kind, now);
  const earlier = await q.contractsInForce(tx, row.signer_id, kind, now);
  const from = earlier.length === 0 ? period.start : period.end;
  for (const old of earlier) {
    // A replacement signed before its start gives way at once; one in force runs to the period's end.
    const to = Math.max(old.effective_from!, from);
    await q.updateContract(tx, old.id, {
      state: old.state === 'signed' ? 'replaced' : old.state,
      effectiveTo: to,
      ...(old.state === 'signed' ? { decidedAt: now } : {}),
    });
  }
  return q.updateContract(tx, row.id, { state: 'signed', decidedAt: now, effectiveFrom: from });
}

/** A contract's id from a request: a number no contract can have (past 2^53) is a contract not found, as an unknown id is. */
export const requestedContractId = (id: number): ContractId => (Number.isSafeInteger(id) && id > 0 ? contractId(id) : fail('contractNotFound'));

/** The downline signs (or refuses) an offer made to them. */
export async function decideOffer(deps: ContractDeps, userId: UserId, id: ContractId, sign: boolean): Promise<ContractRecord> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (tx) => {
    const offer = await q.contractForUpdate(tx, id);
    if (!offer || offer.signer_id !== userId) return fail('contractNotFound');
    if (offer.state !== 'offered') return fail('contractState');
    if (!sign) return q.updateContract(tx, id, { state: 'refused', decidedAt: now });
    // The offerer's own terms may have changed since the offer: they still bound it.
    if (offer.offerer_id !== null) {
      const own = (await q.contractsInForce(tx, offer.offerer_id, offer.kind as ContractKind, now)).find((c) => c.effective_from! <= now);
      if (!own || !noBetterThan(tiersOf(offer), tiersOf(own))) return fail('contractAboveOwn');
    }
    return signInTx(tx, offer, now);
  });
  return recordOf(deps.db, row);
}

/** The offerer withdraws an offer, or ends a signed contract from the next period. */
export async function cancelContract(deps: ContractDeps, agentId: UserId, id: ContractId): Promise<ContractRecord> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (tx) => {
    const contract = await q.contractForUpdate(tx, id);
    if (!contract || contract.offerer_id !== agentId) return fail('contractNotFound');
    if (contract.state === 'offered') return q.updateContract(tx, id, { state: 'cancelled', decidedAt: now });
    if (contract.state !== 'signed') return fail('contractState');
    const next = periodOf(contract.kind as ContractKind, now).end;
    return q.updateContract(tx, id, { state: 'cancelled', decidedAt: now, effectiveTo: Math.max(contract.effective_from!, next) });
  });
  return recordOf(deps.db, row);
}

/** Contracts of a kind on one side, newest first, and (mine) the one in force now. */
export async function contractList(
  deps: ContractDeps,
  userId: UserId,
  query: { kind: ContractKind; side: 'mine' | 'lower'; username?: string; page?: number; pageSize?: number },
) {
  const limit = query.pageSize ?? 20;
  const page = await q.contractPage(deps.db, query.side, userId, query.kind, {
    username: query.username?.trim(),
    offset: ((query.page ?? 1) - 1) * limit,
    limit,
  });
  const current = query.side === 'mine' ? await contractInForce(deps.db, userId, query.kind, deps.clock.now()) : undefined;
  return {
    list: page.rows.map((r) => contractRecord(r, { offerer: r.offerer_name, signer: r.signer_name })),
    total: page.total,
    current: current ? await recordOf(deps.db, current) : null,
  };
}

/** The direct downlines with a team center, each with its contract of the kind in force and any waiting offer; and the caller's own terms. */
export async function contractCandidates(deps: ContractDeps, agentId: UserId, kind: ContractKind) {
  const now = deps.clock.now();
  const downlines = (await downlinesOf(deps.db, agentId)).filter((d) => rulesOf(d.user_type).team);
  const own = await contractInForce(deps.db, agentId, kind, now);
  const list = [];
  for (const d of downlines) {
    const current = await contractInForce(deps.db, d.id, kind, now);
    const pending = (await q.openOffers(deps.db, d.id, kind)).at(-1);
    list.push({
      username: d.username,
      userType: d.user_type,
      current: current ? await recordOf(deps.db, current) : null,
      pending: pending ? await recordOf(deps.db, pending) : null,
    });
  }
  return { list, own: own ? await recordOf(deps.db, own) : null };
}

/** Kinds the user has a contract of (signed, waiting or offered to a downline): the team menu lists those. */
export async function kindsOf(db: Db, userId: UserId): Promise<Set<ContractKind>> {
  return new Set((await q.contractKindsOf(db, userId)).filter((k): k is ContractKind => k in contractKindRules));
}

/** The newest offer of each kind waiting for the user's signature. */
export async function waitingOffers(db: Db, userId: UserId): Promise<Map<ContractKind, { id: ContractId; at: number }>> {
  const waiting = new Map<ContractKind, { id: ContractId; at: number }>();
  for (const offer of await q.offersWaitingFor(db, userId))
    if (!waiting.has(offer.kind as ContractKind)) waiting.set(offer.kind as ContractKind, { id: offer.id, at: offer.created_at });
  return waiting;
}
