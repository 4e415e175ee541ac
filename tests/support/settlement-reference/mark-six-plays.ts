/**
 * Reference rules of Mark Six (六合彩): 7 different numbers of 01-49, the first six 正码, the
 * seventh 特码. Zodiacs follow the draw's year: the year's zodiac owns 01 13 25 37 49, and
 * number n belongs to the zodiac n − 1 steps before it in the cycle (鼠年: 02 猪, 03 狗 …).
 * Colour waves: 红 01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46, 蓝 03 04 09 10 14 15 20
 * 25 26 31 36 37 41 42 47 48, 绿 the rest (49 included). Tails: n mod 10.
 * 特码 49 is a tie (stake refunded) for 大小 单双 合数单双 尾大尾小 半波 六肖; never for 生肖 色波 尾数.
 */
import { bankDragSets, combinations, simple, sum, type Outcome, type RefPlay, type RefTicket } from './reference-kit';

export const zodiacNames = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

export function zodiacOf(n: number, yearZodiac: number): string {
  return zodiacNames[(((yearZodiac - (n - 1)) % 12) + 12) % 12]!;
}

const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
export const colourOf = (n: number) => (red.includes(n) ? '红' : blue.includes(n) ? '蓝' : '绿');
const tailOf = (n: number) => `${n % 10}尾`;
const digitSum = (n: number) => Math.floor(n / 10) + (n % 10);

/** 大小单双 of one number (大 25-48, 小 01-24; 49 ties). */
const sizeParity = (n: number) => [n >= 25 ? '大' : '小', n % 2 === 1 ? '单' : '双'];

const SPECIAL = 6;
const regular = (draw: readonly number[]) => draw.slice(0, 6);

const one = (o: string, judge: (draw: readonly number[], year: number) => Outcome): RefTicket => ({
  name: o,
  option: o,
  judge: (draw, c) => judge(draw, c.yearZodiac),
});
const perOption =
  (judge: (o: string, draw: readonly number[], year: number) => Outcome): RefPlay =>
  (s) =>
    (s.rows[0] ?? []).map((o) => one(o, (draw, year) => judge(o, draw, year)));
const win = (yes: boolean): Outcome => (yes ? 0 : 'lose');
const numbers = (row: readonly string[] | undefined) => (row ?? []).map(Number);

/** A ticket of numbers judged by how many are 正码 and whether one is the 特码. */
function numberSet(t: number[], judge: (regularHits: number, specialHit: boolean) => Outcome): RefTicket {
  return {
    name: t.join(','),
    judge: (draw) => judge(t.filter((n) => regular(draw).includes(n)).length, t.includes(draw[SPECIAL]!)),
  };
}

