/**
 * Reference rules of the digit families: ssc (5 digits 0-9: 万 千 百 十 个), 3d (3 digits 0-9:
 * 百 十 个) and ky481 (4 positions 1-8, repeats allowed). Every play id is listed; each ticket
 * is judged on the digits of its segment (the positions the play reads) in the plainest way:
 * direct plays compare digit by digit, group plays compare sorted multisets.
 */
import {
  bankDragSets,
  combinations,
  countOf,
  digitsOf,
  distinctCount,
  pick,
  product,
  range,
  sameMultiset,
  simple,
  sorted,
  sum,
  type Outcome,
  type RefPlay,
  type RefSelection,
  type RefTicket,
} from './reference-kit';

const nums = (row: readonly string[] | undefined) => (row ?? []).map(Number);
const label = (digits: readonly number[]) => digits.join('');

/** 组三 (two equal and one different) or 组六 (three different): the level of a 3-digit group ticket. */
const groupLevel = (digits: readonly number[]) => (distinctCount(digits) === 2 ? 0 : 1);

/** A group ticket on `segment`: wins when the segment holds exactly these digits (any order), at `level`. */
function groupTicket(digits: number[], segment: readonly number[], level = 0): RefTicket {
  return { name: `${label(sorted(digits))}@${segment.join('')}`, judge: (draw) => (sameMultiset(pick(draw, segment), digits) ? level : 'lose') };
}

function directTicket(digits: number[], segment: readonly number[]): RefTicket {
  return simple(`${label(digits)}@${segment.join('')}`, (draw) => pick(draw, segment).every((d, i) => d === digits[i]));
}

/** Every multiset of `size` digits from the range (as sorted lists). */
function multisets(size: number, min: number, max: number): number[][] {
  if (size === 0) return [[]];
  return range(min, max).flatMap((first) => multisets(size - 1, first, max).map((rest) => [first, ...rest]));
}

interface DigitFamily {
  min: number;
  max: number;
  /** Draw positions of the position picker / the 任选 rows. */
  positions: number;
}

