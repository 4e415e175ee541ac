import { describe, expect, it } from 'vitest';
import { countBets, getPlay, parseEntries, playsOf, winningBets } from '../../../engine-worker/engine';
import type { Selection } from '../../../engine-worker/types';
import { checkFamilyProperties } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const key = (id: string) => `kl12:${id}`;
const all = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
const sel = (...rows: string[][]): Selection => ({ rows });
const count = (id: string, selection: Selection) => countBets(key(id), selection);
const won = (id: string, selection: Selection, draw: string) => winningBets(key(id), selection, draw).levels[0];
const anyIds = ['1z1', '2z2', '3z3', '4z4', '5z5', '6z5', '7z5', '8z5'];

const requiredIds = [
  'sm_sm_zxfs',
  'sm_sm_zxds',
  'sm_sm_zuxfs',
  'sm_sm_zuxds',
  'sm_sm_zuxdt',
  'em_em_zxfs',
  'em_em_zxds',
  'em_em_zuxfs',
  'em_em_zuxds',
  'em_em_zuxdt',
  'bdd_bdd_3x1m',
  'bdd_bdd4_4x1m',
  'bdd_bdd5_5x1m',
  'dwd_dwd_dwd11y',
  ...anyIds.map((k) => `rxfs_rxfs_${k}`),
  ...anyIds.map((k) => `rxds_rxds_${k}`),
  ...anyIds.slice(1).map((k) => `rxdt_rxdt_${k}`),
  'qw_qw_dds',
  'qw_qw_czw',
];

describe('kl12 catalogue', () => {
  it('offers the 11x5 plays over 01-12 with 前四/五位 不定位 and a five-rank 定位胆', () => {
    const plays = playsOf('kl12');
    expect(plays.map((p) => p.id).sort()).toEqual([...requiredIds].sort());
    for (const p of plays) {
      for (const field of ['tab', 'subTab', 'name', 'fullName', 'rule', 'countRule'] as const) expect(p[field].length, `${p.id} ${field}`).toBeGreaterThan(0);
      expect(p.prizeLevels).toEqual(['一等奖']);
      expect(p.singlePickLimit).toBe(50);
      for (const row of p.plate.rows) if (row.label !== '定单双') expect(row.options.every((o) => Number(o) >= 1 && Number(o) <= 12)).toBe(true);
    }
    expect(getPlay(key('rxfs_rxfs_2z2')).plate.rows[0]!.options).toEqual(all);
    expect(getPlay(key('dwd_dwd_dwd11y')).plate.rows.map((r) => r.label)).toEqual(['第一位', '第二位', '第三位', '第四位', '第五位']);
    expect(getPlay(key('qw_qw_czw')).plate.rows[0]!.options).toEqual(['03', '04', '05', '06', '07', '08', '09', '10']);
    expect(getPlay(key('rxds_rxds_3z3')).plate.entry).toEqual({ kind: 'numbers', length: 3, min: 1, max: 12, distinct: true, unordered: true });
    expect(getPlay(key('sm_sm_zxds')).plate.entry).toEqual({ kind: 'numbers', length: 3, min: 1, max: 12, distinct: true });
    expect(parseEntries(key('rxds_rxds_2z2'), '12 01\n01 12').count).toBe(1);
    expect(parseEntries(key('rxds_rxds_2z2'), '01 13').invalidCount).toBe(1);
  });

  it('expands to exactly as many distinct tickets as it counts, and settles like ticket-by-ticket, for every play', () => {
    const edges = ['01 02 03 04 05', '12 11 10 09 08', '01 03 05 07 09', '02 04 06 08 10', '12 01 06 07 02'].map((d) => d.split(' ').map(Number));
    const checks = checkFamilyProperties(
      'kl12',
      playsOf('kl12').map((p) => getPlay(key(p.id))),
      mulberry32(1212),
      { selections: 8, edgeDraws: edges },
    );
    expect(checks).toBeGreaterThan(1500);
  });
});

