/**
 * Withdrawal rules: what the withdraw tab may offer (config), the request (every rule checked
 * again here, whatever the client showed), confirm receipt, the coin quote and the records.
 * Money: integer minor units (hao); the request freezes main → frozen in the same
 * transaction as the withdrawal row.
 */
import crypto from 'node:crypto';
import { Decimal } from 'decimal.js';
import { USER_TYPES } from '../../../contract/session';
import {
  WITHDRAW_CONFIG_STATUS,
  WITHDRAW_STATUS,
  type ChargeOrder,
  type CoinQuote,
  type WithdrawAccount,
  type WithdrawChannel,
  type WithdrawConfig,
  type WithdrawOrder,
  type WithdrawRequest,
  type WithdrawResult,
  type HostedRequest,
  type HostedResult,
  type HostedSetting,
  type HostedType,
} from '../../../contract/withdraw';
import { withdrawPaths } from '../../../contract/paths';
import { idempotent, storedAnswerOf, type Tx } from '../../db/transaction';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { DAY_MS, formatBeijing, beijingDayStart, beijingDayStartOf } from '../../../rules/beijing-time';
import { bankCardsWithWaits, bindingWaitMs, coinWalletsWithWaits, hoursOf, receivingCodesWithWaits } from '../account/bindings';
import { securityChecks, twoStepRequired, type SecurityDeps, type UserRow } from '../users/security';
import { lockUser } from '../users/queries';
import { depositJournalsOf, frozenAccountId, InsufficientFundsError, lastDepositOf, mainAccountId, mainAccountOf, postJournal } from '../wallet/ledger';
import { depositQuote } from '../payments/deposit-quote';
import { channelCodesOf } from '../payments/queries';
import { settledStakesSince } from '../lottery/member-queries';
import {
  coinWithdrawnSince,
  insertWithdrawal,
  lockWithdrawal,
  unconfirmedPaidSince,
  updateWithdrawal,
  withdrawalBySpsn,
  withdrawalsBetween,
  type WithdrawalRow,
} from './queries';
import type { WithdrawChannelSettings, WithdrawSettings } from './settings';
import { addMinor, fromMinorUnits, minorUnits, type MinorUnits, negateMinor, subtractMinor, toMinorUnits } from '../../../rules/money';
import { securityDeposit } from '../../../rules/wallet-money';
import type { UserId } from '../../db/ids';

/** What the withdrawal rules depend on: the database, the clock and the withdrawal and binding settings. */
export type WithdrawDeps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;
/** A withdrawal request also asks the fund password and the two-step code: the app's one set of checks (securityChecks). */
export type WithdrawRequestDeps = WithdrawDeps & SecurityDeps;

/** The security deposit of a bank withdrawal: amount × ratio %, rounded up to the cent. */
export function securityDepositOf(amount: MinorUnits, ratioPercent: number): MinorUnits {
  return toMinorUnits(securityDeposit(fromMinorUnits(amount), ratioPercent));
}

const holdsDeposit = (channel: WithdrawChannelSettings) => channel.kind === 'bank' || channel.kind === 'pool';

export const maskName = (name: string) => (name ? `${[...name][0]}${'*'.repeat(Math.max(1, [...name].length - 1))}` : '');
export const maskCard = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;
export const maskAddress = (address: string) => (address.length > 10 ? `${address.slice(0, 6)}****${address.slice(-4)}` : address);

function boundsOf(s: WithdrawSettings, channel: WithdrawChannelSettings): { min: MinorUnits; max: MinorUnits } {
  if (channel.kind === 'hosted') return { min: toMinorUnits(s.hostedMin), max: toMinorUnits(s.hostedMax) };
  return channel.kind === 'coin'
    ? { min: toMinorUnits(s.coinMin), max: toMinorUnits(s.coinMax) }
    : { min: toMinorUnits(s.onceMin), max: toMinorUnits(s.onceMax) };
}

/** The pool's fixed amounts within the channel's bounds; the id is the amount's position in the settings. */
function poolAmounts(s: WithdrawSettings, channel: WithdrawChannelSettings) {
  const { min, max } = boundsOf(s, channel);
  return s.poolAmounts.map((amount, i) => ({ id: String(i + 1), amount })).filter((a) => toMinorUnits(a.amount) >= min && toMinorUnits(a.amount) <= max);
}

