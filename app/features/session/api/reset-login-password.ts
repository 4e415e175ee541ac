import { userEndpoints, type ResetLoginPasswordRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Forgotten password, step 3: the new password with the token of step 2. */
export const resetLoginPassword = (request: ResetLoginPasswordRequest) => call(userEndpoints.resetLoginPassword, request);
