import { describe, expect, it } from 'vitest';
import type { StatementDay } from '../../../../contract/protection';
import {
  limitAmountText,
  netText,
  pendingChangeText,
  playedMinutesText,
  playedText,
  secondsUntil,
  statementTotals,
} from '../../../../app/features/protection/protection-text';
import { REALITY_POLL_MS, realityPollMs } from '../../../../app/features/protection/reality-poll';

const MINUTE = 60_000;

describe('limitAmountText', () => {
  it('names an unset limit 未设置 and groups a set one in yuan', () => {
    expect(limitAmountText('')).toBe('未设置');
    expect(limitAmountText('1000')).toBe('1,000.00 元');
    expect(limitAmountText('12.5')).toBe('12.50 元');
  });
});

describe('pendingChangeText', () => {
  it('says nothing when no change waits', () => {
    expect(pendingChangeText({ pendingAt: 0, pendingAmount: '' })).toBe('');
  });
  it('names a waiting removal and a waiting raise with its amount', () => {
    expect(pendingChangeText({ pendingAt: 1, pendingAmount: '' })).toBe('取消限额');
    expect(pendingChangeText({ pendingAt: 1, pendingAmount: '2000' })).toBe('提高至 2,000.00 元');
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds from the server clock, rounding a part second up, never below zero', () => {
    const now = 1_700_000_000_000;
    expect(secondsUntil(now + 24 * 60 * MINUTE, now)).toBe(86_400);
    expect(secondsUntil(now + 1_500, now)).toBe(2);
    expect(secondsUntil(now - 5_000, now)).toBe(0);
  });
});

describe('playedText', () => {
  it('shows minutes under an hour and hours with the minutes left over', () => {
    expect(playedText(0)).toBe('0分钟');
    expect(playedText(15 * MINUTE + 59_999)).toBe('15分钟');
    expect(playedText(60 * MINUTE)).toBe('1小时');
    expect(playedText(125 * MINUTE)).toBe('2小时5分钟');
    expect(playedMinutesText(0)).toBe('0');
    expect(playedMinutesText(90)).toBe('1小时30分钟');
  });
});

describe('netText', () => {
  it('names a loss, a win and an even session', () => {
    expect(netText('-2')).toBe('亏损 2.00 元');
    expect(netText('1234.5')).toBe('盈利 1,234.50 元');
    expect(netText('0')).toBe('持平');
    expect(netText('-0.0000')).toBe('持平');
  });
});

describe('realityPollMs', () => {
  const now = 1_700_000_000_000;
  it('does not ask while the check is off', () => {
    expect(realityPollMs(undefined)).toBe(false);
    expect(realityPollMs({ minutes: 0, dueAt: 0, now })).toBe(false);
  });
  it('asks when the check falls due by the server, but at least every minute', () => {
    expect(realityPollMs({ minutes: 15, dueAt: now + 20_000, now })).toBe(20_000);
    expect(realityPollMs({ minutes: 15, dueAt: now + 15 * MINUTE, now })).toBe(REALITY_POLL_MS);
    expect(realityPollMs({ minutes: 15, dueAt: now + 10, now })).toBe(1_000);
  });
  it('asks every minute while a check is due (showing), not every second', () => {
    expect(realityPollMs({ minutes: 15, dueAt: now - 1, now })).toBe(REALITY_POLL_MS);
  });
});

describe('statementTotals', () => {
  it('sums each column exactly', () => {
    const day = (date: string, stake: string, win: string, minutes: number): StatementDay => ({
      date,
      stake,
      win,
      deposit: '0.1',
      withdraw: '0',
      playedMinutes: minutes,
    });
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    const totals = statementTotals([day('2026-11-01', '0.1', '0.0001', 5), day('2026-11-02', '0.2', '0.0002', 7)]);
    expect(totals).toEqual({ date: '合计', stake: '0.3000', win: '0.0003', deposit: '0.2000', withdraw: '0.0000', playedMinutes: 12 });
  });
});
