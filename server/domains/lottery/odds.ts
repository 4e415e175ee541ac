/**
 * Odds derived from each play's exact win probability (the engine's
 * PlayRules.winProbability per prize level) and a configurable return:
 *   bonus(level, point) = 2 ÷ p(level) × (return − point) ÷ levels the ticket can win
 * (one 2元 bet; each prize level a ticket can win gets an equal share of the return;
 * truncated to 2 decimals, in the house's favour). A ticket that can win one level only
 * (the 五星 part of 五星组合, a 组三 form of 混合组选) gets the whole return at that level. Type A: return A, points 0 … rateA in 0.5% steps;
 * type B: return B, point 0. Plays whose options differ in probability (k3 和值 …) get
 * per-option bonuses and settle per ticket.
 *
 * Ticket classes: where a play's tickets differ in probability, each ticket belongs to a class
 * of tickets sharing one probability: the engine's label (PlayRules.ticketClass: 含本命肖 /
 * 不含本命肖, 含0尾 / 不含0尾, 组三 / 组六) or, where one plate option is one ticket, the ticket
 * itself. The odds call shows each labelled class (`classes`; options show in `options`), and an
 * order stores every class's bonuses at its type and point for its issue's draw date
 * (`classBonuses`), which settlement pays, whatever the configured return is by then.
 */
import { checkSelection, families, getPlay, playsOf } from '../../../engine-worker/engine';
import { bonusOf, compare, subtract } from '../../../rules/money';
import { MAX_MULTIPLE } from '../../../contract/bet-limits';
import type { OddsChoice, OptionOdds, PlayOdds } from '../../../contract/lottery';
import type { Family, ParlayRules, PlayDefinition, Selection } from '../../../engine-worker/types';
import type { ServerConfig } from '../../config';
import type { LotteryDef } from './lotteries';
import { singlePickMaxBonusOf } from './single-picks';
import { drawYearKey, inDrawYear } from './engine-adapter';
import { beijingIsoDate } from '../../../rules/beijing-time';
import { systemClock } from '../../clock';

export interface PlayOddsModel {
  family: Family;
  id: string;
  /** Probability per level (uniform plays) */
  probabilities: number[];
  /** Per-ticket probabilities when they differ between tickets (ticket → per level). */
  perTicket?: Map<string, number[]>;
  /** With perTicket: the class of a ticket (see the module comment); tickets of one class share their probability. */
  classOf?: (ticket: string) => string;
  /** 过关: the options a leg can be, each priced alone (stored per order as the classes are). */
  legOptions?: string[];
  odds: PlayOdds;
}

const MAX_SAMPLE_TICKETS = 2000;

/** A decimal string for a probability (no exponent notation). */
function probabilityString(p: number): string {
  const s = p.toFixed(20);
  return /[1-9]/.test(s) ? s : '0';
}

export function bonusFor(probability: number, levels: number, ret: string, point: string): string {
  return probability > 0 ? bonusOf(probabilityString(probability), levels, ret, point) : '0';
}

/** Bonuses of each level of one ticket, from its per-level win probabilities. */
export function levelBonuses(probabilities: number[], ret: string, point: string): string[] {
  const winnable = winnableLevels(probabilities);
  return probabilities.map((p) => bonusFor(p, winnable, ret, point));
}

/** How many prize levels a ticket can win (they share the return). */
function winnableLevels(probabilities: number[]): number {
  return probabilities.filter((p) => p > 0).length || 1;
}

/** Selections the play accepts, whose expansions show its tickets (full plate, else smaller ones; several, so
 * tickets of every form show up: 组三 and 组六 entries of 混合组选). Each try goes through the plate's own
 * check (checkSelection, as every order line does), so the odds come only from tickets a valid order can
 * hold: a 对子 entry of 二星组选单式 or a 组三 entry of 组六单式 is refused there, never priced. */
