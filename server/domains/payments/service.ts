/**
 * Deposit rules: what the charge tab may offer, the order (every rule checked again here,
 * whatever the client showed), payee matching, I-have-paid, status, cancellation and the order
 * list. Money: integer minor units; nothing moves until the provider's signed notification
 * (notify.ts) credits the order.
 */
import crypto from 'node:crypto';
import { Decimal } from 'decimal.js';
import { paymentPaths } from '../../../contract/paths';
import {
  DEPOSIT_STATUS,
  depositStatusText,
  type AmountConfig,
  type ChannelFamily,
  type ChannelList,
  type CoinTypeList,
  type DepositChannel,
  type DepositOrder,
  type PreTransferInfo,
  type RechargeAddress,
  type RechargeIndex,
  type RechargeRequest,
  type RechargeResult,
  type RemitBankInfo,
  type WalletRechargeResult,
} from '../../../contract/payment';
import { USER_TYPES } from '../../../contract/session';
import { idempotent, storedAnswerOf } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { DAY_MS, formatBeijing, beijingDayStart } from '../../../rules/beijing-time';
import {
  assignPayee,
  cancelsSince,
  insertOrder,
  lockOrder,
  orderBySpsn,
  ordersAwaitingPayee,
  recentOrders,
  updateOrder,
  type DepositOrderRow,
} from './queries';
import type { DepositChannelSettings, PaymentSettings } from './settings';
import { addMinor, fromMinorUnits, MINOR_UNITS_PER_CENT, minorUnits, type MinorUnits, subtractMinor, toMinorUnits } from '../../../rules/money';
import { guardDeposit } from '../protection/guard';
import { hasLiveBankCard, liveBankCardsOf } from '../account/bindings';
import { directDownlineNamed, downlineNames, lockUser, securityQuestionsAndTypeOf, usernameOf, usernamesOf } from '../users/queries';
import { cutPointsReduction, depositFee, isCutPointsReduction } from '../../../rules/wallet-money';
import type { UserId } from '../../db/ids';

/** What the deposit rules depend on: the database, the clock and the payment settings. */
export type PaymentDeps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

const ORDER_LIST_DAYS = 3;
const ORDER_LIST_SIZE = 10;

export const channelOf = (s: PaymentSettings, code: string): DepositChannelSettings => s.channels.find((c) => c.code === code) ?? fail('depositChannel');

/** User types 7 (withdraw only) and 10 (trial) cannot deposit. */
function mayDeposit(user: SessionUser): void {
  if (user.userType === USER_TYPES.trial) fail('trialForbidden');
  if (user.userType === USER_TYPES.withdrawOnly) fail('transferForbidden');
}

const flag = (b: boolean) => (b ? 1 : 0);

export function channelWire(c: DepositChannelSettings): DepositChannel {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    payWayCode: c.code,
    family: c.family,
    icon: c.icon,
    minRechargeAmount: c.min,
    maxRechargeAmount: c.max,
    costStatus: flag(c.costRate !== null),
    costRate: c.costRate ?? '0',
    cutPointsSwitch: flag(c.cutPoints),
    fastCash: c.fastCash.join(','),
    isAllowInput: flag(c.allowInput),
    isShowCardName: flag(c.showCardName),
    isShowPayRemark: flag(c.showPayRemark),
    isShowPayerAccount: flag(c.showPayerAccount),
    bankList: c.banks,
    imChildChannels: c.children,
    refBankId: c.banks[0]?.bankCode ?? '',
    usdt3RdRate: c.rate,
    coinType: c.coinType,
    protocols: c.protocols,
    warmPrompt: c.warmPrompt,
    recahrgeBounsIsView: flag(c.bonusTiers.some(Boolean)),
    recahrgeBouns1: c.bonusTiers[0],
    recahrgeBouns2: c.bonusTiers[1],
    recahrgeBouns3: c.bonusTiers[2],
    isFire: flag(c.hot),
    promoTag: c.promoTag,
    isShowBankCardHelp: flag(c.cardHelpUrl !== ''),
    cardHelpUrl: c.cardHelpUrl,
    cardHelpDetail: c.cardHelpDetail,
    channelCodeType: c.family === 'coin' ? 1 : 0,
    windowSeconds: Math.floor(c.windowMs / 1000),
  };
}

