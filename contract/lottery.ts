/**
 * Lottery endpoints, with the types derived from the schemas. Envelope `{ code: 1, msg, result }`;
 * money is a decimal string in yuan.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Decimal, defineEndpoint, Flag } from './endpoint';
import { lotteryPaths } from './paths';
import { MAX_MULTIPLE, MAX_ORDER_CODE_CHARS, MAX_ORDER_LINES, MAX_ORDER_ROWS, MAX_TRACE_ISSUES } from './bet-limits';

export const LotteryFamily = Type.Union([
  Type.Literal('ssc'),
  Type.Literal('k3'),
  Type.Literal('3d'),
  Type.Literal('11x5'),
  Type.Literal('kl12'),
  Type.Literal('pk10'),
  Type.Literal('ky481'),
  Type.Literal('lhc'),
]);
export type LotteryFamily = Static<typeof LotteryFamily>;

/** A lottery code, e.g. HN1FC (any case). */
const Code = Type.String({ maxLength: 64 });
/** Several codes, comma separated. */
const CodeList = (maxLength: number) => Type.String({ maxLength });

/** lottery_classify_list: categories of lotteries. */
export const LotteryListItem = Type.Object({
  en: Type.String(),
  cn: Type.String(),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  family: LotteryFamily,
  /** Seconds between draws; 0 = instant (MJMMC), 86400 = daily. */
  durationTime: Type.Integer(),
});
export type LotteryListItem = Static<typeof LotteryListItem>;
export const LotteryCategory = Type.Object({ title: Type.String(), list: Type.Array(LotteryListItem) });
export type LotteryCategory = Static<typeof LotteryCategory>;

/** A past draw. */
export const DrawRecord = Type.Object({ issueNo: Type.String(), code: Type.String() });
export type DrawRecord = Static<typeof DrawRecord>;

/** 0 selling, 1 waiting to open sales, 2 paused. */
const IssueState = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/**
 * The issue query (GET issue?lottery=): `second` = seconds until the sales deadline of
 * `issue`; -1 with state 1 = waiting to open sales (等待开售); -2 = paused (暂停销售).
 */
export const IssueInfo = Type.Object({
  lottery: Type.String(),
  second: Type.Integer(),
  issue: Type.String(),
  /** Seconds between issues (durationTime). */
  nextApp: Type.Integer(),
  durationTime: Type.Integer(),
  lastFive: Type.Array(DrawRecord),
  state: IssueState,
  /** Issues per day. */
  total: Type.Integer(),
  /** Sales start of `issue` (epoch ms). */
  sellStart: Type.Integer(),
  /** Sales close and draw time of `issue` (epoch ms). */
  sellEnd: Type.Integer(),
  drawTime: Type.Integer(),
  /** Commitment: SHA-256 (hex) of the secret seed the issue's draw derives from. */
  seedHash: Type.String(),
  /** Instant lottery: the commitment of the caller's next draw. */
  nextSeedHash: Type.Optional(Type.String()),
  serverTime: Type.Integer(),
  /** A daily break with no draws: [from, to) in minutes of the Beijing day (JNDSSM). Chases skip it. */
  breakMinutes: Type.Optional(Type.Tuple([Type.Integer(), Type.Integer()])),
});
export type IssueInfo = Static<typeof IssueInfo>;

/** times: the server time and, per lottery, the issue on sale with its countdown. */
export const IssueTimes = Type.Object({
  time: Type.Integer(),
  issue: Type.Record(Type.String(), Type.Object({ issue: Type.String(), second: Type.Integer(), state: IssueState })),
});
export type IssueTimes = Static<typeof IssueTimes>;

/** One (point, odds) choice of the prize/rebate select, e.g. odds 174600 at point 0.065. */
export const OddsChoice = Type.Object({ point: Decimal, odds: Decimal, type: Type.Union([Type.Literal('A'), Type.Literal('B')]) });
export type OddsChoice = Static<typeof OddsChoice>;

/**
 * One plate option's odds: bonuses at point 0, and what prices it at any point (engine `bonusOf`). A bonus is
 * the prize of one 2元 bet, so the spec's prize = bonus × price × multiple takes price = mode ÷ 2 (engine `prizeOf`).
 */
export const OptionOdds = Type.Object({
  bonusA: Decimal,
  bonusB: Decimal,
  /** Exact win probability of the option's prize level. */
  probability: Decimal,
  /** Prize levels the option's bet can win (they share the return). */
  levels: Type.Integer(),
});
export type OptionOdds = Static<typeof OptionOdds>;

