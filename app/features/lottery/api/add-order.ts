import { lotteryEndpoints, type AddOrderResult } from '../../../../contract/lottery';
import type { BuiltOrder } from '../../../../engine-worker/client';
import { call } from '../../../lib/call';
import { EncodedBody, REQUEST_TIMEOUT_BULK_MS } from '../../../lib/http';

/** The body comes from the worker (buildOrder), lz-string encoded when large. */
export const addOrder = (built: Pick<BuiltOrder, 'body' | 'encoding'>): Promise<AddOrderResult> =>
  call(lotteryEndpoints.addOrder, new EncodedBody(built.body, built.encoding), { timeoutMs: REQUEST_TIMEOUT_BULK_MS });