/** queryOnepayWithDrawChannelAmount: the pool channels' amounts (one channel's with its channelType). */
export function poolChannelAmounts(s: WithdrawSettings, channelType?: string) {
  return s.channels
    .filter((c) => c.kind === 'pool' && (channelType === undefined || c.channelType === channelType))
    .flatMap((c) => poolAmounts(s, c).map((a) => ({ channelType: c.channelType, ...a })));
}

/** A decimal with at most 2 places, above 0 (minor units), or the named failure. */
function parseAmount(text: string): MinorUnits {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) fail('withdrawAmount');
  const amount = toMinorUnits(trimmed);
  if (amount <= 0) fail('withdrawAmount');
  return amount;
}

interface Holdings {
  cards: WithdrawAccount[];
  addresses: Array<WithdrawAccount & { kind: string }>;
}

/**
 * The player's live cards, wallets and receiving codes with the time each becomes usable, from
 * the account domain's own functions: the wait a withdrawal keeps is the one the account page shows.
 */
async function holdingsOf(deps: WithdrawDeps, userId: UserId): Promise<Holdings> {
  const rules = deps.config.bindings;
  const [cards, wallets, codes] = await Promise.all([
    bankCardsWithWaits(deps.db, userId, rules),
    coinWalletsWithWaits(deps.db, userId, rules),
    receivingCodesWithWaits(deps.db, userId, rules),
  ]);
  return {
    cards: cards.map((c) => ({
      id: c.id,
      bankCardNo: maskCard(c.card_no),
      bankNameZH: c.bank_name,
      coinType: '',
      bindTime: Number(c.created_at),
      availableAt: c.availableAt,
    })),
    addresses: [...wallets, ...codes].map((a) => ({
      id: a.id,
      kind: a.kind,
      bankCardNo: maskAddress(a.address),
      bankNameZH: a.kind,
      coinType: a.kind.split('-')[0]!,
      bindTime: Number(a.created_at),
      availableAt: a.availableAt,
    })),
  };
}

/** Channels with address kinds pay to those wallets or receiving codes; the others to bank cards. */
const accountsFor = (channel: WithdrawChannelSettings, holdings: Holdings): WithdrawAccount[] =>
  channel.addressKinds.length > 0 ? holdings.addresses.filter((a) => channel.addressKinds.includes(a.kind)).map(({ kind: _kind, ...a }) => a) : holdings.cards;

/** Bets required since the last deposit (last deposit × ratio) and bets achieved (settled stakes since then). */
async function betVolumeOf(deps: WithdrawDeps, userId: UserId): Promise<{ required: MinorUnits; achieved: MinorUnits }> {
  const last = await lastDepositOf(deps.db, userId);
  if (!last) return { required: minorUnits(0), achieved: minorUnits(0) };
  const required = toMinorUnits(
    new Decimal(fromMinorUnits(last.amount)).times(deps.config.withdraw.betVolumeRatio).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(),
  );
  return { required, achieved: await settledStakesSince(deps.db, userId, last.at) };
}

const coinChannels = (s: WithdrawSettings) => s.channels.filter((c) => c.kind === 'coin').map((c) => c.channelType);

async function coinAllowance(db: Db | Tx, s: WithdrawSettings, userId: UserId, now: number): Promise<MinorUnits> {
  const withdrawn = await coinWithdrawnSince(db, userId, coinChannels(s), beijingDayStart(now));
  return minorUnits(Math.max(0, subtractMinor(toMinorUnits(s.coinDailyMax), withdrawn)));
}

function configStatus(user: UserRow, holdings: Holdings): number {
  if (user.risk) return WITHDRAW_CONFIG_STATUS.risk;
  if (!user.pay_password_hash) return WITHDRAW_CONFIG_STATUS.noFundPassword;
  if (holdings.cards.length === 0 && holdings.addresses.length === 0) return WITHDRAW_CONFIG_STATUS.unbound;
  return WITHDRAW_CONFIG_STATUS.ok;
}

