import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary, styled } from '../../../design-system';
import { lazyComponent } from '../../lib/lazy-component';
import { useUserInfo } from '../../stores/user-info';
import { closeGameWindow, gameWindowState, loadGameWindow } from './game-window-store';

const GameWindowFrame = lazyComponent(() => import(/* webpackChunkName: "game-window" */ './GameWindowFrame').then((m) => m.GameWindowFrame));

// Where a failed window says so: the corner it would float in, with a way to close it.
const FailureBox = styled('div', {
  position: 'fixed',
  right: '$5',
  bottom: '$5',
  zIndex: 20,
  width: '320px',
  backgroundColor: '$panelRaised',
  border: '1px solid $border',
  borderRadius: '$3',
  '& > button': { all: 'unset', display: 'block', margin: '0 auto $3', color: '$textMuted', fontSize: '$2', cursor: 'pointer' },
});

/**
 * The floating game window, mounted by the shell so it stays open across route changes. It follows
 * the logged-in user: each user gets back their own window, where they left it. A failure stays in the window's corner.
 */
export function GameWindow() {
  const user = useUserInfo()?.cn ?? null;
  const state = useSnapshot(gameWindowState);

  useEffect(() => {
    loadGameWindow(user, { width: window.innerWidth, height: window.innerHeight });
  }, [user]);

  if (!state.open || state.user !== user) return null;
  return (
    <ErrorBoundary
      compact
      title="游戏窗口出错了"
      message="游戏窗口暂时无法显示，请重试或关闭。"
      resetKeys={[state.url]}
      frame={(panel) => (
        <FailureBox>
          {panel}
          <button type="button" onClick={closeGameWindow}>
            关闭
          </button>
        </FailureBox>
      )}
    >
      <Suspense fallback={null}>
        <GameWindowFrame />
      </Suspense>
    </ErrorBoundary>
  );
}
