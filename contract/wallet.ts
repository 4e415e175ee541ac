/** Wallet endpoints: balances, game wallets and transfers, ledger records. Amounts are decimal strings in yuan. */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint } from './endpoint';
import { ledgerRecordPaths, transferPaths, walletPaths } from './paths';

/** The main lottery wallet's id (its ledger account has kind 'main'). */
export const MAIN_WALLET = 'sobet_01';

/** Every wallet of a player, in display order: the main lottery wallet, then the game wallets. */
export const wallets = [
  { cbId: MAIN_WALLET, cbName: '彩票钱包' },
  { cbId: 'ag_01', cbName: 'AG钱包' },
  { cbId: 'pt_01', cbName: 'PT钱包' },
  { cbId: 'sb_01', cbName: '沙巴钱包' },
  { cbId: 'hqt_01', cbName: 'HQT钱包' },
  { cbId: 'cq9_01', cbName: 'CQ9钱包' },
  { cbId: 'wali_01', cbName: '瓦力钱包' },
  { cbId: 'xj_01', cbName: 'XJ钱包' },
  { cbId: 'yy_01', cbName: 'YY钱包' },
  { cbId: 'fb_01', cbName: 'FB钱包' },
  { cbId: 'tt_01', cbName: 'TT钱包' },
  { cbId: 'ly_01', cbName: '乐游钱包' },
] as const;
export type WalletId = (typeof wallets)[number]['cbId'];
export const gameWalletIds: readonly WalletId[] = wallets.filter((w) => w.cbId !== MAIN_WALLET).map((w) => w.cbId);

export const isWalletId = (id: string): id is WalletId => wallets.some((w) => w.cbId === id);
export const walletName = (id: string): string => wallets.find((w) => w.cbId === id)?.cbName ?? id;

/**
 * The one transfer rule: money moves between the main wallet and one game wallet, never
 * between two game wallets. From the main wallet the choices are the game wallets; from a
 * game wallet only the main wallet.
 */
export function transferTargets(out: WalletId): readonly WalletId[] {
  return out === MAIN_WALLET ? gameWalletIds : [MAIN_WALLET];
}

/** Transfer amounts: positive, at most two decimals, no exponent (re-checked by the server). */
export const TRANSFER_AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export const PlayerBalance = Type.Object({
  cash: Decimal,
  /** Always '0': the spec names it without saying what it holds, and the platform keeps no agent balance apart from cash. */
  agentActiveBalance: Decimal,
  /** Grows with every change: the client can drop a stale response. */
  version: Type.Integer(),
});
export type PlayerBalance = Static<typeof PlayerBalance>;

/** One wallet's balance. */
export const WalletCash = Type.Object({ cid: Type.String(), cash: Decimal });
export type WalletCash = Static<typeof WalletCash>;

export const TransferLimits = Type.Object({
  lotteryMinTransfer: Decimal,
  lotteryMaxTransfer: Decimal,
  thirdMinTransfer: Decimal,
  thirdMaxTransfer: Decimal,
});
export type TransferLimits = Static<typeof TransferLimits>;

export const TransferIndex = Type.Object({
  pcodeCbBaseList: Type.Array(Type.Object({ cbId: Type.String(), cbName: Type.String() })),
  transferCashMap: TransferLimits,
  /** 'N': the fund password is asked for every transfer; 'Y': it is not. */
  payPasswordFlag: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  /** 1: a two-step (Google) code is asked for every transfer. */
  twostepThirdTransfer: Type.Union([Type.Literal(0), Type.Literal(1)]),
  cashList: Type.Array(WalletCash),
});
export type TransferIndex = Static<typeof TransferIndex>;

export const TransferRequest = Type.Object({
  turnOut: Type.String({ maxLength: 20 }),
  turnIn: Type.String({ maxLength: 20 }),
  turnOutCn: Type.Optional(Type.String({ maxLength: 40 })),
  turnInCn: Type.Optional(Type.String({ maxLength: 40 })),
  cash: Type.String({ maxLength: 40 }),
  code: Type.Optional(Type.String({ maxLength: 20 })),
  payPassword: Type.Optional(Type.String({ maxLength: 100 })),
  /** Makes a retried transfer book once. */
  requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
});
export type TransferRequest = Static<typeof TransferRequest>;

export const TransferResult = Type.Object({ orderNo: Type.String(), cashList: Type.Array(WalletCash) });
export type TransferResult = Static<typeof TransferResult>;

