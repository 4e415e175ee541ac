/** The lottery screen's constants. The money modes and the multiple limit are declared once elsewhere and re-exported here. */
export { bettableMoneyModes as moneyModes } from '../../../engine-worker/client';

export const DEFAULT_LOTTERY = 'HN1FC';
export const DEFAULT_MONEY_MODE = '2';
export const DEFAULT_MULTIPLE = 1;
export { MAX_MULTIPLE } from '../../../contract/bet-limits';
export const TREND_SIZE = 30;
export { ISSUE_REFETCH_MS as REFETCH_DELAY_MS } from '../../lib/issue-countdown';
export const SOCKET_REFRESH_MS = [2_000, 5_000] as const;
export const RECORD_RETRY_MS = 3_000;
export const INSTANT_RESULT_DELAY_MS = 1_500;
export const INSTANT_RECORDS_DELAY_MS = 2_000;
export const INSTANT_CONTINUOUS_DEFAULT = 5;
export const OFTEN_PLAYS_MAX = 6;
/** The notice when sales move to the next issue (a countdown modal, 3 s). */
export const ISSUE_NOTICE_MS = 3_000;

/** Chase types: 1 profit rate, 2 same multiple, 3 doubling (default). */
export const chaseTypes = [
  { value: 1, label: '利润率追号' },
  { value: 2, label: '同倍追号' },
  { value: 3, label: '翻倍追号' },
] as const;
export type ChaseType = 1 | 2 | 3;
export const chaseDefaults = { type: 3 as ChaseType, start: 1, count: 5, minRate: 1, gap: 2, multiple: 2, winStop: true };

/** Lotteries whose draws animate as a race (pk10). */
export const raceFamilies = ['pk10'] as const;
