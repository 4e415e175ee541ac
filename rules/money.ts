/**
 * Money: decimal strings on the wire, decimal.js inside, integer minor units in storage;
 * never a float. Every helper takes decimal strings ('12.5', '-0.002'; no exponent, no
 * spaces, no thousands separators) or safe integers for counts and multiples, and returns
 * a plain decimal string without trailing zeros ('1.5', never '1.50' or '1.5e-7').
 *
 * Minor units: 1 hao = 0.0001 yuan (MINOR_UNIT). Stakes alone would fit in li (0.001):
 * count × mode × multiple is always a multiple of 0.002 for the 2厘 mode. But prizes are
 * bonus × (mode ÷ 2) × multiple, and in the 2厘 mode that is bonus × 0.001 × multiple: a
 * bonus with one decimal (1949.8) already gives 1.9498 yuan, which li cannot hold.
 * Amounts are rounded to 4 decimals (see truncateDecimals), so 4 decimals is exactly
 * what must be stored; anything finer is brought to 4 decimals before storing.
 */
import { Decimal } from 'decimal.js';
import { RuleInputError } from './rule-input-error';

/** A decimal string as these helpers return it. */
export type DecimalString = string & { readonly __brand: 'DecimalString' };
/**
 * An amount in integer minor units (hao, 0.0001 yuan): the one type money has wherever it is
 * counted (the ledger, balances, settlement, reports). A safe integer, so up to about 900 billion
 * yuan either way, far above any amount the platform accepts; decimal.js and decimal strings are its
 * edges (parsing, the wire, display). Branded, so a count, an id or a yuan figure is no MinorUnits to
 * the compiler: a plain number becomes money only through minorUnits (or toMinorUnits from yuan).
 */
declare const minorUnitsBrand: unique symbol;
export type MinorUnits = number & { readonly [minorUnitsBrand]: true };

/** The minor unit in yuan, and how many make one yuan. */
export const MINOR_UNIT = '0.0001';
export const MINOR_UNIT_DECIMALS = 4;
export const MINOR_UNITS_PER_YUAN = 10_000;
/** Minor units in a cent, the least amount a player pays or a red packet shares. */
export const MINOR_UNITS_PER_CENT = 100;

/** A private decimal.js constructor: no global configuration can change our rounding. */
const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -50, toExpPos: 50 });
type Dec = InstanceType<typeof D>;

const decimalPattern = /^-?\d+(\.\d+)?$/;

function dec(value: string, what = '金额'): Dec {
  if (typeof value !== 'string' || !decimalPattern.test(value)) throw new RuleInputError('BAD_INPUT', `${what}格式错误：${String(value)}`);
  return new D(value);
}

function int(value: number, what: string): Dec {
  if (!Number.isSafeInteger(value)) throw new RuleInputError('BAD_INPUT', `${what}必须是整数：${String(value)}`);
  return new D(value);
}

function out(value: Dec): DecimalString {
  return (value.isZero() ? '0' : value.toFixed()) as DecimalString;
}

// ---------------------------------------------------------------- money modes

export interface MoneyMode {
  /** The unit price of one bet in yuan, as sent to the server ('2', '0.002'). */
  value: string;
  /** Chinese label on the segmented control. */
  label: string;
  /** False for modes that only appear in displays (trace records): 1分 and 1厘. */
  bettable: boolean;
}

/** The money modes, largest first: the six bettable ones (2元 … 2厘) plus 1分 and 1厘 for display. */
export const moneyModes = [
  { value: '2', label: '2元', bettable: true },
  { value: '1', label: '1元', bettable: true },
  { value: '0.2', label: '2角', bettable: true },
  { value: '0.1', label: '1角', bettable: true },
  { value: '0.02', label: '2分', bettable: true },
  { value: '0.01', label: '1分', bettable: false },
  { value: '0.002', label: '2厘', bettable: true },
  { value: '0.001', label: '1厘', bettable: false },
] as const satisfies readonly MoneyMode[];

export type MoneyModeValue = (typeof moneyModes)[number]['value'];

