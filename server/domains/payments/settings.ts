/**
 * Deposit settings: the channels in the order the grid shows them (one per family and special
 * form), the sandbox providers' payees, coin rates, windows, the notification rules and the
 * processor's tick. One home; the server config carries them (ServerConfig.payments), so tests
 * and deployments override them in one place.
 */
import crypto from 'node:crypto';
import type { ChannelFamily, DepositBank, ImChildChannel } from '../../../contract/payment';

export interface DepositChannelSettings {
  id: number;
  code: string;
  name: string;
  family: ChannelFamily;
  icon: string;
  /** Yuan, or coin units for coin channels. */
  min: string;
  max: string;
  /** A fee rate (e.g. '0.01') when the channel charges one. */
  costRate: string | null;
  cutPoints: boolean;
  /** Quick amounts (yuan); with `allowInput` false the amount must be one of them. */
  fastCash: string[];
  allowInput: boolean;
  showCardName: boolean;
  showPayRemark: boolean;
  showPayerAccount: boolean;
  /** The payer's name is required (ALIPAY_WEB_TRANSFER). */
  payerNameRequired: boolean;
  banks: DepositBank[];
  children: ImChildChannel[];
  /** Coin channels. */
  coinType: string;
  rate: string;
  protocols: string[];
  warmPrompt: string;
  /** 'minutes,percent' tiers, best first ('' none). */
  bonusTiers: [string, string, string];
  hot: boolean;
  promoTag: string;
  cardHelpUrl: string;
  cardHelpDetail: string;
  /** How long an order stays payable (from creation, or from the payee's assignment when `matchPayee`). */
  windowMs: number;
  /** A payee is matched first (the waiting page): the order waits `matchDelayMs`, then gets `windowMs` from the match. */
  matchPayee: boolean;
  /** The HMAC key the channel's provider signs notifications with (server/secrets.ts; a random one per process by default). */
  secret: string;
}

export interface SandboxPayee {
  bankCode: string;
  bankName: string;
  account: string;
  accountName: string;
  area: string;
  branch: string;
}

export interface PaymentSettings {
  channels: DepositChannelSettings[];
  /** The bank-transfer amount chips, fixed amounts and typed-amount rules (yuan). */
  availableAmounts: string[];
  fixedAmounts: string[];
  amountRules: Array<{ min: string; max: string; range: string }>;
  /** The sandbox providers' payees (bank transfer and the ONEPAY forms). */
  payees: SandboxPayee[];
  /** How long a payee match takes in the sandbox. */
  matchDelayMs: number;
  /** A notification older or newer than this (by its timestamp) is refused. */
  notifyMaxAgeMs: number;
  /** Retry backoff: first retry after `retryBaseMs`, ×3 each time, at most `retryMaxMs`, for `retryAttempts` tries. */
  retryBaseMs: number;
  retryMaxMs: number;
  retryAttempts: number;
  /** How long one process may hold a notification while delivering it. */
  deliveryLeaseMs: number;
  /** How often the processor runs (ms; 0 = only when called, in tests). */
  tickMs: number;
  dailyCancelLimit: number;
  /** The HMAC key of the bank-transfer form tokens (server/secrets.ts). */
  formTokenSecret: string;
  /** The token preTransferRechargeInfo hands out stays valid this long. */
  tokenTtlMs: number;
  notice: string;
  usdtHelpUrl: string;
  otcNote: string;
  exchanges: Array<{ name: string; url: string }>;
}

const MINUTE = 60_000;

const base = {
  costRate: null,
  cutPoints: false,
  fastCash: [],
  allowInput: true,
  showCardName: false,
  showPayRemark: false,
  showPayerAccount: false,
  payerNameRequired: false,
  banks: [],
  children: [],
  coinType: '',
  rate: '',
  protocols: [],
  warmPrompt: '',
  bonusTiers: ['', '', ''] as [string, string, string],
  hot: false,
  promoTag: '',
  cardHelpUrl: '',
  cardHelpDetail: '',
  windowMs: 30 * MINUTE,
  matchPayee: false,
} satisfies Partial<DepositChannelSettings>;

/** Keys are never committed: a process started without server/secrets.ts's keys gets random ones. */
const randomKey = () => crypto.randomBytes(32).toString('base64url');

