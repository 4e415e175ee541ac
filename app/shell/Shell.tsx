import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ErrorBoundary, ThemeProvider } from '../../design-system';
import { isBarePage, pageTitleOf, showsFloatingAds } from '../paths';
import { lazyComponent } from '../lib/lazy-component';
import { lazyWithQueries } from '../shared/lazy-with-queries';
import { preferencesState } from '../stores/preferences-store';
import { sessionState } from '../stores/session-store';
import { ExpiredWarning } from './ExpiredWarning';
import { FloatingAds } from './FloatingAds';
import { Footer } from './Footer';
import { RouteGuard } from './RouteGuard';

// What only a logged-in player sees: one chunk (shell-member), loaded at log-in, so the login page does not carry it.
const Header = lazyWithQueries(() => import(/* webpackChunkName: "shell-member" */ './Header').then((m) => m.Header));
const MemberShell = lazyWithQueries(() => import(/* webpackChunkName: "shell-member" */ './MemberShell').then((m) => m.MemberShell));

// No page shows a toast at its first render: the toasts' viewport is a chunk (toaster) asked for just after it.
const Toaster = lazyComponent(() => import(/* webpackChunkName: "toaster" */ '../../design-system/components/Toaster').then((m) => m.Toaster));

/** Loads the logged-in shell's chunks (the start-up, for a player already logged in, before the first render). */
export function preloadMemberShell(): Promise<void> {
  return Promise.all([Header.preload(), MemberShell.preload()]).then(() => undefined);
}

/** Header, footer, side nav and the app-wide dialogs around the current route. */
export function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { theme } = useSnapshot(preferencesState);
  const { loggedIn } = useSnapshot(sessionState);
  const bare = isBarePage(location);
  const [firstRenderDone, setFirstRenderDone] = useState(false);
  useEffect(() => setFirstRenderDone(true), []);

  useEffect(() => {
    document.title = pageTitleOf(location);
  }, [location]);

  return (
    <ThemeProvider theme={theme}>
      {!bare && loggedIn ? (
        // a failing header leaves the page below it working
        <ErrorBoundary compact title="顶部栏出错了" message="顶部栏暂时无法显示，请重试。" resetKeys={[location]}>
          <Suspense fallback={null}>
            <Header />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <RouteGuard>{children}</RouteGuard>
      {!bare ? <Footer /> : null}
      {showsFloatingAds(location) ? <FloatingAds /> : null}
      {loggedIn ? (
        // a failure here (its chunk did not load) shows nothing; the next page tries again
        <ErrorBoundary frame={() => null} resetKeys={[location]}>
          <Suspense fallback={null}>
            <MemberShell bare={bare} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <ExpiredWarning />
      {firstRenderDone ? (
        // a failure here (its chunk did not load) shows no toasts rather than breaking the page
        <ErrorBoundary frame={() => null}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </ThemeProvider>
  );
}
