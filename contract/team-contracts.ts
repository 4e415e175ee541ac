/**
 * Team contracts: the dividend (分红), daily salary (日工资), private rebate (私返), game dividend
 * (游戏分红) and game rebate (返水) an agent offers each direct downline, and the payouts they
 * produce. A contract's terms are tiers over the downline's whole team for one period: its settled
 * bet volume, its net loss and its active members; the highest tier whose three thresholds are all
 * met gives the rate, applied to the kind's base (the volume or the net loss). The platform grants
 * top agents theirs; an agent offers a downline terms no better than its own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint, Flag } from './endpoint';
import { contractPaths } from './paths';

export const CONTRACT_KINDS = ['lotterybonus', 'lotterysalary', 'lotteryprivate', 'gamebonus', 'gamereturn'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const isContractKind = (value: string): value is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(value);

/** Which four views (spec: mine, my deed, lower, lower deed; view set mc1) a kind's section has, by path. */
export interface ContractViews {
  mine: string;
  mydeed: 'mydeed';
  lower: string;
  lowerdeed: 'lowerdeed';
}
export type ContractView = keyof ContractViews;

export interface ContractKindRule {
  kind: ContractKind;
  /** The section's title (menu, heading). */
  title: string;
  /** What a payout is called: 分红, 日工资 … */
  payoutName: string;
  /** day: each Beijing day; halfMonth: the 1st-15th and the 16th-end of a Beijing month. */
  period: 'day' | 'halfMonth';
  /** Whose activity counts: lottery orders or game rounds. */
  source: 'lottery' | 'game';
  /** What the rate is applied to: the team's settled bet volume or its net loss. */
  base: 'volume' | 'loss';
  /** The highest rate any contract of the kind may give (percent). */
  maxRate: string;
  views: ContractViews;
}

export const contractKindRules: Record<ContractKind, ContractKindRule> = {
  lotterybonus: {
    kind: 'lotterybonus',
    title: '彩票分红',
    payoutName: '分红',
    period: 'halfMonth',
    source: 'lottery',
    base: 'loss',
    maxRate: '50',
    views: { mine: 'mybonus', mydeed: 'mydeed', lower: 'lowerbonus', lowerdeed: 'lowerdeed' },
  },
  lotterysalary: {
    kind: 'lotterysalary',
    title: '彩票日工资',
    payoutName: '日工资',
    period: 'day',
    source: 'lottery',
    base: 'volume',
    maxRate: '3',
    views: { mine: 'mysalary', mydeed: 'mydeed', lower: 'lowersalary', lowerdeed: 'lowerdeed' },
  },
  lotteryprivate: {
    kind: 'lotteryprivate',
    title: '彩票私返',
    payoutName: '私返',
    period: 'day',
    source: 'lottery',
    base: 'volume',
    maxRate: '3',
    views: { mine: 'myprivate', mydeed: 'mydeed', lower: 'lowerprivate', lowerdeed: 'lowerdeed' },
  },
  gamebonus: {
    kind: 'gamebonus',
    title: '游戏分红',
    payoutName: '分红',
    period: 'halfMonth',
    source: 'game',
    base: 'loss',
    maxRate: '50',
    views: { mine: 'mybonus', mydeed: 'mydeed', lower: 'lowerbonus', lowerdeed: 'lowerdeed' },
  },
  gamereturn: {
    kind: 'gamereturn',
    title: '游戏返水',
    payoutName: '返水',
    period: 'day',
    source: 'game',
    base: 'volume',
    maxRate: '3',
    views: { mine: 'myreturn', mydeed: 'mydeed', lower: 'lowerreturn', lowerdeed: 'lowerdeed' },
  },
};

/** The views in menu order, each with its tab label. */
export function contractViewsOf(kind: ContractKind): Array<{ view: ContractView; path: string; label: string }> {
  const rule = contractKindRules[kind];
  return [
    { view: 'mine', path: rule.views.mine, label: `我的${rule.payoutName}` },
    { view: 'mydeed', path: rule.views.mydeed, label: '我的契约' },
    { view: 'lower', path: rule.views.lower, label: `下级${rule.payoutName}` },
    { view: 'lowerdeed', path: rule.views.lowerdeed, label: '下级契约' },
  ];
}
export const contractViewOfPath = (kind: ContractKind, path: string): ContractView | undefined => contractViewsOf(kind).find((v) => v.path === path)?.view;

