/**
 * The one way the app shows a yuan amount (balances, stakes, prizes, record columns):
 * '10,000.00', '12.50', '0.002', '1.9499' — the engine's formatAmount. Amounts arrive as the
 * server's decimal strings or as numbers; anything that is not an amount (a placeholder such
 * as '--') is shown as it came, so a bad value never breaks a screen.
 */
import { Decimal } from 'decimal.js';
import { formatAmount } from '../../rules/money';

const decimal = /^-?\d+(\.\d+)?$/;

export function formatYuan(value: string | number): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(4) : String(value)) : value.trim();
  return decimal.test(text) ? formatAmount(text) : String(value);
}

/** A prize range as players read it: `lowest~highest`, one figure when both ends agree. */
export function formatPrizeRange(lowest: string, highest: string): string {
  return lowest === highest ? formatYuan(highest) : `${formatYuan(lowest)}~${formatYuan(highest)}`;
}

/** Rates of the EB unit are quoted finer than yuan rates (spec 2 §9: 4 decimals for EB, 2 for RMB). */
const RATE_DECIMALS: Readonly<Record<string, number>> = { EB: 4 };
const RMB_RATE_DECIMALS = 2;

/** An exchange rate as shown beside a coin amount: 4 decimals for EB, 2 for every yuan rate; a non-number as it came. */
export function formatRate(rate: string, unit: string): string {
  const text = rate.trim();
  return decimal.test(text) ? new Decimal(text).toFixed(RATE_DECIMALS[unit] ?? RMB_RATE_DECIMALS, Decimal.ROUND_HALF_UP) : rate;
}
