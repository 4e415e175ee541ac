/**
 * Withdrawals: the config a player's withdraw tab is drawn from, the request, the coin quote,
 * the confirm-receipt call, and the withdraw and charge records of the member center.
 * Amounts are decimal strings in yuan.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint, Flag } from './endpoint';
import { withdrawPaths } from './paths';

/** drawCashIndexAjax status: what the tab shows instead of the form. */
export const WITHDRAW_CONFIG_STATUS = { ok: 0, risk: -2, noFundPassword: -3, unbound: -4 } as const;

/** A withdrawal's status (withdrawals.status). */
export const WITHDRAW_STATUS = { processing: 0, paid: 1, failed: 2, completed: 3, depositReleased: 4, awaitingHosted: 5 } as const;
export const withdrawStatusText: Record<number, string> = {
  5: '待在托管页面完成',
  0: '处理中',
  1: '已出款，待确认到账',
  2: '提现失败，已退回',
  3: '提现成功',
  4: '已出款，保证金已退还',
};

/** A deposit order's status: 0 success, 1 pending, other failed. */
export const chargeStatusText = (status: number) => (status === 0 ? '充值成功' : status === 1 ? '处理中' : '充值失败');

export const WithdrawAccount = Type.Object({
  id: Type.Integer(),
  /** Bank card number or wallet address, masked. */
  bankCardNo: Type.String(),
  /** Bank name, or the wallet kind (USDT-TRC20 …). */
  bankNameZH: Type.String(),
  coinType: Type.String(),
  /** Bound at / usable from (epoch ms): a new account waits the configured aging. */
  bindTime: Type.Integer(),
  availableAt: Type.Integer(),
});
export type WithdrawAccount = Static<typeof WithdrawAccount>;

/**
 * Spec 2 §2's numbering of the withdraw page's channels (the submit keeps §7's channelType as the id): bank card
 * 2, USDT (and USDC, the same crypto-wallet screen) 1, fast withdraw 3 (the fixed-amount pool) and 4 (the hosted
 * bank page), topay 6, ebpay 7, cnyt 8, mpay 9, wechat 10 and alipay 11 (the hosted WeChat and Alipay pages).
 * No channel answers the spec's third fast-withdraw variant, 5: its screens describe two fast withdrawals (the pool
 * and the hosted bank page) and nothing a third would do, so serving one would mean inventing its rules.
 */
export const WITHDRAW_CHANNEL_TYPE = {
  usdt: 1,
  bank: 2,
  fastPool: 3,
  fastHostedBank: 4,
  topay: 6,
  ebpay: 7,
  cnyt: 8,
  mpay: 9,
  wechat: 10,
  alipay: 11,
} as const;

export const WithdrawChannel = Type.Object({
  /** WITHDRAW_CHANNEL_TYPE: spec 2 §2's type. */
  type: Type.Integer(),
  channelType: Type.String(),
  withDrawType: Type.String(),
  kind: Type.Union([Type.Literal('bank'), Type.Literal('pool'), Type.Literal('coin')]),
  name: Type.String(),
  coinType: Type.String(),
  min: Decimal,
  max: Decimal,
  /** The pool channel's amounts within min..max. */
  fixedAmounts: Type.Array(Type.Object({ id: Type.String(), amount: Decimal })),
  /** The cards or wallet addresses this channel pays to. */
  accounts: Type.Array(WithdrawAccount),
  /** A security deposit is held until the player confirms receipt. */
  securityDeposit: Type.Boolean(),
  /** Too many unconfirmed withdrawals today: closed until the day ends. */
  blockedToday: Type.Boolean(),
});
export type WithdrawChannel = Static<typeof WithdrawChannel>;

/**
 * drawCashIndexAjax. The spec's flat fields per channel (coinWalletList, JsOnceWithdrawMin/Max, wechat/
 * alipayWalletId, isBindWechat/Alipay, PrePayConfigMap's view flags, names, sort orders and bonus) are
 * served as `channels`, one entry per channel with its accounts, limits and order, because a new channel
 * is then a settings row rather than a dozen new fields; hosted limits come from withdrawCashJS3Setting.
 */
