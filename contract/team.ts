/**
 * The team center: reports over the caller's downline tree (every user below them, at any
 * depth, and the caller), downline management (list, transfer to a direct downline, opening
 * accounts and registration links) and the member center's own profit report. Agents only,
 * except the own report; user types 0 and 10 are refused (403 无权操作). The spec gives the team
 * routes but not the calls behind them, so the agent/* and report/myProfit paths are the platform's own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint, Done, Flag } from './endpoint';
import { gameTypeName, type GameType } from './games';
import { teamPaths } from './paths';

/** The widest range a team report covers (the date bar offers up to a month). */
export const TEAM_MAX_RANGE_DAYS = 31;

/** The game types spec 1 gives the team reports, in its order (named by gameTypeName). */
const teamGameTypes = [
  'lottery',
  'agvideo',
  'awc',
  'db',
  'xin',
  'wmvideo',
  'fashvideo',
  'ptvideo',
  'sbsport',
  'idn',
  'kgame',
  'panda',
  'cmd',
  'lhc',
  'ly',
  'cq9',
  'wali',
  '188BET',
  'kgamesport',
  'yyqp',
  'fb',
  'ttqp',
] as const satisfies readonly GameType[];

export const TeamReportType = Type.Object({
  type: Type.String(),
  name: Type.String(),
  /** A type of the profit reports (teamyk, dayyk) and the member center's own. */
  profit: Type.Boolean(),
  /** A type of the team bets (teambetting). */
  bets: Type.Boolean(),
});
export type TeamReportType = Static<typeof TeamReportType>;
export type TeamReportKind = 'profit' | 'bets';

/**
 * The team reports' types, as getThirdGameType answers them and the type tabs show them: every game
 * type for both; trace (chases) for the bets only; allyk (everything) for the profit reports only.
 * A type with no rounds here answers an empty report.
 */
export const teamReportTypes: readonly TeamReportType[] = [
  ...teamGameTypes.flatMap((type) => (type === 'lottery' ? [type, 'trace' as const] : [type])),
  'allyk' as const,
].map((type) => ({ type, name: gameTypeName(type), profit: type !== 'trace', bets: type !== 'allyk' }));
export const isTeamReportType = (type: string, kind: TeamReportKind): boolean => teamReportTypes.some((t) => t.type === type && t[kind]);

/** Rebate points are tenths of a percent on the wire as 'N.N' (0-10). */
export const REBATE_POINT_PATTERN = '^(10(\\.0)?|\\d(\\.\\d)?)$';

const DateField = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }));
const Range = { startDate: DateField, endDate: DateField };
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
const UserName = Type.Optional(Type.String({ maxLength: 32 }));

export const TeamSummary = Type.Object({
  /** Everyone below the caller, at any depth. */
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  /** Registered within the range. */
  newMembers: Type.Integer(),
  /** Members (and the caller) who placed a bet or played a game within the range. */
  activeMembers: Type.Integer(),
  /** The team's wallets now (the caller's included). */
  balance: Decimal,
  lotteryBet: Decimal,
  lotteryWin: Decimal,
  rebate: Decimal,
  gameBet: Decimal,
  gamePayout: Decimal,
  deposit: Decimal,
  withdraw: Decimal,
  /** The team's profit and loss: wins + rebates + game payouts - bets (negative: the team lost). */
  profit: Decimal,
});
export type TeamSummary = Static<typeof TeamSummary>;

/** One row of a profit report: a member (key = user name) or a Beijing day (key = YYYY-MM-DD). */
export const ProfitRow = Type.Object({
  key: Type.String(),
  count: Type.Integer(),
  bet: Decimal,
  win: Decimal,
  rebate: Decimal,
  profit: Decimal,
});
export type ProfitRow = Static<typeof ProfitRow>;
export const ProfitReport = Type.Object({ list: Type.Array(ProfitRow), total: ProfitRow });
export type ProfitReport = Static<typeof ProfitReport>;

export const ProfitQuery = Type.Object({
  type: Type.String({ maxLength: 20 }),
  /** member: one row per team member (teamyk); day: one row per day (dayyk). */
  by: Type.Optional(Type.Union([Type.Literal('member'), Type.Literal('day')])),
  username: UserName,
  ...Range,
});

/** A downline bet (type lottery), chase (type trace) or game round (a game platform's type). */
export const TeamBet = Type.Object({
  id: Type.String(),
  username: Type.String(),
  lotteryName: Type.String(),
  /** The issue; for a chase '共N期'; for a game round the game's name. */
  issue: Type.String(),
  methodName: Type.String(),
  amount: Decimal,
  awardMoney: Decimal,
  status: Type.String(),
  time: Type.String(),
});
export type TeamBet = Static<typeof TeamBet>;

