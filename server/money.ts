import { fromMinorUnits, toMinorUnits } from '../engine-worker/orders/money';

/** Minor units (the ledger's integers) → the yuan decimal string the wire carries; never through a float. */
export const yuan = (minor: number): string => fromMinorUnits(BigInt(minor));

/** A yuan decimal string → minor units, exactly (refuses more than 4 decimals). */
export const minor = (yuan: string): number => Number(toMinorUnits(yuan));
