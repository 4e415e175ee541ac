import { sessionEndpoints, type LoginRequest, type LoginResponse } from '../../../../contract/session';
import { call } from '../../../lib/call';

export const login = (request: LoginRequest): Promise<LoginResponse> => call(sessionEndpoints.login, { appId: 5, ...request });
