import { sessionEndpoints, type LoginState } from '../../../contract/session';
import { call } from '../call';
import { HttpError } from '../http';

/** The periodic login check: null when the server says the session is gone (that is an answer, not an error). */
export const getLoginState = (): Promise<LoginState | null> =>
  call(sessionEndpoints.loginState, { appId: 5 }, { ignoreExpiry: true }).catch((error: unknown) => {
    if (error instanceof HttpError && error.expired) return null;
    throw error;
  });
