/**
 * Withdrawal settings: limits, waits, the security deposit, the channels in the order the
 * player sees them, and the sandbox payout provider. One home; the server config carries
 * them (ServerConfig.withdraw), so tests and deployments override them in one place.
 */

import type { HostedType } from '../../../contract/withdraw';

export type WithdrawChannelKind = 'bank' | 'pool' | 'coin' | 'hosted';

export interface WithdrawChannelSettings {
  /**
   * What the form sends as channelType (unique): '1' bank, '2' pool, '' USDT, '7' USDC, '8' topay, '9' ebpay,
   * '10' cnyt, '11' MPAY; hosted pages '12' WeChat, '13' Alipay, '14' bank.
   */
  channelType: string;
  /** '0' money to a bank card, '1' coin to a wallet address. */
  withDrawType: '0' | '1';
  kind: WithdrawChannelKind;
  /**
   * The channel's type in spec 2 §2's numbering of the withdraw page (bank card 2, USDT 1, fast withdraw
   * variants 3, 4, 5, topay 6, ebpay 7, cnyt 8, mpay 9, wechat 10, alipay 11), beside channelType, §7's submit
   * value, which stays the channel's id. Fast withdraw: 3 the fixed-amount pool, 4 the hosted bank page; the
   * spec names no third fast channel, so 5 is not served. USDC shares USDT's crypto-wallet screen (1).
   */
  type: number;
  /** The button's text, in one style: what it pays to, then 提现 (upper case for a provider's name). */
  name: string;
  /** Coin channels: the unit paid out, its sandbox price in yuan, the provider's fee in units, and the wallet kinds it pays to. */
  coinType: string;
  price: string;
  fee: string;
  addressKinds: string[];
  /**
   * The channel's bonus table (yuan), which the success answer carries as `bonus` with `hasBonus` (spec 2 §3
   * withdraw success: "bonus table (min, bonus), hasBonus") and the success page shows. The spec gives the
   * table's shape but no rule for paying it, so nothing here moves money: an operator who lists a table pays
   * it by its own promotion; none is listed by default, so no player is shown a bonus the platform never pays.
   */
  bonus?: WithdrawBonusTier[];
}

/** One row of a withdraw channel's bonus table: withdrawals from `min` yuan, `bonus` yuan. */
export interface WithdrawBonusTier {
  min: string;
  bonus: string;
}

/**
 * A hosted withdraw page (the provider's own page, opened in a new tab): WeChat ('0') and
 * Alipay ('1') pay to the player's receiving code, bank ('2') to a bound card. The player
 * completes it there within `hostedWindowMs`, or it expires and the money returns.
 */
export interface HostedWithdrawSettings extends WithdrawChannelSettings {
  kind: 'hosted';
  /** What withdrawCashJS3 sends as withdrawType. */
  hostedType: HostedType;
}

export interface WithdrawSettings {
  /** Yuan: one withdrawal's bounds (bank, pool, MPAY). */
  onceMin: string;
  onceMax: string;
  /** Yuan: one coin withdrawal's bounds. */
  coinMin: string;
  coinMax: string;
  /** Yuan that may leave as coin per Beijing day. */
  coinDailyMax: string;
  /** Percent of a bank withdrawal held as a security deposit until the player confirms receipt. */
  securityDepositRatio: number;
  /** Bets (settled, since the last deposit) required before withdrawing: last deposit × this ratio. */
  betVolumeRatio: string;
  /** The pool channel's fixed amounts (yuan). */
  poolAmounts: string[];
  /** Seconds the success page counts down for the player to confirm receipt. */
  confirmSeconds: number;
  /** Unconfirmed paid bank withdrawals in one Beijing day that block the bank channels until the day ends. */
  dailyUnconfirmedLimit: number;
  /** A deposit the player never confirms goes back to main this long after the payout (the withdrawal still counts as unconfirmed that day). */
  depositAutoReturnMs: number;
  /** The sandbox provider pays a withdrawal this long after it was made… */
  payoutDelayMs: number;
  /** …and fails (refunds) one whose amount has these cents (null: never fails), as a provider's test mode does. */
  payoutFailCents: number | null;
  /** How often the payout processor runs (ms; 0 = only when called, in tests). */
  payoutTickMs: number;
  channels: WithdrawChannelSettings[];
  /** Yuan: one hosted withdrawal's bounds. */
  hostedMin: string;
  hostedMax: string;
  /** How long the player has to complete a hosted withdrawal on the provider's page. */
  hostedWindowMs: number;
  hostedChannels: HostedWithdrawSettings[];
}

const hosted = (hostedType: HostedType, type: number, channelType: string, name: string, addressKinds: string[]): HostedWithdrawSettings => ({
  hostedType,
  type,
  channelType,
  withDrawType: '0',
  kind: 'hosted',
  name,
  coinType: '',
  price: '1',
  fee: '0',
  addressKinds,
});

const coin = (
  type: number,
  channelType: string,
  name: string,
  coinType: string,
  price: string,
  fee: string,
  addressKinds: string[],
): WithdrawChannelSettings => ({
  type,
  channelType,
  withDrawType: '1',
  kind: 'coin',
  name,
  coinType,
  price,
  fee,
  addressKinds,
});

export const defaultWithdrawSettings: WithdrawSettings = {
  onceMin: '100',
  onceMax: '49999',
  coinMin: '100',
  coinMax: '49999',
  coinDailyMax: '20000',
  securityDepositRatio: 10,
  betVolumeRatio: '0.1',
  poolAmounts: ['100', '200', '500', '1000', '2000', '5000', '10000'],
  confirmSeconds: 900,
  dailyUnconfirmedLimit: 3,
  depositAutoReturnMs: 24 * 60 * 60 * 1000,
  payoutDelayMs: 10_000,
  payoutFailCents: 44,
  payoutTickMs: 1000,
  channels: [
    { type: 2, channelType: '1', withDrawType: '0', kind: 'bank', name: '银行卡提现', coinType: '', price: '1', fee: '0', addressKinds: [] },
    { type: 3, channelType: '2', withDrawType: '0', kind: 'pool', name: '极速提现', coinType: '', price: '1', fee: '0', addressKinds: [] },
    coin(1, '', 'USDT提现', 'USDT', '7.20', '1', ['USDT-TRC20', 'USDT-ERC20']),
    coin(1, '7', 'USDC提现', 'USDC', '7.18', '1', ['USDC-TRC20', 'USDC-ERC20']),
    coin(6, '8', 'TOPAY提现', 'TOG', '1', '0', ['TOPAY']),
    coin(7, '9', 'EBPAY提现', 'EB', '1', '0', ['EBPAY']),
    coin(8, '10', 'CNYT提现', 'CNYT', '1', '0', ['CNYT']),
    coin(9, '11', 'MPAY提现', 'MPAY', '1', '0', ['MPAY']),
  ],
  hostedMin: '100',
  hostedMax: '5000',
  hostedWindowMs: 15 * 60 * 1000,
  hostedChannels: [
    hosted('0', 10, '12', '微信托管提现', ['wechat']),
    hosted('1', 11, '13', '支付宝托管提现', ['alipay']),
    hosted('2', 4, '14', '银行卡托管提现', []),
  ],
};
