import { describe, expect, it } from 'vitest';
import type { OddsChoice } from '../../../../contract/lottery';
import { classOdds, classOddsText, lineBonuses, prizesOf } from '../../../../app/features/lottery/plate-store';
import { defaultConfig } from '../../../../server/config';
import { OddsBook } from '../../../../server/domains/lottery/odds';

// 二连肖（中）: a ticket with this year's zodiac (5 numbers) and another (4) wins when both are among the 7 of 49 drawn.
const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const ALL = choose(49, 7);
const bothHit = (a: number, b: number) => ALL - choose(49 - a, 7) - choose(49 - b, 7) + choose(49 - a - b, 7);
/** 2 × (return − point) ÷ p truncated to 2 decimals; return and point in thousandths. */
const bonus = (wins: bigint, ret: number, point: number) => {
  const cents = (2n * BigInt(ret - point) * ALL * 100n) / (1000n * wins);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`.replace(/\.?0+$/, '');
};

describe('ticket class odds on the plate and the slip', () => {
  const odds = new OddsBook(defaultConfig).model('lhc', 'lx_lx_2lx')!.odds;
  const play = { id: 'lx_lx_2lx', countRule: 'combination' } as never;

  it('shows each class with its label at the chosen type and point, as settlement pays it', () => {
    const top: OddsChoice = { type: 'A', point: '0', odds: odds.bonusA };
    expect(classOddsText(odds, top)).toBe(`不含本命肖 ${bonus(bothHit(4, 4), 980, 0)}，含本命肖 ${bonus(bothHit(5, 4), 980, 0)}`);
    const rebate: OddsChoice = { type: 'A', point: '0.065', odds: '0' };
    expect(classOdds(odds, rebate)).toEqual([
      { label: '不含本命肖', bonus: bonus(bothHit(4, 4), 980, 65) },
      { label: '含本命肖', bonus: bonus(bothHit(5, 4), 980, 65) },
    ]);
    const typeB: OddsChoice = { type: 'B', point: '0', odds: odds.bonusB };
    expect(classOdds(odds, typeB).map((c) => c.bonus)).toEqual([bonus(bothHit(4, 4), 950, 0), bonus(bothHit(5, 4), 950, 0)]);
  });

  it('gives the prize line the range from the lowest class to the highest', () => {
    const top: OddsChoice = { type: 'A', point: '0', odds: odds.bonusA };
    expect(prizesOf(lineBonuses(play, [['马', '羊']], top, odds), '2', 1)).toEqual({ prize: '9.55', lowestPrize: '8.07' });
    expect(classOddsText({ ...odds, classes: undefined }, top)).toBeUndefined();
  });

  it('shows a 二星组选单式 line at what its entries pay, with no class of entries the plate refuses', () => {
    // every entry the plate takes is two distinct digits, drawn in 2 of 100 orders: 2 ÷ 0.02 × 0.98 = 98
    const entries = new OddsBook(defaultConfig).model('ssc', 'em_zux_qds')!.odds;
    const group = { id: 'em_zux_qds', countRule: 'input' } as never;
    const top = entries.choices.find((c) => c.type === 'A' && c.point === '0')!;
    expect(top.odds).toBe('98');
    expect(classOddsText(entries, top)).toBeUndefined();
    expect(prizesOf(lineBonuses(group, [['18', '29']], top, entries), '2', 1)).toEqual({ prize: '98', lowestPrize: '98' });
  });
});
