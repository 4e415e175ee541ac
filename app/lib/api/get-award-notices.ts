import { lotteryPaths } from '../../../contract/paths';
import type { AwardNotices } from '../../../contract/socket';
import { http } from '../http';

/** GET the win notices after `after` (code 1, result { notices, cursor }); without it, only the current cursor. */
export function getAwardNotices(after?: number): Promise<AwardNotices> {
  return http.get<AwardNotices>(lotteryPaths.awardNotices, after === undefined ? {} : { after });
}
