/** When the signed-in shell asks for the reality check (its own file: the shell loads it on every page). */
import type { RealityCheck } from '../../../contract/protection';

/**
 * When to ask for the reality check again: when it falls due by the server's figures, but at least
 * every minute (the server's clock decides, and the interval may change elsewhere); every minute while
 * one is showing; never while it is off.
 */
export function realityPollMs(check: Pick<RealityCheck, 'minutes' | 'dueAt' | 'now'> | undefined): number | false {
  if (!check || check.minutes === 0) return false;
  if (check.now >= check.dueAt) return REALITY_POLL_MS;
  return Math.min(REALITY_POLL_MS, Math.max(1_000, check.dueAt - check.now));
}

export const REALITY_POLL_MS = 60_000;
