/**
 * ssc 时时彩: draw = five digits 0-9 (万 千 百 十 个).
 *
 * Normal and unlimited (不限) modes: the normal mode shows the plays most players use
 * (直选 复式/单式/和值/跨度, every 组选 play, 定位胆, 前中后三 一码/二码不定位, 二星大小单双,
 * 任选 直选复式/单式, 龙虎斗, 趣味 一帆风顺/好事成双/三星报喜/四季发财); the less common plays
 * carry `unlimited: true` and appear in the 不限 mode: 直选组合, 三星 和值尾数/特殊号, 四星/五星
 * 不定位 (三码 included), 三星大小单双, 大小个数, 单双个数, 总和大小单双, 形态 (炸金花), 梭哈,
 * 百家乐, 牛牛, 龙虎和 (和 bettable), 任选 直选和值 and every 任选 组选 play. The choice follows
 * how often the plays are offered by established lottery clients: the normal list is what the
 * official-style lobbies show first; everything else is one switch away.
 */
import {
  baccaratOf,
  baccaratOptions,
  baccaratOptionWins,
  bullLabels,
  bullOf,
  bullOptionWins,
  dragonTigerOf,
  fiveDigitFormOf,
  fiveDigitForms,
  parityOf,
  sizeOf,
  sumBigFrom,
  threeDigitFormOf,
  threeDigitForms,
} from '../../rules/chart-shapes';
import { LOSE, REFUND, type PlayDefinition } from '../types';
import {
  anyCompound,
  anyPosition,
  attributeTuple,
  baodan,
  digitOptions,
  directCombination,
  directCompound,
  directEntry,
  directValue,
  drawOptions,
  groupEntry,
  groupShape,
  groupSum,
  playText,
  positionDigits,
  segmentOf,
  unfixed,
  type DigitFamily,
} from './digit-plays';
import { decimalDigits } from '../rules/digit-rules';

const ssc: DigitFamily = { family: 'ssc', range: decimalDigits, labels: ['万位', '千位', '百位', '十位', '个位'] };

const FIVE = [0, 1, 2, 3, 4];
const FOUR = [1, 2, 3, 4];
const threeStar = [
  { key: 'qsm', tab: '前三', positions: [0, 1, 2] },
  { key: 'zsm', tab: '中三', positions: [1, 2, 3] },
  { key: 'hsm', tab: '后三', positions: [2, 3, 4] },
];
const twoStar = [
  { key: 'q', tab: '前二', positions: [0, 1] },
  { key: 'h', tab: '后二', positions: [3, 4] },
];
const direct = '所选号码与开奖号码相应位置全部相同且顺序一致，即为中奖。';
const group = '所选号码与开奖号码相同（顺序不限），即为中奖。';

const won = (yes: boolean) => (yes ? 0 : LOSE);
/** 特殊号 options: the 形态 of three digits restricted to 豹子, 顺子 and 对子 (半顺 and 杂六 lose). */
const specialForms = ['豹子', '顺子', '对子'];
const labelJoin = (positions: number[]) => positions.map((p) => ssc.labels[p]!.slice(0, 1)).join('');

function starPlays(tab: string, prefix: string, positions: number[]): PlayDefinition[] {
  const t = (id: string, subTab: string, name: string, rule: string, unlimited?: boolean) => playText(`${prefix}_${id}`, tab, subTab, name, rule, unlimited);
  const labels = labelJoin(positions);
  return [
    directCompound(ssc, t('zx_fs', '直选', '复式', `从${labels}各选一个号码组成一注，${direct}`), positions),
    directEntry(ssc, t('zx_ds', '直选', '单式', `手动输入${positions.length}位号码组成一注，${direct}`), positions),
    directCombination(
      ssc,
      t('zx_zh', '直选', '组合', `每位各选一个号码，按所选号码自动组成${positions.length}注（各星级末尾号码），每注按所中星级计奖。`, true),
      positions,
    ),
  ];
}

