/**
 * pk10 北京赛车: the draw is the finishing order of cars 01-10.
 * Decision: 冠亚和 大 when the sum is above 11 (12-19), 小 when 11 or less (3-11); no tie.
 * Every win probability is computed on the ranks a play reads (see rules/rank-rules and
 * rules/ordered-distinct-rules), never over the 10! finishing orders.
 */
import type { PlayDefinition } from '../types';
import { dragonTigerOf, parityOf, sizeOf } from '../../rules/chart-shapes';
import { tenPool } from '../rules/number-pool';
import {
  anyOrderedCompound,
  anyOrderedEntry,
  orderedCompound,
  orderedEntry,
  positionNumbers,
  rankOptions,
  type NumberFamily,
  type PlayText,
} from './number-plays';

const pk10: NumberFamily = {
  family: 'pk10',
  pool: tenPool,
  rankLabels: ['冠军', '第二名', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'],
  singlePickLimit: 50,
};
const labels = pk10.rankLabels;
const chinese = ['', '一', '二', '三', '四', '五'];
const text = (id: string, tab: string, subTab: string, name: string, fullName: string, rule: string): PlayText => ({ id, tab, subTab, name, fullName, rule });
const leading = (n: number) => Array.from({ length: n }, (_, i) => i);
const sum = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** 大 06-10 / 小 01-05 per rank; 冠亚和 大 12-19 / 小 3-11 (decision); 单/双 by parity. */
const rankBigFrom = 6;
const sumBigFrom = 12;

// 猜冠军, 猜前二 … 猜前五
const guessFront = [
  orderedCompound(
    pk10,
    text('cq1_cq1_cq1', '猜冠军', '猜冠军', '猜冠军', '猜冠军', '在冠军位置选择至少一个号码，每个号码为一注，所选号码与开奖号码冠军相同，即为中奖。'),
    [0],
  ),
  ...[2, 3, 4, 5].flatMap((n) => {
    const tab = `猜前${chinese[n]}`;
    const ranks = leading(n);
    const wins = `与开奖号码前${chinese[n]}名的号码相同且顺序一致，即为中奖。`;
    return [
      orderedCompound(
        pk10,
        text(
          `cq${n}_cq${n}_cq${n}`,
          tab,
          tab,
          '复式',
          `${tab}复式`,
          `在${labels.slice(0, n).join('、')}位置各选至少一个号码，每名次取一个、互不相同的${chinese[n]}个号码组成一注，${wins}`,
        ),
        ranks,
      ),
      orderedEntry(pk10, text(`cq${n}_cq${n}_ds`, tab, tab, '单式', `${tab}单式`, `手动输入${chinese[n]}个互不相同的号码组成一注，${wins}`), ranks),
    ];
  }),
];

// 第二名 … 第五名 (猜名次)
const guessRank = [1, 2, 3, 4].flatMap((rank) => {
  const label = labels[rank]!;
  const wins = `与开奖号码${label}的号码相同，即为中奖。`;
  return [
    orderedCompound(
      pk10,
      text(`cm_d${rank + 1}_fs`, '猜名次', label, '复式', `猜${label}复式`, `在${label}位置选择至少一个号码，每个号码为一注，所选号码${wins}`),
      [rank],
    ),
    orderedEntry(pk10, text(`cm_d${rank + 1}_ds`, '猜名次', label, '单式', `猜${label}单式`, `手动输入一个号码为一注，所输号码${wins}`), [rank]),
  ];
});

const positions = [
  positionNumbers(
    pk10,
    text(
      'dwd_dwd_q5',
      '定位胆',
      '定位胆',
      '前五',
      '前五定位胆',
      '在冠军至第五名任意位置选择号码，每个号码为一注，所选号码与开奖号码相同名次上的号码一致，即为中奖。',
    ),
    leading(5),
  ),
  positionNumbers(
    pk10,
    text(
      'dwd_dwd_h5',
      '定位胆',
      '定位胆',
      '后五',
      '后五定位胆',
      '在第六名至第十名任意位置选择号码，每个号码为一注，所选号码与开奖号码相同名次上的号码一致，即为中奖。',
    ),
    [5, 6, 7, 8, 9],
  ),
];

// 大小 / 单双 per rank (冠军 … 第五名) and of 冠亚和
const perRank = leading(5).flatMap((rank) => {
  const label = labels[rank]!;
  return [
    rankOptions(
      pk10,
      text(
        `dx_dx_d${rank + 1}`,
        '大小',
        '大小',
        label,
        `${label}大小`,
        `对${label}号码的大（06-10）、小（01-05）进行选择，每个选项为一注，与开奖号码${label}的形态相同，即为中奖。`,
      ),
      { label, options: ['大', '小'] },
      [rank],
      (option, [n]) => option === sizeOf(n!, rankBigFrom),
    ),
    rankOptions(
      pk10,
      text(
        `ds_ds_d${rank + 1}`,
        '单双',
        '单双',
        label,
        `${label}单双`,
        `对${label}号码的单（01、03、05、07、09）、双（02、04、06、08、10）进行选择，每个选项为一注，与开奖号码${label}的形态相同，即为中奖。`,
      ),
      { label, options: ['单', '双'] },
      [rank],
      (option, [n]) => option === parityOf(n!),
    ),
  ];
});
const championSum = [
  rankOptions(
    pk10,
    text(
      'dx_dx_q2',
      '大小',
      '大小',
      '冠亚和',
      '冠亚和大小',
      '对冠军与第二名号码之和的大（12-19）、小（3-11）进行选择，每个选项为一注，与开奖冠亚和的形态相同，即为中奖。',
    ),
    { label: '冠亚和', options: ['大', '小'] },
    [0, 1],
    (option, numbers) => option === sizeOf(sum(numbers), sumBigFrom),
  ),
  rankOptions(
    pk10,
    text('ds_ds_q2', '单双', '单双', '冠亚和', '冠亚和单双', '对冠军与第二名号码之和的单、双进行选择，每个选项为一注，与开奖冠亚和的单双相同，即为中奖。'),
    { label: '冠亚和', options: ['单', '双'] },
    [0, 1],
    (option, numbers) => option === parityOf(sum(numbers)),
  ),
];

const sums = [
  rankOptions(
    pk10,
    text('hz_hz_q2', '和值', '和值', '冠亚和值', '冠亚和值', '从3-19中选择和值，每个和值为一注，所选和值等于开奖号码冠军与第二名号码之和，即为中奖。'),
    { label: '冠亚和', options: range(3, 19) },
    [0, 1],
    (option, numbers) => Number(option) === sum(numbers),
  ),
  rankOptions(
    pk10,
    text('hz_hz_q3', '和值', '和值', '前三和值', '前三和值', '从6-27中选择和值，每个和值为一注，所选和值等于开奖号码前三名号码之和，即为中奖。'),
    { label: '前三和', options: range(6, 27) },
    [0, 1, 2],
    (option, numbers) => Number(option) === sum(numbers),
  ),
];

// 龙虎: rank i against rank 11 − i (never equal)
const dragonTiger = [1, 2, 3, 4, 5].map((i) => {
  const [a, b] = [i - 1, 10 - i];
  const name = `${i}v${11 - i}`;
  return rankOptions(
    pk10,
    text(
      `lh_lh_${name}`,
      '龙虎',
      '龙虎',
      `${labels[a]}vs${labels[b]}`,
      `${labels[a]}vs${labels[b]}龙虎`,
      `${labels[a]}号码大于${labels[b]}号码为龙，小于为虎，所选与开奖结果相符，即为中奖。`,
    ),
    { label: `${labels[a]}vs${labels[b]}`, options: ['龙', '虎'] },
    [a, b],
    (option, [x, y]) => option === dragonTigerOf(x!, y!),
    { dragonTiger: true },
  );
});

// 任选二 / 任选三 直选
const anyRank = [2, 3].flatMap((pick) => {
  const tab = `任选${chinese[pick]}`;
  const wins = `若所选名次上的开奖号码与所选号码一致，即为中奖。`;
  return [
    anyOrderedCompound(
      pk10,
      text(
        `rx${pick}_zx_fs`,
        tab,
        '直选',
        '复式',
        `${tab}直选复式`,
        `在任意${chinese[pick]}个名次上各选号码，每${chinese[pick]}个名次取互不相同的号码组成一注，${wins}`,
      ),
      pick,
    ),
    anyOrderedEntry(
      pk10,
      text(
        `rx${pick}_zx_ds`,
        tab,
        '直选',
        '单式',
        `${tab}直选单式`,
        `勾选至少${chinese[pick]}个名次，并手动输入${chinese[pick]}个互不相同的号码组成一注，每${chinese[pick]}个所选名次按号码顺序对应，${wins}`,
      ),
      pick,
    ),
  ];
});

const bySize = [...perRank, ...championSum].filter((p) => p.tab === '大小');
const byParity = [...perRank, ...championSum].filter((p) => p.tab === '单双');

export const pk10Plays: PlayDefinition[] = [...guessFront, ...guessRank, ...positions, ...bySize, ...byParity, ...sums, ...dragonTiger, ...anyRank];