/** One ticket class's odds: its Chinese label, the prize level it wins, priced as an option is. */
export const TicketClassOdds = Type.Object({ label: Type.String(), level: Type.Integer({ minimum: 0 }), ...OptionOdds.properties });
export type TicketClassOdds = Static<typeof TicketClassOdds>;

/**
 * The odds of one play. The bonus is the prize of one bet at the 2元 mode: 2 ÷ p × (return − point),
 * p the play's exact win probability (per prize level: each level gets an equal share of the return).
 * Type A offers rebate points 0 … rateA; type B offers point 0 only, at a lower return. A line's
 * (odds, point) must be one of `choices` (level 0; for plays whose options differ in probability,
 * the highest option's).
 */
export const PlayOdds = Type.Object({
  bonusA: Decimal,
  rateA: Decimal,
  bonusB: Decimal,
  rateB: Decimal,
  /** Single-pick (单挑) limit of the play, 0 if none. */
  s: Type.Integer(),
  /** The lottery's single-pick maximum bonus: a player's single picks of one issue win at most this together ('0' if s is 0). */
  singlePickMaxBonus: Decimal,
  /** Prize levels. */
  n: Type.Integer(),
  /** Highest multiple. */
  m: Type.Integer(),
  /**
   * Each prize level's bonuses at point 0, with what prices it at any point (engine `bonusOf`):
   * the exact win probability of the ticket paying that level most and how many levels that ticket can win.
   */
  levels: Type.Array(Type.Object({ name: Type.String(), bonusA: Decimal, bonusB: Decimal, probability: Decimal, winnable: Type.Integer({ minimum: 1 }) })),
  /** The returns the bonuses derive from (type A, type B): with an option's probability they price it at any point. */
  returnA: Decimal,
  returnB: Decimal,
  /**
   * Plays where one plate option alone is one bet and options differ in odds (k3 和值, Mark Six
   * 生肖, 过关 legs …): plate option → its odds. Plays whose options only combine into bets
   * (组合, 连肖 …) have none.
   */
  options: Type.Optional(Type.Record(Type.String(), OptionOdds)),
  /**
   * Plays whose tickets differ in odds while no option alone is one bet (连肖: 含本命肖 / 不含本命肖,
   * 尾连: 含0尾 / 不含0尾, 组选 forms): each ticket class with its odds, the class paying most first
   * (the line's quoted odds are its). Every ticket is paid at its class's odds.
   */
  classes: Type.Optional(Type.Array(TicketClassOdds)),
  choices: Type.Array(OddsChoice),
});
export type PlayOdds = Static<typeof PlayOdds>;
/** The odds query (GET odds?lottery=A,B), keyed by lottery then by play id. */
export const OddsResult = Type.Record(Type.String(), Type.Record(Type.String(), PlayOdds));
export type OddsResult = Static<typeof OddsResult>;

/** Tab config from the engine catalogue. */
export const PlayWay = Type.Object({
  en: Type.String(),
  cn: Type.String(),
  /** Single-entry (单式) plays: entries may be split into several lines. */
  chaidan: Type.Boolean(),
  unlimited: Type.Boolean(),
});
export const TabConfig = Type.Object({ tab: Type.String(), subTabConfig: Type.Array(Type.Object({ title: Type.String(), playWay: Type.Array(PlayWay) })) });
export type TabConfig = Static<typeof TabConfig>;

/** Trend (size 30): latest first; frequencies per position [position][number - min]. */
export const TrendResult = Type.Object({
  /** The lottery's Chinese name, for the page's heading. */
  lotteryName: Type.String(),
  list: Type.Array(DrawRecord),
  hitFrequency: Type.Array(Type.Array(Type.Integer())),
  skipFrequency: Type.Array(Type.Array(Type.Integer())),
  min: Type.Integer(),
  max: Type.Integer(),
});
export type TrendResult = Static<typeof TrendResult>;

/**
 * The longest text a valid order field holds (with room: play ids are at most 20 characters, a stake
 * at most 13 digits and 4 decimals, positions "1,2,3,4,5"); they bound an order's body.
 */
const ORDER_FIELD_MAX = { method: 32, amount: 24, price: 12, odds: 24, point: 12, position: 16, issue: 32, money: 24 } as const;