function threeStarPlays({ key, tab, positions }: (typeof threeStar)[number]): PlayDefinition[] {
  const t = (id: string, subTab: string, name: string, rule: string, unlimited?: boolean) => playText(`${key}_${id}`, tab, subTab, name, rule, unlimited);
  return [
    ...starPlays(tab, key, positions),
    directValue(ssc, t('zx_hz', '直选', '和值', `所选和值与开奖号码${tab}三位之和相同，即为中奖。`), positions, 'sum'),
    directValue(ssc, t('zx_kd', '直选', '跨度', `所选跨度与开奖号码${tab}三位最大与最小号码之差相同，即为中奖。`), positions, 'span'),
    groupShape(
      ssc,
      t('zux_z3', '组选', '组三', `选两个号码组成两注组三号码，开奖号码${tab}为组三形态且包含所选号码，即为中奖。`),
      positions,
      [
        { row: 0, times: 2, pick: 1 },
        { row: 0, times: 1, pick: 1 },
      ],
      ['组三'],
    ),
    groupShape(
      ssc,
      t('zux_z6', '组选', '组六', `选三个号码组成一注，开奖号码${tab}为组六形态且与所选号码相同，即为中奖。`),
      positions,
      [{ row: 0, times: 1, pick: 3 }],
      ['组六'],
    ),
    groupEntry(
      ssc,
      t('zux_hh', '组选', '混合组选', `手动输入三位号码（不含豹子），开奖号码${tab}为组三或组六且与所选号码相同，按形态计奖。`),
      positions,
      ['allSame'],
      true,
    ),
    groupEntry(ssc, t('zux_z3ds', '组选', '组三单式', `手动输入有且只有一个对子的三位号码，${group}`), positions, ['notPair']),
    groupEntry(ssc, t('zux_z6ds', '组选', '组六单式', `手动输入三个不同的号码，${group}`), positions, ['notDistinct']),
    groupSum(ssc, t('zux_hz', '组选', '组选和值', `所选和值与开奖号码${tab}三位之和相同（豹子除外），按组三或组六形态计奖。`), positions),
    baodan(ssc, t('zux_bd', '组选', '组选包胆', `选一个号码，开奖号码${tab}为组三或组六且包含所选号码，即为中奖。`), positions),
    digitOptions(
      ssc,
      t('qt_hzws', '其它', '和值尾数', `所选号码与开奖号码${tab}三位之和的尾数相同，即为中奖。`, true),
      (digit, draw) => won(segmentOf(draw, positions).reduce((a, b) => a + b, 0) % 10 === digit),
      '和值尾数',
    ),
    drawOptions(
      ssc,
      t(
        'qt_tsh',
        '其它',
        '特殊号',
        `开奖号码${tab}为豹子（三位相同）、顺子（三个相连号码，顺序不限，890、901 亦是）或对子（恰有两位相同）且与所选相符，即为中奖。`,
        true,
      ),
      specialForms,
      (option, draw) => won(threeDigitFormOf(segmentOf(draw, positions)) === option),
      {},
      '特殊号',
    ),
  ];
}

function twoStarPlays({ key, tab, positions }: (typeof twoStar)[number]): PlayDefinition[] {
  const t = (id: string, subTab: string, name: string, rule: string) => playText(`em_${id}`, tab, subTab, name, rule);
  return [
    directCompound(ssc, t(`zx_${key}fs`, '直选', '复式', `从${labelJoin(positions)}各选一个号码组成一注，${direct}`), positions),
    directEntry(ssc, t(`zx_${key}ds`, '直选', '单式', `手动输入两位号码组成一注，${direct}`), positions),
    directValue(ssc, t(`zx_${key}hz`, '直选', '和值', `所选和值与开奖号码${tab}两位之和相同，即为中奖。`), positions, 'sum'),
    directValue(ssc, t(`zx_${key}kd`, '直选', '跨度', `所选跨度与开奖号码${tab}两位之差相同，即为中奖。`), positions, 'span'),
    groupShape(
      ssc,
      t(`zux_${key}fs`, '组选', '复式', `选两个号码组成一注，开奖号码${tab}（不含对子）与所选号码相同，即为中奖。`),
      positions,
      [{ row: 0, times: 1, pick: 2 }],
      ['组选'],
    ),
    groupEntry(ssc, t(`zux_${key}ds`, '组选', '单式', `手动输入两个不同的号码，开奖号码${tab}（不含对子）与之相同，即为中奖。`), positions, ['allSame']),
    groupSum(ssc, t(`zux_${key}hz`, '组选', '和值', `所选和值与开奖号码${tab}两位之和相同（对子除外），即为中奖。`), positions),
    baodan(ssc, t(`zux_${key}bd`, '组选', '包胆', `选一个号码，开奖号码${tab}（不含对子）包含所选号码，即为中奖。`), positions),
  ];
}

