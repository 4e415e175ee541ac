import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary } from '../../design-system';
import { lazyComponent } from '../lib/lazy-component';
import { dismissExpiredWarning, EXPIRED_WARNING_MS, sessionState } from '../stores/session-store';

// The dialog, with the modal under it, is a chunk of its own: the login page's first render does not draw it.
const ExpiredDialog = lazyComponent(() => import(/* webpackChunkName: "expired-warning" */ './ExpiredDialog').then((m) => m.ExpiredDialog));

/** Loads the dialog ahead (the start-up, when the first page will show it). */
export const preloadExpiredWarning = ExpiredDialog.preload;

/** "系统消息 · 登录状态已失效，请重新登录", closed by itself after 3 s. */
export function ExpiredWarning() {
  const { expiredWarning, loggedIn } = useSnapshot(sessionState);
  // A logged-in session can end at any moment: its dialog is loaded with the logged-in shell.
  useEffect(() => {
    if (loggedIn) void preloadExpiredWarning();
  }, [loggedIn]);
  useEffect(() => {
    if (!expiredWarning) return;
    const timer = setTimeout(dismissExpiredWarning, EXPIRED_WARNING_MS);
    return () => clearTimeout(timer);
  }, [expiredWarning]);
  if (!expiredWarning) return null;
  return (
    // its chunk did not load: no warning rather than a broken shell
    <ErrorBoundary frame={() => null}>
      <Suspense fallback={null}>
        <ExpiredDialog />
      </Suspense>
    </ErrorBoundary>
  );
}
