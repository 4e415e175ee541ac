import { describe, expect, it } from 'vitest';
import { countBets, getPlay, parseEntries, playsOf, winningBets } from '../../../engine-worker/engine';
import { directValueCounts, decimalDigits } from '../../../engine-worker/rules/digit-rules';
import { choose } from '../../../engine-worker/counting/combinatorics';
import type { Selection } from '../../../engine-worker/types';
import { checkFamilyProperties } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const digits = (s: string) => [...s];
const all = digits('0123456789');
const count = (id: string, selection: Selection) => countBets(`ssc:${id}`, selection);
const three = ['qsm', 'zsm', 'hsm'];

/** Every ssc play id the platform offers (plays only some clients offer use the same id style). */
const requiredIds = [
  ...['wx', 'sx'].flatMap((k) => ['zx_fs', 'zx_ds', 'zx_zh'].map((s) => `${k}_${s}`)),
  ...['z120', 'z60', 'z30', 'z20', 'z10', 'z5'].map((z) => `wx_zux_${z}`),
  ...['z24', 'z12', 'z6', 'z4'].map((z) => `sx_zux_${z}`),
  ...three.flatMap((k) =>
    ['zx_fs', 'zx_ds', 'zx_zh', 'zx_hz', 'zx_kd', 'zux_z3', 'zux_z6', 'zux_hh', 'zux_z3ds', 'zux_z6ds', 'zux_hz', 'zux_bd', 'qt_hzws', 'qt_tsh'].map(
      (s) => `${k}_${s}`,
    ),
  ),
  ...['q', 'h'].flatMap((k) => ['zx_?fs', 'zx_?ds', 'zx_?hz', 'zx_?kd', 'zux_?fs', 'zux_?ds', 'zux_?hz', 'zux_?bd'].map((s) => `em_${s.replace('?', k)}`)),
  'dwd_dwd_dwd',
  ...['qs', 'z3', 'hs'].flatMap((k) => [1, 2].map((n) => `bdd_bdd_${k}${n}`)),
  ...[1, 2, 3].flatMap((n) => [`bdd_bdd4_4x${n}`, `bdd_bdd5_5x${n}`]),
  ...['q2', 'h2', 'q3', 'h3'].map((k) => `dxds_dxds_${k}`),
  ...['wx', 'sx', 'qs', 'zs', 'hs'].flatMap((k) => [`dxds_dxgs_${k}`, `dxds_dsgs_${k}`]),
  ...['5xhz', 'q3hz', 'z3hz', 'h3hz'].map((k) => `zh_hzdxds_${k}`),
  ...['yffs', 'hscs', 'sxbx', 'sjfc'].map((k) => `qw_ts_${k}`),
  ...['wq', 'wb', 'ws', 'wg', 'qb', 'qs', 'qg', 'bs', 'bg', 'sg'].flatMap((k) => [`qw_lhh_${k}`, `qw_lh_${k}`]),
  ...['q3', 'z3', 'h3', 'wx'].map((k) => `qw_xt_${k}`),
  'qw_bjl_bjl',
  'nn_nn_nn',
  ...['zx_fs', 'zx_ds', 'zx_hz', 'zux_fs', 'zux_ds', 'zux_hz'].map((s) => `rx2_${s}`),
  ...['zx_fs', 'zx_ds', 'zx_hz', 'zux_z3', 'zux_z6', 'zux_hh', 'zux_hz'].map((s) => `rx3_${s}`),
  ...['zx_fs', 'zx_ds', 'zux_z24', 'zux_z12', 'zux_z6', 'zux_z4'].map((s) => `rx4_${s}`),
];