function fiveStarGroups(): PlayDefinition[] {
  const t = (id: string, name: string, rule: string) => ({ id: `wx_zux_${id}`, tab: '五星', subTab: '组选', name, fullName: `五星${name}`, rule });
  const p = FIVE;
  return [
    groupShape(ssc, t('z120', '组选120', `选五个号码，开奖号码五个各不相同且与所选相同，即为中奖。`), p, [{ row: 0, times: 1, pick: 5 }], ['组120']),
    groupShape(
      ssc,
      t('z60', '组选60', `选一个二重号和三个单号，开奖号码为一对加三个单号且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 2, pick: 1 },
        { row: 1, times: 1, pick: 3 },
      ],
      ['二重号', '单号'],
    ),
    groupShape(
      ssc,
      t('z30', '组选30', `选两个二重号和一个单号，开奖号码为两对加一个单号且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 2, pick: 2 },
        { row: 1, times: 1, pick: 1 },
      ],
      ['二重号', '单号'],
    ),
    groupShape(
      ssc,
      t('z20', '组选20', `选一个三重号和两个单号，开奖号码为三条加两个单号且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 3, pick: 1 },
        { row: 1, times: 1, pick: 2 },
      ],
      ['三重号', '单号'],
    ),
    groupShape(
      ssc,
      t('z10', '组选10', `选一个三重号和一个二重号，开奖号码为三条加一对且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 3, pick: 1 },
        { row: 1, times: 2, pick: 1 },
      ],
      ['三重号', '二重号'],
    ),
    groupShape(
      ssc,
      t('z5', '组选5', `选一个四重号和一个单号，开奖号码为四条加一个单号且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 4, pick: 1 },
        { row: 1, times: 1, pick: 1 },
      ],
      ['四重号', '单号'],
    ),
  ];
}

function fourStarGroups(): PlayDefinition[] {
  const t = (id: string, name: string, rule: string) => ({ id: `sx_zux_${id}`, tab: '四星', subTab: '组选', name, fullName: `四星${name}`, rule });
  const p = FOUR;
  return [
    groupShape(ssc, t('z24', '组选24', `选四个号码，开奖号码后四位各不相同且与所选相同，即为中奖。`), p, [{ row: 0, times: 1, pick: 4 }], ['组24']),
    groupShape(
      ssc,
      t('z12', '组选12', `选一个二重号和两个单号，开奖号码后四位为一对加两个单号且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 2, pick: 1 },
        { row: 1, times: 1, pick: 2 },
      ],
      ['二重号', '单号'],
    ),
    groupShape(ssc, t('z6', '组选6', `选两个二重号，开奖号码后四位为两对且与所选相同，即为中奖。`), p, [{ row: 0, times: 2, pick: 2 }], ['二重号']),
    groupShape(
      ssc,
      t('z4', '组选4', `选一个三重号和一个单号，开奖号码后四位为三条加一个单号且与所选相同，即为中奖。`),
      p,
      [
        { row: 0, times: 3, pick: 1 },
        { row: 1, times: 1, pick: 1 },
      ],
      ['三重号', '单号'],
    ),
  ];
}

function unfixedPlays(): PlayDefinition[] {
  const spans = [
    { id: 'bdd_bdd_qs', name: '前三', positions: [0, 1, 2], picks: [1, 2] },
    { id: 'bdd_bdd_z3', name: '中三', positions: [1, 2, 3], picks: [1, 2] },
    { id: 'bdd_bdd_hs', name: '后三', positions: [2, 3, 4], picks: [1, 2] },
    { id: 'bdd_bdd4_4x', name: '四星', positions: FOUR, picks: [1, 2, 3] },
    { id: 'bdd_bdd5_5x', name: '五星', positions: FIVE, picks: [1, 2, 3] },
  ];
  const codes = ['一码', '二码', '三码'];
  return spans.flatMap(({ id, name, positions, picks }) =>
    picks.map((pick) =>
      unfixed(
        ssc,
        {
          id: `${id}${pick}`,
          tab: '不定位',
          subTab: name,
          name: codes[pick - 1]!,
          fullName: `${name}${codes[pick - 1]}不定位`,
          rule: `选${pick}个号码，开奖号码${name}位置中出现全部所选号码（不限位置），即为中奖。`,
          ...(pick === 3 || positions.length > 3 ? { unlimited: true } : {}),
        },
        positions,
        pick,
      ),
    ),
  );
}