/** The plays of one segment shape, each a function of the segment positions. */
function segmentPlays(f: DigitFamily) {
  const digits = range(f.min, f.max);
  const tuples = (size: number) => product(Array.from({ length: size }, () => digits));
  return {
    /** 直选复式: one digit per row, rows in segment order. */
    directFs:
      (segment: number[]): RefPlay =>
      (s) =>
        s.rows.length === segment.length && s.rows.every((r) => r.length > 0) ? product(s.rows.map(nums)).map((t) => directTicket(t, segment)) : [],
    /** 直选单式: each entry compared position by position. */
    directDs:
      (segment: number[]): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((e) => directTicket(digitsOf(e), segment)),
    /** 直选组合: every combination of the rows stands for one ticket per ending (全部 … last digit), each at its own level. */
    combo:
      (segment: number[]): RefPlay =>
      (s) =>
        s.rows.every((r) => r.length > 0)
          ? product(s.rows.map(nums)).flatMap((combo) =>
              combo.map((_, level) => {
                const tail = segment.slice(level);
                const want = combo.slice(level);
                return {
                  name: `${label(combo)}:${segment.length - level}`,
                  judge: (draw: readonly number[]): Outcome => (pick(draw, tail).every((d, i) => d === want[i]) ? level : 'lose'),
                };
              }),
            )
          : [],
    /** 直选和值: every ordered tuple of the segment's size whose sum is picked. */
    directSum:
      (segment: number[]): RefPlay =>
      (s) =>
        tuples(segment.length)
          .filter((t) => nums(s.rows[0]).includes(sum(t)))
          .map((t) => directTicket(t, segment)),
    /** 直选跨度: every ordered tuple whose max − min is picked. */
    span:
      (segment: number[]): RefPlay =>
      (s) =>
        tuples(segment.length)
          .filter((t) => nums(s.rows[0]).includes(Math.max(...t) - Math.min(...t)))
          .map((t) => directTicket(t, segment)),
    /** 组三: each pair of picked digits a, b stands for aab and abb. */
    group3:
      (segment: number[]): RefPlay =>
      (s) =>
        combinations(nums(s.rows[0]), 2).flatMap(([a, b]) => [groupTicket([a!, a!, b!], segment), groupTicket([a!, b!, b!], segment)]),
    /** 组六 (and 组选120/24, 二星组选): every set of `size` different picked digits. */
    groupDistinct:
      (segment: number[]): RefPlay =>
      (s) =>
        combinations(nums(s.rows[0]), segment.length).map((t) => groupTicket(t, segment)),
    /** Group single entries (组三/组六单式, 二星组选单式): the entry's digits, any order. */
    groupDs:
      (segment: number[]): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((e) => groupTicket(digitsOf(e), segment)),
    /** 混合组选: an entry wins as 组三 (level 0) or 组六 (level 1) by its own form. */
    mixed:
      (segment: number[]): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((e) => groupTicket(digitsOf(e), segment, groupLevel(digitsOf(e)))),
    /** 组选和值 (3 digits): every 组三 or 组六 multiset with a picked sum, paid at its form's level; 豹子 never. */
    groupSum3:
      (segment: number[], forms: 'both' | 'z3' | 'z6' = 'both'): RefPlay =>
      (s) =>
        multisets(3, f.min, f.max)
          .filter((t) => distinctCount(t) > 1 && nums(s.rows[0]).includes(sum(t)))
          .filter((t) => forms === 'both' || (forms === 'z3') === (distinctCount(t) === 2))
          .map((t) => groupTicket(t, segment, forms === 'both' ? groupLevel(t) : 0)),
    /** 二星组选和值: every pair of different digits with a picked sum (对子 never win). */
    groupSum2:
      (segment: number[]): RefPlay =>
      (s) =>
        combinations(digits, 2)
          .filter((t) => nums(s.rows[0]).includes(sum(t)))
          .map((t) => groupTicket(t, segment)),
    /** 组选包胆 (3 digits): every 组三/组六 multiset holding the picked digit, at its form's level. */
    pinned3:
      (segment: number[]): RefPlay =>
      (s) =>
        nums(s.rows[0]).flatMap((d) =>
          multisets(3, f.min, f.max)
            .filter((t) => t.includes(d) && distinctCount(t) > 1)
            .map((t) => groupTicket(t, segment, groupLevel(t))),
        ),
    /** 二星组选包胆: the picked digit with each other digit (a 对子 draw does not win). */
    pinned2:
      (segment: number[]): RefPlay =>
      (s) =>
        nums(s.rows[0]).flatMap((d) => digits.filter((x) => x !== d).map((x) => groupTicket([d, x], segment))),
    /** 不定位 k码: every k picked digits must all occur in the segment. */
    anyPlace:
      (segment: number[], k: number): RefPlay =>
      (s) =>
        combinations(nums(s.rows[0]), k).map((t) => simple(`${label(t)}@${segment.join('')}`, (draw) => t.every((d) => pick(draw, segment).includes(d)))),
    /** 大小单双 per position: 大 5-9, 小 0-4, 单 odd, 双 even; one ticket per combination of picks. */
    bigSmallOddEven:
      (segment: number[]): RefPlay =>
      (s) =>
        s.rows.every((r) => r.length > 0)
          ? product(s.rows).map((t) => simple(t.join(','), (draw) => pick(draw, segment).every((d, i) => digitHas(d, t[i]!))))
          : [],
    /** 大小个数: 'x大y小' wins when x digits of the segment are big (5-9). */
    bigCount:
      (segment: number[]): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((o) => simple(o, (draw) => pick(draw, segment).filter((d) => d >= 5).length === Number(o[0]), o)),
    /** 单双个数: 'x单y双' wins when x digits of the segment are odd. */
    oddCount:
      (segment: number[]): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((o) => simple(o, (draw) => pick(draw, segment).filter((d) => d % 2 === 1).length === Number(o[0]), o)),
    /** 总和大小单双: the segment's sum, big from `bigFrom` up; 大单 … need both. */
    sumBigSmall:
      (segment: number[], bigFrom: number): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((o) =>
          simple(
            o,
            (draw) => {
              const total = sum(pick(draw, segment));
              const attributes = [total >= bigFrom ? '大' : '小', total % 2 === 1 ? '单' : '双'];
              return [...o].every((c) => attributes.includes(c));
            },
            o,
          ),
        ),
    /** 和值尾数: the last digit of the segment's sum. */
    sumTail:
      (segment: number[]): RefPlay =>
      (s) =>
        nums(s.rows[0]).map((d) => simple(String(d), (draw) => sum(pick(draw, segment)) % 10 === d, String(d))),
    /** 特殊号 豹子/顺子/对子 and 形态 (adds 半顺, 杂六) of a 3-digit segment. */
    shape3:
      (segment: number[]): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((o) => simple(o, (draw) => threeDigitShape(pick(draw, segment)) === o, o)),
    /** 龙虎斗: first position > second 龙, < 虎; equal refunds the stake. */
    dragonTigerRefund:
      (a: number, b: number): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((o) => ({
          name: o,
          option: o,
          judge: (draw: readonly number[]): Outcome => (draw[a] === draw[b] ? 'refund' : dragonTiger(draw[a]!, draw[b]!) === o ? 0 : 'lose'),
        })),
    /** 龙虎和: 龙, 虎 and 和 are all bets; equal digits make 和 win and 龙/虎 lose. */
    dragonTigerTie:
      (a: number, b: number): RefPlay =>
      (s) =>
        (s.rows[0] ?? []).map((o) => simple(o, (draw) => dragonTiger(draw[a]!, draw[b]!) === o, o)),
    /** 直选/组选 plays on every `size` of the picked positions (任选 with a position picker). */
    anyPositions:
      (size: number, play: (segment: number[]) => RefPlay): RefPlay =>
      (s) =>
        combinations(s.positions ?? [], size).flatMap((segment) => play(segment)(s)),
    /** 任选直选复式: rows for every position; every `size` positions with picks make tickets. */
    anyDirectFs:
      (size: number): RefPlay =>
      (s) =>
        combinations(range(0, f.positions - 1), size).flatMap((segment) =>
          segment.every((p) => (s.rows[p] ?? []).length > 0) ? product(segment.map((p) => nums(s.rows[p]))).map((t) => directTicket(t, segment)) : [],
        ),
    /**
     * Repeated-digit group plays (组选60/30/20/10/5, 四星组选12/6/4): `pattern` lists how many
     * times each picked digit appears: from row 0 (the repeated role) `fromFirst` digits, from
     * row 1 the rest; a digit plays one role only.
     */
    repeated:
      (segment: number[], fromFirst: number[], fromSecond: number[]): RefPlay =>
      (s) => {
        const first = nums(s.rows[0]);
        const second = fromSecond.length > 0 ? nums(s.rows[1]) : [];
        const tickets: RefTicket[] = [];
        for (const a of combinations(first, fromFirst.length))
          for (const b of combinations(
            second.filter((d) => !a.includes(d)),
            fromSecond.length,
          )) {
            const multiset = [...a.flatMap((d, i) => Array<number>(fromFirst[i]!).fill(d)), ...b.flatMap((d, i) => Array<number>(fromSecond[i]!).fill(d))];
            tickets.push(groupTicket(multiset, segment));
          }
        return tickets;
      },
    /** 定位胆: each picked digit on its row's position. */
    placed:
      (segment: number[]): RefPlay =>
      (s) =>
        s.rows.flatMap((row, i) => nums(row).map((d) => simple(`${segment[i]}:${d}`, (draw) => draw[segment[i]!] === d))),
  };
}

