import { sessionPaths } from '../../../../contract/paths';
import type { LoginResponse, RegisterRequest } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST /sso/register with the invite code of /register/{sign}. */
export function register(request: RegisterRequest): Promise<LoginResponse> {
  return http.post<LoginResponse>(sessionPaths.register, request);
}