const sizeParityPlays = (): PlayDefinition[] =>
  [
    { id: 'q2', name: '前二', positions: [0, 1] },
    { id: 'h2', name: '后二', positions: [3, 4] },
    { id: 'q3', name: '前三', positions: [0, 1, 2], unlimited: true },
    { id: 'h3', name: '后三', positions: [2, 3, 4], unlimited: true },
  ].map(({ id, name, positions, unlimited }) =>
    attributeTuple(
      ssc,
      {
        id: `dxds_dxds_${id}`,
        tab: '大小单双',
        subTab: '大小单双',
        name,
        fullName: `${name}大小单双`,
        rule: `每位选择大（5-9）、小（0-4）、单、双中的属性，开奖号码对应位置的属性与所选相符，即为中奖。`,
        ...(unlimited ? { unlimited } : {}),
      },
      positions,
    ),
  );

const segments = [
  { id: 'wx', name: '五星', positions: FIVE },
  { id: 'sx', name: '四星', positions: FOUR },
  { id: 'qs', name: '前三', positions: [0, 1, 2] },
  { id: 'zs', name: '中三', positions: [1, 2, 3] },
  { id: 'hs', name: '后三', positions: [2, 3, 4] },
];

function countPlays(): PlayDefinition[] {
  return segments.flatMap(({ id, name, positions }) => {
    const n = positions.length;
    const options = (a: string, b: string) => Array.from({ length: n + 1 }, (_, i) => `${n - i}${a}${i}${b}`);
    const countOf = (test: (d: number) => boolean, draw: readonly number[]) => segmentOf(draw, positions).filter(test).length;
    return [
      drawOptions(
        ssc,
        {
          id: `dxds_dxgs_${id}`,
          tab: '大小单双',
          subTab: '大小个数',
          name,
          fullName: `${name}大小个数`,
          rule: `所选大号（5-9）个数与开奖号码${name}中大号个数相同，即为中奖。`,
          unlimited: true,
        },
        options('大', '小'),
        (option, draw) => won(Number(option[0]) === countOf((d) => d >= 5, draw)),
      ),
      drawOptions(
        ssc,
        {
          id: `dxds_dsgs_${id}`,
          tab: '大小单双',
          subTab: '单双个数',
          name,
          fullName: `${name}单双个数`,
          rule: `所选单号个数与开奖号码${name}中单号个数相同，即为中奖。`,
          unlimited: true,
        },
        options('单', '双'),
        (option, draw) => won(Number(option[0]) === countOf((d) => d % 2 === 1, draw)),
      ),
    ];
  });
}

function sumAttributePlays(): PlayDefinition[] {
  const sums = [
    { id: '5xhz', name: '五星', positions: FIVE, bigFrom: sumBigFrom.fiveDigits },
    { id: 'q3hz', name: '前三', positions: [0, 1, 2], bigFrom: sumBigFrom.threeDigits },
    { id: 'z3hz', name: '中三', positions: [1, 2, 3], bigFrom: sumBigFrom.threeDigits },
    { id: 'h3hz', name: '后三', positions: [2, 3, 4], bigFrom: sumBigFrom.threeDigits },
  ];
  return sums.map(({ id, name, positions, bigFrom }) => {
    const five = positions.length === 5;
    const options = five ? ['大', '小', '单', '双', '大单', '大双', '小单', '小双'] : ['大', '小', '单', '双'];
    return drawOptions(
      ssc,
      {
        id: `zh_hzdxds_${id}`,
        tab: '大小单双',
        subTab: '总和',
        name,
        fullName: `${name}总和大小单双`,
        rule: `开奖号码${name}之和：${bigFrom}及以上为大，以下为小，按和值单双判断；与所选相符即为中奖。`,
        unlimited: true,
      },
      options,
      (option, draw) => {
        const total = segmentOf(draw, positions).reduce((a, b) => a + b, 0);
        const [size, parity] = [sizeOf(total, bigFrom), parityOf(total)];
        return won([...option].every((part) => part === size || part === parity));
      },
    );
  });
}

