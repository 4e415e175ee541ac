// Input filters and checks for form fields. Pure string -> string functions,
// applied on every keystroke by AmountInput, IntegerInput and Stepper.

/**
 * Decimal filter: keeps digits and one point, drops a leading point, collapses repeated points,
 * collapses leading zeros before a digit ("007" -> "7", "00.5" -> "0.5") and, with `decimals`,
 * cuts the fraction to that many digits (0 allows no point at all). A trailing point is kept
 * so the user can go on typing ("12." stays "12.").
 */
export function filterDecimal(input: string, decimals?: number): string {
  let value = input.replace(/[^\d.]/g, '');
  value = value.replace(/\.{2,}/g, '.');
  value = value.replace(/^\.+/, '');
  const point = value.indexOf('.');
  if (point >= 0) value = value.slice(0, point + 1) + value.slice(point + 1).replace(/\./g, '');
  value = value.replace(/^0+(?=\d)/, '');
  if (decimals !== undefined) {
    const at = value.indexOf('.');
    if (at >= 0) value = decimals <= 0 ? value.slice(0, at) : value.slice(0, at + 1 + Math.floor(decimals));
  }
  return value;
}

export interface IntegerFilterOptions {
  /** Keep at most this many digits. */
  maxDigits?: number;
  /** The variant that strips every leading zero ("007" -> "7", "0" -> ""). */
  stripLeadingZeros?: boolean;
}

/** Integer filter: removes the fraction ("12.9" -> "12"), keeps only digits, optionally caps the digit count. */
export function filterInteger(input: string, options: IntegerFilterOptions = {}): string {
  const point = input.indexOf('.');
  let value = (point >= 0 ? input.slice(0, point) : input).replace(/\D/g, '');
  if (options.stripLeadingZeros) value = value.replace(/^0+/, '');
  if (options.maxDigits !== undefined) value = value.slice(0, Math.max(0, Math.floor(options.maxDigits)));
  return value;
}

export interface NameCheckOptions {
  min?: number;
  max?: number;
}

/**
 * Name check: 2-5 Chinese characters (bounds adjustable), optionally followed by a middle dot and
 * another group of the same length (names such as 阿依古丽·买买提). Returns 1 valid / 0 invalid.
 */
export function checkChineseName(name: string, options: NameCheckOptions = {}): 0 | 1 {
  const min = options.min ?? 2;
  const max = options.max ?? 5;
  const group = `[\\u4e00-\\u9fa5]{${min},${max}}`;
  return new RegExp(`^${group}(?:[\\u00b7\\u30fb]${group})?$`).test(name) ? 1 : 0;
}

export interface StepperBounds {
  min?: number;
  max?: number;
  /** The value a count at or below `min` resets to; 1 by default. */
  resetTo?: number;
}

/**
 * The quantity stepper rule: non-negative integers only, at most `max`, and a value at or below
 * `min` (or not a number at all) resets to 1.
 */
export function clampStepperValue(value: number, bounds: StepperBounds = {}): number {
  const min = bounds.min ?? 0;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  const resetTo = bounds.resetTo ?? 1;
  if (!Number.isFinite(value)) return resetTo;
  const whole = Math.trunc(value);
  if (whole <= min) return resetTo;
  return Math.min(whole, max);
}

/** Parses what the user typed in a stepper (after the integer filter) and applies the clamp rule. */
export function commitStepperText(text: string, bounds: StepperBounds = {}): number {
  const digits = filterInteger(text);
  return clampStepperValue(digits === '' ? Number.NaN : Number(digits), bounds);
}
