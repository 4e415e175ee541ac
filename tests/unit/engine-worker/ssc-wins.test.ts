/**
 * Hand-computed ssc settlements: for every play, a few (selection, draw) pairs with the
 * winning bets per prize level worked out from the plays' written rules, not
 * by running the code. Segment plays are written once on the segment's digits and placed
 * into the draw at the segment's positions.
 */
import { describe, expect, it } from 'vitest';
import { playsOf, winningBets } from '../../../engine-worker/engine';
import type { Selection } from '../../../engine-worker/types';

/** Click rows: '1,2|3||5' → [['1','2'],['3'],[],['5']]. */
const rows = (code: string, positions?: number[]): Selection => ({
  rows: code.split('|').map((row) => (row === '' ? [] : row.split(','))),
  ...(positions ? { positions } : {}),
});
/** Typed entries of an input play: '112 123' → [['112','123']]. */
const entries = (list: string, positions?: number[]): Selection => ({ rows: [list.split(' ')], ...(positions ? { positions } : {}) });
/** A draw with the segment's digits at `positions`, the other positions `filler`. */
const place = (digits: string, positions: number[], filler = '7') => {
  const draw = [...filler.repeat(5)];
  positions.forEach((p, i) => (draw[p] = digits[i]!));
  return draw.join('');
};

interface Vector {
  id: string;
  selection: Selection;
  draw: string;
  levels: number[];
  refunds?: number;
}
const vectors: Vector[] = [];
const v = (id: string, selection: Selection, draw: string, levels: number[], refunds = 0) => vectors.push({ id, selection, draw, levels, refunds });

// ---------------------------------------------------------------- 五星
v('wx_zx_fs', rows('1|2|3|4|5,6'), '12345', [1]);
v('wx_zx_fs', rows('1|2|3|4|5,6'), '12346', [1]);
v('wx_zx_fs', rows('1|2|3|4|5,6'), '12347', [0]);
v('wx_zx_ds', entries('12345 54321'), '54321', [1]);
v('wx_zx_ds', entries('12345 54321'), '12354', [0]);
// 组合 12345 = 12345 (五星) 2345 (四星) 345 (三星) 45 (二星) 5 (一星)
v('wx_zx_zh', rows('1|2|3|4|5'), '12345', [1, 1, 1, 1, 1]);
v('wx_zx_zh', rows('1|2|3|4|5'), '02345', [0, 1, 1, 1, 1]);
v('wx_zx_zh', rows('1|2|3|4|5'), '00045', [0, 0, 0, 1, 1]);
v('wx_zx_zh', rows('1|2|3|4|5'), '12340', [0, 0, 0, 0, 0]);
// two picks in 万位: 12345 and 22345 share their 四星…一星 endings
v('wx_zx_zh', rows('1,2|2|3|4|5'), '92345', [0, 2, 2, 2, 2]);
v('wx_zux_z120', rows('0,1,2,3,5'), '53210', [1]);
v('wx_zux_z120', rows('0,1,2,3,5'), '11235', [0]);
v('wx_zux_z60', rows('1|2,3,4'), '21314', [1]);
v('wx_zux_z60', rows('2|1,3,4'), '21314', [0]);
v('wx_zux_z60', rows('1|1,2,3'), '11123', [0]);
v('wx_zux_z30', rows('1,2|3'), '12321', [1]);
v('wx_zux_z30', rows('1,2,3|3,4'), '11223', [1]);
v('wx_zux_z30', rows('1,2|3'), '11222', [0]);
v('wx_zux_z20', rows('7|1,2'), '77172', [1]);
v('wx_zux_z20', rows('7|1,2'), '77711', [0]);
v('wx_zux_z10', rows('8|1'), '11888', [1]);
v('wx_zux_z10', rows('8|1'), '11188', [0]);
v('wx_zux_z5', rows('8|1'), '18888', [1]);
v('wx_zux_z5', rows('8|1'), '88888', [0]);

