import { lotteryPaths } from '../../../../contract/paths';
import type { IssueInfo } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

/** GET issue_info_app?lottery=A,B: the issue on sale and seconds to its deadline, per lottery. */
export function getIssueInfos(codes: readonly string[]): Promise<Record<string, IssueInfo>> {
  return http.get<Record<string, IssueInfo>>(lotteryPaths.issueInfoApp, { lottery: codes.join(',') });
}
