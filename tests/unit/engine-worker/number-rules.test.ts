import { describe, expect, it } from 'vitest';
import { checkSelection, getPlay, playsOf } from '../../../engine-worker/engine';
import { cartesian } from '../../../engine-worker/counting/combinatorics';
import { probabilityOver } from '../../../engine-worker/draws/draw-space';
import { codeFromSelection, positionFromSelection, selectionFromCode } from '../../../engine-worker/orders/order-code';
import { elevenPool, formatNumber, orderedTuples, poolOptions, tenPool } from '../../../engine-worker/rules/number-pool';
import { numberSetRules } from '../../../engine-worker/rules/number-set-rules';
import { distinctTupleCount, anyOrderedRules } from '../../../engine-worker/rules/ordered-distinct-rules';
import { tallyOutcomes } from '../../../engine-worker/rules/option-rules';
import { forEachOrderedTuple, rankOptionRules } from '../../../engine-worker/rules/rank-rules';
import type { Family, PlayDefinition, Selection } from '../../../engine-worker/types';
import { randomDraw } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const pickFrom = <T>(items: readonly T[], size: number, random: () => number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < size && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
};

/**
 * Selections the shared random helper rarely makes: rows up to every option (任选七/八中五
 * need 7-8 picks), 胆拖 rows kept apart as the plate keeps them, any number of ticked ranks.
 */
function wideSelection(play: PlayDefinition, random: () => number): Selection {
  const picker = play.plate.positionPicker;
  const positions = picker ? picker.labels.map((_, i) => i).filter(() => random() < 0.5) : undefined;
  const withPositions = (rows: string[][]): Selection => (positions ? { rows, positions } : { rows });
  if (play.plate.kind === 'input') {
    const entry = play.plate.entry!;
    const numbers = poolOptions({ min: entry.min, max: entry.max });
    const entries = new Set<string>();
    const count = 1 + Math.floor(random() * 6);
    for (let i = 0; i < count; i++) {
      const picked = pickFrom(numbers, entry.length, random);
      entries.add((entry.unordered ? picked.sort((a, b) => Number(a) - Number(b)) : picked).join(' '));
    }
    return withPositions([[...entries]]);
  }
  for (let attempt = 0; attempt < 80; attempt++) {
    const used = new Set<string>();
    const bankDrag = play.countRule === '11x5rxdt';
    const rows = play.plate.rows.map((row) => {
      const free = bankDrag ? row.options.filter((o) => !used.has(o)) : row.options;
      // later attempts shrink the rows until the selection is small enough to expand
      const limit = Math.min(row.maxPicks ?? free.length, free.length >> Math.floor(attempt / 16));
      const picked = pickFrom(free, Math.floor(Math.sqrt(random()) * (limit + 1)), random);
      picked.forEach((o) => used.add(o));
      return picked;
    });
    const selection = checkSelection(play, withPositions(rows));
    const count = play.rules.countBets(selection);
    if (count > 0 && count <= 2500) return selection;
  }
  return withPositions(play.plate.rows.map(() => []));
}

describe('distinctTupleCount', () => {
  it('gives the inclusion–exclusion formulas when rows overlap', () => {
    expect(
      distinctTupleCount([
        ['01', '02'],
        ['01', '02'],
      ]),
    ).toBe(2);
    // A·B·C − A|B∩C| − B|A∩C| − C|A∩B| + 2|A∩B∩C| = 12 − 4 − 4 − 6 + 4
    expect(
      distinctTupleCount([
        ['01', '02'],
        ['01', '02'],
        ['01', '02', '03'],
      ]),
    ).toBe(2);
    const all = poolOptions(elevenPool);
    expect(distinctTupleCount([all, all, all])).toBe(990);
    expect(distinctTupleCount([all, all])).toBe(110);
    const ten = poolOptions(tenPool);
    expect(distinctTupleCount([ten, ten, ten, ten, ten])).toBe(30240);
    expect(distinctTupleCount([['01'], []])).toBe(0);
    expect(distinctTupleCount([['01'], ['01']])).toBe(0);
  });

  it('equals counting the distinct tuples one by one for random rows', () => {
    const random = mulberry32(4242);
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 5);
      const pool = poolOptions({ min: 1, max: 3 + Math.floor(random() * 5) });
      const rows = Array.from({ length: size }, () => pickFrom(pool, Math.floor(random() * (pool.length + 1)), random));
      const brute = cartesian(rows).filter((t) => new Set(t).size === t.length).length;
      expect(distinctTupleCount(rows), JSON.stringify(rows)).toBe(brute);
    }
  });
});