// ---------------------------------------------------------------- 四星 (千百十个)
v('sx_zx_fs', rows('1|2|3|4,5'), '91234', [1]);
v('sx_zx_fs', rows('1|2|3|4,5'), '91235', [1]);
v('sx_zx_fs', rows('1|2|3|4,5'), '12345', [0]);
v('sx_zx_ds', entries('1234'), '01234', [1]);
v('sx_zx_ds', entries('1234'), '12340', [0]);
v('sx_zx_zh', rows('1|2|3|4'), '91234', [1, 1, 1, 1]);
v('sx_zx_zh', rows('1|2|3|4'), '99234', [0, 1, 1, 1]);
v('sx_zx_zh', rows('1|2|3|4'), '12349', [0, 0, 0, 0]);
v('sx_zux_z24', rows('1,2,3,4,5'), '94321', [1]);
v('sx_zux_z24', rows('1,2,3,4,5'), '91123', [0]);
v('sx_zux_z12', rows('1|2,3'), '91213', [1]);
v('sx_zux_z12', rows('1|2,3'), '91223', [0]);
v('sx_zux_z6', rows('1,2'), '91212', [1]);
v('sx_zux_z6', rows('1,2'), '91112', [0]);
v('sx_zux_z4', rows('1|2'), '91211', [1]);
v('sx_zux_z4', rows('1|2'), '11211', [1]); // 万位 is outside 四星
v('sx_zux_z4', rows('1|2'), '91111', [0]);

// ---------------------------------------------------------------- 前三 / 中三 / 后三
for (const [key, positions] of [
  ['qsm', [0, 1, 2]],
  ['zsm', [1, 2, 3]],
  ['hsm', [2, 3, 4]],
] as Array<[string, number[]]>) {
  const at = (digits: string) => place(digits, positions);
  const id = (suffix: string) => `${key}_${suffix}`;
  v(id('zx_fs'), rows('1,2|3|4,5'), at('134'), [1]);
  v(id('zx_fs'), rows('1,2|3|4,5'), at('235'), [1]);
  v(id('zx_fs'), rows('1,2|3|4,5'), at('143'), [0]);
  v(id('zx_ds'), entries('134 431'), at('431'), [1]);
  v(id('zx_ds'), entries('134 431'), at('314'), [0]);
  v(id('zx_zh'), rows('1|2|3'), at('123'), [1, 1, 1]);
  v(id('zx_zh'), rows('1|2|3'), at('923'), [0, 1, 1]);
  v(id('zx_zh'), rows('1|2|3'), at('993'), [0, 0, 1]);
  v(id('zx_zh'), rows('1|2|3'), at('129'), [0, 0, 0]);
  v(id('zx_hz'), rows('0,5'), at('000'), [1]);
  v(id('zx_hz'), rows('0,5'), at('221'), [1]);
  v(id('zx_hz'), rows('0,5'), at('123'), [0]);
  v(id('zx_kd'), rows('0,9'), at('555'), [1]);
  v(id('zx_kd'), rows('0,9'), at('090'), [1]);
  v(id('zx_kd'), rows('0,9'), at('189'), [0]);
  v(id('zux_z3'), rows('1,2'), at('121'), [1]);
  v(id('zux_z3'), rows('1,2'), at('221'), [1]);
  v(id('zux_z3'), rows('1,2'), at('111'), [0]);
  v(id('zux_z3'), rows('1,2'), at('123'), [0]);
  v(id('zux_z6'), rows('1,2,3,4'), at('421'), [1]);
  v(id('zux_z6'), rows('1,2,3,4'), at('112'), [0]);
  v(id('zux_z6'), rows('1,2,3,4'), at('125'), [0]);
  v(id('zux_hh'), entries('112 123'), at('211'), [1, 0]);
  v(id('zux_hh'), entries('112 123'), at('312'), [0, 1]);
  v(id('zux_hh'), entries('112 123'), at('122'), [0, 0]);
  v(id('zux_z3ds'), entries('112 223'), at('121'), [1]);
  v(id('zux_z3ds'), entries('112 223'), at('322'), [1]);
  v(id('zux_z3ds'), entries('112 223'), at('122'), [0]);
  v(id('zux_z6ds'), entries('123'), at('231'), [1]);
  v(id('zux_z6ds'), entries('123'), at('124'), [0]);
  v(id('zux_hz'), rows('3'), at('111'), [0, 0]); // 豹子 never wins 组选和值
  v(id('zux_hz'), rows('3'), at('102'), [0, 1]);
  v(id('zux_hz'), rows('3'), at('030'), [1, 0]);
  v(id('zux_hz'), rows('3,4'), at('202'), [1, 0]);
  v(id('zux_bd'), rows('5'), at('555'), [0, 0]);
  v(id('zux_bd'), rows('5'), at('550'), [1, 0]);
  v(id('zux_bd'), rows('5'), at('512'), [0, 1]);
  v(id('zux_bd'), rows('5'), at('123'), [0, 0]);
  v(id('qt_hzws'), rows('8,0'), at('936'), [1]); // 9+3+6 = 18
  v(id('qt_hzws'), rows('8,0'), at('000'), [1]);
  v(id('qt_hzws'), rows('8,0'), at('999'), [0]); // 27
  v(id('qt_tsh'), rows('豹子,顺子,对子'), at('888'), [1]);
  v(id('qt_tsh'), rows('豹子,顺子,对子'), at('876'), [1]);
  v(id('qt_tsh'), rows('豹子,顺子,对子'), at('558'), [1]);
  v(id('qt_tsh'), rows('顺子'), at('019'), [1]); // 9-0-1 相连
  v(id('qt_tsh'), rows('豹子,顺子,对子'), at('124'), [0]);
  v(id('qt_tsh'), rows('豹子,顺子,对子'), at('135'), [0]);
}

