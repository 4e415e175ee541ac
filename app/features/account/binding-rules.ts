/** The account page's form checks (the server checks the same through contract/account.ts) and their messages. */
import {
  CARD_NO_PATTERN,
  EMAIL_CODE_PATTERN,
  EMAIL_PATTERN,
  realNameProblem,
  walletAddressValid,
  type Protocol,
  type WalletType,
} from '../../../contract/account';
import { errorCodes } from '../../../contract/primitives';

export const bindingMessages = {
  nameRequired: '请输入持卡人姓名',
  cardRequired: '请输入银行卡号',
  bankRequired: errorCodes.unknownBank.msg,
  payPasswordRequired: errorCodes.payPasswordRequired.msg,
  twoStepRequired: errorCodes.twoStepMissing.msg,
  addressRequired: '请输入钱包地址',
  emailRequired: '请输入邮箱地址',
  codeRequired: '请输入6位验证码',
  imageRequired: errorCodes.qrImageMissing.msg,
} as const;

const stripSpaces = (text: string) => text.replace(/\s/g, '');

/** Card numbers are typed as digits only (spaces and other characters dropped), at most 19. */
export const filterCardNo = (text: string) => text.replace(/\D/g, '').slice(0, 19);

export function holderNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return bindingMessages.nameRequired;
  const problem = realNameProblem(trimmed);
  return problem ? errorCodes[problem].msg : null;
}

export function cardNoError(cardNo: string): string | null {
  if (cardNo === '') return bindingMessages.cardRequired;
  return CARD_NO_PATTERN.test(cardNo) ? null : errorCodes.cardNumber.msg;
}

export function payPasswordError(password: string): string | null {
  return stripSpaces(password) === '' ? bindingMessages.payPasswordRequired : null;
}

/** The two-step code, when asked: six digits. */
export function twoStepError(code: string, asked: boolean): string | null {
  if (!asked) return null;
  const digits = stripSpaces(code);
  if (digits === '') return bindingMessages.twoStepRequired;
  return /^\d{6}$/.test(digits) ? null : errorCodes.wrongTwoStep.msg;
}

/** `protocol` is undefined for a payment wallet (TOPAY, EBPAY, CNYT, MPAY). */
export function addressError(type: WalletType, protocol: Protocol | undefined, address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return bindingMessages.addressRequired;
  return walletAddressValid(type, protocol, trimmed) ? null : errorCodes.badAddress.msg;
}

export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return bindingMessages.emailRequired;
  return EMAIL_PATTERN.test(trimmed) ? null : errorCodes.badEmail.msg;
}

export function emailCodeError(code: string): string | null {
  return EMAIL_CODE_PATTERN.test(stripSpaces(code)) ? null : bindingMessages.codeRequired;
}
