/**
 * Lottery calls. Envelope: LotteryEnvelope, code 1 = success,
 * payload in `result`. Money: decimal strings in yuan.
 */
import type { DecimalString, IssueNo, LotteryCode } from './primitives';

export type LotteryFamily = 'ssc' | 'k3' | '3d' | '11x5' | 'kl12' | 'pk10' | 'ky481' | 'lhc';

/** lottery_classify_list: categories of lotteries. */
export interface LotteryListItem {
  en: LotteryCode;
  cn: string;
  isHot: boolean;
  isNew: boolean;
  family: LotteryFamily;
  /** Seconds between draws; 0 = instant (MJMMC), 86400 = daily. */
  durationTime: number;
}
export interface LotteryCategory {
  title: string;
  list: LotteryListItem[];
}

/** A past draw. */
export interface DrawRecord {
  issueNo: IssueNo;
  code: string;
}

/**
 * The issue query (GET issue?lottery=): `second` = seconds until the sales deadline of
 * `issue`; -1 with state 1 = waiting to open sales (等待开售); -2 = paused (暂停销售).
 */
export interface IssueInfo {
  lottery: LotteryCode;
  second: number;
  issue: IssueNo;
  /** Seconds between issues (durationTime). */
  nextApp: number;
  durationTime: number;
  lastFive: DrawRecord[];
  /** 0 selling, 1 waiting to open sales, 2 paused. */
  state: 0 | 1 | 2;
  /** Issues per day. */
  total: number;
  /** Sales start of `issue` (epoch ms). */
  sellStart: number;
  /** Sales close and draw time of `issue` (epoch ms). */
  sellEnd: number;
  drawTime: number;
  /** Commitment: SHA-256 (hex) of the secret seed the issue's draw derives from. */
  seedHash: string;
  /** Instant lottery: the commitment of the caller's next draw. */
  nextSeedHash?: string;
  serverTime: number;
  /** A daily break with no draws: [from, to) in minutes of the Beijing day (JNDSSM). Chases skip it. */
  breakMinutes?: [number, number];
}

/** One (point, odds) choice of the prize/rebate select, e.g. odds 174600 at point 0.065. */
export interface OddsChoice {
  point: DecimalString;
  odds: DecimalString;
  type: 'A' | 'B';
}

/**
 * The odds query (GET odds?lottery=), result keyed by lottery then by play id. The bonus
 * is the prize of one bet at the 2元 mode: 2 ÷ p × (return − point), p the play's exact
 * win probability (per prize level: each level gets an equal share of the return).
 * Type A offers rebate points 0 … rateA; type B offers point 0 only, at a lower return.
 * A line's (odds, point) must be one of `choices` (level 0; for plays whose options differ
 * in probability, the highest option's).
 */
export interface PlayOdds {
  bonusA: DecimalString;
  rateA: DecimalString;
  bonusB: DecimalString;
  rateB: DecimalString;
  /** Single-pick (单挑) limit of the play, 0 if none. */
  s: number;
  /** Prize levels. */
  n: number;
  /** Highest multiple. */
  m: number;
  levels: Array<{ name: string; bonusA: DecimalString; bonusB: DecimalString }>;
  /** The returns the bonuses derive from (type A, type B): with an option's probability they price it at any point. */
  returnA: DecimalString;
  returnB: DecimalString;
  /**
   * Plays where one plate option alone is one bet and options differ in odds (k3 和值, Mark Six
   * 生肖, 过关 legs …): plate option → its odds. Plays whose options only combine into bets
   * (组合, 连肖 …) have none.
   */
  options?: Record<string, OptionOdds>;
  choices: OddsChoice[];
}
/** One plate option's odds: bonuses at point 0, and what prices it at any point (engine `bonusOf`). */
export interface OptionOdds {
  bonusA: DecimalString;
  bonusB: DecimalString;
  /** Exact win probability of the option's prize level. */
  probability: DecimalString;
  /** Prize levels the option's bet can win (they share the return). */
  levels: number;
}
export type OddsResult = Record<LotteryCode, Record<string, PlayOdds>>;

/** Tab config from the engine catalogue. */
export interface PlayWay {
  en: string;
  cn: string;
  /** Single-entry (单式) plays: entries may be split into several lines. */
  chaidan: boolean;
  unlimited: boolean;
}
export interface TabConfig {
  tab: string;
  subTabConfig: Array<{ title: string; playWay: PlayWay[] }>;
}