function sampleSelections(play: PlayDefinition): Selection[] {
  const { plate } = play;
  const tries: Selection[] = [];
  if (plate.kind === 'input') {
    const e = plate.entry;
    if (!e) return [];
    const span = e.max - e.min + 1;
    const make = (offsets: number[]) => offsets.map((o) => e.min + (o % span)).map((n) => (e.kind === 'numbers' ? String(n).padStart(2, '0') : String(n)));
    const distinct = Array.from({ length: e.length }, (_, i) => i);
    const pair = Array.from({ length: e.length }, (_, i) => (i === 0 ? 0 : i - 1));
    const positions = plate.positionPicker ? { positions: plate.positionPicker.defaults } : {};
    for (const offsets of [distinct, pair]) {
      const entry = make(offsets);
      tries.push({ rows: [[e.kind === 'numbers' ? entry.join(' ') : entry.join('')]], ...positions });
      tries.push({ rows: [[entry.join(e.kind === 'numbers' ? ',' : '')]], ...positions });
    }
  } else {
    const positions = plate.positionPicker ? { positions: plate.positionPicker.defaults } : {};
    tries.push({ rows: plate.rows.map((r) => r.options.slice(0, r.maxPicks ?? r.options.length)), ...positions });
    for (let k = 1; k <= 12; k++) tries.push({ rows: plate.rows.map((r, i) => r.options.slice(i, i + Math.min(k, r.maxPicks ?? k))), ...positions });
    // rows that must not share a number (胆码/拖码): consecutive, disjoint slices
    for (let k = 1; k <= 12; k++) {
      let from = 0;
      const rows = plate.rows.map((r) => {
        const take = Math.min(k, r.maxPicks ?? k);
        const slice = r.options.slice(from, from + take);
        from += take;
        return slice;
      });
      tries.push({ rows, ...positions });
    }
  }
  const accepted: Selection[] = [];
  for (const selection of tries) {
    try {
      const checked = checkSelection(play, selection);
      // Never expand a huge selection (all 49 numbers of 七不中 is 86 million tickets).
      const count = play.rules.countBets(checked);
      if (count > 0 && count <= MAX_SAMPLE_TICKETS && play.rules.expand(checked).length > 0) accepted.push(checked);
    } catch {
      /* try the next */
    }
  }
  return accepted;
}

function sameProbabilities(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((p, i) => Math.abs(p - b[i]!) <= 1e-12 * Math.max(1, p));
}

/** Type A at every point from rateA down to 0 in 0.5% steps, then type B at point 0. */
function oddsChoices(quoted: (ret: string, point: string) => string, config: ServerConfig): OddsChoice[] {
  const choices: OddsChoice[] = [];
  const step = '0.005';
  for (let point = config.rateA; compare(point, '0') >= 0; point = subtract(point, step))
    choices.push({ point, odds: quoted(config.returnA, point), type: 'A' });
  if (compare(choices[choices.length - 1]?.point ?? '1', '0') !== 0) choices.push({ point: '0', odds: quoted(config.returnA, '0'), type: 'A' });
  choices.push({ point: '0', odds: quoted(config.returnB, '0'), type: 'B' });
  return choices;
}

/**
 * A parlay (过关) is priced leg by leg: each option's bonus is a single bet's (from its own
 * probability), shown per option; the prize multiplies the odds of the legs won
 * (parlayBonus). No rebate point is offered, so the options' bonuses are exactly what the
 * legs pay. The line's quoted odds, which only pick the type, are the first option's.
 */
function parlayOddsModel(play: PlayDefinition, parlay: ParlayRules, config: ServerConfig): PlayOddsModel {
  const options = [...new Set(play.plate.rows.flatMap((row) => row.options))];
  const probabilityOf = (option: string) => [parlay.legProbability(option)];
  const reference = probabilityOf(options[0]!);
  const quoted = (ret: string, point: string) => levelBonuses(reference, ret, point)[0]!;
  const odds: PlayOdds = {
    bonusA: quoted(config.returnA, '0'),
    rateA: '0',
    bonusB: quoted(config.returnB, '0'),
    rateB: '0',
    returnA: config.returnA,
    returnB: config.returnB,
    s: 0,
    singlePickMaxBonus: '0',
    n: 1,
    m: MAX_MULTIPLE,
    levels: [
      {
        name: play.prizeLevels[0] ?? '',
        bonusA: quoted(config.returnA, '0'),
        bonusB: quoted(config.returnB, '0'),
        probability: probabilityString(reference[0]!),
        winnable: 1,
      },
    ],
    choices: oddsChoices(quoted, { ...config, rateA: '0' }),
    options: Object.fromEntries(options.map((option) => [option, optionOddsOf(probabilityOf(option), config)])),
  };
  return { family: play.family, id: play.id, probabilities: reference, legOptions: options, odds };
}

