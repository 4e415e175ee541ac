import { userEndpoints, type UpdatePayPasswordRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Changes the fund password (the old one is checked). */
export const updatePayPassword = (request: UpdatePayPasswordRequest) => call(userEndpoints.updatePayPassword, request);
