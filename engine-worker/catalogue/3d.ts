/**
 * 3d 福彩3D / 排列3: draw = three digits 0-9 (百 十 个). The ssc three-digit plays on all
 * three positions, plus 前二/后二, 定位胆, 不定位, 龙虎斗 and 形态, and the official 3D split
 * group sums 组三和值 / 组六和值 (counts = the 组三/组六 parts of the group-sum table G3)
 * and 组三胆拖 / 组六胆拖.
 */
import { dragonTigerOf, threeDigitFormOf, threeDigitForms } from '../../rules/chart-shapes';
import { decimalDigits } from '../rules/digit-rules';
import { LOSE, REFUND, type PlayDefinition } from '../types';
import {
  baodan,
  directCompound,
  directEntry,
  directValue,
  groupBankDrag,
  drawOptions,
  groupEntry,
  groupShape,
  groupSum,
  playText,
  positionDigits,
  unfixed,
  type DigitFamily,
} from './digit-plays';

const threeD: DigitFamily = { family: '3d', range: decimalDigits, labels: ['百位', '十位', '个位'] };
const ALL = [0, 1, 2];
const direct = '所选号码与开奖号码相应位置全部相同且顺序一致，即为中奖。';
const text = playText;

const twoDigit = [
  { key: 'q', tab: '前二', positions: [0, 1] },
  { key: 'h', tab: '后二', positions: [1, 2] },
].flatMap(({ key, tab, positions }) => [
  directCompound(threeD, text(`em_zx_${key}fs`, tab, '直选', '复式', `各位选一个号码，${direct}`), positions),
  directEntry(threeD, text(`em_zx_${key}ds`, tab, '直选', '单式', `手动输入两位号码，${direct}`), positions),
  groupShape(
    threeD,
    text(`em_zux_${key}fs`, tab, '组选', '复式', `选两个号码，开奖号码${tab}（不含对子）与之相同，即为中奖。`),
    positions,
    [{ row: 0, times: 1, pick: 2 }],
    ['组选'],
  ),
  groupEntry(threeD, text(`em_zux_${key}ds`, tab, '组选', '单式', `手动输入两个不同的号码，开奖号码${tab}（不含对子）与之相同，即为中奖。`), positions, [
    'allSame',
  ]),
]);

const pairs: Array<[string, number, number]> = [
  ['bs', 0, 1],
  ['bg', 0, 2],
  ['sg', 1, 2],
];

export const threeDPlays: PlayDefinition[] = [
  directCompound(threeD, text('sm_zx_fs', '三码', '直选', '复式', `从百、十、个位各选一个号码，${direct}`), ALL),
  directEntry(threeD, text('sm_zx_ds', '三码', '直选', '单式', `手动输入三位号码，${direct}`), ALL),
  directValue(threeD, text('sm_zx_hz', '三码', '直选', '和值', '所选和值与开奖号码三位之和相同，即为中奖。'), ALL, 'sum'),
  groupShape(
    threeD,
    text('sm_zux_z3', '三码', '组选', '组三', '选两个号码组成两注组三，开奖号码为组三且包含所选号码，即为中奖。'),
    ALL,
    [
      { row: 0, times: 2, pick: 1 },
      { row: 0, times: 1, pick: 1 },
    ],
    ['组三'],
  ),
  groupShape(
    threeD,
    text('sm_zux_z6', '三码', '组选', '组六', '选三个号码，开奖号码为组六且与所选相同，即为中奖。'),
    ALL,
    [{ row: 0, times: 1, pick: 3 }],
    ['组六'],
  ),
  groupEntry(
    threeD,
    text('sm_zux_hh', '三码', '组选', '混合组选', '手动输入三位号码（不含豹子），开奖号码与之相同（顺序不限），按组三或组六计奖。'),
    ALL,
    ['allSame'],
    true,
  ),
  groupSum(threeD, text('sm_zux_hz', '三码', '组选', '组选和值', '所选和值与开奖号码之和相同（豹子除外），按组三或组六计奖。'), ALL),
  groupSum(threeD, text('sm_zux_z3hz', '三码', '组选', '组三和值', '所选和值与开奖号码之和相同且开奖号码为组三（有且只有一个对子），即为中奖。'), ALL, 'pair'),
  groupSum(
    threeD,
    text('sm_zux_z6hz', '三码', '组选', '组六和值', '所选和值与开奖号码之和相同且开奖号码为组六（三个号码各不相同），即为中奖。'),
    ALL,
    'distinct',
  ),
  baodan(threeD, text('sm_zux_bd', '三码', '组选', '组选包胆', '选一个号码，开奖号码为组三或组六且包含所选号码，即为中奖。'), ALL),
  groupBankDrag(
    threeD,
    text(
      'sm_zux_z3dt',
      '三码',
      '组选',
      '组三胆拖',
      '选1个胆码和至少1个拖码（胆码与拖码不能相同），胆码与每个拖码组成两注组三，开奖号码为组三且与其中一注相同（顺序不限），即为中奖。',
    ),
    ALL,
    'pair',
  ),
  groupBankDrag(
    threeD,
    text(
      'sm_zux_z6dt',
      '三码',
      '组选',
      '组六胆拖',
      '选1-2个胆码和若干拖码（胆码与拖码不能相同），胆码加拖码凑足3个不同号码为一注，开奖号码为组六且与之相同（顺序不限），即为中奖。',
    ),
    ALL,
    'distinct',
  ),
  ...twoDigit,
  positionDigits(threeD, text('dwd_dwd_dwd', '定位胆', '定位胆', '定位胆', '在百、十、个位任意位置选号，与开奖号码对应位置相同即为中奖。'), ALL),
  unfixed(threeD, text('bdd_bdd_bdd1', '不定位', '不定位', '一码', '选一个号码，开奖号码中出现该号码即为中奖。'), ALL, 1),
  unfixed(threeD, text('bdd_bdd_bdd2', '不定位', '不定位', '二码', '选两个号码，开奖号码中同时出现两个号码即为中奖。'), ALL, 2),
  ...pairs.map(([id, a, b]) =>
    drawOptions(
      threeD,
      text(
        `qw_lhh_${id}`,
        '龙虎',
        '龙虎斗',
        `${threeD.labels[a]![0]}${threeD.labels[b]![0]}`,
        `${threeD.labels[a]}大于${threeD.labels[b]}为龙，小于为虎；相同为和，退还本金。`,
      ),
      ['龙', '虎'],
      (option, draw) => {
        const result = dragonTigerOf(draw[a]!, draw[b]!);
        return result === '和' ? REFUND : result === option ? 0 : LOSE;
      },
      { dragonTiger: true },
    ),
  ),
  drawOptions(
    threeD,
    text('qw_xt_xt', '趣味', '形态', '形态', '开奖号码的形态（豹子、顺子、对子、半顺、杂六）与所选相同，即为中奖。'),
    threeDigitForms,
    (option, draw) => (threeDigitFormOf(draw) === option ? 0 : LOSE),
  ),
];
