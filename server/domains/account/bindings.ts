/**
 * What a player has bound, as other domains read it (the withdraw screens and service): bank
 * cards, crypto and payment wallets and WeChat/Alipay receiving codes, each with the time it
 * becomes usable. A new one waits before a withdrawal may use it: the first of its family ever
 * (config.bindings.first…WaitMs) less than any later one (next…WaitMs). The families are cards,
 * wallets (every coin and payment-wallet kind together) and receiving codes (WeChat and Alipay
 * together); the account pages and the withdraw service both read these functions, so the wait
 * a page shows is the wait a withdrawal keeps.
 */
import type { BindingRules } from '../../config';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { coinTypes, payWalletTypes, protocols, qrKinds, type QrKind } from '../../../contract/account';
import { addressesOf, bankCardsOf, type BankCardRow, type BindAddressRow } from './queries';
import type { UserId } from '../../db/ids';

export type { BankCardRow, BindAddressRow } from './queries';
/** The deposit pages' reads: whether a card is bound, and the cards a bank transfer may come from. */
export { hasLiveBankCard, liveBankCardsOf } from './queries';

/** The bind_addresses kinds of wallets: USDT-TRC20, USDT-ERC20, USDC-TRC20, USDC-ERC20 and the payment wallets TOPAY, EBPAY, CNYT, MPAY. */
export const coinKinds: readonly string[] = [...coinTypes.flatMap((coin) => protocols.map((protocol) => `${coin}-${protocol}`)), ...payWalletTypes];

export type Usable<T> = T & { first: boolean; availableAt: number };

/**
 * How long a newly bound card or wallet address waits before a withdrawal may use it: the one
 * rule the account pages show and the withdraw service enforces.
 */
export function bindingWaitMs(rules: BindingRules, kind: 'card' | 'coin' | 'code', first: boolean): number {
  if (kind === 'card') return first ? rules.firstCardWaitMs : rules.nextCardWaitMs;
  if (kind === 'code') return first ? rules.firstCodeWaitMs : rules.nextCodeWaitMs;
  return first ? rules.firstCoinWaitMs : rules.nextCoinWaitMs;
}

export const hoursOf = (ms: number) => ms / 3_600_000;

export async function bankCardsWithWaits(db: Db | Tx, userId: UserId, rules: BindingRules): Promise<Array<Usable<BankCardRow>>> {
  const cards = await bankCardsOf(db, userId);
  return cards.map((c) => ({ ...c, availableAt: c.created_at + bindingWaitMs(rules, 'card', c.first) }));
}

export async function coinWalletsWithWaits(db: Db | Tx, userId: UserId, rules: BindingRules): Promise<Array<Usable<BindAddressRow>>> {
  const wallets = await addressesOf(db, userId, coinKinds);
  return wallets.map((w) => ({ ...w, availableAt: w.created_at + bindingWaitMs(rules, 'coin', w.first) }));
}

/** The live WeChat and Alipay receiving codes (decoded text in `address`); the first ever of either kind waits the first wait. */
export async function receivingCodesWithWaits(db: Db | Tx, userId: UserId, rules: BindingRules): Promise<Array<Usable<BindAddressRow>>> {
  const codes = await addressesOf(db, userId, qrKinds);
  return codes.map((c) => ({ ...c, availableAt: c.created_at + bindingWaitMs(rules, 'code', c.first) }));
}

/** The live receiving code of `kind`, if bound (one at most: binding another replaces it). */
export async function receivingCodeOf(db: Db | Tx, userId: UserId, kind: QrKind, rules: BindingRules): Promise<Usable<BindAddressRow> | undefined> {
  return (await receivingCodesWithWaits(db, userId, rules)).filter((c) => c.kind === kind).at(-1);
}
