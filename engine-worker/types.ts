/**
 * Public types of the betting engine. Everything here is plain data that can cross
 * the worker boundary (structured clone); rule implementations live beside the
 * catalogue and never leave the engine.
 */
export const families = ['ssc', 'k3', '3d', '11x5', 'kl12', 'pk10', 'ky481', 'lhc'] as const;
export type Family = (typeof families)[number];

/**
 * What the player picked on a plate: one list of values per plate row, plus the chosen positions of any-position
 * (任选) plays (0-based indexes into `plate.positionPicker.labels`).
 */
export interface Selection {
  rows: string[][];
  positions?: number[];
}

/** Quick filters shown at the end of a click row (全 大 小 奇 偶 清). */
export type QuickFilter = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

export interface PlateRow {
  /** Row label shown at the start of the row (万位, 胆码, 冠军 …); empty for a single unlabeled row. */
  label: string;
  /** The values a player can pick, in display order (e.g. '0'…'9', '01'…'11', '大', '龙'). */
  options: string[];
  /** Quick filters offered for this row; absent for option rows such as 大小单双. */
  filters?: QuickFilter[];
  /** At most this many picks in the row (胆码 rows, 包胆: 1). A new pick beyond it drops the oldest. */
  maxPicks?: number;
}

/** How single entries of an input (单式) plate are written and checked. */
export interface EntryFormat {
  /**
   * 'digits': each entry is `length` digits 0-9 (ssc, 3d), or 1-8 (ky481) per `min`/`max`; 'numbers': each entry
   * is `length` two-digit numbers (11x5, kl12, pk10).
   */
  kind: 'digits' | 'numbers';
  length: number;
  min: number;
  max: number;
  /** numbers plays: the numbers of one entry must differ. */
  distinct?: boolean;
  /** Group plays: entries equal after sorting are the same entry (组三 112 = 121). */
  unordered?: boolean;
  /** Which entry shapes are refused: 'allSame' (豹子/对子), 'notPair' (组三 needs exactly one pair), 'notDistinct' (组六). */
  reject?: Array<'allSame' | 'notPair' | 'notDistinct'>;
}

export interface Plate {
  /** 'click': number buttons per row; 'input': typed, pasted or uploaded single entries; 'chip': per-item stakes (Mark Six). */
  kind: 'click' | 'input' | 'chip';
  rows: PlateRow[];
  /** Input plates: the single-entry format (its `length` is numOfEach, the numbers per entry). */
  entry?: EntryFormat;
  /** Any-position plays: the player ticks at least `minimum` of these positions; `defaults` are ticked at first. */
  positionPicker?: { labels: string[]; minimum: number; defaults: number[] };
  /** Dragon-tiger style plays: the row options are areas (龙 虎 和) rather than numbers. */
  dragonTiger?: boolean;
  /** Offer the 机选 random pick button. */
  randomPick?: boolean;
  /** 胆拖 plates: row 0 胆码 and row 1 拖码 exclude each other (a number picked in one leaves the other). */
  bankDrag?: boolean;
}

export interface PlayInfo {
  /** group_sub_name, e.g. 'rx2_zx_fs', 'qw_lhh_wq'. Unique within a family. */
  id: string;
  family: Family;
  /** Main tab (五星, 任选二, 龙虎 …). */
  tab: string;
  /** Sub-tab group inside the main tab (直选, 组选, 趣味 …). */
  subTab: string;
  /** Button name within the sub-tab (复式, 单式, 组选120 …). */
  name: string;
  /** Full Chinese name (五星直选复式). */
  fullName: string;
  /** Chinese win rule shown in the help tooltip. */
  rule: string;
  /**
   * The platform's count-rule name (leijia, jiecheng, zuhe, zucheng, hezhi, zuxhezhi, kuadu, baodan, rzxfs,
   * pk10rzxfs, 11x5zxfs, 11x5rxdt, options, lines), or ours where the platform has none (zusandt: 3D 组三胆拖;
   * parlay: one bet of 2+ legs).
   */
  countRule: string;
  plate: Plate;
  /** Names of the prize levels; winning counts are reported in this order. Most plays have one. */
  prizeLevels: string[];
  /** ssc only: shown in the unlimited (不限) mode rather than the normal one. */
  unlimited?: boolean;
  /** Single-pick (单挑) limit: a selection of at most this many bets is a single pick with a capped bonus (50; 33 for 11x5). */
  singlePickLimit?: number;
}

/** How the bets of one order line fare against a draw. */
export interface WinResult {
  /** Winning bets per prize level, in `PlayInfo.prizeLevels` order. */
  levels: number[];
  /** Bets whose stake is refunded (龙虎斗 和, Mark Six 49 和 …). */
  refunds: number;
}

/** Outcome of one single ticket: a prize level index (≥ 0), LOSE or REFUND. */
export const LOSE = -1;
export const REFUND = -2;
export type TicketOutcome = number;

/**
 * The rules of one play. Shared by many catalogue entries (one implementation per
 * rule shape, parameterised), never sent to the app.
 */
export interface PlayRules {
  /** Bets in a selection, by the play's formula (0 when the selection is incomplete). */
  countBets(selection: Selection): number;
  /** Every distinct single ticket the selection stands for, as canonical strings (used by tests and small-order settlement checks). */
  expand(selection: Selection): string[];
  /** Whether one canonical ticket wins against a draw (numbers as drawn, in order). */
  ticketOutcome(ticket: string, draw: readonly number[]): TicketOutcome;
  /** Winning bets of a whole selection, computed directly (without expanding where the play allows). */
  winningBets(selection: Selection, draw: readonly number[]): WinResult;
  /** Probability that one canonical ticket wins, per prize level (the server derives odds from it). */
  winProbability(ticket: string): number[];
  /**
   * Plays whose tickets differ in odds while no plate option alone is one ticket (连肖, 尾连,
   * 组选 forms): the short Chinese label of the ticket's odds class ('含本命肖', '组三' …).
   * Tickets of one class share their win probability, so an order can store one bonus per class.
   */
  ticketClass?(ticket: string): string;
  /** Parlays (过关) only: the prize multiplies the odds of the legs a ticket wins. */
  parlay?: ParlayRules;
}

/** A parlay ticket is one leg per picked row; each leg is priced alone and judged alone. */
export interface ParlayRules {
  legsOf(ticket: string): Array<{ row: number; option: string }>;
  /** Win probability of one leg on its own: its odds are derived from it as any single bet's. */
  legProbability(option: string): number;
  /** A tied leg (the 49 和 of size and parity legs) counts as odds 1. */
  legResult(row: number, option: string, draw: readonly number[]): 'win' | 'lose' | 'tie';
}

export interface PlayDefinition extends PlayInfo {
  rules: PlayRules;
}

/** Summary of parsed single entries; the entries themselves stay in the engine (worker). */
export interface ParseResult {
  /** Distinct valid entries = the bet count before any position multiplier. */
  count: number;
  /** Entries removed as duplicates. */
  duplicates: number;
  /** Up to 20 of the duplicate entries, as typed, for the message. */
  duplicateSamples: string[];
  /** Invalid entries (any one rejects the whole input), first 20, with 1-based positions among the entries. */
  invalid: Array<{ position: number; entry: string; reason: string }>;
  /** Total invalid entries. */
  invalidCount: number;
  /** Error for the whole input (empty, binary, too large), in Chinese; absent when the input was readable. */
  error?: string;
}