export async function rechargeIndex(deps: PaymentDeps, sessionUser: SessionUser): Promise<RechargeIndex> {
  mayDeposit(sessionUser);
  const s = deps.config.payments;
  const [bound, user, subordinates, cancels] = await Promise.all([
    hasLiveBankCard(deps.db, sessionUser.id),
    securityQuestionsAndTypeOf(deps.db, sessionUser.id),
    downlineNames(deps.db, sessionUser.id),
    cancelsSince(deps.db, sessionUser.id, beijingDayStart(deps.clock.now())),
  ]);
  return {
    isBindBank: flag(bound),
    isSetQuestion: flag(Boolean(user.security_questions)),
    userName: sessionUser.username,
    userType: Number(user.user_type),
    notice: s.notice,
    usdtHelpUrl: s.usdtHelpUrl,
    otcNote: s.otcNote,
    subordinates,
    cancelsLeftToday: Math.max(0, s.dailyCancelLimit - cancels),
  };
}

export function queryChannel(deps: Pick<ServerDeps, 'config'>, sessionUser: SessionUser): ChannelList {
  mayDeposit(sessionUser);
  const all = deps.config.payments.channels.map(channelWire);
  return { result: all.filter((c) => c.channelCodeType === 0), resultUsdt: all.filter((c) => c.channelCodeType === 1) };
}

export function amountConfig(deps: Pick<ServerDeps, 'config'>, code: string): AmountConfig {
  const s = deps.config.payments;
  const c = channelOf(s, code);
  const within = (a: string) => toMinorUnits(a) >= toMinorUnits(c.min) && toMinorUnits(a) <= toMinorUnits(c.max);
  if (c.family !== 'bank') return { availableList: c.fastCash.filter(within), fixedList: [], amountRuleList: [] };
  return {
    availableList: s.availableAmounts.filter(within),
    fixedList: s.fixedAmounts.filter(within).map((amount, i) => ({ amount, id: String(i + 1) })),
    amountRuleList: s.amountRules,
  };
}

export function onepayAmounts(deps: Pick<ServerDeps, 'config'>, code: string): string[] {
  const c = channelOf(deps.config.payments, code);
  if (c.family !== 'onepay') fail('depositChannel');
  return c.fastCash.filter((a) => toMinorUnits(a) >= toMinorUnits(c.min) && toMinorUnits(a) <= toMinorUnits(c.max));
}

/** A quick amount's id (queryOnepayChannelAmountV2). */
export const quickAmountId = (code: string, amount: string) => `${code}-${amount}`;

/** The quick amounts with their ids (queryOnepayChannelAmountV2). */
export const onepayAmountsWithIds = (deps: Pick<ServerDeps, 'config'>, code: string) =>
  onepayAmounts(deps, code).map((amount) => ({ id: quickAmountId(code, amount), amount }));

// ——— the bank-transfer token: stateless, tied to the player and its issue time ———

const tokenSignature = (secret: string, userId: UserId, issuedAt: number) =>
  crypto.createHmac('sha256', secret).update(`token.${userId}.${issuedAt}`).digest('hex').slice(0, 32);
