import { describe, expect, it } from 'vitest';
import { countBets, getPlay, playsOf, winningBets } from '../../../engine-worker/engine';
import { directValueCounts, decimalDigits } from '../../../engine-worker/rules/digit-rules';
import { checkFamilyProperties } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const digits = (s: string) => [...s];
const all = digits('0123456789');

describe('ssc catalogue', () => {
  it('offers every play the issue names, in both modes', () => {
    const ids = new Set(playsOf('ssc').map((p) => p.id));
    const required = [
      'wx_zx_fs', 'wx_zx_ds', 'wx_zx_zh', 'wx_zux_z120', 'wx_zux_z60', 'wx_zux_z30', 'wx_zux_z20', 'wx_zux_z10', 'wx_zux_z5',
      'sx_zx_fs', 'sx_zx_ds', 'sx_zx_zh', 'sx_zux_z24', 'sx_zux_z12', 'sx_zux_z6', 'sx_zux_z4',
      ...['qsm', 'zsm', 'hsm'].flatMap((k) => ['zx_fs', 'zx_ds', 'zx_zh', 'zx_hz', 'zx_kd', 'zux_z3', 'zux_z6', 'zux_hh', 'zux_hz', 'zux_bd'].map((s) => `${k}_${s}`)),
      'em_zx_qfs', 'em_zx_hfs', 'em_zx_qds', 'em_zx_hds', 'em_zx_qhz', 'em_zx_hhz', 'em_zx_qkd', 'em_zx_hkd',
      'em_zux_qfs', 'em_zux_hfs', 'em_zux_qds', 'em_zux_hds', 'em_zux_qhz', 'em_zux_hhz', 'em_zux_qbd', 'em_zux_hbd',
      'dwd_dwd_dwd', 'bdd_bdd_qs1', 'bdd_bdd_qs2', 'bdd_bdd_z31', 'bdd_bdd_hs1', 'bdd_bdd5_5x3',
      'dxds_dxds_q2', 'dxds_dxds_h2', 'dxds_dxds_q3', 'dxds_dxds_h3', 'dxds_dxgs_wx', 'dxds_dsgs_hs', 'zh_hzdxds_5xhz',
      'rx2_zx_fs', 'rx2_zx_ds', 'rx2_zx_hz', 'rx2_zux_fs', 'rx2_zux_ds', 'rx2_zux_hz',
      'rx3_zx_fs', 'rx3_zx_ds', 'rx3_zx_hz', 'rx3_zux_z3', 'rx3_zux_z6', 'rx3_zux_hh', 'rx3_zux_hz',
      'rx4_zx_fs', 'rx4_zx_ds', 'rx4_zux_z24', 'rx4_zux_z12', 'rx4_zux_z6', 'rx4_zux_z4',
      'qw_ts_yffs', 'qw_ts_hscs', 'qw_ts_sxbx', 'qw_ts_sjfc', 'qw_lh_wq', 'qw_lhh_sg', 'qw_xt_q3', 'qw_xt_wx', 'qw_bjl_bjl', 'nn_nn_nn',
    ];
    expect(required.filter((id) => !ids.has(id))).toEqual([]);
    const plays = playsOf('ssc');
    expect(plays.filter((p) => !p.unlimited).length).toBeGreaterThan(50);
    expect(plays.filter((p) => p.unlimited).length).toBeGreaterThan(30);
  });

  it('expands to exactly as many distinct tickets as it counts, and settles like ticket-by-ticket, for every play', () => {
    const edges = ['00000', '11234', '11223', '11123', '11122', '11112', '12345', '99999', '90123'].map((d) => digits(d).map(Number));
    const checks = checkFamilyProperties('ssc', playsOf('ssc').map((p) => getPlay(`ssc:${p.id}`)), mulberry32(20261122), { selections: 6, edgeDraws: edges });
    expect(checks).toBeGreaterThan(1000);
  });
});