export async function withdrawConfig(deps: WithdrawRequestDeps, sessionUser: SessionUser): Promise<WithdrawConfig> {
  if (sessionUser.userType === USER_TYPES.trial) fail('trialForbidden');
  const s = deps.config.withdraw;
  const now = deps.clock.now();
  const user = await securityChecks(deps).userById(sessionUser.id);
  const [holdings, main, volume, allowance, unconfirmed] = await Promise.all([
    holdingsOf(deps, user.id),
    mainAccountOf(deps.db, user.id),
    betVolumeOf(deps, user.id),
    coinAllowance(deps.db, s, user.id, now),
    unconfirmedPaidSince(deps.db, user.id, beijingDayStart(now)),
  ]);
  const blocked = unconfirmed >= s.dailyUnconfirmedLimit;
  const channels: WithdrawChannel[] = s.channels.map((c) => {
    const { min, max } = boundsOf(s, c);
    return {
      type: c.type,
      channelType: c.channelType,
      withDrawType: c.withDrawType,
      kind: c.kind as WithdrawChannel['kind'],
      name: c.name,
      coinType: c.coinType,
      min: fromMinorUnits(min),
      max: fromMinorUnits(max),
      fixedAmounts: c.kind === 'pool' ? poolAmounts(s, c) : [],
      accounts: accountsFor(c, holdings),
      securityDeposit: holdsDeposit(c),
      blockedToday: holdsDeposit(c) && blocked,
    };
  });
  return {
    status: configStatus(user, holdings),
    sn: maskName(user.real_name ?? ''),
    cash: fromMinorUnits(main.balance),
    onceWithdrawMin: s.onceMin,
    onceWithdrawMax: s.onceMax,
    withDrawBetAmoutTotal: fromMinorUnits(volume.required),
    valBetAmoutTotal: fromMinorUnits(volume.achieved),
    isCanWithDraw: volume.achieved >= volume.required ? 1 : 0,
    isViewCanWithDraw: 1,
    canWithDarwUsdtAmount: fromMinorUnits(minorUnits(Math.min(allowance, main.balance))),
    isViewUSDTWithdrawCash: 1,
    securityDepositRatio: s.securityDepositRatio,
    twostepWithdraw: twoStepRequired(user, 'withdraw') ? 1 : 0,
    firstDrawingsAging: hoursOf(bindingWaitMs(deps.config.bindings, 'card', true)),
    nonFirstDrawingsAging: hoursOf(bindingWaitMs(deps.config.bindings, 'card', false)),
    confirmSeconds: s.confirmSeconds,
    unconfirmedToday: unconfirmed,
    dailyUnconfirmedLimit: s.dailyUnconfirmedLimit,
    PrePayConfigMap: {
      withdrawUSDTMoneyMin: s.coinMin,
      withdrawUSDTMoneyMax: s.coinMax,
      coinFirstDrawingsAging: hoursOf(bindingWaitMs(deps.config.bindings, 'coin', true)),
      coinNonFirstDrawingsAging: hoursOf(bindingWaitMs(deps.config.bindings, 'coin', false)),
    },
    channels,
  };
}

function channelOf(s: WithdrawSettings, channelType: string, withDrawType: string): WithdrawChannelSettings {
  const channel = s.channels.find((c) => c.channelType === channelType && c.withDrawType === withDrawType);
  return channel ?? fail('withdrawChannel');
}

/** The sandbox rate: units = amount ÷ price (2 decimals, down), less the provider's fee. */
export function quoteOf(channel: WithdrawChannelSettings, amount: MinorUnits): CoinQuote {
  const quantity = new Decimal(fromMinorUnits(amount)).dividedBy(channel.price).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const real = Decimal.max(0, quantity.minus(channel.fee));
  return {
    price: new Decimal(channel.price).toFixed(2),
    quantity: quantity.toFixed(2),
    feeAmount: new Decimal(channel.fee).toFixed(2),
    realQuantity: real.toFixed(2),
  };
}

export function coinQuote(deps: Pick<ServerDeps, 'config'>, input: { amount: string; channelType: string; side?: string; coinType?: string }): CoinQuote {
  // side 'buy': a coin deposit's step 1 (the payments domain's rates).
  if (input.side === 'buy') return depositQuote(deps, input.coinType, input.amount);
  const channel = deps.config.withdraw.channels.find((c) => c.kind === 'coin' && c.channelType === input.channelType) ?? fail('withdrawChannel');
  return quoteOf(channel, parseAmount(input.amount));
}