/** One order line (the engine's OrderLine). */
export const OrderLineWire = Type.Object({
  method: Type.String({ maxLength: ORDER_FIELD_MAX.method }),
  code: Type.String({ maxLength: MAX_ORDER_CODE_CHARS }),
  nums: Type.Integer(),
  amount: Type.String({ maxLength: ORDER_FIELD_MAX.amount }),
  piece: Type.Integer(),
  price: Type.String({ maxLength: ORDER_FIELD_MAX.price }),
  odds: Type.String({ maxLength: ORDER_FIELD_MAX.odds }),
  point: Type.String({ maxLength: ORDER_FIELD_MAX.point }),
  position: Type.Optional(Type.String({ maxLength: ORDER_FIELD_MAX.position })),
});
export type OrderLineWire = Static<typeof OrderLineWire>;

/** Chase plan: the issues and each issue's multiple (it multiplies every line's piece). */
export const TracePlan = Type.Object({
  winStop: Type.Union([Type.Boolean(), Flag]),
  /** 1 profit rate, 2 same multiple, 3 doubling. */
  mode: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  startIssue: Type.Optional(Type.String({ maxLength: ORDER_FIELD_MAX.issue })),
  totalMoney: Type.String({ maxLength: ORDER_FIELD_MAX.money }),
  totalCount: Type.Optional(Type.Integer()),
  issues: Type.Array(Type.Object({ issue: Type.String({ maxLength: ORDER_FIELD_MAX.issue }), piece: Type.Integer() })),
});
export type TracePlan = Static<typeof TracePlan>;

export const BET_TYPES = { quick: 1, normal: 2, rebet: 3, chase: 4 } as const;

/**
 * POST add_order (JSON, form or `Content-Encoding: lzstring`). `order` is the list of lines (or its
 * JSON text); chases send istrace 1 and `trace` (or its JSON text). Both are checked by the order
 * rules against OrderLineWire and TracePlan, so a malformed one answers 订单内容无法解析 (2011) or
 * 追号内容错误 (2014), as their text form does. `requestId` (or the Idempotency-Key header, 8-100
 * characters) makes retries charge once.
 */
