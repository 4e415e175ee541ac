/** Balance endpoints. Amounts are decimal strings in yuan. */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint } from './endpoint';
import { walletPaths } from './paths';

export const PlayerBalance = Type.Object({
  cash: Decimal,
  agentActiveBalance: Decimal,
  /** Grows with every change: the client can drop a stale response. */
  version: Type.Integer(),
});
export type PlayerBalance = Static<typeof PlayerBalance>;

/** One entry per wallet (only the main one exists here). */
export const CachedBalance = Type.Object({ cbId: Type.String(), name: Type.String(), balance: Decimal });
export type CachedBalance = Static<typeof CachedBalance>;

export const walletEndpoints = {
  balance: defineEndpoint({ method: 'GET', path: walletPaths.balance, query: Type.Object({ cbId: Type.Optional(Type.String({ maxLength: 40 })) }), response: PlayerBalance }),
  allCachedBalance: defineEndpoint({ method: 'GET', path: walletPaths.allCachedBalance, response: Type.Array(CachedBalance) }),
} as const;
