import { lotteryEndpoints } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

/** Stops a chase for the chosen issues (the issues in the body: a long chase's list does not fit a URL). */
export const cancelTrace = (traceId: string, issues: string[]): Promise<{ traceId: string; issues: string[] }> =>
  call(lotteryEndpoints.traceCancelPost, { traceId, issues });