// ---------------------------------------------------------------- 前二 / 后二
for (const [key, positions] of [
  ['q', [0, 1]],
  ['h', [3, 4]],
] as Array<[string, number[]]>) {
  const at = (digits: string) => place(digits, positions);
  v(`em_zx_${key}fs`, rows('1,2|3'), at('13'), [1]);
  v(`em_zx_${key}fs`, rows('1,2|3'), at('31'), [0]);
  v(`em_zx_${key}ds`, entries('13 31'), at('31'), [1]);
  v(`em_zx_${key}ds`, entries('13 31'), at('33'), [0]);
  v(`em_zx_${key}hz`, rows('0,18'), at('00'), [1]);
  v(`em_zx_${key}hz`, rows('0,18'), at('99'), [1]);
  v(`em_zx_${key}hz`, rows('0,18'), at('45'), [0]);
  v(`em_zx_${key}kd`, rows('0'), at('44'), [1]);
  v(`em_zx_${key}kd`, rows('9'), at('90'), [1]);
  v(`em_zx_${key}kd`, rows('0,9'), at('45'), [0]);
  v(`em_zux_${key}fs`, rows('1,2,3'), at('21'), [1]);
  v(`em_zux_${key}fs`, rows('1,2,3'), at('11'), [0]);
  v(`em_zux_${key}fs`, rows('1,2,3'), at('14'), [0]);
  v(`em_zux_${key}ds`, entries('12'), at('21'), [1]);
  v(`em_zux_${key}ds`, entries('12'), at('22'), [0]);
  v(`em_zux_${key}hz`, rows('2'), at('02'), [1]);
  v(`em_zux_${key}hz`, rows('2'), at('20'), [1]);
  v(`em_zux_${key}hz`, rows('2'), at('11'), [0]); // 对子 excluded
  v(`em_zux_${key}bd`, rows('5'), at('58'), [1]);
  v(`em_zux_${key}bd`, rows('5'), at('05'), [1]);
  v(`em_zux_${key}bd`, rows('5'), at('55'), [0]);
  v(`em_zux_${key}bd`, rows('5'), at('12'), [0]);
}

// ---------------------------------------------------------------- 定位胆, 不定位
v('dwd_dwd_dwd', rows('1|2,9|||5'), '12345', [3]);
v('dwd_dwd_dwd', rows('1|2,9|||5'), '19005', [3]);
v('dwd_dwd_dwd', rows('1|2,9|||5'), '51000', [0]);
v('bdd_bdd_qs1', rows('1,7'), '11700', [2]);
v('bdd_bdd_qs1', rows('1,7'), '00017', [0]);
v('bdd_bdd_z31', rows('1'), '01000', [1]);
v('bdd_bdd_z31', rows('1'), '10001', [0]);
v('bdd_bdd_hs1', rows('5'), '00055', [1]); // one bet, won once
v('bdd_bdd_qs2', rows('1,2,3'), '12300', [3]);
v('bdd_bdd_qs2', rows('1,2,3'), '11200', [1]);
v('bdd_bdd_z32', rows('1,2,3'), '01230', [3]);
v('bdd_bdd_z32', rows('1,2,3'), '10023', [0]);
v('bdd_bdd_hs2', rows('1,2'), '00122', [1]);
v('bdd_bdd_hs2', rows('1,2'), '12001', [0]);
v('bdd_bdd4_4x1', rows('0'), '01111', [0]);
v('bdd_bdd4_4x1', rows('0'), '10111', [1]);
v('bdd_bdd4_4x2', rows('1,2'), '01122', [1]);
v('bdd_bdd4_4x3', rows('1,2,3,4'), '01234', [4]);
v('bdd_bdd4_4x3', rows('1,2,3,4'), '91123', [1]);
v('bdd_bdd5_5x1', rows('0,9'), '90000', [2]);
v('bdd_bdd5_5x2', rows('1,2,3'), '12000', [1]);
v('bdd_bdd5_5x3', rows('1,2,3'), '12399', [1]);
v('bdd_bdd5_5x3', rows('1,2,3'), '12994', [0]);

