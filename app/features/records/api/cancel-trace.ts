import { lotteryEndpoints } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

/** Stops a chase for the chosen issues (GET with issues[]). */
export const cancelTrace = (traceId: string, issues: string[]): Promise<{ traceId: string; issues: string[] }> => call(lotteryEndpoints.traceCancel, { traceId, 'issues[]': issues });
