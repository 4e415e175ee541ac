/**
 * The withdraw form's rules, pure (the server checks the same again): amount typing, the
 * 'All' amount, the minimum, the security deposit against the balance, the coin allowance,
 * the pool's fixed amounts, the fund password and the two-step code. Money in decimal.js.
 */
import { Decimal } from 'decimal.js';
import { filterDecimal } from '../../../../design-system';
import { errorCodes } from '../../../../contract/primitives';
import { securityDeposit } from '../../../../rules/wallet-money';

export const withdrawMessages = {
  amountRequired: errorCodes.withdrawAmount.msg,
  belowMin: (min: string) => `提现金额不能小于${min}`,
  insufficient: errorCodes.withdrawInsufficient.msg,
  coinAllowance: (unit: string) => `您的${unit}可提余额不足，请使用其他提款渠道。`,
  poolRequired: errorCodes.withdrawPoolAmount.msg,
  fundPassword: errorCodes.payPasswordRequired.msg,
  twoStep: errorCodes.twoStepMissing.msg,
  success: '操作成功！',
  confirmFailed: '服务失败',
  hostedFailed: '服务失败',
} as const;

const isAmount = (text: string) => /^\d+(\.\d+)?$/.test(text);

/** A keystroke's amount: digits and one point, 2 decimals, capped at the once-max. */
export function typedAmount(raw: string, max: string): string {
  const text = filterDecimal(raw, 2);
  if (isAmount(text) && new Decimal(text).greaterThan(max)) return new Decimal(max).toFixed();
  return text;
}

/** 'All': the integer part of the balance, capped at the once-max. */
export function allAmount(cash: string, max: string): string {
  return Decimal.min(new Decimal(cash).floor(), new Decimal(max)).toFixed(0);
}

export function amountError(amount: string, min: string): string | undefined {
  if (!isAmount(amount) || new Decimal(amount).isZero()) return withdrawMessages.amountRequired;
  if (new Decimal(amount).lessThan(min)) return withdrawMessages.belowMin(min);
  return undefined;
}

/** The deposit held on a bank withdrawal (no amount yet: none). */
export function securityDepositShown(amount: string, ratioPercent: number): string {
  return isAmount(amount) ? securityDeposit(amount, ratioPercent) : '0';
}

/** The balance must cover the amount plus its deposit. */
export function balanceError(cash: string, amount: string, ratioPercent: number): string | undefined {
  if (!isAmount(amount)) return undefined;
  return new Decimal(amount).plus(securityDeposit(amount, ratioPercent)).greaterThan(cash) ? withdrawMessages.insufficient : undefined;
}

export function coinAllowanceError(amount: string, allowance: string, unit: string, shown: boolean): string | undefined {
  if (!shown || !isAmount(amount)) return undefined;
  return new Decimal(amount).greaterThan(allowance) ? withdrawMessages.coinAllowance(unit) : undefined;
}

/** A typed pool amount snaps down to the largest fixed amount not above it (none when below them all). */
export function snapToPool<T extends { amount: string }>(typed: string, fixed: readonly T[]): T | undefined {
  if (!isAmount(typed)) return undefined;
  return [...fixed].filter((f) => new Decimal(f.amount).lessThanOrEqualTo(typed)).sort((a, b) => new Decimal(b.amount).comparedTo(a.amount))[0];
}

/** Whitespace is stripped from the fund password and the two-step code. */
export const stripSpaces = (value: string) => value.replace(/\s/g, '');

export const fundPasswordError = (value: string) => (stripSpaces(value) === '' ? withdrawMessages.fundPassword : undefined);
export const twoStepError = (value: string, required: boolean) => (required && stripSpaces(value) === '' ? withdrawMessages.twoStep : undefined);

/** Seconds as mm:ss (the confirm-receipt countdown). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
