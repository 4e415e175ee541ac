import { markSixNumbers, markSixYear, numbersOfTail, specialAttributes, tieNumber, totalBigFrom, waveNames, waveOf } from '../draws/mark-six-tables';
import { numbersOfZodiac, zodiacOf, zodiacs, type Zodiac } from '../../rules/mark-six-zodiac';
import { parityOf, sizeOf } from '../../rules/chart-shapes';
import {
  drawnGroupRules,
  drawSumRules,
  groupComboRules,
  linkedNumberRules,
  parlayRules,
  singleNumberRules,
  specialGroupComboRules,
} from '../rules/mark-six-rules';
import { LOSE, REFUND, type PlateRow, type PlayDefinition, type PlayInfo, type PlayRules, type QuickFilter, type TicketOutcome } from '../types';

/**
 * The lhc (六合彩 Mark Six) plays: seven distinct numbers 01-49, the 7th is the 特码.
 * Decisions: a 特码 of 49 is 和 (stake refunded) for 特码大小,
 * 特码单双, 合数单双, 尾大尾小 and 半波 (and 六肖); 特肖 and 色波 have no tie.
 *
 * Per-item plays have 'chip' plates: each picked item is one bet with its own stake.
 * Combination plays (连肖, 尾连, 六肖, 连码, 不中) have 'click' plates: C(n, k) bets of one
 * stake each; 连码 拖头 plates have a 胆码 and a 拖码 row. 正码过关 is one bet of 2-6 legs.
 * Zodiac plays read the year zodiac setting (markSixYear) when they run.
 */

const numbers = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0'));
const zodiacOptions: string[] = [...zodiacs];
const tails = Array.from({ length: 10 }, (_, t) => `${t}尾`);
const waveOptions = waveNames.map((w) => `${w}波`);
const halfWaveAttributes = ['大', '小', '单', '双', '合单', '合双'];
const halfWaves = waveNames.flatMap((w) => halfWaveAttributes.map((a) => `${w}${a}`));
const filters: QuickFilter[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];
const positionNames = ['一', '二', '三', '四', '五', '六'];

const won = (ok: boolean): TicketOutcome => (ok ? 0 : LOSE);
const zodiacNumbers = (option: string) => numbersOfZodiac(option as Zodiac, markSixYear());
const tailNumbers = (option: string) => numbersOfTail(Number(option[0]));
const singleNumber = (option: string) => [Number(option)];

type Entry = Omit<PlayInfo, 'family' | 'plate' | 'prizeLevels' | 'countRule'> & {
  rows: PlateRow[];
  prizeLevels?: string[];
};

/** A per-item play: each picked option is one bet with its own stake. */
function chip(info: Entry, rules: PlayRules): PlayDefinition {
  const { rows, prizeLevels = ['一等奖'], ...rest } = info;
  return { family: 'lhc', ...rest, countRule: 'leijia', plate: { kind: 'chip', rows }, prizeLevels, rules };
}

/** A combination play: every k-set of the picks is one bet of the same stake. */
function combo(info: Entry, rules: PlayRules): PlayDefinition {
  const { rows, prizeLevels = ['一等奖'], ...rest } = info;
  return { family: 'lhc', ...rest, countRule: 'zuhe', plate: { kind: 'click', rows, randomPick: true }, prizeLevels, rules };
}

const row = (label: string, options: string[], withFilters = false): PlateRow => ({ label, options, ...(withFilters ? { filters } : {}) });

/** A 特码 option with the 49 tie: refund when 49, else the judge. */
const specialWithTie =
  (judge: (option: string, n: number) => boolean) =>
  (option: string, n: number): TicketOutcome =>
    n === tieNumber ? REFUND : won(judge(option, n));