export function markSixPlays(): Record<string, RefPlay> {
  const t: Record<string, RefPlay> = {
    tm_tm_zx: perOption((o, d) => win(d[SPECIAL] === Number(o))),
    tm_tm_sx: perOption((o, d, y) => win(zodiacOf(d[SPECIAL]!, y) === o)),
    tm_tm_sb: perOption((o, d) => win(`${colourOf(d[SPECIAL]!)}波` === o)),
    tm_tm_dxds: perOption((o, d) => (d[SPECIAL] === 49 ? 'refund' : win(sizeParity(d[SPECIAL]!).includes(o)))),
    tm_tm_ws: perOption((o, d) => win(tailOf(d[SPECIAL]!) === o)),
    tm_tm_hsds: perOption((o, d) => (d[SPECIAL] === 49 ? 'refund' : win((digitSum(d[SPECIAL]!) % 2 === 1 ? '合单' : '合双') === o))),
    tm_tm_wdx: perOption((o, d) => (d[SPECIAL] === 49 ? 'refund' : win((d[SPECIAL]! % 10 >= 5 ? '尾大' : '尾小') === o))),
    // 半波: the colour and one attribute (大 小 单 双 合单 合双) of the 特码, e.g. 红大, 绿合单
    tm_tm_bb: perOption((o, d) => {
      const n = d[SPECIAL]!;
      if (n === 49) return 'refund';
      const attributes = [...sizeParity(n), digitSum(n) % 2 === 1 ? '合单' : '合双'];
      return win(o[0] === colourOf(n) && attributes.includes(o.slice(1)));
    }),
    zm_zm_zm: perOption((o, d) => win(regular(d).includes(Number(o)))),
    zt1m_zt1m_zt1m: perOption((o, d) => win(d.includes(Number(o)))),
    zt1x_zt1x_zt1x: perOption((o, d, y) => win(d.some((n) => zodiacOf(n, y) === o))),
    sx_sx_bz: perOption((o, d, y) => win(!d.some((n) => zodiacOf(n, y) === o))),
    ztws_ztws_ztws: perOption((o, d) => win(d.some((n) => tailOf(n) === o))),
    // 总和: the seven numbers' sum, 175 and up 大, 174 and below 小
    hzdxds_hzdxds_hzdxds: perOption((o, d) => win([sum(d) >= 175 ? '大' : '小', sum(d) % 2 === 1 ? '单' : '双'].includes(o))),
    // 六肖: 中 wins when the 特码's zodiac is one of the six, 不中 when it is not; 49 ties
    lx6_lx6_z: (s) =>
      combinations(s.rows[0] ?? [], 6).map((set) => ({
        name: set.join(''),
        judge: (d, c) => (d[SPECIAL] === 49 ? 'refund' : win(set.includes(zodiacOf(d[SPECIAL]!, c.yearZodiac)))),
      })),
    lx6_lx6_bz: (s) =>
      combinations(s.rows[0] ?? [], 6).map((set) => ({
        name: set.join(''),
        judge: (d, c) => (d[SPECIAL] === 49 ? 'refund' : win(!set.includes(zodiacOf(d[SPECIAL]!, c.yearZodiac)))),
      })),
    gg_gg_zmgg: (s) => {
      // 过关: one option on each of 2-6 正码 rows is one ticket
      if (s.rows.some((r) => r.length > 1)) return [];
      const legs = s.rows.flatMap((r, row) => (r.length === 1 ? [{ row, option: r[0]! }] : []));
      if (legs.length < 2 || legs.length > 6) return [];
      return [{ name: legs.map((l) => `${l.row}:${l.option}`).join('|'), legs, judge: (d) => parlayOutcome(legs.map((l) => parlayLeg(l.option, d[l.row]!))) }];
    },
  };
  for (const i of [1, 2, 3, 4, 5, 6]) t[`zt_zt_z${i}`] = perOption((o, d) => win(d[i - 1] === Number(o)));
  for (const k of [2, 3, 4, 5]) {
    // 连肖 中: every zodiac of the ticket owns one of the seven numbers; 不中: none does
    t[`lx_lx_${k}lx`] = (s) =>
      combinations(s.rows[0] ?? [], k).map((set) => ({
        name: set.join(''),
        judge: (d, c) => win(set.every((z) => d.some((n) => zodiacOf(n, c.yearZodiac) === z))),
      }));
    t[`lx_lxbz_${k}lx`] = (s) =>
      combinations(s.rows[0] ?? [], k).map((set) => ({
        name: set.join(''),
        judge: (d, c) => win(set.every((z) => !d.some((n) => zodiacOf(n, c.yearZodiac) === z))),
      }));
  }
  for (const k of [2, 3, 4]) {
    t[`wl_wl_${k}wl`] = (s) =>
      combinations(s.rows[0] ?? [], k).map((set) => simple(set.join(''), (d) => set.every((tail) => d.some((n) => tailOf(n) === tail))));
    t[`wl_wlbz_${k}wl`] = (s) =>
      combinations(s.rows[0] ?? [], k).map((set) => simple(set.join(''), (d) => set.every((tail) => !d.some((n) => tailOf(n) === tail))));
  }
  // 连码: 二全中 both 正码; 二中特 both 正码 (中二) or one 正码 and the 特码 (中特); 特串 one 正码 and
  // the 特码 only; 三全中 / 四全中 all 正码; 三中二 exactly two 正码 (中二) or all three (中三)
  const linked: Array<[string, number, (hits: number, special: boolean) => Outcome]> = [
    ['2z2', 2, (h) => win(h === 2)],
    ['2zt', 2, (h, sp) => (h === 2 ? 0 : h === 1 && sp ? 1 : 'lose')],
    ['tc', 2, (h, sp) => win(h === 1 && sp)],
    ['3z3', 3, (h) => win(h === 3)],
    ['3z2', 3, (h) => (h === 3 ? 1 : h === 2 ? 0 : 'lose')],
    ['4z4', 4, (h) => win(h === 4)],
  ];
  for (const [id, size, judge] of linked) {
    t[`lm_lm_${id}`] = (s) => combinations(numbers(s.rows[0]), size).map((set) => numberSet(set, judge));
    t[`lm_lmdt_${id}`] = (s) => bankDragSets(s.rows, size).map((set) => numberSet(set, judge));
  }
  // 不中: none of the ticket's numbers is among the seven drawn
  for (const k of [5, 6, 7, 8, 9, 10])
    t[`bz_bz_${k}bz`] = (s) => combinations(numbers(s.rows[0]), k).map((set) => simple(set.join(','), (d) => set.every((n) => !d.includes(n))));
  return t;
}

/** One 过关 leg on a 正码: 大 小 单 双 tie on 49; the colour waves never tie. */
export function parlayLeg(option: string, n: number): 'win' | 'lose' | 'tie' {
  if (option.endsWith('波')) return `${colourOf(n)}波` === option ? 'win' : 'lose';
  if (n === 49) return 'tie';
  return sizeParity(n).includes(option) ? 'win' : 'lose';
}

/** A 过关 ticket loses if any leg loses; every leg tied gives the stake back; else it wins. */
function parlayOutcome(legs: Array<'win' | 'lose' | 'tie'>): Outcome {
  if (legs.includes('lose')) return 'lose';
  return legs.every((l) => l === 'tie') ? 'refund' : 0;
}
