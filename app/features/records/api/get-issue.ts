import { lotteryPaths } from '../../../../contract/paths';
import type { IssueInfo } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export const getIssue = (lottery: string) => http.get<IssueInfo>(lotteryPaths.issue, { lottery });