// ---------------------------------------------------------------- 大小单双
v('dxds_dxds_q2', rows('大,单|小,双'), '74000', [4]);
v('dxds_dxds_q2', rows('大,单|小,双'), '00000', [0]);
v('dxds_dxds_h2', rows('大|单'), '00095', [1]);
v('dxds_dxds_h2', rows('大|单'), '00059', [1]);
v('dxds_dxds_h2', rows('大|单'), '00094', [0]);
v('dxds_dxds_q3', rows('大|小|单'), '50100', [1]);
v('dxds_dxds_q3', rows('大|小|单'), '50200', [0]);
v('dxds_dxds_h3', rows('大,双|小|单,大'), '00807', [4]);
v('dxds_dxgs_wx', rows('5大0小,3大2小'), '56789', [1]);
v('dxds_dxgs_wx', rows('5大0小,3大2小'), '56700', [1]);
v('dxds_dxgs_wx', rows('5大0小,3大2小'), '56000', [0]);
v('dxds_dsgs_wx', rows('0单5双'), '02468', [1]);
v('dxds_dsgs_wx', rows('0单5双'), '12468', [0]);
for (const [key, positions] of [
  ['sx', [1, 2, 3, 4]],
  ['qs', [0, 1, 2]],
  ['zs', [1, 2, 3]],
  ['hs', [2, 3, 4]],
] as Array<[string, number[]]>) {
  const n = positions.length;
  v(`dxds_dxgs_${key}`, rows(`${n}大0小,0大${n}小`), place('9999', positions, '0'), [1]);
  v(`dxds_dxgs_${key}`, rows(`${n}大0小`), place(`0${'9'.repeat(n - 1)}`, positions, '9'), [0]);
  v(`dxds_dxgs_${key}`, rows(`1大${n - 1}小`), place('9000', positions, '9'), [1]);
  v(`dxds_dsgs_${key}`, rows(`${n}单0双,0单${n}双`), place('1357', positions, '2'), [1]);
  v(`dxds_dsgs_${key}`, rows(`${n - 1}单1双`), place('2135', positions, '2'), [1]);
  v(`dxds_dsgs_${key}`, rows(`${n}单0双`), place('2135', positions, '1'), [0]);
}
const allSums = '大,小,单,双,大单,大双,小单,小双';
v('zh_hzdxds_5xhz', rows('大单'), '99995', [1]); // 41
v('zh_hzdxds_5xhz', rows(allSums), '55553', [3]); // 23: 大 单 大单
v('zh_hzdxds_5xhz', rows(allSums), '45490', [3]); // 22: 小 双 小双
for (const [key, positions] of [
  ['q3', [0, 1, 2]],
  ['z3', [1, 2, 3]],
  ['h3', [2, 3, 4]],
] as Array<[string, number[]]>) {
  v(`zh_hzdxds_${key}hz`, rows('大,小,单,双'), place('770', positions, '9'), [2]); // 14: 大 双
  v(`zh_hzdxds_${key}hz`, rows('大'), place('670', positions, '9'), [0]); // 13: 小
  v(`zh_hzdxds_${key}hz`, rows('小,单'), place('670', positions, '9'), [2]);
}

