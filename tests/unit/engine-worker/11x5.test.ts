import { describe, expect, it } from 'vitest';
import { countBets, getPlay, parseEntries, playsOf, winningBets } from '../../../engine-worker/engine';
import type { Selection } from '../../../engine-worker/types';
import { checkFamilyProperties } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const key = (id: string) => `11x5:${id}`;
const all = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'];
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
  'bdd_bdd_bdd11y',
  'dwd_dwd_dwd11y',
  ...anyIds.map((k) => `rxfs_rxfs_${k}`),
  ...anyIds.map((k) => `rxds_rxds_${k}`),
  ...anyIds.slice(1).map((k) => `rxdt_rxdt_${k}`),
  'qw_qw_dds',
  'qw_qw_czw',
];

describe('11x5 catalogue', () => {
  it('offers every listed 11x5 play with every field filled', () => {
    const plays = playsOf('11x5');
    expect(plays.map((p) => p.id).sort()).toEqual([...requiredIds].sort());
    for (const p of plays) {
      for (const field of ['tab', 'subTab', 'name', 'fullName', 'rule', 'countRule'] as const) expect(p[field].length, `${p.id} ${field}`).toBeGreaterThan(0);
      expect(p.prizeLevels).toEqual(['一等奖']);
      expect(p.singlePickLimit).toBe(33);
      if (p.plate.kind === 'click') for (const row of p.plate.rows) expect(row.options.length).toBeGreaterThan(0);
    }
  });

  it('describes single entries as distinct two-digit numbers, unordered for 组选 and 任选', () => {
    const entry = (id: string) => getPlay(key(id)).plate.entry;
    expect(entry('sm_sm_zxds')).toEqual({ kind: 'numbers', length: 3, min: 1, max: 11, distinct: true });
    expect(entry('sm_sm_zuxds')).toEqual({ kind: 'numbers', length: 3, min: 1, max: 11, distinct: true, unordered: true });
    expect(entry('em_em_zxds')?.length).toBe(2);
    anyIds.forEach((k, i) => expect(entry(`rxds_rxds_${k}`)).toEqual({ kind: 'numbers', length: i + 1, min: 1, max: 11, distinct: true, unordered: true }));
    // 组选 entries equal as sets are one entry; 直选 entries keep their order
    expect(parseEntries(key('sm_sm_zuxds'), '01 02 03\n03 02 01').count).toBe(1);
    expect(parseEntries(key('sm_sm_zxds'), '01 02 03\n03 02 01').count).toBe(2);
    expect(parseEntries(key('sm_sm_zxds'), '01 01 03').invalidCount).toBe(1);
    expect(parseEntries(key('rxds_rxds_2z2'), '01 12').invalidCount).toBe(1);
  });

  it('limits the 胆码 row below the ticket size', () => {
    expect(getPlay(key('rxdt_rxdt_2z2')).plate.rows[0]!.maxPicks).toBe(1);
    expect(getPlay(key('rxdt_rxdt_8z5')).plate.rows[0]!.maxPicks).toBe(7);
    expect(getPlay(key('sm_sm_zuxdt')).plate.rows[0]!.maxPicks).toBe(2);
    expect(() => count('rxdt_rxdt_3z3', sel(['01', '02', '03'], ['04', '05']))).toThrow('胆码最多选择2个号码');
  });

  it('expands to exactly as many distinct tickets as it counts, and settles like ticket-by-ticket, for every play', () => {
    const edges = ['01 02 03 04 05', '11 10 09 08 07', '01 03 05 07 09', '02 04 06 08 10', '06 01 11 02 10'].map((d) => d.split(' ').map(Number));
    const checks = checkFamilyProperties(
      '11x5',
      playsOf('11x5').map((p) => getPlay(key(p.id))),
      mulberry32(1105),
      { selections: 8, edgeDraws: edges },
    );
    expect(checks).toBeGreaterThan(1500);
  });
});

