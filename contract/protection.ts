/**
 * Player protection (玩家保护): limits a player sets on their own deposits, losses and stakes, and
 * pauses of play (cool-off, self-exclusion) they cannot end early. The server enforces them in
 * the transaction of every money movement they cover. Lowering a limit applies at once; raising
 * or removing one applies only after PROTECTION_RAISE_DELAY_MS, so a limit cannot be lifted in
 * the heat of play. Periods are Beijing days, weeks (Monday to Sunday) and months.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint } from './endpoint';
import { protectionPaths } from './paths';
import type { ErrorName } from './primitives';

/** How long a raised or removed limit waits before it applies. */
export const PROTECTION_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export const PROTECTION_LIMITS = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'stakeOrder', 'stakeDay'] as const;
export type ProtectionLimit = (typeof PROTECTION_LIMITS)[number];

/** What a limit counts: deposit orders made, net loss of play (stakes − wins), or stakes booked. */
export type LimitMeasure = 'deposit' | 'loss' | 'stake';
/** The period it counts over; 'order' is one order by itself. */
export type LimitPeriod = 'day' | 'week' | 'month' | 'order';

export interface ProtectionLimitRule {
  limit: ProtectionLimit;
  title: string;
  measure: LimitMeasure;
  period: LimitPeriod;
  /** The refusal when it would be passed. */
  error: ErrorName;
}

export const protectionLimitRules: Record<ProtectionLimit, ProtectionLimitRule> = {
  depositDay: { limit: 'depositDay', title: '每日充值限额', measure: 'deposit', period: 'day', error: 'depositDayLimit' },
  depositWeek: { limit: 'depositWeek', title: '每周充值限额', measure: 'deposit', period: 'week', error: 'depositWeekLimit' },
  depositMonth: { limit: 'depositMonth', title: '每月充值限额', measure: 'deposit', period: 'month', error: 'depositMonthLimit' },
  lossDay: { limit: 'lossDay', title: '每日亏损限额', measure: 'loss', period: 'day', error: 'lossDayLimit' },
  lossWeek: { limit: 'lossWeek', title: '每周亏损限额', measure: 'loss', period: 'week', error: 'lossWeekLimit' },
  lossMonth: { limit: 'lossMonth', title: '每月亏损限额', measure: 'loss', period: 'month', error: 'lossMonthLimit' },
  stakeOrder: { limit: 'stakeOrder', title: '单笔投注限额', measure: 'stake', period: 'order', error: 'stakeOrderLimit' },
  stakeDay: { limit: 'stakeDay', title: '每日投注限额', measure: 'stake', period: 'day', error: 'stakeDayLimit' },
};

export const PROTECTION_PAUSES = ['coolOff24h', 'coolOff7d', 'coolOff30d', 'exclude6m', 'exclude1y', 'exclude5y'] as const;
export type ProtectionPause = (typeof PROTECTION_PAUSES)[number];

export interface ProtectionPauseRule {
  pause: ProtectionPause;
  title: string;
  kind: 'coolOff' | 'exclusion';
  /** Its length: hours, or calendar months (Beijing). */
  hours?: number;
  months?: number;
}

export const protectionPauseRules: Record<ProtectionPause, ProtectionPauseRule> = {
  coolOff24h: { pause: 'coolOff24h', title: '冷静期 24小时', kind: 'coolOff', hours: 24 },
  coolOff7d: { pause: 'coolOff7d', title: '冷静期 7天', kind: 'coolOff', hours: 7 * 24 },
  coolOff30d: { pause: 'coolOff30d', title: '冷静期 30天', kind: 'coolOff', hours: 30 * 24 },
  exclude6m: { pause: 'exclude6m', title: '自我排除 6个月', kind: 'exclusion', months: 6 },
  exclude1y: { pause: 'exclude1y', title: '自我排除 1年', kind: 'exclusion', months: 12 },
  exclude5y: { pause: 'exclude5y', title: '自我排除 5年', kind: 'exclusion', months: 60 },
};

/** A limit amount in yuan: whole yuan or up to two decimals, at least 1 yuan. */
export const PROTECTION_AMOUNT_PATTERN = '^[1-9]\\d{0,11}(\\.\\d{1,2})?$';

export const ProtectionLimitState = Type.Object({
  limit: Type.Union(PROTECTION_LIMITS.map((l) => Type.Literal(l))),
  title: Type.String(),
  /** The limit in force now ('' = none). */
  amount: Type.Union([Decimal, Type.Literal('')]),
  /** What it becomes at `pendingAt` ('' = removed), when a raise or removal waits. */
  pendingAmount: Type.Union([Decimal, Type.Literal('')]),
  /** Epoch ms when the waiting change applies (0 = none waiting). */
  pendingAt: Type.Integer(),
  /** What the limit has counted in its current period (stakes, net loss, deposits; '' for the per-order limit). */
  used: Type.Union([Decimal, Type.Literal('')]),
  /** Epoch ms when its period resets (0 for the per-order limit). */
  resetsAt: Type.Integer(),
});
export type ProtectionLimitState = Static<typeof ProtectionLimitState>;

