/**
 * Deposits (the wallet modal's charge tab): the channel list, the order, its sandbox
 * provider, its status and cancellation, and the tab's order list. Amounts are decimal
 * strings in yuan (coin amounts in coin units where named so).
 *
 * ## Channel families (Channel.family) and their flows
 *
 * Every order is paid on its provider's **cashier page** (`reqUrl`, a sandbox page served by
 * this server under /sandbox/pay/<spsn>, clearly marked 沙箱). The tester pays or abandons
 * there; paying makes the provider send the platform a signed notification, which credits the
 * player's main wallet exactly once (pay amount − fee, plus a bonus tier when paid in time).
 * An unpaid order expires after its window (`expiresInSeconds`); the tab may cancel a pending
 * one (at most 3 cancels per Beijing day).
 *
 * - `redirect` (e.g. ALIPAY_WEB, WECHAT_WEB, ALIPAY_WEB_TRANSFER, ZHIBAO_EBANK_WEB_TRANSFER):
 *   the generic form → `recharge` → result screen: a redirect notice whose button opens
 *   `reqUrl` in a new window (`resultType` 'redirect'), or bank details with copy
 *   (`resultType` 'bank', ZHIBAO_EBANK_WEB_TRANSFER, `remitBankInfo`). Window 30 min.
 *   ALIPAY_WEB_TRANSFER needs `alipayUserName` (请输入付款人姓名); ZHIBAO card fields when
 *   `isShowCardName` is 1.
 * - `bank` (BANK_TRANSFER, 银行卡转账 with payee matching): `amountConfig` gives the chips
 *   (fixedList) and the custom-amount steps (amountRuleList); `preTransferRechargeInfo` gives the
 *   player's cards and a token; `recharge` (bankId, token) answers `isWait` '1' → the waiting
 *   page polls `getOnepayOrderBankInfo` every 10 s until `isWait` is '0', then the success page
 *   shows the payee (`remitBankInfo`), a 900 s countdown (`expiresInSeconds`) and the bonus
 *   table (`bonusTable`). Cancel from the waiting page with `cancelOrder`.
 * - `onepay` (ONEPAY_JS_WEB, ONEPAY_JS2_WEB, ONEPAY_JS3_WEB, ONEPAY_WECHAT_WEB,
 *   ONEPAY_ALIPAY_WEB, ONEPAY_NORMAL_ALIPAY_WEB): read-only amounts from the quick amounts
 *   (`queryOnepayChannelAmount` for JS; `queryOnepayChannelAmountV2` for the others, with ids
 *   sent back as `paymentId`). JS (card number + name) and JS2 answer the result view
 *   (`resultType` 'onepay') with the payee and I-have-paid (`updatePaynotify`); JS3 opens
 *   `queryOnepayV3Url` in a new window; WECHAT/ALIPAY/NORMAL_ALIPAY wait for a payee like
 *   `bank` (isWait, `getOnepayOrderBankInfo`) and then confirm payment (`updatePaynotifyV2`).
 *   Window: apply time + 10 min. `imPayRenew` gives the order's chat/cashier link again.
 * - `coin` (USDT, USDC; in `resultUsdt`): `getCoinTypeList` lists coins and protocols;
 *   step 1: the channel's `usdt3RdRate` gives the rate and the yuan credited; the protocol is chosen
 *   here rather than in step 2 as the spec has it, because each order's address is made for its
 *   protocol; `recharge` (coinType, protocol, amount in coin units) → step 2:
 *   `getRechargeAddress` (coinType, spsn, refresh) gives the order's own address and its QR
 *   text. Window 30 min. Amount errors read 充值金额错误，限制{min}到{max}个USDT (or USDC).
 * - `wallet` (IM_WALLET, children in `imChildChannels`: rechargeType 0 bank, 1 WeChat,
 *   2 Alipay, 3 third): `walletRecharge` answers the hosted page's url, opened in a new window,
 *   with the 15-minute notice.
 * - `frame` (THIRD_FRAME): `recharge` answers `reqUrl`, shown in an embedded frame; the query
 *   button calls `rechargeOrderStatus`.
 *
 * Order status (`rechargeOrderStatus`) and `cancelOrder` answer the negative codes of
 * `depositOrderCodes` (-100 expired, -101 cancelled, -103 cancel limit, -104 no such order):
 * the tab shows the message and returns to the channel list. Balance changes also arrive as the
 * socket event `recharge_success` (contract/socket.ts; a hint: the balance call is the truth).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint, Done, Flag } from './endpoint';
import { paymentPaths } from './paths';

export const channelFamilies = ['redirect', 'bank', 'onepay', 'coin', 'wallet', 'frame'] as const;
export type ChannelFamily = (typeof channelFamilies)[number];
const FamilySchema = Type.Union(channelFamilies.map((f) => Type.Literal(f)));

/** The channel codes with their own forms or flows (spec: special forms). */
export const CHANNEL_CODES = {
  alipayTransfer: 'ALIPAY_WEB_TRANSFER',
  zhibaoTransfer: 'ZHIBAO_EBANK_WEB_TRANSFER',
  bankTransfer: 'BANK_TRANSFER',
  onepayJs: 'ONEPAY_JS_WEB',
  onepayJs2: 'ONEPAY_JS2_WEB',
  onepayJs3: 'ONEPAY_JS3_WEB',
  onepayWechat: 'ONEPAY_WECHAT_WEB',
  onepayAlipay: 'ONEPAY_ALIPAY_WEB',
  onepayNormalAlipay: 'ONEPAY_NORMAL_ALIPAY_WEB',
  usdt: 'USDT',
  usdc: 'USDC',
  wallet: 'IM_WALLET',
  frame: 'THIRD_FRAME',
} as const;

