/**
 * Odds derived from each play's exact win probability (the engine's
 * PlayRules.winProbability per prize level) and a configurable return:
 *   bonus(level, point) = 2 ÷ p(level) × (return − point) ÷ levels
 * (one 2元 bet; each prize level gets an equal share of the return; truncated to 2
 * decimals, in the house's favour). Type A: return A, points 0 … rateA in 0.5% steps;
 * type B: return B, point 0. Plays whose options differ in probability (k3 和值 …) get
 * per-option bonuses and settle per ticket.
 */
import { families, getPlay, playsOf } from '../../../engine-worker/engine';
import { compare, divide, multiply, subtract, truncateDecimals } from '../../../engine-worker/orders/money';
import { MAX_MULTIPLE } from '../../../engine-worker/orders/order-lines';
import type { OddsChoice, PlayOdds } from '../../../contract/lottery';
import type { Family, PlayDefinition, Selection } from '../../../engine-worker/types';
import type { ServerConfig } from '../../config';

export interface PlayOddsModel {
  family: Family;
  id: string;
  /** Probability per level (uniform plays) */
  probabilities: number[];
  /** Per-ticket probabilities when they differ between tickets (ticket → per level). */
  perTicket?: Map<string, number[]>;
  odds: PlayOdds;
}

const MAX_SAMPLE_TICKETS = 2000;

/** A decimal string for a probability (no exponent notation). */
function probabilityString(p: number): string {
  const s = p.toFixed(20);
  return /[1-9]/.test(s) ? s : '0';
}

export function bonusFor(probability: number, levels: number, ret: string, point: string): string {
  if (!(probability > 0)) return '0';
  const share = divide(multiply('2', subtract(ret, point)), String(levels));
  return truncateDecimals(divide(share, probabilityString(probability)), 2);
}

/** A selection the play accepts, whose expansion shows its tickets (full plate, else smaller ones). */
function sampleSelection(play: PlayDefinition): Selection | undefined {
  const { plate } = play;
  const tries: Selection[] = [];
  if (plate.kind === 'input') {
    const e = plate.entry;
    if (!e) return undefined;
    const span = e.max - e.min + 1;
    const make = (offsets: number[]) =>
      offsets.map((o) => e.min + (o % span)).map((n) => (e.kind === 'numbers' ? String(n).padStart(2, '0') : String(n)));
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
  for (const selection of tries) {
    try {
      // Never expand a huge selection (all 49 numbers of 七不中 is 86 million tickets).
      const count = play.rules.countBets(selection);
      if (count > 0 && count <= MAX_SAMPLE_TICKETS && play.rules.expand(selection).length > 0) return selection;
    } catch {
      /* try the next */
    }
  }
  return undefined;
}

function sameProbabilities(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((p, i) => Math.abs(p - b[i]!) <= 1e-12 * Math.max(1, p));
}

export function buildOddsModel(play: PlayDefinition, config: ServerConfig): PlayOddsModel | undefined {
  const selection = sampleSelection(play);
  if (!selection) return undefined;
  const tickets = play.rules.expand(selection);
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
  // The representative: the first ticket (uniform plays) or the ticket with the highest level-0 bonus (lowest probability).
  let rep = probs[0]!;
  let perTicket: Map<string, number[]> | undefined;
  if (!uniform) {
    perTicket = new Map(sample.map((t, i) => [t, probs[i]!]));
    rep = probs.reduce((low, p) => ((p[0] ?? 1) < (low[0] ?? 1) ? p : low));
  }
  const bonusA = (point: string) => bonusFor(rep[0]!, levels, config.returnA, point);
  const choices: OddsChoice[] = [];
  const step = '0.005';
  for (let point = config.rateA; compare(point, '0') >= 0; point = subtract(point, step)) choices.push({ point, odds: bonusA(point), type: 'A' });
  if (compare(choices[choices.length - 1]?.point ?? '1', '0') !== 0) choices.push({ point: '0', odds: bonusA('0'), type: 'A' });
  const bonusB = bonusFor(rep[0]!, levels, config.returnB, '0');
  choices.push({ point: '0', odds: bonusB, type: 'B' });
  const odds: PlayOdds = {
    bonusA: bonusA('0'),
    rateA: config.rateA,
    bonusB,
    rateB: '0',
    s: play.singlePickLimit ?? 0,
    n: levels,
    m: MAX_MULTIPLE,
    levels: rep.map((p, i) => ({ name: play.prizeLevels[i] ?? '', bonusA: bonusFor(p, levels, config.returnA, '0'), bonusB: bonusFor(p, levels, config.returnB, '0') })),
    choices,
  };
  if (perTicket) {
    odds.options = Object.fromEntries(
      [...perTicket].map(([ticket, p]) => [ticket.includes(':') ? ticket.slice(ticket.indexOf(':') + 1) : ticket, { bonusA: bonusFor(p[0]!, levels, config.returnA, '0'), bonusB: bonusFor(p[0]!, levels, config.returnB, '0') }]),
    );
  }
  return { family: play.family, id: play.id, probabilities: rep, perTicket, odds };
}

/** Odds per family, computed on first use and cached for the process (the catalogue is static). */
export class OddsBook {
  private readonly cache = new Map<string, PlayOddsModel | null>();
  constructor(private readonly config: ServerConfig) {}

  model(family: Family, id: string): PlayOddsModel | undefined {
    const key = `${family}:${id}`;
    if (!this.cache.has(key)) {
      let model: PlayOddsModel | undefined;
      try {
        model = buildOddsModel(getPlay(key), this.config);
      } catch {
        model = undefined;
      }
      this.cache.set(key, model ?? null);
    }
    return this.cache.get(key) ?? undefined;
  }

  family(family: Family): Record<string, PlayOdds> {
    const result: Record<string, PlayOdds> = {};
    for (const play of playsOf(family)) {
      const model = this.model(family, play.id);
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

  /** Bonuses per level for a ticket's probabilities at a type and point. */
  bonuses(model: PlayOddsModel, probabilities: number[], type: 'A' | 'B', point: string): string[] {
    const ret = type === 'A' ? this.config.returnA : this.config.returnB;
    const levels = probabilities.length || 1;
    return probabilities.map((p) => bonusFor(p, levels, ret, type === 'A' ? point : '0'));
  }
}

function safeEq(a: string, b: string): boolean {
  try {
    return compare(a, b) === 0;
  } catch {
    return false;
  }
}
