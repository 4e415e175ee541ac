/**
 * Bindings of the account page: bank cards (with the account's real name), crypto wallet
 * addresses, WeChat/Alipay receiving codes, two-step (TOTP) and e-mail, plus password reset
 * by e-mail. The format rules both sides apply live here too.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Done, Flag } from './endpoint';
import { accountPaths } from './paths';

/** The bank-card checks answer code 0 when a card is bound and this code when none is. */
export const BANK_NOT_BOUND = -4;
export const BANK_NOT_BOUND_MESSAGE = '尚未绑定银行卡';

export const CARD_NO_PATTERN = /^\d{16,19}$/;
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 16;
const REAL_NAME_CHARACTERS = /^[\p{Script=Han}A-Za-z·• ]+$/u;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

export const coinTypes = ['USDT', 'USDC'] as const;
export type CoinType = (typeof coinTypes)[number];
export const protocols = ['TRC20', 'ERC20'] as const;
export type Protocol = (typeof protocols)[number];
/** TRC20: T + 33 base58 characters; ERC20: 0x + 40 hex digits. */
export const addressPatterns: Record<Protocol, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};
/**
 * Payment-wallet accounts (no chain protocol) the topay, ebpay, CNYT and MPAY withdraw channels
 * pay to: a wallet id of 10-64 letters/digits, and for MPAY the account's mobile number
 * (11 digits, 1[3-9]…) or its account id (6-32 letters/digits starting with a letter).
 */
export const payWalletTypes = ['TOPAY', 'EBPAY', 'CNYT', 'MPAY'] as const;
export type PayWalletType = (typeof payWalletTypes)[number];
const WALLET_ID = /^[A-Za-z0-9]{10,64}$/;
export const payWalletPatterns: Record<PayWalletType, RegExp> = {
  TOPAY: WALLET_ID,
  EBPAY: WALLET_ID,
  CNYT: WALLET_ID,
  MPAY: /^(1[3-9]\d{9}|[A-Za-z][A-Za-z0-9]{5,31})$/,
};
export const payWalletHints: Record<PayWalletType, string> = {
  TOPAY: '10-64位字母或数字的钱包ID',
  EBPAY: '10-64位字母或数字的钱包ID',
  CNYT: '10-64位字母或数字的钱包ID',
  MPAY: '11位手机号或6-32位账户ID（字母开头）',
};
export type WalletType = CoinType | PayWalletType;
export const walletTypes: readonly WalletType[] = [...coinTypes, ...payWalletTypes];
export const isPayWallet = (type: string): type is PayWalletType => (payWalletTypes as readonly string[]).includes(type);

export const qrKinds = ['wechat', 'alipay'] as const;
export type QrKind = (typeof qrKinds)[number];
export const qrKindNames: Record<QrKind, string> = { wechat: '微信', alipay: '支付宝' };
/** The largest receiving-code image the server takes. */
export const QR_IMAGE_MAX_BYTES = 1024 * 1024;
export const QR_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The two-step switches, with their user-info names. */
export const twostepSwitches = ['login', 'withdraw', 'agentTransfer', 'thirdTransfer', 'bindAddress'] as const;
export type TwostepSwitchName = (typeof twostepSwitches)[number];
export const twostepSwitchLabels: Record<TwostepSwitchName, string> = {
  login: '登录',
  withdraw: '提现',
  agentTransfer: '代理转账',
  thirdTransfer: '三方转账',
  bindAddress: '绑定地址',
};

/**
 * The real-name rule's error name, or null when valid (2-16 characters: Chinese, letters, middle dot).
 * It is spec 2 §5's holder-name rule and message rather than spec 1's 2-5 Chinese name check
 * (checkChineseName), so a card's holder accepted on a deposit form is accepted here, foreign names too.
 */
export function realNameProblem(name: string): 'realNameLength' | 'realNameCharacters' | null {
  const length = [...name].length;
  if (length < REAL_NAME_MIN || length > REAL_NAME_MAX) return 'realNameLength';
  if (!REAL_NAME_CHARACTERS.test(name)) return 'realNameCharacters';
  return null;
}

/** 张三丰 → 张**: shown after the first character only. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '' : chars[0] + '*'.repeat(chars.length - 1);
}

/** Every digit but the last four hidden. */
export function maskCardNo(cardNo: string): string {
  return '*'.repeat(Math.max(0, cardNo.length - 4)) + cardNo.slice(-4);
}

/** a****@example.com */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  return `${email[0]}****${email.slice(at)}`;
}

export function addressValid(protocol: Protocol, address: string): boolean {
  return addressPatterns[protocol].test(address);
}

/** A crypto address needs its protocol and that protocol's format; a payment wallet takes no protocol. */
export function walletAddressValid(type: WalletType, protocol: Protocol | undefined, address: string): boolean {
  if (isPayWallet(type)) return protocol === undefined && payWalletPatterns[type].test(address);
  return protocol !== undefined && addressValid(protocol, address);
}