describe('numberSetRules', () => {
  const rx = (pick: number, from: 'combination' | 'bankDrag' | 'entries') => numberSetRules({ scope: [0, 1, 2, 3, 4], pick, pool: elevenPool, from });

  it('counts 胆拖 only when the bank is 1..z−1, bank + drag exceeds z and the rows do not overlap', () => {
    const dt = rx(3, 'bankDrag');
    expect(dt.countBets({ rows: [['01'], ['02', '03', '04']] })).toBe(3);
    expect(dt.countBets({ rows: [['01', '02'], ['03']] })).toBe(0);
    expect(dt.countBets({ rows: [[], ['03', '04', '05', '06']] })).toBe(0);
    expect(
      dt.countBets({
        rows: [
          ['01', '02', '03'],
          ['04', '05'],
        ],
      }),
    ).toBe(0);
    expect(dt.countBets({ rows: [['01'], ['01', '02', '03']] })).toBe(0);
    expect(dt.expand({ rows: [['01'], ['01', '02', '03']] })).toEqual([]);
    expect(dt.winningBets({ rows: [['01'], ['01', '02', '03']] }, [1, 2, 3, 4, 5]).levels).toEqual([0]);
    expect(dt.expand({ rows: [['05'], ['11', '02', '03']] }).sort()).toEqual(['02 03 05', '02 05 11', '03 05 11']);
  });

  it('wins a ticket when its numbers are all drawn (k ≤ 5) or hold every drawn number (k > 5)', () => {
    const draw = [1, 2, 3, 4, 5];
    expect(rx(2, 'entries').ticketOutcome('01 05', draw)).toBe(0);
    expect(rx(2, 'entries').ticketOutcome('01 06', draw)).toBe(-1);
    expect(rx(5, 'entries').ticketOutcome('01 02 03 04 05', draw)).toBe(0);
    expect(rx(6, 'entries').ticketOutcome('01 02 03 04 05 11', draw)).toBe(0);
    expect(rx(6, 'entries').ticketOutcome('01 02 03 04 10 11', draw)).toBe(-1);
    const front = numberSetRules({ scope: [0, 1, 2], pick: 3, pool: elevenPool, from: 'entries' });
    expect(front.ticketOutcome('01 02 03', [3, 1, 2, 4, 5])).toBe(0);
    expect(front.ticketOutcome('01 02 04', [3, 1, 2, 4, 5])).toBe(-1);
  });

  it('settles 复式 and 胆拖 directly as ticket by ticket for every ticket size', () => {
    const random = mulberry32(77);
    const all = poolOptions(elevenPool);
    for (let round = 0; round < 120; round++) {
      const pick = 1 + Math.floor(random() * 8);
      const draw = randomDraw('11x5', random);
      const shuffled = pickFrom(all, 11, random);
      const bank = 1 + Math.floor(random() * Math.max(1, pick - 1));
      const selections: Array<['combination' | 'bankDrag', Selection]> = [
        ['combination', { rows: [shuffled.slice(0, pick + Math.floor(random() * (11 - pick + 1)))] }],
        ['bankDrag', { rows: [shuffled.slice(0, bank), shuffled.slice(bank, bank + 1 + Math.floor(random() * (11 - bank)))] }],
      ];
      for (const [from, selection] of selections) {
        const rules = rx(pick, from);
        const tickets = rules.expand(selection);
        expect(rules.countBets(selection)).toBe(tickets.length);
        expect(rules.winningBets(selection, draw), `${from} ${pick} ${JSON.stringify(selection)}`).toEqual(
          tallyOutcomes(
            1,
            tickets.map((t) => rules.ticketOutcome(t, draw)),
          ),
        );
      }
    }
  });
});

describe('anyOrderedRules', () => {
  it('counts Σ over rank pairs of distinct pairs (pk10rzxfs)', () => {
    const rules = anyOrderedRules({ pick: 2, pool: tenPool });
    const rows = Array.from({ length: 10 }, () => [] as string[]);
    rows[0] = ['01', '02'];
    rows[1] = ['01', '02'];
    rows[5] = ['03'];
    // ranks (0,1): 2, (0,5): 2, (1,5): 2
    expect(rules.countBets({ rows })).toBe(6);
    const ten = poolOptions(tenPool);
    expect(rules.countBets({ rows: rows.map(() => ten) })).toBe(45 * 90);
  });
});

