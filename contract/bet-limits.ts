/**
 * Bet limits both sides apply: the app bounds its steppers and clamps with them, the engine
 * checks order lines with them, the server refuses orders and chases beyond them.
 */

/** The largest multiple (倍数) of an order line, of a chase issue (line × issue multiple) and of a re-bet. */
export const MAX_MULTIPLE = 99_999;

/** A typed or computed multiple brought into 1-MAX_MULTIPLE: fractions cut, nothing or nonsense 1. */
export function clampMultiple(value: number): number {
  return Math.min(MAX_MULTIPLE, Math.max(1, Math.floor(value) || 1));
}
