/**
 * Reference rules of the number families: 11x5 (5 different numbers of 01-11, in drawn order),
 * kl12 (the same from 01-12), pk10 (the ranks 冠军 … 第十名 of 01-10) and k3 (three dice 1-6).
 */
import {
  bankDragSets,
  combinations,
  countOf,
  distinctCount,
  numbersOf,
  product,
  range,
  sameMultiset,
  simple,
  sorted,
  sum,
  type RefPlay,
  type RefTicket,
} from './reference-kit';

const nums = (row: readonly string[] | undefined) => (row ?? []).map(Number);
const label = (numbers: readonly number[]) => numbers.map((n) => String(n).padStart(2, '0')).join(' ');

/** Ordered tickets with different numbers, one per row (前N直选, 猜前N). */
const distinctTuples = (rows: number[][]) => (rows.every((r) => r.length > 0) ? product(rows).filter((t) => distinctCount(t) === t.length) : []);

/** Wins when the first numbers drawn are the ticket's, in order. */
const inOrder = (t: number[], from = 0) => simple(label(t), (draw) => t.every((n, i) => draw[from + i] === n));
/** Wins when the first `t.length` numbers drawn are the ticket's, any order. */
const firstAnyOrder = (t: number[]) => simple(label(t), (draw) => sameMultiset(draw.slice(0, t.length), t));

/**
 * 任选 k中k (k ≤ 5): every number of the ticket is among the five drawn; k中5 (k > 5): the five
 * drawn are all in the ticket. Either way, the smaller set inside the larger one.
 */
const anyChoice = (t: number[]) => simple(label(t), (draw) => (t.length <= 5 ? t.every((n) => draw.includes(n)) : draw.every((n) => t.includes(n))));

export function lottoPlays(max: 11 | 12): Record<string, RefPlay> {
  const t: Record<string, RefPlay> = {
    sm_sm_zxfs: (s) => distinctTuples(s.rows.map(nums)).map((x) => inOrder(x)),
    sm_sm_zxds: (s) => (s.rows[0] ?? []).map((e) => inOrder(numbersOf(e))),
    sm_sm_zuxfs: (s) => combinations(nums(s.rows[0]), 3).map(firstAnyOrder),
    sm_sm_zuxds: (s) => (s.rows[0] ?? []).map((e) => firstAnyOrder(numbersOf(e))),
    sm_sm_zuxdt: (s) => bankDragSets(s.rows, 3).map(firstAnyOrder),
    em_em_zxfs: (s) => distinctTuples(s.rows.map(nums)).map((x) => inOrder(x)),
    em_em_zxds: (s) => (s.rows[0] ?? []).map((e) => inOrder(numbersOf(e))),
    em_em_zuxfs: (s) => combinations(nums(s.rows[0]), 2).map(firstAnyOrder),
    em_em_zuxds: (s) => (s.rows[0] ?? []).map((e) => firstAnyOrder(numbersOf(e))),
    em_em_zuxdt: (s) => bankDragSets(s.rows, 2).map(firstAnyOrder),
    dwd_dwd_dwd11y: (s) => s.rows.flatMap((row, pos) => nums(row).map((n) => simple(`${pos}:${n}`, (draw) => draw[pos] === n))),
    rxfs_rxfs_1z1: (s) => nums(s.rows[0]).map((n) => anyChoice([n])),
    rxds_rxds_1z1: (s) => (s.rows[0] ?? []).map((e) => anyChoice(numbersOf(e))),
    // 定单双: 'x单y双' wins when x of the five drawn numbers are odd
    qw_qw_dds: (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => draw.filter((n) => n % 2 === 1).length === Number(o[0]), o)),
    // 猜中位: the third smallest of the five drawn
    qw_qw_czw: (s) =>
      nums(s.rows[0]).map((n) =>
        simple(
          String(n),
          (draw) => sorted(draw)[2] === n,
          (s.rows[0] ?? []).find((o) => Number(o) === n),
        ),
      ),
  };
  for (const k of [2, 3, 4, 5, 6, 7, 8]) {
    const id = `${k}z${Math.min(k, 5)}`;
    t[`rxfs_rxfs_${id}`] = (s) => combinations(nums(s.rows[0]), k).map(anyChoice);
    t[`rxds_rxds_${id}`] = (s) => (s.rows[0] ?? []).map((e) => anyChoice(numbersOf(e)));
    t[`rxdt_rxdt_${id}`] = (s) => bankDragSets(s.rows, k).map(anyChoice);
  }
  if (max === 11) t.bdd_bdd_bdd11y = (s) => nums(s.rows[0]).map((n) => simple(String(n), (draw) => draw.slice(0, 3).includes(n)));
  else
    for (const [id, first] of [
      ['bdd_bdd_3x1m', 3],
      ['bdd_bdd4_4x1m', 4],
      ['bdd_bdd5_5x1m', 5],
    ] as const)
      t[id] = (s) => nums(s.rows[0]).map((n) => simple(String(n), (draw) => draw.slice(0, first).includes(n)));
  return t;
}

