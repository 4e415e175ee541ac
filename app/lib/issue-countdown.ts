/**
 * What an issue's countdown shows, from the issue query's `second` and `state` (one rule for the
 * lottery head and the home page): -2 暂停销售; -1 with state 1 等待开售; any other negative is
 * an issue that closed before the next one went on sale, shown as 00:00 and asked again after
 * 1.5 s (not for the zero-minute lottery, which has no issues to wait for).
 */
import type { CountdownState } from '../../design-system';

export const ISSUE_REFETCH_MS = 1_500;

export interface IssueCountdown {
  shows: CountdownState;
  /** Ask for the issue again after ISSUE_REFETCH_MS. */
  refetch: boolean;
}

export function issueCountdown(second: number, state: number, zeroMinute = false): IssueCountdown {
  if (second === -2) return { shows: 'paused', refetch: false };
  if (second === -1 && state === 1) return { shows: 'waiting', refetch: false };
  return { shows: 'running', refetch: second < 0 && !zeroMinute };
}