export function buildOddsModel(play: PlayDefinition, config: ServerConfig): PlayOddsModel | undefined {
  if (play.rules.parlay) return parlayOddsModel(play, play.rules.parlay, config);
  const selections = sampleSelections(play);
  if (selections.length === 0) return undefined;
  // Tickets of every sample (so every form shows up), up to the cap.
  const unique = new Set<string>();
  for (const selection of selections) {
    for (const ticket of play.rules.expand(selection)) {
      if (unique.size >= MAX_SAMPLE_TICKETS) break;
      unique.add(ticket);
    }
  }
  const tickets = [...unique];
  // Probabilities can be costly (some plays walk the whole draw space per ticket): time a
  // spread of up to 24 tickets, then compute every ticket when that fits in ~300 ms, else
  // trust the spread (uniform plays) or compute all anyway when the spread already differs.
  const spread = tickets.length <= 24 ? tickets : Array.from({ length: 24 }, (_, i) => tickets[Math.floor((i * (tickets.length - 1)) / 23)]!);
  const levels = play.prizeLevels.length || 1;
  const started = performance.now();
  let sample = spread;
  let probs = sample.map((t) => play.rules.winProbability(t));
  const perTicketMs = (performance.now() - started) / spread.length;
  if (probs.some((p) => p.length === 0 || p.every((x) => !(x > 0)))) return undefined;
  let uniform = probs.every((p) => sameProbabilities(p, probs[0]!));
  if (tickets.length > spread.length && (!uniform || perTicketMs * tickets.length < 300)) {
    sample = tickets;
    probs = sample.map((t) => play.rules.winProbability(t));
    uniform = probs.every((p) => sameProbabilities(p, probs[0]!));
  }
  // Per level, the ticket that pays it most (the lowest non-zero probability at that level); a uniform play's tickets are all alike.
  const payingMost = (level: number) =>
    probs.reduce<number[] | undefined>((best, p) => ((p[level] ?? 0) > 0 && (!best || p[level]! < best[level]!) ? p : best), undefined);
  const levelTicket = Array.from({ length: levels }, (_, i) => (uniform ? probs[0]! : (payingMost(i) ?? probs[0]!)));
  // The quoted odds (the line's `odds`) are the top level's: the first level some ticket can win.
  const top = Math.max(
    0,
    levelTicket.findIndex((p, i) => (p[i] ?? 0) > 0),
  );
  const quoted = (ret: string, point: string) => levelBonuses(levelTicket[top]!, ret, point)[top]!;
  const choices = oddsChoices(quoted, config);
  const bonusB = quoted(config.returnB, '0');
  const odds: PlayOdds = {
    bonusA: quoted(config.returnA, '0'),
    rateA: config.rateA,
    bonusB,
    rateB: '0',
    returnA: config.returnA,
    returnB: config.returnB,
    s: play.singlePickLimit ?? 0,
    singlePickMaxBonus: '0',
    n: levels,
    m: MAX_MULTIPLE,
    levels: levelTicket.map((p, i) => ({
      name: play.prizeLevels[i] ?? '',
      bonusA: levelBonuses(p, config.returnA, '0')[i]!,
      bonusB: levelBonuses(p, config.returnB, '0')[i]!,
      probability: probabilityString(p[i] ?? 0),
      winnable: winnableLevels(p),
    })),
    choices,
  };
  let perTicket: Map<string, number[]> | undefined;
  let classOf: ((ticket: string) => string) | undefined;
  if (!uniform) {
    perTicket = new Map(sample.map((t, i) => [t, probs[i]!]));
    const options = optionOdds(play, config);
    if (options) odds.options = options;
    const labelOf = play.rules.ticketClass?.bind(play.rules);
    if (labelOf) {
      classOf = labelOf;
      odds.classes = labelledClasses(sample, probs, labelOf, config);
    } else if (options) {
      classOf = (ticket) => ticket;
    } else if (oneLevelEach(probs)) {
      // 组合: each ticket wins one level, shown in `levels`; the level names its class
      const levelOf = (ticket: string) => (perTicket!.get(ticket) ?? play.rules.winProbability(ticket)).findIndex((p) => p > 0);
      classOf = (ticket) => play.prizeLevels[levelOf(ticket)] ?? String(levelOf(ticket));
    }
  }
  return { family: play.family, id: play.id, probabilities: levelTicket[top]!, perTicket, classOf, odds };
}