// ---------------------------------------------------------------- 趣味
v('qw_ts_yffs', rows('0,9'), '90000', [2]);
v('qw_ts_yffs', rows('5'), '12346', [0]);
v('qw_ts_hscs', rows('0'), '10231', [0]);
v('qw_ts_hscs', rows('0,1'), '00123', [1]);
v('qw_ts_sxbx', rows('1'), '11100', [1]);
v('qw_ts_sxbx', rows('1'), '11000', [0]);
v('qw_ts_sjfc', rows('2'), '22223', [1]);
v('qw_ts_sjfc', rows('2'), '22222', [1]);
v('qw_ts_sjfc', rows('2'), '22233', [0]);
const allForms = '豹子,顺子,对子,半顺,杂六';
for (const [key, positions] of [
  ['q3', [0, 1, 2]],
  ['z3', [1, 2, 3]],
  ['h3', [2, 3, 4]],
] as Array<[string, number[]]>) {
  const at = (digits: string) => place(digits, positions, '4');
  v(`qw_xt_${key}`, rows(allForms), at('123'), [1]);
  v(`qw_xt_${key}`, rows('顺子'), at('901'), [1]);
  v(`qw_xt_${key}`, rows('半顺'), at('125'), [1]);
  v(`qw_xt_${key}`, rows('半顺'), at('095'), [1]);
  v(`qw_xt_${key}`, rows('杂六'), at('135'), [1]);
  v(`qw_xt_${key}`, rows('对子'), at('112'), [1]);
  v(`qw_xt_${key}`, rows('豹子'), at('111'), [1]);
  v(`qw_xt_${key}`, rows('豹子,顺子'), at('112'), [0]);
}
v('qw_xt_wx', rows('四条'), '88888', [1]);
v('qw_xt_wx', rows('四条'), '81888', [1]);
v('qw_xt_wx', rows('葫芦'), '12122', [1]);
v('qw_xt_wx', rows('顺子'), '67890', [1]);
v('qw_xt_wx', rows('顺子'), '20189', [1]);
v('qw_xt_wx', rows('单牌'), '13579', [1]);
v('qw_xt_wx', rows('两对'), '11223', [1]);
v('qw_xt_wx', rows('一对'), '11234', [1]);
v('qw_xt_wx', rows('三条'), '11123', [1]);
v('qw_xt_wx', rows('四条,葫芦,顺子,三条,两对,一对'), '13579', [0]);
const baccarat = '庄,闲,和,庄对,闲对,S6';
v('qw_bjl_bjl', rows(baccarat), '11055', [3]); // 庄 2 > 闲 0; 庄对 and 闲对
v('qw_bjl_bjl', rows(baccarat), '33012', [3]); // 庄 6 > 闲 3: 庄, 庄对, S6
v('qw_bjl_bjl', rows(baccarat), '12912', [1]); // 3 = 3: 和
v('qw_bjl_bjl', rows(baccarat), '19046', [1]); // 庄 0 = 闲 0: 和
v('qw_bjl_bjl', rows('庄,S6'), '09089', [1]); // 庄 9 > 闲 7: 庄 wins; S6 needs 庄 6
v('qw_bjl_bjl', rows('闲,S6,庄对'), '60127', [1]); // 庄 6 < 闲 9: 闲 wins; no S6 (闲 not below 6), no 庄对

const bull = '牛大,牛小,牛单,牛双,无牛,牛1,牛2,牛3,牛4,牛5,牛6,牛7,牛8,牛9,牛牛';
v('nn_nn_nn', rows(bull), '12755', [3]); // 1+2+7 = 10, 5+5 → 牛牛: 牛牛 牛大 牛双
v('nn_nn_nn', rows(bull), '19023', [3]); // 1+9+0, 2+3 → 牛5: 牛5 牛小 牛单
v('nn_nn_nn', rows(bull), '11111', [1]); // 无牛
v('nn_nn_nn', rows(bull), '00000', [3]); // 牛牛
v('nn_nn_nn', rows('牛大,牛小,牛单,牛双'), '11112', [0]); // 无牛 loses every 大小单双 bet
v('nn_nn_nn', rows('牛8'), '46099', [1]); // 4+6+0, 9+9 = 18 → 牛8

