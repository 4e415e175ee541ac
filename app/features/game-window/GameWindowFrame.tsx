import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { FloatingWindow } from '../../../design-system';
import { throwIfRenderFault } from '../../lib/render-fault';
import { openWallet } from '../../stores/wallet-store';
import {
  closeGameWindow,
  gameWindowState,
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

/** The open game window's frame (react-rnd through FloatingWindow): a chunk of its own, loaded when a game first opens. */
export function GameWindowFrame() {
  const state = useSnapshot(gameWindowState);
  // re-render on viewport changes: the remembered place is fitted into the current viewport
  useSyncExternalStore(subscribeToResize, viewportKey);
  throwIfRenderFault('game-window');
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