const tokenOf = (s: PaymentSettings, userId: UserId, issuedAt: number) => `${issuedAt}.${tokenSignature(s.formTokenSecret, userId, issuedAt)}`;
function tokenValid(s: PaymentSettings, userId: UserId, token: string, now: number): boolean {
  const [issued, signature] = token.split('.');
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || !signature || now - issuedAt > s.tokenTtlMs || issuedAt > now) return false;
  const expected = Buffer.from(tokenSignature(s.formTokenSecret, userId, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

const maskCard = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;

export async function preTransferInfo(deps: PaymentDeps, sessionUser: SessionUser, code: string): Promise<PreTransferInfo> {
  mayDeposit(sessionUser);
  const c = channelOf(deps.config.payments, code);
  if (c.family !== 'bank') fail('depositChannel');
  const cards = await liveBankCardsOf(deps.db, sessionUser.id);
  if (cards.length === 0) fail('depositUnbound');
  const pending = (await recentOrders(deps.db, sessionUser.id, deps.clock.now() - DAY_MS, 5)).find(
    (o) => o.channel_code === code && o.status === DEPOSIT_STATUS.pending,
  );
  return {
    recodeInfo: cards.map((card) => ({
      id: card.id,
      bankCardNo: maskCard(card.card_no),
      sn: card.holder_name,
      bankNameZH: card.bank_name,
      bankAllas: card.bank_code,
      bindTime: Number(card.created_at),
    })),
    token: tokenOf(deps.config.payments, sessionUser.id, deps.clock.now()),
    remitBankInfo: pending ? remitOf(deps, c, pending) : null,
  };
}

// ——— amounts ———

const rangeMessage = (c: DepositChannelSettings) =>
  c.family === 'coin' ? `充值金额错误，限制${c.min}到${c.max}个${c.coinType}` : `充值金额错误，请输入范围${c.min}~${c.max}的金额`;

/** The chosen amount (minor units; coin units for coin channels): 2 decimals at most, within the channel's bounds. */
export function chosenAmount(c: DepositChannelSettings, text: string): MinorUnits {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed) || toMinorUnits(trimmed) <= 0) fail('depositAmount', rangeMessage(c));
  const amount = toMinorUnits(trimmed);
  if (amount < toMinorUnits(c.min) || amount > toMinorUnits(c.max)) fail('depositAmount', rangeMessage(c));
  return amount;
}

/** Bank transfer: a chip, a fixed amount, or a typed amount on a rule's step. */
function checkBankAmount(s: PaymentSettings, amount: MinorUnits): void {
  if (s.availableAmounts.some((a) => toMinorUnits(a) === amount) || s.fixedAmounts.some((a) => toMinorUnits(a) === amount)) return;
  const onStep = s.amountRules.some(
    (r) => amount >= toMinorUnits(r.min) && amount <= toMinorUnits(r.max) && (amount - toMinorUnits(r.min)) % toMinorUnits(r.range) === 0,
  );
  if (!onStep) fail('depositAmount', '充值金额错误，请选择或输入符合规则的金额');
}

/**
 * The random reduction (随机立减): 0.1-0.9 under 10 yuan, else 0.1-1.9, in tenths; 1.0 is never
 * used (it becomes 1.1). The form's own draw is accepted when it is one of those.
 */
export function cutPointsOf(amount: MinorUnits, shown: string | undefined, draw: () => number = Math.random): MinorUnits {
  if (shown !== undefined && shown !== '') {
    if (!isCutPointsReduction(fromMinorUnits(amount), shown)) fail('depositCutPoints');
    return toMinorUnits(shown);
  }
  return toMinorUnits(cutPointsReduction(fromMinorUnits(amount), draw()));
}

/** The channel's fee on what the player pays: amount × rate, to the cent (half up). */
export function feeOf(c: DepositChannelSettings, paid: MinorUnits): MinorUnits {
  return c.costRate === null ? minorUnits(0) : toMinorUnits(depositFee(fromMinorUnits(paid), c.costRate));
}

/** The bonus of a credit paid `elapsedMs` after the order: the first tier whose minutes it beat. */
export function bonusOf(c: DepositChannelSettings, credit: MinorUnits, elapsedMs: number): MinorUnits {
  for (const tier of c.bonusTiers) {
    if (!tier) continue;
    const [minutes, percent] = tier.split(',');
    if (elapsedMs <= Number(minutes) * 60_000)
      return toMinorUnits(new Decimal(fromMinorUnits(credit)).times(percent!).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed());
  }
  return minorUnits(0);
}

