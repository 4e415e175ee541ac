import { lotteryPaths } from '../../../../contract/paths';
import type { IssueInfo } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

export const getIssue = (lottery: string) => lotteryGet<IssueInfo>(lotteryPaths.issue, { lottery });
