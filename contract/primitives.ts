/**
 * Brands, response envelopes, and the error catalogue (error-catalogue.ts) re-exported.
 * Types and constants only.
 */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Money on the wire: a decimal string in yuan, e.g. "12.345". */
export type DecimalString = Brand<string, 'DecimalString'> | string;
export type LotteryCode = string;

export type IssueNo = string;

/**
 * Session and user calls (`/sso`, `/sobet`): code 0 = success, payload in `data`.
 * Lottery calls (`/lottery`): code 1 = success, payload in `result`.
 * Any other code is an error whose `msg` is shown to the player.
 */
export interface UserEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
}
export interface LotteryEnvelope<T> {
  code: number;
  msg: string;
  result?: T;
}
export const USER_OK = 0;
export const LOTTERY_OK = 1;

export { errorCodes, type ErrorName } from './error-catalogue';
