/** Balance calls. Envelope: UserEnvelope, code 0. Amounts are decimal strings in yuan. */
import type { DecimalString } from './primitives';

/** GET /sobet/pay/getPlayerBalance?cbId=sobet_01 */
export interface PlayerBalance {
  cash: DecimalString;
  agentActiveBalance: DecimalString;
  /** Grows with every change: the client can drop a stale response. */
  version: number;
}
/** GET /sobet/pay/getPlayerAllCachedBalance: one entry per wallet (only the main one exists here). */
export interface CachedBalance {
  cbId: string;
  name: string;
  balance: DecimalString;
}
