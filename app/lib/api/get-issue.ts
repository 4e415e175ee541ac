import { lotteryEndpoints, type IssueInfo } from '../../../contract/lottery';
import { call } from '../call';

/** The issue on sale and its countdown (the lottery screen, the re-bet dialog). */
export const getIssue = (lottery: string): Promise<IssueInfo> => call(lotteryEndpoints.issue, { lottery });