/** The segmented control's modes, in order. */
export const bettableMoneyModes: readonly MoneyMode[] = moneyModes.filter((m) => m.bettable);

/** Default money mode: 2元. */
export const defaultMoneyMode: MoneyModeValue = '2';

/** The mode for a value ('2', '0.20' and '.2' are not the same string: values are compared as decimals). */
export function moneyModeOf(value: string): MoneyMode {
  const amount = dec(value, '模式');
  const mode = moneyModes.find((m) => amount.equals(m.value));
  if (!mode) throw new RuleInputError('BAD_INPUT', `无效的投注模式：${value}`);
  return mode;
}

function bettableMode(value: string): Dec {
  const mode = moneyModeOf(value);
  if (!mode.bettable) throw new RuleInputError('BAD_INPUT', `${mode.label}模式不能投注`);
  return new D(mode.value);
}

// ---------------------------------------------------------------- stake and prize

/** Stake of an order line: bets × mode × multiple (2 注, 1角, 3 倍 → 0.6). */
export function stakeOf(count: number, mode: string, multiple: number): DecimalString {
  return out(int(count, '注数').times(bettableMode(mode)).times(int(multiple, '倍数')));
}

/**
 * Prize of one winning bet: bonus × price × multiple, where `bonus` is the prize of one
 * bet in the 2元 mode (the odds table's figure, e.g. 1700 or 1949.8) and price = mode ÷ 2
 * (2元 → 1, 1元 → 0.5, 2角 → 0.1, 1角 → 0.05, 2分 → 0.01, 2厘 → 0.001). Exact: a 2厘
 * prize can have more than 4 decimals; round with truncateDecimals before storing.
 */
export function prizeOf(bonus: string, mode: string, multiple: number): DecimalString {
  return out(dec(bonus, '奖金').times(bettableMode(mode)).dividedBy(2).times(int(multiple, '倍数')));
}

/**
 * The prize one winning bet pays, as settlement stores it: prizeOf rounded half up to 4
 * decimals (bonus 1949.85 in the 2厘 mode → 1.94985 → 1.9499). What the app shows as a line's
 * prize, so the figure shown is the figure paid.
 */
export function paidPrizeOf(bonus: string, mode: string, multiple: number): DecimalString {
  return roundDecimals(prizeOf(bonus, mode, multiple));
}

/**
 * The prize line of a bet: what one winning bet pays (paidPrizeOf) at the lowest and at the
 * highest of the bonuses it can win (its prize levels, or the options picked where options
 * differ in odds). Shown as `lowest~highest`, one figure when they agree.
 */
export function prizeRangeOf(bonuses: readonly string[], mode: string, multiple: number): { lowest: DecimalString; highest: DecimalString } {
  const paying = bonuses.map((bonus) => dec(bonus, '奖金')).filter((bonus) => bonus.gt(0));
  if (paying.length === 0) return { lowest: out(new D(0)), highest: out(new D(0)) };
  const lowest = paying.reduce((a, b) => (b.lt(a) ? b : a));
  const highest = paying.reduce((a, b) => (b.gt(a) ? b : a));
  return { lowest: paidPrizeOf(out(lowest), mode, multiple), highest: paidPrizeOf(out(highest), mode, multiple) };
}

/**
 * The bonus (2元 mode) of a parlay (过关) ticket from the bonuses of the legs it won: the
 * legs' odds per 1元 (bonus ÷ 2) multiply, so 2 × Π (bonus ÷ 2), truncated to 2 decimals in
 * the house's favour as every bonus is. A tied leg is left out (it counts as odds 1).
 */
export function parlayBonus(legBonuses: readonly string[]): DecimalString {
  const product = legBonuses.reduce((total, bonus) => total.times(dec(bonus, '奖金').dividedBy(2)), new D(2));
  return out(product.toDecimalPlaces(2, D.ROUND_DOWN));
}

/**
 * The bonus (2元 mode) of one prize level from its exact win probability (a decimal string):
 * 2 × (return − point) ÷ the levels the ticket can win ÷ probability, truncated to 2 decimals
 * in the house's favour. The server prices and settles with it; the app shows per-option
 * odds with it, so what the player is shown is what the draw pays.
 */