/** A deposit order's status: 0 success, 1 pending, other failed (2 cancelled, 3 expired, 4 abandoned on the cashier page). */
export const DEPOSIT_STATUS = { success: 0, pending: 1, cancelled: 2, expired: 3, abandoned: 4 } as const;
export const depositStatusText = (status: number) => (status === 0 ? '充值成功' : status === 1 ? '处理中' : '充值失败');

/** Codes of order status and cancel that send the tab back to the channel list (the envelope's code, with its msg). */
export const depositOrderCodes = { expired: -100, cancelled: -101, cancelLimit: -103, notFound: -104 } as const;

/** Cancels a player may make per Beijing day. */
export const DAILY_CANCEL_LIMIT = 3;
/** The waiting page's poll (ms) and the success page's countdown (s). */
export const WAITING_POLL_MS = 10_000;
export const BANK_SUCCESS_SECONDS = 900;

export const DepositBank = Type.Object({ bankCode: Type.String(), description: Type.String(), bankKey: Type.String(), bankSiteUrl: Type.String() });
export type DepositBank = Static<typeof DepositBank>;

/** A wallet-type channel's sub-channels (rechargeType 0 bank, 1 WeChat, 2 Alipay, 3 third). */
export const ImChildChannel = Type.Object({ rechargeType: Type.Integer({ minimum: 0, maximum: 3 }), name: Type.String(), walletId: Type.String() });
export type ImChildChannel = Static<typeof ImChildChannel>;

