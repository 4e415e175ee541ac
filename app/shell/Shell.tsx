import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ThemeProvider, Toaster } from '../../design-system';
import { FundPasswordDialog } from '../features/account/FundPasswordDialog';
import { GameWindow } from '../features/game-window/GameWindow';
import { SecurityQuestionDialog } from '../features/account/SecurityQuestionDialog';
import { isBarePage, pageTitleOf, showsFloatingAds } from '../paths';
import { FundPasswordPrompt } from '../shared/FundPasswordPrompt';
import { preferencesState } from '../stores/preferences-store';
import { sessionState } from '../stores/session-store';
import { ChatModal } from './ChatModal';
import { ChatNotifications } from './ChatNotifications';
import { ExpiredWarning } from './ExpiredWarning';
import { FloatingAds } from './FloatingAds';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteGuard } from './RouteGuard';
import { SessionRuntime } from './SessionRuntime';
import { SideNav } from './SideNav';
import { WalletModal } from './WalletModal';
import { WinNotifications } from './WinNotifications';

/** Header, footer, side nav and the app-wide dialogs around the current route. */
export function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { theme } = useSnapshot(preferencesState);
  const { loggedIn } = useSnapshot(sessionState);
  const bare = isBarePage(location);

  useEffect(() => {
    document.title = pageTitleOf(location);
  }, [location]);

  return (
    <ThemeProvider theme={theme}>
      <SessionRuntime />
      {!bare && loggedIn ? <Header /> : null}
      <RouteGuard>{children}</RouteGuard>
      {!bare ? <Footer /> : null}
      {!bare && loggedIn ? <SideNav /> : null}
      {showsFloatingAds(location) ? <FloatingAds /> : null}
      {loggedIn ? (
        <>
          <WalletModal />
          <ChatModal />
          <SecurityQuestionDialog />
          <FundPasswordDialog />
          <FundPasswordPrompt />
          <WinNotifications />
          <ChatNotifications />
          <GameWindow />
        </>
      ) : null}
      <ExpiredWarning />
      <Toaster />
    </ThemeProvider>
  );
}
