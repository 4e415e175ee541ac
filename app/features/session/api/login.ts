import { sessionPaths } from '../../../../contract/paths';
import type { LoginRequest, LoginResponse } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST /sso/login */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return http.post<LoginResponse>(sessionPaths.login, { appId: 5, ...request });
}