const bonusTable = (c: DepositChannelSettings) =>
  c.bonusTiers.filter(Boolean).map((tier) => {
    const [minutes, percent] = tier.split(',');
    return { label: `${minutes}分钟内完成转账`, value: `加赠${percent}%` };
  });

/** Deposits for a direct downline when its account name is given; the player's own name (or none) deposits for the player. */
async function beneficiaryOf(deps: PaymentDeps, sessionUser: SessionUser, name: string | undefined): Promise<{ id: UserId; username: string }> {
  const trimmed = (name ?? '').trim();
  if (trimmed === '' || trimmed.toLowerCase() === sessionUser.username.toLowerCase()) return { id: sessionUser.id, username: sessionUser.username };
  const downline = await directDownlineNamed(deps.db, sessionUser.id, trimmed);
  if (!downline) fail('depositSubordinate');
  return { id: downline.id, username: downline.username };
}

async function requireBindings(deps: PaymentDeps, userId: UserId): Promise<void> {
  const [card, user] = await Promise.all([hasLiveBankCard(deps.db, userId), securityQuestionsAndTypeOf(deps.db, userId)]);
  if (!card || !user.security_questions) fail('depositUnbound');
}

const newSpsn = (now: number) => `D${formatBeijing(now).replace(/\D/g, '')}${crypto.randomInt(100_000, 1_000_000)}`;

/** A per-order deposit address in the protocol's format (the sandbox derives it from the order). */
export function coinAddressOf(spsn: string, protocol: string): string {
  const digest = crypto.createHash('sha512').update(`${protocol}:${spsn}`).digest();
  if (protocol === 'ERC20') return `0x${digest.subarray(0, 20).toString('hex')}`;
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  return `T${[...digest]
    .slice(0, 33)
    .map((b) => alphabet[b % 58])
    .join('')}`;
}

export const cashierUrl = (spsn: string) => `${paymentPaths.sandboxCashier}/${spsn}`;

/** What recharge records about the order beyond the amount: payer details, coin and payee. */
interface OrderDraft {
  payerName: string;
  payerCard: string;
  coinType: string;
  protocol: string;
  coinAmount: string;
  amount: MinorUnits;
  cutPoints: MinorUnits;
}

