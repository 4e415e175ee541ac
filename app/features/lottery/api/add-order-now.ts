import { lotteryPaths } from '../../../../contract/paths';
import type { InstantResult } from '../../../../contract/lottery';
import { postEncoded } from './lottery-request';

/** Instant lottery: drawn at once. */
export const addOrderNow = (encoded: { body: string; encoding: string | null }) => postEncoded<InstantResult>(lotteryPaths.addOrderNow, encoded);
