/**
 * Third-party games: the platforms (providers) with their wallets and record tabs, the game
 * catalogue, the launch URL getters, the demo provider's bets and the member center's game records.
 * Every game here is played at this server's own demo provider (server/domains/games/): a reference
 * platform holds no third-party provider contracts, so the spec's providers are its platforms' names.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Decimal, defineEndpoint } from './endpoint';
import { gamePaths, gameUrlPaths, lotteryPaths } from './paths';
import type { WalletId } from './wallet';

/** The game pages (app/lib/paths.ts gamePages) a game belongs to. */
export const gameFamilies = ['live', 'slot', 'fish', 'poker', 'sport', 'esports', 'diceGame'] as const;
export type GameFamily = (typeof gameFamilies)[number];

/** The demo engines (server/domains/games/demo-games.ts): one small fair game each. */
export const gameKinds = ['dragonTiger', 'slot', 'fish', 'highCard', 'match', 'dice'] as const;
export type GameKind = (typeof gameKinds)[number];

export interface GamePlatform {
  /** sourceCode of its games; the short wallet code the wallet modal accepts. */
  code: string;
  name: string;
  wallet: WalletId;
  /** The member center's game-record sub-tab (/personal/game/{recordTab}). */
  recordTab: string;
  /** The URL getter that launches its games. */
  urlPath: string;
  /** Card-game platforms open in the floating game window. */
  boardGames?: boolean;
  /** Asking for its wallet opens the transfer with this game code (2: inbound hqt). */
  walletCode?: number;
}

/** Platforms in display order (provider tabs follow it). */
export const gamePlatforms: readonly GamePlatform[] = [
  { code: 'ag', name: 'AG视讯', wallet: 'ag_01', recordTab: 'agvideo', urlPath: gameUrlPaths.ag },
  { code: 'cq9', name: 'CQ9电子', wallet: 'cq9_01', recordTab: 'cq9', urlPath: gameUrlPaths.cq9 },
  { code: 'pt', name: 'PT电子', wallet: 'pt_01', recordTab: 'xin', urlPath: gameUrlPaths.pt },
  { code: 'hqt', name: 'HQT棋牌', wallet: 'hqt_01', recordTab: 'kgame', urlPath: gameUrlPaths.hqt, boardGames: true, walletCode: 2 },
  { code: 'ly', name: '乐游棋牌', wallet: 'ly_01', recordTab: 'ly', urlPath: gameUrlPaths.ly, boardGames: true },
  { code: 'wali', name: '瓦力棋牌', wallet: 'wali_01', recordTab: 'wali', urlPath: gameUrlPaths.wali, boardGames: true },
  { code: 'sb', name: '沙巴体育', wallet: 'sb_01', recordTab: 'sbsport', urlPath: gameUrlPaths.sb },
  { code: 'fb', name: 'FB电竞', wallet: 'fb_01', recordTab: 'kgamesport', urlPath: gameUrlPaths.fb },
];
export const platformOf = (code: string): GamePlatform | undefined => gamePlatforms.find((p) => p.code === code);

/**
 * The game types records and reports are kept under, with their names: the one table of them. First
 * the member center's game-record tabs in their order (/personal/game/{value}; `hidden` ones are
 * listed but never shown), then the types only the team reports have (`teamOnly`). A type whose
 * platform runs here (gamePlatforms' recordTab) lists that platform's rounds; the others have none.
 */
export const gameTypes = [
  { value: 'lottery', label: '彩票' },
  { value: 'trace', label: '追号' },
  { value: 'agvideo', label: 'AG视讯' },
  { value: 'awc', label: 'AWC视讯' },
  { value: 'wmvideo', label: 'WM视讯', hidden: true },
  { value: 'xin', label: 'XIN电子' },
  { value: 'fashvideo', label: 'FASH视讯' },
  { value: 'ptvideo', label: 'PT视讯', hidden: true },
  { value: 'sbsport', label: '沙巴体育' },
  { value: 'panda', label: '熊猫' },
  { value: 'cmd', label: 'CMD体育' },
  { value: 'idn', label: 'IDN', hidden: true },
  { value: 'kgame', label: 'K游戏' },
  { value: 'lhc', label: '六合彩', hidden: true },
  { value: 'ly', label: '乐游棋牌' },
  { value: 'wali', label: '瓦力棋牌' },
  { value: 'cq9', label: 'CQ9电子' },
  { value: 'xj', label: '小金棋牌' },
  { value: 'kgamesport', label: 'K体育' },
  { value: 'yy', label: 'YY棋牌' },
  { value: 'tt', label: 'TT棋牌' },
  { value: 'db', label: 'DB视讯' },
  { value: '188BET', label: '188体育', teamOnly: true },
  { value: 'yyqp', label: 'YY棋牌', teamOnly: true },
  { value: 'fb', label: 'FB体育', teamOnly: true },
  { value: 'ttqp', label: 'TT棋牌', teamOnly: true },
  { value: 'allyk', label: '全部', teamOnly: true },
] as const;
export type GameType = (typeof gameTypes)[number]['value'];

