import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBets, getPlay, playsOf, winningBets } from '../../../engine-worker/engine';
import { lhcPlays } from '../../../engine-worker/catalogue/lhc';
import { choose } from '../../../engine-worker/counting/combinatorics';
import { numbersOfTail, sevenNumberSumCounts, setMarkSixYear, waves } from '../../../engine-worker/draws/mark-six-tables';
import { numbersOfZodiac, yearZodiacOn, zodiacOf, zodiacs } from '../../../rules/mark-six-zodiac';
import { tallyOutcomes } from '../../../engine-worker/rules/option-rules';
import type { PlayDefinition, Selection } from '../../../engine-worker/types';
import { mulberry32 } from '../../support/random';

/** Seven distinct numbers 1-49 from a pool preferred first (then any). */
function randomDraw(random: () => number, prefer: number[] = []): number[] {
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const draw: number[] = [];
  const hot = prefer.filter(() => random() < 0.5);
  for (const n of hot) if (draw.length < 7 && !draw.includes(n)) draw.push(n);
  while (draw.length < 7) {
    const n = pool[Math.floor(random() * 49)]!;
    if (!draw.includes(n)) draw.push(n);
  }
  for (let i = 6; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [draw[i], draw[j]] = [draw[j]!, draw[i]!];
  }
  return draw;
}

function randomSelection(play: PlayDefinition, random: () => number): Selection {
  const combo = play.countRule === 'zuhe' || play.plate.bankDrag;
  const rows: string[][] = [];
  for (const row of play.plate.rows) {
    const limit = Math.min(row.maxPicks ?? row.options.length, combo ? 9 : row.options.length);
    const size = Math.floor(random() * (limit + 1));
    // a 拖码 row mostly avoids the 胆码 (as the plate does), sometimes not (the count must then be 0)
    const taken = play.plate.bankDrag && random() < 0.8 ? new Set(rows.flat()) : new Set<string>();
    const pool = row.options.filter((o) => !taken.has(o));
    const picked: string[] = [];
    while (picked.length < size) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    rows.push(picked);
  }
  return { rows };
}

const key = (id: string) => `lhc:${id}`;
const sel = (...rows: string[][]): Selection => ({ rows });
const result = (id: string, selection: Selection, draw: string) => winningBets(key(id), selection, draw);
const p = (id: string, ticket: string) => getPlay(key(id)).rules.winProbability(ticket);

const expectedIds = [
  'tm_tm_zx',
  'tm_tm_sx',
  'tm_tm_sb',
  'tm_tm_dxds',
  'tm_tm_ws',
  'tm_tm_hsds',
  'tm_tm_wdx',
  'tm_tm_bb',
  'zm_zm_zm',
  'zt_zt_z1',
  'zt_zt_z2',
  'zt_zt_z3',
  'zt_zt_z4',
  'zt_zt_z5',
  'zt_zt_z6',
  'zt1m_zt1m_zt1m',
  'zt1x_zt1x_zt1x',
  'sx_sx_bz',
  'ztws_ztws_ztws',
  'lx_lx_2lx',
  'lx_lx_3lx',
  'lx_lx_4lx',
  'lx_lx_5lx',
  'lx_lxbz_2lx',
  'lx_lxbz_3lx',
  'lx_lxbz_4lx',
  'lx_lxbz_5lx',
  'wl_wl_2wl',
  'wl_wl_3wl',
  'wl_wl_4wl',
  'wl_wlbz_2wl',
  'wl_wlbz_3wl',
  'wl_wlbz_4wl',
  'lx6_lx6_z',
  'lx6_lx6_bz',
  'lm_lm_2z2',
  'lm_lm_2zt',
  'lm_lm_tc',
  'lm_lm_3z3',
  'lm_lm_3z2',
  'lm_lm_4z4',
  'lm_lmdt_2z2',
  'lm_lmdt_2zt',
  'lm_lmdt_tc',
  'lm_lmdt_3z3',
  'lm_lmdt_3z2',
  'lm_lmdt_4z4',
  'bz_bz_5bz',
  'bz_bz_6bz',
  'bz_bz_7bz',
  'bz_bz_8bz',
  'bz_bz_9bz',
  'bz_bz_10bz',
  'hzdxds_hzdxds_hzdxds',
  'gg_gg_zmgg',
];

