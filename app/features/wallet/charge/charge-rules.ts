/**
 * The charge tab's rules, pure (the server checks the same again): the amount range and its
 * messages per unit, the payer name, the card number and holder name, the cut-points reduction,
 * the fee and the credited amount, snapping a typed amount to the allowed step, the quick
 * amounts within the channel's range and their refresh throttle, and the channel grid order.
 * Money in decimal.js, never floats.
 */
import { Decimal } from 'decimal.js';
import { filterDecimal } from '../../../../design-system';
import { errorCodes } from '../../../../contract/primitives';
import { depositFee } from '../../../../rules/wallet-money';

/** Coin units whose range message counts coins rather than yuan. */
export type CoinUnit = 'USDT' | 'USDC';

export const chargeMessages = {
  range: (min: string, max: string) => `充值金额错误，请输入范围${min}~${max}的金额`,
  coinRange: (min: string, max: string, unit: CoinUnit) => `充值金额错误，限制${min}到${max}个${unit}`,
  payerName: errorCodes.depositPayerName.msg,
  cardNumber: errorCodes.depositCardNumber.msg,
  cardName: errorCodes.depositCardName.msg,
  bankAmount: '请选择或输入充值金额',
  coinAmount: '请输入充值金额',
  unavailable: errorCodes.depositChannel.msg,
  requestFailed: errorCodes.server.msg,
  paidSubmitted: '提交成功',
  cancelled: errorCodes.depositCancelled.msg,
  copied: '复制成功',
} as const;

/** Channels shown before the more/collapse toggle. */
export const VISIBLE_CHANNELS = 10;
/** The bank-transfer waiting page asks again this often. */
export const WAITING_POLL_MS = 10_000;
/** The payee window on the success page. */
export const PAYEE_WINDOW_SECONDS = 900;
/** A typed custom amount snaps to the allowed step this long after the last keystroke. */
export const AMOUNT_SNAP_DELAY_MS = 500;
/** Quick amounts are asked of the server at most this often. */
export const QUICK_AMOUNT_THROTTLE_MS = 2000;
/** Wallet-type recharge pages stay open this long. */
export const HOSTED_WINDOW_MINUTES = 15;

const isAmount = (text: string) => /^\d+(\.\d+)?$/.test(text);
const plain = (value: Decimal.Value) => new Decimal(value).toFixed();

/** A keystroke's amount: digits and one point, 2 decimals, capped at the channel's maximum. */
export function typedAmount(raw: string, max: string): string {
  const text = filterDecimal(raw, 2);
  if (isAmount(text) && new Decimal(text).greaterThan(max)) return plain(max);
  return text;
}

/** The amount must be given and lie within min..max; coin channels count coins. */
export function amountError(amount: string, range: { min: string; max: string; unit?: CoinUnit }): string | undefined {
  const { min, max, unit } = range;
  const inRange =
    isAmount(amount) && !new Decimal(amount).isZero() && new Decimal(amount).greaterThanOrEqualTo(min) && new Decimal(amount).lessThanOrEqualTo(max);
  if (inRange) return undefined;
  return unit ? chargeMessages.coinRange(plain(min), plain(max), unit) : chargeMessages.range(plain(min), plain(max));
}

/** The channels that ask the payer's name (Alipay transfers match the payment by it). */
export const payerNameError = (name: string) => (name.trim() === '' ? chargeMessages.payerName : undefined);

/** Card number typing: only digits and dots kept, at most 19 characters. */
export const typedCardNumber = (raw: string) => raw.replace(/[^\d.]/g, '').slice(0, 19);

export function cardNumberError(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/\D/g, '').length;
  return digits >= 16 && digits <= 19 ? undefined : chargeMessages.cardNumber;
}

export function cardNameError(name: string): string | undefined {
  const length = [...name.trim()].length;
  return length >= 2 && length <= 16 ? undefined : chargeMessages.cardName;
}

/** Bank recharge: an amount chosen or typed. */
export const bankAmountError = (amount: string) => (isAmount(amount) && !new Decimal(amount).isZero() ? undefined : chargeMessages.bankAmount);

/** USDT recharge step 1: an amount above 0. */
export const coinAmountError = (amount: string) => (isAmount(amount) && new Decimal(amount).greaterThan(0) ? undefined : chargeMessages.coinAmount);

/** What the player pays after the reduction (never below 0.01). */
export function reducedAmount(amount: string, reduction: string): string {
  return Decimal.max(new Decimal(amount).minus(reduction), new Decimal('0.01')).toFixed(2);
}

/** The fee (amount × costRate, 2 decimals) and the amount credited; no fee when costStatus is not 1. */
export function feeOf(amount: string, costStatus: number, costRate: string): { fee: string; credited: string } {
  if (!isAmount(amount)) return { fee: '0.00', credited: '0.00' };
  const fee = costStatus === 1 ? depositFee(amount, costRate) : '0.00';
  return { fee, credited: new Decimal(amount).minus(fee).toFixed(2) };
}

export interface AmountRule {
  min: string;
  max: string;
  /** The step within min..max. */
  range: string;
}

/**
 * A typed custom amount snaps down to the nearest allowed step: the rule whose band holds it
 * gives the step counted from its min; below every band it rises to the channel minimum, above
 * them it falls to the maximum. Without rules it is only held within min..max.
 */
export function snapAmount(typed: string, rules: readonly AmountRule[], limits: { min: string; max: string }): string {
  if (!isAmount(typed)) return '';
  const value = Decimal.min(Decimal.max(new Decimal(typed), new Decimal(limits.min)), new Decimal(limits.max));
  const rule = rules.find((r) => value.greaterThanOrEqualTo(r.min) && value.lessThanOrEqualTo(r.max));
  if (!rule || new Decimal(rule.range).lessThanOrEqualTo(0)) return value.toFixed();
  const steps = value.minus(rule.min).dividedBy(rule.range).floor();
  return new Decimal(rule.min).plus(steps.times(rule.range)).toFixed();
}

/** Quick amounts from the server, only those within the channel's range. */
export function quickAmountsWithin(amounts: readonly string[], limits: { min: string; max: string }): string[] {
  return amounts.filter((a) => isAmount(a) && new Decimal(a).greaterThanOrEqualTo(limits.min) && new Decimal(a).lessThanOrEqualTo(limits.max));
}

/** The fast-cash chips of a channel: its comma list. */
export const fastCashOf = (fastCash: string) =>
  fastCash
    .split(',')
    .map((a) => a.trim())
    .filter(isAmount);

/** A throttle that lets a refresh through at most once per `interval` ms, by the given clock. */
export function createThrottle(interval: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < interval) return false;
    last = at;
    return true;
  };
}

/** A channel chosen beyond the tenth place moves to the tenth; the others keep their order. */
export function moveIntoView<T>(channels: readonly T[], index: number, visible = VISIBLE_CHANNELS): T[] {
  const list = [...channels];
  if (index < visible || index >= list.length) return list;
  const [chosen] = list.splice(index, 1);
  list.splice(visible - 1, 0, chosen as T);
  return list;
}

/** A direct downline's account name deposits for that downline; the player's own name sends none. */
export function subordinateNameOf(typed: string, ownName: string): string | undefined {
  const name = typed.trim();
  return name === '' || name === ownName ? undefined : name;
}

/** Coins for an amount at a rate, as the step-1 preview shows it (rates 4 decimals, quantities 2). */
export function coinQuantity(amount: string, price: string): string {
  if (!isAmount(amount) || !isAmount(price) || new Decimal(price).isZero()) return '0.00';
  return new Decimal(amount).dividedBy(price).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}