export function bonusOf(probability: string, winnableLevels: number, ret: string, point: string): DecimalString {
  const p = dec(probability, '概率');
  if (!p.gt(0)) return out(new D(0));
  const share = dec(ret).minus(dec(point)).times(2).dividedBy(int(winnableLevels, '奖级数'));
  return truncateDecimals(out(share.dividedBy(p)), 2);
}

/** The prize line's range across a play's bonuses (one per prize level or line): lowest and highest prize. */
export function prizeRange(bonuses: readonly string[], mode: string, multiple: number): { min: DecimalString; max: DecimalString } {
  if (bonuses.length === 0) throw new RuleInputError('BAD_INPUT', '奖金不能为空');
  const prizes = bonuses.map((b) => new D(prizeOf(b, mode, multiple)));
  return { min: out(D.min(...prizes)), max: out(D.max(...prizes)) };
}

/** '170' or '17~1700', each side truncated to `decimals` (after the 4-decimal rounding). */
export function formatPrizeRange(range: { min: string; max: string }, decimals = 4): string {
  const min = truncateDecimals(range.min, decimals);
  const max = truncateDecimals(range.max, decimals);
  return min === max ? min : `${min}~${max}`;
}

// ---------------------------------------------------------------- exact arithmetic

export function add(...values: string[]): DecimalString {
  return out(values.reduce((sum, v) => sum.plus(dec(v)), new D(0)));
}

export function subtract(a: string, b: string): DecimalString {
  return out(dec(a).minus(dec(b)));
}

export function multiply(...values: string[]): DecimalString {
  if (values.length === 0) throw new RuleInputError('BAD_INPUT', '缺少乘数');
  return out(values.slice(1).reduce((product, v) => product.times(dec(v)), dec(values[0]!)));
}

/**
 * a ÷ b. Exact when the quotient terminates within 50 significant digits (money quotients
 * such as 1 ÷ 0.002 do); otherwise rounded half-up at 50 significant digits (1 ÷ 3).
 */
export function divide(a: string, b: string): DecimalString {
  const divisor = dec(b);
  if (divisor.isZero()) throw new RuleInputError('BAD_INPUT', '除数不能为0');
  return out(dec(a).dividedBy(divisor));
}

/** -1, 0 or 1. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1;
}

/** Rounds to `decimals` (default 4), ties away from zero (ROUND_HALF_UP). */
export function roundDecimals(value: string, decimals = MINOR_UNIT_DECIMALS): DecimalString {
  return out(dec(value).toDecimalPlaces(checkDecimals(decimals), D.ROUND_HALF_UP));
}

/**
 * The truncating helper: round to 4 decimals (ties away from zero), then keep `decimals`
 * (0-4) by cutting toward zero. 1.23456 → 4: 1.2346; 2: 1.23. 0.99996 → 2: 1 (the
 * 4-decimal rounding comes first).
 */
export function truncateDecimals(value: string, decimals: number): DecimalString {
  const rounded = dec(value).toDecimalPlaces(MINOR_UNIT_DECIMALS, D.ROUND_HALF_UP);
  return out(rounded.toDecimalPlaces(checkDecimals(decimals), D.ROUND_DOWN));
}

function checkDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MINOR_UNIT_DECIMALS)
    throw new RuleInputError('BAD_INPUT', `小数位数必须是0-${MINOR_UNIT_DECIMALS}`);
  return decimals;
}

// ---------------------------------------------------------------- formatting

/**
 * Display form with exactly `decimals` places (after the 4-decimal rounding, truncated):
 * formatMoney('1234.5') → '1234.50'; with grouping → '1,234.50'.
 */