export const LowerMember = Type.Object({
  uin: Type.Integer(),
  username: Type.String(),
  userType: Type.Integer(),
  /** 代理 or 会员. */
  typeName: Type.String(),
  point: Type.String(),
  balance: Decimal,
  /** The member and everyone below them. */
  teamSize: Type.Integer(),
  /** Directly below the caller (may receive a transfer). */
  direct: Flag,
  /** 1 while the member is in a cool-off or self-exclusion (which one, and why, is theirs alone): no transfer to them. */
  paused: Flag,
  parent: Type.String(),
  lastLogin: Type.String(),
  createdAt: Type.String(),
});
export type LowerMember = Static<typeof LowerMember>;

export const LowerTransferRequest = Type.Object(
  {
    username: Type.String({ maxLength: 32 }),
    amount: Type.String({ maxLength: 20 }),
    payPassword: Type.String({ maxLength: 100 }),
    code: Type.Optional(Type.String({ maxLength: 10 })),
    requestId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type LowerTransferRequest = Static<typeof LowerTransferRequest>;

export const OpenAccountRequest = Type.Object(
  {
    username: Type.String({ maxLength: 32 }),
    password: Type.String({ maxLength: 100 }),
    point: Type.String({ maxLength: 4 }),
    /** 0 member, 1 agent. */
    userType: Type.Union([Type.Literal(0), Type.Literal(1)]),
  },
  { additionalProperties: false },
);
export type OpenAccountRequest = Static<typeof OpenAccountRequest>;

export const RegisterLink = Type.Object({
  code: Type.String(),
  point: Type.String(),
  userType: Type.Integer(),
  /** Accounts registered through it. */
  registered: Type.Integer(),
  createdAt: Type.String(),
});
export type RegisterLink = Static<typeof RegisterLink>;

export const GrowRow = Type.Object({
  /** A direct downline's user name (by team) or a day (by day). */
  key: Type.String(),
  newMembers: Type.Integer(),
  activeMembers: Type.Integer(),
  /** By team: that downline's tree now (themself included); by day: 0. */
  teamSize: Type.Integer(),
});
export type GrowRow = Static<typeof GrowRow>;

export const teamEndpoints = {
  summary: defineEndpoint({ method: 'GET', path: teamPaths.summary, query: Type.Object(Range), response: TeamSummary }),
  profitReport: defineEndpoint({ method: 'GET', path: teamPaths.profitReport, query: ProfitQuery, response: ProfitReport }),
  thirdGameType: defineEndpoint({ method: 'GET', path: teamPaths.thirdGameType, response: Type.Array(TeamReportType) }),
  bets: defineEndpoint({
    method: 'GET',
    path: teamPaths.bets,
    /** A type of teamReportTypes marked `bets`: lottery, trace or a game type (its rounds). */
    query: Type.Object({ type: Type.String({ maxLength: 20 }), username: UserName, ...Range, ...Paging }),
    response: Type.Object({ list: Type.Array(TeamBet), total: Type.Integer() }),
  }),
  lowerList: defineEndpoint({
    method: 'GET',
    path: teamPaths.lowerList,
    query: Type.Object({ username: UserName, ...Paging }),
    response: Type.Object({ list: Type.Array(LowerMember), total: Type.Integer() }),
  }),
  lowerTransfer: defineEndpoint({
    method: 'POST',
    path: teamPaths.lowerTransfer,
    body: LowerTransferRequest,
    response: Type.Object({ orderNo: Type.String(), balance: Decimal }),
    successMessage: '转账成功',
  }),
  openAccount: defineEndpoint({
    method: 'POST',
    path: teamPaths.openAccount,
    body: OpenAccountRequest,
    response: Type.Object({ uin: Type.Integer(), username: Type.String() }),
    successMessage: '开户成功',
  }),
  links: defineEndpoint({ method: 'GET', path: teamPaths.links, response: Type.Object({ list: Type.Array(RegisterLink), myPoint: Type.String() }) }),
  addLink: defineEndpoint({
    method: 'POST',
    path: teamPaths.addLink,
    body: Type.Object({ point: Type.String({ maxLength: 4 }), userType: Type.Union([Type.Literal(0), Type.Literal(1)]) }, { additionalProperties: false }),
    response: RegisterLink,
  }),
  removeLink: defineEndpoint({
    method: 'POST',
    path: teamPaths.removeLink,
    body: Type.Object({ code: Type.String({ maxLength: 32 }) }, { additionalProperties: false }),
    response: Done,
  }),
  grow: defineEndpoint({
    method: 'GET',
    path: teamPaths.grow,
    query: Type.Object({ by: Type.Union([Type.Literal('team'), Type.Literal('day')]), ...Range }),
    response: Type.Object({ list: Type.Array(GrowRow) }),
  }),
  /** The caller's rebate point ('N.N', tenths of a percent); a downline's may not be higher. */
  pointCheck: defineEndpoint({ method: 'GET', path: teamPaths.pointCheck, response: Type.Object({ point: Type.String() }) }),
  myProfit: defineEndpoint({
    method: 'GET',
    path: teamPaths.myProfit,
    query: Type.Object({ type: Type.Optional(Type.String({ maxLength: 20 })), ...Range }),
    response: ProfitReport,
  }),
} as const;
