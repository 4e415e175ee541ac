/**
 * 3d (福彩3D / 排列3): catalogue, count tables, brute-force
 * properties, settlements worked out by hand for every play and exact ticket chances.
 */
import { describe, expect, it } from 'vitest';
import { countBets, getPlay, parseEntries, playsOf, winningBets } from '../../../engine-worker/engine';
import { allDraws } from '../../../engine-worker/draws/draw-space';
import { choose } from '../../../engine-worker/counting/combinatorics';
import type { Selection } from '../../../engine-worker/types';
import { checkFamilyProperties, randomSelection } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const all = [...'0123456789'];
const count = (id: string, selection: Selection) => countBets(`3d:${id}`, selection);
const rows = (code: string): Selection => ({ rows: code.split('|').map((row) => (row === '' ? [] : row.split(','))) });
const entries = (list: string): Selection => ({ rows: [list.split(' ')] });

const requiredIds = [
  'sm_zx_fs',
  'sm_zx_ds',
  'sm_zx_hz',
  'sm_zux_z3',
  'sm_zux_z6',
  'sm_zux_hh',
  'sm_zux_hz',
  'sm_zux_z3hz',
  'sm_zux_z6hz',
  'sm_zux_bd',
  'sm_zux_z3dt',
  'sm_zux_z6dt',
  'em_zx_qfs',
  'em_zx_qds',
  'em_zux_qfs',
  'em_zux_qds',
  'em_zx_hfs',
  'em_zx_hds',
  'em_zux_hfs',
  'em_zux_hds',
  'dwd_dwd_dwd',
  'bdd_bdd_bdd1',
  'bdd_bdd_bdd2',
  'qw_lhh_bs',
  'qw_lhh_bg',
  'qw_lhh_sg',
  'qw_xt_xt',
];

describe('3d catalogue', () => {
  const plays = playsOf('3d');

  it('offers the listed plays (三码 直选/组选 incl. 组三/组六和值 and 胆拖, 前二/后二, 定位胆, 不定位, 龙虎斗, 形态) and no other', () => {
    const ids = plays.map((p) => p.id);
    expect(requiredIds.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !requiredIds.includes(id))).toEqual([]);
    expect(plays.every((p) => !p.unlimited && p.family === '3d' && p.singlePickLimit === 50 && p.rule.length > 0)).toBe(true);
  });

  it('lays out 百 十 个 rows, sum rows, option rows and typed entries', () => {
    const labels = (id: string) => getPlay(`3d:${id}`).plate.rows.map((r) => r.label);
    expect(labels('sm_zx_fs')).toEqual(['百位', '十位', '个位']);
    expect(labels('em_zx_qfs')).toEqual(['百位', '十位']);
    expect(labels('em_zx_hfs')).toEqual(['十位', '个位']);
    expect(labels('dwd_dwd_dwd')).toEqual(['百位', '十位', '个位']);
    expect(getPlay('3d:sm_zx_hz').plate.rows[0]!.options).toEqual(Array.from({ length: 28 }, (_, i) => String(i)));
    expect(getPlay('3d:sm_zux_hz').plate.rows[0]!.options).toEqual(Array.from({ length: 26 }, (_, i) => String(i + 1)));
    expect(getPlay('3d:sm_zux_z3hz').plate.rows[0]!.options).toEqual(Array.from({ length: 26 }, (_, i) => String(i + 1)));
    expect(getPlay('3d:sm_zux_z6hz').plate.rows[0]!.options).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 3)));
    expect(getPlay('3d:sm_zux_bd').plate.rows[0]!.maxPicks).toBe(1);
    expect(getPlay('3d:qw_lhh_bg').plate).toMatchObject({ dragonTiger: true, rows: [{ options: ['龙', '虎'] }] });
    expect(getPlay('3d:qw_xt_xt').plate.rows[0]!.options).toEqual(['豹子', '顺子', '对子', '半顺', '杂六']);
    const entry = (id: string) => getPlay(`3d:${id}`).plate.entry;
    expect(entry('sm_zx_ds')).toEqual({ kind: 'digits', length: 3, min: 0, max: 9 });
    expect(entry('sm_zux_hh')).toEqual({ kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['allSame'] });
    expect(entry('em_zx_hds')).toEqual({ kind: 'digits', length: 2, min: 0, max: 9 });
    expect(entry('em_zux_qds')).toEqual({ kind: 'digits', length: 2, min: 0, max: 9, unordered: true, reject: ['allSame'] });
    expect(parseEntries('3d:sm_zux_hh', '122 212 123')).toMatchObject({ count: 2, duplicates: 1 });
    expect(parseEntries('3d:sm_zux_hh', '122 111 123').invalid).toEqual([{ position: 2, entry: '111', reason: '不能为豹子号或对子号' }]);
  });

  it('expands to as many distinct tickets as it counts and settles like ticket-by-ticket, for every play', () => {
    const edges = ['000', '112', '121', '211', '123', '901', '890', '999', '135'].map((d) => [...d].map(Number));
    const checks = checkFamilyProperties(
      '3d',
      plays.map((p) => getPlay(`3d:${p.id}`)),
      mulberry32(3),
      { selections: 60, edgeDraws: edges },
    );
    expect(checks).toBe(plays.length * 60 * 11);
  });
});