export const AddOrderRequest = Type.Object(
  {
    lottery: Code,
    issue: Type.Optional(Type.String({ maxLength: 64 })),
    order: Type.Unsafe<string | OrderLineWire[]>(Type.Unknown()),
    betType: Type.Optional(Type.Integer()),
    sourceType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    istrace: Type.Optional(Flag),
    trace: Type.Optional(Type.Unsafe<string | TracePlan>(Type.Unknown())),
    requestId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type AddOrderRequest = Static<typeof AddOrderRequest>;

/**
 * The largest valid order body, in characters of compact JSON, worked out from the rules:
 * MAX_ORDER_CODE_CHARS of codes over MAX_ORDER_LINES lines, every other field at its maxLength
 * and every number at its largest, and for a chase the plan of as many issues as its lines allow
 * (lines × issues ≤ MAX_ORDER_ROWS, at most MAX_TRACE_ISSUES). An lz-string body of such an
 * order is shorter than its JSON (tests/unit/server/body-limits.test.ts measures both).
 */
export function largestOrderChars(chase: boolean): number {
  const text = (length: number) => 'x'.repeat(length);
  const wideInt = Number.MAX_SAFE_INTEGER;
  const line = {
    method: text(32),
    code: '',
    nums: wideInt,
    amount: text(24),
    piece: MAX_MULTIPLE,
    price: text(12),
    odds: text(24),
    point: text(12),
    position: text(16),
  };
  const lineChars = JSON.stringify(line).length + 1; // and the comma before the next
  const issueChars = JSON.stringify({ issue: text(32), piece: MAX_MULTIPLE }).length + 1;
  const frame = { lottery: text(64), issue: text(64), order: [], betType: BET_TYPES.chase, sourceType: 99, istrace: 1, requestId: text(100) };
  const planFrame = { winStop: false, mode: 3, startIssue: text(32), totalMoney: text(24), totalCount: wideInt, issues: [] };
  let widest = 0;
  for (let lines = 1; lines <= MAX_ORDER_LINES; lines++) {
    const issues = chase ? Math.min(MAX_TRACE_ISSUES, Math.floor(MAX_ORDER_ROWS / lines)) : 0;
    widest = Math.max(widest, lines * lineChars + (chase ? JSON.stringify({ trace: planFrame }).length + issues * issueChars : 0));
  }
  return JSON.stringify(frame).length + MAX_ORDER_CODE_CHARS + widest;
}

/** A body limit with room (an eighth more, in whole KiB) for formatting the rules do not see. */
const withMargin = (chars: number) => Math.ceil((chars * 9) / 8 / 1024) * 1024;
export const AddOrderResult = Type.Object({ orderIds: Type.Array(Type.String()), traceIds: Type.Array(Type.String()), totalMoney: Decimal, balance: Decimal });
export type AddOrderResult = Static<typeof AddOrderResult>;
/** add_order_now (instant lottery): drawn at once. */
export const InstantResult = Type.Object({
  /** Drawn numbers, comma list. */
  code: Type.String(),
  /** What the orders with a prize paid (their prizes after the cap, plus any refunds inside them). */
  bonus: Decimal,
  /** The stake returned for orders whose bets only tied (和局退款); not a win. */
  refund: Type.Optional(Decimal),
  issue: Type.String(),
  orderIds: Type.Array(Type.String()),
  seed: Type.String(),
  seedHash: Type.String(),
  nextSeedHash: Type.String(),
  balance: Decimal,
});
export type InstantResult = Static<typeof InstantResult>;

/** Order status codes (singleStatus) and their labels (status). */
/** refunded: every bet that did not lose tied (和) and got its stake back; an order with a prize is won, prize + refund. */
export const ORDER_STATUS = { pending: 0, won: 1, lost: 2, cancelled: 3, traceStopped: 4, refunded: 5 } as const;
export const orderStatusLabels = ['未开奖', '已中奖', '未中奖', '已撤单', '追号撤单', '和局退款'] as const;
/**
 * Orders a draw settled: won, lost, or 和局退款 (every bet that did not lose tied). Of each, only
 * the stake that played (amount − refund: a tied bet's stake came back) is bet volume, in the
 * team reports and the withdrawal bet-volume rule alike; an order whose bets all tied played nothing.
 */
export const SETTLED_ORDER_STATUSES: readonly number[] = [ORDER_STATUS.won, ORDER_STATUS.lost, ORDER_STATUS.refunded];

/** A bet record (history_orders, recent_order, recent_detail, order detail). */
export const BetRecord = Type.Object({
  orderId: Type.String(),
  singleStatus: Type.Integer(),
  status: Type.String(),
  istrace: Flag,
  traceId: Type.Optional(Type.String()),
  orderTime: Type.String(),
  username: Type.String(),
  lottery: Type.String(),
  lotteryName: Type.String(),
  method: Type.String(),
  methodName: Type.String(),
  code: Type.String(),
  position: Type.Optional(Type.String()),
  issue: Type.String(),
  odds: Decimal,
  point: Decimal,
  amount: Decimal,
  perAmount: Decimal,
  nums: Type.Integer(),
  count: Type.Integer(),
  /** What the draw paid: the prize after the single-pick cap plus the stake refunded for tied bets. */
  awardMoney: Decimal,
  /** The prize the bets won before the cap, plus the refund; above awardMoney by what the single-pick cap held back. */
  wonMoney: Decimal,
  /** The stake refunded for tied (和) bets, part of awardMoney; never capped, never earns a rebate. */
  refundMoney: Type.Optional(Decimal),
  /** Single pick (单挑): the bet count was at or below the play's single-pick limit. */
  singlePick: Flag,
  /** The single-pick cap the order carries ('0' when not a single pick). */
  singlePickMaxBonus: Decimal,
  lotteryNumber: Type.String(),
});
export type BetRecord = Static<typeof BetRecord>;

/** A page of a list: `page` from 1, `total` rows in all. */
const Paged = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });

/** Trace issue status: 0 in progress, 1 completed, 2 cancelled. */
export const TraceRecord = Type.Object({
  traceId: Type.String(),
  createTime: Type.String(),
  singleStatus: Type.Integer(),
  lottery: Type.String(),
  lotteryName: Type.String(),
  methodName: Type.String(),
  method: Type.String(),
  code: Type.String(),
  num: Type.Integer(),
  perAmount: Decimal,
  odds: Decimal,
  totalMoney: Decimal,
  finishMoney: Decimal,
  finishCount: Type.Integer(),
  issueCount: Type.Integer(),
  winStop: Flag,
  /** 0 running, 1 finished, 2 cancelled/stopped. */
  status: Type.Integer(),
  userId: Type.Integer(),
  issues: Type.Array(
    Type.Object({ orderId: Type.String(), issue: Type.String(), count: Type.Integer(), status: IssueState, money: Decimal, awardMoney: Decimal }),
  ),
});
export type TraceRecord = Static<typeof TraceRecord>;

