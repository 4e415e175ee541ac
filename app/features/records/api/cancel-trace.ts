import { lotteryPaths } from '../../../../contract/paths';
import { http } from '../../../lib/http';

/** Stops a chase for the chosen issues (GET with issues[]). */
export const cancelTrace = (traceId: string, issues: string[]) => http.get<{ traceId: string; issues: string[] }>(lotteryPaths.traceCancel, { traceId, 'issues[]': issues });
