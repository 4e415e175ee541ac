import { contentEndpoints, type AdminNotice } from '../../../../contract/content';
import { call } from '../../../lib/call';

/** Newest first. */
export const getNotices = (): Promise<AdminNotice[]> => call(contentEndpoints.notices);
