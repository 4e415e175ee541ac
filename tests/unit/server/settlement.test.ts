import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { add, minorUnits, multiply, prizeOf } from '../../../rules/money';
import { optionBonus } from '../../../app/features/lottery/option-odds';
import { prizeMinorUnits } from '../../../server/domains/lottery/settlement';
import { bonusFor } from '../../../server/domains/lottery/odds';
import { orderId, userId } from '../../../server/db/ids';

/** Yuan → hao rounded half up, in decimal.js: past the safe-integer range too (the largest prizes below reach 10^17 hao). */
const haoOf = (yuan: string) => Number(new Decimal(yuan).times(10_000).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

describe('settlement arithmetic', () => {
  it('computes prizes in minor units exactly as rules/money.ts does (prizeOf summed, rounded half up)', () => {
    const prices = ['2', '1', '0.2', '0.1', '0.02', '0.002'];
    const bonuses = ['1.94', '3.92', '9.8', '19.5', '70.56', '423.36', '1949.8', '196000', '27405879.36'];
    for (const price of prices)
      for (const bonus of bonuses)
        for (const piece of [1, 3, 7, 99999])
          for (const [wins, refunds] of [
            [1, 0],
            [2, 1],
            [5, 0],
          ] as const) {
            const expected = add(multiply(prizeOf(bonus, price, piece), String(wins)), multiply(price, String(piece), String(refunds)));
            const prize = () => prizeMinorUnits({ levels: [wins], refunds }, [bonus], price, piece);
            // past 2^53 hao (900 billion yuan) a prize is no money the ledger can hold: refused, never rounded
            if (Number.isSafeInteger(haoOf(expected))) expect(prize()).toBe(haoOf(expected));
            else expect(prize).toThrow(/最小单位金额必须是整数/);
          }
  });

  it('derives bonuses from the probability and the return, truncated to 2 decimals', () => {
    expect(bonusFor(1 / 100000, 1, '0.98', '0')).toBe('196000');
    expect(bonusFor(1 / 100000, 1, '0.98', '0.065')).toBe('183000');
    expect(bonusFor(0.5, 1, '0.98', '0')).toBe('3.92');
    expect(bonusFor(1 / 3, 1, '0.98', '0')).toBe('5.88');
    expect(bonusFor(1 / 13983816, 1, '0.95', '0')).toBe('26569250.4');
    expect(bonusFor(0.1, 2, '0.98', '0')).toBe('9.8'); // two levels share the return
  });
});

describe('per-ticket settlement (plays whose tickets differ in odds)', () => {
  it("wins exactly when the engine's winningBets says so, for Mark Six zodiac combinations and k3 sums", async () => {
    const { OddsBook } = await import('../../../server/domains/lottery/odds');
    const { prizeOfOrder } = await import('../../../server/domains/lottery/settlement');
    const { defaultConfig } = await import('../../../server/config');
    const { getPlay, winningBets } = await import('../../../engine-worker/engine');
    const { selectionFromCode, codeFromSelection } = await import('../../../engine-worker/orders/order-code');
    const { deriveDraw, seedHashOf } = await import('../../../server/domains/lottery/fairness');
    const odds = new OddsBook(defaultConfig);
    const cases = [
      { family: 'lhc' as const, method: 'lx_lx_2lx' },
      { family: 'lhc' as const, method: 'tm_tm_sx' },
      { family: 'k3' as const, method: 'hz_hz_hz' },
    ];
    for (const { family, method } of cases) {
      const play = getPlay(`${family}:${method}`);
      const model = odds.model(family, method)!;
      expect(model.perTicket).toBeDefined();
      const selection = { rows: play.plate.rows.map((r) => r.options.slice(0, 4)) };
      const code = codeFromSelection(play, selection);
      const order = {
        id: orderId(1),
        order_no: 'X',
        user_id: userId(1),
        method,
        code,
        position: null,
        piece: 1,
        price: '2',
        amount: minorUnits(0),
        point: '0',
        bonuses: JSON.stringify({ t: 'A', l: model.odds.levels.map((l) => l.bonusA) }),
        trace_id: null,
      };
      let wins = 0;
      for (let i = 0; i < 300; i++) {
        const draw = deriveDraw(family, seedHashOf(i.toString(16).padStart(64, '0')), 'T', String(i));
        const expected = winningBets(`${family}:${method}`, selectionFromCode(play, code), draw, { drawDate: '2026-11-22' });
        const prize = prizeOfOrder(order, family, draw, odds, '2026-11-22');
        const won = expected.levels.some((w) => w > 0) || expected.refunds > 0;
        expect(prize > 0).toBe(won);
        if (won) wins++;
      }
      expect(wins).toBeGreaterThan(0);
    }
  });
});

describe('rounding of an order judged ticket by ticket', () => {
  // Found by seed 42 (round 2, JSLHC): 3尾连不中 at 0.002元 × 99 was paid 105317 minor units, each
  // winning ticket's prize rounded on its own; the rule is one exact sum, rounded half up once.
  it("sums every ticket's prize exactly and rounds once per order, as the uniform path does", async () => {
    const { OddsBook } = await import('../../../server/domains/lottery/odds');
    const { returnOfOrder } = await import('../../../server/domains/lottery/settlement');
    const { defaultConfig } = await import('../../../server/config');
    const { getPlay } = await import('../../../engine-worker/engine');
    const { codeFromSelection } = await import('../../../engine-worker/orders/order-code');
    const { judge, referenceTickets, yearZodiacOf } = await import('../../support/settlement-reference/index');
    const { bonusCents, groupsChance, referencePrize, tailSize } = await import('../../support/settlement-reference/reference-prize');
    const odds = new OddsBook(defaultConfig);
    const method = 'wl_wlbz_3wl';
    const model = odds.model('lhc', method)!;
    const selection = { rows: [['6尾', '4尾', '0尾', '8尾', '2尾', '1尾', '3尾']] };
    const draw = [2, 21, 28, 42, 11, 31, 49]; // tails 1 2 8 9: the tickets of 0 3 4 6 miss them all and win
    const drawDate = '2026-11-22';
    const terms = { price: '0.002', piece: 99, point: '0' };
    const order = {
      id: orderId(1),
      order_no: 'X',
      user_id: userId(1),
      method,
      code: codeFromSelection(getPlay(`lhc:${method}`), selection),
      position: null,
      ...terms,
      amount: minorUnits(69_300),
      bonuses: JSON.stringify({ t: 'A', l: [model.odds.bonusA], c: odds.classBonuses(model, 'A', '0', drawDate) }),
      trace_id: null,
    };
    // the reference: each winning ticket at trunc(2 × 0.98 ÷ p), p = C(49 − numbers of its tails, 7) ÷ C(49, 7)
    const judged = judge(referenceTickets('lhc', method, selection), draw, { yearZodiac: yearZodiacOf(drawDate) });
    const bonus = (ticket: { name: string }) => bonusCents(groupsChance((ticket.name.match(/\d尾/g) ?? []).map(tailSize), false), 1, '0.98', '0');
    const expected = referencePrize(judged, terms, bonus);
    expect(judged.filter((j) => j.outcome !== 'lose').length).toBe(4);
    expect(expected).toEqual({ prize: 105_316n, refund: 0n });
    expect(returnOfOrder(order, 'lhc', draw, odds, drawDate)).toEqual({ prize: 105_316, refund: 0 });
  });
});

describe('plays whose tickets each win one prize level (组合, 混合组选, 组选和值, 组选包胆)', () => {
  it('quote every level at the odds of the plain play of that form, never 0', async () => {
    const { OddsBook } = await import('../../../server/domains/lottery/odds');
    const { defaultConfig } = await import('../../../server/config');
    const odds = new OddsBook(defaultConfig);
    const bonusOf = (method: string) => odds.model('ssc', method)!.odds.bonusA;
    const levelsOf = (method: string) => odds.model('ssc', method)!.odds.levels.map((l) => l.bonusA);
    expect(levelsOf('wx_zx_zh')).toEqual(['196000', '19600', '1960', '196', '19.6']);
    expect(odds.model('ssc', 'wx_zx_zh')!.odds.bonusA).toBe('196000');
    for (const method of ['qsm_zux_hh', 'qsm_zux_hz', 'qsm_zux_bd', 'hsm_zux_hh', 'rx3_zux_hh', 'rx3_zux_hz'])
      expect(levelsOf(method)).toEqual([bonusOf('qsm_zux_z3'), bonusOf('qsm_zux_z6')]);
  });

  it('pay a 五星组合 ticket every level it wins, and a 混合组选 entry the level of its form', async () => {
    const { OddsBook } = await import('../../../server/domains/lottery/odds');
    const { prizeOfOrder } = await import('../../../server/domains/lottery/settlement');
    const { defaultConfig } = await import('../../../server/config');
    const odds = new OddsBook(defaultConfig);
    const order = (method: string, code: string) => {
      const model = odds.model('ssc', method)!;
      return {
        id: orderId(1),
        order_no: 'X',
        user_id: userId(1),
        method,
        code,
        position: null,
        piece: 1,
        price: '2',
        amount: minorUnits(0),
        point: '0',
        bonuses: JSON.stringify({ t: 'A', l: model.odds.levels.map((l) => l.bonusA) }),
        trace_id: null,
      };
    };
    // 196000 + 19600 + 1960 + 196 + 19.6 yuan, in minor units of 0.0001 yuan
    expect(prizeOfOrder(order('wx_zx_zh', '1|2|3|4|5'), 'ssc', [1, 2, 3, 4, 5], odds)).toBe(2_177_756_000);
    expect(prizeOfOrder(order('wx_zx_zh', '1|2|3|4|5'), 'ssc', [0, 2, 3, 4, 5], odds)).toBe(217_756_000);
    expect(prizeOfOrder(order('qsm_zux_hh', '112,123'), 'ssc', [1, 2, 1, 0, 0], odds)).toBe(6_533_300);
    expect(prizeOfOrder(order('qsm_zux_hh', '112,123'), 'ssc', [3, 2, 1, 0, 0], odds)).toBe(3_266_600);
    expect(prizeOfOrder(order('qsm_zux_hh', '112,123'), 'ssc', [3, 3, 1, 0, 0], odds)).toBe(0);
  });
});

describe('正码过关 (parlay) settlement', () => {
  it('quotes each option as a single bet and pays the product of the odds of the legs won, a tied leg counting 1', async () => {
    const { OddsBook } = await import('../../../server/domains/lottery/odds');
    const { prizeOfOrder } = await import('../../../server/domains/lottery/settlement');
    const { defaultConfig } = await import('../../../server/config');
    const odds = new OddsBook(defaultConfig);
    const model = odds.model('lhc', 'gg_gg_zmgg')!;
    // return A 0.98: 大 and 双 2 ÷ (24/49) × 0.98 = 4.0016 → 4; 红波 2 ÷ (17/49) × 0.98 = 5.649 → 5.64
    expect(model.odds.options?.['大']).toMatchObject({ bonusA: '4', bonusB: '3.87' });
    expect(model.odds.options?.['红波']?.bonusA).toBe('5.64');
    const order = (code: string, type: 'A' | 'B' = 'A') => ({
      id: orderId(1),
      order_no: 'X',
      user_id: userId(1),
      method: 'gg_gg_zmgg',
      code,
      position: null,
      piece: 1,
      price: '2',
      amount: minorUnits(20_000),
      point: '0',
      bonuses: JSON.stringify({ t: type, l: [type === 'A' ? model.odds.bonusA : model.odds.bonusB] }),
      trace_id: null,
    });
    // options by index: 0 大 1 小 2 单 3 双 4 红波 5 绿波 6 蓝波; 正码一 25 大, 正码二 02 双 红, 正码三 13 红
    const draw = [25, 2, 13, 4, 5, 6, 7];
    // 2 × (4/2) × (4/2) × (5.64/2) = 22.56 yuan on a 2元 bet, in minor units of 0.0001 yuan
    expect(prizeOfOrder(order('0|3|4|||'), 'lhc', draw, odds)).toBe(225_600);
    expect(prizeOfOrder(order('0|3||||', 'B'), 'lhc', draw, odds)).toBe(74_800); // B: 2 × 1.935 × 1.935 = 7.488 → 7.48
    expect(prizeOfOrder(order('0|2||||'), 'lhc', draw, odds)).toBe(0); // 正码二 is not 单
    // 正码一 49: its 大 leg ties and counts 1, the 双 leg pays 4
    expect(prizeOfOrder(order('0|3||||'), 'lhc', [49, 2, 13, 4, 5, 6, 7], odds)).toBe(40_000);
    // every leg tied gives the stake back, whatever the piece count (49 is drawn once, so only a
    // hand-made draw ties two legs: the rule is checked on the pure function)
    expect(prizeOfOrder(order('0|3||||'), 'lhc', [49, 49, 13, 4, 5, 6, 7], odds)).toBe(20_000);
    expect(prizeOfOrder({ ...order('0|3||||'), piece: 3 }, 'lhc', [49, 49, 13, 4, 5, 6, 7], odds)).toBe(60_000);
    expect(prizeOfOrder({ ...order('1|2||||'), price: '0.2' }, 'lhc', [49, 49, 13, 4, 5, 6, 7], odds)).toBe(2_000);
  });
});

describe('per-option odds', () => {
  it('shows every option the odds settlement pays for it, at every type and point, and only where one option is one bet', async () => {
    const { OddsBook } = await import('../../../server/domains/lottery/odds');
    const { defaultConfig } = await import('../../../server/config');
    const { families, getPlay, playsOf } = await import('../../../engine-worker/engine');
    const { withMarkSixYear } = await import('../../../engine-worker/draws/mark-six-tables');
    const book = new OddsBook(defaultConfig);
    // Mark Six zodiac options pay by the draw's year: shown and paid in one draw date's year.
    const drawDate = '2026-11-22';
    let checked = 0;
    for (const family of families) {
      for (const info of playsOf(family)) {
        const play = getPlay(`${family}:${info.id}`);
        const model = book.model(family, play.id, drawDate);
        const options = model?.odds.options;
        if (!model || !options || play.rules.parlay) continue;
        for (const [r, row] of play.plate.rows.entries()) {
          for (const option of row.options) {
            const tickets = play.rules.expand({ rows: play.plate.rows.map((_, i) => (i === r ? [option] : [])) });
            expect(tickets).toHaveLength(1);
            const probabilities = withMarkSixYear(drawDate, () => play.rules.winProbability(tickets[0]!));
            const level = probabilities.findIndex((p) => p > 0);
            for (const choice of model.odds.choices) {
              const shown = optionBonus(options[option]!, choice, model.odds); // what the app shows
              expect(shown, `${family} ${play.id} ${option} ${choice.type} ${choice.point}`).toBe(
                book.bonuses(model, probabilities, choice.type, choice.point)[level],
              );
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
    // digits of 五星组合 and zodiacs of 二连肖 only make bets together: no odds of their own
    expect(book.model('ssc', 'wx_zx_zh')?.odds.options).toBeUndefined();
    expect(book.model('lhc', 'lx_lx_2lx')?.odds.options).toBeUndefined();
    expect(Object.keys(book.model('k3', 'hz_hz_hz')?.odds.options ?? {})).toHaveLength(16);
    expect(Object.keys(book.model('lhc', 'tm_tm_sx')?.odds.options ?? {})).toHaveLength(12);
  });
});
