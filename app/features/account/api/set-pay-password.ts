import { userEndpoints, type SetPayPasswordRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** The first fund password. */
export const setPayPassword = (request: SetPayPasswordRequest) => call(userEndpoints.setPayPassword, request);