export const WithdrawConfig = Type.Object({
  status: Type.Integer(),
  /** The payee's real name, masked after the first character. */
  sn: Type.String(),
  cash: Decimal,
  onceWithdrawMin: Decimal,
  onceWithdrawMax: Decimal,
  /** Bets required since the last deposit, bets achieved, and whether the rule is met. */
  withDrawBetAmoutTotal: Decimal,
  valBetAmoutTotal: Decimal,
  isCanWithDraw: Flag,
  isViewCanWithDraw: Flag,
  /** Yuan that may still leave as coin today. */
  canWithDarwUsdtAmount: Decimal,
  isViewUSDTWithdrawCash: Flag,
  securityDepositRatio: Type.Integer(),
  twostepWithdraw: Flag,
  firstDrawingsAging: Type.Integer(),
  nonFirstDrawingsAging: Type.Integer(),
  confirmSeconds: Type.Integer(),
  unconfirmedToday: Type.Integer(),
  dailyUnconfirmedLimit: Type.Integer(),
  PrePayConfigMap: Type.Object({
    withdrawUSDTMoneyMin: Decimal,
    withdrawUSDTMoneyMax: Decimal,
    coinFirstDrawingsAging: Type.Integer(),
    coinNonFirstDrawingsAging: Type.Integer(),
  }),
  channels: Type.Array(WithdrawChannel),
});
export type WithdrawConfig = Static<typeof WithdrawConfig>;

const Str = (maxLength: number) => Type.String({ maxLength });

/**
 * withdrawCashAjax. Unlike the spec's hashed pay_password with a config token and bindTime, the fund
 * password travels as typed over TLS (the server keeps only its scrypt hash, so a client-side hash would
 * become the password itself), and the account is named by user_bank_id alone (its bind time is the server's).
 */
export const WithdrawRequest = Type.Object({
  operation: Type.Literal('add'),
  /** The card or address id (the player's own, live, usable by the channel). */
  user_bank_id: Type.Integer({ minimum: 1 }),
  cardNo: Type.Optional(Str(100)),
  pay_password: Str(64),
  code: Type.Optional(Str(12)),
  withdrawMoney: Str(24),
  amountId: Type.Optional(Str(12)),
  withDrawType: Str(2),
  coinType: Type.Optional(Str(12)),
  channelType: Str(4),
  /** Optional idempotency key (or the Idempotency-Key header): retries with it answer the first result and move the money once. */
  requestId: Type.Optional(Str(64)),
});
export type WithdrawRequest = Static<typeof WithdrawRequest>;

export const WithdrawResult = Type.Object({
  spsn: Type.String(),
  /** A security deposit is held: the success page asks the player to confirm receipt. */
  confirmReceipt: Type.Boolean(),
  hasBonus: Type.Boolean(),
  bonus: Type.Array(Type.Object({ min: Decimal, bonus: Decimal })),
});
export type WithdrawResult = Static<typeof WithdrawResult>;

export const CoinQuote = Type.Object({ price: Decimal, quantity: Decimal, feeAmount: Decimal, realQuantity: Decimal });
export type CoinQuote = Static<typeof CoinQuote>;

export const WithdrawOrder = Type.Object({
  spsn: Type.String(),
  orderDate: Type.Integer(),
  channelName: Type.String(),
  payee: Type.String(),
  amount: Decimal,
  securityDeposit: Decimal,
  coinQuantity: Type.String(),
  status: Type.Integer(),
  /** Seconds left to confirm receipt on the success page (0 when over). */
  confirmSecondsLeft: Type.Integer(),
});
export type WithdrawOrder = Static<typeof WithdrawOrder>;

