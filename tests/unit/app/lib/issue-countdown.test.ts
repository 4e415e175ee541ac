import { describe, expect, it } from 'vitest';
import { issueCountdown } from '../../../../app/lib/issue-countdown';

describe('issue countdown states', () => {
  it('shows 暂停销售 for -2 and 等待开售 for -1 with state 1, without asking again', () => {
    expect(issueCountdown(-2, 0)).toEqual({ shows: 'paused', refetch: false });
    expect(issueCountdown(-2, 1)).toEqual({ shows: 'paused', refetch: false });
    expect(issueCountdown(-1, 1)).toEqual({ shows: 'waiting', refetch: false });
  });

  it('asks again for any other negative, except for the zero-minute lottery', () => {
    expect(issueCountdown(-1, 0)).toEqual({ shows: 'running', refetch: true });
    expect(issueCountdown(-3, 1)).toEqual({ shows: 'running', refetch: true });
    expect(issueCountdown(-1, 0, true)).toEqual({ shows: 'running', refetch: false });
  });

  it('counts down from zero or more', () => {
    expect(issueCountdown(0, 0)).toEqual({ shows: 'running', refetch: false });
    expect(issueCountdown(42, 1)).toEqual({ shows: 'running', refetch: false });
  });
});
