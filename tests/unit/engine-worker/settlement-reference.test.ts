/**
 * The engine's wins against the settlement reference (tests/support/settlement-reference): for
 * seeded random selections and draws of every play, the winning bets per prize level, the
 * refunded bets and the bet count must be the reference's. `npm run test:money -- --runs N
 * --seed S` runs the same property longer; a failure names the seed and the run to replay.
 */
import { describe, expect, it } from 'vitest';
import { countBets, families, playsOf, winningBets } from '../../../engine-worker/engine';
import type { Family, PlayInfo } from '../../../engine-worker/types';
import { judge, referencePlays, referenceTickets, tally, yearZodiacOf } from '../../support/settlement-reference/index';
import { moneyRunSettings, numbersIn, randomDraw, randomOf, randomSelection, seeded } from '../../support/settlement-reference/random-cases';

const { seed, runs } = moneyRunSettings(1700);
const plays: Array<{ family: Family; info: PlayInfo }> = families.flatMap((family) => playsOf(family).map((info) => ({ family, info })));
/** Dates on both sides of two Chinese New Years, so Mark Six zodiacs change year in the runs. */
const drawDates = ['2025-01-28', '2025-01-29', '2025-11-30', '2026-02-16', '2026-02-17', '2026-11-27'];
const DRAWS_PER_SELECTION = 6;

describe('settlement reference', () => {
  it('has a rule for every play of the catalogue, and none for a play the catalogue lacks', () => {
    for (const family of families)
      expect(Object.keys(referencePlays[family]).sort(), family).toEqual(
        playsOf(family)
          .map((p) => p.id)
          .sort(),
      );
  });

  it(`counts the wins and refunds of every play as the engine does (seed ${seed}, ${runs} runs)`, () => {
    const mismatches: string[] = [];
    const random = seeded(seed);
    const won = new Set<string>();
    let refunds = 0;
    for (let run = 0; run < runs && mismatches.length < 20; run++) {
      const { family, info } = plays[run % plays.length]!;
      const key = `${family}:${info.id}`;
      const selection = randomSelection(family, info, random);
      const tickets = referenceTickets(family, info.id, selection);
      const where = `seed ${seed} run ${run} ${key} ${JSON.stringify(selection)}`;
      let count: number;
      try {
        count = countBets(key, selection);
      } catch (error) {
        mismatches.push(`${where}: the engine refused the selection (${(error as Error).message})`);
        continue;
      }
      if (count !== tickets.length) mismatches.push(`${where}: count ${count}, reference ${tickets.length}`);
      const favour = numbersIn(selection, ['ssc', '3d', 'ky481', 'k3'].includes(family));
      for (let d = 0; d < DRAWS_PER_SELECTION; d++) {
        const draw = randomDraw(family, random, d % 2 === 0 ? favour : []);
        const drawDate = randomOf(random, drawDates);
        const expected = tally(judge(tickets, draw, { yearZodiac: yearZodiacOf(drawDate) }), info.prizeLevels.length);
        const got = winningBets(key, selection, draw, { drawDate });
        if (expected.levels.some((n) => n > 0)) won.add(key);
        refunds += expected.refunds;
        if (JSON.stringify(got) !== JSON.stringify(expected))
          mismatches.push(`${where} draw ${draw.join(',')} on ${drawDate}: engine ${JSON.stringify(got)}, reference ${JSON.stringify(expected)}`);
      }
    }
    // the property is only worth something if the draws make tickets win: most plays win in any run
    expect(won.size / Math.min(plays.length, runs)).toBeGreaterThan(0.8);
    expect(refunds).toBeGreaterThan(0);
    expect(mismatches, `replay with: npm run test:money -- --seed ${seed} --runs ${runs}`).toEqual([]);
  });
});