/** At most this many tiers per contract. */
export const MAX_CONTRACT_TIERS = 10;
/** A rate: a percent with at most two decimals. */
export const CONTRACT_RATE_PATTERN = '^\\d{1,2}(\\.\\d{1,2})?$';
/** A threshold in yuan: whole yuan or up to two decimals. */
export const CONTRACT_AMOUNT_PATTERN = '^\\d{1,12}(\\.\\d{1,2})?$';

export const ContractTier = Type.Object(
  {
    /** The team's settled bet volume over the period, at least (yuan). */
    volume: Type.String({ pattern: CONTRACT_AMOUNT_PATTERN }),
    /** The team's net loss (bets − wins − rebates) over the period, at least (yuan). */
    loss: Type.String({ pattern: CONTRACT_AMOUNT_PATTERN }),
    /** Members who bet in the period, at least. */
    active: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** Percent of the base. */
    rate: Type.String({ pattern: CONTRACT_RATE_PATTERN }),
  },
  { additionalProperties: false },
);
export type ContractTier = Static<typeof ContractTier>;

export const CONTRACT_STATES = ['offered', 'signed', 'refused', 'cancelled', 'replaced'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const contractStateNames: Record<ContractState, string> = {
  offered: '待签约',
  signed: '已签约',
  refused: '已拒绝',
  cancelled: '已取消',
  replaced: '已替换',
};

export const ContractRecord = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** The agent who offered it ('平台' for a platform grant). */
  offerer: Type.String(),
  signer: Type.String(),
  tiers: Type.Array(ContractTier),
  /** 1: each payout waits for the offerer's approval (salary approval). */
  approval: Flag,
  state: Type.Union(CONTRACT_STATES.map((s) => Type.Literal(s))),
  stateName: Type.String(),
  createdAt: Type.String(),
  /** When it was signed, refused, cancelled or replaced ('' while offered). */
  decidedAt: Type.String(),
  /** The first day its terms apply ('' until signed). */
  effectiveFrom: Type.String(),
  /** The first day they no longer apply ('' while in force). */
  effectiveTo: Type.String(),
});
export type ContractRecord = Static<typeof ContractRecord>;

export const PAYOUT_STATES = ['paid', 'awaiting', 'insufficient', 'rejected', 'unmet'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const payoutStateNames: Record<PayoutState, string> = {
  paid: '已发放',
  awaiting: '待审批',
  insufficient: '余额不足',
  rejected: '已拒绝',
  unmet: '未达标',
};

export const PayoutRecord = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  contractId: Type.Integer(),
  /** '2026-11-26', or '2026-11-01 至 2026-11-15'. */
  period: Type.String(),
  payer: Type.String(),
  payee: Type.String(),
  /** The team's figures over the period. */
  volume: Decimal,
  loss: Decimal,
  active: Type.Integer(),
  /** The tier's rate (percent; '0' when no tier was met). */
  rate: Type.String(),
  amount: Decimal,
  state: Type.Union(PAYOUT_STATES.map((s) => Type.Literal(s))),
  stateName: Type.String(),
  createdAt: Type.String(),
  paidAt: Type.String(),
});
export type PayoutRecord = Static<typeof PayoutRecord>;