function digitHas(d: number, attribute: string): boolean {
  return attribute === '大' ? d >= 5 : attribute === '小' ? d <= 4 : attribute === '单' ? d % 2 === 1 : d % 2 === 0;
}

const dragonTiger = (a: number, b: number) => (a > b ? '龙' : a < b ? '虎' : '和');

/** Neighbours on the 0-9 circle (9 and 0 are neighbours). */
const adjacent = (a: number, b: number) => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/** 豹子 all equal; 对子 exactly two equal; among three different digits: 顺子 two neighbour pairs (890, 901), 半顺 one, 杂六 none. */
export function threeDigitShape(d: readonly number[]): string {
  const kinds = distinctCount(d);
  if (kinds === 1) return '豹子';
  if (kinds === 2) return '对子';
  const neighbours = combinations(d, 2).filter(([a, b]) => adjacent(a!, b!)).length;
  return neighbours >= 2 ? '顺子' : neighbours === 1 ? '半顺' : '杂六';
}

/** 梭哈 hand of five digits: five equal count as 四条; 顺子 is five consecutive digits on the circle (67890, 89012). */
export function pokerHand(d: readonly number[]): string {
  const counts = sorted([...new Set(d)].map((v) => countOf(d, v)))
    .reverse()
    .join('');
  if (counts === '5' || counts === '41') return '四条';
  if (counts === '32') return '葫芦';
  if (counts === '311') return '三条';
  if (counts === '221') return '两对';
  if (counts === '2111') return '一对';
  const straight = range(0, 9).some((start) => range(0, 4).every((i) => d.includes((start + i) % 10)));
  return straight ? '顺子' : '单牌';
}