type ChannelInput = Pick<DepositChannelSettings, 'id' | 'code' | 'name' | 'family' | 'icon' | 'min' | 'max'> & Partial<DepositChannelSettings>;
const channel = (c: ChannelInput): DepositChannelSettings => ({ ...base, secret: randomKey(), ...c });

const onepayAmounts = ['100', '200', '300', '500', '800', '1000', '2000', '3000', '5000'];
const banks: DepositBank[] = [
  { bankCode: 'ICBC', description: '中国工商银行', bankKey: 'ICBC', bankSiteUrl: 'https://www.icbc.com.cn' },
  { bankCode: 'CCB', description: '中国建设银行', bankKey: 'CCB', bankSiteUrl: 'https://www.ccb.com' },
  { bankCode: 'ABC', description: '中国农业银行', bankKey: 'ABC', bankSiteUrl: 'https://www.abchina.com' },
  { bankCode: 'CMB', description: '招商银行', bankKey: 'CMB', bankSiteUrl: 'https://www.cmbchina.com' },
];

export const defaultPaymentSettings: PaymentSettings = {
  channels: [
    channel({
      id: 1,
      code: 'BANK_TRANSFER',
      name: '银行卡转账',
      family: 'bank',
      icon: 'bank',
      min: '100',
      max: '50000',
      matchPayee: true,
      windowMs: 15 * MINUTE,
      banks,
      hot: true,
      promoTag: '加赠1%',
      bonusTiers: ['5,1', '10,0.5', ''],
      warmPrompt: '请使用绑定的银行卡转账，转账金额须与订单金额一致。',
      cardHelpUrl: '/helpercenter#TradeQuestion',
      cardHelpDetail: '转账时请使用已绑定的银行卡，并确保金额与订单一致。',
    }),
    channel({ id: 2, code: 'ALIPAY_WEB', name: '支付宝扫码', family: 'redirect', icon: 'alipay', min: '50', max: '5000', cutPoints: true, hot: true }),
    channel({
      id: 3,
      code: 'WECHAT_WEB',
      name: '微信扫码',
      family: 'redirect',
      icon: 'wechat',
      min: '50',
      max: '3000',
      costRate: '0.01',
      warmPrompt: '微信通道收取1%手续费。',
    }),
    channel({
      id: 4,
      code: 'ALIPAY_WEB_TRANSFER',
      name: '支付宝转账',
      family: 'redirect',
      icon: 'alipay',
      min: '100',
      max: '20000',
      payerNameRequired: true,
      showPayRemark: true,
    }),
    channel({
      id: 5,
      code: 'ZHIBAO_EBANK_WEB_TRANSFER',
      name: '网银转账',
      family: 'redirect',
      icon: 'ebank',
      min: '100',
      max: '50000',
      showCardName: true,
      banks,
      cardHelpUrl: '/helpercenter#TradeQuestion',
      cardHelpDetail: '请填写付款银行卡的卡号和持卡人姓名，以便快速匹配到账。',
    }),
    channel({
      id: 6,
      code: 'ONEPAY_JS_WEB',
      name: '极速充值',
      family: 'onepay',
      icon: 'onepay',
      min: '100',
      max: '5000',
      fastCash: onepayAmounts,
      allowInput: false,
      showCardName: true,
      windowMs: 10 * MINUTE,
      hot: true,
      promoTag: '秒到账',
    }),
    channel({
      id: 7,
      code: 'ONEPAY_JS2_WEB',
      name: '极速充值2',
      family: 'onepay',
      icon: 'onepay',
      min: '100',
      max: '5000',
      fastCash: onepayAmounts,
      allowInput: false,
      windowMs: 10 * MINUTE,
    }),
    channel({
      id: 8,
      code: 'ONEPAY_JS3_WEB',
      name: '极速充值3',
      family: 'onepay',
      icon: 'onepay',
      min: '100',
      max: '5000',
      fastCash: onepayAmounts,
      allowInput: false,
      windowMs: 10 * MINUTE,
    }),
    channel({
      id: 9,
      code: 'ONEPAY_WECHAT_WEB',
      name: '微信极速',
      family: 'onepay',
      icon: 'wechat',
      min: '100',
      max: '3000',
      fastCash: onepayAmounts,
      allowInput: false,
      matchPayee: true,
      windowMs: 10 * MINUTE,
    }),
    channel({
      id: 10,
      code: 'ONEPAY_ALIPAY_WEB',
      name: '支付宝极速',
      family: 'onepay',
      icon: 'alipay',
      min: '100',
      max: '3000',
      fastCash: onepayAmounts,
      allowInput: false,
      matchPayee: true,
      windowMs: 10 * MINUTE,
    }),
    channel({
      id: 11,
      code: 'ONEPAY_NORMAL_ALIPAY_WEB',
      name: '支付宝普通',
      family: 'onepay',
      icon: 'alipay',
      min: '100',
      max: '3000',
      fastCash: onepayAmounts,
      allowInput: false,
      matchPayee: true,
      windowMs: 10 * MINUTE,
    }),
    channel({
      id: 12,
      code: 'IM_WALLET',
      name: '钱包充值',
      family: 'wallet',
      icon: 'wallet',
      min: '100',
      max: '10000',
      windowMs: 15 * MINUTE,
      children: [
        { rechargeType: 0, name: '银行卡', walletId: 'im-bank' },
        { rechargeType: 1, name: '微信', walletId: 'im-wechat' },
        { rechargeType: 2, name: '支付宝', walletId: 'im-alipay' },
        { rechargeType: 3, name: '第三方钱包', walletId: 'im-third' },
      ],
    }),
    channel({ id: 13, code: 'THIRD_FRAME', name: '第三方支付', family: 'frame', icon: 'third', min: '10', max: '10000', costRate: '0.005' }),
    channel({
      id: 14,
      code: 'USDT',
      name: 'USDT充值',
      family: 'coin',
      icon: 'usdt',
      min: '10',
      max: '10000',
      coinType: 'USDT',
      rate: '7.25',
      protocols: ['TRC20', 'ERC20'],
      hot: true,
      showPayerAccount: true,
    }),
    channel({
      id: 15,
      code: 'USDC',
      name: 'USDC充值',
      family: 'coin',
      icon: 'usdc',
      min: '10',
      max: '10000',
      coinType: 'USDC',
      rate: '7.21',
      protocols: ['TRC20', 'ERC20'],
    }),
  ],
  availableAmounts: ['100', '200', '500', '1000', '2000', '3000', '5000', '10000', '20000', '50000'],
  fixedAmounts: ['100', '500', '1000', '5000', '10000'],
  amountRules: [
    { min: '100', max: '1000', range: '50' },
    { min: '1000', max: '50000', range: '100' },
  ],
  payees: [
    { bankCode: 'ICBC', bankName: '中国工商银行', account: '6222000011112222333', accountName: '沙箱收款一', area: '北京市', branch: '北京朝阳支行' },
    { bankCode: 'CCB', bankName: '中国建设银行', account: '6217000022223333444', accountName: '沙箱收款二', area: '上海市', branch: '上海浦东支行' },
    { bankCode: 'CMB', bankName: '招商银行', account: '6225880033334444555', accountName: '沙箱收款三', area: '深圳市', branch: '深圳福田支行' },
  ],
  matchDelayMs: 15_000,
  notifyMaxAgeMs: 5 * MINUTE,
  retryBaseMs: 5_000,
  retryMaxMs: 60 * MINUTE,
  retryAttempts: 12,
  deliveryLeaseMs: 30_000,
  tickMs: 1000,
  dailyCancelLimit: 3,
  formTokenSecret: randomKey(),
  tokenTtlMs: 30 * MINUTE,
  notice: '充值金额须与订单金额完全一致；请勿向平台以外的账户转账，私下转账不予到账。',
  usdtHelpUrl: '/helpercenter#UsdtTeach',
  otcNote: 'USDT 可在正规交易所的 OTC 场外交易区用人民币购买，到账后转入本平台充值地址即可。',
  exchanges: [
    { name: '币安 Binance', url: 'https://www.binance.com' },
    { name: '欧易 OKX', url: 'https://www.okx.com' },
    { name: '火币 HTX', url: 'https://www.htx.com' },
    { name: 'Bitget', url: 'https://www.bitget.com' },
  ],
};