/** A game type's name in the team reports: its platform's where one runs here, else the table's label. */
export const gameTypeName = (type: GameType): string => gamePlatforms.find((p) => p.recordTab === type)?.name ?? gameTypes.find((t) => t.value === type)!.label;

export interface GameEntry {
  /** The game code (`en` of the game list). */
  en: string;
  cn: string;
  /** Its platform's code. */
  sourceCode: string;
  family: GameFamily;
  kind: GameKind;
  hot?: boolean;
  new?: boolean;
}

/** The catalogue. Several entries may share an engine: each names its own table or machine. */
export const gameCatalogue: readonly GameEntry[] = [
  { en: 'ag_dragon_tiger', cn: '龙虎', sourceCode: 'ag', family: 'live', kind: 'dragonTiger', hot: true },
  { en: 'ag_dragon_tiger_vip', cn: '龙虎 VIP厅', sourceCode: 'ag', family: 'live', kind: 'dragonTiger', new: true },
  { en: 'ag_sicbo', cn: '骰宝大小', sourceCode: 'ag', family: 'diceGame', kind: 'dice', hot: true },
  { en: 'hqt_dice', cn: '快乐骰宝', sourceCode: 'hqt', family: 'diceGame', kind: 'dice', new: true },
  { en: 'cq9_fruit', cn: '水果机', sourceCode: 'cq9', family: 'slot', kind: 'slot', hot: true },
  { en: 'cq9_lucky777', cn: '幸运777', sourceCode: 'cq9', family: 'slot', kind: 'slot' },
  { en: 'pt_golden_reels', cn: '黄金转轴', sourceCode: 'pt', family: 'slot', kind: 'slot', new: true },
  { en: 'cq9_fishing', cn: '捕鱼大亨', sourceCode: 'cq9', family: 'fish', kind: 'fish', hot: true },
  { en: 'pt_ocean_king', cn: '海洋之王', sourceCode: 'pt', family: 'fish', kind: 'fish', new: true },
  { en: 'hqt_high_card', cn: '比大小', sourceCode: 'hqt', family: 'poker', kind: 'highCard', hot: true },
  { en: 'ly_high_card', cn: '乐游比大小', sourceCode: 'ly', family: 'poker', kind: 'highCard' },
  { en: 'wali_high_card', cn: '瓦力比牌', sourceCode: 'wali', family: 'poker', kind: 'highCard', new: true },
  { en: 'sb_football', cn: '足球 · 今日赛事', sourceCode: 'sb', family: 'sport', kind: 'match', hot: true },
  { en: 'sb_basketball', cn: '篮球 · 今日赛事', sourceCode: 'sb', family: 'sport', kind: 'match' },
  { en: 'fb_lol', cn: '英雄联盟', sourceCode: 'fb', family: 'esports', kind: 'match', hot: true },
  { en: 'fb_dota2', cn: 'DOTA2', sourceCode: 'fb', family: 'esports', kind: 'match', new: true },
];
export const gameOf = (en: string): GameEntry | undefined => gameCatalogue.find((g) => g.en === en);

/**
 * Record tabs the server hides (besides those the app always hides), the spec's BBIN among them. The other
 * spec tabs stay listed; those whose platform the demo provider does not play (awc, fashvideo, panda, cmd,
 * xj, yy, tt, db) answer an empty list, kept so the tab row is the spec's.
 */
export const HIDDEN_GAME_TABS = ['wmvideo', 'ptvideo', 'idn', 'lhc', 'bbin'] as const;

export const ThirdGameConfig = Type.Object({
  /** Active platform codes, comma separated. */
  result: Type.String(),
  hiddenTabs: Type.Array(Type.String()),
});
export type ThirdGameConfig = Static<typeof ThirdGameConfig>;

const GameItem = Type.Object({
  en: Type.String(),
  cn: Type.String(),
  sourceCode: Type.String(),
  family: Type.String(),
  hot: Type.Boolean(),
  new: Type.Boolean(),
  /** The demo game's published return to player, e.g. '97.22'. */
  rtp: Type.String(),
});
export type GameItem = Static<typeof GameItem>;

