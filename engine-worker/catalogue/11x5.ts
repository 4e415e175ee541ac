/**
 * 11x5 11选5: five different numbers drawn in order from 01-11.
 * kl12 (快乐12, 01-12) has the same plays and rules, so both catalogues come from
 * `lottoPlays`; kl12 adds 前四/五位 不定位 and reads 定位胆 on all five ranks.
 */
import type { PlayDefinition } from '../types';
import { elevenPool, formatNumber, poolOptions } from '../rules/number-pool';
import { numberSet, orderedCompound, orderedEntry, positionNumbers, rankOptions, type NumberFamily, type PlayText } from './number-plays';

export interface LottoFamily extends NumberFamily {
  /** 不定位 plays: id and the number of leading ranks read (11x5: 前三位 only). */
  unfixed: Array<{ id: string; ranks: number }>;
  /** Ranks offered by 定位胆 (11x5: 第一位-第三位; kl12: all five). */
  positionRanks: number;
}

const chinese = ['', '一', '二', '三', '四', '五', '六', '七', '八'];
const FIVE = [0, 1, 2, 3, 4];
const leading = (n: number) => FIVE.slice(0, n);

export function lottoPlays(ctx: LottoFamily): PlayDefinition[] {
  const range = `${formatNumber(ctx.pool.min)}-${formatNumber(ctx.pool.max)}`;
  const text = (id: string, tab: string, subTab: string, name: string, fullName: string, rule: string): PlayText => ({ id, tab, subTab, name, fullName, rule });

  // 前三 / 前二: 直选 复式 单式, 组选 复式 单式 胆拖
  const front = (key: 'sm' | 'em', size: 2 | 3): PlayDefinition[] => {
    const tab = size === 3 ? '三码' : '二码';
    const segment = size === 3 ? '前三' : '前二';
    const ranks = leading(size);
    const n = chinese[size];
    const id = (name: string) => `${key}_${key}_${name}`;
    const ordered = `与开奖号码${segment}位相同且顺序一致，即为中奖。`;
    const unordered = `与开奖号码${segment}位相同（顺序不限），即为中奖。`;
    return [
      orderedCompound(
        ctx,
        text(
          id('zxfs'),
          tab,
          `${segment}直选`,
          '复式',
          `${segment}直选复式`,
          `从${ctx.rankLabels.slice(0, size).join('、')}各选至少一个号码，每位取一个、互不相同的${n}个号码组成一注，${ordered}`,
        ),
        ranks,
      ),
      orderedEntry(ctx, text(id('zxds'), tab, `${segment}直选`, '单式', `${segment}直选单式`, `手动输入${n}个互不相同的号码组成一注，${ordered}`), ranks),
      numberSet(
        ctx,
        text(id('zuxfs'), tab, `${segment}组选`, '复式', `${segment}组选复式`, `从${range}中至少选择${n}个号码，每${n}个号码组成一注，${unordered}`),
        ranks,
        size,
        'combination',
        '组选',
      ),
      numberSet(
        ctx,
        text(id('zuxds'), tab, `${segment}组选`, '单式', `${segment}组选单式`, `手动输入${n}个互不相同的号码组成一注，${unordered}`),
        ranks,
        size,
        'entries',
      ),
      numberSet(
        ctx,
        text(
          id('zuxdt'),
          tab,
          `${segment}组选`,
          '胆拖',
          `${segment}组选胆拖`,
          `选择1-${size - 1}个胆码和若干拖码（胆码与拖码不能相同），胆码加拖码凑足${n}个号码为一注，${unordered}`,
        ),
        ranks,
        size,
        'bankDrag',
      ),
    ];
  };

  const unfixed = ctx.unfixed.map(({ id, ranks }) => {
    const where = ranks === 5 ? '五位' : `前${chinese[ranks]}位`;
    return numberSet(
      ctx,
      text(
        id,
        '不定位',
        '不定位',
        where,
        `${where}不定位`,
        `从${range}中至少选择一个号码，每个号码为一注，开奖号码${ranks === 5 ? '' : where}中包含所选号码，即为中奖。`,
      ),
      leading(ranks),
      1,
      'combination',
      '不定位',
    );
  });

  const positionRanks = leading(ctx.positionRanks);
  const position = positionNumbers(
    ctx,
    text(
      'dwd_dwd_dwd11y',
      '定位胆',
      '定位胆',
      '定位胆',
      '定位胆',
      `在${ctx.rankLabels[0]}至${ctx.rankLabels[ctx.positionRanks - 1]}任意位置选择号码，每个号码为一注，所选号码与开奖号码相同位置上的号码一致，即为中奖。`,
    ),
    positionRanks,
  );

  // 任选 k中k (k ≤ 5: the k picks all drawn) and k中5 (k > 5: the five drawn all picked)
  const any = (k: number) => {
    const hit = k <= 5 ? `${chinese[k]}中${chinese[k]}` : `${chinese[k]}中五`;
    const suffix = k <= 5 ? `${k}z${k}` : `${k}z5`;
    const wins = k <= 5 ? `所选${chinese[k]}个号码全部在五个开奖号码之中，即为中奖。` : `五个开奖号码全部在所选${chinese[k]}个号码之中，即为中奖。`;
    const plays = [
      numberSet(
        ctx,
        text(`rxfs_rxfs_${suffix}`, '任选', '复式', hit, `任选${hit}复式`, `从${range}中至少选择${chinese[k]}个号码，每${chinese[k]}个号码为一注，${wins}`),
        FIVE,
        k,
        'combination',
      ),
      numberSet(
        ctx,
        text(`rxds_rxds_${suffix}`, '任选', '单式', hit, `任选${hit}单式`, `手动输入${chinese[k]}个互不相同的号码为一注，${wins}`),
        FIVE,
        k,
        'entries',
      ),
    ];
    if (k >= 2)
      plays.push(
        numberSet(
          ctx,
          text(
            `rxdt_rxdt_${suffix}`,
            '任选',
            '胆拖',
            hit,
            `任选${hit}胆拖`,
            `选择1-${k - 1}个胆码和若干拖码（胆码与拖码不能相同），胆码加拖码凑足${chinese[k]}个号码为一注，${wins}`,
          ),
          FIVE,
          k,
          'bankDrag',
        ),
      );
    return plays;
  };
  const anyPlays = [1, 2, 3, 4, 5, 6, 7, 8].map(any);
  const bySubTab = (subTab: string) => anyPlays.flat().filter((p) => p.subTab === subTab);

  // 趣味: 定单双 (odd count among the five), 猜中位 (the middle number of the five sorted)
  const oddCounts = [5, 4, 3, 2, 1, 0].map((odd) => `${odd}单${5 - odd}双`);
  const middles = poolOptions(ctx.pool).filter((n) => Number(n) >= ctx.pool.min + 2 && Number(n) <= ctx.pool.max - 2);
  const fun = [
    rankOptions(
      ctx,
      text(
        'qw_qw_dds',
        '趣味',
        '趣味',
        '定单双',
        '定单双',
        '从六种单双个数组合中选择，每个选项为一注，五个开奖号码中单数与双数的个数与所选组合一致，即为中奖。',
      ),
      { label: '定单双', options: oddCounts },
      FIVE,
      (option, numbers) => option === `${numbers.filter((x) => x % 2 === 1).length}单${numbers.filter((x) => x % 2 === 0).length}双`,
    ),
    rankOptions(
      ctx,
      text(
        'qw_qw_czw',
        '趣味',
        '趣味',
        '猜中位',
        '猜中位',
        `从${middles[0]}-${middles[middles.length - 1]}中选择号码，每个号码为一注，五个开奖号码按大小排序后的第三个号码与所选号码相同，即为中奖。`,
      ),
      { label: '猜中位', options: middles },
      FIVE,
      (option, numbers) => Number(option) === [...numbers].sort((a, b) => a - b)[2],
    ),
  ];

  return [...front('sm', 3), ...front('em', 2), ...unfixed, position, ...bySubTab('复式'), ...bySubTab('单式'), ...bySubTab('胆拖'), ...fun];
}

export const elevenFivePlays: PlayDefinition[] = lottoPlays({
  family: '11x5',
  pool: elevenPool,
  rankLabels: ['第一位', '第二位', '第三位', '第四位', '第五位'],
  singlePickLimit: 33,
  unfixed: [{ id: 'bdd_bdd_bdd11y', ranks: 3 }],
  positionRanks: 3,
});
