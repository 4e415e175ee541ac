import { sessionPaths } from '../../../contract/paths';
import { http } from '../http';

/** GET /sso/logout (cn): ends the server session and its cookie. */
export async function logoutRequest(cn: string): Promise<void> {
  await http.getEnvelope(sessionPaths.logout, { cn }, { ignoreExpiry: true });
}