describe('11x5 counts', () => {
  it('gives the official totals for all eleven numbers', () => {
    expect(count('sm_sm_zxfs', sel(all, all, all))).toBe(990);
    expect(count('em_em_zxfs', sel(all, all))).toBe(110);
    expect(count('sm_sm_zuxfs', sel(all))).toBe(165);
    expect(count('em_em_zuxfs', sel(all))).toBe(55);
    const totals = [11, 55, 165, 330, 462, 462, 330, 165];
    anyIds.forEach((k, i) => expect(count(`rxfs_rxfs_${k}`, sel(all)), k).toBe(totals[i]));
    expect(count('bdd_bdd_bdd11y', sel(all))).toBe(11);
    expect(count('dwd_dwd_dwd11y', sel(all, all, all))).toBe(33);
  });

  it('drops tuples that repeat a number from 直选复式 (11x5zxfs)', () => {
    // (01,02,03) and (02,01,03)
    expect(count('sm_sm_zxfs', sel(['01', '02'], ['01', '02'], ['01', '02', '03']))).toBe(2);
    expect(count('sm_sm_zxfs', sel(['01'], ['01'], ['02']))).toBe(0);
    expect(count('em_em_zxfs', sel(['01', '02', '03'], ['02', '03', '04']))).toBe(7);
    expect(count('sm_sm_zxfs', sel(['01'], ['02'], []))).toBe(0);
  });

  it('counts 胆拖 as C(|drag|, z − |bank|) only for a real 胆拖', () => {
    expect(count('sm_sm_zuxdt', sel(['01'], ['02', '03', '04']))).toBe(3);
    expect(count('sm_sm_zuxdt', sel(['01', '02'], ['03', '04']))).toBe(2);
    expect(count('sm_sm_zuxdt', sel(['01', '02'], ['03']))).toBe(0);
    expect(count('em_em_zuxdt', sel(['01'], ['02', '03']))).toBe(2);
    expect(count('rxdt_rxdt_2z2', sel(['01'], all.slice(1)))).toBe(10);
    expect(count('rxdt_rxdt_5z5', sel(['01', '02', '03', '04'], ['05', '06']))).toBe(2);
    expect(count('rxdt_rxdt_8z5', sel(['01'], all.slice(1)))).toBe(120);
    expect(count('rxdt_rxdt_8z5', sel(['01', '02', '03', '04', '05', '06', '07'], ['08', '09']))).toBe(2);
    expect(count('rxdt_rxdt_3z3', sel([], ['01', '02', '03', '04']))).toBe(0);
    // a number in both rows (the plate never sends it): no bets
    expect(count('rxdt_rxdt_3z3', sel(['01'], ['01', '02', '03']))).toBe(0);
  });

  it('counts single entries and options one each', () => {
    expect(count('rxds_rxds_2z2', sel(['01 02', '01 03', '10 11']))).toBe(3);
    expect(count('rxds_rxds_8z5', sel(['01 02 03 04 05 06 07 08']))).toBe(1);
    expect(count('qw_qw_dds', sel(['5单0双', '0单5双']))).toBe(2);
    expect(count('qw_qw_czw', sel(['03', '06', '09']))).toBe(3);
    expect(getPlay(key('qw_qw_czw')).plate.rows[0]!.options).toEqual(['03', '04', '05', '06', '07', '08', '09']);
  });
});