/** Whether every ticket wins exactly one level and tickets of one level share its probability. */
function oneLevelEach(probs: readonly number[][]): boolean {
  const byLevel = new Map<number, number[]>();
  return probs.every((p) => {
    const levels = p.filter((x) => x > 0).length;
    const level = p.findIndex((x) => x > 0);
    const first = byLevel.get(level) ?? p;
    byLevel.set(level, first);
    return levels === 1 && sameProbabilities(first, p);
  });
}

/** One entry per labelled class, the class paying most first, each priced as an option is. */
function labelledClasses(
  tickets: readonly string[],
  probs: readonly number[][],
  labelOf: (ticket: string) => string,
  config: ServerConfig,
): PlayOdds['classes'] {
  const first = new Map<string, number[]>();
  tickets.forEach((ticket, i) => {
    const label = labelOf(ticket);
    if (!first.has(label)) first.set(label, probs[i]!);
  });
  return [...first]
    .map(([label, p]) => ({
      label,
      level: Math.max(
        0,
        p.findIndex((x) => x > 0),
      ),
      ...optionOddsOf(p, config),
    }))
    .sort((a, b) => compare(b.bonusA, a.bonusA));
}

/** An option's odds from its ticket's per-level probabilities: the first level it can win prices it. */
function optionOddsOf(probabilities: number[], config: ServerConfig): OptionOdds {
  const level = Math.max(
    0,
    probabilities.findIndex((p) => p > 0),
  );
  const levels = probabilities.filter((p) => p > 0).length || 1;
  const probability = probabilityString(probabilities[level] ?? 0);
  return {
    bonusA: bonusOf(probability, levels, config.returnA, '0'),
    bonusB: bonusOf(probability, levels, config.returnB, '0'),
    probability,
    levels,
  };
}

/**
 * Odds per plate option, for plays where every option picked alone is exactly one ticket
 * (k3 和值, Mark Six 生肖 …), else undefined: where options only combine into tickets (组合
 * digits, 连肖 zodiacs), one option has no odds of its own. An option shown on two rows
 * with different odds would be ambiguous, so such a play gets none either.
 */
function optionOdds(play: PlayDefinition, config: ServerConfig): PlayOdds['options'] {
  if (play.plate.kind === 'input' || play.plate.positionPicker) return undefined;
  const options: NonNullable<PlayOdds['options']> = {};
  for (const [r, row] of play.plate.rows.entries()) {
    for (const option of row.options) {
      let tickets: string[];
      try {
        tickets = play.rules.expand({ rows: play.plate.rows.map((_, i) => (i === r ? [option] : [])) });
      } catch {
        return undefined;
      }
      if (tickets.length !== 1) return undefined;
      const odds = optionOddsOf(play.rules.winProbability(tickets[0]!), config);
      const shown = options[option];
      if (shown && (shown.bonusA !== odds.bonusA || shown.bonusB !== odds.bonusB)) return undefined;
      options[option] = odds;
    }
  }
  return options;
}

/**
 * Odds per family, computed on first use and cached for the process (the catalogue is static), per Mark Six zodiac
 * year: a zodiac option's odds depend on the year (the year's own zodiac holds five numbers, the others four), so a
 * process running across Chinese New Year quotes the new year's from that day on.
 */
export class OddsBook {
  private readonly cache = new Map<string, PlayOddsModel | null>();
  private readonly byLottery = new Map<string, Record<string, PlayOdds>>();
  /** `today`: the Beijing date ('YYYY-MM-DD') whose year the odds are quoted in when no draw date is given. */
  constructor(
    private readonly config: ServerConfig,
    private readonly today: () => string = () => beijingIsoDate(systemClock.now()),
  ) {}

