import { describe, expect, it } from 'vitest';
import { buildChase, tracePayload, withPiece } from '../../../../app/features/lottery/chase-plan';
import type { UpcomingIssue } from '../../../../app/features/lottery/issue-numbers';

const issues: UpcomingIssue[] = Array.from({ length: 10 }, (_, i) => ({ issue: `20261123-${String(i + 1).padStart(4, '0')}`, drawAt: i, isTomorrow: false }));
const base = { start: 1, count: 5, gap: 2, multiple: 2, minRate: 1 };

describe('buildChase', () => {
  it('doubles the start multiple every gap issues when the type is 3 (defaults)', () => {
    const { rows } = buildChase({ ...base, type: 3 }, issues, '2', '1960');
    expect(rows.map((r) => r.piece)).toEqual([1, 1, 2, 2, 4]);
    expect(rows.map((r) => r.money)).toEqual(['2', '2', '4', '4', '8']);
    expect(rows.every((r) => r.checked)).toBe(true);
  });
  it('keeps one multiple for every issue when the type is 2', () => {
    const { rows } = buildChase({ ...base, type: 2, multiple: 3 }, issues, '4', '100');
    expect(rows.map((r) => r.piece)).toEqual([3, 3, 3, 3, 3]);
  });
  it('raises the multiple so every win returns at least the minimum rate when the type is 1', () => {
    // stake 10 per issue at multiple 1, lowest prize 19.6: p ≥ 1.5·spent / (19.6 − 1.5·10)
    const { rows, error } = buildChase({ ...base, type: 1, minRate: 50 }, issues, '10', '19.6');
    expect(error).toBeUndefined();
    let spent = 0;
    for (const row of rows) {
      spent += Number(row.money);
      expect((19.6 * row.piece - spent) / spent).toBeGreaterThanOrEqual(0.5 - 1e-9);
    }
    expect(rows[0]!.piece).toBe(1);
  });
  it('stops with a message when the rate cannot be reached', () => {
    const { rows, error } = buildChase({ ...base, type: 1, minRate: 100 }, issues, '10', '19.6');
    expect(rows).toHaveLength(0);
    expect(error).toBe('当前投注无法达到最低收益率');
  });
  it('builds the trace payload from ticked issues only', () => {
    const { rows } = buildChase({ ...base, type: 3 }, issues, '2', '1960');
    rows[1] = { ...rows[1]!, checked: false };
    rows[4] = withPiece(rows[4]!, 10, '2');
    const trace = tracePayload(rows, 3, true, 3);
    expect(trace.issues).toEqual([
      { issue: '20261123-0001', piece: 1 },
      { issue: '20261123-0003', piece: 2 },
      { issue: '20261123-0004', piece: 2 },
      { issue: '20261123-0005', piece: 10 },
    ]);
    expect(trace.totalMoney).toBe('30');
    expect(trace).toMatchObject({ winStop: 1, mode: 3, startIssue: '20261123-0001', totalCount: 12 });
  });
});