const newSpsn = (now: number) => `W${formatBeijing(now).replace(/\D/g, '')}${crypto.randomInt(100_000, 1_000_000)}`;

export async function submitWithdrawal(deps: WithdrawRequestDeps, sessionUser: SessionUser, body: WithdrawRequest): Promise<WithdrawResult> {
  const result = await createWithdrawal(deps, sessionUser, body, (s) => channelOf(s, body.channelType, body.withDrawType));
  const channel = channelOf(deps.config.withdraw, body.channelType, body.withDrawType);
  // The channel's table as configured, lowest tier first (see WithdrawChannelSettings.bonus: shown, never paid here).
  const bonus = [...(channel.bonus ?? [])]
    .sort((a, b) => toMinorUnits(a.min) - toMinorUnits(b.min))
    .map((tier) => ({ min: fromMinorUnits(toMinorUnits(tier.min)), bonus: fromMinorUnits(toMinorUnits(tier.bonus)) }));
  return { spsn: result.spsn, confirmReceipt: result.confirmReceipt, hasBonus: bonus.length > 0, bonus };
}

const hostedChannelOf = (s: WithdrawSettings, type: HostedType) => s.hostedChannels.find((c) => c.hostedType === type) ?? fail('withdrawChannel');

export async function hostedSetting(deps: WithdrawDeps, sessionUser: SessionUser, type: HostedType): Promise<HostedSetting> {
  if (sessionUser.userType === USER_TYPES.trial) fail('trialForbidden');
  const s = deps.config.withdraw;
  const channel = hostedChannelOf(s, type);
  const { min, max } = boundsOf(s, channel);
  const accounts = accountsFor(channel, await holdingsOf(deps, sessionUser.id));
  return {
    withdrawType: type,
    type: channel.type,
    name: channel.name,
    minAmount: fromMinorUnits(min),
    maxAmount: fromMinorUnits(max),
    windowSeconds: Math.floor(s.hostedWindowMs / 1000),
    accounts,
  };
}

/** A hosted withdrawal: every rule and the freeze of withdrawCashAjax, then the provider's page to complete it on within the window. */
export async function submitHosted(deps: WithdrawRequestDeps, sessionUser: SessionUser, body: HostedRequest): Promise<HostedResult> {
  const request: WithdrawRequest = {
    operation: 'add',
    user_bank_id: body.user_bank_id,
    pay_password: body.pay_password,
    code: body.code,
    withdrawMoney: body.withdrawMoney,
    withDrawType: '0',
    channelType: '',
    requestId: body.requestId,
  };
  const result = await createWithdrawal(deps, sessionUser, request, (s) => hostedChannelOf(s, body.withdrawType));
  return {
    spsn: result.spsn,
    url: `${withdrawPaths.sandboxPayout}/${result.spsn}`,
    expiresAt: result.dueAt,
    expiresInSeconds: Math.max(0, Math.floor((result.dueAt - deps.clock.now()) / 1000)),
  };
}

interface Created {
  spsn: string;
  confirmReceipt: boolean;
  dueAt: number;
}

