/**
 * The one way the app shows a yuan amount (balances, stakes, prizes, record columns):
 * '10,000.00', '12.50', '0.002', '1.9499' — the engine's formatAmount. Amounts arrive as the
 * server's decimal strings or as numbers; anything that is not an amount (a placeholder such
 * as '--') is shown as it came, so a bad value never breaks a screen.
 */
import { formatAmount } from '../../engine-worker/client';

const decimal = /^-?\d+(\.\d+)?$/;

export function formatYuan(value: string | number): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(4) : String(value)) : value.trim();
  return decimal.test(text) ? formatAmount(text) : String(value);
}

/** A prize range as players read it: `lowest~highest`, one figure when both ends agree. */
export function formatPrizeRange(lowest: string, highest: string): string {
  return lowest === highest ? formatYuan(highest) : `${formatYuan(lowest)}~${formatYuan(highest)}`;
}
