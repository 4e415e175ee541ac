/**
 * ky481 快赢481 (泳坛夺金): draw = four lanes 自由泳 仰泳 蛙泳 蝶泳, each 1-8, repeats
 * allowed. 前三 = 自仰蛙, 后三 = 仰蛙蝶, 前二 = 自仰, 后二 = 蛙蝶. Two defects seen in other
 * clients (组选4 without its 单号 row, 二星组选和值 over 0-9) are avoided: rows and ranges come from
 * the lane digits. The 不限 (unlimited) mode is ssc's only, so no ky481 play is marked
 * `unlimited`: every play here is on the normal tabs.
 */
import { laneDigits } from '../rules/digit-rules';
import type { PlayDefinition } from '../types';
import {
  anyCompound,
  anyPosition,
  baodan,
  directCompound,
  directEntry,
  directValue,
  groupEntry,
  groupShape,
  groupSum,
  playText,
  positionDigits,
  type DigitFamily,
} from './digit-plays';

const ky481: DigitFamily = { family: 'ky481', range: laneDigits, labels: ['自由泳', '仰泳', '蛙泳', '蝶泳'] };
const FOUR = [0, 1, 2, 3];
const direct = '所选号码与开奖号码相应泳道全部相同且顺序一致，即为中奖。';
const text = playText;

const threeLanes = [
  { key: 'qsm', tab: '前三', positions: [0, 1, 2] },
  { key: 'hsm', tab: '后三', positions: [1, 2, 3] },
].flatMap(({ key, tab, positions }) => [
  directCompound(ky481, text(`${key}_zx_fs`, tab, '直选', '复式', `每个泳道选一个号码，${direct}`), positions),
  directEntry(ky481, text(`${key}_zx_ds`, tab, '直选', '单式', `手动输入三位号码（1-8），${direct}`), positions),
  directValue(ky481, text(`${key}_zx_hz`, tab, '直选', '和值', `所选和值（3-24）与开奖号码${tab}之和相同，即为中奖。`), positions, 'sum'),
  groupShape(
    ky481,
    text(`${key}_zux_z3`, tab, '组选', '组三', `选两个号码组成两注组三，开奖号码${tab}为组三且包含所选号码，即为中奖。`),
    positions,
    [
      { row: 0, times: 2, pick: 1 },
      { row: 0, times: 1, pick: 1 },
    ],
    ['组三'],
  ),
  groupShape(
    ky481,
    text(`${key}_zux_z6`, tab, '组选', '组六', `选三个号码，开奖号码${tab}为组六且与所选相同，即为中奖。`),
    positions,
    [{ row: 0, times: 1, pick: 3 }],
    ['组六'],
  ),
  groupEntry(
    ky481,
    text(`${key}_zux_hh`, tab, '组选', '混合组选', `手动输入三位号码（1-8，不含豹子），开奖号码${tab}与之相同（顺序不限），按组三或组六计奖。`),
    positions,
    ['allSame'],
    true,
  ),
  groupSum(ky481, text(`${key}_zux_hz`, tab, '组选', '组选和值', `所选和值（4-23）与开奖号码${tab}之和相同（豹子除外），按形态计奖。`), positions),
  baodan(ky481, text(`${key}_zux_bd`, tab, '组选', '组选包胆', `选一个号码，开奖号码${tab}为组三或组六且包含所选号码，即为中奖。`), positions),
]);

const twoLanes = [
  { key: 'q', tab: '前二', positions: [0, 1] },
  { key: 'h', tab: '后二', positions: [2, 3] },
].flatMap(({ key, tab, positions }) => [
  directCompound(ky481, text(`em_zx_${key}fs`, tab, '直选', '复式', `每个泳道选一个号码，${direct}`), positions),
  directEntry(ky481, text(`em_zx_${key}ds`, tab, '直选', '单式', `手动输入两位号码（1-8），${direct}`), positions),
  directValue(ky481, text(`em_zx_${key}hz`, tab, '直选', '和值', `所选和值（2-16）与开奖号码${tab}之和相同，即为中奖。`), positions, 'sum'),
  groupShape(
    ky481,
    text(`em_zux_${key}fs`, tab, '组选', '复式', `选两个号码，开奖号码${tab}（不含对子）与之相同，即为中奖。`),
    positions,
    [{ row: 0, times: 1, pick: 2 }],
    ['组选'],
  ),
  groupEntry(
    ky481,
    text(`em_zux_${key}ds`, tab, '组选', '单式', `手动输入两个不同的号码（1-8），开奖号码${tab}（不含对子）与之相同（顺序不限），即为中奖。`),
    positions,
    ['allSame'],
  ),
  groupSum(ky481, text(`em_zux_${key}hz`, tab, '组选', '和值', `所选和值（3-15）与开奖号码${tab}之和相同（对子除外），即为中奖。`), positions),
]);

const anyText = '勾选至少所需个数的泳道，按所选泳道的每种组合分别投注并计奖。';
const blank = (id: string) => playText(id, '', '', '', '');