describe('ssc catalogue', () => {
  const plays = playsOf('ssc');
  const byId = new Map(plays.map((p) => [p.id, p]));

  it('offers every listed ssc play and no other', () => {
    expect(requiredIds.filter((id) => !byId.has(id))).toEqual([]);
    expect(plays.map((p) => p.id).filter((id) => !requiredIds.includes(id))).toEqual([]);
    expect(plays.length).toBe(new Set(plays.map((p) => p.id)).size);
    expect(plays.length).toBe(154);
  });

  it('fills every PlayInfo field', () => {
    for (const p of plays) {
      for (const field of ['tab', 'subTab', 'name', 'fullName', 'rule', 'countRule'] as const) expect(p[field], `${p.id} ${field}`).toMatch(/\S/);
      expect(p.family).toBe('ssc');
      expect(p.prizeLevels.length, p.id).toBeGreaterThan(0);
      expect(p.singlePickLimit, p.id).toBe(50);
      expect(p.plate.kind === 'input' ? p.plate.entry : p.plate.rows.length, p.id).toBeTruthy();
    }
  });

  it('splits normal and unlimited (不限) plays as documented', () => {
    const unlimited = new Set(plays.filter((p) => p.unlimited).map((p) => p.id));
    const normal = [
      'wx_zx_fs',
      'wx_zx_ds',
      'wx_zux_z60',
      'sx_zux_z4',
      'qsm_zx_hz',
      'hsm_zx_kd',
      'zsm_zux_z3',
      'hsm_zux_hh',
      'qsm_zux_bd',
      'em_zux_hbd',
      'dwd_dwd_dwd',
      'bdd_bdd_hs2',
      'dxds_dxds_h2',
      'rx2_zx_fs',
      'rx3_zx_ds',
      'qw_lhh_wq',
      'qw_ts_yffs',
    ];
    const extra = [
      'wx_zx_zh',
      'qsm_zx_zh',
      'qsm_qt_hzws',
      'hsm_qt_tsh',
      'bdd_bdd4_4x1',
      'bdd_bdd5_5x3',
      'dxds_dxds_q3',
      'dxds_dxgs_wx',
      'dxds_dsgs_hs',
      'zh_hzdxds_5xhz',
      'qw_xt_q3',
      'qw_xt_wx',
      'qw_bjl_bjl',
      'nn_nn_nn',
      'qw_lh_sg',
      'rx2_zx_hz',
      'rx2_zux_fs',
      'rx3_zux_hh',
      'rx4_zux_z24',
    ];
    expect(normal.filter((id) => unlimited.has(id))).toEqual([]);
    expect(extra.filter((id) => !unlimited.has(id))).toEqual([]);
    expect(plays.length - unlimited.size).toBe(92);
  });

  it('lays out the plates: position rows, role rows, 包胆, option rows and position pickers', () => {
    const labels = (id: string) => getPlay(`ssc:${id}`).plate.rows.map((r) => r.label);
    expect(labels('wx_zx_fs')).toEqual(['万位', '千位', '百位', '十位', '个位']);
    expect(labels('sx_zx_zh')).toEqual(['千位', '百位', '十位', '个位']);
    expect(labels('zsm_zx_fs')).toEqual(['千位', '百位', '十位']);
    expect(labels('hsm_zx_fs')).toEqual(['百位', '十位', '个位']);
    expect(labels('em_zx_hfs')).toEqual(['十位', '个位']);
    expect(labels('wx_zux_z60')).toEqual(['二重号', '单号']);
    expect(labels('wx_zux_z10')).toEqual(['三重号', '二重号']);
    expect(labels('wx_zux_z5')).toEqual(['四重号', '单号']);
    expect(labels('sx_zux_z4')).toEqual(['三重号', '单号']);
    expect(labels('dwd_dwd_dwd')).toEqual(['万位', '千位', '百位', '十位', '个位']);
    const fs = getPlay('ssc:wx_zx_fs').plate;
    expect(fs.rows[0]!.options).toEqual(all);
    expect(fs.rows[0]!.filters).toEqual(['all', 'big', 'small', 'odd', 'even', 'clear']);
    expect(fs.randomPick).toBe(true);
    for (const id of ['qsm_zux_bd', 'em_zux_qbd']) expect(getPlay(`ssc:${id}`).plate.rows[0]!.maxPicks).toBe(1);
    expect(getPlay('ssc:qsm_zx_hz').plate.rows[0]!.options).toEqual(Array.from({ length: 28 }, (_, i) => String(i)));
    expect(getPlay('ssc:qsm_zux_hz').plate.rows[0]!.options).toEqual(Array.from({ length: 26 }, (_, i) => String(i + 1)));
    expect(getPlay('ssc:em_zx_qhz').plate.rows[0]!.options).toEqual(Array.from({ length: 19 }, (_, i) => String(i)));
    expect(getPlay('ssc:em_zux_hhz').plate.rows[0]!.options).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1)));
    expect(getPlay('ssc:hsm_zx_kd').plate.rows[0]!.options).toEqual(all);
    expect(getPlay('ssc:dxds_dxds_h2').plate.rows.map((r) => r.options)).toEqual([
      ['大', '小', '单', '双'],
      ['大', '小', '单', '双'],
    ]);
    expect(getPlay('ssc:dxds_dxgs_wx').plate.rows[0]!.options).toEqual(['5大0小', '4大1小', '3大2小', '2大3小', '1大4小', '0大5小']);
    expect(getPlay('ssc:dxds_dsgs_qs').plate.rows[0]!.options).toEqual(['3单0双', '2单1双', '1单2双', '0单3双']);
    expect(getPlay('ssc:zh_hzdxds_5xhz').plate.rows[0]!.options).toEqual(['大', '小', '单', '双', '大单', '大双', '小单', '小双']);
    expect(getPlay('ssc:zh_hzdxds_h3hz').plate.rows[0]!.options).toEqual(['大', '小', '单', '双']);
    expect(getPlay('ssc:qw_lhh_wq').plate).toMatchObject({ dragonTiger: true, rows: [{ options: ['龙', '虎'] }] });
    expect(getPlay('ssc:qw_lh_wq').plate).toMatchObject({ dragonTiger: true, rows: [{ options: ['龙', '虎', '和'] }] });
    expect(getPlay('ssc:qw_xt_h3').plate.rows[0]!.options).toEqual(['豹子', '顺子', '对子', '半顺', '杂六']);
    expect(getPlay('ssc:qw_xt_wx').plate.rows[0]!.options).toEqual(['四条', '葫芦', '顺子', '三条', '两对', '一对', '单牌']);
    expect(getPlay('ssc:qw_bjl_bjl').plate.rows[0]!.options).toEqual(['庄', '闲', '和', '庄对', '闲对', 'S6']);
    expect(getPlay('ssc:nn_nn_nn').plate.rows[0]!.options).toEqual([
      '牛大',
      '牛小',
      '牛单',
      '牛双',
      '无牛',
      ...Array.from({ length: 9 }, (_, i) => `牛${i + 1}`),
      '牛牛',
    ]);
    expect(getPlay('ssc:qsm_qt_tsh').plate.rows[0]!.options).toEqual(['豹子', '顺子', '对子']);
    expect(getPlay('ssc:qsm_qt_hzws').plate.rows[0]!.options).toEqual(all);
    for (const p of plays.filter((x) => /^rx\d_/.test(x.id))) {
      const r = Number(p.id[2]);
      if (p.id.endsWith('_zx_fs')) {
        expect(p.plate.positionPicker, p.id).toBeUndefined();
        expect(p.plate.rows.map((row) => row.label)).toEqual(['万位', '千位', '百位', '十位', '个位']);
      } else expect(p.plate.positionPicker, p.id).toEqual({ labels: ['万位', '千位', '百位', '十位', '个位'], minimum: r, defaults: [0, 1, 2, 3, 4] });
    }
  });

  it('describes each typed-entry play: digits, length, range, order and refused shapes', () => {
    const entry = (id: string) => getPlay(`ssc:${id}`).plate.entry;
    expect(entry('wx_zx_ds')).toEqual({ kind: 'digits', length: 5, min: 0, max: 9 });
    expect(entry('sx_zx_ds')).toEqual({ kind: 'digits', length: 4, min: 0, max: 9 });
    expect(entry('em_zx_hds')).toEqual({ kind: 'digits', length: 2, min: 0, max: 9 });
    expect(entry('rx4_zx_ds')).toEqual({ kind: 'digits', length: 4, min: 0, max: 9 });
    for (const k of three) {
      expect(entry(`${k}_zx_ds`)).toEqual({ kind: 'digits', length: 3, min: 0, max: 9 });
      expect(entry(`${k}_zux_hh`)).toEqual({ kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['allSame'] });
      expect(entry(`${k}_zux_z3ds`)).toEqual({ kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['notPair'] });
      expect(entry(`${k}_zux_z6ds`)).toEqual({ kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['notDistinct'] });
    }
    for (const id of ['em_zux_qds', 'em_zux_hds', 'rx2_zux_ds'])
      expect(entry(id)).toEqual({ kind: 'digits', length: 2, min: 0, max: 9, unordered: true, reject: ['allSame'] });
    expect(entry('rx3_zux_hh')).toMatchObject({ length: 3, unordered: true, reject: ['allSame'] });
    // the parser reads them so: 112 = 121 for group plays; 豹子, pairs and the wrong shapes refused
    expect(parseEntries('ssc:qsm_zux_z3ds', '112 121 122').count).toBe(2);
    expect(parseEntries('ssc:qsm_zux_z3ds', '112 123').invalidCount).toBe(1);
    expect(parseEntries('ssc:qsm_zux_z6ds', '123 321 112').invalidCount).toBe(1);
    expect(parseEntries('ssc:qsm_zux_hh', '111 112 211').invalidCount).toBe(1);
    expect(parseEntries('ssc:em_zux_qds', '12 21 33').invalidCount).toBe(1);
    expect(parseEntries('ssc:qsm_zx_ds', '123 321 123')).toMatchObject({ count: 2, duplicates: 1 });
  });

  it('names the count rule of every play', () => {
    const rule = (id: string) => getPlay(`ssc:${id}`).countRule;
    expect(['wx_zx_fs', 'em_zx_qfs', 'dxds_dxds_h3'].map(rule)).toEqual(['jiecheng', 'jiecheng', 'jiecheng']);
    expect(['wx_zux_z120', 'sx_zux_z6', 'qsm_zux_z3', 'qsm_zux_z6', 'em_zux_hfs', 'bdd_bdd_qs2'].map(rule)).toEqual(Array(6).fill('zuhe'));
    expect(['wx_zux_z60', 'wx_zux_z30', 'wx_zux_z20', 'wx_zux_z10', 'wx_zux_z5', 'sx_zux_z12', 'sx_zux_z4', 'rx4_zux_z12'].map(rule)).toEqual(
      Array(8).fill('zucheng'),
    );
    expect(['qsm_zx_hz', 'em_zx_hhz', 'rx2_zx_hz'].map(rule)).toEqual(['hezhi', 'hezhi', 'hezhi']);
    expect(['qsm_zux_hz', 'em_zux_qhz', 'rx3_zux_hz'].map(rule)).toEqual(['zuxhezhi', 'zuxhezhi', 'zuxhezhi']);
    expect(['qsm_zx_kd', 'em_zx_hkd'].map(rule)).toEqual(['kuadu', 'kuadu']);
    expect(['qsm_zux_bd', 'em_zux_qbd'].map(rule)).toEqual(['baodan', 'baodan']);
    expect(['rx2_zx_fs', 'rx3_zx_fs', 'rx4_zx_fs'].map(rule)).toEqual(['rzxfs', 'rzxfs', 'rzxfs']);
    expect(['dwd_dwd_dwd', 'wx_zx_ds', 'bdd_bdd_hs1', 'qw_lhh_wq', 'nn_nn_nn', 'rx2_zx_ds'].map(rule)).toEqual(Array(6).fill('leijia'));
  });

  it('expands to exactly as many distinct tickets as it counts, and settles like ticket-by-ticket, for every play', () => {
    const edges = ['00000', '11234', '11223', '11123', '11122', '11112', '12345', '99999', '90123', '55055'].map((d) => digits(d).map(Number));
    const checks = checkFamilyProperties(
      'ssc',
      plays.map((p) => getPlay(`ssc:${p.id}`)),
      mulberry32(20261122),
      { selections: 30, edgeDraws: edges },
    );
    expect(checks).toBeGreaterThan(154 * 30 * 12 - 1);
  });
});