describe('11x5 wins', () => {
  const draw = '01,02,03,04,05';

  it('pays 任选 k中k when the picks are all drawn and k中5 when the five drawn are all picked', () => {
    expect(won('rxfs_rxfs_2z2', sel(all), draw)).toBe(10); // C(5,2)
    expect(won('rxfs_rxfs_3z3', sel(all), draw)).toBe(10); // C(5,3)
    expect(won('rxfs_rxfs_5z5', sel(all), draw)).toBe(1);
    expect(won('rxfs_rxfs_6z5', sel(all), draw)).toBe(6); // the five drawn + 1 of the 6 others
    expect(won('rxfs_rxfs_8z5', sel(all), draw)).toBe(20); // C(6,3)
    expect(won('rxfs_rxfs_1z1', sel(['01', '06', '11']), draw)).toBe(1);
    expect(won('rxfs_rxfs_3z3', sel(['01', '02', '03', '06']), draw)).toBe(1);
    expect(won('rxfs_rxfs_6z5', sel(['01', '02', '03', '04', '06', '07']), draw)).toBe(0);
    expect(won('rxds_rxds_2z2', sel(['01 02', '01 06', '03 05']), draw)).toBe(2);
    expect(won('rxds_rxds_8z5', sel(['01 02 03 04 05 06 07 08', '01 02 03 04 06 07 08 09']), draw)).toBe(1);
  });

  it('pays 胆拖 tickets that hold the bank', () => {
    expect(won('rxdt_rxdt_3z3', sel(['01'], ['02', '06', '07']), draw)).toBe(0);
    expect(won('rxdt_rxdt_3z3', sel(['01'], ['02', '03', '06']), draw)).toBe(1);
    expect(won('rxdt_rxdt_3z3', sel(['06'], ['01', '02', '03']), draw)).toBe(0);
    expect(won('rxdt_rxdt_6z5', sel(['06'], ['01', '02', '03', '04', '05', '07']), draw)).toBe(1);
    expect(won('rxdt_rxdt_7z5', sel(['01'], ['02', '03', '04', '05', '06', '07', '08']), draw)).toBe(3); // + 2 of 06 07 08
    expect(won('sm_sm_zuxdt', sel(['02'], ['03', '01', '11']), '03,01,02,04,05')).toBe(1);
  });

  it('pays 前三/前二 直选 in order and 组选 in any order', () => {
    expect(won('sm_sm_zxfs', sel(['01'], ['02'], ['03', '04']), draw)).toBe(1);
    expect(won('sm_sm_zxfs', sel(['02'], ['01'], ['03']), draw)).toBe(0);
    expect(won('sm_sm_zxds', sel(['01 02 03', '03 02 01']), draw)).toBe(1);
    expect(won('sm_sm_zuxfs', sel(['01', '02', '03', '04']), '03,01,02,04,05')).toBe(1);
    expect(won('sm_sm_zuxds', sel(['01 02 03', '01 02 04']), '03,01,02,04,05')).toBe(1);
    expect(won('em_em_zuxfs', sel(['02', '01']), '01,02,03,04,05')).toBe(1);
    expect(won('em_em_zxfs', sel(['02'], ['01']), draw)).toBe(0);
  });

  it('pays 不定位, 定位胆 and 趣味 per matching pick', () => {
    expect(won('bdd_bdd_bdd11y', sel(['01', '04', '05', '06']), draw)).toBe(1);
    expect(won('dwd_dwd_dwd11y', sel(['01', '02'], ['02'], ['03']), draw)).toBe(3);
    expect(won('qw_qw_dds', sel(['3单2双', '2单3双']), draw)).toBe(1);
    expect(won('qw_qw_dds', sel(['0单5双']), '02,04,06,08,10')).toBe(1);
    expect(won('qw_qw_czw', sel(['03']), draw)).toBe(1);
    expect(won('qw_qw_czw', sel(['07', '09']), '11,09,01,05,07')).toBe(1); // sorted 01 05 07 09 11
  });
});

describe('11x5 win probabilities', () => {
  const p = (id: string, ticket: string) => getPlay(key(id)).rules.winProbability(ticket)[0]!;

  it('gives the official chances of one ticket', () => {
    expect(p('rxfs_rxfs_1z1', '05')).toBeCloseTo(5 / 11, 12);
    expect(p('rxfs_rxfs_2z2', '01 02')).toBeCloseTo(10 / 55, 12);
    expect(p('rxfs_rxfs_3z3', '01 02 03')).toBeCloseTo(10 / 165, 12);
    expect(p('rxfs_rxfs_4z4', '01 02 03 04')).toBeCloseTo(5 / 330, 12);
    expect(p('rxfs_rxfs_5z5', '01 02 03 04 05')).toBeCloseTo(1 / 462, 12);
    expect(p('rxds_rxds_6z5', '01 02 03 04 05 06')).toBeCloseTo(6 / 462, 12);
    expect(p('rxdt_rxdt_7z5', '01 02 03 04 05 06 07')).toBeCloseTo(21 / 462, 12);
    expect(p('rxfs_rxfs_8z5', '01 02 03 04 05 06 07 08')).toBeCloseTo(20 / 165, 12);
    expect(p('sm_sm_zxfs', '01 02 03')).toBeCloseTo(1 / 990, 12);
    expect(p('sm_sm_zuxfs', '01 02 03')).toBeCloseTo(1 / 165, 12);
    expect(p('em_em_zxds', '01 02')).toBeCloseTo(1 / 110, 12);
    expect(p('em_em_zuxdt', '01 02')).toBeCloseTo(1 / 55, 12);
    expect(p('bdd_bdd_bdd11y', '07')).toBeCloseTo(3 / 11, 12);
    expect(p('dwd_dwd_dwd11y', '2:07')).toBeCloseTo(1 / 11, 12);
    const oddCounts = ['5单0双', '4单1双', '3单2双', '2单3双', '1单4双', '0单5双'].map((o) => p('qw_qw_dds', `0:${o}`) * 462);
    oddCounts.forEach((c, i) => expect(c).toBeCloseTo([6, 75, 200, 150, 30, 1][i]!, 9));
    const middles = ['03', '04', '05', '06', '07', '08', '09'].map((o) => p('qw_qw_czw', `0:${o}`) * 462);
    middles.forEach((c, i) => expect(c).toBeCloseTo([28, 63, 90, 100, 90, 63, 28][i]!, 9));
  });
});
