import { describe, expect, it } from 'vitest';
import type { IssueInfo } from '../../../../contract/lottery';
import { chaseState, closeChase, followSlip, openChasePlan, setChase, setChaseRow } from '../../../../app/features/lottery/chase-store';
import { catalogState } from '../../../../app/features/lottery/catalog-store';
import { issueRead } from '../../../../app/features/lottery/issue-store';
import { queryClient } from '../../../../app/lib/query-client';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const onSale = {
  lottery: 'HN1FC',
  second: 40,
  issue: '20261122-1201',
  nextApp: 60,
  durationTime: 60,
  lastFive: [],
  state: 0,
  total: 1440,
  sellStart: now - 20_000,
  sellEnd: now + 40_000,
  drawTime: now + 45_000,
  seedHash: '',
  serverTime: now,
} as IssueInfo;
/** The open lottery's issue on sale, as its cached read holds it. */
const issueKey = issueRead(catalogState.lottery).queryKey;
queryClient.setQueryData(issueKey, onSale);

describe('chase store', () => {
  it('plans the issues on sale over the slip’s amount when opened', () => {
    followSlip({ amount: '4', lowestPrize: '3920' });
    openChasePlan();
    expect(chaseState.open).toBe(true);
    expect(chaseState.rows.map((r) => [r.issue, r.piece, r.money])).toEqual([
      ['20261122-1201', 1, '4'],
      ['20261122-1202', 1, '4'],
      ['20261122-1203', 2, '8'],
      ['20261122-1204', 2, '8'],
      ['20261122-1205', 4, '16'],
    ]);
  });

  it('reprices a row at the slip’s current amount when its multiple changes', () => {
    followSlip({ amount: '6', lowestPrize: '3920' });
    setChaseRow(1, { piece: 3 });
    expect(chaseState.rows.find((r) => r.index === 1)).toMatchObject({ piece: 3, money: '18' });
  });

  it('rebuilds on a setting change but not when only win-stop flips', () => {
    setChase({ count: 3 });
    expect(chaseState.rows).toHaveLength(3);
    const rows = chaseState.rows;
    setChase({ winStop: false });
    expect(chaseState.rows).toBe(rows);
  });

  it('goes back to the defaults when closed', () => {
    closeChase();
    expect(chaseState).toMatchObject({ open: false, start: 1, count: 5, gap: 2, multiple: 2, minRate: 1, rows: [], error: '' });
  });

  it('ticks a row out and back in without changing its multiple or money', () => {
    followSlip({ amount: '2', lowestPrize: '1960' });
    openChasePlan();
    const before = chaseState.rows.find((r) => r.index === 2)!;
    setChaseRow(2, { checked: false });
    expect(chaseState.rows.find((r) => r.index === 2)).toEqual({ ...before, checked: false });
    setChaseRow(2, { checked: true });
    expect(chaseState.rows.find((r) => r.index === 2)).toEqual(before);
    closeChase();
  });

  it('says 当前奖期不可追号 and plans nothing when no issue is on sale', () => {
    queryClient.removeQueries({ queryKey: issueKey });
    openChasePlan();
    expect(chaseState).toMatchObject({ rows: [], error: '当前奖期不可追号' });
    closeChase();
    queryClient.setQueryData(issueKey, onSale);
  });
});
