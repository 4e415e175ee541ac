import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { isLoginPath, isPublicPath, routes } from '../paths';
import { sessionState, showExpiredWarning } from '../stores/session-store';

/**
 * A protected path without a session goes to /login with the expired-session warning (unless the
 * player just logged out); a logged-in player on the login screen goes to /index.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { loggedIn, ended } = useSnapshot(sessionState);
  const [location, navigate] = useLocation();
  const { parser } = useRouter();
  // Unknown paths are left to the route table (→ /page404), whoever asks.
  const known = Object.values(routes).some((pattern) => matchRoute(parser, pattern, location)[0]);
  const blocked = known && !loggedIn && !isPublicPath(location);
  const home = loggedIn && isLoginPath(location);

  useEffect(() => {
    if (blocked) {
      if (ended !== 'logout') showExpiredWarning();
      navigate(routes.login, { replace: true });
    } else if (home) {
      navigate(routes.index, { replace: true });
    }
  }, [blocked, home, ended, navigate]);

  return blocked || home ? null : <>{children}</>;
}