const KindField = Type.Union(CONTRACT_KINDS.map((k) => Type.Literal(k)));
const DateField = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }));
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
/** mine: where the caller is the downline; lower: where the caller is the offerer (payer). */
const Side = Type.Union([Type.Literal('mine'), Type.Literal('lower')]);
const IdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const OfferRequest = Type.Object(
  {
    kind: KindField,
    username: Type.String({ minLength: 1, maxLength: 32 }),
    tiers: Type.Array(ContractTier, { minItems: 1, maxItems: MAX_CONTRACT_TIERS }),
    approval: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type OfferRequest = Static<typeof OfferRequest>;

/** A direct downline the caller may offer a contract to, with the contract it has of the kind. */
export const ContractCandidate = Type.Object({
  username: Type.String(),
  userType: Type.Integer(),
  current: Type.Union([ContractRecord, Type.Null()]),
  pending: Type.Union([ContractRecord, Type.Null()]),
});

export const RecommendRow = Type.Object({
  username: Type.String(),
  createdAt: Type.String(),
  /** The direct downline and everyone below now. */
  teamSize: Type.Integer(),
  newMembers: Type.Integer(),
  activeMembers: Type.Integer(),
  bet: Decimal,
  profit: Decimal,
});
/** 招商报表: per day, the direct downlines registered, those who made their first deposit, and their deposits. */
export const RecruitRow = Type.Object({
  date: Type.String(),
  registered: Type.Integer(),
  firstDeposits: Type.Integer(),
  firstDepositAmount: Decimal,
  activeMembers: Type.Integer(),
});
export const BetAmountRow = Type.Object({ username: Type.String(), lotteryBet: Decimal, gameBet: Decimal, total: Decimal, count: Type.Integer() });

const Range = { startDate: DateField, endDate: DateField };

export const contractEndpoints = {
  /** Contracts of a kind on one side, newest first. */
  contracts: defineEndpoint({
    method: 'GET',
    path: contractPaths.contracts,
    query: Type.Object({ kind: KindField, side: Side, username: Type.Optional(Type.String({ maxLength: 32 })), ...Paging }),
    response: Type.Object({ list: Type.Array(ContractRecord), total: Type.Integer(), current: Type.Union([ContractRecord, Type.Null()]) }),
  }),
  /** The caller's direct downlines with their contract of the kind (the lower-deed view's offer list). */
  candidates: defineEndpoint({
    method: 'GET',
    path: contractPaths.candidates,
    query: Type.Object({ kind: KindField }),
    response: Type.Object({ list: Type.Array(ContractCandidate), own: Type.Union([ContractRecord, Type.Null()]) }),
  }),
  payouts: defineEndpoint({
    method: 'GET',
    path: contractPaths.payouts,
    query: Type.Object({
      kind: KindField,
      side: Side,
      state: Type.Optional(Type.Union(PAYOUT_STATES.map((s) => Type.Literal(s)))),
      username: Type.Optional(Type.String({ maxLength: 32 })),
      ...Range,
      ...Paging,
    }),
    response: Type.Object({ list: Type.Array(PayoutRecord), total: Type.Integer(), sum: Decimal }),
  }),
  offer: defineEndpoint({
    method: 'POST',
    path: contractPaths.offer,
    body: OfferRequest,
    response: ContractRecord,
    successMessage: '契约已发起，等待下级签约',
  }),
  sign: defineEndpoint({ method: 'POST', path: contractPaths.sign, body: IdBody, response: ContractRecord, successMessage: '签约成功' }),
  refuse: defineEndpoint({ method: 'POST', path: contractPaths.refuse, body: IdBody, response: ContractRecord, successMessage: '已拒绝该契约' }),
  cancel: defineEndpoint({ method: 'POST', path: contractPaths.cancel, body: IdBody, response: ContractRecord, successMessage: '契约已取消' }),
  /** Salary approval: pay (approve 1) or reject (0) a payout waiting for it. */
  approve: defineEndpoint({
    method: 'POST',
    path: contractPaths.approve,
    body: Type.Object({ id: Type.Integer({ minimum: 1 }), approve: Flag }, { additionalProperties: false }),
    response: PayoutRecord,
  }),
  /** 补发: pays a payout that found the payer's balance short. */
  repay: defineEndpoint({ method: 'POST', path: contractPaths.repay, body: IdBody, response: PayoutRecord, successMessage: '补发成功' }),
  recommendReport: defineEndpoint({
    method: 'GET',
    path: contractPaths.recommendReport,
    query: Type.Object(Range),
    response: Type.Object({ list: Type.Array(RecommendRow) }),
  }),
  recruitReport: defineEndpoint({
    method: 'GET',
    path: contractPaths.recruitReport,
    query: Type.Object(Range),
    response: Type.Object({ list: Type.Array(RecruitRow) }),
  }),
  betAmountReport: defineEndpoint({
    method: 'GET',
    path: contractPaths.betAmountReport,
    query: Type.Object({ username: Type.Optional(Type.String({ maxLength: 32 })), ...Range, ...Paging }),
    response: Type.Object({ list: Type.Array(BetAmountRow), total: Type.Integer(), sum: BetAmountRow }),
  }),
} as const;
