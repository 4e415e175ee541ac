/**
 * The transfer form's rules (the server checks the same again): which wallets pair, the
 * limits of the out wallet, the 'All' amount and the messages of each field.
 */
import Decimal from 'decimal.js';
import { MAIN_WALLET, transferTargets, wallets, type TransferLimits, type WalletId } from '../../../../contract/wallet';
import { errorCodes } from '../../../../contract/primitives';

export const TRANSFER_MESSAGES = {
  insufficient: errorCodes.insufficient.msg,
  amount: errorCodes.transferAmount.msg,
  belowMin: errorCodes.transferBelowMin.msg,
  payPassword: errorCodes.payPasswordRequired.msg,
  twoStep: errorCodes.twoStepMissing.msg,
  ok: '转账成功',
  failed: '转账失败',
} as const;

/** The limits of a transfer out of `out`: the lottery limits from the main wallet, the third-party ones from a game wallet. */
export function limitsOf(out: WalletId, map: TransferLimits): { min: string; max: string } {
  return out === MAIN_WALLET ? { min: map.lotteryMinTransfer, max: map.lotteryMaxTransfer } : { min: map.thirdMinTransfer, max: map.thirdMaxTransfer };
}

/** The in wallet to keep when the out wallet changes: the current one if it still pairs, else the first that does. */
export function pairedIn(out: WalletId, current: WalletId | null): WalletId {
  const targets = transferTargets(out);
  return current !== null && targets.includes(current) ? current : targets[0]!;
}

/** A wallet named by its id or its short code ('hqt' → 'hqt_01'), as a game asks for it. */
export function walletOf(name: string | null): WalletId | null {
  if (!name) return null;
  return wallets.find((w) => w.cbId === name || w.cbId === `${name}_01`)?.cbId ?? null;
}

/** 'All': the balance, to two decimals (cut, never rounded up), capped at the max. */
export function allAmount(balance: string, max: string): string {
  const whole = Decimal.min(new Decimal(balance).toDecimalPlaces(2, Decimal.ROUND_DOWN), new Decimal(max));
  return whole.isNegative() ? '0' : whole.toFixed();
}

export interface TransferForm {
  amount: string;
  payPassword: string;
  code: string;
}

export interface TransferContext {
  /** The out wallet's balance. */
  balance: string;
  min: string;
  payPasswordNeeded: boolean;
  twoStepNeeded: boolean;
}

export type TransferErrors = Partial<Record<keyof TransferForm, string>>;

/** Every field's message, in the order the player reads them; empty when the form may be sent. */
export function validateTransfer(form: TransferForm, context: TransferContext): TransferErrors {
  const errors: TransferErrors = {};
  const balance = new Decimal(context.balance);
  const amount = /^\d+(\.\d{1,2})?$/.test(form.amount) ? new Decimal(form.amount) : null;
  if (balance.lte(0)) errors.amount = TRANSFER_MESSAGES.insufficient;
  else if (!amount || amount.lte(0)) errors.amount = TRANSFER_MESSAGES.amount;
  else if (amount.lt(context.min)) errors.amount = TRANSFER_MESSAGES.belowMin;
  else if (amount.gt(balance)) errors.amount = TRANSFER_MESSAGES.insufficient;
  if (context.payPasswordNeeded && form.payPassword === '') errors.payPassword = TRANSFER_MESSAGES.payPassword;
  if (context.twoStepNeeded && form.code === '') errors.code = TRANSFER_MESSAGES.twoStep;
  return errors;
}
