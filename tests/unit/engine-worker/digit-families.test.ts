import { describe, expect, it } from 'vitest';
import { countBets, getPlay, playsOf, winningBets } from '../../../engine-worker/engine';
import { directValueCounts, laneDigits } from '../../../engine-worker/rules/digit-rules';
import { checkFamilyProperties } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const sortedTable = (counts: Map<number, number>) => [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);

describe('3d catalogue', () => {
  it('offers the §3.6 plays', () => {
    const ids = new Set(playsOf('3d').map((p) => p.id));
    const required = ['sm_zx_fs', 'sm_zx_ds', 'sm_zx_hz', 'sm_zux_z3', 'sm_zux_z6', 'sm_zux_hh', 'sm_zux_hz', 'em_zx_qfs', 'em_zx_hfs', 'em_zx_qds', 'em_zx_hds', 'em_zux_qfs', 'em_zux_hds', 'dwd_dwd_dwd', 'bdd_bdd_bdd1', 'bdd_bdd_bdd2', 'qw_lhh_bs', 'qw_lhh_bg', 'qw_lhh_sg', 'qw_xt_xt'];
    expect(required.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('expands and settles like ticket-by-ticket for every play', () => {
    const edges = ['000', '112', '121', '123', '901', '999'].map((d) => [...d].map(Number));
    expect(checkFamilyProperties('3d', playsOf('3d').map((p) => getPlay(`3d:${p.id}`)), mulberry32(3), { selections: 8, edgeDraws: edges })).toBeGreaterThan(300);
  });

  it('pays 3D direct and group as the official rules', () => {
    expect(countBets('3d:sm_zx_hz', { rows: [['0', '27', '13']] })).toBe(1 + 1 + 75);
    expect(winningBets('3d:sm_zux_hh', { rows: [['122']] }, '2,1,2').levels).toEqual([1, 0]);
    expect(getPlay('3d:sm_zux_z6').rules.winProbability('123')).toEqual([6 / 1000]);
  });
});

describe('ky481 catalogue', () => {
  it('offers the §3.7 plays with lanes 1-8', () => {
    const plays = playsOf('ky481');
    const ids = new Set(plays.map((p) => p.id));
    const required = ['sx_zx_fs', 'sx_zx_ds', 'sx_zux_z24', 'sx_zux_z12', 'sx_zux_z6', 'sx_zux_z4', 'qsm_zx_fs', 'hsm_zx_hz', 'qsm_zux_z3', 'hsm_zux_hh', 'qsm_zux_hz', 'em_zx_qfs', 'em_zx_hhz', 'em_zux_qhz', 'dwd_dwd_dwd', 'rx2_zx_fs', 'rx2_zux_hz', 'rx3_zx_fs', 'rx3_zux_hz'];
    expect(required.filter((id) => !ids.has(id))).toEqual([]);
    expect(getPlay('ky481:sx_zx_fs').plate.rows.map((r) => r.label)).toEqual(['自由泳', '仰泳', '蛙泳', '蝶泳']);
    expect(getPlay('ky481:sx_zx_fs').plate.rows[0]!.options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(getPlay('ky481:sx_zux_z4').plate.rows.map((r) => r.label)).toEqual(['三重号', '单号']);
  });

  it('matches the ky481 sum tables', () => {
    expect(sortedTable(directValueCounts(laneDigits, 3, 'sum'))).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 42, 46, 48, 48, 46, 42, 36, 28, 21, 15, 10, 6, 3, 1]);
    expect(sortedTable(directValueCounts(laneDigits, 2, 'sum'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1]);
    const group = (id: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => countBets(`ky481:${id}`, { rows: [[String(from + i)]] }));
    expect(group('qsm_zux_hz', 4, 23)).toEqual([1, 2, 2, 4, 5, 6, 8, 9, 9, 10, 10, 9, 9, 8, 6, 5, 4, 2, 2, 1]);
    expect(group('em_zux_qhz', 3, 15)).toEqual([1, 1, 2, 2, 3, 3, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('expands and settles like ticket-by-ticket for every play', () => {
    const edges = ['1111', '1123', '1122', '1112', '1234', '8888'].map((d) => [...d].map(Number));
    expect(checkFamilyProperties('ky481', playsOf('ky481').map((p) => getPlay(`ky481:${p.id}`)), mulberry32(481), { selections: 6, edgeDraws: edges })).toBeGreaterThan(300);
  });

  it('refuses lane digits outside 1-8 in typed entries', () => {
    expect(() => countBets('ky481:sx_zx_ds', { rows: [['1239']] })).toThrow('号码超出范围');
    expect(countBets('ky481:sx_zx_ds', { rows: [['1238', '8888']] })).toBe(2);
  });
});