/** queryChannel's entries (spec 2 §3 queryWay), plus family, icon, promo tag, coin and window. */
export const DepositChannel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  payWayCode: Type.String(),
  family: FamilySchema,
  /** An icon name the app maps to its picture. */
  icon: Type.String(),
  minRechargeAmount: Decimal,
  maxRechargeAmount: Decimal,
  /** 1: a fee of amount × costRate (2 decimals) is taken from the credit. */
  costStatus: Flag,
  costRate: Decimal,
  /** 1: a random reduction (随机立减) applies (0.1-0.9 under 10, else 0.1-1.9; exactly 1 becomes 1.1). */
  cutPointsSwitch: Flag,
  /** Quick amounts, comma-separated ('' when none). */
  fastCash: Type.String(),
  /** 0: the amount is read-only, chosen from the quick amounts. */
  isAllowInput: Flag,
  isShowCardName: Flag,
  isShowPayRemark: Flag,
  /** USDT/USDC channels that ask for the payer's account name. */
  isShowPayerAccount: Flag,
  bankList: Type.Array(DepositBank),
  imChildChannels: Type.Array(ImChildChannel),
  refBankId: Type.String(),
  /** Coin channels: yuan per coin unit ('' otherwise). */
  usdt3RdRate: Type.String(),
  coinType: Type.String(),
  /** Coin channels' protocols (TRC20, ERC20). */
  protocols: Type.Array(Type.String()),
  warmPrompt: Type.String(),
  recahrgeBounsIsView: Flag,
  /** 'minutes,percent': paid within the minutes, the percent is added as a bonus ('' when none). */
  recahrgeBouns1: Type.String(),
  recahrgeBouns2: Type.String(),
  recahrgeBouns3: Type.String(),
  isFire: Flag,
  /** A short promo tag on the grid ('' when none). */
  promoTag: Type.String(),
  isShowBankCardHelp: Flag,
  cardHelpUrl: Type.String(),
  cardHelpDetail: Type.String(),
  /** 0 RMB (in result), 1 digital currency (in resultUsdt). */
  channelCodeType: Type.Integer(),
  /** Seconds an order of this channel stays payable. */
  windowSeconds: Type.Integer(),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const ChannelList = Type.Object({ result: Type.Array(DepositChannel), resultUsdt: Type.Array(DepositChannel) });
export type ChannelList = Static<typeof ChannelList>;

/** rechargeIndexAjax: what the tab shows first. */
export const RechargeIndex = Type.Object({
  /** The bind prompt (type charge) is shown when either is 0. */
  isBindBank: Flag,
  isSetQuestion: Flag,
  userName: Type.String(),
  userType: Type.Integer(),
  /** The notices above the grid, the USDT help link and the OTC note. */
  notice: Type.String(),
  usdtHelpUrl: Type.String(),
  otcNote: Type.String(),
  /** Direct downlines whose account name the deposit account field accepts. */
  subordinates: Type.Array(Type.String()),
  cancelsLeftToday: Type.Integer(),
});
export type RechargeIndex = Static<typeof RechargeIndex>;

export const AmountRule = Type.Object({ min: Decimal, max: Decimal, range: Decimal });
export const AmountConfig = Type.Object({
  /** Amounts offered as chips (mode 1). */
  availableList: Type.Array(Decimal),
  /** Fixed amounts with their ids (mode 2). */
  fixedList: Type.Array(Type.Object({ amount: Decimal, id: Type.String() })),
  /** A typed amount (mode 3) within [min, max] snaps down to a multiple of range. */
  amountRuleList: Type.Array(AmountRule),
});
export type AmountConfig = Static<typeof AmountConfig>;

/** A player's bound card as the bank-transfer form lists it. */
export const RecodeCard = Type.Object({
  id: Type.Integer(),
  bankCardNo: Type.String(),
  sn: Type.String(),
  bankNameZH: Type.String(),
  bankAllas: Type.String(),
  bindTime: Type.Integer(),
});
export type RecodeCard = Static<typeof RecodeCard>;

/** The payee the player transfers to (bank details, or a QR/account for WeChat and Alipay). */
export const RemitBankInfo = Type.Object({
  bankAlias: Type.String(),
  bankId: Type.String(),
  bankName: Type.String(),
  bnakNo: Type.String(),
  sn: Type.String(),
  bankForkName: Type.String(),
  banForkName: Type.String(),
  orderId: Type.String(),
  applydate: Type.Integer(),
  amount: Decimal,
  bankcardowner: Type.String(),
  /** '1' while a payee is being matched, '0' when assigned. */
  isWait: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  bankArea: Type.String(),
  bankAccount: Type.String(),
  bankAccountName: Type.String(),
  /** Epoch ms when the payee was assigned (0 while waiting). */
  mapTime: Type.Integer(),
});
export type RemitBankInfo = Static<typeof RemitBankInfo>;