async function createWithdrawal(
  deps: WithdrawRequestDeps,
  sessionUser: SessionUser,
  body: WithdrawRequest,
  channelFor: (s: WithdrawSettings) => WithdrawChannelSettings,
): Promise<Created> {
  if (sessionUser.userType === USER_TYPES.trial) fail('trialForbidden');
  // A retry of a request that went through answers its result (its two-step code is spent).
  const answered = await storedAnswerOf<Created>(deps, sessionUser, body.requestId, body);
  if (answered) return answered;

  const s = deps.config.withdraw;
  const now = deps.clock.now();
  const checks = securityChecks(deps);
  const user = await checks.userById(sessionUser.id);
  if (user.risk) fail('withdrawRisk');
  if (!user.pay_password_hash) fail('payPasswordMissing');
  const channel = channelFor(s);
  const amount = parseAmount(body.withdrawMoney);
  if (channel.kind === 'pool') {
    const chosen = poolAmounts(s, channel).find((a) => a.id === body.amountId);
    if (!chosen || toMinorUnits(chosen.amount) !== amount) fail('withdrawPoolAmount');
  }
  const { min, max } = boundsOf(s, channel);
  if (amount < min) fail('withdrawBelowMin', `提现金额不能小于${fromMinorUnits(min)}`);
  if (amount > max) fail('withdrawAboveMax', `提现金额不能大于${fromMinorUnits(max)}`);

  const account = accountsFor(channel, await holdingsOf(deps, user.id)).find((a) => a.id === body.user_bank_id);
  if (!account) fail('withdrawAccount');
  if (now < account.availableAt) fail('withdrawAging', `新绑定的提现账户需在${formatBeijing(account.availableAt)}后才能提现`);
  const volume = await betVolumeOf(deps, user.id);
  if (volume.achieved < volume.required) fail('withdrawBetVolume');

  await checks.fundPassword(user, body.pay_password);
  await checks.twoStep(user, body.code, 'withdraw');

  const deposit = holdsDeposit(channel) ? securityDepositOf(amount, s.securityDepositRatio) : minorUnits(0);
  const held = addMinor(amount, deposit);
  return idempotent(deps, sessionUser, body.requestId, body, async (tx) => {
    await lockUser(tx, user.id);
    if (deposit > 0 && (await unconfirmedPaidSince(tx, user.id, beijingDayStart(now))) >= s.dailyUnconfirmedLimit) fail('withdrawBlocked');
    if (channel.kind === 'coin' && amount > (await coinAllowance(tx, s, user.id, now)))
      fail('withdrawCoinAllowance', `您的${channel.coinType}可提余额不足，请使用其他提款渠道。`);
    const spsn = newSpsn(now);
    const coin = channel.kind === 'coin';
    const toAddress = channel.addressKinds.length > 0;
    const hosted = channel.kind === 'hosted';
    const dueAt = now + (hosted ? s.hostedWindowMs : s.payoutDelayMs);
    await insertWithdrawal(tx, {
      spsn,
      user_id: user.id,
      channel: channel.channelType,
      coin_type: channel.coinType,
      bank_card_id: toAddress ? null : account.id,
      address_id: toAddress ? account.id : null,
      payee: account.bankCardNo,
      amount,
      security_deposit: deposit,
      coin_quantity: coin ? quoteOf(channel, amount).realQuantity : '',
      created_at: now,
      // A hosted one waits for the player on the provider's page; due_at is then its expiry.
      status: hosted ? WITHDRAW_STATUS.awaitingHosted : WITHDRAW_STATUS.processing,
      due_at: dueAt,
    });
    const [main, frozen] = [await mainAccountId(deps.db, tx, user.id), await frozenAccountId(tx, user.id)];
    try {
      await postJournal(tx, {
        kind: 'withdraw_freeze',
        idemKey: `withdraw:freeze:${spsn}`,
        ref: spsn,
        now,
        postings: [
          { accountId: main, amount: negateMinor(held) },
          { accountId: frozen, amount: held },
        ],
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) fail('withdrawInsufficient');
      throw error;
    }
    return { spsn, confirmReceipt: deposit > 0, dueAt };
  });
}

export function orderOf(s: WithdrawSettings, w: WithdrawalRow, now: number): WithdrawOrder {
  const left =
    w.status === WITHDRAW_STATUS.processing || w.status === WITHDRAW_STATUS.paid ? s.confirmSeconds - Math.floor((now - Number(w.created_at)) / 1000) : 0;
  return {
    spsn: w.spsn,
    orderDate: Number(w.created_at),
    channelName: [...s.channels, ...s.hostedChannels].find((c) => c.channelType === w.channel)?.name ?? '',
    payee: w.payee,
    amount: fromMinorUnits(w.amount),
    securityDeposit: fromMinorUnits(w.security_deposit),
    coinQuantity: w.coin_quantity ? `${w.coin_quantity} ${w.coin_type}` : '',
    status: w.status,
    confirmSecondsLeft: w.security_deposit > 0 ? Math.max(0, left) : 0,
  };
}

export async function withdrawOrder(deps: WithdrawDeps, userId: UserId, spsn: string): Promise<WithdrawOrder> {
  const w = await withdrawalBySpsn(deps.db, spsn);
  // Another player's order answers as if it did not exist.
  if (!w || w.user_id !== userId) fail('notFound');
  return orderOf(deps.config.withdraw, w, deps.clock.now());
}

/**
 * The player confirms receipt: the security deposit goes back frozen → main. A second
 * confirmation changes nothing and answers the order as it is; an order not paid yet, or
 * failed, or without a deposit, cannot be confirmed; a deposit already returned
 * automatically (never confirmed in time) only records the confirmation.
 */
export async function confirmReceipt(deps: WithdrawDeps, userId: UserId, spsn: string): Promise<WithdrawOrder> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const w = await lockWithdrawal(tx, spsn);
    if (!w || w.user_id !== userId) fail('notFound');
    const row = w;
    if (row.security_deposit === 0 || row.status === WITHDRAW_STATUS.failed) fail('withdrawNotConfirmable');
    if (row.status === WITHDRAW_STATUS.processing) fail('withdrawNotPaid');
    if (row.status === WITHDRAW_STATUS.paid) {
      await returnDeposit(tx, deps, row, now);
      await updateWithdrawal(tx, row.id, { status: WITHDRAW_STATUS.completed, confirmed_at: now, deposit_returned_at: now });
      return orderOf(deps.config.withdraw, { ...row, status: WITHDRAW_STATUS.completed, confirmed_at: now }, now);
    }
    if (row.status === WITHDRAW_STATUS.depositReleased) {
      await updateWithdrawal(tx, row.id, { status: WITHDRAW_STATUS.completed, confirmed_at: now });
      return orderOf(deps.config.withdraw, { ...row, status: WITHDRAW_STATUS.completed, confirmed_at: now }, now);
    }
    return orderOf(deps.config.withdraw, row, now);
  });
}