export const Recommendation = Type.Object({
  rate: Type.Integer(),
  recommend: Type.String(),
  reason: Type.String(),
  lotteryName: Type.String(),
  lottery: Type.String(),
});
export type Recommendation = Static<typeof Recommendation>;

/** Fairness: everything needed to recompute a draw (verify_draw?lottery=&issue=). */
export const DrawProof = Type.Object({
  lottery: Type.String(),
  issue: Type.String(),
  family: LotteryFamily,
  seedHash: Type.String(),
  /** Revealed after the draw only. */
  seed: Type.Union([Type.String(), Type.Null()]),
  code: Type.Union([Type.String(), Type.Null()]),
  /** What the server recomputes from the seed now (must equal code). */
  recomputed: Type.Union([Type.String(), Type.Null()]),
  hashMatches: Type.Boolean(),
  codeMatches: Type.Boolean(),
  algorithm: Type.String(),
});
export type DrawProof = Static<typeof DrawProof>;

/** A drawn issue's revealed seed and numbers: the /verify page recomputes them in the browser. */
export const DrawReveal = Type.Object({
  lottery: Type.String(),
  lotteryName: Type.String(),
  issue: Type.String(),
  family: LotteryFamily,
  seed: Type.String(),
  /** The commitment published before the issue's sales opened: SHA-256 (hex) of the seed bytes. */
  seedHash: Type.String(),
  /** The drawn numbers in draw order, and their wire code. */
  numbers: Type.Array(Type.Integer()),
  code: Type.String(),
  drawTime: Type.Integer(),
  algorithm: Type.String(),
});
export type DrawReveal = Static<typeof DrawReveal>;

/** The filters of the order and trace lists. Times are epoch ms, [startTime, endTime). */
const PageQuery = Type.Object({
  lottery: Type.Optional(Code),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  startTime: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  endTime: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  /** Bets only: 1 single picks (单挑) only, 0 the other bets only. */
  singlePick: Type.Optional(Flag),
});
const LotteryQuery = Type.Object({ lottery: Code });
const OrderIdQuery = Type.Object({ orderId: Type.String({ maxLength: 64 }) });
const RecentQuery = Type.Object({ lottery: Type.Optional(Code), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) });
/** The issues a chase cancel names: repeated `issues[]` keys, or `issues` (comma lists allowed in both). */
const IssueList = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 });