export const PreTransferInfo = Type.Object({
  recodeInfo: Type.Array(RecodeCard),
  token: Type.String(),
  remitBankInfo: Type.Union([RemitBankInfo, Type.Null()]),
});
export type PreTransferInfo = Static<typeof PreTransferInfo>;

const Str = (maxLength: number) => Type.String({ maxLength });

export const RechargeRequest = Type.Object(
  {
    channelCode: Str(40),
    /** Yuan (coin units for coin channels), at most 2 decimals, before the random reduction. */
    amount: Str(24),
    /** 1 when the channel's reduction applies; `cutPoints` is the reduction the form showed (else the server draws one). */
    cutPointsSwitch: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    cutPoints: Type.Optional(Str(8)),
    bankId: Type.Optional(Str(20)),
    payRealUserName: Type.Optional(Str(40)),
    payRealBankCardNumber: Type.Optional(Str(40)),
    /** ONEPAY quick amount id (queryOnepayChannelAmountV2). */
    paymentId: Type.Optional(Str(40)),
    payWayType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
    alipayUserName: Type.Optional(Str(40)),
    /** Accepted as the spec sends it, never required nor sent by the app: the platform does not fingerprint browsers. */
    visitorId: Type.Optional(Str(64)),
    /** Optional idempotency key (or the Idempotency-Key header): retries with it answer the first order (no second order). */
    requestId: Type.Optional(Str(64)),
    /** A direct downline's account name: the deposit credits that downline. */
    subordinateName: Type.Optional(Str(32)),
    /** preTransferRechargeInfo's token (bank transfer). */
    token: Type.Optional(Str(64)),
    coinType: Type.Optional(Str(12)),
    protocol: Type.Optional(Str(12)),
    /** USDT/USDC channels with isShowPayerAccount. */
    payerAccount: Type.Optional(Str(64)),
  },
  { additionalProperties: false },
);
export type RechargeRequest = Static<typeof RechargeRequest>;

export const resultTypes = ['redirect', 'bank', 'coin', 'onepay', 'waiting', 'frame', 'wallet'] as const;
export const BonusRow = Type.Object({ label: Type.String(), value: Type.String() });

/** recharge's answer (spec 2 §3 deposit submit result), one shape for every family. */
export const RechargeResult = Type.Object({
  /** The order number (spsn). */
  orderId: Type.String(),
  channelCode: Type.String(),
  family: FamilySchema,
  /** Which result screen to show: 'waiting' means poll getOnepayOrderBankInfo. */
  resultType: Type.Union(resultTypes.map((t) => Type.Literal(t))),
  /** Yuan to pay (after the reduction), the reduction, the fee, and what will be credited. */
  amount: Decimal,
  cutPoints: Decimal,
  fee: Decimal,
  creditAmount: Decimal,
  /** Coin orders: coin units to send. */
  coinAmount: Type.String(),
  recodeInfo: Type.Array(RecodeCard),
  remitBankInfo: Type.Union([RemitBankInfo, Type.Null()]),
  /** The provider's cashier page (new window, frame, or the redirect notice's button). */
  reqUrl: Type.String(),
  reqParams: Type.Record(Type.String(), Type.String()),
  coinAdress: Type.String(),
  token: Type.String(),
  /** Epoch ms (server clock) the order stays payable until, and the seconds left when answered. */
  expiresAt: Type.Integer(),
  expiresInSeconds: Type.Integer({ minimum: 0 }),
  /** For the success page's bonus table. */
  bonusTable: Type.Array(BonusRow),
  /** For whom (the downline's name, or the player's own). */
  userName: Type.String(),
});
export type RechargeResult = Static<typeof RechargeResult>;

