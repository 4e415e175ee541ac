/**
 * The lotteries this server runs: the platform's lottery codes, with family, category, hot/new flags
 * and schedule. Declared once; routes, scheduler and settlement read this table.
 */
import type { LotteryFamily } from '../../../contract/lottery';
import { getPlay } from '../../../engine-worker/engine';

export type Schedule =
  /** Every `periodMs`, sales closing `closeMs` before each draw; draws inside the daily break [breakFrom, breakTo) minutes are not held. */
  | { kind: 'periodic'; periodMs: number; closeMs: number; breakMinutes?: [number, number] }
  /** Once a day at `drawMinute` (Beijing time), sales closing `closeMs` before. */
  | { kind: 'daily'; drawMinute: number; closeMs: number }
  /** Drawn at once per order (add_order_now). */
  | { kind: 'instant' };

export interface LotteryDef {
  code: string;
  name: string;
  family: LotteryFamily;
  category: string;
  hot: boolean;
  isNew: boolean;
  schedule: Schedule;
}

const S = 1000;
const M = 60 * S;
const periodic = (periodMs: number, closeMs: number, breakMinutes?: [number, number]): Schedule => ({ kind: 'periodic', periodMs, closeMs, breakMinutes });

export const lotteries: LotteryDef[] = [
  { code: 'HN1FC', name: '河内1分彩', family: 'ssc', category: '时时彩', hot: true, isNew: false, schedule: periodic(M, 5 * S) },
  { code: 'HN5FC', name: '河内5分彩', family: 'ssc', category: '时时彩', hot: true, isNew: false, schedule: periodic(5 * M, 30 * S) },
  { code: 'TXFFC', name: '腾讯分分彩', family: 'ssc', category: '时时彩', hot: true, isNew: false, schedule: periodic(M, 5 * S) },
  { code: 'RDFFC', name: '热度分分彩', family: 'ssc', category: '时时彩', hot: false, isNew: true, schedule: periodic(M, 5 * S) },
  { code: 'YZFFC', name: '亚洲分分彩', family: 'ssc', category: '时时彩', hot: false, isNew: true, schedule: periodic(M, 5 * S) },
  // Canada 30 s keeps a daily maintenance break (19:00-20:00 Beijing): the 等待开售 state.
  { code: 'JNDSSM', name: '加拿大30秒', family: 'ssc', category: '时时彩', hot: true, isNew: false, schedule: periodic(30 * S, 3 * S, [19 * 60, 20 * 60]) },
  { code: 'RBSSM', name: '日本30秒', family: 'ssc', category: '时时彩', hot: false, isNew: false, schedule: periodic(30 * S, 3 * S) },
  { code: 'MJMMC', name: '秒秒彩', family: 'ssc', category: '时时彩', hot: true, isNew: false, schedule: { kind: 'instant' } },
  { code: 'JS11X5', name: '极速11选5', family: '11x5', category: '11选5', hot: false, isNew: false, schedule: periodic(M, 5 * S) },
  { code: 'GD11X5', name: '广东11选5', family: '11x5', category: '11选5', hot: true, isNew: false, schedule: periodic(5 * M, 30 * S) },
  { code: 'JSPK10', name: '极速赛车', family: 'pk10', category: 'PK10', hot: true, isNew: false, schedule: periodic(M, 5 * S) },
  { code: 'JSK3', name: '极速快3', family: 'k3', category: '快3', hot: true, isNew: false, schedule: periodic(M, 5 * S) },
  { code: 'JSUK3', name: '江苏快3', family: 'k3', category: '快3', hot: false, isNew: false, schedule: periodic(5 * M, 30 * S) },
  {
    code: 'FC3D',
    name: '福彩3D',
    family: '3d',
    category: '3D',
    hot: false,
    isNew: false,
    schedule: { kind: 'daily', drawMinute: 21 * 60 + 15, closeMs: 15 * M },
  },
  { code: 'JS3D', name: '极速3D', family: '3d', category: '3D', hot: false, isNew: true, schedule: periodic(M, 5 * S) },
  { code: 'SCKL12', name: '四川快乐12', family: 'kl12', category: '快乐12', hot: false, isNew: false, schedule: periodic(5 * M, 30 * S) },
  { code: 'KY481', name: '快乐481', family: 'ky481', category: '快乐481', hot: false, isNew: true, schedule: periodic(5 * M, 30 * S) },
  {
    code: 'XGLHC',
    name: '香港六合彩',
    family: 'lhc',
    category: '六合彩',
    hot: true,
    isNew: false,
    schedule: { kind: 'daily', drawMinute: 21 * 60 + 30, closeMs: 15 * M },
  },
  { code: 'JSLHC', name: '极速六合彩', family: 'lhc', category: '六合彩', hot: false, isNew: true, schedule: periodic(M, 5 * S) },
];

export function lotteryOf(code: unknown): LotteryDef | undefined {
  if (typeof code !== 'string') return undefined;
  const upper = code.toUpperCase();
  return lotteries.find((l) => l.code === upper);
}

/** The home page's list and the categories, in display order. */
export const categories = ['时时彩', '11选5', 'PK10', '快3', '3D', '快乐12', '快乐481', '六合彩'];

/** A lottery's name, or its code when it is unknown (records and team reports). */
export const lotteryNameOf = (lottery: string): string => lotteryOf(lottery)?.name ?? lottery;

/** A play's full name, or its id when the lottery or play is unknown (records and team reports). */
export function playNameOf(lottery: string, method: string): string {
  const def = lotteryOf(lottery);
  if (!def) return method;
  try {
    return getPlay(`${def.family}:${method}`).fullName;
  } catch {
    return method;
  }
}
