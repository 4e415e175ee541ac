import { describe, expect, it } from 'vitest';
import { lineBonuses, prizesOf } from '../../../../app/features/lottery/plate-store';
import { playsOf } from '../../../../engine-worker/engine';
import { OddsBook } from '../../../../server/domains/lottery/odds';
import { defaultConfig } from '../../../../server/config';

// The prize range the slip shows must be what settlement pays: the client prices each prize level at the chosen
// point from the published odds, and the server stores the same per-level bonuses on the order.
const book = new OddsBook(defaultConfig);
const multiLevel = playsOf('ssc')
  .filter((p) => p.prizeLevels.length >= 2)
  .slice(0, 6);

describe('prize range', () => {
  it('prices every level of a multi-level play at the published bonus of that level', () => {
    let checked = 0;
    for (const play of multiLevel) {
      const playOdds = book.model('ssc', play.id)?.odds;
      if (!playOdds || playOdds.options) continue;
      const atPointZero = (type: 'A' | 'B') => playOdds.choices.find((c) => c.type === type && c.point === '0')!;
      expect(lineBonuses(play, [], atPointZero('A'), playOdds), play.id).toEqual(playOdds.levels.map((l) => l.bonusA));
      expect(lineBonuses(play, [], atPointZero('B'), playOdds), play.id).toEqual(playOdds.levels.map((l) => l.bonusB));
      // a rebate point lowers every level in proportion, never above the level's point-0 bonus
      const rebate = playOdds.choices.find((c) => c.type === 'A' && c.point !== '0');
      if (rebate) lineBonuses(play, [], rebate, playOdds).forEach((bonus, i) => expect(Number(bonus)).toBeLessThan(Number(playOdds.levels[i]!.bonusA)));
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('shows lowest~highest of one winning bet at the mode and multiple', () => {
    const play = multiLevel.find((p) => !book.model('ssc', p.id)?.odds.options)!;
    const playOdds = book.model('ssc', play.id)!.odds;
    const top = playOdds.choices.find((c) => c.type === 'A' && c.point === '0')!;
    const { prize, lowestPrize } = prizesOf(lineBonuses(play, [], top, playOdds), '2', 1);
    expect(prize).toBe(
      playOdds.levels
        .map((l) => Number(l.bonusA))
        .reduce((a, b) => Math.max(a, b))
        .toString(),
    );
    expect(Number(lowestPrize)).toBeLessThan(Number(prize));
  });
});
