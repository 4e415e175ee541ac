import { sessionEndpoints } from '../../../contract/session';
import { call } from '../call';

/** Ends the server session and its cookie; no expired-session handling, the local session ends anyway. */
export const logoutRequest = (cn: string) => call(sessionEndpoints.logout, { cn }, { ignoreExpiry: true });
