import { sessionEndpoints, type LoginResponse, type RegisterRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** With the invite code of /register/{sign}. */
export const register = (request: RegisterRequest): Promise<LoginResponse> => call(sessionEndpoints.register, request);