function checkForm(s: PaymentSettings, c: DepositChannelSettings, body: RechargeRequest, userId: UserId, now: number): OrderDraft {
  const chosen = chosenAmount(c, body.amount);
  const draft: OrderDraft = { payerName: '', payerCard: '', coinType: '', protocol: '', coinAmount: '', amount: chosen, cutPoints: minorUnits(0) };
  if (c.payerNameRequired) {
    draft.payerName = (body.alipayUserName ?? '').trim();
    if (!draft.payerName) fail('depositPayerName');
  }
  if (c.showCardName) {
    const card = (body.payRealBankCardNumber ?? '').replace(/\./g, '');
    if (!/^\d{16,19}$/.test(card)) fail('depositCardNumber');
    const name = (body.payRealUserName ?? '').trim();
    if ([...name].length < 2 || [...name].length > 16) fail('depositCardName');
    draft.payerCard = card;
    draft.payerName = name;
  }
  if (!c.allowInput) {
    const allowed = c.fastCash.some((a) => toMinorUnits(a) === chosen);
    if (!allowed || (body.paymentId && body.paymentId !== quickAmountId(c.code, fromMinorUnits(chosen)))) fail('depositQuickAmount');
  }
  if (c.family === 'bank') {
    checkBankAmount(s, chosen);
    if (!body.token || !tokenValid(s, userId, body.token, now)) fail('depositToken');
  }
  if (c.family === 'coin') {
    if ((body.coinType && body.coinType !== c.coinType) || (body.protocol && !c.protocols.includes(body.protocol))) fail('depositCoinType');
    draft.coinType = c.coinType;
    draft.protocol = body.protocol || c.protocols[0]!;
    draft.coinAmount = fromMinorUnits(chosen);
    draft.amount = toMinorUnits(new Decimal(fromMinorUnits(chosen)).times(c.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed());
    if (c.showPayerAccount) draft.payerName = (body.payerAccount ?? '').trim();
  }
  if (c.cutPoints) {
    draft.cutPoints = cutPointsOf(chosen, body.cutPoints);
    draft.amount = subtractMinor(chosen, draft.cutPoints);
    if (draft.amount < MINOR_UNITS_PER_CENT) fail('depositCutPoints');
  }
  return draft;
}

/** Payee-matching channels wait for a payee; the others pay at once within their window. */
const firstDueAt = (s: PaymentSettings, c: DepositChannelSettings, now: number) => now + (c.matchPayee ? s.matchDelayMs : 0) + c.windowMs;

/** ZHIBAO and the ONEPAY card forms show their payee at once; matching channels once matched. */
const showsPayeeAtOnce = (c: DepositChannelSettings) => c.code === 'ZHIBAO_EBANK_WEB_TRANSFER' || (c.family === 'onepay' && !c.matchPayee);

export async function recharge(deps: PaymentDeps, sessionUser: SessionUser, body: RechargeRequest): Promise<RechargeResult> {
  mayDeposit(sessionUser);
  const answered = await storedAnswerOf<RechargeResult>(deps, sessionUser, body.requestId, body);
  if (answered) return answered;
  const s = deps.config.payments;
  const c = channelOf(s, body.channelCode);
  if (c.family === 'wallet') fail('depositChannel');
  await requireBindings(deps, sessionUser.id);
  const now = deps.clock.now();
  const draft = checkForm(s, c, body, sessionUser.id, now);
  const beneficiary = await beneficiaryOf(deps, sessionUser, body.subordinateName);
  return idempotent(deps, sessionUser, body.requestId, body, async (tx) => {
    await guardDeposit(tx, beneficiary.id, now, draft.amount, beneficiary.id !== sessionUser.id);
    const spsn = newSpsn(now);
    const row = {
      spsn,
      user_id: beneficiary.id,
      payer_id: sessionUser.id,
      channel_code: c.code,
      family: c.family,
      amount: draft.amount,
      cut_points: draft.cutPoints,
      fee: feeOf(c, draft.amount),
      coin_type: draft.coinType,
      protocol: draft.protocol,
      coin_amount: draft.coinAmount,
      address: c.family === 'coin' ? coinAddressOf(spsn, draft.protocol) : '',
      payer_name: draft.payerName,
      payer_card: draft.payerCard,
      payee_index: showsPayeeAtOnce(c) ? crypto.randomInt(s.payees.length) : null,
      payee_at: showsPayeeAtOnce(c) ? now : null,
      created_at: now,
      due_at: firstDueAt(s, c, now),
    };
    await insertOrder(tx, row);
    const order = (await lockOrder(tx, spsn))!;
    return resultOf(deps, c, order, beneficiary.username, body.token ?? '');
  });
}

export async function walletRecharge(
  deps: PaymentDeps,
  sessionUser: SessionUser,
  body: { rechargeType: number; channelCode: string; walletId?: string; amount: string; requestId?: string; subordinateName?: string },
): Promise<WalletRechargeResult> {
  mayDeposit(sessionUser);
  const answered = await storedAnswerOf<WalletRechargeResult>(deps, sessionUser, body.requestId, body);
  if (answered) return answered;
  const c = channelOf(deps.config.payments, body.channelCode);
  if (c.family !== 'wallet') fail('depositChannel');
  const child = c.children.find((ch) => ch.rechargeType === body.rechargeType && (!body.walletId || ch.walletId === body.walletId));
  if (!child) fail('depositWalletType');
  await requireBindings(deps, sessionUser.id);
  const amount = chosenAmount(c, body.amount);
  const beneficiary = await beneficiaryOf(deps, sessionUser, body.subordinateName);
  const now = deps.clock.now();
  return idempotent(deps, sessionUser, body.requestId, body, async (tx) => {
    await guardDeposit(tx, beneficiary.id, now, amount, beneficiary.id !== sessionUser.id);
    const spsn = newSpsn(now);
    await insertOrder(tx, {
      spsn,
      user_id: beneficiary.id,
      payer_id: sessionUser.id,
      channel_code: c.code,
      family: c.family,
      amount,
      fee: feeOf(c, amount),
      payer_name: child.name,
      payee_index: null,
      payee_at: null,
      created_at: now,
      due_at: now + c.windowMs,
    });
    return { spsn, url: cashierUrl(spsn), expiresAt: now + c.windowMs, expiresInSeconds: Math.floor(c.windowMs / 1000) };
  });
}

function resultTypeOf(c: DepositChannelSettings, order: DepositOrderRow): RechargeResult['resultType'] {
  if (c.matchPayee) return order.payee_at === null ? 'waiting' : c.family === 'bank' ? 'bank' : 'onepay';
  if (c.code === 'ZHIBAO_EBANK_WEB_TRANSFER') return 'bank';
  if (c.family === 'onepay') return c.code === 'ONEPAY_JS3_WEB' ? 'redirect' : 'onepay';
  const byFamily: Record<ChannelFamily, RechargeResult['resultType']> = {
    redirect: 'redirect',
    bank: 'bank',
    onepay: 'onepay',
    coin: 'coin',
    wallet: 'wallet',
    frame: 'frame',
  };
  return byFamily[c.family];
}

export function remitOf(deps: Pick<ServerDeps, 'config'>, c: DepositChannelSettings, order: DepositOrderRow): RemitBankInfo {
  const payee = order.payee_index === null ? undefined : deps.config.payments.payees[Number(order.payee_index) % deps.config.payments.payees.length];
  const wallet = c.family === 'onepay' && c.icon !== 'onepay' ? (c.icon === 'wechat' ? '微信' : '支付宝') : '';
  const account = payee ? (wallet ? `sandbox_${c.icon}_${Number(order.payee_index) + 1}` : payee.account) : '';
  return {
    bankAlias: payee ? (wallet ? c.icon.toUpperCase() : payee.bankCode) : '',
    bankId: payee ? (wallet ? c.icon.toUpperCase() : payee.bankCode) : '',
    bankName: payee ? wallet || payee.bankName : '',
    bnakNo: account,
    sn: payee?.accountName ?? '',
    bankForkName: payee && !wallet ? payee.branch : '',
    banForkName: payee && !wallet ? payee.branch : '',
    orderId: order.spsn,
    applydate: Number(order.created_at),
    amount: fromMinorUnits(order.amount),
    bankcardowner: payee?.accountName ?? '',
    isWait: payee ? '0' : '1',
    bankArea: payee && !wallet ? payee.area : '',
    bankAccount: account,
    bankAccountName: payee?.accountName ?? '',
    mapTime: order.payee_at === null ? 0 : Number(order.payee_at),
  };
}

function resultOf(deps: PaymentDeps, c: DepositChannelSettings, order: DepositOrderRow, userName: string, token: string): RechargeResult {
  const now = deps.clock.now();
  const resultType = resultTypeOf(c, order);
  const showsPayee = c.family === 'bank' || c.family === 'onepay' || c.code === 'ZHIBAO_EBANK_WEB_TRANSFER';
  const amount = order.amount;
  const fee = order.fee;
  return {
    orderId: order.spsn,
    channelCode: c.code,
    family: c.family,
    resultType,
    amount: fromMinorUnits(amount),
    cutPoints: fromMinorUnits(order.cut_points),
    fee: fromMinorUnits(fee),
    creditAmount: fromMinorUnits(subtractMinor(amount, fee)),
    coinAmount: order.coin_amount,
    recodeInfo: [],
    remitBankInfo: showsPayee ? remitOf(deps, c, order) : null,
    reqUrl: cashierUrl(order.spsn),
    reqParams: resultType === 'redirect' || resultType === 'frame' ? { spsn: order.spsn, amount: fromMinorUnits(amount) } : {},
    coinAdress: order.address,
    token,
    expiresAt: Number(order.due_at),
    expiresInSeconds: Math.max(0, Math.floor((Number(order.due_at) - now) / 1000)),
    bonusTable: bonusTable(c),
    userName,
  };
}

/** The player's own order (made by them), or the -104 answer. */
async function ownOrder(deps: PaymentDeps, userId: UserId, spsn: string): Promise<DepositOrderRow> {
  const order = await orderBySpsn(deps.db, spsn);
  if (!order || order.payer_id !== userId) fail('depositNotFound');
  return order;
}

/** Closed orders answer their code: -100 expired, -101 cancelled. */
function refuseClosed(order: DepositOrderRow): void {
  if (order.status === DEPOSIT_STATUS.expired) fail('depositExpired');
  if (order.status === DEPOSIT_STATUS.cancelled) fail('depositCancelled');
}

/** Matches payees whose time has come (also run by the processor), so the first poll after the delay sees one. */
export async function matchPayees(deps: PaymentDeps): Promise<number> {
  const s = deps.config.payments;
  const now = deps.clock.now();
  const matching = s.channels.filter((c) => c.matchPayee);
  let matched = 0;
  for (const order of await ordersAwaitingPayee(
    deps.db,
    matching.map((c) => c.code),
    now - s.matchDelayMs,
  )) {
    const c = channelOf(s, order.channel_code);
    if (await assignPayee(deps.db, order.id, crypto.randomInt(s.payees.length), now, now + c.windowMs)) matched++;
  }
  return matched;
}

/** The waiting page's poll. */
export async function orderBankInfo(deps: PaymentDeps, sessionUser: SessionUser, spsn: string): Promise<RechargeResult> {
  let order = await ownOrder(deps, sessionUser.id, spsn);
  refuseClosed(order);
  const c = channelOf(deps.config.payments, order.channel_code);
  if (
    c.matchPayee &&
    order.payee_at === null &&
    order.status === DEPOSIT_STATUS.pending &&
    deps.clock.now() - Number(order.created_at) >= deps.config.payments.matchDelayMs
  ) {
    await matchPayees(deps);
    order = await ownOrder(deps, sessionUser.id, spsn);
  }
  return resultOf(deps, c, order, await usernameOf(deps.db, order.user_id), '');
}

/** I-have-paid and confirm-payment: recorded on a pending order (the button then stays disabled). */
export async function claimPaid(deps: PaymentDeps, sessionUser: SessionUser, spsn: string, code: string): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, spsn);
    if (!order || order.payer_id !== sessionUser.id || order.channel_code !== code) fail('depositNotFound');
    refuseClosed(order);
    if (order.status !== DEPOSIT_STATUS.pending && order.status !== DEPOSIT_STATUS.success) fail('depositNotClaimable');
    if (channelOf(deps.config.payments, code).matchPayee && order.payee_at === null) fail('depositNotClaimable');
    if (order.paid_claimed_at === null) await updateOrder(tx, order.id, { paid_claimed_at: deps.clock.now() });
  });
}