/**
 * Account-change types: a journal's kind, except that a transfer is 'transfer_out' on the
 * wallet it leaves and 'transfer_in' on the wallet it enters.
 */
export const accountChangeTypes = [
  { value: 'deposit', label: '充值' },
  { value: 'bet', label: '投注扣款' },
  { value: 'settle', label: '派奖' },
  { value: 'refund', label: '撤单返款' },
  { value: 'transfer_out', label: '转出' },
  { value: 'transfer_in', label: '转入' },
  { value: 'withdraw_freeze', label: '提现冻结' },
  { value: 'withdraw_payout', label: '提现成功' },
  { value: 'withdraw_refund', label: '提现退回' },
  { value: 'withdraw_deposit_return', label: '保证金退回' },
  { value: 'game_bet', label: '游戏投注' },
  { value: 'game_payout', label: '游戏派彩' },
  { value: 'deposit_bonus', label: '充值优惠' },
  { value: 'redpacket_send', label: '发红包' },
  { value: 'redpacket_grab', label: '抢红包' },
  { value: 'redpacket_refund', label: '红包退回' },
  { value: 'team_transfer_out', label: '转给下级' },
  { value: 'team_transfer_in', label: '上级转入' },
  { value: 'contract_payout_out', label: '契约发放' },
  { value: 'contract_payout_in', label: '契约收入' },
  { value: 'manual_credit', label: '系统加款' },
] as const;
export const accountChangeTypeName = (type: string): string => accountChangeTypes.find((t) => t.value === type)?.label ?? '其他';

const RecordQuery = {
  /** 'YYYY-MM-DD', Beijing days, both inclusive. */
  startDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  endDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export const AccountChangeRecord = Type.Object({
  id: Type.Integer(),
  time: Type.String(),
  type: Type.String(),
  typeName: Type.String(),
  walletId: Type.String(),
  walletName: Type.String(),
  /** Signed: negative leaves the wallet. */
  amount: Decimal,
  /** The wallet's balance right after this change. */
  balance: Decimal,
  remark: Type.String(),
});
export type AccountChangeRecord = Static<typeof AccountChangeRecord>;

export const TransferRecord = Type.Object({
  orderNo: Type.String(),
  time: Type.String(),
  turnOut: Type.String(),
  turnOutCn: Type.String(),
  turnIn: Type.String(),
  turnInCn: Type.String(),
  amount: Decimal,
  /** Booked transfers only exist complete: 0 = 成功. */
  status: Type.Integer(),
});
export type TransferRecord = Static<typeof TransferRecord>;

export const FlowRecord = Type.Object({
  id: Type.Integer(),
  time: Type.String(),
  type: Type.String(),
  typeName: Type.String(),
  income: Decimal,
  expense: Decimal,
  balance: Decimal,
});
export type FlowRecord = Static<typeof FlowRecord>;

const pageOf = <T extends Parameters<typeof Type.Array>[0]>(row: T) => Type.Object({ list: Type.Array(row), total: Type.Integer() });

/** The code of a refused transfer (its `msg` says why); the app shows that message. */
export const TRANSFER_REFUSED = -1;

export const walletEndpoints = {
  balance: defineEndpoint({
    method: 'GET',
    path: walletPaths.balance,
    query: Type.Object({ cbId: Type.Optional(Type.String({ maxLength: 40 })) }),
    response: PlayerBalance,
  }),
  allCachedBalance: defineEndpoint({ method: 'GET', path: walletPaths.allCachedBalance, response: Type.Array(WalletCash) }),
  transferIndex: defineEndpoint({ method: 'GET', path: transferPaths.transferIndex, response: TransferIndex }),
  transfer: defineEndpoint({ method: 'POST', path: transferPaths.transfer, body: TransferRequest, response: TransferResult }),
  accountChange: defineEndpoint({
    method: 'GET',
    path: ledgerRecordPaths.accountChange,
    query: Type.Object({ ...RecordQuery, type: Type.Optional(Type.String({ maxLength: 40 })) }),
    response: pageOf(AccountChangeRecord),
  }),
  accountChangeOptions: defineEndpoint({
    method: 'GET',
    path: ledgerRecordPaths.accountChangeOptions,
    response: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  }),
  transfers: defineEndpoint({ method: 'GET', path: ledgerRecordPaths.transfers, query: Type.Object(RecordQuery), response: pageOf(TransferRecord) }),
  flow: defineEndpoint({ method: 'GET', path: ledgerRecordPaths.flow, query: Type.Object(RecordQuery), response: pageOf(FlowRecord) }),
} as const;