export function pk10Plays(): Record<string, RefPlay> {
  const t: Record<string, RefPlay> = {
    cq1_cq1_cq1: (s) => nums(s.rows[0]).map((n) => inOrder([n])),
    dwd_dwd_q5: (s) => s.rows.flatMap((row, i) => nums(row).map((n) => inOrder([n], i))),
    dwd_dwd_h5: (s) => s.rows.flatMap((row, i) => nums(row).map((n) => inOrder([n], 5 + i))),
    // 冠亚和 大 when greater than 11 (12-19), 小 when 11 or less; no tie
    dx_dx_q2: (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => (draw[0]! + draw[1]! > 11 ? '大' : '小') === o, o)),
    ds_ds_q2: (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => ((draw[0]! + draw[1]!) % 2 === 1 ? '单' : '双') === o, o)),
    hz_hz_q2: (s) =>
      nums(s.rows[0]).map((n) =>
        simple(
          String(n),
          (draw) => draw[0]! + draw[1]! === n,
          (s.rows[0] ?? []).find((o) => Number(o) === n),
        ),
      ),
    hz_hz_q3: (s) =>
      nums(s.rows[0]).map((n) =>
        simple(
          String(n),
          (draw) => sum(draw.slice(0, 3)) === n,
          (s.rows[0] ?? []).find((o) => Number(o) === n),
        ),
      ),
  };
  for (const n of [2, 3, 4, 5]) {
    t[`cq${n}_cq${n}_cq${n}`] = (s) => distinctTuples(s.rows.map(nums)).map((x) => inOrder(x));
    t[`cq${n}_cq${n}_ds`] = (s) => (s.rows[0] ?? []).map((e) => inOrder(numbersOf(e)));
    t[`cm_d${n}_fs`] = (s) => nums(s.rows[0]).map((x) => inOrder([x], n - 1));
    t[`cm_d${n}_ds`] = (s) => (s.rows[0] ?? []).map((e) => inOrder(numbersOf(e), n - 1));
  }
  for (const rank of [1, 2, 3, 4, 5]) {
    // 大 06-10, 小 01-05; 单 odd, 双 even
    t[`dx_dx_d${rank}`] = (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => (draw[rank - 1]! >= 6 ? '大' : '小') === o, o));
    t[`ds_ds_d${rank}`] = (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => (draw[rank - 1]! % 2 === 1 ? '单' : '双') === o, o));
    // 龙 when rank i is above rank 11 − i, 虎 when below (never equal)
    t[`lh_lh_${rank}v${11 - rank}`] = (s) => (s.rows[0] ?? []).map((o) => simple(o, (draw) => (draw[rank - 1]! > draw[10 - rank]! ? '龙' : '虎') === o, o));
  }
  for (const size of [2, 3]) {
    // 任选直选复式: every `size` ranks with picks, one number per rank, numbers different
    t[`rx${size}_zx_fs`] = (s) =>
      combinations(range(0, 9), size).flatMap((ranks) =>
        distinctTuples(ranks.map((r) => nums(s.rows[r]))).map((x) =>
          simple(`${ranks.join(',')}:${label(x)}`, (draw) => ranks.every((r, i) => draw[r] === x[i])),
        ),
      );
    // 任选直选单式: every `size` of the ticked ranks, the entry's numbers on them in order
    t[`rx${size}_zx_ds`] = (s) =>
      combinations(s.positions ?? [], size).flatMap((ranks) =>
        (s.rows[0] ?? []).map((e) => {
          const x = numbersOf(e);
          return simple(`${ranks.join(',')}:${e}`, (draw) => ranks.every((r, i) => draw[r] === x[i]));
        }),
      );
  }
  return t;
}

