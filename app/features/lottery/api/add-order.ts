import { lotteryPaths } from '../../../../contract/paths';
import type { AddOrderResult } from '../../../../contract/lottery';
import { postEncoded } from './lottery-request';

/** The body comes from the worker (buildOrder), lz-string encoded when large. */
export const addOrder = (encoded: { body: string; encoding: string | null }) => postEncoded<AddOrderResult>(lotteryPaths.addOrder, encoded);
