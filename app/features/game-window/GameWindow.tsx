import { useEffect, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { FloatingWindow } from '../../../design-system';
import { sessionState } from '../../stores/session-store';
import { openWallet } from '../../stores/wallet-store';
import {
  closeGameWindow,
  gameWindowState,
  loadGameWindow,
  maximizeGameWindow,
  minimizeGameWindow,
  moveGameWindow,
  resizeGameWindow,
  restoreGameWindow,
} from './game-window-store';
import { GAME_WINDOW_MIN, placeIn, type Viewport } from './window-geometry';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const viewportKey = () => `${window.innerWidth}x${window.innerHeight}`;
const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating game window, mounted by the shell so it stays open across route changes. It follows
 * the logged-in user: each user gets back their own window, where they left it.
 */
export function GameWindow() {
  const user = useSnapshot(sessionState).user?.cn ?? null;
  const state = useSnapshot(gameWindowState);
  // re-render on viewport changes: the remembered place is fitted into the current viewport
  useSyncExternalStore(subscribeToResize, viewportKey);

  useEffect(() => {
    loadGameWindow(user, viewportNow());
  }, [user]);

  if (!state.open || state.user !== user) return null;
  return (
    <FloatingWindow
      title={state.title}
      mode={state.mode}
      bounds={placeIn(state.bounds, viewportNow())}
      minWidth={GAME_WINDOW_MIN.width}
      minHeight={GAME_WINDOW_MIN.height}
      links={[{ label: '转账', onClick: () => openWallet('transfer', { defaultIn: state.wallet }) }]}
      onMove={(position) => moveGameWindow(position, viewportNow())}
      onResize={(bounds) => resizeGameWindow(bounds, viewportNow())}
      onMinimize={minimizeGameWindow}
      onMaximize={maximizeGameWindow}
      onRestore={restoreGameWindow}
      onClose={closeGameWindow}
    >
      <iframe title={state.title} src={state.url} allow="fullscreen; autoplay" />
    </FloatingWindow>
  );
}