const dice = (option: string) => [...option].map(Number);
/** Three different dice with exactly one pair of neighbours (6 and 1 are not neighbours). */
const neighbourPairs = (d: readonly number[]) => combinations(d, 2).filter(([a, b]) => Math.abs(a! - b!) === 1).length;
const straights = [
  [1, 2, 3],
  [2, 3, 4],
  [3, 4, 5],
  [4, 5, 6],
];

export function k3Plays(): Record<string, RefPlay> {
  const sameDice = (t: number[]) => (draw: readonly number[]) => sameMultiset(draw, t);
  const options =
    (judge: (option: string, draw: readonly number[]) => boolean): RefPlay =>
    (s) =>
      (s.rows[0] ?? []).map((o) => simple(o, (draw) => judge(o, draw), o));
  const allDifferent = (draw: readonly number[]) => distinctCount(draw) === 3;
  const diceSet = (t: number[]): RefTicket => simple(t.join(''), (draw) => allDifferent(draw) && sameMultiset(draw, t));
  return {
    hz_hz_hz: options((o, draw) => sum(draw) === Number(o)),
    // 和值 11-18 大, 3-10 小; triples are judged by their sum like any draw
    dxds_dxds_dxds: options((o, draw) => [sum(draw) >= 11 ? '大' : '小', sum(draw) % 2 === 1 ? '单' : '双'].includes(o)),
    th3_th3_th3dx: options((o, draw) => sameMultiset(draw, dice(o))),
    th3_th3_th3tx: options((_, draw) => distinctCount(draw) === 1),
    // 二同号单选: the pair and the single (a different die), any order
    th2_th2dx_fs: (s) =>
      product([(s.rows[0] ?? []).map((o) => dice(o)[0]!), nums(s.rows[1])])
        .filter(([a, b]) => a !== b)
        .map(([a, b]) => simple(`${a}${a}${b}`, sameDice([a!, a!, b!]))),
    th2_th2dx_ds: options((o, draw) => sameMultiset(draw, dice(o))),
    // 二同号复选: the draw holds the pair (a triple holds it too)
    th2_th2fx_fx: options((o, draw) => countOf(draw, dice(o)[0]!) >= 2),
    bth3_bth3_fs: (s) => combinations(nums(s.rows[0]), 3).map(diceSet),
    bth3_bth3_ds: (s) => (s.rows[0] ?? []).map((o) => ({ ...diceSet(dice(o)), option: o })),
    bth3_bth3_dt: (s) => bankDragSets(s.rows, 3).map(diceSet),
    bth3_lh3_dx: (s) => (s.rows[0] ?? []).map((o) => ({ ...diceSet(dice(o)), option: o })),
    bth3_lh3_tx: options((_, draw) => straights.some((t) => sameMultiset(draw, t))),
    bth3_bs_dx: (s) => (s.rows[0] ?? []).map((o) => ({ ...diceSet(dice(o)), option: o })),
    bth3_bs_tx: options((_, draw) => allDifferent(draw) && neighbourPairs(draw) === 1),
    bth3_z6_dx: (s) => (s.rows[0] ?? []).map((o) => ({ ...diceSet(dice(o)), option: o })),
    bth3_z6_tx: options((_, draw) => allDifferent(draw) && neighbourPairs(draw) === 0),
    // 二不同号: the draw holds both numbers
    bth2_bth2_fs: (s) => combinations(nums(s.rows[0]), 2).map((t) => simple(t.join(''), (draw) => t.every((n) => draw.includes(n)))),
    bth2_bth2_ds: options((o, draw) => dice(o).every((n) => draw.includes(n))),
    bth2_bth2_dt: (s) => bankDragSets(s.rows, 2).map((t) => simple(t.join(''), (draw) => t.every((n) => draw.includes(n)))),
    cygh_cygh_cygh: options((o, draw) => draw.includes(Number(o))),
  };
}

export { range };
