/**
 * Slip → the order line the server accepts: method, code, nums, amount, piece, price, odds, point,
 * position. Count and stake are computed here (never taken from the caller), so the app
 * and the server's recount agree by construction.
 */
import { checkSelection, getPlay, type PlayKey } from '../engine';
import type { Selection } from '../types';
import { codeFromSelection, positionFromSelection } from './order-code';
import { MAX_MULTIPLE } from '../../contract/bet-limits';
import { moneyModeOf, prizeOf, stakeOf, type DecimalString } from '../../rules/money';

/** One line of the order body. */
export interface OrderLine {
  /** The play id (e.g. 'wx_zx_fs'). */
  method: string;
  code: string;
  /** Bet count. */
  nums: number;
  /** Stake: nums × price × piece. */
  amount: DecimalString;
  /** Multiple, 1-99999. */
  piece: number;
  /** Money mode (yuan per bet): '2', '1', '0.2', '0.1', '0.02', '0.002'. */
  price: string;
  /** The prize of one bet at the 2元 mode (odds type A or B, as the server offered it). */
  odds: string;
  /** Rebate point chosen with the odds. */
  point: string;
  /** Any-position plays: 1-based positions, ascending. */
  position?: string;
}

export interface LineOptions {
  price: string;
  piece: number;
  odds: string;
  point: string;
}

export { MAX_MULTIPLE };

export function checkMultiple(piece: number): void {
  if (!Number.isInteger(piece) || piece < 1 || piece > MAX_MULTIPLE) throw new RangeError(`倍数须为 1-${MAX_MULTIPLE} 的整数`);
}

export function buildOrderLine(key: PlayKey | string, selection: Selection, options: LineOptions): OrderLine {
  const play = getPlay(key);
  const checked = checkSelection(play, selection);
  const nums = play.rules.countBets(checked);
  if (nums === 0) throw new RangeError('投注注数为0，请完善投注号码');
  checkMultiple(options.piece);
  const mode = moneyModeOf(options.price);
  if (!mode.bettable) throw new RangeError(`不支持的投注模式：${options.price}`);
  const line: OrderLine = {
    method: play.id,
    code: codeFromSelection(play, checked),
    nums,
    amount: stakeOf(nums, options.price, options.piece),
    piece: options.piece,
    price: options.price,
    odds: options.odds,
    point: options.point,
  };
  const position = positionFromSelection(play, checked);
  if (position !== undefined) line.position = position;
  return line;
}

/** The prize of one winning bet of a line: odds (a 2元 bonus) × price ÷ 2 × multiple. */
export function linePrize(line: Pick<OrderLine, 'odds' | 'price' | 'piece'>): DecimalString {
  return prizeOf(line.odds, line.price, line.piece);
}
