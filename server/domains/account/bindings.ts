/**
 * What a player has bound, as other domains read it (the withdraw screens): bank cards and
 * crypto wallets with the time each becomes usable. A new card or address waits before a
 * withdrawal may use it: the first one ever (config.bindings.first…WaitMs) less than any
 * later one (next…WaitMs).
 */
import type { BindingRules } from '../../config';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { coinTypes, payWalletTypes, protocols, type QrKind } from '../../../contract/account';
import { addressesOf, bankCardsOf, type BankCardRow, type BindAddressRow } from './queries';

export type { BankCardRow, BindAddressRow } from './queries';

/** The bind_addresses kinds of wallets: USDT-TRC20, USDT-ERC20, USDC-TRC20, USDC-ERC20 and the payment wallets TOPAY, EBPAY, CNYT, MPAY. */
export const coinKinds: readonly string[] = [...coinTypes.flatMap((coin) => protocols.map((protocol) => `${coin}-${protocol}`)), ...payWalletTypes];

export type Usable<T> = T & { first: boolean; availableAt: number };

/**
 * How long a newly bound card or wallet address waits before a withdrawal may use it: the one
 * rule the account pages show and the withdraw service enforces.
 */
export function bindingWaitMs(rules: BindingRules, kind: 'card' | 'coin', first: boolean): number {
  if (kind === 'card') return first ? rules.firstCardWaitMs : rules.nextCardWaitMs;
  return first ? rules.firstCoinWaitMs : rules.nextCoinWaitMs;
}

export const hoursOf = (ms: number) => ms / 3_600_000;

export async function bankCardsWithWaits(db: Db | Tx, userId: number, rules: BindingRules): Promise<Array<Usable<BankCardRow>>> {
  const cards = await bankCardsOf(db, userId);
  return cards.map((c) => ({ ...c, availableAt: c.created_at + bindingWaitMs(rules, 'card', c.first) }));
}

export async function coinWalletsWithWaits(db: Db | Tx, userId: number, rules: BindingRules): Promise<Array<Usable<BindAddressRow>>> {
  const wallets = await addressesOf(db, userId, coinKinds);
  return wallets.map((w) => ({ ...w, availableAt: w.created_at + bindingWaitMs(rules, 'coin', w.first) }));
}

/** The live WeChat or Alipay receiving code (its decoded text in `address`), if bound. */
export async function receivingCodeOf(db: Db | Tx, userId: number, kind: QrKind): Promise<BindAddressRow | undefined> {
  const rows = await addressesOf(db, userId, [kind]);
  return rows.at(-1);
}
