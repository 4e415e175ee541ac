import { describe, expect, it } from 'vitest';
import { formatRate, formatYuan } from '../../../../app/lib/money';

describe('formatYuan', () => {
  it('groups thousands and shows two decimals when the amount is whole yuan', () => {
    expect(formatYuan('10000')).toBe('10,000.00');
    expect(formatYuan('1234567.5')).toBe('1,234,567.50');
    expect(formatYuan('0')).toBe('0.00');
    expect(formatYuan('-2500')).toBe('-2,500.00');
    expect(formatYuan(10000)).toBe('10,000.00');
  });

  it('keeps up to four decimals when a 厘 amount needs them', () => {
    expect(formatYuan('0.002')).toBe('0.002');
    expect(formatYuan('1.9499')).toBe('1.9499');
    expect(formatYuan('1234.0020')).toBe('1,234.002');
    expect(formatYuan('0.2')).toBe('0.20');
  });

  it('rounds half up to four decimals when an exact figure has more', () => {
    expect(formatYuan('1.94985')).toBe('1.9499');
    expect(formatYuan('0.00004')).toBe('0.00');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
  });

  it('shows a value that is not an amount as it came instead of throwing', () => {
    expect(formatYuan('--')).toBe('--');
    expect(formatYuan('')).toBe('');
    expect(formatYuan(Number.NaN)).toBe('NaN');
  });
});

describe('formatRate', () => {
  it('shows an EB rate with 4 decimals and a yuan rate with 2 (spec 2 §9)', () => {
    expect(formatRate('1', 'EB')).toBe('1.0000');
    expect(formatRate('0.98765', 'EB')).toBe('0.9877');
    expect(formatRate('7.2', 'USDT')).toBe('7.20');
    expect(formatRate('7.256', 'USDC')).toBe('7.26');
    expect(formatRate('1', 'CNYT')).toBe('1.00');
  });

  it('shows a value that is not a number as it came', () => {
    expect(formatRate('--', 'EB')).toBe('--');
  });
});