describe('ssc counts', () => {
  it('matches the official sum and span tables', () => {
    const table = (length: number, measure: 'sum' | 'span') => [...directValueCounts(decimalDigits, length, measure).entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
    expect(table(3, 'sum')).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1]);
    expect(table(2, 'sum')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(table(3, 'span')).toEqual([10, 54, 96, 126, 144, 150, 144, 126, 96, 54]);
    expect(table(2, 'span')).toEqual([10, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
    const groupSums = (id: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => countBets(`ssc:${id}`, { rows: [[String(from + i)]] }));
    expect(groupSums('qsm_zux_hz', 1, 26)).toEqual([1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15, 15, 14, 14, 13, 11, 10, 8, 6, 5, 4, 2, 2, 1]);
    expect(groupSums('em_zux_qhz', 1, 17)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 4, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('counts the group shapes by the zucheng formulas, overlaps included', () => {
    expect(countBets('ssc:wx_zux_z120', { rows: [all] })).toBe(252);
    expect(countBets('ssc:wx_zux_z60', { rows: [all, all] })).toBe(840);
    expect(countBets('ssc:wx_zux_z30', { rows: [all, all] })).toBe(360);
    expect(countBets('ssc:wx_zux_z20', { rows: [all, all] })).toBe(360);
    expect(countBets('ssc:wx_zux_z10', { rows: [all, all] })).toBe(90);
    expect(countBets('ssc:wx_zux_z5', { rows: [all, all] })).toBe(90);
    expect(countBets('ssc:sx_zux_z24', { rows: [all] })).toBe(210);
    expect(countBets('ssc:sx_zux_z12', { rows: [all, all] })).toBe(360);
    expect(countBets('ssc:sx_zux_z6', { rows: [all] })).toBe(45);
    expect(countBets('ssc:sx_zux_z4', { rows: [all, all] })).toBe(90);
    // 组选60 with pair picks {0,1} and singles {0,1,2,3}: 0 + 1 2 3, or 1 + 0 2 3
    expect(countBets('ssc:wx_zux_z60', { rows: [['0', '1'], ['0', '1', '2', '3']] })).toBe(2);
    expect(countBets('ssc:qsm_zux_z3', { rows: [['1', '2', '3']] })).toBe(6);
    expect(countBets('ssc:qsm_zux_z6', { rows: [['1', '2', '3', '4']] })).toBe(4);
    expect(countBets('ssc:qsm_zux_bd', { rows: [['5']] })).toBe(54);
    expect(countBets('ssc:em_zux_hbd', { rows: [['5']] })).toBe(9);
  });

  it('counts 0 when a row or a position is missing', () => {
    expect(countBets('ssc:wx_zx_fs', { rows: [['1'], ['2'], ['3'], ['4'], []] })).toBe(0);
    expect(countBets('ssc:rx3_zx_ds', { rows: [['123']], positions: [0, 1] })).toBe(0);
    expect(countBets('ssc:rx3_zx_ds', { rows: [['123', '456']], positions: [0, 1, 2, 4] })).toBe(8);
    expect(countBets('ssc:rx2_zx_fs', { rows: [['1'], [], [], [], ['2', '3']] })).toBe(2);
    expect(countBets('ssc:wx_zx_zh', { rows: [['1'], ['2'], ['3'], ['4'], ['5', '6']] })).toBe(10);
  });
});

describe('ssc wins', () => {
  const win = (id: string, selection: { rows: string[][]; positions?: number[] }, draw: string) => winningBets(`ssc:${id}`, selection, digits(draw).join(','));

  it('pays direct, combination and group plays as the rules say', () => {
    expect(win('wx_zx_fs', { rows: [['1'], ['2'], ['3'], ['4'], ['5', '6']] }, '12345').levels).toEqual([1]);
    // 五星组合 12345: wins 五星, 四星 (2345), 三星 (345), 二星 (45), 一星 (5)
    expect(win('wx_zx_zh', { rows: [['1'], ['2'], ['3'], ['4'], ['5']] }, '12345').levels).toEqual([1, 1, 1, 1, 1]);
    expect(win('wx_zx_zh', { rows: [['9'], ['2'], ['3'], ['4'], ['5']] }, '12345').levels).toEqual([0, 1, 1, 1, 1]);
    expect(win('wx_zux_z60', { rows: [['1'], ['2', '3', '4']] }, '21314').levels).toEqual([1]);
    expect(win('wx_zux_z60', { rows: [['2'], ['1', '3', '4']] }, '21314').levels).toEqual([0]);
    expect(win('qsm_zux_z3', { rows: [['1', '2']] }, '12100').levels).toEqual([1]);
    expect(win('qsm_zux_hh', { rows: [['112', '123']] }, '21155').levels).toEqual([1, 0]);
    expect(win('qsm_zux_hh', { rows: [['112', '123']] }, '31255').levels).toEqual([0, 1]);
    expect(win('qsm_zux_hz', { rows: [['3']] }, '11100').levels).toEqual([0, 0]); // 豹子 111 never wins 组选和值
    expect(win('qsm_zux_bd', { rows: [['1']] }, '11100').levels).toEqual([0, 0]);
    expect(win('em_zux_hbd', { rows: [['5']] }, '00055').levels).toEqual([0]); // 对子 does not win 二星包胆
  });

  it('pays position, unfixed, attribute and any-position plays per matching bet', () => {
    expect(win('dwd_dwd_dwd', { rows: [['1'], ['2', '9'], [], [], ['5']] }, '12345').levels).toEqual([3]);
    expect(win('bdd_bdd_qs2', { rows: [['1', '2', '3', '7']] }, '12300').levels).toEqual([3]);
    expect(win('dxds_dxds_h2', { rows: [['大', '单'], ['小', '双']] }, '00074').levels).toEqual([4]);
    expect(win('rx2_zx_fs', { rows: [['1'], ['2'], ['3'], [], ['5']] }, '12345').levels).toEqual([6]);
    // positions 万千百 read 123 and 千百十 read 231: two of the four subsets win
    expect(win('rx3_zux_z6', { rows: [['1', '2', '3']], positions: [0, 1, 2, 3] }, '12311').levels).toEqual([2]);
    expect(win('qw_ts_hscs', { rows: [['1', '2']] }, '11234').levels).toEqual([1]);
  });

  it('refunds 龙虎斗 ties and pays 龙虎和 ties', () => {
    expect(win('qw_lhh_wq', { rows: [['龙', '虎']] }, '55123')).toEqual({ levels: [0], refunds: 2 });
    expect(win('qw_lh_wq', { rows: [['和']] }, '55123')).toEqual({ levels: [1], refunds: 0 });
    expect(win('qw_lhh_wq', { rows: [['龙']] }, '95123')).toEqual({ levels: [1], refunds: 0 });
  });
});

describe('ssc win probabilities', () => {
  const p = (id: string, ticket: string) => getPlay(`ssc:${id}`).rules.winProbability(ticket);
  it('gives the exact chance of one ticket', () => {
    expect(p('wx_zx_fs', '12345')).toEqual([1 / 100000]);
    expect(p('qsm_zux_z3', '112')).toEqual([3 / 1000]);
    expect(p('qsm_zux_z6', '123')).toEqual([6 / 1000]);
    expect(p('wx_zux_z120', '01234')).toEqual([120 / 100000]);
    expect(p('wx_zux_z60', '00123')).toEqual([60 / 100000]);
    expect(p('qsm_zux_hh', '112')).toEqual([3 / 1000, 0]);
    expect(p('bdd_bdd_qs1', '7')[0]).toBeCloseTo(1 - 0.9 ** 3, 12);
    expect(p('rx2_zx_fs', '0,4:15')).toEqual([1 / 100]);
    expect(p('qw_lhh_wq', '0:龙')[0]).toBeCloseTo(0.45, 12);
    expect(p('qw_ts_yffs', '0:7')[0]).toBeCloseTo(40951 / 100000, 12);
  });
});
