/**
 * The chase (追号) plan: the same slip over several issues, with a multiple per issue. The slip
 * keeps `chaseState.slip` (its amount and lowest prize) up to date; the list follows the issue on sale.
 */
import { proxy, ref } from 'valtio';
import { buildChase, withPiece, type ChaseRow } from './chase-plan';
import { upcomingIssues } from './issue-numbers';
import { currentIssue, onIssueRollover } from './issue-store';
import { chaseDefaults, type ChaseType } from './lottery-constants';

/** What the plan is built on: the slip's amount for one issue and its lowest prize. */
export interface ChaseBasis {
  amount: string;
  lowestPrize: string;
}

export const chaseState = proxy({
  open: false,
  type: chaseDefaults.type as ChaseType,
  start: chaseDefaults.start,
  count: chaseDefaults.count,
  gap: chaseDefaults.gap,
  multiple: chaseDefaults.multiple,
  minRate: chaseDefaults.minRate,
  winStop: chaseDefaults.winStop,
  rows: ref([] as ChaseRow[]),
  error: '',
  slip: { amount: '0', lowestPrize: '0' } as ChaseBasis,
});

/** The slip changed: later plans use its new amount and lowest prize. */
export function followSlip(basis: ChaseBasis): void {
  chaseState.slip = basis;
}

export function openChasePlan(): void {
  chaseState.open = true;
  rebuildChase();
}

/** Closing resets start 1, count 5, min rate 1, gap 2, multiple 2 and the selection. */
export function closeChase(): void {
  Object.assign(chaseState, {
    open: false,
    start: chaseDefaults.start,
    count: chaseDefaults.count,
    minRate: chaseDefaults.minRate,
    gap: chaseDefaults.gap,
    multiple: chaseDefaults.multiple,
    rows: ref([]),
    error: '',
  });
}

export function setChase(patch: Partial<Pick<typeof chaseState, 'type' | 'start' | 'count' | 'gap' | 'multiple' | 'minRate' | 'winStop'>>): void {
  Object.assign(chaseState, patch);
  if (!('winStop' in patch && Object.keys(patch).length === 1)) rebuildChase();
}

export function rebuildChase(): void {
  const issue = currentIssue();
  const issues = issue ? upcomingIssues(issue, Math.min(chaseState.count, 1000)) : [];
  const { rows, error } = buildChase(chaseState, issues, chaseState.slip.amount, chaseState.slip.lowestPrize);
  chaseState.rows = ref(rows);
  chaseState.error = error ?? (issues.length === 0 ? '当前奖期不可追号' : '');
}

export function setChaseRow(index: number, patch: { checked?: boolean; piece?: number }): void {
  chaseState.rows = ref(
    chaseState.rows.map((r) => {
      if (r.index !== index) return r;
      const next = patch.piece !== undefined ? withPiece(r, patch.piece, chaseState.slip.amount) : r;
      return patch.checked !== undefined ? { ...next, checked: patch.checked } : next;
    }),
  );
}

// an open chase list starts at the issue on sale: drop the one whose sales just closed
onIssueRollover(() => {
  if (chaseState.open) rebuildChase();
});
