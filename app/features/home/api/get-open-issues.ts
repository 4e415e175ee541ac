import { lotteryEndpoints, type DrawRecord } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

/** GET open_issue?lottery=A,B: the latest drawn issue and numbers per lottery. */
export const getOpenIssues = (codes: readonly string[]): Promise<Record<string, DrawRecord>> => call(lotteryEndpoints.openIssue, { lottery: codes.join(',') });
