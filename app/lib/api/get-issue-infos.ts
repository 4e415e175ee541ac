import { lotteryEndpoints, type IssueInfo } from '../../../contract/lottery';
import { call } from '../call';

/** The issue on sale and seconds to its deadline, per lottery (home countdowns, the lottery side list). */
export const getIssueInfos = (codes: readonly string[]): Promise<Record<string, IssueInfo>> =>
  call(lotteryEndpoints.issueInfoApp, { lottery: codes.join(',') });