const specialPlays: PlayDefinition[] = [
  chip(
    {
      id: 'tm_tm_zx',
      tab: '特码',
      subTab: '特码',
      name: '特码直选',
      fullName: '特码直选',
      rule: '从01-49中任选1个或多个号码，每个号码为一注，所选号码与开奖的特码（第七个号码）相同，即为中奖。',
      rows: [row('特码', numbers, true)],
    },
    singleNumberRules({ position: 6, outcome: (o, n) => won(Number(o) === n) }),
  ),
  chip(
    {
      id: 'tm_tm_sx',
      tab: '特码',
      subTab: '特码',
      name: '特码生肖',
      fullName: '特码生肖',
      rule: '选择1个或多个生肖，特码属于所选生肖（按当年生肖对照表，49属本命生肖），即为中奖。',
      rows: [row('生肖', zodiacOptions)],
    },
    singleNumberRules({ position: 6, outcome: (o, n) => won(zodiacOf(n, markSixYear()) === o) }),
  ),
  chip(
    {
      id: 'tm_tm_sb',
      tab: '特码',
      subTab: '特码',
      name: '特码色波',
      fullName: '特码色波',
      rule: '选择红波、蓝波或绿波，特码的波色与所选相同，即为中奖（49为绿波，不算和局）。',
      rows: [row('色波', waveOptions)],
    },
    singleNumberRules({ position: 6, outcome: (o, n) => won(`${waveOf(n)}波` === o) }),
  ),
  chip(
    {
      id: 'tm_tm_dxds',
      tab: '特码',
      subTab: '特码',
      name: '特码大小单双',
      fullName: '特码大小单双',
      rule: '特码25-48为大，01-24为小，奇数为单，偶数为双；特码为49时为和局，退还本金。',
      rows: [row('大小单双', ['大', '小', '单', '双'])],
    },
    singleNumberRules({
      position: 6,
      outcome: specialWithTie((o, n) => {
        const a = specialAttributes(n);
        return o === a.size || o === a.parity;
      }),
    }),
  ),
  chip(
    {
      id: 'tm_tm_ws',
      tab: '特码',
      subTab: '特码',
      name: '特码尾数',
      fullName: '特码尾数',
      rule: '选择0尾-9尾，特码的个位数与所选尾数相同，即为中奖。',
      rows: [row('尾数', tails)],
    },
    singleNumberRules({ position: 6, outcome: (o, n) => won(`${n % 10}尾` === o) }),
  ),
  chip(
    {
      id: 'tm_tm_hsds',
      tab: '特码',
      subTab: '特码',
      name: '合数单双',
      fullName: '特码合数单双',
      rule: '特码十位与个位数字之和为奇数为合单，偶数为合双；特码为49时为和局，退还本金。',
      rows: [row('合数单双', ['合单', '合双'])],
    },
    singleNumberRules({ position: 6, outcome: specialWithTie((o, n) => o === specialAttributes(n).digitSumParity) }),
  ),
  chip(
    {
      id: 'tm_tm_wdx',
      tab: '特码',
      subTab: '特码',
      name: '尾大尾小',
      fullName: '特码尾大尾小',
      rule: '特码个位数5-9为尾大，0-4为尾小；特码为49时为和局，退还本金。',
      rows: [row('尾大尾小', ['尾大', '尾小'])],
    },
    singleNumberRules({ position: 6, outcome: specialWithTie((o, n) => o === specialAttributes(n).tailSize) }),
  ),
  chip(
    {
      id: 'tm_tm_bb',
      tab: '特码',
      subTab: '半波',
      name: '半波',
      fullName: '特码半波',
      rule: '以特码的波色与大小、单双、合数单双组合投注（如红大、绿合单），特码同时符合所选波色与属性，即为中奖；特码为49时为和局，退还本金。',
      rows: [row('半波', halfWaves)],
    },
    singleNumberRules({
      position: 6,
      outcome: specialWithTie((o, n) => {
        const a = specialAttributes(n);
        const attribute = o.slice(1);
        return o[0] === waveOf(n) && (attribute === a.size || attribute === a.parity || attribute === a.digitSumParity);
      }),
    }),
  ),
];

