import { diceFormOf, parityOf, sizeOf, sumBigFrom, type DiceForm } from '../../rules/chart-shapes';
import { diceOptionRules, diceRules } from '../rules/dice-rules';
import type { Plate, PlateRow, PlayDefinition, PlayInfo, PlayRules, QuickFilter } from '../types';

/**
 * The k3 (快3) plays: three dice 1-6, order irrelevant.
 * Decisions: 和值大小单双 does not exclude 三同号 draws; 二同号复选 wins on a triple
 * holding its pair (111 wins 11*).
 */

const filters: QuickFilter[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];
const dice = ['1', '2', '3', '4', '5', '6'];
const sums = Array.from({ length: 16 }, (_, i) => String(i + 3));
const triples = dice.map((d) => d.repeat(3));
const pairs = dice.map((d) => d.repeat(2));
/** 二同号单选 combinations as written on the buttons: the pair first (112 … 116, 221, 223 … 665). */
const pairSingles = dice.flatMap((p) => dice.filter((s) => s !== p).map((s) => p + p + s));
const threeDistinct = allSets(3);
const twoDistinct = allSets(2);
const formSets = (form: DiceForm) => threeDistinct.filter((set) => diceFormOf([...set].map(Number)) === form);

function allSets(size: number): string[] {
  const out: string[] = [];
  const walk = (start: number, prefix: string) => {
    if (prefix.length === size) out.push(prefix);
    else for (let d = start; d <= 6; d++) walk(d + 1, prefix + d);
  };
  walk(1, '');
  return out;
}

const diceRow = (label: string, maxPicks?: number): PlateRow => ({ label, options: dice, filters, ...(maxPicks ? { maxPicks } : {}) });
const optionRow = (label: string, options: string[]): PlateRow => ({ label, options });

function play(info: Omit<PlayInfo, 'family' | 'plate' | 'prizeLevels'> & Pick<Plate, 'rows' | 'randomPick' | 'bankDrag'>, rules: PlayRules): PlayDefinition {
  const { rows, randomPick = true, bankDrag, ...rest } = info;
  return { family: 'k3', ...rest, plate: { kind: 'click', rows, randomPick, ...(bankDrag ? { bankDrag } : {}) }, prizeLevels: ['一等奖'], rules };
}

const sumOf = (d: readonly number[]) => d[0]! + d[1]! + d[2]!;
/** 和值 3-10 小, 11-18 大; parity of the sum; triples are judged like any other draw (decision). */
const sizeParity = (option: string, d: readonly number[]) => {
  const sum = sumOf(d);
  return option === sizeOf(sum, sumBigFrom.threeDice) || option === parityOf(sum);
};
/** 通选: the one option wins when the draw has the form. */
const formRules = (form: DiceForm) => diceOptionRules((_option, d) => diceFormOf(d) === form);