export const ChargeOrder = Type.Object({ orderDate: Type.Integer(), spsn: Type.String(), payWayName: Type.String(), cash: Decimal, status: Type.Integer() });
export type ChargeOrder = Static<typeof ChargeOrder>;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** The record lists' query: dates and paging; the spec's queryType and channelType come without their values, so none is taken. */
const RecordsQuery = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  page: Type.Integer({ minimum: 1, maximum: 100_000 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
});
const pageOf = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({ list: Type.Array(row), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

/** Hosted withdraw pages: 0 WeChat, 1 Alipay, 2 bank card. */
export const hostedTypes = ['0', '1', '2'] as const;
export type HostedType = (typeof hostedTypes)[number];
const HostedTypeSchema = Type.Union(hostedTypes.map((t) => Type.Literal(t)));

export const HostedSetting = Type.Object({
  withdrawType: HostedTypeSchema,
  /** WITHDRAW_CHANNEL_TYPE: spec 2 §2's type (10 WeChat, 11 Alipay, 4 the bank page, a fast withdraw). */
  type: Type.Integer(),
  name: Type.String(),
  minAmount: Decimal,
  maxAmount: Decimal,
  /** Seconds the player has to complete it on the provider's page. */
  windowSeconds: Type.Integer(),
  /** The receiving code (WeChat, Alipay) or the cards (bank) it pays to; empty when none is bound. */
  accounts: Type.Array(WithdrawAccount),
});
export type HostedSetting = Static<typeof HostedSetting>;

export const HostedRequest = Type.Object({
  withdrawType: HostedTypeSchema,
  user_bank_id: Type.Integer({ minimum: 1 }),
  withdrawMoney: Str(24),
  pay_password: Str(64),
  code: Type.Optional(Str(12)),
  visitorId: Type.Optional(Str(64)),
  requestId: Type.Optional(Str(64)),
});
export type HostedRequest = Static<typeof HostedRequest>;

export const HostedResult = Type.Object({
  spsn: Type.String(),
  /** The provider's page, to open in a new tab. */
  url: Type.String(),
  /** Epoch ms (server clock): after this the withdrawal expires and its money returns to the main wallet. */
  expiresAt: Type.Integer(),
  /** Seconds left when answered: the client counts down from this, whatever its own clock says. */
  expiresInSeconds: Type.Integer({ minimum: 0 }),
});
export type HostedResult = Static<typeof HostedResult>;

export const withdrawEndpoints = {
  config: defineEndpoint({ method: 'POST', path: withdrawPaths.config, body: Type.Object({}), response: WithdrawConfig }),
  submit: defineEndpoint({ method: 'POST', path: withdrawPaths.submit, body: WithdrawRequest, response: WithdrawResult }),
  coinQuote: defineEndpoint({
    method: 'GET',
    path: withdrawPaths.coinQuote,
    query: Type.Object({ side: Type.Optional(Str(8)), coinType: Type.Optional(Str(12)), amount: Str(24), channelType: Str(4) }),
    response: CoinQuote,
  }),
  confirmReceipt: defineEndpoint({ method: 'POST', path: withdrawPaths.confirmReceipt, body: Type.Object({ spsn: Str(40) }), response: WithdrawOrder }),
  order: defineEndpoint({ method: 'GET', path: withdrawPaths.order, query: Type.Object({ spsn: Str(40) }), response: WithdrawOrder }),
  withdrawRecords: defineEndpoint({ method: 'GET', path: withdrawPaths.withdrawRecords, query: RecordsQuery, response: pageOf(WithdrawOrder) }),
  chargeRecords: defineEndpoint({ method: 'GET', path: withdrawPaths.chargeRecords, query: RecordsQuery, response: pageOf(ChargeOrder) }),
  hostedSetting: defineEndpoint({
    method: 'GET',
    path: withdrawPaths.hostedSetting,
    query: Type.Object({ withdrawType: HostedTypeSchema }),
    response: HostedSetting,
  }),
  /** Creates a withdrawal: a POST, though the spec lists a GET, because it moves money; the spec's GET is answered too (alsoGet). */
  hostedSubmit: defineEndpoint({ method: 'POST', alsoGet: true, path: withdrawPaths.hostedSubmit, body: HostedRequest, response: HostedResult }),
  /** The pool channels' fixed amounts (one channel with channelType), as the form's amount buttons show them. */
  poolAmounts: defineEndpoint({
    method: 'GET',
    path: withdrawPaths.poolAmounts,
    query: Type.Object({ channelType: Type.Optional(Str(4)) }),
    response: Type.Array(Type.Object({ channelType: Type.String(), id: Type.String(), amount: Decimal })),
  }),
} as const;
