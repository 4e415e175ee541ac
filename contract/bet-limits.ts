/**
 * Bet limits both sides apply: the app bounds its steppers and clamps with them, the engine
 * checks order lines with them, the server refuses orders and chases beyond them.
 */

/** The largest multiple (倍数) of an order line, of a chase issue (line × issue multiple) and of a re-bet. */
export const MAX_MULTIPLE = 99_999;
