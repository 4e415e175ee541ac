/**
 * Whether someone is logged in, and why the last session ended. The logged-in flag and a copy of the
 * user info are kept locally so a reload keeps the shell; the user info itself is server state, a
 * cached read (stores/user-info.ts) that starts from that copy. The server stays the truth: a login
 * check 2 s after mount then every 20 s, and any 401 from the HTTP client, end the local session.
 */
import { proxy } from 'valtio';
import { sessionEndpoints, type UserInfo } from '../../contract/session';
import { toast } from '../../design-system';
import { call } from '../lib/call';
import { http, HttpError } from '../lib/http';
import { readStored, writeStored } from '../lib/storage';
import { firstPageErrors } from '../../contract/first-page-errors';

export const LOGIN_CHECK_FIRST_MS = 2000;
export const LOGIN_CHECK_EVERY_MS = 20_000;
export const EXPIRED_WARNING_MS = 3000;
export const EXPIRED_TITLE = '系统消息';
export const EXPIRED_MESSAGE = firstPageErrors.notLoggedIn.msg;
export const LOGOUT_NOTICE = '您已安全退出';

const keys = { loggedIn: 'loggedIn', user: 'userInfo' } as const;

export type SessionEnd = 'logout' | 'expired' | null;

export const sessionState = proxy({
  loggedIn: readStored<boolean>(keys.loggedIn, false),
  /** Why the last session ended; a protected path shows the expiry warning unless the player logged out. */
  ended: null as SessionEnd,
  /** The "login state expired" dialog (closed after 3 s). */
  expiredWarning: false,
});

const listeners = new Set<() => void>();
/** Other stores clear their per-user state here (balance, unread counts…). */
export function onSessionCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const signInListeners = new Set<(user: UserInfo) => void>();
/** The user info read takes each log-in's answer here (it is not loaded on the login page). */
export function onSignedIn(listener: (user: UserInfo) => void): void {
  signInListeners.add(listener);
}

/** Logged in with `user`, the log-in (or register) answer: the user info read starts from it. */
export function signIn(user: UserInfo): void {
  keepUserLocally(user);
  for (const listener of signInListeners) listener(user);
  sessionState.loggedIn = true;
  sessionState.ended = null;
  sessionState.expiredWarning = false;
  writeStored(keys.loggedIn, true);
}

/** The local copy of the user info: the first value of its cached read after a reload. */
export const storedUser = (): UserInfo | null => readStored<UserInfo | null>(keys.user, null);

export function keepUserLocally(user: UserInfo): void {
  writeStored(keys.user, user);
}

function clearLocal(reason: Exclude<SessionEnd, null>): void {
  sessionState.loggedIn = false;
  sessionState.ended = reason;
  writeStored(keys.loggedIn, undefined);
  writeStored(keys.user, undefined);
  for (const listener of listeners) listener();
}

/**
 * 'tip': the player chose to log out: server call (ends the session cookie), local flags cleared,
 * a notice. 'logout': local only (the server already ended it).
 */
export async function logout(mode: 'tip' | 'logout'): Promise<void> {
  const cn = storedUser()?.cn ?? '';
  if (mode === 'tip') {
    try {
      // ignoreExpiry: no expired-session handling, the local session ends anyway.
      await call(sessionEndpoints.logout, { cn }, { ignoreExpiry: true });
    } catch {
      // The cookie may already be gone; the local session ends either way.
    }
    clearLocal('logout');
    toast.success(LOGOUT_NOTICE);
    return;
  }
  clearLocal('logout');
}

/** The server says the session is gone: local log-out; the route guard then shows the warning. */
export function expireSession(): void {
  if (!sessionState.loggedIn) return;
  clearLocal('expired');
}

export function showExpiredWarning(): void {
  sessionState.expiredWarning = true;
}
export function dismissExpiredWarning(): void {
  sessionState.expiredWarning = false;
}

/** The periodic login check: a session the server says is gone forces a local log-out. Other failures change nothing. */
export async function checkLoginState(): Promise<boolean> {
  if (!sessionState.loggedIn) return false;
  try {
    await call(sessionEndpoints.loginState, { appId: 5 }, { ignoreExpiry: true });
    return true;
  } catch (error) {
    // The server saying the session is gone is an answer; any other failure changes nothing.
    if (!(error instanceof HttpError && error.expired)) return sessionState.loggedIn;
    expireSession();
    return false;
  }
}

/** Wires the HTTP client's expired-session handling to this store (called once at start-up). */
export function installSessionExpiry(): void {
  http.onSessionExpired(expireSession);
}