export const k3Plays: PlayDefinition[] = [
  play(
    {
      id: 'hz_hz_hz',
      tab: '和值',
      subTab: '和值',
      name: '和值',
      fullName: '和值',
      countRule: 'leijia',
      rule: '从3-18中任意选择1个或1个以上号码，所选号码与开奖号码三个数字之和相同，即为中奖。',
      rows: [{ label: '和值', options: sums, filters }],
    },
    diceOptionRules((option, d) => sumOf(d) === Number(option)),
  ),
  play(
    {
      id: 'dxds_dxds_dxds',
      tab: '大小单双',
      subTab: '和值大小单双',
      name: '大小单双',
      fullName: '和值大小单双',
      countRule: 'leijia',
      rule: '对开奖号码三个数字之和的大小单双投注，和值11-18为大，3-10为小，奇数为单，偶数为双；三同号按和值计算。',
      rows: [optionRow('大小单双', ['大', '小', '单', '双'])],
    },
    diceOptionRules(sizeParity),
  ),
  play(
    {
      id: 'th3_th3_th3dx',
      tab: '三同号',
      subTab: '三同号',
      name: '单选',
      fullName: '三同号单选',
      countRule: 'leijia',
      rule: '从111、222、333、444、555、666中任意选择1个或1个以上号码，所选号码与开奖号码相同，即为中奖。',
      rows: [optionRow('三同号', triples)],
    },
    diceRules({ match: 'exact', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'th3_th3_th3tx',
      tab: '三同号',
      subTab: '三同号',
      name: '通选',
      fullName: '三同号通选',
      countRule: 'leijia',
      rule: '对所有三同号（111、222、333、444、555、666）进行投注，开奖号码为任意三同号，即为中奖。',
      rows: [optionRow('三同号通选', ['三同号通选'])],
      randomPick: false,
    },
    formRules('三同号'),
  ),
  play(
    {
      id: 'th2_th2dx_fs',
      tab: '二同号',
      subTab: '二同号单选',
      name: '复式',
      fullName: '二同号单选复式',
      countRule: 'zucheng',
      rule: '选择1对同号（11-66）和1个不同号（1-6）组成一注，开奖号码为所选同号与不同号（顺序不限），即为中奖。',
      rows: [{ label: '同号', options: pairs, filters }, diceRow('不同号')],
    },
    diceRules({ match: 'exact', pick: { kind: 'pairSingle' } }),
  ),
  play(
    {
      id: 'th2_th2dx_ds',
      tab: '二同号',
      subTab: '二同号单选',
      name: '单式',
      fullName: '二同号单选单式',
      countRule: 'leijia',
      rule: '从112-665共30注中任意选择1注或多注，所选号码与开奖号码相同（顺序不限），即为中奖。',
      rows: [optionRow('二同号单选', pairSingles)],
    },
    diceRules({ match: 'exact', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'th2_th2fx_fx',
      tab: '二同号',
      subTab: '二同号复选',
      name: '复选',
      fullName: '二同号复选',
      countRule: 'leijia',
      rule: '从11-66中任意选择1个或1个以上对子，开奖号码中包含所选对子（含三同号），即为中奖。',
      rows: [{ label: '二同号', options: pairs, filters }],
    },
    diceRules({ match: 'contains', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'bth3_bth3_fs',
      tab: '三不同号',
      subTab: '三不同号',
      name: '复选',
      fullName: '三不同号复选',
      countRule: 'zuhe',
      rule: '从1-6中任意选择3个或3个以上号码，所选号码中的3个与开奖号码的三个不同数字相同，即为中奖。',
      rows: [diceRow('三不同号')],
    },
    diceRules({ match: 'exact', pick: { kind: 'combination', size: 3 } }),
  ),
  play(
    {
      id: 'bth3_bth3_ds',
      tab: '三不同号',
      subTab: '三不同号',
      name: '单选',
      fullName: '三不同号单选',
      countRule: 'leijia',
      rule: '从123-456共20注中任意选择1注或多注，所选号码与开奖号码相同（顺序不限），即为中奖。',
      rows: [optionRow('三不同号', threeDistinct)],
    },
    diceRules({ match: 'exact', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'bth3_bth3_dt',
      tab: '三不同号',
      subTab: '三不同号',
      name: '胆拖',
      fullName: '三不同号胆拖',
      countRule: '11x5rxdt',
      rule: '选择1-2个胆码和若干拖码（胆码与拖码不能相同），胆码与拖码组成三个不同号码的投注，与开奖号码相同（顺序不限），即为中奖。',
      rows: [diceRow('胆码', 2), diceRow('拖码')],
      randomPick: false,
      bankDrag: true,
    },
    diceRules({ match: 'exact', pick: { kind: 'bankDrag', size: 3 } }),
  ),
  play(
    {
      id: 'bth3_lh3_dx',
      tab: '三连号',
      subTab: '三连号',
      name: '单选',
      fullName: '三连号单选',
      countRule: 'leijia',
      rule: '从123、234、345、456中任意选择1个或多个号码，所选号码与开奖号码相同（顺序不限），即为中奖。',
      rows: [optionRow('三连号', formSets('三连号'))],
    },
    diceRules({ match: 'exact', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'bth3_lh3_tx',
      tab: '三连号',
      subTab: '三连号',
      name: '通选',
      fullName: '三连号通选',
      countRule: 'leijia',
      rule: '对所有三连号（123、234、345、456）进行投注，开奖号码为任意三连号，即为中奖。',
      rows: [optionRow('三连号通选', ['三连号通选'])],
      randomPick: false,
    },
    formRules('三连号'),
  ),
  play(
    {
      id: 'bth3_bs_dx',
      tab: '半顺',
      subTab: '半顺',
      name: '单选',
      fullName: '半顺单选',
      countRule: 'leijia',
      rule: '从12注半顺号码（三个不同号码中恰有两个相连，如124、346）中任意选择1注或多注，所选号码与开奖号码相同（顺序不限），即为中奖。',
      rows: [optionRow('半顺', formSets('半顺'))],
    },
    diceRules({ match: 'exact', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'bth3_bs_tx',
      tab: '半顺',
      subTab: '半顺',
      name: '通选',
      fullName: '半顺通选',
      countRule: 'leijia',
      rule: '对所有半顺号码进行投注，开奖号码为三个不同号码且恰有两个相连（6与1不相连），即为中奖。',
      rows: [optionRow('半顺通选', ['半顺通选'])],
      randomPick: false,
    },
    formRules('半顺'),
  ),
  play(
    {
      id: 'bth3_z6_dx',
      tab: '杂六',
      subTab: '杂六',
      name: '单选',
      fullName: '杂六单选',
      countRule: 'leijia',
      rule: '从135、136、146、246中任意选择1注或多注，所选号码与开奖号码相同（顺序不限），即为中奖。',
      rows: [optionRow('杂六', formSets('杂六'))],
    },
    diceRules({ match: 'exact', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'bth3_z6_tx',
      tab: '杂六',
      subTab: '杂六',
      name: '通选',
      fullName: '杂六通选',
      countRule: 'leijia',
      rule: '对所有杂六号码（135、136、146、246）进行投注，开奖号码为三个不同且互不相连的号码，即为中奖。',
      rows: [optionRow('杂六通选', ['杂六通选'])],
      randomPick: false,
    },
    formRules('杂六'),
  ),
  play(
    {
      id: 'bth2_bth2_fs',
      tab: '二不同号',
      subTab: '二不同号',
      name: '复选',
      fullName: '二不同号复选',
      countRule: 'zuhe',
      rule: '从1-6中任意选择2个或2个以上号码，开奖号码中包含所选号码中的2个不同号码，即为中奖。',
      rows: [diceRow('二不同号')],
    },
    diceRules({ match: 'contains', pick: { kind: 'combination', size: 2 } }),
  ),
  play(
    {
      id: 'bth2_bth2_ds',
      tab: '二不同号',
      subTab: '二不同号',
      name: '单选',
      fullName: '二不同号单选',
      countRule: 'leijia',
      rule: '从12-56共15注中任意选择1注或多注，开奖号码中包含所选的2个不同号码，即为中奖。',
      rows: [optionRow('二不同号', twoDistinct)],
    },
    diceRules({ match: 'contains', pick: { kind: 'options' } }),
  ),
  play(
    {
      id: 'bth2_bth2_dt',
      tab: '二不同号',
      subTab: '二不同号',
      name: '胆拖',
      fullName: '二不同号胆拖',
      countRule: '11x5rxdt',
      rule: '选择1个胆码和至少2个拖码（胆码与拖码不能相同），胆码与每个拖码组成一注，开奖号码中包含该注的2个号码，即为中奖。',
      rows: [diceRow('胆码', 1), diceRow('拖码')],
      randomPick: false,
      bankDrag: true,
    },
    diceRules({ match: 'contains', pick: { kind: 'bankDrag', size: 2 } }),
  ),
  play(
    {
      id: 'cygh_cygh_cygh',
      tab: '猜一个号',
      subTab: '猜一个号',
      name: '猜一个号',
      fullName: '猜一个号',
      countRule: 'leijia',
      rule: '从1-6中任意选择1个或多个号码，开奖号码中出现所选号码（出现一次或多次均按一注计），即为中奖。',
      rows: [diceRow('猜一个号')],
    },
    diceRules({ match: 'contains', pick: { kind: 'options' } }),
  ),
];
