import { createRoot } from 'react-dom/client';
import { appPageStyles, globalStyles, pinnedFontTheme } from '../design-system';
import { App } from './App';
import { loadErrorCatalogue } from './lib/http';
import { preloadRoute } from './lib/route-preload';
import { keepStartHash } from './lib/start-hash';
import { isLoginPath, isPublicPath, routes } from './paths';
import { preloadExpiredWarning } from './shell/ExpiredWarning';
import { preloadMemberShell } from './shell/Shell';
import { installSessionExpiry, sessionState } from './stores/session-store';

// The client start-up unregisters any service worker (an old one would serve stale pages).
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
  .catch(() => undefined);

// wouter ignores the hash: read it once (#charge, #transfer, #withdraw open the wallet 1 s after load).
keepStartHash(location.hash);
installSessionExpiry();

globalStyles();
appPageStyles();
// Browser tests pin the font stack so screenshots match on every machine.
if ((window as { __DS_PIN_FONTS__?: boolean }).__DS_PIN_FONTS__) document.documentElement.classList.add(pinnedFontTheme.className);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('missing #root');
// The chunks the first render needs (the page's screen, the logged-in shell) are loaded before it: no
// spinner flashes in, and no screen waits on React's timer that paces a Suspense reveal.
const { loggedIn } = sessionState;
const path = location.pathname;
// A protected path without a session goes to /login with the expired-session warning (shell/RouteGuard.tsx).
const blocked = !loggedIn && !isPublicPath(path);
const firstPath = blocked ? routes.login : loggedIn && isLoginPath(path) ? routes.index : path;
void Promise.all([preloadRoute(firstPath), loggedIn ? preloadMemberShell() : null, blocked ? preloadExpiredWarning() : null]).then(() => {
  createRoot(rootElement).render(<App />);
  void loadErrorCatalogue().catch(() => undefined); // a failed load leaves the first page's messages and 请求失败
});
