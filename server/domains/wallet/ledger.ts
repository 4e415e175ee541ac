/**
 * The append-only double-entry ledger. Every balance change is one
 * journal (unique idempotency key) whose entries sum to zero, written in the caller's
 * transaction together with the business row that caused it. Balances are a cached sum
 * per account, changed by conditional atomic UPDATEs in ascending account id order (no
 * deadlocks between two journals), never read-modify-write in JS.
 */
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../errors';
import { MAIN_WALLET, wallets, type WalletId } from '../../../contract/wallet';
import {
  applyPosting,
  applyPostings,
  balancesOfKinds,
  betEscrowGap,
  insertAccounts,
  insertJournal,
  lockAccountsInOrder,
  mainAccountIdOf,
  mismatchedAccounts,
  negativeUserAccountCount,
  systemAccountRows,
  totalBalance,
  unbalancedJournalCount,
} from './queries';
import { addMinor, type MinorUnits, minorUnits } from '../../../rules/money';

// What other domains read of the accounts and the journal, here rather than in their own SQL.
export {
  dailyEntrySumsOf,
  depositJournalsOf,
  depositsOf,
  entrySumsOf,
  firstDepositsOf,
  frozenAccountId,
  frozenBalance,
  lastDepositOf,
  lockedBalance,
  mainAccountIdsOf,
  mainAccountOf,
  systemAccountIdOf,
  systemBalanceOf,
  walletAccountOf,
} from './queries';
import { accountId, type AccountId, type UserId } from '../../db/ids';

export const SYSTEM = {
  external: 'sys:external',
  house: 'sys:house',
  betEscrow: 'sys:bet_escrow',
} as const;
export type SystemAccount = (typeof SYSTEM)[keyof typeof SYSTEM];

/** Answers the 'insufficient' envelope when it reaches a route. */
export class InsufficientFundsError extends ApiError {
  constructor(readonly accountId: AccountId) {
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
  accountId: AccountId;
  /** Signed: positive credits the account (its balance grows). */
  amount: MinorUnits;
}

export interface JournalInput {
  kind: string;
  idemKey: string;
  ref?: string;
  now: number;
  postings: Posting[];
}

/** Ids of the system accounts: fixed by the first migration (checkLedger verifies them). */
export const SYSTEM_IDS: Record<SystemAccount, AccountId> = { 'sys:external': accountId(1), 'sys:house': accountId(2), 'sys:bet_escrow': accountId(3) };

export async function systemAccounts(_db?: Db | Tx): Promise<Record<SystemAccount, AccountId>> {
  return SYSTEM_IDS;
}

const mainIds = new WeakMap<object, Map<UserId, AccountId>>();

/** The id of a user's main account (immutable, so cached per database). */
export async function mainAccountId(db: Db, tx: Db | Tx, userId: UserId): Promise<AccountId> {
  let cache = mainIds.get(db);
  if (!cache) mainIds.set(db, (cache = new Map()));
  let id = cache.get(userId);
  if (id === undefined) {
    id = await mainAccountIdOf(tx, userId);
    if (cache.size > 100_000) cache.clear();
    cache.set(userId, id);
  }
  return id;
}

/** Sums postings per account, drops zeros, sorts by id, and checks the journal balances. */
function net(postings: Posting[]): Posting[] {
  const byAccount = new Map<AccountId, MinorUnits>();
  let total = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount)) throw new Error(`amount is not a safe integer: ${p.amount}`);
    byAccount.set(p.accountId, addMinor(byAccount.get(p.accountId) ?? minorUnits(0), p.amount));
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
export async function postJournal(tx: Tx, input: JournalInput): Promise<Map<AccountId, MinorUnits>> {
  const postings = net(input.postings);
  const balances = new Map<AccountId, MinorUnits>();
  if (postings.length <= 4) {
    for (const p of postings) {
      const balance = await applyPosting(tx, p.accountId, p.amount);
      if (balance === undefined) throw new InsufficientFundsError(p.accountId);
      balances.set(p.accountId, balance);
    }
  } else {
    // Bulk (settlement): lock in id order first, then one set-based update.
    const ids = postings.map((p) => p.accountId);
    const amounts = postings.map((p) => p.amount);
    await lockAccountsInOrder(tx, ids);
    const updated = await applyPostings(tx, ids, amounts);
    for (const row of updated) balances.set(row.id, row.balance);
    // A user account left out of the update is one that would have gone below zero.
    if (updated.length !== postings.length) throw new InsufficientFundsError(ids.find((id) => !balances.has(id))!);
  }
  // The journal and its entries in one statement; a key seen before inserts nothing (the caller rolls back).
  const written = await insertJournal(tx, { kind: input.kind, idemKey: input.idemKey, ref: input.ref ?? '', now: input.now }, postings);
  if (!written) throw new DuplicateJournalError(input.idemKey);
  return balances;
}

/** The account kind of a wallet: the main lottery wallet is 'main', a game wallet its own id. */
export const accountKindOf = (walletId: WalletId): string => (walletId === MAIN_WALLET ? 'main' : walletId);
export const walletIdOfKind = (kind: string): string => (kind === 'main' ? MAIN_WALLET : kind);

/** Opens every wallet of a new player (the main one and each game wallet); returns the main account's id. */
export async function createUserAccount(tx: Tx | Db, userId: UserId): Promise<AccountId> {
  const rows = await insertAccounts(
    tx,
    userId,
    wallets.map((w) => accountKindOf(w.cbId)),
  );
  return rows.find((r) => r.kind === 'main')!.id;
}

const WALLET_KINDS = wallets.map((w) => accountKindOf(w.cbId));

/** Each user's money across their wallets now (the main one and every game wallet). */
export const balancesAcrossWalletsOf = (db: Db, ids: readonly UserId[]): Promise<Map<UserId, MinorUnits>> => balancesOfKinds(db, ids, WALLET_KINDS);

export interface LedgerCheck {
  /** I1: Σ balance over all accounts (must be 0). */
  totalBalance: MinorUnits;
  /** I2: journals whose entries do not sum to 0. */
  unbalancedJournals: number;
  /** I3: accounts whose stored balance differs from the sum of their entries. */
  mismatchedAccounts: Array<{ id: AccountId; balance: number; ledger: number }>;
  /** I4: user accounts below zero. */
  negativeAccounts: number;
  /** I5: escrow balance minus the stakes of undrawn orders and of chase orders still to book (must be 0). */
  escrowGap: number;
  ok: boolean;
}

/** Rebuilds every balance from the ledger and checks the invariants (tests, and the admin check). */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const total = await totalBalance(db);
  const unbalanced = await unbalancedJournalCount(db);
  const mismatched = await mismatchedAccounts(db);
  const negative = await negativeUserAccountCount(db);
  const system = await systemAccountRows(db);
  // Accounts of later migrations (red-packet escrow) have no fixed id; the first three must keep theirs.
  if (system.some((a) => a.kind in SYSTEM_IDS && SYSTEM_IDS[a.kind as SystemAccount] !== a.id)) throw new Error('system account ids differ from SYSTEM_IDS');
  const result = {
    totalBalance: total,
    unbalancedJournals: unbalanced,
    mismatchedAccounts: mismatched,
    negativeAccounts: negative,
    escrowGap: await betEscrowGap(db),
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
