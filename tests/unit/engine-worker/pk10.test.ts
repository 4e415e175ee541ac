import { describe, expect, it } from 'vitest';
import { countBets, getPlay, parseEntries, playsOf, winningBets } from '../../../engine-worker/engine';
import type { Selection } from '../../../engine-worker/types';
import { checkFamilyProperties } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const key = (id: string) => `pk10:${id}`;
const all = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];
const none: string[] = [];
const sel = (...rows: string[][]): Selection => ({ rows });
const count = (id: string, selection: Selection) => countBets(key(id), selection);
const won = (id: string, selection: Selection, draw: string) => winningBets(key(id), selection, draw).levels[0];
/** Ten rank rows with the given picks at the given ranks. */
const ranks = (picks: Record<number, string[]>) => Array.from({ length: 10 }, (_, r) => picks[r] ?? none);

const requiredIds = [
  'cq1_cq1_cq1',
  ...[2, 3, 4, 5].flatMap((n) => [`cq${n}_cq${n}_cq${n}`, `cq${n}_cq${n}_ds`]),
  ...[2, 3, 4, 5].flatMap((n) => [`cm_d${n}_fs`, `cm_d${n}_ds`]),
  'dwd_dwd_q5',
  'dwd_dwd_h5',
  ...[1, 2, 3, 4, 5].flatMap((n) => [`dx_dx_d${n}`, `ds_ds_d${n}`]),
  'dx_dx_q2',
  'ds_ds_q2',
  'hz_hz_q2',
  'hz_hz_q3',
  'lh_lh_1v10',
  'lh_lh_2v9',
  'lh_lh_3v8',
  'lh_lh_4v7',
  'lh_lh_5v6',
  'rx2_zx_fs',
  'rx2_zx_ds',
  'rx3_zx_fs',
  'rx3_zx_ds',
];
const ordered = '01,02,03,04,05,06,07,08,09,10';
const reversed = '10,09,08,07,06,05,04,03,02,01';