export const lotteryEndpoints = {
  classifyList: defineEndpoint({ method: 'GET', path: lotteryPaths.classifyList, response: Type.Array(LotteryCategory) }),
  /** Served for the spec's clients; the app draws its tabs from the engine's play catalogue, which the server also prices and checks. */
  tabConfig: defineEndpoint({ method: 'GET', path: lotteryPaths.tabConfig, query: LotteryQuery, response: Type.Array(TabConfig) }),
  odds: defineEndpoint({ method: 'GET', path: lotteryPaths.odds, query: Type.Object({ lottery: CodeList(300) }), response: OddsResult }),
  issue: defineEndpoint({ method: 'GET', path: lotteryPaths.issue, query: LotteryQuery, response: IssueInfo }),
  /** Without `lottery`: every lottery. */
  issueInfoApp: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.issueInfoApp,
    query: Type.Object({ lottery: Type.Optional(CodeList(400)) }),
    response: Type.Record(Type.String(), IssueInfo),
  }),
  /** Without `lottery`: every scheduled lottery. */
  times: defineEndpoint({ method: 'GET', path: lotteryPaths.times, query: Type.Object({ lottery: Type.Optional(CodeList(400)) }), response: IssueTimes }),
  /** The latest draw per lottery ('' when none yet). */
  openIssue: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.openIssue,
    query: Type.Object({ lottery: CodeList(400) }),
    response: Type.Record(Type.String(), DrawRecord),
  }),
  /** A failure is shown with 重试 beside the recent draws (the spec ignores it): an empty draw list would read as no draws. */
  trend: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.trend,
    query: Type.Object({
      lottery: Code,
      method: Type.Optional(Type.String({ maxLength: 64 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    }),
    response: TrendResult,
  }),
  verifyDraw: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.verifyDraw,
    query: Type.Object({ lottery: Code, issue: Type.String({ maxLength: 64 }) }),
    response: DrawProof,
  }),
  /** Refuses an issue not drawn yet (issueNotDrawn): its seed is still secret. */
  drawReveal: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.drawReveal,
    query: Type.Object({ lottery: Code, issue: Type.String({ maxLength: 64 }) }),
    response: DrawReveal,
  }),
  addOrder: defineEndpoint({
    method: 'POST',
    path: lotteryPaths.addOrder,
    body: AddOrderRequest,
    response: AddOrderResult,
    successMessage: '订单提交成功！',
    bodyLimit: withMargin(largestOrderChars(true)),
  }),
  /** The instant lottery takes no chase. */
  addOrderNow: defineEndpoint({
    method: 'POST',
    path: lotteryPaths.addOrderNow,
    body: AddOrderRequest,
    response: InstantResult,
    bodyLimit: withMargin(largestOrderChars(false)),
  }),
  historyOrders: defineEndpoint({ method: 'GET', path: lotteryPaths.historyOrders, query: PageQuery, response: Paged(BetRecord) }),
  /** The latest bets, newest first. */
  recentOrder: defineEndpoint({ method: 'GET', path: lotteryPaths.recentOrder, query: RecentQuery, response: Type.Array(BetRecord) }),
  records: defineEndpoint({ method: 'GET', path: lotteryPaths.records, query: RecentQuery, response: Type.Array(BetRecord) }),
  recentDetail: defineEndpoint({ method: 'GET', path: lotteryPaths.recentDetail, query: OrderIdQuery, response: BetRecord }),
  orderDetail: defineEndpoint({ method: 'GET', path: lotteryPaths.orderDetail, query: OrderIdQuery, response: BetRecord }),
  /** Refunds an undrawn order of the caller's while its issue is on sale. */
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: lotteryPaths.cancelOrder,
    body: Type.Object({ orderId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
    response: Type.Object({ orderId: Type.String(), balance: Decimal }),
    successMessage: '撤单成功',
  }),
  lotteryTrace: defineEndpoint({ method: 'GET', path: lotteryPaths.lotteryTrace, query: PageQuery, response: Paged(TraceRecord) }),
  trace: defineEndpoint({ method: 'GET', path: lotteryPaths.trace, query: Type.Object({ traceId: Type.String({ maxLength: 64 }) }), response: TraceRecord }),
  /** Stops a chase for the chosen issues (a GET that changes state: the cross-site checks apply). */
  traceCancel: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.traceCancel,
    query: Type.Object({ traceId: Type.String({ maxLength: 64 }), 'issues[]': Type.Optional(IssueList), issues: Type.Optional(IssueList) }),
    response: Type.Object({ traceId: Type.String(), issues: Type.Array(Type.String()) }),
    successMessage: '撤单成功',
  }),
  /** The same stop with the issues in a body: a thousand issues do not fit a URL. */
  traceCancelPost: defineEndpoint({
    method: 'POST',
    path: lotteryPaths.traceCancel,
    body: Type.Object({ traceId: Type.String({ maxLength: 64 }), issues: IssueList }, { additionalProperties: false }),
    response: Type.Object({ traceId: Type.String(), issues: Type.Array(Type.String()) }),
    successMessage: '撤单成功',
  }),
  /** The player's favourite lotteries, kept on the server so they follow the player to any browser (spec 1 §7 favorites get). */
  favorites: defineEndpoint({ method: 'GET', path: lotteryPaths.favorites, response: Type.Array(Type.String()) }),
  /**
   * Replaces the favourites (spec 1 §7 favorites save): known lottery codes, as a list or one comma list, in the
   * order given; repeats dropped, at most MAX_FAVOURITES (2017 beyond, 2001 for a code that is no lottery);
   * answers the saved list (upper case).
   */
  saveFavorites: defineEndpoint({
    method: 'POST',
    path: lotteryPaths.saveFavorites,
    body: Type.Object({ lotteries: Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Code, { maxItems: 100 })]) }, { additionalProperties: false }),
    response: Type.Array(Type.String()),
  }),
  recommend: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.recommend,
    query: Type.Object({ lottery: Code, sourceType: Type.Optional(Type.String({ maxLength: 4 })) }),
    response: Recommendation,
  }),
} as const;