/** A deposit order, as its status call and the order list give it. */
export const DepositOrder = Type.Object({
  orderDate: Type.Integer(),
  spsn: Type.String(),
  channelCode: Type.String(),
  payWayName: Type.String(),
  cash: Decimal,
  creditAmount: Decimal,
  status: Type.Integer(),
  statusText: Type.String(),
  /** For whom the deposit is (a downline's name, or the player's own). */
  userName: Type.String(),
  /** The player said they paid (I-have-paid / confirm-payment). */
  paidClaimed: Type.Boolean(),
  expiresAt: Type.Integer(),
  expiresInSeconds: Type.Integer({ minimum: 0 }),
  creditedAt: Type.Integer(),
  reqUrl: Type.String(),
});
export type DepositOrder = Static<typeof DepositOrder>;

export const OnepayAmounts = Type.Object({ amountList: Type.Array(Decimal) });
export const OnepayAmountsV2 = Type.Object({ amountList: Type.Array(Type.Object({ id: Type.String(), amount: Decimal })) });

export const CoinTypeList = Type.Object({
  list: Type.Array(Type.Object({ coinType: Type.String(), channelCode: Type.String(), protocols: Type.Array(Type.String()), rate: Decimal })),
  /** Exchanges where coins can be bought (the purchase tab). */
  exchanges: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});
export type CoinTypeList = Static<typeof CoinTypeList>;

export const RechargeAddress = Type.Object({
  spsn: Type.String(),
  usdtType: Type.String(),
  protocol: Type.String(),
  address: Type.String(),
  /** The text to encode as the QR code (the app draws it). */
  qrCodeURL: Type.String(),
  coinAmount: Type.String(),
  expiresInSeconds: Type.Integer({ minimum: 0 }),
});
export type RechargeAddress = Static<typeof RechargeAddress>;

export const WalletRechargeResult = Type.Object({
  spsn: Type.String(),
  url: Type.String(),
  expiresAt: Type.Integer(),
  expiresInSeconds: Type.Integer({ minimum: 0 }),
});
export type WalletRechargeResult = Static<typeof WalletRechargeResult>;

const OrderQuery = Type.Object({ orderId: Str(40) });

