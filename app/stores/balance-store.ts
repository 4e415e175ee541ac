/**
 * The balances a player sees: the main wallet in the header (this store: loading, then the value or
 * the failure; kept locally) and every cached read marked `balanceRead` (wallet lists, game wallets).
 * One verb, `refreshBalances`, refreshes them all after any money movement.
 */
import type { Query } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { getBalance } from '../lib/api/get-balance';
import { idleLoad, trackLoad } from '../lib/load-state';
import { queryClient } from '../lib/query-client';
import { readStored, writeStored } from '../lib/storage';
import { onSessionCleared } from './session-store';

const keys = { balance: 'balance', hidden: 'balanceHidden' } as const;

interface StoredBalance {
  cash: string;
  agentActiveBalance: string;
}

const stored = readStored<StoredBalance | null>(keys.balance, null);

export const balanceState = proxy({
  cash: stored?.cash ?? (null as string | null),
  agentActiveBalance: stored?.agentActiveBalance ?? (null as string | null),
  /** The last refresh: a failure keeps the stored value but is shown beside it. */
  load: idleLoad(),
  /** The hide/show toggle (shows ****). */
  hidden: readStored<boolean>(keys.hidden, false),
  /** The server's balance version: a response older than what is shown is dropped. */
  version: -1,
});

function apply(cash: string, agentActiveBalance: string | null, version: number): void {
  if (version < balanceState.version) return;
  balanceState.version = version;
  balanceState.cash = cash;
  if (agentActiveBalance !== null) balanceState.agentActiveBalance = agentActiveBalance;
  writeStored(keys.balance, { cash, agentActiveBalance: balanceState.agentActiveBalance ?? '0' });
}

/** The `meta` of a read that holds balances: `useEndpointQuery(endpoint, input, { meta: balanceRead })`. */
export const balanceRead = { balance: true } as const;
const isBalanceRead = (query: Query) => query.meta?.balance === true;

let inFlight: Promise<void> | null = null;
/**
 * After a bet, a cancel, a win, a transfer, a withdrawal, the refresh icon or a socket hint: loads the
 * header balance (one call at a time) and asks every balance read again (those on screen refetch now).
 */
export function refreshBalances(): Promise<void> {
  inFlight ??= trackLoad(balanceState.load, getBalance, (balance) =>
    apply(String(balance.cash), String(balance.agentActiveBalance), balance.version ?? 0),
  ).then(() => {
    inFlight = null;
  });
  return Promise.all([inFlight, queryClient.invalidateQueries({ predicate: isBalanceRead })]).then(() => undefined);
}

/** The same verb under the name its first callers use. */
export const refreshBalance = refreshBalances;

export function toggleBalanceHidden(): void {
  balanceState.hidden = !balanceState.hidden;
  writeStored(keys.hidden, balanceState.hidden);
}

export function clearBalance(): void {
  balanceState.cash = null;
  balanceState.agentActiveBalance = null;
  balanceState.version = -1;
  balanceState.load = idleLoad();
  writeStored(keys.balance, undefined);
}

onSessionCleared(clearBalance);