export const GameList = Type.Array(
  Type.Object({
    /** The platform's name. */
    title: Type.String(),
    code: Type.String(),
    wallet: Type.String(),
    list: Type.Array(GameItem),
  }),
);
export type GameList = Static<typeof GameList>;

/**
 * A URL getter's answer: `code` for the shared client, then the provider's own fields (absent
 * from the plain error envelope a session check answers).
 */
export const GameUrl = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  success: Type.Optional(Type.Boolean()),
  /** The game page's URL (same origin); '' when refused. */
  data: Type.Optional(Type.String()),
  /** '' on success, else the error code. */
  errorCode: Type.Optional(Type.String()),
});
export type GameUrl = Static<typeof GameUrl>;

const GameUrlQuery = Type.Object({ gameCode: Type.String({ maxLength: 40 }) });

export const Ranking = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  success: Type.Optional(Type.Boolean()),
  errorCode: Type.Optional(Type.String()),
  /** The biggest wins of the last 7 days, masked names. */
  data: Type.Optional(Type.Array(Type.Object({ userName: Type.String(), gameName: Type.String(), win: Decimal, time: Type.String() }))),
});

export const PtUserInfo = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  success: Type.Optional(Type.Boolean()),
  errorCode: Type.Optional(Type.String()),
  data: Type.Optional(Type.Object({ userName: Type.String(), wallet: Type.String(), balance: Decimal })),
});

/** A bet record of a game platform (history_orders_third). */
export const GameBetRecord = Type.Object({
  orderId: Type.String(),
  time: Type.String(),
  platformName: Type.String(),
  gameName: Type.String(),
  /** What the player chose, e.g. 龙. */
  choice: Type.String(),
  /** What was drawn, e.g. 龙 K ♠ · 虎 3 ♥. */
  outcome: Type.String(),
  stake: Decimal,
  payout: Decimal,
  /** payout − stake. */
  profit: Decimal,
});
export type GameBetRecord = Static<typeof GameBetRecord>;

export const GameRecordsQuery = Type.Object({
  /** A record tab (agvideo, cq9 …). */
  type: Type.String({ maxLength: 20 }),
  startDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  endDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const gameEndpoints = {
  thirdGameConfig: defineEndpoint({
    method: 'GET',
    path: gamePaths.thirdGameConfig,
    query: Type.Object({ platformId: Type.Optional(Type.String({ maxLength: 10 })) }),
    response: ThirdGameConfig,
  }),
  /**
   * The spec gives the game list's answer (code 1, result) but not its path: this path is the platform's own and,
   * being under /sobet, answers that family's code 0 with data; platformId is not asked, one demo provider serving all.
   */
  gameList: defineEndpoint({ method: 'GET', path: gamePaths.gameList, response: GameList }),
  rankings: defineEndpoint({ method: 'GET', path: gamePaths.rankings, response: Ranking }),
  ptUserInfo: defineEndpoint({ method: 'GET', path: gamePaths.ptUserInfo, response: PtUserInfo }),
  historyOrdersThird: defineEndpoint({
    method: 'GET',
    path: lotteryPaths.historyOrdersThird,
    query: GameRecordsQuery,
    response: Type.Object({ list: Type.Array(GameBetRecord), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() }),
  }),
} as const;

const urlGetter = (path: string) => defineEndpoint({ method: 'GET', path, query: GameUrlQuery, response: GameUrl, envelope: 'bare' });
export type GameUrlEndpoint = ReturnType<typeof urlGetter>;

/** One URL getter per platform (its urlPath), all of one shape, keyed by platform code. */
export const gameUrlEndpoints: Readonly<Record<string, GameUrlEndpoint>> = Object.fromEntries(gamePlatforms.map((p) => [p.code, urlGetter(p.urlPath)]));

export const DemoBetRequest = Type.Object({
  /** The launch token of the game page. */
  token: Type.String({ maxLength: 100 }),
  choice: Type.String({ maxLength: 20 }),
  cash: Type.String({ maxLength: 20 }),
  /** Makes a retried bet book once. */
  requestId: Type.String({ minLength: 8, maxLength: 100 }),
});

export const DemoRound = Type.Object({
  roundId: Type.Integer(),
  choice: Type.String(),
  outcome: Type.String(),
  stake: Decimal,
  payout: Decimal,
  /** The game wallet after the round. */
  balance: Decimal,
});
export type DemoRound = Static<typeof DemoRound>;

/** The demo provider's bet call, made by its game page (authenticated by the launch token). */
export const demoBetEndpoint = defineEndpoint({ method: 'POST', path: gamePaths.bet, body: DemoBetRequest, response: DemoRound, envelope: 'data' });
