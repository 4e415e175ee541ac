/**
 * Re-bet: the record's line (method, code, nums, price, odds, point, position) at a multiple
 * of 1-99999; the amount is recomputed with the engine's stakeOf (nums × price × piece).
 */
import { clampMultiple } from '../../../contract/bet-limits';
import { BET_TYPES, type AddOrderRequest, type BetRecord, type OrderLineWire } from '../../../contract/lottery';
import { stakeOf } from '../../../engine-worker/client';
import { canBetAgain } from '../../../rules/bet-again';

export const PENDING_STATUS = '未开奖';

/** A re-bet's multiple: the shared clamp to 1-99999. */
export const clampRebetMultiple = clampMultiple;

/** Which actions a record offers: cancel only while not drawn; re-bet by the one rule of canBetAgain. */
export function recordActions(record: Pick<BetRecord, 'status' | 'lottery' | 'code'>): { cancel: boolean; rebet: boolean } {
  return { cancel: record.status === PENDING_STATUS, rebet: canBetAgain(record) };
}

export function rebetLine(record: BetRecord, piece: number): OrderLineWire {
  const multiple = clampRebetMultiple(piece);
  return {
    method: record.method,
    code: record.code,
    nums: record.nums,
    amount: stakeOf(record.nums, record.perAmount, multiple),
    piece: multiple,
    price: record.perAmount,
    odds: record.odds,
    point: record.point,
    ...(record.position ? { position: record.position } : {}),
  };
}

export function rebetRequest(record: BetRecord, piece: number, issue: string, requestId: string): AddOrderRequest {
  return {
    lottery: record.lottery.toUpperCase(),
    issue,
    order: JSON.stringify([rebetLine(record, piece)]),
    betType: BET_TYPES.rebet,
    sourceType: 0,
    requestId,
  };
}