export async function cashierLink(deps: PaymentDeps, sessionUser: SessionUser, spsn: string): Promise<{ reqUrl: string }> {
  const order = await ownOrder(deps, sessionUser.id, spsn);
  refuseClosed(order);
  if (order.status !== DEPOSIT_STATUS.pending) fail('depositClosed');
  return { reqUrl: cashierUrl(order.spsn) };
}

export function coinTypeList(deps: Pick<ServerDeps, 'config'>): CoinTypeList {
  const s = deps.config.payments;
  return {
    list: s.channels.filter((c) => c.family === 'coin').map((c) => ({ coinType: c.coinType, channelCode: c.code, protocols: c.protocols, rate: c.rate })),
    exchanges: s.exchanges,
  };
}

export async function rechargeAddress(deps: PaymentDeps, sessionUser: SessionUser, q: { coinType: string; spsn: string }): Promise<RechargeAddress> {
  const order = await ownOrder(deps, sessionUser.id, q.spsn);
  refuseClosed(order);
  if (order.family !== 'coin' || order.coin_type !== q.coinType) fail('depositCoinType');
  return {
    spsn: order.spsn,
    usdtType: order.coin_type,
    protocol: order.protocol,
    address: order.address,
    qrCodeURL: order.address,
    coinAmount: order.coin_amount,
    expiresInSeconds: Math.max(0, Math.floor((Number(order.due_at) - deps.clock.now()) / 1000)),
  };
}

