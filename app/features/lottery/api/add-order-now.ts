import { lotteryEndpoints, type InstantResult } from '../../../../contract/lottery';
import type { BuiltOrder } from '../../../../engine-worker/client';
import { call } from '../../../lib/call';
import { EncodedBody, REQUEST_TIMEOUT_BULK_MS } from '../../../lib/http';

/** Instant lottery: drawn at once. The body comes from the worker (buildOrder). */
export const addOrderNow = (built: Pick<BuiltOrder, 'body' | 'encoding'>): Promise<InstantResult> =>
  call(lotteryEndpoints.addOrderNow, new EncodedBody(built.body, built.encoding), { timeoutMs: REQUEST_TIMEOUT_BULK_MS });
