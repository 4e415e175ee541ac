/**
 * The demo provider's games: small, fair, and exact. Each engine draws a raw outcome with a
 * uniform CSPRNG (crypto.randomInt), settles a choice against it as a multiplier of the stake in
 * hundredths (195 = 1.95×, 0 = lost), and can list every raw outcome with its probability, so
 * its return to player is computed exactly (rtpOf) rather than claimed. No I/O here.
 */
import { randomInt } from 'node:crypto';
import type { GameEntry, GameKind } from '../../../contract/games';

/** A uniform integer in [0, max). */
export type Rng = (max: number) => number;
export const secureRng: Rng = (max) => randomInt(max);

export interface GameChoice {
  value: string;
  label: string;
  /** What a win pays, shown to the player (e.g. 1:1, 赔率 2.11). */
  pays: string;
}

export interface DemoGame<Raw = unknown> {
  kind: GameKind;
  rules: string;
  choices: readonly GameChoice[];
  draw: (rng: Rng) => Raw;
  /** The stake's multiplier in hundredths for this choice and outcome. */
  settle: (choice: string, raw: Raw) => number;
  describe: (raw: Raw) => string;
  /** Every raw outcome with its probability (they sum to 1). */
  outcomes: () => Iterable<[Raw, number]>;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

// ------------------------------------------------------------------ dice (骰宝大小)

/** Three dice: 大 is 11-17, 小 is 4-10, and any triple loses both (the house edge); a triple bet pays 34:1. */
const dice: DemoGame<[number, number, number]> = {
  kind: 'dice',
  rules: '三颗骰子，点数和 11-17 为大、4-10 为小，豹子（三颗相同）通杀大小；押豹子（任意三同）赔 34 倍。',
  choices: [
    { value: 'big', label: '大', pays: '1:1' },
    { value: 'small', label: '小', pays: '1:1' },
    { value: 'triple', label: '豹子', pays: '34:1' },
  ],
  draw: (rng) => [rng(6) + 1, rng(6) + 1, rng(6) + 1],
  settle: (choice, [a, b, c]) => {
    const triple = a === b && b === c;
    const sum = a + b + c;
    if (choice === 'triple') return triple ? 3500 : 0;
    if (triple) return 0;
    return (choice === 'big' ? sum >= 11 : sum <= 10) ? 200 : 0;
  },
  describe: ([a, b, c]) => `${a} ${b} ${c}（${a + b + c}点）`,
  *outcomes() {
    for (const a of range(6)) for (const b of range(6)) for (const c of range(6)) yield [[a + 1, b + 1, c + 1], 1 / 216];
  },
};

// ------------------------------------------------------------------ dragon tiger (龙虎)

const rankNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** One card each from an endless shoe (each rank equally likely): the higher wins; a tie returns half of a 龙/虎 bet. */
const dragonTiger: DemoGame<[number, number]> = {
  kind: 'dragonTiger',
  rules: '龙、虎各发一张牌（A 最小，K 最大），点大者胜；和局时押龙或虎退还一半本金，押和赔 11 倍。',
  choices: [
    { value: 'dragon', label: '龙', pays: '1:1' },
    { value: 'tiger', label: '虎', pays: '1:1' },
    { value: 'tie', label: '和', pays: '11:1' },
  ],
  draw: (rng) => [rng(13), rng(13)],
  settle: (choice, [d, t]) => {
    if (d === t) return choice === 'tie' ? 1200 : 50;
    if (choice === 'tie') return 0;
    return (choice === 'dragon') === d > t ? 200 : 0;
  },
  describe: ([d, t]) => `龙 ${rankNames[d]} · 虎 ${rankNames[t]}`,
  *outcomes() {
    for (const d of range(13)) for (const t of range(13)) yield [[d, t], 1 / 169];
  },
};

// ------------------------------------------------------------------ 3-reel slot

const reelStrip = ['7', 'BAR', '铃铛', '铃铛', '西瓜', '西瓜', '樱桃', '樱桃', '樱桃', '樱桃'] as const;
/** Three of a kind, in hundredths of the stake; two cherries return the stake. */
const slotPays: Record<string, number> = { '7': 15000, BAR: 5000, 铃铛: 1500, 西瓜: 1000, 樱桃: 400 };

const slot: DemoGame<[number, number, number]> = {
  kind: 'slot',
  rules:
    '三轴老虎机，每轴 10 格（7×1、BAR×1、铃铛×2、西瓜×2、樱桃×4）。三个相同：7 赔 150 倍、BAR 50 倍、铃铛 15 倍、西瓜 10 倍、樱桃 4 倍；恰好两个樱桃退还本金。',
  choices: [{ value: 'spin', label: '旋转', pays: '最高 150 倍' }],
  draw: (rng) => [rng(10), rng(10), rng(10)],
  settle: (_choice, stops) => {
    const symbols = stops.map((s) => reelStrip[s]!);
    if (symbols[0] === symbols[1] && symbols[1] === symbols[2]) return slotPays[symbols[0]!]!;
    return symbols.filter((s) => s === '樱桃').length === 2 ? 100 : 0;
  },
  describe: (stops) => stops.map((s) => reelStrip[s]).join(' | '),
  *outcomes() {
    for (const a of range(10)) for (const b of range(10)) for (const c of range(10)) yield [[a, b, c], 1 / 1000];
  },
};

// ------------------------------------------------------------------ fish (捕鱼)

/** Each target: its catch chance in basis points and what a catch pays (hundredths). */
const fishTargets = [
  { value: 'small', label: '小丑鱼', chance: 4750, pays: 200 },
  { value: 'medium', label: '灯笼鱼', chance: 1900, pays: 500 },
  { value: 'shark', label: '鲨鱼', chance: 475, pays: 2000 },
  { value: 'dragon', label: '金龙', chance: 95, pays: 10000 },
] as const;

const fish: DemoGame<number> = {
  kind: 'fish',
  rules: '选择目标开炮：小丑鱼命中率 47.5% 赔 2 倍，灯笼鱼 19% 赔 5 倍，鲨鱼 4.75% 赔 20 倍，金龙 0.95% 赔 100 倍。',
  choices: fishTargets.map((t) => ({ value: t.value, label: t.label, pays: `${t.pays / 100} 倍` })),
  draw: (rng) => rng(10_000),
  settle: (choice, roll) => {
    const target = fishTargets.find((t) => t.value === choice);
    return target && roll < target.chance ? target.pays : 0;
  },
  describe: (roll) => `命中点 ${roll}`,
  *outcomes() {
    for (const roll of range(10_000)) yield [roll, 1 / 10_000];
  },
};

// ------------------------------------------------------------------ high card (比大小)

const suits = ['♦', '♣', '♥', '♠'];
const cardName = (card: number) => `${['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'][Math.floor(card / 4)]}${suits[card % 4]}`;

/** Two cards from one 52-card deck; rank then suit (♠ > ♥ > ♣ > ♦) decides, so there is no tie; a win pays 0.95:1. */
const highCard: DemoGame<[number, number]> = {
  kind: 'highCard',
  rules: '一副 52 张牌，闲家与庄家各发一张，先比点数（A 最大），点数相同比花色（♠>♥>♣>♦）；押中赢 0.95 倍。',
  choices: [
    { value: 'player', label: '闲大', pays: '0.95:1' },
    { value: 'banker', label: '庄大', pays: '0.95:1' },
  ],
  draw: (rng) => {
    const player = rng(52);
    const other = rng(51);
    return [player, other >= player ? other + 1 : other];
  },
  settle: (choice, [player, banker]) => ((choice === 'player') === player > banker ? 195 : 0),
  describe: ([player, banker]) => `闲 ${cardName(player)} · 庄 ${cardName(banker)}`,
  *outcomes() {
    for (const p of range(52)) for (const b of range(52)) if (p !== b) yield [[p, b], 1 / (52 * 51)];
  },
};

// ------------------------------------------------------------------ fixed-odds matches (sport, esports)

interface Fixture {
  home: string;
  away: string;
  /** Win chances in basis points: home, draw (0 where a match cannot be drawn), away. */
  chances: [number, number, number];
}

const fixtures: Record<string, Fixture> = {
  sb_football: { home: '广州城', away: '上海海港', chances: [3600, 2800, 3600] },
  sb_basketball: { home: '广东宏远', away: '辽宁本钢', chances: [5500, 0, 4500] },
  fb_lol: { home: 'JDG', away: 'T1', chances: [4800, 0, 5200] },
  fb_dota2: { home: 'LGD', away: 'Team Spirit', chances: [4500, 0, 5500] },
};

/** Odds in hundredths: a 95% return on the true chance, rounded down. */
const oddsOf = (chance: number) => Math.floor((95 * 10_000) / chance);

function matchGame(fixture: Fixture): DemoGame<number> {
  const sides = [
    { value: 'home', label: `${fixture.home} 胜`, chance: fixture.chances[0] },
    { value: 'draw', label: '平局', chance: fixture.chances[1] },
    { value: 'away', label: `${fixture.away} 胜`, chance: fixture.chances[2] },
  ].filter((s) => s.chance > 0);
  const sideOf = (roll: number) => {
    let edge = 0;
    for (const side of sides) if (roll < (edge += side.chance)) return side;
    return sides[sides.length - 1]!;
  };
  return {
    kind: 'match',
    rules: `${fixture.home} 对 ${fixture.away}，下注后即时按公布概率开出赛果（随机数 0-9999 落入各结果区间），赔率为真实概率的 95% 回报。`,
    choices: sides.map((s) => ({ value: s.value, label: s.label, pays: `赔率 ${(oddsOf(s.chance) / 100).toFixed(2)}` })),
    draw: (rng) => rng(10_000),
    settle: (choice, roll) => {
      const side = sideOf(roll);
      return side.value === choice ? oddsOf(side.chance) : 0;
    },
    describe: (roll) => `赛果：${sideOf(roll).label}`,
    *outcomes() {
      for (const roll of range(10_000)) yield [roll, 1 / 10_000];
    },
  };
}

/** An engine with its outcome type erased: its draw is only ever fed back to its own settle and describe. */
export type AnyDemoGame = DemoGame<unknown>;
const erase = <Raw>(engine: DemoGame<Raw>) => engine as unknown as AnyDemoGame;

const engines: Record<Exclude<GameKind, 'match'>, AnyDemoGame> = {
  dice: erase(dice),
  dragonTiger: erase(dragonTiger),
  slot: erase(slot),
  fish: erase(fish),
  highCard: erase(highCard),
};

/** The engine of a catalogue entry. */
export function engineOf(game: GameEntry): AnyDemoGame {
  if (game.kind === 'match') {
    const fixture = fixtures[game.en];
    if (!fixture) throw new Error(`no fixture for ${game.en}`);
    return erase(matchGame(fixture));
  }
  return engines[game.kind];
}

/** The exact return to player of one choice (1 = 100%). */
export function rtpOf(engine: AnyDemoGame, choice: string): number {
  let total = 0;
  for (const [raw, p] of engine.outcomes()) total += (p * engine.settle(choice, raw)) / 100;
  return total;
}

/** The published figure: the lowest return over the game's choices, as a percentage with two decimals. */
export function publishedRtp(engine: AnyDemoGame): string {
  return (Math.min(...engine.choices.map((c) => rtpOf(engine, c.value))) * 100).toFixed(2);
}