describe('ssc counts', () => {
  it('matches the official sum and span tables (T3, T2, S3, S2, G3, G2)', () => {
    const table = (length: number, measure: 'sum' | 'span') =>
      [...directValueCounts(decimalDigits, length, measure).entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
    const T3 = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1];
    const T2 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    const S3 = [10, 54, 96, 126, 144, 150, 144, 126, 96, 54];
    const S2 = [10, 18, 16, 14, 12, 10, 8, 6, 4, 2];
    const G3 = [1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15, 15, 14, 14, 13, 11, 10, 8, 6, 5, 4, 2, 2, 1];
    const G2 = [1, 1, 2, 2, 3, 3, 4, 4, 5, 4, 4, 3, 3, 2, 2, 1, 1];
    expect(table(3, 'sum')).toEqual(T3);
    expect(table(2, 'sum')).toEqual(T2);
    expect(table(3, 'span')).toEqual(S3);
    expect(table(2, 'span')).toEqual(S2);
    const each = (id: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => count(id, { rows: [[String(from + i)]] }));
    for (const k of three) {
      expect(each(`${k}_zx_hz`, 0, 27)).toEqual(T3);
      expect(each(`${k}_zx_kd`, 0, 9)).toEqual(S3);
      expect(each(`${k}_zux_hz`, 1, 26)).toEqual(G3);
    }
    for (const k of ['q', 'h']) {
      expect(each(`em_zx_${k}hz`, 0, 18)).toEqual(T2);
      expect(each(`em_zx_${k}kd`, 0, 9)).toEqual(S2);
      expect(each(`em_zux_${k}hz`, 1, 17)).toEqual(G2);
    }
    // several sums add up
    expect(count('qsm_zx_hz', { rows: [['0', '13', '27']] })).toBe(1 + 75 + 1);
    expect(count('hsm_zux_hz', { rows: [Array.from({ length: 26 }, (_, i) => String(i + 1))] })).toBe(210);
  });

  it('counts the group shapes by the zucheng formulas, overlaps included (closed forms)', () => {
    expect(count('wx_zux_z120', { rows: [all] })).toBe(252);
    expect(count('wx_zux_z60', { rows: [all, all] })).toBe(840);
    expect(count('wx_zux_z30', { rows: [all, all] })).toBe(360);
    expect(count('wx_zux_z20', { rows: [all, all] })).toBe(360);
    expect(count('wx_zux_z10', { rows: [all, all] })).toBe(90);
    expect(count('wx_zux_z5', { rows: [all, all] })).toBe(90);
    expect(count('sx_zux_z24', { rows: [all] })).toBe(210);
    expect(count('sx_zux_z12', { rows: [all, all] })).toBe(360);
    expect(count('sx_zux_z6', { rows: [all] })).toBe(45);
    expect(count('sx_zux_z4', { rows: [all, all] })).toBe(90);
    // closed form: with p pair picks, s single picks and h = |pairs ∩ singles|
    const random = mulberry32(60);
    const pick = () => all.filter(() => random() < 0.5);
    for (let i = 0; i < 200; i++) {
      const [pairs, singles] = [pick(), pick()];
      const [p, s, h] = [pairs.length, singles.length, pairs.filter((d) => singles.includes(d)).length];
      const rows = { rows: [pairs, singles] };
      expect(count('wx_zux_z60', rows)).toBe(p * choose(s, 3) - h * choose(s - 1, 2));
      expect(count('wx_zux_z30', rows)).toBe(Math.max(0, choose(p, 2) * s - h * (p - 1)));
      expect(count('wx_zux_z20', rows)).toBe(Math.max(0, p * choose(s, 2) - h * (s - 1)));
      expect(count('wx_zux_z10', rows)).toBe(p * s - h);
      expect(count('wx_zux_z5', rows)).toBe(p * s - h);
      expect(count('sx_zux_z12', rows)).toBe(Math.max(0, p * choose(s, 2) - h * (s - 1)));
      expect(count('sx_zux_z4', rows)).toBe(p * s - h);
      expect(count('rx4_zux_z12', { ...rows, positions: [0, 1, 2, 3, 4] })).toBe(5 * Math.max(0, p * choose(s, 2) - h * (s - 1)));
    }
    // 组选60 with pair picks {0,1} and singles {0,1,2,3}: 0 + 1 2 3, or 1 + 0 2 3
    expect(
      count('wx_zux_z60', {
        rows: [
          ['0', '1'],
          ['0', '1', '2', '3'],
        ],
      }),
    ).toBe(2);
  });

  it('counts 组三 2·C(m,2), 组六 C(m,3), 包胆 54/9, 不定位 C(m,k), 定位胆 Σ, 组合 Π×n', () => {
    for (let m = 0; m <= 10; m++) {
      const picks = all.slice(0, m);
      for (const k of three) {
        expect(count(`${k}_zux_z3`, { rows: [picks] })).toBe(2 * choose(m, 2));
        expect(count(`${k}_zux_z6`, { rows: [picks] })).toBe(choose(m, 3));
      }
      expect(count('em_zux_qfs', { rows: [picks] })).toBe(choose(m, 2));
      expect(count('bdd_bdd_qs1', { rows: [picks] })).toBe(m);
      expect(count('bdd_bdd_hs2', { rows: [picks] })).toBe(choose(m, 2));
      expect(count('bdd_bdd5_5x3', { rows: [picks] })).toBe(choose(m, 3));
      expect(count('qw_ts_yffs', { rows: [picks] })).toBe(m);
      expect(count('qsm_qt_hzws', { rows: [picks] })).toBe(m);
    }
    for (const digit of all) {
      for (const k of three) expect(count(`${k}_zux_bd`, { rows: [[digit]] })).toBe(54);
      expect(count('em_zux_qbd', { rows: [[digit]] })).toBe(9);
      expect(count('em_zux_hbd', { rows: [[digit]] })).toBe(9);
    }
    expect(count('qsm_zux_bd', { rows: [[]] })).toBe(0);
    expect(count('dwd_dwd_dwd', { rows: [['1'], [], ['2', '3'], [], all] })).toBe(13);
    expect(count('wx_zx_zh', { rows: [['1'], ['2'], ['3'], ['4'], ['5', '6']] })).toBe(10);
    expect(count('sx_zx_zh', { rows: [['1', '2'], ['2'], ['3', '4', '5'], ['4']] })).toBe(24);
    expect(count('hsm_zx_zh', { rows: [all, all, all] })).toBe(3000);
    expect(count('wx_zx_fs', { rows: [all, all, all, all, all] })).toBe(100000);
    expect(count('dxds_dxds_q3', { rows: [['大', '小'], ['单'], ['大', '小', '单', '双']] })).toBe(8);
    expect(count('nn_nn_nn', { rows: [['牛大', '牛1', '牛牛']] })).toBe(3);
  });

  it('counts 任选 by e_r of the row sizes (rzxfs) and by C(k, r) × the plain play', () => {
    const random = mulberry32(5);
    for (let i = 0; i < 100; i++) {
      const rows = [0, 1, 2, 3, 4].map(() => all.filter(() => random() < 0.4));
      const [w, q, b, s, g] = rows.map((r) => r.length) as [number, number, number, number, number];
      expect(count('rx2_zx_fs', { rows })).toBe(w * (q + b + s + g) + q * (b + s + g) + b * (s + g) + s * g);
      expect(count('rx3_zx_fs', { rows })).toBe((w * q + w * b + q * b) * (s + g) + w * q * b + (w + q + b) * s * g);
      expect(count('rx4_zx_fs', { rows })).toBe(w * q * b * s + w * q * b * g + w * q * s * g + w * b * s * g + q * b * s * g);
    }
    const picks = ['1', '2', '3', '4'];
    for (let k = 0; k <= 5; k++) {
      const positions = [0, 1, 2, 3, 4].slice(0, k);
      expect(count('rx2_zx_ds', { rows: [['12', '34', '56']], positions })).toBe(choose(k, 2) * 3);
      expect(count('rx2_zx_hz', { rows: [['0', '9']], positions })).toBe(choose(k, 2) * (1 + 10));
      expect(count('rx2_zux_fs', { rows: [picks], positions })).toBe(choose(k, 2) * 6);
      expect(count('rx2_zux_hz', { rows: [['9']], positions })).toBe(choose(k, 2) * 5);
      expect(count('rx3_zx_hz', { rows: [['13']], positions })).toBe(choose(k, 3) * 75);
      expect(count('rx3_zux_z3', { rows: [picks], positions })).toBe(choose(k, 3) * 12);
      expect(count('rx3_zux_z6', { rows: [picks], positions })).toBe(choose(k, 3) * 4);
      expect(count('rx3_zux_hh', { rows: [['112', '123']], positions })).toBe(choose(k, 3) * 2);
      expect(count('rx3_zux_hz', { rows: [['1', '26']], positions })).toBe(choose(k, 3) * 2);
      expect(count('rx4_zux_z24', { rows: [picks], positions })).toBe(choose(k, 4));
      expect(count('rx4_zux_z6', { rows: [picks], positions })).toBe(choose(k, 4) * 6);
      expect(count('rx4_zux_z4', { rows: [picks, picks], positions })).toBe(choose(k, 4) * 12);
    }
  });

  it('counts 0 for every incomplete selection', () => {
    for (const p of playsOf('ssc')) {
      const play = getPlay(`ssc:${p.id}`);
      const empty: Selection = { rows: play.plate.kind === 'input' ? [[]] : play.plate.rows.map(() => []) };
      expect(play.rules.countBets(p.plate.positionPicker ? { ...empty, positions: [0, 1, 2, 3, 4] } : empty), p.id).toBe(0);
      if (p.countRule === 'jiecheng' || p.countRule === 'zucheng')
        for (let missing = 0; missing < p.plate.rows.length; missing++) {
          const rows = p.plate.rows.map((row, i) => (i === missing ? [] : row.options.slice(0, 4)));
          expect(play.rules.countBets({ rows }), `${p.id} without row ${missing}`).toBe(0);
        }
    }
    expect(count('wx_zx_fs', { rows: [['1'], ['2'], ['3'], ['4'], []] })).toBe(0);
    expect(count('wx_zux_z120', { rows: [['1', '2', '3', '4']] })).toBe(0);
    expect(count('qsm_zux_z3', { rows: [['1']] })).toBe(0);
    expect(count('wx_zux_z60', { rows: [['1'], ['1', '2', '3']] })).toBe(0);
    expect(count('rx3_zx_ds', { rows: [['123']], positions: [0, 1] })).toBe(0);
    expect(count('rx2_zx_fs', { rows: [['1'], [], [], [], []] })).toBe(0);
    expect(count('rx3_zx_ds', { rows: [['123', '456']], positions: [0, 1, 2, 4] })).toBe(8);
    expect(count('rx2_zx_fs', { rows: [['1'], [], [], [], ['2', '3']] })).toBe(2);
  });

  it('refuses selections the plate cannot make', () => {
    expect(() => count('qsm_zux_bd', { rows: [['1', '2']] })).toThrow('最多选择1个');
    expect(() => count('wx_zx_fs', { rows: [['1'], ['2'], ['3'], ['4']] })).toThrow();
    expect(() => count('qsm_zx_hz', { rows: [['28']] })).toThrow();
    expect(() => count('qsm_zux_hz', { rows: [['0']] })).toThrow();
    expect(() => count('qsm_zux_hh', { rows: [['111']] })).toThrow();
  });
});