const mainPlays: PlayDefinition[] = [
  chip(
    {
      id: 'zm_zm_zm',
      tab: '正码',
      subTab: '正码',
      name: '正码',
      fullName: '正码',
      rule: '从01-49中任选1个或多个号码，每个号码为一注，所选号码出现在六个正码中（不论位置），即为中奖。',
      rows: [row('正码', numbers, true)],
    },
    drawnGroupRules({ numbersOf: singleNumber, scope: 6, wins: 'hit' }),
  ),
  ...positionNames.map((name, i) =>
    chip(
      {
        id: `zt_zt_z${i + 1}`,
        tab: '正码特',
        subTab: '正码特',
        name: `正${name}特`,
        fullName: `正码${name}特`,
        rule: `从01-49中任选1个或多个号码，所选号码与第${name}个正码相同（号码与位置都相同），即为中奖。`,
        rows: [row(`正码${name}`, numbers, true)],
      },
      singleNumberRules({ position: i, outcome: (o, n) => won(Number(o) === n) }),
    ),
  ),
  chip(
    {
      id: 'zt1m_zt1m_zt1m',
      tab: '正特',
      subTab: '正特',
      name: '正特一码',
      fullName: '正特一码',
      rule: '从01-49中任选1个或多个号码，所选号码出现在七个开奖号码（正码及特码）中，即为中奖。',
      rows: [row('号码', numbers, true)],
    },
    drawnGroupRules({ numbersOf: singleNumber, scope: 7, wins: 'hit' }),
  ),
  chip(
    {
      id: 'zt1x_zt1x_zt1x',
      tab: '生肖',
      subTab: '生肖',
      name: '一肖（中）',
      fullName: '正特一肖',
      rule: '选择1个或多个生肖，七个开奖号码中有任意号码属于所选生肖，即为中奖（出现多个只算一次）。',
      rows: [row('生肖', zodiacOptions)],
    },
    drawnGroupRules({ numbersOf: zodiacNumbers, scope: 7, wins: 'hit' }),
  ),
  chip(
    {
      id: 'sx_sx_bz',
      tab: '生肖',
      subTab: '生肖',
      name: '一肖（不中）',
      fullName: '生肖不中',
      rule: '选择1个或多个生肖，七个开奖号码中没有任何号码属于所选生肖，即为中奖。',
      rows: [row('生肖', zodiacOptions)],
    },
    drawnGroupRules({ numbersOf: zodiacNumbers, scope: 7, wins: 'miss' }),
  ),
  chip(
    {
      id: 'ztws_ztws_ztws',
      tab: '尾数',
      subTab: '尾数',
      name: '正特尾数',
      fullName: '正特尾数',
      rule: '选择0尾-9尾，七个开奖号码中有任意号码的个位数与所选尾数相同，即为中奖（出现多个只算一次）。',
      rows: [row('尾数', tails)],
    },
    drawnGroupRules({ numbersOf: tailNumbers, scope: 7, wins: 'hit' }),
  ),
];