/** The bind_addresses kind of a wallet: USDT-TRC20 … or the payment wallet's own name. */
export const walletKind = (type: WalletType, protocol: Protocol | undefined): string => (isPayWallet(type) ? type : `${type}-${protocol}`);

const FundPassword = Type.String({ minLength: 1, maxLength: 100 });
const TwoStepCode = Type.Optional(Type.String({ maxLength: 10 }));
/** Millisecond times are also sent formatted in Beijing time. */
const Time = Type.String({ maxLength: 19 });

export const Bank = Type.Object({ code: Type.String(), name: Type.String() });
export type Bank = Static<typeof Bank>;

/** A bound bank card as the player sees it: name and number masked. */
export const BankCard = Type.Object({
  id: Type.Integer(),
  bankCardNo: Type.String(),
  sn: Type.String(),
  bankNameZH: Type.String(),
  bankAllas: Type.String(),
  bindTime: Time,
  /** When the card may first be used for a withdrawal. */
  availableTime: Time,
  available: Type.Boolean(),
});
export type BankCard = Static<typeof BankCard>;

/** queryResult's list; the spec's PrePayConfigMap (rechargeType) is not in it, as the deposit channels carry their own settings. */
export const BankCardList = Type.Object({
  bankCardList: Type.Array(BankCard),
  /** Hours a new card waits before a withdrawal: the first card, any later one. */
  firstDrawingsAging: Type.Number(),
  nonFirstDrawingsAging: Type.Number(),
});
export type BankCardList = Static<typeof BankCardList>;

export const BankAddInfo = Type.Object({
  bankCardCount: Type.Integer(),
  maxBankCards: Type.Integer(),
  /** The account's real name, masked; empty until the first card sets it. */
  sn: Type.String(),
  realNameSet: Type.Boolean(),
});
export type BankAddInfo = Static<typeof BankAddInfo>;

export const CoinWallet = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  coinType: Type.String(),
  protocol: Type.String(),
  bindTime: Time,
  availableTime: Time,
  available: Type.Boolean(),
});
export type CoinWallet = Static<typeof CoinWallet>;

/** A bound receiving code: like a card or wallet, usable for a (hosted) withdrawal from `availableTime`. */
export const QrBinding = Type.Object({ id: Type.Integer(), address: Type.String(), bindTime: Time, availableTime: Time, available: Type.Boolean() });
export type QrBinding = Static<typeof QrBinding>;
export const QrBindings = Type.Object({ wechat: Type.Union([QrBinding, Type.Null()]), alipay: Type.Union([QrBinding, Type.Null()]) });
export type QrBindings = Static<typeof QrBindings>;

export const TwostepStatus = Type.Object({
  twostep: Flag,
  twostepLogin: Flag,
  twostepWithdraw: Flag,
  twostepAgentTransfer: Flag,
  twostepThirdTransfer: Flag,
  twostepBindAddress: Flag,
});
export type TwostepStatus = Static<typeof TwostepStatus>;