describe('ssc wins', () => {
  const win = (id: string, selection: Selection, draw: string) => winningBets(`ssc:${id}`, selection, digits(draw).join(','));

  it('pays every matching bet of a wide selection', () => {
    // 直选复式 with every digit: exactly one bet wins whatever the draw
    expect(win('wx_zx_fs', { rows: [all, all, all, all, all] }, '90210').levels).toEqual([1]);
    // 组选和值 with every sum: one bet per non-豹子 draw, at the draw's shape
    const sums = Array.from({ length: 26 }, (_, i) => String(i + 1));
    expect(win('hsm_zux_hz', { rows: [sums] }, '00112').levels).toEqual([1, 0]);
    expect(win('hsm_zux_hz', { rows: [sums] }, '00123').levels).toEqual([0, 1]);
    expect(win('hsm_zux_hz', { rows: [sums] }, '00222').levels).toEqual([0, 0]);
    // 一帆风顺 with every digit wins once per distinct digit drawn
    expect(win('qw_ts_yffs', { rows: [all] }, '11234').levels).toEqual([4]);
    // 定位胆 with every digit everywhere: five bets win
    expect(win('dwd_dwd_dwd', { rows: [all, all, all, all, all] }, '31415').levels).toEqual([5]);
    // 任二直选复式 with every digit on every row: C(5,2) bets win
    expect(win('rx2_zx_fs', { rows: [all, all, all, all, all] }, '31415').levels).toEqual([10]);
    // 龙虎斗 all pairs on a 豹子 draw: every stake back
    expect(win('qw_lhh_bg', { rows: [['龙', '虎']] }, '77777')).toEqual({ levels: [0], refunds: 2 });
  });
});