/** Trend (size 30): latest first; frequencies per position [position][number - min]. */
export interface TrendResult {
  list: DrawRecord[];
  hitFrequency: number[][];
  skipFrequency: number[][];
  min: number;
  max: number;
}

/** One order line (the engine's OrderLine). */
export interface OrderLineWire {
  method: string;
  code: string;
  nums: number;
  amount: DecimalString;
  piece: number;
  price: DecimalString;
  odds: DecimalString;
  point: DecimalString;
  position?: string;
}

/** Chase plan: the issues and each issue's multiple (it multiplies every line's piece). */
export interface TracePlan {
  winStop: boolean | 0 | 1;
  /** 1 profit rate, 2 same multiple, 3 doubling. */
  mode?: 1 | 2 | 3;
  startIssue?: IssueNo;
  totalMoney: DecimalString;
  totalCount?: number;
  issues: Array<{ issue: IssueNo; piece: number }>;
}

export const BET_TYPES = { quick: 1, normal: 2, rebet: 3, chase: 4 } as const;

/**
 * POST add_order (JSON, form or `Content-Encoding: lzstring`). `order` is the JSON list of
 * lines (or the list itself); chases send istrace 1 and `trace`. `requestId` (or the
 * Idempotency-Key header) makes retries charge once.
 */
export interface AddOrderRequest {
  lottery: LotteryCode;
  issue: IssueNo;
  order: string | OrderLineWire[];
  betType: 1 | 2 | 3 | 4;
  sourceType?: number;
  istrace?: 0 | 1;
  trace?: string | TracePlan;
  requestId?: string;
}
export interface AddOrderResult {
  orderIds: string[];
  traceIds: string[];
  totalMoney: DecimalString;
  balance: DecimalString;
}
/** add_order_now (instant lottery): drawn at once. */
export interface InstantResult {
  /** Drawn numbers, comma list. */
  code: string;
  bonus: DecimalString;
  issue: IssueNo;
  orderIds: string[];
  seed: string;
  seedHash: string;
  nextSeedHash: string;
  balance: DecimalString;
}

/** Order status codes (singleStatus) and their labels (status). */
export const ORDER_STATUS = { pending: 0, won: 1, lost: 2, cancelled: 3, traceStopped: 4 } as const;
export const orderStatusLabels = ['未开奖', '已中奖', '未中奖', '已撤单', '追号撤单'] as const;

/** A bet record (history_orders, recent_order, recent_detail, order detail). */
export interface BetRecord {
  orderId: string;
  singleStatus: number;
  status: string;
  istrace: 0 | 1;
  traceId?: string;
  orderTime: string;
  username: string;
  lottery: LotteryCode;
  lotteryName: string;
  method: string;
  methodName: string;
  code: string;
  position?: string;
  issue: IssueNo;
  odds: DecimalString;
  point: DecimalString;
  amount: DecimalString;
  perAmount: DecimalString;
  nums: number;
  count: number;
  awardMoney: DecimalString;
  lotteryNumber: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Trace issue status: 0 in progress, 1 completed, 2 cancelled. */
export interface TraceRecord {
  traceId: string;
  createTime: string;
  singleStatus: number;
  lottery: LotteryCode;
  methodName: string;
  method: string;
  code: string;
  num: number;
  perAmount: DecimalString;
  odds: DecimalString;
  totalMoney: DecimalString;
  finishMoney: DecimalString;
  finishCount: number;
  issueCount: number;
  winStop: 0 | 1;
  /** 0 running, 1 finished, 2 cancelled/stopped. */
  status: number;
  userId: number;
  issues: Array<{ orderId: string; issue: IssueNo; count: number; status: 0 | 1 | 2; money: DecimalString; awardMoney: DecimalString }>;
}

export interface Recommendation {
  rate: number;
  recommend: string;
  reason: string;
  lotteryName: string;
  lottery: LotteryCode;
}

/** Fairness: everything needed to recompute a draw (verify_draw?lottery=&issue=). */
export interface DrawProof {
  lottery: LotteryCode;
  issue: IssueNo;
  family: LotteryFamily;
  seedHash: string;
  /** Revealed after the draw only. */
  seed: string | null;
  code: string | null;
  /** What the server recomputes from the seed now (must equal code). */
  recomputed: string | null;
  hashMatches: boolean;
  codeMatches: boolean;
  algorithm: string;
}
