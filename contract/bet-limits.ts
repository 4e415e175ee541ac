/**
 * Limits both sides apply. Bets: the app bounds its steppers and clamps with them, the engine
 * checks order lines with them, the server refuses orders and chases beyond them.
 */

/** The most lotteries a player may keep as favourites: a short list the menus show whole. */
export const MAX_FAVOURITES = 12;

/** The largest multiple (倍数) of an order line, of a chase issue (line × issue multiple) and of a re-bet. */
export const MAX_MULTIPLE = 99_999;

/** A typed or computed multiple brought into 1-MAX_MULTIPLE: fractions cut, nothing or nonsense 1. */
export function clampMultiple(value: number): number {
  return Math.min(MAX_MULTIPLE, Math.max(1, Math.floor(value) || 1));
}

/** Lines of one order (add_order, add_order_now). */
export const MAX_ORDER_LINES = 500;
/** Issues of one chase. */
export const MAX_TRACE_ISSUES = 1000;
/**
 * The order rows one request may create (a chase books lines × issues rows up front). The
 * chase panel offers up to 200 issues: this allows a 10-line slip over all of them, or 500
 * lines over 4.
 */
export const MAX_ORDER_ROWS = 2_000;
/**
 * The characters of all the codes of one order. The largest line any play allows is a full
 * 五星直选单式 (every one of its 100,000 entries, distinct: 599,999 characters); this is that
 * line and 100,000 characters more for the rest of a slip. It is what bounds an order's body.
 */
export const MAX_ORDER_CODE_CHARS = 700_000;
