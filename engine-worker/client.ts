/**
 * The app's typed handle on the engine worker: the only engine file the app imports.
 * One worker per page, created on first use.
 */
import { wrap, type Remote } from 'comlink';
import type { WorkerApi } from './worker-api';

export type { BuiltOrder, OrderRequest, ParsedInput, SlipLine, WorkerApi } from './worker-api';
export type { OrderLine } from './orders/order-lines';
export type { PlayKey } from './engine';
export type { Family, ParseResult, PlayInfo, Plate, PlateRow, Selection, WinResult } from './types';
export { families } from './types';
// Small pure tables the screen needs synchronously while rendering (wave colours, draw shapes): microseconds
// of work, so they are imported rather than asked of the worker. Zodiacs and chart shapes are in rules/.
export { waves } from './draws/mark-six-tables';
export { drawShapes, formatDraw } from './draws/draw-shape';
export { add, bettableMoneyModes, bonusOf, formatAmount, paidPrizeOf, parlayBonus, prizeRangeOf, stakeOf } from '../rules/money';

let engine: Remote<WorkerApi> | undefined;

export function engineClient(): Remote<WorkerApi> {
  engine ??= wrap<WorkerApi>(new Worker(/* webpackChunkName: "engine-worker" */ new URL('./worker.ts', import.meta.url), { type: 'module' }));
  return engine;
}