describe('kl12 counts', () => {
  it('gives the totals of all twelve numbers', () => {
    expect(count('sm_sm_zxfs', sel(all, all, all))).toBe(1320);
    expect(count('em_em_zxfs', sel(all, all))).toBe(132);
    expect(count('sm_sm_zuxfs', sel(all))).toBe(220);
    expect(count('em_em_zuxfs', sel(all))).toBe(66);
    const totals = [12, 66, 220, 495, 792, 924, 792, 495];
    anyIds.forEach((k, i) => expect(count(`rxfs_rxfs_${k}`, sel(all)), k).toBe(totals[i]));
    expect(count('dwd_dwd_dwd11y', sel(all, all, all, all, all))).toBe(60);
    expect(count('bdd_bdd5_5x1m', sel(['01', '12']))).toBe(2);
  });

  it('counts 直选 without repeated numbers and 胆拖 by 11x5rxdt', () => {
    expect(count('em_em_zxfs', sel(['11', '12'], ['12']))).toBe(1);
    expect(count('sm_sm_zxfs', sel(['10', '11', '12'], ['10', '11', '12'], ['10', '11', '12']))).toBe(6);
    expect(count('rxdt_rxdt_4z4', sel(['12'], ['01', '02', '03', '04']))).toBe(4);
    expect(count('rxdt_rxdt_8z5', sel(['12'], all.slice(0, 11)))).toBe(330); // C(11,7)
    expect(count('rxdt_rxdt_4z4', sel(['12', '11', '10'], ['01']))).toBe(0);
    expect(count('rxdt_rxdt_4z4', sel(['12'], ['12', '01', '02', '03']))).toBe(0);
  });
});

describe('kl12 wins', () => {
  const draw = '01,02,03,04,05';

  it('pays 任选 like 11x5 with one more number in play', () => {
    expect(won('rxfs_rxfs_2z2', sel(all), draw)).toBe(10);
    expect(won('rxfs_rxfs_5z5', sel(all), draw)).toBe(1);
    expect(won('rxfs_rxfs_6z5', sel(all), draw)).toBe(7);
    expect(won('rxfs_rxfs_7z5', sel(all), draw)).toBe(21);
    expect(won('rxfs_rxfs_8z5', sel(all), draw)).toBe(35);
    expect(won('rxdt_rxdt_2z2', sel(['12'], ['01', '02']), draw)).toBe(0);
    expect(won('rxdt_rxdt_2z2', sel(['01'], ['02', '12']), draw)).toBe(1);
  });

  it('reads 不定位 on the leading three, four or five numbers and 定位胆 on all five', () => {
    expect(won('bdd_bdd_3x1m', sel(['04', '05']), draw)).toBe(0);
    expect(won('bdd_bdd4_4x1m', sel(['04', '05']), draw)).toBe(1);
    expect(won('bdd_bdd5_5x1m', sel(['04', '05']), draw)).toBe(2);
    expect(won('dwd_dwd_dwd11y', sel(['01'], ['02'], ['03'], ['04'], ['05', '06']), draw)).toBe(5);
    expect(won('qw_qw_czw', sel(['08']), '12,10,01,05,08')).toBe(1);
    expect(won('qw_qw_dds', sel(['1单4双']), '12,10,01,06,08')).toBe(1);
    expect(won('sm_sm_zxds', sel(['12 11 10']), '12,11,10,01,02')).toBe(1);
  });
});

describe('kl12 win probabilities', () => {
  const p = (id: string, ticket: string) => getPlay(key(id)).rules.winProbability(ticket)[0]!;

  it('gives the chances over the 792 sets of five numbers', () => {
    expect(p('rxfs_rxfs_1z1', '12')).toBeCloseTo(5 / 12, 12);
    expect(p('rxfs_rxfs_2z2', '01 12')).toBeCloseTo(120 / 792, 12);
    expect(p('rxfs_rxfs_5z5', '01 02 03 04 05')).toBeCloseTo(1 / 792, 12);
    expect(p('rxfs_rxfs_8z5', '01 02 03 04 05 06 07 08')).toBeCloseTo(56 / 792, 12);
    expect(p('sm_sm_zxfs', '01 02 03')).toBeCloseTo(1 / 1320, 12);
    expect(p('sm_sm_zuxds', '01 02 03')).toBeCloseTo(1 / 220, 12);
    expect(p('bdd_bdd4_4x1m', '07')).toBeCloseTo(4 / 12, 12);
    expect(p('bdd_bdd5_5x1m', '07')).toBeCloseTo(5 / 12, 12);
    expect(p('qw_qw_dds', '0:5单0双') * 792).toBeCloseTo(6, 9);
    expect(p('qw_qw_dds', '0:3单2双') * 792).toBeCloseTo(300, 9);
    const middles = ['03', '04', '05', '06', '07', '08', '09', '10'].map((o) => p('qw_qw_czw', `0:${o}`) * 792);
    middles.forEach((c, i) => expect(c).toBeCloseTo([36, 84, 126, 150, 150, 126, 84, 36][i]!, 9));
  });
});
