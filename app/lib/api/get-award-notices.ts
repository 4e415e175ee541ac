import { awardNoticesEndpoint, type AwardNotices } from '../../../contract/socket';
import { call } from '../call';

/** The win notices after `after`; without it, only the current cursor. */
export const getAwardNotices = (after?: number): Promise<AwardNotices> => call(awardNoticesEndpoint, after === undefined ? {} : { after });