/** 百家乐 results of a draw: 庄 = (万+千) mod 10, 闲 = (十+个) mod 10. */
export function baccarat(d: readonly number[]): string[] {
  const banker = (d[0]! + d[1]!) % 10;
  const player = (d[3]! + d[4]!) % 10;
  const results = [banker > player ? '庄' : banker < player ? '闲' : '和'];
  if (d[0] === d[1]) results.push('庄对');
  if (d[3] === d[4]) results.push('闲对');
  if (banker === 6 && player < 6) results.push('S6');
  return results;
}

/** 牛牛 results: three digits summing to a multiple of 10 make 牛, the points are the total mod 10 (0 = 牛牛). */
export function bull(d: readonly number[]): string[] {
  const hasBull = combinations(d, 3).some((three) => sum(three) % 10 === 0);
  if (!hasBull) return ['无牛'];
  const points = sum(d) % 10;
  const name = points === 0 ? '牛牛' : `牛${points}`;
  const big = points === 0 || points >= 6 ? '牛大' : '牛小';
  const odd = points % 2 === 1 ? '牛单' : '牛双';
  return [name, big, odd];
}

function optionPlay(judge: (draw: readonly number[]) => string[]): RefPlay {
  return (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => judge(draw).includes(o), o));
}

function digitRules(f: DigitFamily, segments: Record<string, number[]>): { plays: ReturnType<typeof segmentPlays>; seg: (name: string) => number[] } {
  return { plays: segmentPlays(f), seg: (name) => segments[name]! };
}