export const paymentEndpoints = {
  rechargeIndex: defineEndpoint({
    method: 'GET',
    path: paymentPaths.rechargeIndex,
    query: Type.Object({ clientType: Type.Optional(Str(2)) }),
    response: RechargeIndex,
  }),
  queryChannel: defineEndpoint({
    method: 'GET',
    path: paymentPaths.queryChannel,
    query: Type.Object({ clientType: Type.Optional(Str(2)) }),
    response: ChannelList,
  }),
  amountConfig: defineEndpoint({ method: 'GET', path: paymentPaths.amountConfig, query: Type.Object({ channelCode: Str(40) }), response: AmountConfig }),
  preTransferRechargeInfo: defineEndpoint({
    method: 'POST',
    path: paymentPaths.preTransferRechargeInfo,
    body: Type.Object({ code: Str(40), bankCardType: Type.Optional(Str(4)) }, { additionalProperties: false }),
    response: PreTransferInfo,
  }),
  recharge: defineEndpoint({ method: 'POST', path: paymentPaths.recharge, body: RechargeRequest, response: RechargeResult }),
  onepayAmounts: defineEndpoint({
    method: 'GET',
    path: paymentPaths.queryOnepayChannelAmount,
    query: Type.Object({ channelCode: Str(40) }),
    response: OnepayAmounts,
  }),
  onepayAmountsV2: defineEndpoint({
    method: 'GET',
    path: paymentPaths.queryOnepayChannelAmountV2,
    query: Type.Object({ channelCode: Str(40) }),
    response: OnepayAmountsV2,
  }),
  /** The waiting page's poll: isWait '0' once a payee is assigned. */
  orderBankInfo: defineEndpoint({ method: 'GET', path: paymentPaths.getOnepayOrderBankInfo, query: OrderQuery, response: RechargeResult }),
  /** I have paid. */
  updatePaynotify: defineEndpoint({
    method: 'POST',
    path: paymentPaths.updatePaynotify,
    body: Type.Object({ orderId: Str(40), channelCode: Str(40) }, { additionalProperties: false }),
    response: Done,
    successMessage: '提交成功',
  }),
  /** Confirm payment (WeChat/Alipay ONEPAY). The app posts (it changes state); the spec's clients send a GET. */
  updatePaynotifyV2: defineEndpoint({
    method: 'POST',
    alsoGet: true,
    path: paymentPaths.updatePaynotifyV2,
    body: Type.Object({ orderId: Str(40), channelCode: Str(40), type: Type.Optional(Str(4)) }, { additionalProperties: false }),
    response: Done,
    successMessage: '提交成功',
  }),
  onepayV3Url: defineEndpoint({ method: 'GET', path: paymentPaths.queryOnepayV3Url, query: OrderQuery, response: Type.Object({ reqUrl: Type.String() }) }),
  imPayRenew: defineEndpoint({
    method: 'GET',
    path: paymentPaths.imPayRenew,
    query: Type.Object({ spsn: Str(40) }),
    response: Type.Object({ reqUrl: Type.String() }),
  }),
  coinTypeList: defineEndpoint({ method: 'GET', path: paymentPaths.getCoinTypeList, response: CoinTypeList }),
  rechargeAddress: defineEndpoint({
    method: 'GET',
    path: paymentPaths.getRechargeAddress,
    query: Type.Object({ coinType: Str(12), spsn: Str(40), refresh: Type.Optional(Str(2)) }),
    response: RechargeAddress,
  }),
  walletRecharge: defineEndpoint({
    method: 'POST',
    path: paymentPaths.walletRecharge,
    body: Type.Object(
      {
        rechargeType: Type.Integer({ minimum: 0, maximum: 3 }),
        channelCode: Str(40),
        walletId: Type.Optional(Str(40)),
        amount: Str(24),
        visitorId: Type.Optional(Str(64)),
        requestId: Type.Optional(Str(64)),
        subordinateName: Type.Optional(Str(32)),
      },
      { additionalProperties: false },
    ),
    response: WalletRechargeResult,
  }),
  orderStatus: defineEndpoint({ method: 'GET', path: paymentPaths.orderStatus, query: OrderQuery, response: DepositOrder }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: paymentPaths.cancelOrder,
    body: Type.Object({ orderId: Str(40), channelCode: Type.Optional(Str(40)), type: Type.Optional(Type.Integer()) }, { additionalProperties: false }),
    response: Type.Object({ cancelsLeftToday: Type.Integer() }),
    successMessage: '订单已取消',
  }),
  /** The tab's order list: the last 3 days, the newest 10. */
  orderList: defineEndpoint({ method: 'GET', path: paymentPaths.orderList, response: Type.Object({ list: Type.Array(DepositOrder) }) }),
} as const;

/** The signed notification a provider posts to paymentPaths.notify (not called by the app). */
export const DepositNotification = Type.Object(
  {
    spsn: Str(40),
    /** The provider's own transaction id. */
    tradeNo: Str(64),
    /** Yuan actually received. */
    amount: Str(24),
    /** 'paid'. */
    status: Str(16),
    paidAt: Type.Integer(),
  },
  { additionalProperties: false },
);
export type DepositNotification = Static<typeof DepositNotification>;
/** Headers of a notification: the Unix time in ms and the hex HMAC-SHA256 over `${timestamp}.${body}`. */
export const NOTIFY_HEADERS = { timestamp: 'x-sandbox-timestamp', signature: 'x-sandbox-signature', channel: 'x-sandbox-channel' } as const;
