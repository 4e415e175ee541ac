import { createRoot } from 'react-dom/client';
import { appPageStyles, globalStyles, pinnedFontTheme } from '../design-system';
import { App } from './App';
import { preloadRoute } from './lib/route-preload';
import { isLoginPath, isPublicPath, routes } from './paths';
import { preloadMemberShell } from './shell/Shell';
import { installSessionExpiry, sessionState } from './stores/session-store';
import { captureWalletHash } from './stores/wallet-store';

// The client start-up unregisters any service worker (an old one would serve stale pages).
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
  .catch(() => undefined);

// wouter ignores the hash: read it once (#charge, #transfer, #withdraw open the wallet 1 s after load).
captureWalletHash(location.hash);
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
const firstPath = !loggedIn && !isPublicPath(path) ? routes.login : loggedIn && isLoginPath(path) ? routes.index : path;
void Promise.all([preloadRoute(firstPath), loggedIn ? preloadMemberShell() : null]).then(() => createRoot(rootElement).render(<App />));