// ---------------------------------------------------------------- 龙虎
const labels = 'wqbsg';
for (let a = 0; a < 5; a++)
  for (let b = a + 1; b < 5; b++) {
    const pair = `${labels[a]}${labels[b]}`;
    const draw = (x: number, y: number) => {
      const d = [...'55555'];
      d[a] = String(x);
      d[b] = String(y);
      return d.join('');
    };
    v(`qw_lhh_${pair}`, rows('龙,虎'), draw(9, 1), [1]);
    v(`qw_lhh_${pair}`, rows('龙'), draw(0, 1), [0]);
    v(`qw_lhh_${pair}`, rows('龙,虎'), draw(3, 3), [0], 2); // 和: both stakes refunded
    v(`qw_lh_${pair}`, rows('龙,虎,和'), draw(3, 3), [1]);
    v(`qw_lh_${pair}`, rows('龙,虎'), draw(3, 3), [0]);
    v(`qw_lh_${pair}`, rows('虎'), draw(0, 1), [1]);
  }

// ---------------------------------------------------------------- 任选
const ALL = [0, 1, 2, 3, 4];
v('rx2_zx_fs', rows('1|2|3||5'), '12345', [6]);
v('rx2_zx_fs', rows('1|2|3||5'), '12000', [1]);
v('rx2_zx_ds', entries('12', [0, 1, 2]), '12200', [2]); // 万千 12, 万百 12; 千百 22
v('rx2_zx_ds', entries('12', [3, 4]), '12000', [0]);
v('rx2_zx_hz', rows('3', ALL), '12000', [1]);
v('rx2_zx_hz', rows('0', ALL), '00000', [10]);
v('rx2_zux_fs', rows('1,2', [0, 1, 3]), '12021', [2]); // 万千 12, 万十 12; 千十 22 is a pair
v('rx2_zux_ds', entries('12', [0, 1]), '21000', [1]);
v('rx2_zux_ds', entries('12', [0, 1]), '11000', [0]);
v('rx2_zux_hz', rows('3', [0, 1, 2]), '12000', [1]);
v('rx2_zux_hz', rows('1', ALL), '10000', [4]); // 万 with each of the other four
v('rx2_zux_hz', rows('2', ALL), '11000', [0]); // 11 is a pair
v('rx3_zx_fs', rows('1|2|3|4|5'), '12345', [10]);
v('rx3_zx_fs', rows('1|2|3|4|5'), '02340', [1]);
v('rx3_zx_ds', entries('123', [0, 1, 2, 3]), '12333', [2]);
v('rx3_zx_hz', rows('0', [0, 1, 2, 3]), '00001', [4]);
v('rx3_zux_z3', rows('1,2', [0, 1, 2]), '12100', [1]);
v('rx3_zux_z3', rows('1,2', ALL), '11111', [0]);
v('rx3_zux_z6', rows('1,2,3', [0, 1, 2, 3]), '12311', [2]);
v('rx3_zux_hh', entries('112 123', ALL), '11230', [1, 2]); // 万千百 112; 万百十, 千百十 123
v('rx3_zux_hz', rows('3', [0, 1, 2, 3]), '12000', [0, 2]); // 万千百 120, 万千十 120
v('rx3_zux_hz', rows('3', [0, 1, 2]), '11100', [0, 0]);
v('rx4_zx_fs', rows('1|2|3|4|5'), '12345', [5]);
v('rx4_zx_fs', rows('1|2|3|4|5'), '02345', [1]);
v('rx4_zx_ds', entries('1234', ALL), '12344', [2]);
v('rx4_zux_z24', rows('1,2,3,4', ALL), '12340', [1]);
v('rx4_zux_z12', rows('1|2,3', [0, 1, 2, 3]), '11239', [1]);
v('rx4_zux_z6', rows('1,2', ALL), '11222', [3]);
v('rx4_zux_z4', rows('2|1', ALL), '11222', [2]);

describe('ssc settlements worked out by hand', () => {
  it('cover every ssc play', () => {
    const covered = new Set(vectors.map((vector) => vector.id));
    expect(
      playsOf('ssc')
        .map((p) => p.id)
        .filter((id) => !covered.has(id)),
    ).toEqual([]);
  });

  it.each(vectors.map((vector) => [`${vector.id} ${JSON.stringify(vector.selection)} vs ${vector.draw}`, vector] as const))('%s', (_, vector) => {
    const result = winningBets(`ssc:${vector.id}`, vector.selection, [...vector.draw].join(','));
    expect(result).toEqual({ levels: vector.levels, refunds: vector.refunds ?? 0 });
  });
});