describe('pk10 catalogue', () => {
  it('offers every listed pk10 play with every field filled', () => {
    const plays = playsOf('pk10');
    expect(plays.map((p) => p.id).sort()).toEqual([...requiredIds].sort());
    for (const p of plays) {
      for (const field of ['tab', 'subTab', 'name', 'fullName', 'rule', 'countRule'] as const) expect(p[field].length, `${p.id} ${field}`).toBeGreaterThan(0);
      expect(p.prizeLevels).toEqual(['一等奖']);
      expect(p.singlePickLimit).toBe(50);
    }
    expect(getPlay(key('cq3_cq3_ds')).plate.entry).toEqual({ kind: 'numbers', length: 3, min: 1, max: 10, distinct: true });
    expect(getPlay(key('rx2_zx_ds')).plate.positionPicker).toEqual({
      labels: getPlay(key('rx2_zx_fs')).plate.rows.map((r) => r.label),
      minimum: 2,
      defaults: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(getPlay(key('rx3_zx_fs')).plate.rows).toHaveLength(10);
    expect(getPlay(key('dwd_dwd_h5')).plate.rows.map((r) => r.label)).toEqual(['第六名', '第七名', '第八名', '第九名', '第十名']);
    expect(getPlay(key('hz_hz_q2')).plate.rows[0]!.options).toHaveLength(17);
    expect(getPlay(key('hz_hz_q3')).plate.rows[0]!.options).toHaveLength(22);
    expect(getPlay(key('lh_lh_3v8')).plate.dragonTiger).toBe(true);
    expect(getPlay(key('cq2_cq2_cq2')).countRule).toBe('11x5zxfs');
    expect(getPlay(key('rx2_zx_fs')).countRule).toBe('pk10rzxfs');
    // 猜前N entries keep their order; a repeated number is refused
    expect(parseEntries(key('cq2_cq2_ds'), '01 02\n02 01').count).toBe(2);
    expect(parseEntries(key('cq2_cq2_ds'), '01 01').invalidCount).toBe(1);
    expect(parseEntries(key('cq2_cq2_ds'), '01 11').invalidCount).toBe(1);
  });

  it('expands to exactly as many distinct tickets as it counts, and settles like ticket-by-ticket, for every play', () => {
    const edges = [ordered, reversed, '05,06,01,02,03,04,07,08,09,10', '05,07,01,02,03,04,06,08,09,10', '10,09,08,01,02,03,04,05,06,07'].map((d) =>
      d.split(',').map(Number),
    );
    const checks = checkFamilyProperties(
      'pk10',
      playsOf('pk10').map((p) => getPlay(key(p.id))),
      mulberry32(1010),
      { selections: 8, edgeDraws: edges },
    );
    expect(checks).toBeGreaterThan(1500);
  });
});

describe('pk10 counts', () => {
  it('counts 猜前N as ordered tuples of distinct numbers', () => {
    expect(count('cq1_cq1_cq1', sel(all))).toBe(10);
    expect(count('cq2_cq2_cq2', sel(all, all))).toBe(90);
    expect(count('cq3_cq3_cq3', sel(all, all, all))).toBe(720);
    expect(count('cq5_cq5_cq5', sel(all, all, all, all, all))).toBe(30240);
    expect(count('cq2_cq2_cq2', sel(['01', '02'], ['01', '02']))).toBe(2);
    expect(count('cq3_cq3_cq3', sel(['01'], ['01'], ['02']))).toBe(0);
    expect(count('cq4_cq4_cq4', sel(['01'], ['02'], ['03'], none))).toBe(0);
    expect(count('cq3_cq3_ds', sel(['01 02 03', '03 02 01']))).toBe(2);
    expect(count('cm_d4_fs', sel(['01', '07']))).toBe(2);
  });

  it('counts 任选直选 复式 by pk10rzxfs and 单式 as C(k, r) × entries', () => {
    expect(count('rx2_zx_fs', sel(...ranks({ 0: ['01', '02'], 1: ['01', '02'], 5: ['03'] })))).toBe(6);
    expect(count('rx2_zx_fs', sel(...ranks({ 0: ['01'], 1: ['01'] })))).toBe(0);
    expect(count('rx2_zx_fs', sel(...ranks({ 3: ['01', '02', '03'] })))).toBe(0);
    expect(count('rx2_zx_fs', sel(...all.map(() => all)))).toBe(45 * 90);
    expect(count('rx3_zx_fs', sel(...all.map(() => all)))).toBe(120 * 720);
    expect(count('rx2_zx_ds', { rows: [['01 02', '02 01']], positions: [0, 1, 2] })).toBe(6);
    expect(count('rx2_zx_ds', { rows: [['01 02']], positions: [0] })).toBe(0);
    expect(count('rx3_zx_ds', { rows: [['01 02 03']] })).toBe(120); // every rank ticked by default
  });

  it('counts 定位胆 and option plays one per pick', () => {
    expect(count('dwd_dwd_q5', sel(all, all, all, all, all))).toBe(50);
    expect(count('dwd_dwd_h5', sel(['01'], none, none, none, ['10']))).toBe(2);
    expect(count('dx_dx_d3', sel(['大', '小']))).toBe(2);
    expect(count('hz_hz_q3', sel(['6', '27']))).toBe(2);
    expect(count('lh_lh_5v6', sel(['龙']))).toBe(1);
  });
});

describe('pk10 wins', () => {
  it('pays 猜冠军, 猜前N and 第N名 on the ranks in order', () => {
    expect(won('cq1_cq1_cq1', sel(['01', '05']), ordered)).toBe(1);
    expect(won('cq3_cq3_cq3', sel(['01'], ['02'], ['03', '04']), ordered)).toBe(1);
    expect(won('cq2_cq2_cq2', sel(['02'], ['01']), ordered)).toBe(0);
    expect(won('cq5_cq5_ds', sel(['01 02 03 04 05', '01 02 03 05 04']), ordered)).toBe(1);
    expect(won('cm_d2_fs', sel(['02', '03']), ordered)).toBe(1);
    expect(won('cm_d3_ds', sel(['03']), ordered)).toBe(1);
    expect(won('cm_d5_fs', sel(['01']), ordered)).toBe(0);
  });

  it('pays 定位胆, 大小单双, 和值 and 龙虎 per matching option', () => {
    expect(won('dwd_dwd_q5', sel(['01'], ['02'], ['09'], none, ['05']), ordered)).toBe(3);
    expect(won('dwd_dwd_h5', sel(['06'], ['07'], none, none, ['10']), ordered)).toBe(3);
    expect(won('dx_dx_d1', sel(['大', '小']), ordered)).toBe(1);
    expect(won('dx_dx_d1', sel(['大']), ordered)).toBe(0);
    expect(won('dx_dx_d5', sel(['大']), '01,02,03,04,06,05,07,08,09,10')).toBe(1);
    expect(won('ds_ds_d2', sel(['双']), ordered)).toBe(1);
    expect(won('ds_ds_q2', sel(['单']), ordered)).toBe(1); // 1 + 2 = 3
    expect(won('hz_hz_q2', sel(['3', '4']), ordered)).toBe(1);
    expect(won('hz_hz_q3', sel(['6']), ordered)).toBe(1);
    expect(won('hz_hz_q3', sel(['27']), reversed)).toBe(1);
    expect(won('lh_lh_1v10', sel(['龙']), ordered)).toBe(0);
    expect(won('lh_lh_1v10', sel(['龙', '虎']), ordered)).toBe(1);
    expect(won('lh_lh_5v6', sel(['龙']), reversed)).toBe(1);
  });

  it('calls 冠亚和 11 小 and 12 大 (decision: 大 above 11, no tie)', () => {
    expect(won('dx_dx_q2', sel(['小']), '05,06,01,02,03,04,07,08,09,10')).toBe(1);
    expect(won('dx_dx_q2', sel(['大']), '05,06,01,02,03,04,07,08,09,10')).toBe(0);
    expect(won('dx_dx_q2', sel(['大']), '05,07,01,02,03,04,06,08,09,10')).toBe(1);
    expect(won('dx_dx_q2', sel(['大', '小']), '09,10,01,02,03,04,05,06,07,08')).toBe(1);
  });

  it('pays 任选直选 once per ticked rank set that matches', () => {
    expect(won('rx2_zx_fs', sel(...ranks({ 0: ['01'], 1: ['02'], 2: ['03'] })), ordered)).toBe(3);
    expect(won('rx3_zx_fs', sel(...ranks({ 0: ['01'], 1: ['02'], 2: ['03'], 9: ['01', '10'] })), ordered)).toBe(4);
    expect(won('rx3_zx_ds', { rows: [['01 02 03', '02 03 04']], positions: [0, 1, 2, 3] }, ordered)).toBe(2);
    expect(won('rx2_zx_ds', { rows: [['01 02']] }, ordered)).toBe(1);
    expect(won('rx2_zx_ds', { rows: [['02 01']] }, ordered)).toBe(0);
  });
});

describe('pk10 win probabilities', () => {
  const p = (id: string, ticket: string) => getPlay(key(id)).rules.winProbability(ticket)[0]!;

  it('gives the chance on the ranks a play reads', () => {
    expect(p('cq1_cq1_cq1', '07')).toBeCloseTo(1 / 10, 12);
    expect(p('cq2_cq2_cq2', '01 02')).toBeCloseTo(1 / 90, 12);
    expect(p('cq3_cq3_ds', '01 02 03')).toBeCloseTo(1 / 720, 12);
    expect(p('cq4_cq4_cq4', '01 02 03 04')).toBeCloseTo(1 / 5040, 12);
    expect(p('cq5_cq5_cq5', '01 02 03 04 05')).toBeCloseTo(1 / 30240, 14);
    expect(p('cm_d3_fs', '04')).toBeCloseTo(1 / 10, 12);
    expect(p('dwd_dwd_h5', '4:10')).toBeCloseTo(1 / 10, 12);
    expect(p('dx_dx_d2', '0:大')).toBeCloseTo(1 / 2, 12);
    expect(p('ds_ds_d4', '0:单')).toBeCloseTo(1 / 2, 12);
    expect(p('dx_dx_q2', '0:大')).toBeCloseTo(40 / 90, 12);
    expect(p('dx_dx_q2', '0:小')).toBeCloseTo(50 / 90, 12);
    expect(p('ds_ds_q2', '0:单')).toBeCloseTo(50 / 90, 12);
    expect(p('ds_ds_q2', '0:双')).toBeCloseTo(40 / 90, 12);
    expect(p('lh_lh_2v9', '0:龙')).toBeCloseTo(1 / 2, 12);
    expect(p('rx2_zx_fs', '0,9:01 02')).toBeCloseTo(1 / 90, 12);
    expect(p('rx3_zx_ds', '1,4,7:01 02 03')).toBeCloseTo(1 / 720, 12);
  });

  it('matches the official 冠亚和 and 前三和 tables', () => {
    const pairs = Array.from({ length: 17 }, (_, i) => p('hz_hz_q2', `0:${i + 3}`) * 90);
    pairs.forEach((c, i) => expect(c).toBeCloseTo([2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2][i]!, 9));
    const triples = Array.from({ length: 22 }, (_, i) => p('hz_hz_q3', `0:${i + 6}`) * 720);
    triples.forEach((c, i) => expect(c).toBeCloseTo([6, 6, 12, 18, 24, 30, 42, 48, 54, 60, 60, 60, 60, 54, 48, 42, 30, 24, 18, 12, 6, 6][i]!, 9));
  });
});