/** frozen → main of a paid withdrawal's security deposit (once: the journal key is the order's). */
export async function returnDeposit(tx: Tx, deps: Pick<ServerDeps, 'db'>, w: WithdrawalRow, now: number): Promise<void> {
  const userId = w.user_id;
  await postJournal(tx, {
    kind: 'withdraw_deposit_return',
    idemKey: `withdraw:deposit:${w.spsn}`,
    ref: w.spsn,
    now,
    postings: [
      { accountId: await frozenAccountId(tx, userId), amount: negateMinor(w.security_deposit) },
      { accountId: await mainAccountId(deps.db, tx, userId), amount: w.security_deposit },
    ],
  });
}

/** 'YYYY-MM-DD'..'YYYY-MM-DD' (Beijing days, inclusive) → [from, to) epoch ms; at most 92 days. */
function rangeOf(startDate: string, endDate: string): { from: number; to: number } {
  const from = beijingDayStartOf(startDate);
  const to = beijingDayStartOf(endDate) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > 92 * DAY_MS) fail('withdrawDates');
  return { from, to };
}

interface RecordsQuery {
  startDate: string;
  endDate: string;
  page: number;
  pageSize: number;
}

export async function withdrawRecords(deps: WithdrawDeps, userId: UserId, q: RecordsQuery) {
  const { from, to } = rangeOf(q.startDate, q.endDate);
  const { rows, total } = await withdrawalsBetween(deps.db, userId, from, to, (q.page - 1) * q.pageSize, q.pageSize);
  const now = deps.clock.now();
  return { list: rows.map((w) => orderOf(deps.config.withdraw, w, now)), total, page: q.page, pageSize: q.pageSize };
}

export async function chargeRecords(
  deps: WithdrawDeps,
  userId: UserId,
  q: RecordsQuery,
): Promise<{ list: ChargeOrder[]; total: number; page: number; pageSize: number }> {
  const { from, to } = rangeOf(q.startDate, q.endDate);
  const { rows, total } = await depositJournalsOf(deps.db, userId, { from, to }, { offset: (q.page - 1) * q.pageSize, limit: q.pageSize });
  // A deposit order's journal carries its spsn as ref; the order names the channel it came through.
  const channels = await channelCodesOf(
    deps.db,
    rows.map((d) => d.ref),
  );
  return {
    list: rows.map((d) => {
      const channel = channels.get(d.ref);
      return {
        orderDate: Number(d.created_at),
        spsn: channel === undefined ? `C${String(d.id).padStart(10, '0')}` : d.ref,
        // A deposit booked without an order (seeded, administrative) is 系统入款.
        payWayName: (channel && deps.config.payments.channels.find((c) => c.code === channel)?.name) || '系统入款',
        cash: fromMinorUnits(d.amount),
        status: 0,
      };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
