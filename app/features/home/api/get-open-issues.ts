import { lotteryPaths } from '../../../../contract/paths';
import type { DrawRecord } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

/** GET open_issue?lottery=A,B: the latest drawn issue and numbers per lottery. */
export function getOpenIssues(codes: readonly string[]): Promise<Record<string, DrawRecord>> {
  return http.get<Record<string, DrawRecord>>(lotteryPaths.openIssue, { lottery: codes.join(',') });
}