describe('rankOptionRules', () => {
  it('walks the ordered distinct tuples of the ranks read', () => {
    let seen = 0;
    forEachOrderedTuple(tenPool, 3, () => seen++);
    expect(seen).toBe(720);
    expect(orderedTuples(11, 5)).toBe(55440);
    const rules = rankOptionRules({ pool: tenPool, ranksOf: () => [0, 1], wins: (option, [a, b]) => Number(option) === a! + b! });
    expect(rules.winProbability('0:11')[0]).toBeCloseTo(10 / 90, 12);
    expect(rules.winProbability('0:3')[0]).toBeCloseTo(2 / 90, 12);
  });
});

describe('number family plays', () => {
  const families: Family[] = ['11x5', 'kl12', 'pk10'];

  it('expand to as many distinct tickets as they count and settle like ticket by ticket on wide selections', () => {
    const random = mulberry32(9001);
    let checks = 0;
    for (const family of families) {
      for (const info of playsOf(family)) {
        const play = getPlay(`${family}:${info.id}`);
        let withTickets = 0;
        for (let round = 0; round < 4; round++) {
          const selection = wideSelection(play, random);
          const tickets = play.rules.expand(selection);
          if (tickets.length > 0) withTickets++;
          // the order line code carries the same selection
          const back = checkSelection(play, selectionFromCode(play, codeFromSelection(play, selection), positionFromSelection(play, selection)));
          expect(play.rules.countBets(back), `${info.id} through its order code`).toBe(tickets.length);
          expect(new Set(tickets).size, `${info.id} distinct`).toBe(tickets.length);
          expect(play.rules.countBets(selection), `${family}:${info.id} ${JSON.stringify(selection)}`).toBe(tickets.length);
          for (let d = 0; d < 3; d++) {
            const draw = randomDraw(family, random);
            const tally = tallyOutcomes(
              1,
              tickets.map((t) => play.rules.ticketOutcome(t, draw)),
            );
            expect(play.rules.winningBets(selection, draw), `${family}:${info.id} ${JSON.stringify(selection)} vs ${draw.map(formatNumber).join(' ')}`).toEqual(
              tally,
            );
            checks++;
          }
        }
        expect(withTickets, `${family}:${info.id} made few tickets`).toBeGreaterThan(2);
      }
    }
    expect(checks).toBeGreaterThan(1000);
  });

  it('count 0 for an empty selection', () => {
    for (const family of families)
      for (const info of playsOf(family)) {
        const play = getPlay(`${family}:${info.id}`);
        const rows = play.plate.kind === 'input' ? [[]] : play.plate.rows.map(() => []);
        expect(play.rules.countBets({ rows, positions: play.plate.positionPicker?.defaults }), `${family}:${info.id}`).toBe(0);
      }
  });

  it('give each ticket the chance found by walking every 11x5 and kl12 draw', () => {
    const random = mulberry32(5511);
    for (const family of ['11x5', 'kl12'] as const) {
      for (const info of playsOf(family)) {
        const play = getPlay(`${family}:${info.id}`);
        const tickets = play.rules.expand(wideSelection(play, random));
        expect(tickets.length, `${family}:${info.id}`).toBeGreaterThan(0);
        const ticket = tickets[Math.floor(random() * tickets.length)]!;
        const exact = probabilityOver(family, 1, (draw) => play.rules.ticketOutcome(ticket, draw));
        expect(play.rules.winProbability(ticket)[0], `${family}:${info.id} ${ticket}`).toBeCloseTo(exact[0]!, 12);
      }
    }
  });

  it('give each pk10 ticket the chance seen over 40 000 random finishing orders', () => {
    const random = mulberry32(1010);
    const draws = Array.from({ length: 40000 }, () => randomDraw('pk10', random));
    for (const info of playsOf('pk10')) {
      const play = getPlay(`pk10:${info.id}`);
      const tickets = play.rules.expand(wideSelection(play, random));
      const ticket = tickets[Math.floor(random() * tickets.length)]!;
      const p = play.rules.winProbability(ticket)[0]!;
      const seen = draws.filter((draw) => play.rules.ticketOutcome(ticket, draw) === 0).length / draws.length;
      // within 5 standard deviations (and an absolute floor for the rare tickets)
      expect(Math.abs(seen - p), `pk10:${info.id} ${ticket}: ${seen} vs ${p}`).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / draws.length) + 1e-4);
    }
  });
});