async function orderWire(deps: PaymentDeps, order: DepositOrderRow, names?: Map<number, string>): Promise<DepositOrder> {
  const c = deps.config.payments.channels.find((ch) => ch.code === order.channel_code);
  const userName = names?.get(order.user_id) ?? (await usernameOf(deps.db, order.user_id));
  const credit = addMinor(subtractMinor(order.amount, order.fee), order.bonus);
  return {
    orderDate: Number(order.created_at),
    spsn: order.spsn,
    channelCode: order.channel_code,
    payWayName: c?.name ?? order.channel_code,
    cash: fromMinorUnits(order.amount),
    creditAmount: fromMinorUnits(credit),
    status: Number(order.status),
    statusText: depositStatusText(Number(order.status)),
    userName,
    paidClaimed: order.paid_claimed_at !== null,
    expiresAt: Number(order.due_at),
    expiresInSeconds: order.status === DEPOSIT_STATUS.pending ? Math.max(0, Math.floor((Number(order.due_at) - deps.clock.now()) / 1000)) : 0,
    creditedAt: order.credited_at === null ? 0 : Number(order.credited_at),
    reqUrl: order.status === DEPOSIT_STATUS.pending ? cashierUrl(order.spsn) : '',
  };
}

export async function orderStatus(deps: PaymentDeps, sessionUser: SessionUser, spsn: string): Promise<DepositOrder> {
  const order = await ownOrder(deps, sessionUser.id, spsn);
  refuseClosed(order);
  return orderWire(deps, order);
}