export function sscPlays(): Record<string, RefPlay> {
  const { plays: p, seg } = digitRules(
    { min: 0, max: 9, positions: 5 },
    { wx: [0, 1, 2, 3, 4], sx: [1, 2, 3, 4], qsm: [0, 1, 2], zsm: [1, 2, 3], hsm: [2, 3, 4], q2: [0, 1], h2: [3, 4] },
  );
  const t: Record<string, RefPlay> = {};
  for (const star of ['wx', 'sx'] as const) {
    t[`${star}_zx_fs`] = p.directFs(seg(star));
    t[`${star}_zx_ds`] = p.directDs(seg(star));
    t[`${star}_zx_zh`] = p.combo(seg(star));
  }
  t.wx_zux_z120 = p.groupDistinct(seg('wx'));
  t.wx_zux_z60 = p.repeated(seg('wx'), [2], [1, 1, 1]);
  t.wx_zux_z30 = p.repeated(seg('wx'), [2, 2], [1]);
  t.wx_zux_z20 = p.repeated(seg('wx'), [3], [1, 1]);
  t.wx_zux_z10 = p.repeated(seg('wx'), [3], [2]);
  t.wx_zux_z5 = p.repeated(seg('wx'), [4], [1]);
  t.sx_zux_z24 = p.groupDistinct(seg('sx'));
  t.sx_zux_z12 = p.repeated(seg('sx'), [2], [1, 1]);
  t.sx_zux_z6 = p.repeated(seg('sx'), [2, 2], []);
  t.sx_zux_z4 = p.repeated(seg('sx'), [3], [1]);
  for (const star of ['qsm', 'zsm', 'hsm'] as const) {
    const s = seg(star);
    t[`${star}_zx_fs`] = p.directFs(s);
    t[`${star}_zx_ds`] = p.directDs(s);
    t[`${star}_zx_zh`] = p.combo(s);
    t[`${star}_zx_hz`] = p.directSum(s);
    t[`${star}_zx_kd`] = p.span(s);
    t[`${star}_zux_z3`] = p.group3(s);
    t[`${star}_zux_z6`] = p.groupDistinct(s);
    t[`${star}_zux_hh`] = p.mixed(s);
    t[`${star}_zux_z3ds`] = p.groupDs(s);
    t[`${star}_zux_z6ds`] = p.groupDs(s);
    t[`${star}_zux_hz`] = p.groupSum3(s);
    t[`${star}_zux_bd`] = p.pinned3(s);
    t[`${star}_qt_hzws`] = p.sumTail(s);
    t[`${star}_qt_tsh`] = p.shape3(s);
  }
  for (const side of ['q', 'h'] as const) {
    const s = seg(`${side}2`);
    t[`em_zx_${side}fs`] = p.directFs(s);
    t[`em_zx_${side}ds`] = p.directDs(s);
    t[`em_zx_${side}hz`] = p.directSum(s);
    t[`em_zx_${side}kd`] = p.span(s);
    t[`em_zux_${side}fs`] = p.groupDistinct(s);
    t[`em_zux_${side}ds`] = p.groupDs(s);
    t[`em_zux_${side}hz`] = p.groupSum2(s);
    t[`em_zux_${side}bd`] = p.pinned2(s);
  }
  t.dwd_dwd_dwd = p.placed(seg('wx'));
  for (const [id, s] of [
    ['qs', 'qsm'],
    ['z3', 'zsm'],
    ['hs', 'hsm'],
  ] as const) {
    t[`bdd_bdd_${id}1`] = p.anyPlace(seg(s), 1);
    t[`bdd_bdd_${id}2`] = p.anyPlace(seg(s), 2);
  }
  for (const k of [1, 2, 3]) {
    t[`bdd_bdd4_4x${k}`] = p.anyPlace(seg('sx'), k);
    t[`bdd_bdd5_5x${k}`] = p.anyPlace(seg('wx'), k);
  }
  t.dxds_dxds_q2 = p.bigSmallOddEven(seg('q2'));
  t.dxds_dxds_h2 = p.bigSmallOddEven(seg('h2'));
  t.dxds_dxds_q3 = p.bigSmallOddEven(seg('qsm'));
  t.dxds_dxds_h3 = p.bigSmallOddEven(seg('hsm'));
  for (const [id, s] of [
    ['wx', 'wx'],
    ['sx', 'sx'],
    ['qs', 'qsm'],
    ['zs', 'zsm'],
    ['hs', 'hsm'],
  ] as const) {
    t[`dxds_dxgs_${id}`] = p.bigCount(seg(s));
    t[`dxds_dsgs_${id}`] = p.oddCount(seg(s));
  }
  // 五星 sums 0-45: 23 and up are big; 三星 sums 0-27: 14 and up
  t.zh_hzdxds_5xhz = p.sumBigSmall(seg('wx'), 23);
  t.zh_hzdxds_q3hz = p.sumBigSmall(seg('qsm'), 14);
  t.zh_hzdxds_z3hz = p.sumBigSmall(seg('zsm'), 14);
  t.zh_hzdxds_h3hz = p.sumBigSmall(seg('hsm'), 14);
  // 一帆风顺 / 好事成双 / 三星报喜 / 四季发财: the digit appears at least 1 / 2 / 3 / 4 times in the five
  for (const [id, times] of [
    ['yffs', 1],
    ['hscs', 2],
    ['sxbx', 3],
    ['sjfc', 4],
  ] as const)
    t[`qw_ts_${id}`] = (s) => nums(s.rows[0]).map((d) => simple(String(d), (draw) => countOf(draw, d) >= times, String(d)));
  t.qw_xt_q3 = p.shape3(seg('qsm'));
  t.qw_xt_z3 = p.shape3(seg('zsm'));
  t.qw_xt_h3 = p.shape3(seg('hsm'));
  t.qw_xt_wx = optionPlay((d) => [pokerHand(d)]);
  t.qw_bjl_bjl = optionPlay(baccarat);
  t.nn_nn_nn = optionPlay(bull);
  const pairs = { w: 0, q: 1, b: 2, s: 3, g: 4 } as const;
  for (const pair of ['wq', 'wb', 'ws', 'wg', 'qb', 'qs', 'qg', 'bs', 'bg', 'sg'] as const) {
    const a = pairs[pair[0] as keyof typeof pairs];
    const b = pairs[pair[1] as keyof typeof pairs];
    t[`qw_lhh_${pair}`] = p.dragonTigerRefund(a, b);
    t[`qw_lh_${pair}`] = p.dragonTigerTie(a, b);
  }
  addAnyPosition(t, p, 'ssc');
  return t;
}