export const ProtectionState = Type.Object({
  limits: Type.Array(ProtectionLimitState),
  /** The pause in force (null = none). */
  pause: Type.Union([
    Type.Null(),
    Type.Object({
      kind: Type.Union([Type.Literal('coolOff'), Type.Literal('exclusion')]),
      title: Type.String(),
      until: Type.Integer(),
      untilText: Type.String(),
    }),
  ]),
  /** The reality check's interval in minutes (0 = off). */
  realityMinutes: Type.Integer(),
  /** The server's clock (epoch ms), for the countdowns. */
  now: Type.Integer(),
});
export type ProtectionState = Static<typeof ProtectionState>;

export const SetLimitRequest = Type.Object(
  {
    limit: Type.Union(PROTECTION_LIMITS.map((l) => Type.Literal(l))),
    /** The new limit in yuan; '' removes it. */
    amount: Type.Union([Type.String({ pattern: PROTECTION_AMOUNT_PATTERN }), Type.Literal('')]),
  },
  { additionalProperties: false },
);
export type SetLimitRequest = Static<typeof SetLimitRequest>;

export const PauseRequest = Type.Object({ pause: Type.Union(PROTECTION_PAUSES.map((p) => Type.Literal(p))) }, { additionalProperties: false });
export type PauseRequest = Static<typeof PauseRequest>;

/** The reality check's intervals a player may choose (0 = off). */
export const REALITY_MINUTES = [0, 15, 30, 60] as const;

export const RealityCheck = Type.Object({
  minutes: Type.Integer(),
  /** When this log-in session started (epoch ms). */
  sessionStartedAt: Type.Integer(),
  /** Time played in this session so far (ms). */
  playedMs: Type.Integer(),
  /** The net result of play in this session (yuan; negative = lost). */
  net: Decimal,
  /** When the next check is due (epoch ms; 0 when off). */
  dueAt: Type.Integer(),
  now: Type.Integer(),
});
export type RealityCheck = Static<typeof RealityCheck>;

/** One Beijing day of the activity statement. */
export const StatementDay = Type.Object({
  date: Type.String(),
  /** Stakes booked, less stakes refunded. */
  stake: Decimal,
  /** What play paid back (prizes, tie refunds, rebates, game payouts). */
  win: Decimal,
  deposit: Decimal,
  /** Withdrawals paid out. */
  withdraw: Decimal,
  /** Minutes of the day in which the player staked or was paid. */
  playedMinutes: Type.Integer(),
});
export type StatementDay = Static<typeof StatementDay>;

/** The activity statement covers this many Beijing days, today included. */
export const STATEMENT_DAYS = 90;

export const protectionEndpoints = {
  /** The caller's limits (with any waiting change and its time), what each has counted, and the pause in force. */
  state: defineEndpoint({ method: 'GET', path: protectionPaths.state, response: ProtectionState }),
  setLimit: defineEndpoint({ method: 'POST', path: protectionPaths.setLimit, body: SetLimitRequest, response: ProtectionState, successMessage: '限额已保存' }),
  /** Starts a cool-off or self-exclusion; open chases stop at once. It cannot be ended early. */
  pause: defineEndpoint({
    method: 'POST',
    path: protectionPaths.pause,
    body: PauseRequest,
    response: ProtectionState,
    successMessage: '已生效，到期前不能提前结束',
  }),
  setReality: defineEndpoint({
    method: 'POST',
    path: protectionPaths.setReality,
    body: Type.Object({ minutes: Type.Union(REALITY_MINUTES.map((m) => Type.Literal(m))) }, { additionalProperties: false }),
    response: ProtectionState,
    successMessage: '提醒设置已保存',
  }),
  /** This session's time played, net result and when the next reality check is due. */
  reality: defineEndpoint({ method: 'GET', path: protectionPaths.reality, response: RealityCheck }),
  /** The client showed the reality check: recorded with the figures shown; answers the next due time. */
  realityShown: defineEndpoint({
    method: 'POST',
    path: protectionPaths.realityShown,
    body: Type.Object({}, { additionalProperties: false }),
    response: RealityCheck,
  }),
  /** Stakes, wins, deposits, withdrawals and minutes played per Beijing day over the last STATEMENT_DAYS days, from the ledger. */
  statement: defineEndpoint({ method: 'GET', path: protectionPaths.statement, response: Type.Object({ days: Type.Array(StatementDay) }) }),
} as const;
