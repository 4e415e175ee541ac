import { ErrorBoundary } from '../../design-system';
import { FundPasswordDialog } from '../features/account/FundPasswordDialog';
import { SecurityQuestionDialog } from '../features/account/SecurityQuestionDialog';
import { GameWindow } from '../features/game-window/GameWindow';
import { RealityCheck } from '../features/protection/RealityCheck';
import { FundPasswordPrompt } from '../shared/FundPasswordPrompt';
import { ChatModal } from './ChatModal';
import { ChatNotifications } from './ChatNotifications';
import { SessionRuntime } from './SessionRuntime';
import { SideNav } from './SideNav';
import { WalletModal } from './WalletModal';
import { WinNotifications } from './WinNotifications';

/**
 * What runs and shows only for a logged-in player besides the header: the session runtime (login
 * checks, socket), the side nav, the app-wide dialogs and notices (the reality check among them), the wallet and chat modals and the
 * game window. A chunk of its own (the shell loads it at log-in), so the login page does not carry it.
 */
export function MemberShell({ bare }: { bare: boolean }) {
  return (
    <>
      <SessionRuntime />
      {/* quiet parts: a failure of one of them shows nothing rather than a panel over the page */}
      <ErrorBoundary frame={() => null}>
        {!bare ? <SideNav /> : null}
        <SecurityQuestionDialog />
        <FundPasswordDialog />
        <FundPasswordPrompt />
        <WinNotifications />
        <ChatNotifications />
        <RealityCheck />
      </ErrorBoundary>
      <WalletModal />
      <ChatModal />
      <GameWindow />
    </>
  );
}