/** 任选二/三/四 (ssc and ky481): each chosen set of positions is a separate bet of the plain play. */
function addAnyPosition(t: Record<string, RefPlay>, p: ReturnType<typeof segmentPlays>, family: 'ssc' | 'ky481') {
  t.rx2_zx_fs = p.anyDirectFs(2);
  t.rx2_zx_ds = p.anyPositions(2, p.directDs);
  t.rx2_zx_hz = p.anyPositions(2, p.directSum);
  t.rx2_zux_fs = p.anyPositions(2, p.groupDistinct);
  t.rx2_zux_ds = p.anyPositions(2, p.groupDs);
  t.rx2_zux_hz = p.anyPositions(2, p.groupSum2);
  t.rx3_zx_fs = p.anyDirectFs(3);
  t.rx3_zx_ds = p.anyPositions(3, p.directDs);
  t.rx3_zx_hz = p.anyPositions(3, p.directSum);
  t.rx3_zux_z3 = p.anyPositions(3, p.group3);
  t.rx3_zux_z6 = p.anyPositions(3, p.groupDistinct);
  t.rx3_zux_hh = p.anyPositions(3, p.mixed);
  t.rx3_zux_hz = p.anyPositions(3, (segment) => p.groupSum3(segment));
  if (family === 'ky481') return;
  t.rx4_zx_fs = p.anyDirectFs(4);
  t.rx4_zx_ds = p.anyPositions(4, p.directDs);
  t.rx4_zux_z24 = p.anyPositions(4, p.groupDistinct);
  t.rx4_zux_z12 = p.anyPositions(4, (segment) => p.repeated(segment, [2], [1, 1]));
  t.rx4_zux_z6 = p.anyPositions(4, (segment) => p.repeated(segment, [2, 2], []));
  t.rx4_zux_z4 = p.anyPositions(4, (segment) => p.repeated(segment, [3], [1]));
}

