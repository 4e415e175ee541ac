/**
 * The floating game window: which game it shows, where it is and in which state (restored,
 * minimised, maximised). Remembered per user in local storage, so it reopens where it was after a
 * reload or the next log-in. Fullscreen is the browser's own state and is not remembered (a page
 * cannot enter it without a click).
 */
import { proxy } from 'valtio';
import { readStored, writeStored } from '../../lib/storage';
import { GAME_DEFAULT_IN_WALLET } from '../../stores/wallet-store';
import { clampSize, fitInViewport, placeIn, snapToEdges, type Viewport, type WindowBounds } from './window-geometry';

export type WindowMode = 'restored' | 'minimized' | 'maximized';

export interface GameWindowRequest {
  /** Shown in the title bar. */
  title: string;
  /** The game page embedded in the window's frame. */
  url: string;
  /** Inbound wallet of the title bar's transfer link (default hqt, the board-game wallet). */
  wallet?: string;
}

interface Remembered {
  open: boolean;
  title: string;
  url: string;
  wallet: string;
  mode: WindowMode;
  restoreTo: Exclude<WindowMode, 'minimized'>;
  bounds: WindowBounds | null;
}

const closed: Remembered = { open: false, title: '', url: '', wallet: GAME_DEFAULT_IN_WALLET, mode: 'restored', restoreTo: 'restored', bounds: null };

export const gameWindowState = proxy({
  /** Whose window this is (null when nobody is logged in: nothing is remembered). */
  user: null as string | null,
  ...closed,
});

export const storageKeyOf = (user: string) => `gameWindow:${user}`;

function remember(): void {
  if (!gameWindowState.user) return;
  const { open, title, url, wallet, mode, restoreTo, bounds } = gameWindowState;
  writeStored(storageKeyOf(gameWindowState.user), { open, title, url, wallet, mode, restoreTo, bounds } satisfies Remembered);
}

const modes: readonly WindowMode[] = ['restored', 'minimized', 'maximized'];
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** What was stored, keeping only well-formed fields (storage is user-editable). */
function readRemembered(user: string): Remembered {
  const raw = readStored<Partial<Remembered> | null>(storageKeyOf(user), null);
  if (!raw || typeof raw !== 'object') return { ...closed };
  const b = raw.bounds;
  const bounds = b && isNumber(b.x) && isNumber(b.y) && isNumber(b.width) && isNumber(b.height) ? { x: b.x, y: b.y, width: b.width, height: b.height } : null;
  const hasGame = typeof raw.url === 'string' && raw.url !== '';
  return {
    open: raw.open === true && hasGame,
    title: typeof raw.title === 'string' ? raw.title : '',
    url: hasGame ? raw.url! : '',
    wallet: typeof raw.wallet === 'string' ? raw.wallet : GAME_DEFAULT_IN_WALLET,
    mode: modes.includes(raw.mode as WindowMode) ? (raw.mode as WindowMode) : 'restored',
    restoreTo: raw.restoreTo === 'maximized' ? 'maximized' : 'restored',
    bounds,
  };
}

/** Switches to `user`'s remembered window (null: nobody logged in, the window closes). */
export function loadGameWindow(user: string | null, viewport: Viewport): void {
  const remembered = user ? readRemembered(user) : { ...closed };
  Object.assign(gameWindowState, remembered, { user, bounds: remembered.bounds && fitInViewport(remembered.bounds, viewport) });
}

/** The restored geometry: the remembered one, or the default for this viewport. */
export function currentBounds(viewport: Viewport): WindowBounds {
  return placeIn(gameWindowState.bounds, viewport);
}

/** Opens a game in the window (replacing the one shown); a minimised window comes back. */
export function openGameWindow({ title, url, wallet = GAME_DEFAULT_IN_WALLET }: GameWindowRequest): void {
  Object.assign(gameWindowState, { open: true, title, url, wallet });
  if (gameWindowState.mode === 'minimized') gameWindowState.mode = gameWindowState.restoreTo;
  remember();
}

export function closeGameWindow(): void {
  gameWindowState.open = false;
  remember();
}

/** A drag ended at `position`: kept inside the viewport and snapped to a near edge. */
export function moveGameWindow(position: { x: number; y: number }, viewport: Viewport): void {
  gameWindowState.bounds = snapToEdges({ ...currentBounds(viewport), ...position }, viewport);
  remember();
}

/** A resize ended: never below the minimum size, never outside the viewport. */
export function resizeGameWindow(bounds: WindowBounds, viewport: Viewport): void {
  gameWindowState.bounds = fitInViewport({ ...bounds, ...clampSize(bounds, viewport) }, viewport);
  remember();
}

export function minimizeGameWindow(): void {
  if (gameWindowState.mode !== 'minimized') gameWindowState.restoreTo = gameWindowState.mode;
  gameWindowState.mode = 'minimized';
  remember();
}

export function maximizeGameWindow(): void {
  gameWindowState.mode = 'maximized';
  remember();
}

/** From minimised: back to the state before; from maximised: back to the remembered size and place. */
export function restoreGameWindow(): void {
  gameWindowState.mode = gameWindowState.mode === 'minimized' ? gameWindowState.restoreTo : 'restored';
  remember();
}