const pairs: Array<[string, number, number]> = [
  ['wq', 0, 1],
  ['wb', 0, 2],
  ['ws', 0, 3],
  ['wg', 0, 4],
  ['qb', 1, 2],
  ['qs', 1, 3],
  ['qg', 1, 4],
  ['bs', 2, 3],
  ['bg', 2, 4],
  ['sg', 3, 4],
];

function dragonTigerPlays(): PlayDefinition[] {
  return pairs.flatMap(([id, a, b]) => {
    const name = `${ssc.labels[a]![0]}${ssc.labels[b]![0]}`;
    return [
      drawOptions(
        ssc,
        {
          id: `qw_lhh_${id}`,
          tab: '龙虎',
          subTab: '龙虎斗',
          name,
          fullName: `龙虎斗${name}`,
          rule: `${ssc.labels[a]}大于${ssc.labels[b]}为龙，小于为虎；两位相同为和，退还本金。`,
        },
        ['龙', '虎'],
        (option, draw) => {
          const result = dragonTigerOf(draw[a]!, draw[b]!);
          return result === '和' ? REFUND : won(result === option);
        },
        { dragonTiger: true },
      ),
      drawOptions(
        ssc,
        {
          id: `qw_lh_${id}`,
          tab: '龙虎',
          subTab: '龙虎和',
          name,
          fullName: `龙虎和${name}`,
          rule: `${ssc.labels[a]}大于${ssc.labels[b]}为龙，小于为虎，相同为和；龙、虎、和均可投注，所选与开奖结果相符即为中奖。`,
          unlimited: true,
        },
        ['龙', '虎', '和'],
        (option, draw) => won(dragonTigerOf(draw[a]!, draw[b]!) === option),
        { dragonTiger: true },
      ),
    ];
  });
}

function funPlays(): PlayDefinition[] {
  const counts = [
    { id: 'yffs', name: '一帆风顺', times: 1 },
    { id: 'hscs', name: '好事成双', times: 2 },
    { id: 'sxbx', name: '三星报喜', times: 3 },
    { id: 'sjfc', name: '四季发财', times: 4 },
  ];
  const forms = [
    { id: 'q3', name: '前三', positions: [0, 1, 2] },
    { id: 'z3', name: '中三', positions: [1, 2, 3] },
    { id: 'h3', name: '后三', positions: [2, 3, 4] },
  ];
  return [
    ...counts.map(({ id, name, times }) =>
      digitOptions(
        ssc,
        { id: `qw_ts_${id}`, tab: '趣味', subTab: '特殊', name, fullName: name, rule: `所选号码在开奖号码五位中出现${times}次及以上，即为中奖。` },
        (digit, draw) => won(draw.filter((d) => d === digit).length >= times),
      ),
    ),
    ...forms.map(({ id, name, positions }) =>
      drawOptions(
        ssc,
        {
          id: `qw_xt_${id}`,
          tab: '趣味',
          subTab: '形态',
          name,
          fullName: `${name}形态`,
          rule: `开奖号码${name}的形态（豹子、顺子、对子、半顺、杂六，9-0-1 相连）与所选相同，即为中奖。`,
          unlimited: true,
        },
        threeDigitForms,
        (option, draw) => won(threeDigitFormOf(segmentOf(draw, positions)) === option),
      ),
    ),
    drawOptions(
      ssc,
      {
        id: 'qw_xt_wx',
        tab: '趣味',
        subTab: '形态',
        name: '梭哈',
        fullName: '五星梭哈',
        rule: '开奖号码五位的牌型（四条、葫芦、顺子、三条、两对、一对、单牌；五位相同按四条）与所选相同，即为中奖。',
        unlimited: true,
      },
      fiveDigitForms,
      (option, draw) => won(fiveDigitFormOf(draw) === option),
    ),
    drawOptions(
      ssc,
      {
        id: 'qw_bjl_bjl',
        tab: '趣味',
        subTab: '百家乐',
        name: '百家乐',
        fullName: '百家乐',
        rule: '庄=万千两位之和的个位，闲=十个两位之和的个位；点数大者胜，相同为和；庄对/闲对为对应两位相同；庄6点胜闲为S6；所选与开奖结果相符即为中奖。',
        unlimited: true,
      },
      baccaratOptions,
      (option, draw) => won(baccaratOptionWins(option, baccaratOf(draw, 5))),
    ),
    drawOptions(
      ssc,
      {
        id: 'nn_nn_nn',
        tab: '牛牛',
        subTab: '牛牛',
        name: '牛牛',
        fullName: '牛牛',
        rule: '五位中任意三位之和为10的倍数即有牛，其余两位之和的个位为点数（0为牛牛）；牛大为牛6-9及牛牛，牛小为牛1-5；所选与开奖结果相符即为中奖，无牛不中大小单双。',
        unlimited: true,
      },
      ['牛大', '牛小', '牛单', '牛双', ...bullLabels],
      (option, draw) => won(bullOptionWins(option, bullOf(draw))),
    ),
  ];
}