export function threeDPlays(): Record<string, RefPlay> {
  const { plays: p, seg } = digitRules({ min: 0, max: 9, positions: 3 }, { sm: [0, 1, 2], q2: [0, 1], h2: [1, 2] });
  const s = seg('sm');
  const t: Record<string, RefPlay> = {
    sm_zx_fs: p.directFs(s),
    sm_zx_ds: p.directDs(s),
    sm_zx_hz: p.directSum(s),
    sm_zux_z3: p.group3(s),
    sm_zux_z6: p.groupDistinct(s),
    sm_zux_hh: p.mixed(s),
    sm_zux_hz: p.groupSum3(s),
    sm_zux_z3hz: p.groupSum3(s, 'z3'),
    sm_zux_z6hz: p.groupSum3(s, 'z6'),
    sm_zux_bd: p.pinned3(s),
    // 组三胆拖: the bank digit with each drag digit makes two 组三 tickets (bbt and btt)
    sm_zux_z3dt: (sel) => {
      const bank = nums(sel.rows[0]);
      if (bank.length !== 1) return [];
      const b = bank[0]!;
      return nums(sel.rows[1])
        .filter((d) => d !== b)
        .flatMap((d) => [groupTicket([b, b, d], s), groupTicket([b, d, d], s)]);
    },
    // 组六胆拖: bank plus drag digits make three different digits; wins only as 组六 (the ticket is three different digits)
    sm_zux_z6dt: (sel) => bankDragSets(sel.rows, 3).map((t) => groupTicket(t, s)),
    dwd_dwd_dwd: p.placed(s),
    bdd_bdd_bdd1: p.anyPlace(s, 1),
    bdd_bdd_bdd2: p.anyPlace(s, 2),
    qw_lhh_bs: p.dragonTigerRefund(0, 1),
    qw_lhh_bg: p.dragonTigerRefund(0, 2),
    qw_lhh_sg: p.dragonTigerRefund(1, 2),
    qw_xt_xt: p.shape3(s),
  };
  for (const side of ['q', 'h'] as const) {
    t[`em_zx_${side}fs`] = p.directFs(seg(`${side}2`));
    t[`em_zx_${side}ds`] = p.directDs(seg(`${side}2`));
    t[`em_zux_${side}fs`] = p.groupDistinct(seg(`${side}2`));
    t[`em_zux_${side}ds`] = p.groupDs(seg(`${side}2`));
  }
  return t;
}

export function ky481Plays(): Record<string, RefPlay> {
  const { plays: p, seg } = digitRules({ min: 1, max: 8, positions: 4 }, { sx: [0, 1, 2, 3], qsm: [0, 1, 2], hsm: [1, 2, 3], q2: [0, 1], h2: [2, 3] });
  const t: Record<string, RefPlay> = {
    sx_zx_fs: p.directFs(seg('sx')),
    sx_zx_ds: p.directDs(seg('sx')),
    sx_zux_z24: p.groupDistinct(seg('sx')),
    sx_zux_z12: p.repeated(seg('sx'), [2], [1, 1]),
    sx_zux_z6: p.repeated(seg('sx'), [2, 2], []),
    sx_zux_z4: p.repeated(seg('sx'), [3], [1]),
    dwd_dwd_dwd: p.placed(seg('sx')),
  };
  for (const star of ['qsm', 'hsm'] as const) {
    const s = seg(star);
    t[`${star}_zx_fs`] = p.directFs(s);
    t[`${star}_zx_ds`] = p.directDs(s);
    t[`${star}_zx_hz`] = p.directSum(s);
    t[`${star}_zux_z3`] = p.group3(s);
    t[`${star}_zux_z6`] = p.groupDistinct(s);
    t[`${star}_zux_hh`] = p.mixed(s);
    t[`${star}_zux_hz`] = p.groupSum3(s);
    t[`${star}_zux_bd`] = p.pinned3(s);
  }
  for (const side of ['q', 'h'] as const) {
    const s = seg(`${side}2`);
    t[`em_zx_${side}fs`] = p.directFs(s);
    t[`em_zx_${side}ds`] = p.directDs(s);
    t[`em_zx_${side}hz`] = p.directSum(s);
    t[`em_zux_${side}fs`] = p.groupDistinct(s);
    t[`em_zux_${side}ds`] = p.groupDs(s);
    t[`em_zux_${side}hz`] = p.groupSum2(s);
  }
  addAnyPosition(t, p, 'ky481');
  return t;
}

export type { RefSelection };