const chineseCount = ['', '', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 连肖's odds classes: the year's own zodiac (本命肖) owns five numbers, the others four. */
const zodiacClass = (options: readonly string[]) => (options.includes(markSixYear()) ? '含本命肖' : '不含本命肖');
/** 尾连's odds classes: 0尾 has four numbers (10 20 30 40), the other tails five. */
const tailClass = (options: readonly string[]) => (options.includes('0尾') ? '含0尾' : '不含0尾');

const linkedZodiacPlays: PlayDefinition[] = [2, 3, 4, 5].flatMap((k) => [
  combo(
    {
      id: `lx_lx_${k}lx`,
      tab: '连肖',
      subTab: '连肖（中）',
      name: `${chineseCount[k]}连肖`,
      fullName: `${chineseCount[k]}连肖（中）`,
      rule: `选择${k}个或以上生肖，每${k}个生肖为一注，该注的${k}个生肖在七个开奖号码中都出现，即为中奖。`,
      rows: [row('生肖', zodiacOptions)],
    },
    groupComboRules({ size: k, order: zodiacOptions, numbersOf: zodiacNumbers, wins: 'allHit', classOf: zodiacClass }),
  ),
  combo(
    {
      id: `lx_lxbz_${k}lx`,
      tab: '连肖',
      subTab: '连肖（不中）',
      name: `${chineseCount[k]}连肖`,
      fullName: `${chineseCount[k]}连肖（不中）`,
      rule: `选择${k}个或以上生肖，每${k}个生肖为一注，该注的${k}个生肖在七个开奖号码中都没有出现，即为中奖。`,
      rows: [row('生肖', zodiacOptions)],
    },
    groupComboRules({ size: k, order: zodiacOptions, numbersOf: zodiacNumbers, wins: 'allMiss', classOf: zodiacClass }),
  ),
]);

const linkedTailPlays: PlayDefinition[] = [2, 3, 4].flatMap((k) => [
  combo(
    {
      id: `wl_wl_${k}wl`,
      tab: '尾数连',
      subTab: '尾数连（中）',
      name: `${chineseCount[k]}尾连`,
      fullName: `${chineseCount[k]}尾连（中）`,
      rule: `选择${k}个或以上尾数，每${k}个尾数为一注，该注的${k}个尾数在七个开奖号码中都出现，即为中奖。`,
      rows: [row('尾数', tails)],
    },
    groupComboRules({ size: k, order: tails, numbersOf: tailNumbers, wins: 'allHit', classOf: tailClass }),
  ),
  combo(
    {
      id: `wl_wlbz_${k}wl`,
      tab: '尾数连',
      subTab: '尾数连（不中）',
      name: `${chineseCount[k]}尾连`,
      fullName: `${chineseCount[k]}尾连（不中）`,
      rule: `选择${k}个或以上尾数，每${k}个尾数为一注，该注的${k}个尾数在七个开奖号码中都没有出现，即为中奖。`,
      rows: [row('尾数', tails)],
    },
    groupComboRules({ size: k, order: tails, numbersOf: tailNumbers, wins: 'allMiss', classOf: tailClass }),
  ),
]);

const sixZodiacPlays: PlayDefinition[] = (['in', 'out'] as const).map((wins) =>
  combo(
    {
      id: wins === 'in' ? 'lx6_lx6_z' : 'lx6_lx6_bz',
      tab: '六肖',
      subTab: '六肖',
      name: wins === 'in' ? '六肖（中）' : '六肖（不中）',
      fullName: wins === 'in' ? '六肖中' : '六肖不中',
      rule:
        wins === 'in'
          ? '选择6个或以上生肖，每6个生肖为一注，特码属于该注的生肖之一，即为中奖；特码为49时为和局，退还本金。'
          : '选择6个或以上生肖，每6个生肖为一注，特码不属于该注的任何生肖，即为中奖；特码为49时为和局，退还本金。',
      rows: [row('生肖', zodiacOptions)],
    },
    specialGroupComboRules({ size: 6, order: zodiacOptions, groupOf: (n) => zodiacOf(n, markSixYear()), wins, tie: tieNumber }),
  ),
);

/** 连码: each play in 复式 (every k-set of the picks) and 拖头 (胆码 in every bet, 拖码 fill it up). */
const linkedNumberKinds: {
  key: string;
  name: string;
  size: number;
  wins: string;
  prizeLevels?: string[];
  level: (inMain: number, special: number) => TicketOutcome;
}[] = [
  { key: '2z2', name: '二全中', size: 2, wins: '该注的2个号码都是正码，即为中奖。', level: (a) => won(a === 2) },
  {
    key: '2zt',
    name: '二中特',
    size: 2,
    wins: '2个号码都是正码为中二；1个是正码、另1个是特码为中特。',
    prizeLevels: ['中二', '中特'],
    level: (a, b) => (a === 2 ? 0 : a === 1 && b === 1 ? 1 : LOSE),
  },
  { key: 'tc', name: '特串', size: 2, wins: '其中1个是正码、另1个是特码，即为中奖（2个都是正码不中奖）。', level: (a, b) => won(a === 1 && b === 1) },
  { key: '3z3', name: '三全中', size: 3, wins: '该注的3个号码都是正码，即为中奖（特码不算）。', level: (a) => won(a === 3) },
  {
    key: '3z2',
    name: '三中二',
    size: 3,
    wins: '其中恰有2个是正码为中二；3个都是正码为中三。',
    prizeLevels: ['中二', '中三'],
    level: (a) => (a === 2 ? 0 : a === 3 ? 1 : LOSE),
  },
  { key: '4z4', name: '四全中', size: 4, wins: '该注的4个号码都是正码，即为中奖（特码不算）。', level: (a) => won(a === 4) },
];

const linkedNumberPlays: PlayDefinition[] = linkedNumberKinds.flatMap(({ key, name, size, wins, prizeLevels, level }) => {
  const levels = prizeLevels?.length ?? 1;
  const compound = combo(
    {
      id: `lm_lm_${key}`,
      tab: '连码',
      subTab: '连码',
      name,
      fullName: name,
      rule: `选择${size}个或以上号码，每${size}个号码为一注：${wins}`,
      rows: [row('号码', numbers, true)],
      ...(prizeLevels ? { prizeLevels } : {}),
    },
    linkedNumberRules({ size, levels, level }),
  );
  const bankDrag: PlayDefinition = {
    family: 'lhc',
    id: `lm_lmdt_${key}`,
    tab: '连码',
    subTab: '拖头',
    name,
    fullName: `${name}拖头`,
    rule: `选择1-${size - 1}个胆码和若干拖码（胆码与拖码不能相同），胆码加拖码凑足${size}个号码为一注：${wins}`,
    countRule: '11x5rxdt',
    plate: { kind: 'click', rows: [{ label: '胆码', options: numbers, maxPicks: size - 1 }, row('拖码', numbers, true)], bankDrag: true },
    prizeLevels: prizeLevels ?? ['一等奖'],
    rules: linkedNumberRules({ size, levels, level, from: 'bankDrag' }),
  };
  return [compound, bankDrag];
});

const missPlays: PlayDefinition[] = [5, 6, 7, 8, 9, 10].map((k) =>
  combo(
    {
      id: `bz_bz_${k}bz`,
      tab: '不中',
      subTab: '不中',
      name: `${chineseCount[k]}不中`,
      fullName: `${chineseCount[k]}不中`,
      rule: `选择${k}个或以上号码，每${k}个号码为一注，该注的号码都不在七个开奖号码中，即为中奖。`,
      rows: [row('号码', numbers, true)],
    },
    groupComboRules({ size: k, order: numbers, numbersOf: singleNumber, wins: 'allMiss' }),
  ),
);

const totalPlays: PlayDefinition[] = [
  chip(
    {
      id: 'hzdxds_hzdxds_hzdxds',
      tab: '总和',
      subTab: '总和',
      name: '总和大小单双',
      fullName: '总和大小单双',
      rule: `七个开奖号码之和${totalBigFrom}及以上为大，${totalBigFrom - 1}及以下为小，奇数为单，偶数为双。`,
      rows: [row('总和', ['大', '小', '单', '双'])],
    },
    drawSumRules({ wins: (o, sum) => o === sizeOf(sum, totalBigFrom) || o === parityOf(sum) }),
  ),
];

/** 正码过关: one of these per 正码 position; size and parity tie on 49, the waves do not. */
const parlayOptions: Record<string, (n: number) => boolean> = {
  大: (n) => n >= 25,
  小: (n) => n <= 24,
  单: (n) => n % 2 === 1,
  双: (n) => n % 2 === 0,
  红波: (n) => waveOf(n) === '红',
  绿波: (n) => waveOf(n) === '绿',
  蓝波: (n) => waveOf(n) === '蓝',
};
const parlayLegNumbers = (option: string) => {
  const wins = parlayOptions[option]!;
  const ties = option.endsWith('波') ? [] : [tieNumber];
  return { win: markSixNumbers.filter((n) => !ties.includes(n) && wins(n)), tie: ties };
};

const parlayPlays: PlayDefinition[] = [
  {
    family: 'lhc',
    id: 'gg_gg_zmgg',
    tab: '过关',
    subTab: '过关',
    name: '正码过关',
    fullName: '正码过关',
    rule: '在正码一至正码六中选择2-6个位置，每个位置选一项（大小单双、波色），所选各项全部命中即为中奖，赔率为各项赔率相乘；正码为49时该位置的大小单双为和，赔率按1计。',
    countRule: 'parlay',
    plate: { kind: 'click', rows: positionNames.map((name) => ({ label: `正码${name}`, options: Object.keys(parlayOptions), maxPicks: 1 })) },
    prizeLevels: ['一等奖'],
    rules: parlayRules({ minLegs: 2, maxLegs: 6, numbersOf: parlayLegNumbers }),
  },
];

export const lhcPlays: PlayDefinition[] = [
  ...specialPlays,
  ...mainPlays,
  ...linkedZodiacPlays,
  ...linkedTailPlays,
  ...sixZodiacPlays,
  ...linkedNumberPlays,
  ...missPlays,
  ...totalPlays,
  ...parlayPlays,
];