beforeAll(() => setMarkSixYear('马'));
// Other files share this worker: none of them may find a year set.
afterAll(() => setMarkSixYear(undefined));

describe('Mark Six tables', () => {
  it('maps zodiacs like the LY table when the year is 鼠', () => {
    const table: Record<string, number[]> = {
      鼠: [1, 13, 25, 37, 49],
      牛: [12, 24, 36, 48],
      虎: [11, 23, 35, 47],
      兔: [10, 22, 34, 46],
      龙: [9, 21, 33, 45],
      蛇: [8, 20, 32, 44],
      马: [7, 19, 31, 43],
      羊: [6, 18, 30, 42],
      猴: [5, 17, 29, 41],
      鸡: [4, 16, 28, 40],
      狗: [3, 15, 27, 39],
      猪: [2, 14, 26, 38],
    };
    for (const z of zodiacs) {
      expect(numbersOfZodiac(z, '鼠')).toEqual(table[z]);
      for (const n of table[z]!) expect(zodiacOf(n, '鼠')).toBe(z);
    }
    expect(numbersOfZodiac('马', '马')).toEqual([1, 13, 25, 37, 49]);
    expect(numbersOfZodiac('蛇', '马')).toEqual([2, 14, 26, 38]);
    expect(numbersOfZodiac('羊', '马')).toEqual([12, 24, 36, 48]);
  });

  it('changes the year zodiac on Chinese New Year', () => {
    expect(yearZodiacOn('2026-02-16')).toBe('蛇');
    expect(yearZodiacOn('2026-02-17')).toBe('马');
    expect(yearZodiacOn('2024-02-10')).toBe('龙');
    expect(yearZodiacOn('2030-12-31')).toBe('狗');
    expect(() => yearZodiacOn('2019-06-01')).toThrow();
    expect(() => yearZodiacOn('2026/02/17')).toThrow();
  });

  it('partitions 1-49 into the colour waves and tails', () => {
    expect([...waves.红, ...waves.蓝, ...waves.绿].sort((a, b) => a - b)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect([waves.红.length, waves.蓝.length, waves.绿.length]).toEqual([17, 16, 16]);
    expect(numbersOfTail(0)).toEqual([10, 20, 30, 40]);
    expect(numbersOfTail(9)).toEqual([9, 19, 29, 39, 49]);
  });

  it('counts every 7-number subset once in the sum distribution, symmetric about 175', () => {
    const counts = sevenNumberSumCounts();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(choose(49, 7));
    expect(counts[28]).toBe(1);
    expect(counts[322]).toBe(1);
    for (let s = 28; s <= 322; s++) expect(counts[s]).toBe(counts[350 - s]);
  });
});

describe('lhc catalogue', () => {
  it('lists every requested play once with every field filled', () => {
    const ids = playsOf('lhc').map((play) => play.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expectedIds].sort());
    for (const play of lhcPlays) {
      for (const field of ['tab', 'subTab', 'name', 'fullName', 'rule', 'countRule'] as const) expect(play[field].length).toBeGreaterThan(0);
      expect(['chip', 'click']).toContain(play.plate.kind);
      expect(play.prizeLevels.length).toBeGreaterThan(0);
    }
  });
});

