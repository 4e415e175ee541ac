import { formatMoney, fromMinorUnits, toMinorUnits } from '../engine-worker/orders/money';

/** Minor units (the ledger's integers) → the yuan decimal string the wire carries; never through a float. */
export const yuan = (minor: number): string => fromMinorUnits(BigInt(minor));

/** A yuan decimal string → minor units, exactly (refuses more than 4 decimals). */
export const minor = (yuan: string): number => Number(toMinorUnits(yuan));

/** Minor units → yuan to the cent, as red packets show every amount (125000 → '12.50'; a share is whole cents). */
export const yuanToCent = (minor: number): string => formatMoney(yuan(minor), 2);