export function formatMoney(value: string, decimals = 2, options: { grouping?: boolean } = {}): string {
  const fixed = new D(truncateDecimals(value, decimals)).toFixed(decimals);
  if (!options.grouping) return fixed;
  const [whole, fraction] = fixed.split('.') as [string, string | undefined];
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * How the app shows a yuan amount: thousands grouped, at least 2 decimals and up to 4 (the
 * minor unit, after the 4-decimal rounding), so 10000 → '10,000.00', 12.5 → '12.50', and a
 * 2厘 stake or prize keeps its precision: 0.002 → '0.002', 1.9499 → '1.9499'.
 */
export function formatAmount(value: string): string {
  return formatMoney(value, MINOR_UNIT_DECIMALS, { grouping: true }).replace(/(\.\d{2}\d*?)0+$/, '$1');
}

/** '12.50元' */
export function formatYuan(value: string, decimals = 2): string {
  return `${formatMoney(value, decimals)}元`;
}

/** The mode's label for a value ('0.02' → '2分'). */
export function formatMoneyMode(value: string): string {
  return moneyModeOf(value).label;
}

// ---------------------------------------------------------------- minor units

/**
 * Yuan decimal string → integer hao. 'exact' (default) refuses a value with more than 4
 * decimals; 'round' first applies the 4-decimal rounding (half away from zero,
 * the same as truncateDecimals(value, 4)).
 */
export function toMinorUnits(value: string, rounding: 'exact' | 'round' = 'exact'): MinorUnits {
  const amount = dec(value);
  if (rounding === 'exact' && amount.decimalPlaces() > MINOR_UNIT_DECIMALS)
    throw new RuleInputError('BAD_INPUT', `金额精度超过${MINOR_UNIT_DECIMALS}位小数：${value}`);
  const units = amount.toDecimalPlaces(MINOR_UNIT_DECIMALS, D.ROUND_HALF_UP).times(MINOR_UNITS_PER_YUAN);
  if (units.abs().greaterThan(Number.MAX_SAFE_INTEGER)) throw new RuleInputError('BAD_INPUT', `金额超出范围：${value}`);
  return minorUnits(units.toNumber());
}

/**
 * A count of hao as money: the one place a plain number becomes MinorUnits (a database sum, a stored
 * setting, a figure in code). Refuses anything but a safe integer, so a sum that overflowed or a yuan
 * figure with decimals never passes for money.
 */
export function minorUnits(units: number): MinorUnits {
  if (!Number.isSafeInteger(units)) throw new RuleInputError('BAD_INPUT', `最小单位金额必须是整数：${String(units)}`);
  return units as MinorUnits;
}

/**
 * Sums of money stay money: the arithmetic the ledger needs (on branded numbers `+` and `-` give plain
 * numbers back), each result checked by minorUnits. A sum is checked at every step: while each partial
 * sum is a safe integer the float additions are exact, so no total comes back rounded.
 */
export function sumMinor(amounts: Iterable<MinorUnits>): MinorUnits {
  let total = minorUnits(0);
  for (const amount of amounts) total = minorUnits(total + amount);
  return total;
}

export function addMinor(...amounts: MinorUnits[]): MinorUnits {
  return sumMinor(amounts);
}

export function subtractMinor(a: MinorUnits, b: MinorUnits): MinorUnits {
  return minorUnits(a - b);
}

export function negateMinor(amount: MinorUnits): MinorUnits {
  return minorUnits(-amount || 0);
}

/** An amount taken `times` times (a share × the packets, a stake × the bets); `times` a safe integer. */
export function multiplyMinor(amount: MinorUnits, times: number): MinorUnits {
  if (!Number.isSafeInteger(times)) throw new RuleInputError('BAD_INPUT', `倍数必须是整数：${String(times)}`);
  return minorUnits(amount * times);
}

/** Integer hao → yuan decimal string (12345 → '1.2345', -20 → '-0.002'). */
export function fromMinorUnits(units: MinorUnits): DecimalString {
  return out(new D(minorUnits(units)).dividedBy(MINOR_UNITS_PER_YUAN));
}

/** Integer hao → yuan to the cent, as red packets show every amount (125000 → '12.50'; a share is whole cents). */
export function formatCents(units: MinorUnits): string {
  return formatMoney(fromMinorUnits(units), 2);
}