describe('lhc counts', () => {
  it('counts one bet per item on chip plates and C(n,k) on combination plates', () => {
    expect(countBets(key('tm_tm_zx'), sel(['01', '02', '49']))).toBe(3);
    expect(countBets(key('tm_tm_bb'), sel(['红大', '绿合单']))).toBe(2);
    expect(countBets(key('zt_zt_z3'), sel(['05']))).toBe(1);
    expect(countBets(key('lx_lx_2lx'), sel(['鼠', '牛', '虎']))).toBe(3);
    expect(countBets(key('lx_lx_5lx'), sel(['鼠', '牛', '虎', '兔']))).toBe(0);
    expect(countBets(key('lx_lxbz_4lx'), sel([...zodiacs]))).toBe(495);
    expect(countBets(key('wl_wl_3wl'), sel(['0尾', '1尾', '2尾', '3尾']))).toBe(4);
    expect(countBets(key('lx6_lx6_z'), sel(['鼠', '牛', '虎', '兔', '龙', '蛇', '马']))).toBe(7);
    expect(countBets(key('lm_lm_2z2'), sel(['01', '02', '03', '04']))).toBe(6);
    expect(countBets(key('lm_lm_3z2'), sel(['01', '02', '03', '04']))).toBe(4);
    expect(countBets(key('lm_lm_3z3'), sel(['01', '02']))).toBe(0);
    expect(countBets(key('lm_lm_4z4'), sel(['01', '02', '03', '04', '05']))).toBe(5);
    // 拖头: C(drag, k − bank) with 1 ≤ bank ≤ k − 1, at least two bets, no number in both rows
    expect(countBets(key('lm_lmdt_3z3'), sel(['01'], ['02', '03', '04', '05']))).toBe(6);
    expect(countBets(key('lm_lmdt_3z3'), sel(['01', '02'], ['03', '04', '05', '06']))).toBe(4);
    expect(countBets(key('lm_lmdt_3z3'), sel([], ['03', '04', '05', '06']))).toBe(0);
    expect(countBets(key('lm_lmdt_3z3'), sel(['01', '02'], ['03']))).toBe(0);
    expect(countBets(key('lm_lmdt_2z2'), sel(['01'], ['01', '02', '03']))).toBe(0);
    expect(
      countBets(
        key('lm_lmdt_2zt'),
        sel(
          ['01'],
          Array.from({ length: 48 }, (_, i) => String(i + 2).padStart(2, '0')),
        ),
      ),
    ).toBe(48);
    expect(countBets(key('bz_bz_5bz'), sel(['01', '02', '03', '04', '05', '06', '07']))).toBe(21);
    expect(countBets(key('bz_bz_10bz'), sel(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']))).toBe(11);
    expect(countBets(key('bz_bz_10bz'), sel(Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0'))))).toBe(choose(49, 10));
  });
});

describe('lhc rules against expansion', () => {
  const random = mulberry32(8_26_2026);
  for (const play of lhcPlays) {
    it(`agrees with its expansion on random selections and draws: ${play.id}`, () => {
      setMarkSixYear(zodiacs[Math.floor(random() * 12)]!);
      for (let i = 0; i < 40; i++) {
        const selection = randomSelection(play, random);
        const tickets = play.rules.expand(selection);
        expect(new Set(tickets).size).toBe(tickets.length);
        expect(play.rules.countBets(selection)).toBe(tickets.length);
        const picked = selection.rows
          .flat()
          .filter((v) => /^\d\d$/.test(v))
          .map(Number);
        const draws = [
          randomDraw(random),
          randomDraw(random, picked),
          randomDraw(random, picked),
          [
            ...randomDraw(random)
              .filter((n) => n !== 49)
              .slice(0, 6),
            49,
          ],
        ];
        for (const draw of draws) {
          const expected = tallyOutcomes(
            play.prizeLevels.length,
            tickets.map((t) => play.rules.ticketOutcome(t, draw)),
          );
          expect(play.rules.winningBets(selection, draw)).toEqual(expected);
        }
      }
      setMarkSixYear('马');
    });
  }
});

describe('lhc wins', () => {
  // 马年: 马 01 13 25 37 49, 蛇 02 14 26 38, 龙 03 …, 鼠 07 19 31 43, 羊 12 24 36 48
  it('settles 特码 plays on the 7th number with 49 as a tie where decided', () => {
    const draw = '01,02,03,04,05,06,38'; // 特码 38: 大 双, 合数 11 合单, 尾 8 尾大, 绿波, 蛇
    expect(result('tm_tm_zx', sel(['38', '01']), draw).levels).toEqual([1]);
    expect(result('tm_tm_sx', sel(['蛇', '马']), draw).levels).toEqual([1]);
    expect(result('tm_tm_sb', sel(['绿波', '红波']), draw).levels).toEqual([1]);
    expect(result('tm_tm_dxds', sel(['大', '小', '单', '双']), draw)).toEqual({ levels: [2], refunds: 0 });
    expect(result('tm_tm_ws', sel(['8尾', '3尾']), draw).levels).toEqual([1]);
    expect(result('tm_tm_hsds', sel(['合单', '合双']), draw).levels).toEqual([1]);
    expect(result('tm_tm_wdx', sel(['尾大']), draw).levels).toEqual([1]);
    expect(result('tm_tm_bb', sel(['绿大', '绿双', '绿合单', '绿合双', '红大', '绿小']), draw).levels).toEqual([3]);
    const tie = '01,02,03,04,05,06,49';
    expect(result('tm_tm_dxds', sel(['大', '小', '单', '双']), tie)).toEqual({ levels: [0], refunds: 4 });
    expect(result('tm_tm_hsds', sel(['合单', '合双']), tie)).toEqual({ levels: [0], refunds: 2 });
    expect(result('tm_tm_wdx', sel(['尾大', '尾小']), tie)).toEqual({ levels: [0], refunds: 2 });
    expect(result('tm_tm_bb', sel(['绿单', '红大']), tie)).toEqual({ levels: [0], refunds: 2 });
    expect(result('tm_tm_sb', sel(['绿波']), tie)).toEqual({ levels: [1], refunds: 0 }); // no tie for 色波
    expect(result('tm_tm_sx', sel(['马']), tie)).toEqual({ levels: [1], refunds: 0 }); // no tie for 特肖
    expect(result('tm_tm_ws', sel(['9尾']), tie)).toEqual({ levels: [1], refunds: 0 });
  });

  it('settles 正码 plays on the first six numbers', () => {
    const draw = '10,20,30,40,45,46,47';
    expect(result('zm_zm_zm', sel(['10', '46', '47']), draw).levels).toEqual([2]);
    expect(result('zt_zt_z2', sel(['20', '10']), draw).levels).toEqual([1]);
    expect(result('zt_zt_z6', sel(['45']), draw).levels).toEqual([0]);
    expect(result('zt1m_zt1m_zt1m', sel(['10', '46', '47', '01']), draw).levels).toEqual([3]);
    expect(result('ztws_ztws_ztws', sel(['0尾', '5尾', '7尾', '1尾']), draw).levels).toEqual([3]);
    // zodiacs of the draw in 马年: 10 鸡, 20 猪, 30 牛, 40 兔, 45 狗, 46 鸡, 47 猴
    expect(result('zt1x_zt1x_zt1x', sel(['鸡', '牛', '马']), draw).levels).toEqual([2]);
    expect(result('sx_sx_bz', sel(['鸡', '马', '羊']), draw).levels).toEqual([2]);
  });

  it('settles combination plays per k-set', () => {
    const draw = '10,20,30,40,45,46,47'; // zodiacs 鸡 猪 牛 兔 狗 鸡 猴; tails 0 0 0 0 5 6 7
    expect(result('lx_lx_2lx', sel(['鸡', '猴', '马']), draw).levels).toEqual([1]);
    expect(result('lx_lx_3lx', sel(['鸡', '猴', '牛', '马']), draw).levels).toEqual([1]);
    expect(result('lx_lxbz_2lx', sel(['马', '羊', '蛇', '鸡']), draw).levels).toEqual([3]);
    expect(result('wl_wl_2wl', sel(['0尾', '5尾', '9尾']), draw).levels).toEqual([1]);
    expect(result('wl_wlbz_2wl', sel(['1尾', '2尾', '3尾', '0尾']), draw).levels).toEqual([3]);
    // 六肖: 特码 47 is 猴; with 7 picks holding 猴, C(6,5) sets hold it and C(6,6) do not
    expect(result('lx6_lx6_z', sel(['猴', '牛', '虎', '兔', '龙', '蛇', '马']), draw).levels).toEqual([6]);
    expect(result('lx6_lx6_bz', sel(['猴', '牛', '虎', '兔', '龙', '蛇', '马']), draw).levels).toEqual([1]);
    expect(result('lx6_lx6_bz', sel(['鼠', '牛', '虎', '兔', '龙', '蛇', '马']), draw).levels).toEqual([7]);
    expect(result('lx6_lx6_z', sel(['鼠', '牛', '虎', '兔', '龙', '蛇']), '01,02,03,04,05,06,49')).toEqual({ levels: [0], refunds: 1 });
    // 连码 with 正码 10 20 30 40 45 46, 特码 47
    expect(result('lm_lm_2z2', sel(['10', '20', '30', '01']), draw).levels).toEqual([3]);
    expect(result('lm_lm_2zt', sel(['10', '20', '47']), draw).levels).toEqual([1, 2]);
    expect(result('lm_lm_tc', sel(['10', '20', '47']), draw).levels).toEqual([2]);
    expect(result('lm_lm_3z3', sel(['10', '20', '30', '47']), draw).levels).toEqual([1]);
    expect(result('lm_lm_3z2', sel(['10', '20', '30', '01']), draw).levels).toEqual([3, 1]);
    expect(result('lm_lm_3z2', sel(['10', '20', '47']), draw).levels).toEqual([1, 0]);
    expect(result('lm_lm_4z4', sel(['10', '20', '30', '40', '47']), draw).levels).toEqual([1]);
    expect(result('lm_lmdt_4z4', sel(['10', '20', '30'], ['40', '45', '47', '01']), draw).levels).toEqual([2]);
    expect(result('lm_lmdt_2z2', sel(['10'], ['20', '30', '01']), draw).levels).toEqual([2]);
    expect(result('lm_lmdt_2zt', sel(['47'], ['10', '20', '01']), draw).levels).toEqual([0, 2]);
    expect(result('lm_lmdt_tc', sel(['01'], ['10', '47']), draw).levels).toEqual([0]);
    expect(result('lm_lmdt_3z2', sel(['10', '47'], ['20', '01', '02']), draw).levels).toEqual([1, 0]);
    expect(result('lm_lmdt_3z2', sel(['10'], ['20', '30', '01']), draw).levels).toEqual([2, 1]);
    expect(result('bz_bz_5bz', sel(['01', '02', '03', '04', '05', '10']), draw).levels).toEqual([1]);
  });

  it('settles 正码过关 leg by leg: any leg lost loses, a 49 ties its size or parity leg', () => {
    const draw = '25,02,13,04,05,06,07'; // 正码一 25 大 单 蓝; 正码二 02 小 双 红; 正码三 13 小 单 红
    expect(result('gg_gg_zmgg', sel(['大'], ['双'], ['红波'], [], [], []), draw).levels).toEqual([1]);
    expect(result('gg_gg_zmgg', sel(['大'], ['单'], [], [], [], []), draw).levels).toEqual([0]);
    expect(result('gg_gg_zmgg', sel(['大'], ['双'], [], [], [], []), '49,02,13,04,05,06,07')).toEqual({ levels: [1], refunds: 0 });
    expect(result('gg_gg_zmgg', sel(['绿波'], ['红波'], [], [], [], []), '49,02,13,04,05,06,07').levels).toEqual([1]);
    const legs = getPlay(key('gg_gg_zmgg')).rules.parlay!;
    expect(legs.legsOf('大||红波|||')).toEqual([
      { row: 0, option: '大' },
      { row: 2, option: '红波' },
    ]);
    expect(legs.legResult(0, '单', [49, 1, 2, 3, 4, 5, 6])).toBe('tie');
    expect(legs.legResult(0, '绿波', [49, 1, 2, 3, 4, 5, 6])).toBe('win');
    expect(legs.legProbability('大')).toBeCloseTo(24 / 49, 15);
    expect(legs.legProbability('红波')).toBeCloseTo(17 / 49, 15);
  });

  it('counts a 正码过关 as one bet of 2 to 6 legs, one option per 正码', () => {
    const rules = getPlay(key('gg_gg_zmgg')).rules;
    expect(countBets(key('gg_gg_zmgg'), sel(['大'], ['小'], [], [], [], []))).toBe(1);
    expect(countBets(key('gg_gg_zmgg'), sel(['大'], ['小'], ['单'], ['双'], ['红波'], ['蓝波']))).toBe(1);
    expect(countBets(key('gg_gg_zmgg'), sel(['大'], [], [], [], [], []))).toBe(0);
    expect(rules.countBets(sel(['大', '小'], ['单'], [], [], [], []))).toBe(0);
  });

  it('settles 总和 on the sum of all seven numbers', () => {
    expect(result('hzdxds_hzdxds_hzdxds', sel(['大', '小', '单', '双']), '10,20,30,40,45,46,47').levels).toEqual([2]); // 238 大 双
    expect(result('hzdxds_hzdxds_hzdxds', sel(['大', '小', '单', '双']), '01,02,03,04,05,06,07').levels).toEqual([2]); // 28 小 双
  });
});

describe('lhc probabilities', () => {
  const c49 = (k: number) => choose(49, k);

  it('gives 正码过关 the share of every ordered draw of its legs that it wins', () => {
    const rules = getPlay(key('gg_gg_zmgg')).rules;
    for (const ticket of ['大|双||||', '红波||单|||小', '单|蓝波|||绿波|']) {
      const rows = ticket.split('|').flatMap((o, r) => (o ? [r] : []));
      let wins = 0;
      let draws = 0;
      const walk = (at: number, drawn: number[]) => {
        if (at === rows.length) {
          const draw = new Array<number>(7).fill(0);
          rows.forEach((r, i) => (draw[r] = drawn[i]!));
          draws++;
          if (rules.ticketOutcome(ticket, draw) === 0) wins++;
          return;
        }
        for (let n = 1; n <= 49; n++) if (!drawn.includes(n)) walk(at + 1, [...drawn, n]);
      };
      walk(0, []);
      expect(rules.winProbability(ticket)[0], ticket).toBeCloseTo(wins / draws, 14);
    }
  });

  it('gives exact shares for plays that read one number', () => {
    expect(p('tm_tm_zx', '0:07')).toEqual([1 / 49]);
    expect(p('zt_zt_z4', '0:07')).toEqual([1 / 49]);
    expect(p('tm_tm_sx', '0:马')[0]).toBeCloseTo(5 / 49, 15); // 本命 zodiac owns 5 numbers
    expect(p('tm_tm_sx', '0:鼠')[0]).toBeCloseTo(4 / 49, 15);
    expect(p('tm_tm_sb', '0:红波')[0]).toBeCloseTo(17 / 49, 15);
    expect(p('tm_tm_dxds', '0:大')[0]).toBeCloseTo(24 / 49, 15); // 49 refunds
    expect(p('tm_tm_dxds', '0:单')[0]).toBeCloseTo(24 / 49, 15);
    expect(p('tm_tm_ws', '0:0尾')[0]).toBeCloseTo(4 / 49, 15);
    expect(p('tm_tm_hsds', '0:合单')[0]! + p('tm_tm_hsds', '0:合双')[0]!).toBeCloseTo(48 / 49, 15);
    expect(p('tm_tm_wdx', '0:尾大')[0]).toBeCloseTo(24 / 49, 15);
    const halfWaves = getPlay(key('tm_tm_bb')).plate.rows[0]!.options;
    // each non-49 number satisfies exactly one size, one parity and one 合数 parity, with its own colour
    expect(halfWaves.reduce((sum, o) => sum + p('tm_tm_bb', `0:${o}`)[0]!, 0)).toBeCloseTo((48 * 3) / 49, 12);
  });

  it('gives the hypergeometric shares written by hand', () => {
    expect(p('zm_zm_zm', '0:07')[0]).toBeCloseTo(6 / 49, 15);
    expect(p('zt1m_zt1m_zt1m', '0:07')[0]).toBeCloseTo(7 / 49, 15);
    expect(p('zt1x_zt1x_zt1x', '0:鼠')[0]).toBeCloseTo(1 - choose(45, 7) / c49(7), 15);
    expect(p('sx_sx_bz', '0:马')[0]).toBeCloseTo(choose(44, 7) / c49(7), 15);
    expect(p('lm_lm_2z2', '01 02')[0]).toBeCloseTo(15 / 1176, 15);
    expect(p('lm_lm_2zt', '01 02')).toEqual([15 / 1176, 6 / 1176].map((x) => expect.closeTo(x, 15)));
    expect(p('lm_lm_tc', '01 02')[0]).toBeCloseTo(6 / 1176, 15);
    expect(p('lm_lm_3z3', '01 02 03')[0]).toBeCloseTo(20 / 18424, 15);
    expect(p('lm_lm_3z2', '01 02 03')).toEqual([(15 * 43) / 18424, 20 / 18424].map((x) => expect.closeTo(x, 15)));
    expect(p('lm_lm_4z4', '01 02 03 04')[0]).toBeCloseTo(choose(6, 4) / c49(4), 15);
    expect(p('bz_bz_5bz', '01 02 03 04 05')[0]).toBeCloseTo(choose(42, 5) / c49(5), 15);
    // 过关 legs on distinct numbers: 大 then 大 (25-49 win or tie) is 25·24 of 49·48 ordered pairs
    expect(p('gg_gg_zmgg', '大|大||||')[0]).toBeCloseTo((25 * 24) / (49 * 48), 15);
    expect(p('bz_bz_10bz', '01 02 03 04 05 06 07 08 09 10')[0]).toBeCloseTo(choose(42, 10) / c49(10), 15);
    expect(p('lx_lxbz_2lx', '鼠 马')[0]).toBeCloseTo(choose(40, 7) / c49(7), 15);
    // two zodiacs of 4 and 5 numbers both hit: 1 − P(no 鼠) − P(no 马) + P(neither)
    const both = 1 - choose(45, 7) / c49(7) - choose(44, 7) / c49(7) + choose(40, 7) / c49(7);
    expect(p('lx_lx_2lx', '鼠 马')[0]).toBeCloseTo(both, 15);
    // 六肖 with the year zodiac: its 5 numbers minus 49 (a tie) plus 5 × 4 others = 24 of 49
    expect(p('lx6_lx6_z', '鼠 牛 虎 兔 龙 马')[0]).toBeCloseTo(24 / 49, 15);
    expect(p('lx6_lx6_bz', '鼠 牛 虎 兔 龙 马')[0]).toBeCloseTo(24 / 49, 15);
    expect(p('lx6_lx6_z', '鼠 牛 虎 兔 龙 蛇')[0]).toBeCloseTo(24 / 49, 15);
    const counts = sevenNumberSumCounts();
    expect(p('hzdxds_hzdxds_hzdxds', '0:大')[0]).toBeCloseTo((c49(7) + counts[175]!) / 2 / c49(7), 15);
  });

  it('matches a seeded Monte-Carlo of 200 000 draws within five standard errors', () => {
    const tickets: Array<[string, string]> = [
      ['zm_zm_zm', '0:07'],
      ['zt1m_zt1m_zt1m', '0:49'],
      ['zt1x_zt1x_zt1x', '0:马'],
      ['zt1x_zt1x_zt1x', '0:鼠'],
      ['sx_sx_bz', '0:羊'],
      ['ztws_ztws_ztws', '0:0尾'],
      ['ztws_ztws_ztws', '0:9尾'],
      ['tm_tm_bb', '0:红合双'],
      ['tm_tm_sx', '0:马'],
      ['lx_lx_2lx', '鼠 马'],
      ['lx_lx_3lx', '牛 兔 蛇'],
      ['lx_lx_5lx', '鼠 牛 虎 兔 马'],
      ['lx_lxbz_3lx', '鼠 牛 马'],
      ['wl_wl_2wl', '0尾 1尾'],
      ['wl_wl_4wl', '0尾 1尾 2尾 9尾'],
      ['wl_wlbz_3wl', '0尾 4尾 9尾'],
      ['lx6_lx6_z', '鼠 牛 虎 兔 龙 马'],
      ['lm_lm_2zt', '03 44'],
      ['lm_lm_tc', '03 44'],
      ['lm_lm_3z2', '05 06 07'],
      ['bz_bz_5bz', '01 02 03 04 05'],
      ['bz_bz_8bz', '11 12 13 14 15 16 17 18'],
      ['hzdxds_hzdxds_hzdxds', '0:大'],
      ['hzdxds_hzdxds_hzdxds', '0:单'],
    ];
    const rules = tickets.map(([id]) => getPlay(key(id)).rules);
    const expected = tickets.map(([, ticket], i) => rules[i]!.winProbability(ticket));
    const wins = expected.map((levels) => new Array<number>(levels.length).fill(0));
    const random = mulberry32(49_000_007);
    const pool = new Array<number>(49);
    const n = 200_000;
    for (let draw = 0; draw < n; draw++) {
      for (let i = 0; i < 49; i++) pool[i] = i + 1;
      for (let i = 0; i < 7; i++) {
        const j = i + Math.floor(random() * (49 - i));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const drawn = pool.slice(0, 7);
      for (let t = 0; t < tickets.length; t++) {
        const outcome = rules[t]!.ticketOutcome(tickets[t]![1], drawn);
        if (outcome >= 0) wins[t]![outcome]!++;
      }
    }
    tickets.forEach(([id, ticket], t) =>
      expected[t]!.forEach((prob, level) => {
        const tolerance = 5 * Math.sqrt((prob * (1 - prob)) / n) + 1e-9;
        expect(Math.abs(wins[t]![level]! / n - prob), `${id} ${ticket} level ${level}`).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});
