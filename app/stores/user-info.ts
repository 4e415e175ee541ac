/**
 * Who is logged in, as the server describes them (nickname, user type, fund password and security
 * questions set, two-step switches…): a cached read of the user center. The log-in answer is kept
 * locally by the session store (`signIn`), so a reload shows the shell at once: that copy is the
 * read's value until the server answers. The read is asked at log-in and after any change to what
 * it holds (`refreshUserInfo`), not on every screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { userEndpoints, type UserInfo } from '../../contract/session';
import { call } from '../lib/call';
import { queryClient, queryKeyOf } from '../lib/query-client';
import { keepUserLocally, onSessionCleared, onSignedIn, sessionState, storedUser } from './session-store';

const userInfoKey = queryKeyOf(userEndpoints.userCenter, {});

async function fetchUserInfo(signal: AbortSignal): Promise<UserInfo> {
  const { userInfo } = await call(userEndpoints.userCenter, {}, { signal });
  keepUserLocally(userInfo);
  return userInfo;
}

/** The read: its first value is the copy kept locally (the log-in answer, or the last answer before a reload). */
export function userInfoRead() {
  const kept = storedUser();
  return {
    queryKey: userInfoKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchUserInfo(signal),
    staleTime: Infinity,
    ...(kept ? { initialData: kept, initialDataUpdatedAt: 0 } : {}),
  };
}

/** The user info now, for verbs outside a screen (opening the wallet or the chat); null when logged out. */
export function currentUser(): UserInfo | null {
  if (!sessionState.loggedIn) return null;
  return queryClient.getQueryData<UserInfo>(userInfoKey) ?? storedUser();
}

/** The user info on screen; null when logged out. */
export function useUserInfo(): UserInfo | null {
  const { loggedIn } = useSnapshot(sessionState);
  const { data } = useQuery({ ...userInfoRead(), enabled: loggedIn }, queryClient);
  return loggedIn ? (data ?? null) : null;
}

/** Asks the user center again (after a change of nickname, fund password, bindings…); a failure keeps what was shown. */
export async function refreshUserInfo(): Promise<UserInfo | null> {
  if (!sessionState.loggedIn) return null;
  try {
    return await queryClient.fetchQuery({ ...userInfoRead(), staleTime: 0 });
  } catch {
    return currentUser();
  }
}

onSessionCleared(() => queryClient.removeQueries({ queryKey: userInfoKey }));
// Signing in (again, or as someone else) replaces what the cache holds.
onSignedIn((user) => queryClient.setQueryData(userInfoKey, user));