describe('3d counts', () => {
  it('matches the official tables: direct sums T3, group sums G3 (组三 + 组六 parts)', () => {
    const each = (id: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => count(id, { rows: [[String(from + i)]] }));
    expect(each('sm_zx_hz', 0, 27)).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1]);
    const z3 = [1, 2, 1, 3, 3, 3, 4, 5, 4, 5, 5, 4, 5, 5, 4, 5, 5, 4, 5, 4, 3, 3, 3, 1, 2, 1];
    const z6 = [0, 0, 1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 10, 10, 10, 9, 8, 7, 5, 4, 3, 2, 1, 1, 0, 0];
    expect(each('sm_zux_hz', 1, 26)).toEqual(z3.map((c, i) => c + z6[i]!));
    expect(each('sm_zux_z3hz', 1, 26)).toEqual(z3);
    expect(each('sm_zux_z6hz', 3, 24)).toEqual(z6.slice(2, 24));
    // 组六和值 of 4 and 5 → 1 + 2 = 3 (a figure of 2 seen elsewhere is a typo)
    expect(count('sm_zux_z6hz', { rows: [['4', '5']] })).toBe(3);
    // worked example: 直选和值 of 0 and 27 and 13
    expect(count('sm_zx_hz', { rows: [['0', '27', '13']] })).toBe(77);
  });

  it('counts 组三 2·C(m,2), 组六 C(m,3), 二码组选 C(m,2), 不定位 m / C(m,2), 包胆 54, 定位胆 Σ', () => {
    for (let m = 0; m <= 10; m++) {
      const picks = all.slice(0, m);
      expect(count('sm_zux_z3', { rows: [picks] })).toBe(2 * choose(m, 2));
      expect(count('sm_zux_z6', { rows: [picks] })).toBe(choose(m, 3));
      expect(count('em_zux_qfs', { rows: [picks] })).toBe(choose(m, 2));
      expect(count('em_zux_hfs', { rows: [picks] })).toBe(choose(m, 2));
      expect(count('bdd_bdd_bdd1', { rows: [picks] })).toBe(m);
      expect(count('bdd_bdd_bdd2', { rows: [picks] })).toBe(choose(m, 2));
    }
    for (const d of all) expect(count('sm_zux_bd', { rows: [[d]] })).toBe(54);
    expect(count('sm_zx_fs', { rows: [all, all, all] })).toBe(1000);
    expect(count('sm_zx_fs', { rows: [['1'], [], ['2']] })).toBe(0);
    expect(
      count('em_zx_qfs', {
        rows: [
          ['1', '2'],
          ['3', '4', '5'],
        ],
      }),
    ).toBe(6);
    expect(count('dwd_dwd_dwd', { rows: [['1'], [], all] })).toBe(11);
    expect(count('qw_lhh_bs', { rows: [['龙', '虎']] })).toBe(2);
    expect(count('sm_zx_ds', { rows: [['123', '321', '111']] })).toBe(3);
    // 胆拖: 组三 2 × 拖码 with one 胆码; 组六 C(拖码, 3 − 胆码) and at least two bets; no digit in both rows
    expect(count('sm_zux_z3dt', rows('1|2,3,4'))).toBe(6);
    expect(count('sm_zux_z3dt', rows('1|2'))).toBe(2);
    expect(count('sm_zux_z3dt', rows('1|1,2'))).toBe(0);
    expect(count('sm_zux_z3dt', rows('|2,3'))).toBe(0);
    expect(count('sm_zux_z6dt', rows('1|2,3,4,5'))).toBe(6);
    expect(count('sm_zux_z6dt', rows('1,2|3,4,5'))).toBe(3);
    expect(count('sm_zux_z6dt', rows('1,2|3'))).toBe(0);
    expect(count('sm_zux_z6dt', rows('1|2,3'))).toBe(0);
    expect(count('sm_zux_z6dt', rows('1,2|2,3,4'))).toBe(0);
  });
});