/** Everything the account page and the bind prompts show at a glance. */
export const BindOverview = Type.Object({
  userType: Type.Integer(),
  realName: Type.String(),
  realNameSet: Type.Boolean(),
  bankCardCount: Type.Integer(),
  coinWalletCount: Type.Integer(),
  isBindWechat: Type.Boolean(),
  isBindAlipay: Type.Boolean(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
  /** An e-mail waiting for its code, masked; empty when none. */
  pendingEmail: Type.String(),
  payPwd: Flag,
  risk: Type.Boolean(),
  twostepStatus: TwostepStatus,
});
export type BindOverview = Static<typeof BindOverview>;

export const TwostepSecret = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type TwostepSecret = Static<typeof TwostepSecret>;

export const accountEndpoints = {
  overview: defineEndpoint({ method: 'GET', path: accountPaths.overview, response: BindOverview }),
  bankList: defineEndpoint({ method: 'GET', path: accountPaths.bankList, response: Type.Array(Bank) }),
  /** The spec shows the card checks (userBankCheck) but no binding call: this path is the platform's own. */
  bindBankCard: defineEndpoint({
    method: 'POST',
    path: accountPaths.bindBankCard,
    body: Type.Object({
      /** The holder name: must equal the real name, or sets it with the first card. */
      sn: Type.String({ maxLength: 40 }),
      bankCode: Type.String({ maxLength: 20 }),
      cardNo: Type.String({ maxLength: 40 }),
      payPassword: FundPassword,
    }),
    response: BankCard,
  }),
  /** Code 0 with the list when a card is bound, BANK_NOT_BOUND when none is. */
  bankQuery: defineEndpoint({ method: 'GET', path: accountPaths.bankQuery, response: BankCardList }),
  bankAdd: defineEndpoint({ method: 'GET', path: accountPaths.bankAdd, response: BankAddInfo }),
  /** Cards past their wait (usable for a withdrawal); BANK_NOT_BOUND when none is. */
  bankAvailable: defineEndpoint({ method: 'GET', path: accountPaths.bankAvailable, response: BankCardList }),
  getBindAddress: defineEndpoint({ method: 'GET', path: accountPaths.getBindAddress, response: Type.Array(CoinWallet) }),
  bindAddress: defineEndpoint({
    method: 'POST',
    path: accountPaths.bindAddress,
    body: Type.Object({
      coinType: Type.Union(walletTypes.map((c) => Type.Literal(c))),
      /** USDT/USDC only; a payment wallet (TOPAY, EBPAY, CNYT, MPAY) sends none. */
      protocol: Type.Optional(Type.Union(protocols.map((p) => Type.Literal(p)))),
      address: Type.String({ maxLength: 100 }),
      name: Type.Optional(Type.String({ maxLength: 20 })),
      payPassword: FundPassword,
      code: TwoStepCode,
    }),
    response: CoinWallet,
  }),
  unbindAddress: defineEndpoint({
    method: 'POST',
    path: accountPaths.unbindAddress,
    body: Type.Object({ id: Type.Integer({ minimum: 1 }), payPassword: FundPassword, code: TwoStepCode }),
    response: Done,
  }),
  getBindAddressQrCode: defineEndpoint({ method: 'GET', path: accountPaths.getBindAddressQrCode, response: QrBindings }),
  /**
   * Multipart form data: fields `type` (wechat | alipay), `payPassword`, optional `code`, then
   * the image `file` (PNG or JPEG, at most QR_IMAGE_MAX_BYTES). The decoded QR text is stored.
   */
  bindAddressQrCode: defineEndpoint({ method: 'POST', path: accountPaths.bindAddressQrCode, response: QrBinding }),
  twostepCode: defineEndpoint({ method: 'GET', path: accountPaths.twostepCode, response: TwostepSecret }),
  /** Binds the authenticator. A POST, though the spec lists a GET, because it changes state; the spec's GET is answered too (alsoGet). */
  bindTwostep: defineEndpoint({
    method: 'POST',
    alsoGet: true,
    path: accountPaths.bindTwostep,
    body: Type.Object({ code: Type.String({ maxLength: 10 }), payPassword: FundPassword }),
    response: TwostepStatus,
  }),
  /** Turns one two-step switch on or off. A POST, though the spec lists a GET, because it changes state; the spec's GET is answered too (alsoGet). */
  switchTwostepStatus: defineEndpoint({
    method: 'POST',
    alsoGet: true,
    path: accountPaths.switchTwostepStatus,
    body: Type.Object({
      type: Type.Union(twostepSwitches.map((s) => Type.Literal(s))),
      status: Flag,
      code: Type.String({ maxLength: 10 }),
      payPassword: FundPassword,
    }),
    response: TwostepStatus,
  }),
  /** Checks (and uses up) a code of the bound secret. */
  validateTwoStep: defineEndpoint({
    method: 'GET',
    path: accountPaths.validateTwoStep,
    query: Type.Object({ code: Type.String({ maxLength: 10 }) }),
    response: Done,
  }),
  /**
   * Sets the e-mail waiting to be verified and mails its code. A POST, though the spec lists a GET, because it
   * changes state; the spec's GET is answered too (alsoGet).
   */
  bindEmail: defineEndpoint({
    method: 'POST',
    alsoGet: true,
    path: accountPaths.bindEmail,
    body: Type.Object({ email: Type.String({ maxLength: 120 }), payPassword: FundPassword }),
    response: Type.Object({ email: Type.String() }),
  }),
  /** Sends a new code to the e-mail waiting to be verified: a POST, though the spec lists a GET, because it changes state (alsoGet). */
  getVerifyCodeRandom: defineEndpoint({
    method: 'POST',
    alsoGet: true,
    path: accountPaths.getVerifyCodeRandom,
    response: Type.Object({ email: Type.String() }),
  }),
  bindEmailVerify: defineEndpoint({
    method: 'GET',
    path: accountPaths.bindEmailVerify,
    query: Type.Object({ code: Type.String({ maxLength: 10 }) }),
    response: Type.Object({ email: Type.String() }),
  }),
  /** Always answers the same, whether or not the user exists or has that e-mail. */
  resetPasswordByEmail: defineEndpoint({
    method: 'POST',
    path: accountPaths.resetPasswordByEmail,
    body: Type.Object({ cn: Type.String({ maxLength: 64 }), email: Type.String({ maxLength: 120 }) }),
    response: Done,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: accountPaths.resetPassword,
    body: Type.Object({ cn: Type.String({ maxLength: 64 }), code: Type.String({ maxLength: 10 }), password: Type.String({ maxLength: 100 }) }),
    response: Done,
  }),
} as const;