export const ky481Plays: PlayDefinition[] = [
  directCompound(ky481, text('sx_zx_fs', '四星', '直选', '复式', `四个泳道各选一个号码，${direct}`), FOUR),
  directEntry(ky481, text('sx_zx_ds', '四星', '直选', '单式', `手动输入四位号码（1-8），${direct}`), FOUR),
  groupShape(
    ky481,
    text('sx_zux_z24', '四星', '组选', '组选24', '选四个号码，开奖号码四个各不相同且与所选相同，即为中奖。'),
    FOUR,
    [{ row: 0, times: 1, pick: 4 }],
    ['组24'],
  ),
  groupShape(
    ky481,
    text('sx_zux_z12', '四星', '组选', '组选12', '选一个二重号和两个单号，开奖号码为一对加两个单号且与所选相同，即为中奖。'),
    FOUR,
    [
      { row: 0, times: 2, pick: 1 },
      { row: 1, times: 1, pick: 2 },
    ],
    ['二重号', '单号'],
  ),
  groupShape(
    ky481,
    text('sx_zux_z6', '四星', '组选', '组选6', '选两个二重号，开奖号码为两对且与所选相同，即为中奖。'),
    FOUR,
    [{ row: 0, times: 2, pick: 2 }],
    ['二重号'],
  ),
  groupShape(
    ky481,
    text('sx_zux_z4', '四星', '组选', '组选4', '选一个三重号和一个单号，开奖号码为三条加一个单号且与所选相同，即为中奖。'),
    FOUR,
    [
      { row: 0, times: 3, pick: 1 },
      { row: 1, times: 1, pick: 1 },
    ],
    ['三重号', '单号'],
  ),
  ...threeLanes,
  ...twoLanes,
  positionDigits(ky481, text('dwd_dwd_dwd', '定位胆', '定位胆', '定位胆', '在任意泳道选择号码，与开奖号码对应泳道相同即为中奖。'), FOUR),
  anyCompound(ky481, text('rx2_zx_fs', '任选二', '直选', '复式', '至少两个泳道各选号码，所选号码与开奖号码对应泳道相同即为中奖。'), 2),
  anyPosition(ky481, text('rx2_zx_ds', '任选二', '直选', '单式', `手动输入两位号码（1-8），与所选泳道开奖号码相同且顺序一致，即为中奖；${anyText}`), 2, (p) =>
    directEntry(ky481, blank('rx2_zx_ds'), p),
  ),
  anyPosition(ky481, text('rx2_zx_hz', '任选二', '直选', '和值', `所选和值与所选泳道开奖号码之和相同，即为中奖；${anyText}`), 2, (p) =>
    directValue(ky481, blank('rx2_zx_hz'), p, 'sum'),
  ),
  anyPosition(
    ky481,
    text('rx2_zux_fs', '任选二', '组选', '复式', `选两个号码，所选泳道开奖号码（不含对子）与之相同（顺序不限），即为中奖；${anyText}`),
    2,
    (p) => groupShape(ky481, blank('rx2_zux_fs'), p, [{ row: 0, times: 1, pick: 2 }], ['组选']),
  ),
  anyPosition(
    ky481,
    text('rx2_zux_ds', '任选二', '组选', '单式', `手动输入两个不同的号码（1-8），所选泳道开奖号码（不含对子）与之相同（顺序不限），即为中奖；${anyText}`),
    2,
    (p) => groupEntry(ky481, blank('rx2_zux_ds'), p, ['allSame']),
  ),
  anyPosition(ky481, text('rx2_zux_hz', '任选二', '组选', '和值', `所选和值与所选泳道开奖号码之和相同（对子除外），即为中奖；${anyText}`), 2, (p) =>
    groupSum(ky481, blank('rx2_zux_hz'), p),
  ),
  anyCompound(ky481, text('rx3_zx_fs', '任选三', '直选', '复式', '至少三个泳道各选号码，所选号码与开奖号码对应泳道相同即为中奖。'), 3),
  anyPosition(ky481, text('rx3_zx_ds', '任选三', '直选', '单式', `手动输入三位号码（1-8），与所选泳道开奖号码相同且顺序一致，即为中奖；${anyText}`), 3, (p) =>
    directEntry(ky481, blank('rx3_zx_ds'), p),
  ),
  anyPosition(ky481, text('rx3_zx_hz', '任选三', '直选', '和值', `所选和值与所选泳道开奖号码之和相同，即为中奖；${anyText}`), 3, (p) =>
    directValue(ky481, blank('rx3_zx_hz'), p, 'sum'),
  ),
  anyPosition(
    ky481,
    text('rx3_zux_z3', '任选三', '组选', '组三', `选两个号码组成两注组三，所选泳道开奖号码为组三且包含所选号码，即为中奖；${anyText}`),
    3,
    (p) =>
      groupShape(
        ky481,
        blank('rx3_zux_z3'),
        p,
        [
          { row: 0, times: 2, pick: 1 },
          { row: 0, times: 1, pick: 1 },
        ],
        ['组三'],
      ),
  ),
  anyPosition(ky481, text('rx3_zux_z6', '任选三', '组选', '组六', `选三个号码，所选泳道开奖号码为组六且与所选号码相同，即为中奖；${anyText}`), 3, (p) =>
    groupShape(ky481, blank('rx3_zux_z6'), p, [{ row: 0, times: 1, pick: 3 }], ['组六']),
  ),
  anyPosition(
    ky481,
    text('rx3_zux_hh', '任选三', '组选', '混合组选', `手动输入三位号码（1-8，不含豹子），所选泳道开奖号码与之相同（顺序不限），按组三或组六计奖；${anyText}`),
    3,
    (p) => groupEntry(ky481, blank('rx3_zux_hh'), p, ['allSame'], true),
  ),
  anyPosition(ky481, text('rx3_zux_hz', '任选三', '组选', '和值', `所选和值与所选泳道开奖号码之和相同（豹子除外），按组三或组六计奖；${anyText}`), 3, (p) =>
    groupSum(ky481, blank('rx3_zux_hz'), p),
  ),
];