const vectors: Array<[string, Selection, string, number[], number?]> = [
  ['sm_zx_fs', rows('1|2|3,4'), '124', [1]],
  ['sm_zx_fs', rows('1|2|3,4'), '214', [0]],
  ['sm_zx_ds', entries('123 456'), '123', [1]],
  ['sm_zx_ds', entries('123 456'), '321', [0]],
  ['sm_zx_hz', rows('0,27,13'), '000', [1]],
  ['sm_zx_hz', rows('0,27,13'), '355', [1]],
  ['sm_zx_hz', rows('0,27,13'), '499', [0]],
  ['sm_zux_z3', rows('1,2'), '112', [1]],
  ['sm_zux_z3', rows('1,2'), '212', [1]],
  ['sm_zux_z3', rows('1,2'), '111', [0]],
  ['sm_zux_z6', rows('1,2,3'), '321', [1]],
  ['sm_zux_z6', rows('1,2,3'), '221', [0]],
  ['sm_zux_hh', entries('122 123'), '212', [1, 0]],
  ['sm_zux_hh', entries('122 123'), '231', [0, 1]],
  ['sm_zux_hh', entries('122 123'), '222', [0, 0]],
  ['sm_zux_hz', rows('1'), '001', [1, 0]],
  ['sm_zux_hz', rows('3'), '012', [0, 1]],
  ['sm_zux_hz', rows('3'), '111', [0, 0]],
  ['sm_zux_z3hz', rows('4'), '202', [1]],
  ['sm_zux_z3hz', rows('4'), '013', [0]], // 组六 of sum 4
  ['sm_zux_z3hz', rows('3'), '111', [0]],
  ['sm_zux_z6hz', rows('4'), '301', [1]],
  ['sm_zux_z6hz', rows('4'), '112', [0]], // 组三 of sum 4
  ['sm_zux_z6hz', rows('3,24'), '987', [1]],
  ['sm_zux_bd', rows('0'), '000', [0, 0]],
  ['sm_zux_bd', rows('0'), '010', [1, 0]],
  ['sm_zux_bd', rows('0'), '902', [0, 1]],
  ['sm_zux_bd', rows('0'), '123', [0, 0]],
  ['sm_zux_z3dt', rows('1|2,3'), '121', [1]], // 112
  ['sm_zux_z3dt', rows('1|2,3'), '233', [0]], // 胆码 1 not drawn
  ['sm_zux_z3dt', rows('1|2,3'), '313', [1]], // 133
  ['sm_zux_z3dt', rows('1|2,3'), '123', [0]], // 组六
  ['sm_zux_z6dt', rows('1,2|3,4'), '421', [1]],
  ['sm_zux_z6dt', rows('1,2|3,4'), '341', [0]], // 胆码 2 not drawn
  ['sm_zux_z6dt', rows('1|3,4,5'), '115', [0]], // 组三
  ['em_zx_qfs', rows('1|2'), '129', [1]],
  ['em_zx_qfs', rows('1|2'), '912', [0]],
  ['em_zx_hfs', rows('1|2'), '912', [1]],
  ['em_zx_hfs', rows('1|2'), '129', [0]],
  ['em_zx_qds', entries('12'), '120', [1]],
  ['em_zx_qds', entries('12'), '210', [0]],
  ['em_zx_hds', entries('12'), '012', [1]],
  ['em_zx_hds', entries('12'), '120', [0]],
  ['em_zux_qfs', rows('1,2'), '210', [1]],
  ['em_zux_qfs', rows('1,2'), '110', [0]],
  ['em_zux_hfs', rows('1,2'), '021', [1]],
  ['em_zux_hfs', rows('1,2'), '210', [0]],
  ['em_zux_qds', entries('12'), '219', [1]],
  ['em_zux_qds', entries('12'), '922', [0]],
  ['em_zux_hds', entries('12'), '921', [1]],
  ['em_zux_hds', entries('12'), '129', [0]],
  ['dwd_dwd_dwd', rows('1|2|3'), '123', [3]],
  ['dwd_dwd_dwd', rows('1,3||3'), '323', [2]],
  ['bdd_bdd_bdd1', rows('1,2'), '111', [1]],
  ['bdd_bdd_bdd1', rows('1,2'), '123', [2]],
  ['bdd_bdd_bdd2', rows('1,2,3'), '123', [3]],
  ['bdd_bdd_bdd2', rows('1,2,3'), '112', [1]],
  ['bdd_bdd_bdd2', rows('1,2,3'), '145', [0]],
  ['qw_lhh_bs', rows('龙,虎'), '210', [1]],
  ['qw_lhh_bs', rows('龙,虎'), '220', [0], 2],
  ['qw_lhh_bs', rows('龙'), '120', [0]],
  ['qw_lhh_bg', rows('龙,虎'), '202', [0], 2],
  ['qw_lhh_bg', rows('虎'), '209', [1]],
  ['qw_lhh_sg', rows('龙'), '021', [1]],
  ['qw_lhh_sg', rows('虎'), '021', [0]],
  ['qw_xt_xt', rows('豹子,顺子,对子,半顺,杂六'), '901', [1]],
  ['qw_xt_xt', rows('顺子'), '901', [1]],
  ['qw_xt_xt', rows('对子'), '112', [1]],
  ['qw_xt_xt', rows('豹子'), '000', [1]],
  ['qw_xt_xt', rows('半顺'), '125', [1]],
  ['qw_xt_xt', rows('杂六'), '135', [1]],
  ['qw_xt_xt', rows('豹子,顺子,对子,半顺'), '135', [0]],
];

