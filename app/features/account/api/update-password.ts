import { userEndpoints, type UpdatePasswordRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Changes the login password (the old one is checked; the user's other sessions end). */
export const updatePassword = (request: UpdatePasswordRequest) => call(userEndpoints.updatePassword, request);
