/**
 * The balances a player sees: the main wallet in the header (a cached read, showing the value kept
 * locally until its first answer) and every cached read marked `balanceRead` (wallet lists, game
 * wallets). One verb, `refreshBalances`, refreshes them all after any money movement. The store itself
 * keeps client state only: the hide/show toggle.
 */
import type { Query } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { walletEndpoints, type PlayerBalance } from '../../contract/wallet';
import { call } from '../lib/call';
import { queryClient, queryKeyOf } from '../lib/query-client';
import { readStored, writeStored } from '../lib/storage';
import { onSessionCleared } from './session-store';

export const MAIN_WALLET_ID = 'sobet_01';

const keys = { balance: 'balance', hidden: 'balanceHidden' } as const;

interface StoredBalance {
  cash: string;
  agentActiveBalance: string;
}

export const balanceState = proxy({
  /** The hide/show toggle (shows ****). */
  hidden: readStored<boolean>(keys.hidden, false),
});

const headerKey = queryKeyOf(walletEndpoints.balance, { cbId: MAIN_WALLET_ID });

async function fetchHeaderBalance(signal?: AbortSignal): Promise<PlayerBalance> {
  const answer = await call(walletEndpoints.balance, { cbId: MAIN_WALLET_ID }, { signal });
  // The server's version grows with every change: an answer older than the one shown is dropped.
  const shown = queryClient.getQueryData<PlayerBalance>(headerKey);
  if (shown && answer.version < shown.version) return shown;
  writeStored(keys.balance, { cash: String(answer.cash), agentActiveBalance: String(answer.agentActiveBalance) });
  return answer;
}

/** The header's read of the main wallet; the value kept locally (version -1) shows until the first answer. */
export function headerBalanceRead() {
  const stored = readStored<StoredBalance | null>(keys.balance, null);
  return {
    queryKey: headerKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchHeaderBalance(signal),
    ...(stored ? { initialData: { ...stored, version: -1 } as PlayerBalance, initialDataUpdatedAt: 0 } : {}),
  };
}

/** The main wallet's balance as the cache holds it (null before any answer or kept value). */
export const cachedBalance = (): PlayerBalance | null => queryClient.getQueryData<PlayerBalance>(headerKey) ?? null;

/** The `meta` of a read that holds balances: `useEndpointQuery(endpoint, input, { meta: balanceRead })`. */
export const balanceRead = { balance: true } as const;
const isBalanceRead = (query: Query) => query.meta?.balance === true;

/**
 * After a bet, a cancel, a win, a transfer, a withdrawal, the refresh icon or a socket hint: asks for the
 * header balance (one call at a time; a failure stays in the read, beside the last value) and asks every
 * balance read again (those on screen refetch now).
 */
export function refreshBalances(): Promise<void> {
  const header = queryClient.fetchQuery({ ...headerBalanceRead(), staleTime: 0 }).catch(() => undefined);
  return Promise.all([header, queryClient.invalidateQueries({ predicate: isBalanceRead })]).then(() => undefined);
}

/** The same verb under the name its first callers use. */
export const refreshBalance = refreshBalances;

export function toggleBalanceHidden(): void {
  balanceState.hidden = !balanceState.hidden;
  writeStored(keys.hidden, balanceState.hidden);
}

export function clearBalance(): void {
  queryClient.removeQueries({ queryKey: headerKey });
  writeStored(keys.balance, undefined);
}

onSessionCleared(clearBalance);