describe('3d settlements worked out by hand', () => {
  it('cover every 3d play', () => {
    const covered = new Set(vectors.map(([id]) => id));
    expect(
      playsOf('3d')
        .map((p) => p.id)
        .filter((id) => !covered.has(id)),
    ).toEqual([]);
  });
  it.each(vectors.map((vector) => [`${vector[0]} ${JSON.stringify(vector[1].rows)} vs ${vector[2]}`, vector] as const))(
    '%s',
    (_, [id, selection, draw, levels, refunds]) => {
      expect(winningBets(`3d:${id}`, selection, [...draw].join(','))).toEqual({ levels, refunds: refunds ?? 0 });
    },
  );
});

describe('3d chances', () => {
  const p = (id: string, ticket: string) => getPlay(`3d:${id}`).rules.winProbability(ticket);

  it('match the official odds (直选 1/1000, 组三 3/1000, 组六 6/1000) and the official 形态 counts', () => {
    expect(p('sm_zx_fs', '123')).toEqual([1 / 1000]);
    expect(p('sm_zx_hz', '999')).toEqual([1 / 1000]);
    expect(p('sm_zux_z3', '112')).toEqual([3 / 1000]);
    expect(p('sm_zux_z6', '123')).toEqual([6 / 1000]);
    expect(p('sm_zux_hh', '122')).toEqual([3 / 1000, 0]);
    expect(p('sm_zux_hz', '012')).toEqual([0, 6 / 1000]);
    expect(p('sm_zux_z3hz', '022')).toEqual([3 / 1000]);
    expect(p('sm_zux_z6hz', '013')).toEqual([6 / 1000]);
    expect(p('sm_zux_z3dt', '112')).toEqual([3 / 1000]);
    expect(p('sm_zux_z6dt', '123')).toEqual([6 / 1000]);
    expect(p('em_zx_hfs', '12')).toEqual([1 / 100]);
    expect(p('em_zux_qds', '12')).toEqual([2 / 100]);
    expect(p('dwd_dwd_dwd', '1:5')).toEqual([1 / 10]);
    expect(p('bdd_bdd_bdd1', '5')[0]).toBeCloseTo(0.271, 12);
    expect(p('bdd_bdd_bdd2', '56')[0]).toBeCloseTo(1 - 2 * 0.729 + 0.512, 12);
    expect(p('qw_lhh_sg', '0:龙')[0]).toBeCloseTo(0.45, 12);
    expect(['豹子', '顺子', '对子', '半顺', '杂六'].map((f) => Math.round(p('qw_xt_xt', `0:${f}`)[0]! * 1000))).toEqual([10, 60, 270, 360, 300]);
  });

  it('equal the share of all 1000 draws each play ticket wins', () => {
    const draws = allDraws('3d');
    const random = mulberry32(1000);
    for (const info of playsOf('3d')) {
      const play = getPlay(`3d:${info.id}`);
      for (let round = 0; round < 5; round++) {
        const tickets = play.rules.expand(randomSelection(play, random, 300));
        if (tickets.length === 0) continue;
        const ticket = tickets[Math.floor(random() * tickets.length)]!;
        const wins = new Array<number>(info.prizeLevels.length).fill(0);
        for (const draw of draws) {
          const outcome = play.rules.ticketOutcome(ticket, draw);
          if (outcome >= 0) wins[outcome]!++;
        }
        play.rules.winProbability(ticket).forEach((c, level) => expect(c, `${info.id} ${ticket}`).toBeCloseTo(wins[level]! / 1000, 12));
      }
    }
  });
});
