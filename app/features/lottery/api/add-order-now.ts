import { lotteryPaths } from '../../../../contract/paths';
import type { InstantResult } from '../../../../contract/lottery';
import { lotteryPost } from './lottery-request';

/** Instant lottery: drawn at once. */
export const addOrderNow = (encoded: { body: string; encoding: string | null }) => lotteryPost<InstantResult>(lotteryPaths.addOrderNow, undefined, encoded);