  /** The play's odds model in the zodiac year of `drawDate` (default: today). */
  model(family: Family, id: string, drawDate: string = this.today()): PlayOddsModel | undefined {
    const key = `${family}:${id}:${drawYearKey(family, drawDate)}`;
    if (!this.cache.has(key)) {
      let model: PlayOddsModel | undefined;
      try {
        model = inDrawYear(family, drawDate, () => buildOddsModel(getPlay(`${family}:${id}`), this.config));
      } catch {
        model = undefined;
      }
      this.cache.set(key, model ?? null);
    }
    return this.cache.get(key) ?? undefined;
  }

  /** The odds of a lottery's plays, today: its family's, with the lottery's single-pick maximum bonus on plays that have a limit. */
  lottery(lottery: Pick<LotteryDef, 'code' | 'family'>): Record<string, PlayOdds> {
    const today = this.today();
    const key = `${lottery.code}:${drawYearKey(lottery.family, today)}`;
    let odds = this.byLottery.get(key);
    if (!odds) {
      const maxBonus = singlePickMaxBonusOf(lottery);
      odds = Object.fromEntries(
        Object.entries(this.family(lottery.family, today)).map(([id, play]) => [id, play.s > 0 ? { ...play, singlePickMaxBonus: maxBonus } : play]),
      );
      this.byLottery.set(key, odds);
    }
    return odds;
  }

  family(family: Family, drawDate: string = this.today()): Record<string, PlayOdds> {
    const result: Record<string, PlayOdds> = {};
    for (const play of playsOf(family)) {
      const model = this.model(family, play.id, drawDate);
      if (model) result[play.id] = model.odds;
    }
    return result;
  }

  /** Computes every play's odds in the background, one play per macrotask, so the first odds call is instant. */
  warm(isStopped: () => boolean): void {
    const queue = families.flatMap((family) => playsOf(family).map((play) => [family, play.id] as const));
    const step = () => {
      const next = queue.shift();
      if (!next || isStopped()) return;
      this.model(next[0], next[1]);
      setImmediate(step);
    };
    setImmediate(step);
  }

  /** The (type, per-level bonuses) a line's odds and point select, or undefined if they are not on offer. */
  match(model: PlayOddsModel, odds: string, point: string): { type: 'A' | 'B'; point: string } | undefined {
    const choice = model.odds.choices.find((c) => safeEq(c.point, point) && safeEq(c.odds, odds));
    return choice ? { type: choice.type, point: choice.point } : undefined;
  }

  private readonly classCache = new Map<string, Record<string, string[]>>();

  /**
   * Every ticket class's bonuses per level at a type and point, with the year zodiac of
   * `drawDate` (Mark Six): what an order of a play whose tickets differ in odds stores, and
   * settlement pays. Undefined for a play without classes.
   */
  classBonuses(model: PlayOddsModel, type: 'A' | 'B', point: string, drawDate: string | undefined): Record<string, string[]> | undefined {
    const { perTicket, classOf, legOptions } = model;
    if (!legOptions && (!perTicket || !classOf)) return undefined;
    const key = `${model.family}:${model.id}:${type}:${point}:${drawYearKey(model.family, drawDate)}`;
    let bonuses = this.classCache.get(key);
    if (!bonuses) {
      const play = getPlay(`${model.family}:${model.id}`);
      bonuses = inDrawYear(model.family, drawDate, () => {
        const byClass: Record<string, string[]> = {};
        // 过关: each leg option's bonus as a single bet
        for (const option of legOptions ?? []) byClass[option] = this.bonuses(model, [play.rules.parlay!.legProbability(option)], type, point);
        for (const ticket of perTicket?.keys() ?? []) {
          const name = classOf!(ticket);
          if (!(name in byClass)) byClass[name] = this.bonuses(model, play.rules.winProbability(ticket), type, point);
        }
        return byClass;
      });
      if (this.classCache.size > 10_000) this.classCache.clear();
      this.classCache.set(key, bonuses);
    }
    return bonuses;
  }

  /** Bonuses per level for a ticket's probabilities at a type and point. */
  bonuses(model: PlayOddsModel, probabilities: number[], type: 'A' | 'B', point: string): string[] {
    const ret = type === 'A' ? this.config.returnA : this.config.returnB;
    return levelBonuses(probabilities, ret, type === 'A' ? point : '0');
  }
}

function safeEq(a: string, b: string): boolean {
  try {
    return compare(a, b) === 0;
  } catch {
    return false;
  }
}