export async function orderList(deps: PaymentDeps, sessionUser: SessionUser): Promise<{ list: DepositOrder[] }> {
  mayDeposit(sessionUser);
  const rows = await recentOrders(deps.db, sessionUser.id, deps.clock.now() - ORDER_LIST_DAYS * DAY_MS, ORDER_LIST_SIZE);
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const names = await usernamesOf(deps.db, ids);
  return { list: await Promise.all(rows.map((r) => orderWire(deps, r, names))) };
}

/** Cancels a pending order: at most `dailyCancelLimit` per Beijing day (counted under the player's row lock). */
export async function cancelOrder(deps: PaymentDeps, sessionUser: SessionUser, spsn: string): Promise<{ cancelsLeftToday: number }> {
  const s = deps.config.payments;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    await lockUser(tx, sessionUser.id);
    const order = await lockOrder(tx, spsn);
    if (!order || order.payer_id !== sessionUser.id) fail('depositNotFound');
    refuseClosed(order);
    if (order.status !== DEPOSIT_STATUS.pending) fail('depositClosed');
    const used = await cancelsSince(tx, sessionUser.id, beijingDayStart(now));
    if (used >= s.dailyCancelLimit) fail('depositCancelLimit');
    await updateOrder(tx, order.id, { status: DEPOSIT_STATUS.cancelled, closed_at: now });
    return { cancelsLeftToday: s.dailyCancelLimit - used - 1 };
  });
}