function anyPositionPlays(): PlayDefinition[] {
  const t = playText;
  const positionsText = '勾选至少所需个数的位置，按所选位置的每种组合分别投注并计奖。';
  // inner plays of 任选 lend only their rules and plate; their texts are the outer play's
  const g3 = (id: string) => playText(id, '', '', '', '');
  return [
    anyCompound(ssc, t('rx2_zx_fs', '任选二', '直选', '复式', '从万、千、百、十、个位中至少两位上各选号码，所选号码与开奖号码对应位置相同，即为中奖。'), 2),
    anyPosition(ssc, t('rx2_zx_ds', '任选二', '直选', '单式', `手动输入两位号码，与所选位置开奖号码相同且顺序一致，即为中奖；${positionsText}`), 2, (p) =>
      directEntry(ssc, g3('rx2_zx_ds'), p),
    ),
    anyPosition(ssc, t('rx2_zx_hz', '任选二', '直选', '和值', `所选和值与所选位置开奖号码之和相同，即为中奖；${positionsText}`, true), 2, (p) =>
      directValue(ssc, g3('rx2_zx_hz'), p, 'sum'),
    ),
    anyPosition(ssc, t('rx2_zux_fs', '任选二', '组选', '复式', `选两个号码，所选位置开奖号码（不含对子）与之相同，即为中奖；${positionsText}`, true), 2, (p) =>
      groupShape(ssc, g3('rx2_zux_fs'), p, [{ row: 0, times: 1, pick: 2 }], ['组选']),
    ),
    anyPosition(
      ssc,
      t('rx2_zux_ds', '任选二', '组选', '单式', `手动输入两个不同的号码，所选位置开奖号码（不含对子）与之相同（顺序不限），即为中奖；${positionsText}`, true),
      2,
      (p) => groupEntry(ssc, g3('rx2_zux_ds'), p, ['allSame']),
    ),
    anyPosition(ssc, t('rx2_zux_hz', '任选二', '组选', '和值', `所选和值与所选位置开奖号码之和相同（对子除外）；${positionsText}`, true), 2, (p) =>
      groupSum(ssc, g3('rx2_zux_hz'), p),
    ),
    anyCompound(ssc, t('rx3_zx_fs', '任选三', '直选', '复式', '从万、千、百、十、个位中至少三位上各选号码，所选号码与开奖号码对应位置相同，即为中奖。'), 3),
    anyPosition(ssc, t('rx3_zx_ds', '任选三', '直选', '单式', `手动输入三位号码，与所选位置开奖号码相同且顺序一致，即为中奖；${positionsText}`), 3, (p) =>
      directEntry(ssc, g3('rx3_zx_ds'), p),
    ),
    anyPosition(ssc, t('rx3_zx_hz', '任选三', '直选', '和值', `所选和值与所选位置开奖号码之和相同；${positionsText}`, true), 3, (p) =>
      directValue(ssc, g3('rx3_zx_hz'), p, 'sum'),
    ),
    anyPosition(
      ssc,
      t('rx3_zux_z3', '任选三', '组选', '组三', `选两个号码组成两注组三，所选位置开奖号码为组三且包含所选号码，即为中奖；${positionsText}`, true),
      3,
      (p) =>
        groupShape(
          ssc,
          g3('rx3_zux_z3'),
          p,
          [
            { row: 0, times: 2, pick: 1 },
            { row: 0, times: 1, pick: 1 },
          ],
          ['组三'],
        ),
    ),
    anyPosition(
      ssc,
      t('rx3_zux_z6', '任选三', '组选', '组六', `选三个号码，所选位置开奖号码为组六且与所选号码相同，即为中奖；${positionsText}`, true),
      3,
      (p) => groupShape(ssc, g3('rx3_zux_z6'), p, [{ row: 0, times: 1, pick: 3 }], ['组六']),
    ),
    anyPosition(
      ssc,
      t(
        'rx3_zux_hh',
        '任选三',
        '组选',
        '混合组选',
        `手动输入三位号码（不含豹子），所选位置开奖号码与之相同（顺序不限），按组三或组六计奖；${positionsText}`,
        true,
      ),
      3,
      (p) => groupEntry(ssc, g3('rx3_zux_hh'), p, ['allSame'], true),
    ),
    anyPosition(ssc, t('rx3_zux_hz', '任选三', '组选', '和值', `所选和值与所选位置开奖号码之和相同（豹子除外），按形态计奖；${positionsText}`, true), 3, (p) =>
      groupSum(ssc, g3('rx3_zux_hz'), p),
    ),
    anyCompound(ssc, t('rx4_zx_fs', '任选四', '直选', '复式', '从万、千、百、十、个位中至少四位上各选号码，所选号码与开奖号码对应位置相同，即为中奖。'), 4),
    anyPosition(ssc, t('rx4_zx_ds', '任选四', '直选', '单式', `手动输入四位号码，与所选位置开奖号码相同且顺序一致，即为中奖；${positionsText}`), 4, (p) =>
      directEntry(ssc, g3('rx4_zx_ds'), p),
    ),
    anyPosition(
      ssc,
      t('rx4_zux_z24', '任选四', '组选', '组选24', `选四个号码，所选位置开奖号码各不相同且与所选号码相同，即为中奖；${positionsText}`, true),
      4,
      (p) => groupShape(ssc, g3('rx4_zux_z24'), p, [{ row: 0, times: 1, pick: 4 }], ['组24']),
    ),
    anyPosition(
      ssc,
      t('rx4_zux_z12', '任选四', '组选', '组选12', `选一个二重号和两个单号，所选位置开奖号码为一对加两个单号且与所选相同，即为中奖；${positionsText}`, true),
      4,
      (p) =>
        groupShape(
          ssc,
          g3('rx4_zux_z12'),
          p,
          [
            { row: 0, times: 2, pick: 1 },
            { row: 1, times: 1, pick: 2 },
          ],
          ['二重号', '单号'],
        ),
    ),
    anyPosition(ssc, t('rx4_zux_z6', '任选四', '组选', '组选6', `选两个二重号，所选位置开奖号码为两对且与所选相同，即为中奖；${positionsText}`, true), 4, (p) =>
      groupShape(ssc, g3('rx4_zux_z6'), p, [{ row: 0, times: 2, pick: 2 }], ['二重号']),
    ),
    anyPosition(
      ssc,
      t('rx4_zux_z4', '任选四', '组选', '组选4', `选一个三重号和一个单号，所选位置开奖号码为三条加一个单号且与所选相同，即为中奖；${positionsText}`, true),
      4,
      (p) =>
        groupShape(
          ssc,
          g3('rx4_zux_z4'),
          p,
          [
            { row: 0, times: 3, pick: 1 },
            { row: 1, times: 1, pick: 1 },
          ],
          ['三重号', '单号'],
        ),
    ),
  ];
}

export const sscPlays: PlayDefinition[] = [
  ...starPlays('五星', 'wx', FIVE),
  ...fiveStarGroups(),
  ...starPlays('四星', 'sx', FOUR),
  ...fourStarGroups(),
  ...threeStar.flatMap(threeStarPlays),
  ...twoStar.flatMap(twoStarPlays),
  positionDigits(
    ssc,
    {
      id: 'dwd_dwd_dwd',
      tab: '定位胆',
      subTab: '定位胆',
      name: '定位胆',
      fullName: '定位胆',
      rule: '在任意位置选择号码，所选号码与开奖号码对应位置相同，即为中奖。',
    },
    FIVE,
  ),
  ...unfixedPlays(),
  ...sizeParityPlays(),
  ...countPlays(),
  ...sumAttributePlays(),
  ...funPlays(),
  ...dragonTigerPlays(),
  ...anyPositionPlays(),
];
