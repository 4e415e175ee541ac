import { fromMinorUnits } from '../engine-worker/orders/money';

/** Minor units (the ledger's integers) → the yuan decimal string the wire carries; never through a float. */
export const yuan = (minor: number): string => fromMinorUnits(BigInt(minor)) as string;
