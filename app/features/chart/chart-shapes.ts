/**
 * Shape columns of the trend chart (spec 1 §9 "Chart shape rules"). Worker gap: these
 * mirror engine-worker/draws/chart-shapes.ts, which the worker API does not expose yet
 * (wanted: `chartShapes(family, codes: string[]): ChartShapeRow[]`). Pure.
 */
const zodiacs = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

function multiplicities(d: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const x of d) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}

export function bullOf(d: readonly number[]): string {
  let found = false;
  for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) for (let k = j + 1; k < 5; k++) if ((d[i]! + d[j]! + d[k]!) % 10 === 0) found = true;
  if (!found) return '无牛';
  const v = d.reduce((s, x) => s + x, 0) % 10;
  return v === 0 ? '牛牛' : `牛${v}`;
}
export function bullSize(label: string): string {
  if (label === '无牛') return '—';
  const v = label === '牛牛' ? 0 : Number(label.slice(1));
  return v === 0 || v >= 6 ? '大' : '小';
}

/** 庄 (d1+d2) vs 闲 (d4+d5), mod 10; pairs and S6 marked. */
export function baccaratOf(d: readonly number[]): string {
  const banker = (d[0]! + d[1]!) % 10;
  const player = (d[3]! + d[4]!) % 10;
  const winner = banker > player ? '庄' : banker < player ? '闲' : '和';
  const marks = [d[0] === d[1] ? '庄对' : '', d[3] === d[4] ? '闲对' : '', banker === 6 && player < 6 ? 'S6' : ''].filter(Boolean);
  return [winner, ...marks].join(' ');
}

export function threeDigitForm(d: readonly number[]): string {
  const [a, b, c] = d as [number, number, number];
  if (a === b && b === c) return '豹子';
  if (a === b || b === c || a === c) return '对子';
  const adj = (x: number, y: number) => (x - y + 10) % 10 === 1 || (y - x + 10) % 10 === 1;
  const pairs = Number(adj(a, b)) + Number(adj(b, c)) + Number(adj(a, c));
  return pairs >= 2 ? '顺子' : pairs === 1 ? '半顺' : '杂六';
}

export function fiveDigitForm(d: readonly number[]): string {
  const m = multiplicities(d);
  if (m[0]! >= 4) return '四条';
  if (m[0] === 3) return m[1] === 2 ? '葫芦' : '三条';
  if (m[0] === 2) return m[1] === 2 ? '两对' : '一对';
  const set = new Set(d);
  for (let start = 0; start < 10; start++) if ([0, 1, 2, 3, 4].every((k) => set.has((start + k) % 10))) return '顺子';
  return '单牌';
}

export function diceForm(dice: readonly number[]): string {
  const [a, b, c] = [...dice].sort((x, y) => x - y) as [number, number, number];
  if (a === c) return '三同号';
  if (a === b || b === c) return '二同号';
  const pairs = Number(b - a === 1) + Number(c - b === 1);
  return pairs === 2 ? '三连号' : pairs === 1 ? '半顺' : '杂六';
}

/** Chart zodiac layout: 01-60 in steps of 12 (鼠 01 13 25 37 49 …). */
export function chartZodiacOf(n: number): string {
  return zodiacs[(n - 1) % 12]!;
}
export const chartZodiacs = zodiacs;

/** The shape columns shown for a family: titles and a function of the draw's numbers. */
export function shapeColumns(family: string): Array<{ title: string; of: (d: number[]) => string }> {
  switch (family) {
    case 'ssc':
      return [
        { title: '牛牛', of: (d) => bullOf(d) },
        { title: '牛大小', of: (d) => bullSize(bullOf(d)) },
        { title: '庄闲', of: (d) => baccaratOf(d) },
        { title: '梭哈', of: (d) => fiveDigitForm(d) },
        { title: '前三', of: (d) => threeDigitForm(d.slice(0, 3)) },
        { title: '后三', of: (d) => threeDigitForm(d.slice(2)) },
      ];
    case '3d':
      return [
        { title: '和值', of: (d) => String(d.reduce((s, x) => s + x, 0)) },
        { title: '形态', of: (d) => threeDigitForm(d) },
      ];
    case 'k3':
      return [
        { title: '和值', of: (d) => String(d.reduce((s, x) => s + x, 0)) },
        { title: '形态', of: (d) => diceForm(d) },
      ];
    case 'pk10':
      return [
        { title: '冠亚和', of: (d) => String(d[0]! + d[1]!) },
        { title: '1v10', of: (d) => (d[0]! > d[9]! ? '龙' : '虎') },
      ];
    case 'lhc':
      return [
        { title: '特码', of: (d) => String(d[6]).padStart(2, '0') },
        { title: '生肖', of: (d) => chartZodiacOf(d[6]!) },
      ];
    default:
      return [{ title: '和值', of: (d) => String(d.reduce((s, x) => s + x, 0)) }];
  }
}
