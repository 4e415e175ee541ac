/**
 * What an order must be paid, from the rules the player is shown, in exact integers:
 *   - a winning ticket pays bonus(level) × price ÷ 2 × piece (the bonus is the 2元 prize);
 *   - a bonus is 2 ÷ p × (return − point) ÷ (the levels the ticket can win), truncated to 2 decimals;
 *   - a 过关 ticket's bonus is 2 × Π(leg bonus ÷ 2) over the legs won (a leg tied on 49 counts 1), truncated;
 *   - a tied ticket refunds its stake, price × piece;
 *   - an order's prize is summed exactly and rounded half up once to minor units (0.0001 元);
 *   - the rebate is point × the stake that was not refunded, rounded half up;
 *   - the single-pick cap limits the prizes of one player's single picks of an issue together
 *     (earliest order first); a refund is never capped.
 */
import { combinations, range, type Outcome, type RefTicket } from './reference-kit';
import { zodiacOf, zodiacNames } from './mark-six-plays';

/** A decimal string as an integer count of 10^-scale units (exact; throws on more decimals). */
export function scaled(value: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > scale) throw new Error(`${value} has more than ${scale} decimals`);
  return BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt(decimals.padEnd(scale, '0') || '0');
}

/** A probability as a fraction. */
export interface Chance {
  wins: bigint;
  of: bigint;
}

/**
 * A published probability (a decimal string printed from a float, e.g. 0.01000000000000000021) as
 * the exact fraction it stands for: the first continued-fraction convergent within 10^-12 of it
 * (the plays' chances are fractions such as 1/100 or 20843956/85900584).
 */
export function chanceOf(probability: string): Chance {
  const decimals = probability.split('.')[1]?.length ?? 0;
  const x = { wins: scaled(probability, decimals), of: 10n ** BigInt(decimals) };
  let [h0, h1, k0, k1] = [0n, 1n, 1n, 0n];
  let [num, den] = [x.wins, x.of];
  while (den !== 0n) {
    const a = num / den;
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    [num, den] = [den, num - a * den];
    // |h1/k1 − x| ≤ 10^-12 · x
    const diff = h1 * x.of - x.wins * k1;
    if ((diff < 0n ? -diff : diff) * 10n ** 12n <= x.wins * k1) return { wins: h1, of: k1 };
  }
  return x;
}

/** The bonus in cents: trunc(2 × (return − point) ÷ levels ÷ p, 2 decimals). Return and point have at most 3 decimals. */
export function bonusCents(chance: Chance, levels: number, ret: string, point: string): bigint {
  if (chance.wins === 0n) return 0n;
  const share = scaled(ret, 3) - scaled(point, 3); // thousandths
  return (200n * share * chance.of) / (1000n * chance.wins * BigInt(levels));
}

/** 过关: trunc(2 × Π(bonus ÷ 2), 2 decimals), bonuses in cents. */
export function parlayCents(legCents: readonly bigint[]): bigint {
  const numerator = legCents.reduce((total, b) => total * b, 200n);
  const denominator = legCents.reduce((total) => total * 200n, 1n);
  return numerator / denominator;
}

const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

/**
 * Mark Six 连肖 / 尾数连 chances, exactly: the numbers each zodiac (tail) owns decide them. 中:
 * every group owns one of the 7 drawn (inclusion–exclusion over the groups missed); 不中: none does.
 */
export function groupsChance(groupSizes: readonly number[], every: boolean): Chance {
  const of = binomial(49, 7);
  if (!every) return { wins: binomial(49 - groupSizes.reduce((a, b) => a + b, 0), 7), of };
  let wins = 0n;
  for (let k = 0; k <= groupSizes.length; k++)
    for (const missed of combinations(groupSizes, k)) wins += (k % 2 === 0 ? 1n : -1n) * binomial(49 - missed.reduce((a, b) => a + b, 0), 7);
  return { wins, of };
}

export const zodiacSize = (zodiac: string, yearZodiac: number) => range(1, 49).filter((n) => zodiacOf(n, yearZodiac) === zodiac).length;
export const tailSize = (tail: string) => range(1, 49).filter((n) => `${n % 10}尾` === tail).length;
export { zodiacNames };

export interface OrderTerms {
  price: string;
  piece: number;
  point: string;
}

/** An order's prize (wins only) and refund in minor units: `bonus(ticket, level)` gives each winning ticket's bonus in cents. */
export function referencePrize(
  judged: ReadonlyArray<{ ticket: RefTicket; outcome: Outcome }>,
  terms: OrderTerms,
  bonus: (ticket: RefTicket, level: number) => bigint,
): { prize: bigint; refund: bigint } {
  const priceMilli = scaled(terms.price, 3);
  const piece = BigInt(terms.piece);
  let twentieths = 0n; // cents × thousandths ÷ 2 = 1/20 minor unit
  let refunds = 0n;
  for (const { ticket, outcome } of judged) {
    if (outcome === 'refund') refunds++;
    else if (outcome !== 'lose') twentieths += bonus(ticket, outcome) * priceMilli * piece;
  }
  return { prize: (twentieths * 2n + 20n) / 40n, refund: refunds * priceMilli * piece * 10n };
}

export function referenceRebate(stake: bigint, refund: bigint, point: string): bigint {
  return ((stake - refund) * scaled(point, 3) * 2n + 1000n) / 2000n;
}

/** Caps single picks per player in order id order; returns the prize paid per order id (refunds apart). */
export function capSinglePicks(orders: ReadonlyArray<{ id: number; user: number; cap: bigint; prize: bigint }>): Map<number, bigint> {
  const left = new Map<number, bigint>();
  const paid = new Map<number, bigint>();
  for (const order of [...orders].sort((a, b) => a.id - b.id)) {
    if (order.cap === 0n) {
      paid.set(order.id, order.prize);
      continue;
    }
    const allowed = left.get(order.user) ?? order.cap;
    const pay = order.prize < allowed ? order.prize : allowed;
    left.set(order.user, allowed - pay);
    paid.set(order.id, pay);
  }
  return paid;
}

/** Every draw of a family whose draw space is small enough to walk (not pk10, not Mark Six). */
export function allDraws(shape: { length: number; min: number; max: number; distinct: boolean }): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === shape.length) {
      out.push(prefix);
      return;
    }
    for (let n = shape.min; n <= shape.max; n++) if (!shape.distinct || !prefix.includes(n)) walk([...prefix, n]);
  };
  walk([]);
  return out;
}

/** A ticket's exact chance at a level: the share of all draws where the reference says it wins that level. */
export function exactChance(draws: readonly number[][], ticket: RefTicket, level: number): Chance {
  let wins = 0n;
  for (const draw of draws) if (ticket.judge(draw, { yearZodiac: 0 }) === level) wins++;
  return { wins, of: BigInt(draws.length) };
}
