import { sessionPaths } from '../../../contract/paths';
import type { LoginState } from '../../../contract/session';
import { http, type Envelope } from '../http';

/** GET getUserLoginState (appId 5): the raw envelope, since a non-zero code means "log out locally", not an error. */
export function getLoginState(): Promise<Envelope & { data?: LoginState }> {
  return http.getEnvelope(sessionPaths.loginState, { appId: 5 }, { ignoreExpiry: true }) as Promise<Envelope & { data?: LoginState }>;
}
