import type { AdminNotice } from '../../../../contract/content';
import { contentPaths } from '../../../../contract/paths';
import { http } from '../../../lib/http';

/** GET getAdminNotice.do: the platform notices, newest first. */
export function getNotices(): Promise<AdminNotice[]> {
  return http.get<AdminNotice[]>(contentPaths.notices);
}
