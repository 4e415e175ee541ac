/** The account page's binding calls (contract/account.ts), each over the one HTTP client. */
import {
  accountEndpoints as e,
  BANK_NOT_BOUND,
  type BankCardList,
  type Protocol,
  type QrBinding,
  type QrKind,
  type TwostepSwitchName,
  type WalletType,
} from '../../../../contract/account';
import type { InputOf } from '../../../../contract/endpoint';
import { call } from '../../../lib/call';
import { http, HttpError, messageOf } from '../../../lib/http';

export const getBindOverview = () => call(e.overview);
export const getBankList = () => call(e.bankList);
export const bindBankCard = (input: InputOf<typeof e.bindBankCard>) => call(e.bindBankCard, input);

/** The bound cards: code 0 with the list, BANK_NOT_BOUND (no card) with an empty one. */
export async function getBankCards(): Promise<BankCardList> {
  const envelope = await http.getEnvelope(e.bankQuery.path);
  if (envelope.code !== 0 && envelope.code !== BANK_NOT_BOUND) throw new HttpError(messageOf(envelope), envelope.code, 200);
  return envelope.data as BankCardList;
}

export const getCoinWallets = () => call(e.getBindAddress);
export const bindCoinWallet = (input: { coinType: WalletType; protocol?: Protocol; address: string; name?: string; payPassword: string; code?: string }) =>
  call(e.bindAddress, input);
export const unbindAddress = (input: { id: number; payPassword: string; code?: string }) => call(e.unbindAddress, input);
export const getReceivingCodes = () => call(e.getBindAddressQrCode);

/** Uploads a receiving-code image (multipart); the server decodes its QR code. */
export async function bindReceivingCode(input: { type: QrKind; payPassword: string; code?: string; file: File }): Promise<QrBinding> {
  const form = new FormData();
  form.append('type', input.type);
  form.append('payPassword', input.payPassword);
  if (input.code) form.append('code', input.code);
  form.append('file', input.file, input.file.name);
  return http.post<QrBinding>(e.bindAddressQrCode.path, form);
}

export const getTwostepSecret = () => call(e.twostepCode);
export const bindTwostep = (input: { code: string; payPassword: string }) => call(e.bindTwostep, input);
export const switchTwostep = (input: { type: TwostepSwitchName; status: 0 | 1; code: string; payPassword: string }) => call(e.switchTwostepStatus, input);

export const bindEmail = (input: { email: string; payPassword: string }) => call(e.bindEmail, input);
export const resendEmailCode = () => call(e.getVerifyCodeRandom, undefined);
export const verifyEmail = (code: string) => call(e.bindEmailVerify, { code });
