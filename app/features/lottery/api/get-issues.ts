import { lotteryPaths } from '../../../../contract/paths';
import type { IssueInfo } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

/** Issue info of several lotteries at once (the side list's countdowns). */
export const getIssues = (lotteries: string[]) => lotteryGet<Record<string, IssueInfo>>(lotteryPaths.issueInfoApp, { lottery: lotteries.join(',') });
