import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeGameWindow,
  currentBounds,
  gameWindowState,
  loadGameWindow,
  maximizeGameWindow,
  minimizeGameWindow,
  moveGameWindow,
  openGameWindow,
  resizeGameWindow,
  restoreGameWindow,
  storageKeyOf,
} from '../../../../app/features/game-window/game-window-store';
import { defaultBounds, SNAP_MARGIN } from '../../../../app/features/game-window/window-geometry';
import { memoryStore, setStorageBackend, type KeyValueStorage } from '../../../../app/lib/storage';

const viewport = { width: 1280, height: 900 };
const game = { title: '斗地主', url: '/helpercenter' };
let storage: KeyValueStorage;

beforeEach(() => {
  storage = memoryStore();
  setStorageBackend(storage);
  loadGameWindow('demo', viewport);
});

describe('game window store', () => {
  it('opens at the default 870 × 476, centred, with the hqt wallet for its transfer link', () => {
    openGameWindow(game);
    expect(gameWindowState).toMatchObject({ open: true, title: '斗地主', url: '/helpercenter', wallet: 'hqt', mode: 'restored' });
    expect(currentBounds(viewport)).toEqual({ x: 205, y: 212, width: 870, height: 476 });
    expect(defaultBounds({ width: 800, height: 300 })).toEqual({ x: 0, y: 0, width: 800, height: 300 });
  });

  it('never resizes below 280 × 200 nor beyond the viewport', () => {
    openGameWindow(game);
    resizeGameWindow({ x: 300, y: 300, width: 100, height: 50 }, viewport);
    expect(currentBounds(viewport)).toEqual({ x: 300, y: 300, width: 280, height: 200 });
    resizeGameWindow({ x: 300, y: 300, width: 5000, height: 5000 }, viewport);
    expect(currentBounds(viewport)).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
  });

  it('snaps a window dropped within 80 px of an edge flush against it, and leaves it free further away', () => {
    openGameWindow(game);
    resizeGameWindow({ x: 300, y: 300, width: 400, height: 300 }, viewport);
    moveGameWindow({ x: SNAP_MARGIN - 1, y: SNAP_MARGIN - 1 }, viewport);
    expect(currentBounds(viewport)).toMatchObject({ x: 0, y: 0 });
    moveGameWindow({ x: SNAP_MARGIN, y: SNAP_MARGIN }, viewport);
    expect(currentBounds(viewport)).toMatchObject({ x: SNAP_MARGIN, y: SNAP_MARGIN });
    // 70 px from the right and bottom edges
    moveGameWindow({ x: 1280 - 400 - 70, y: 900 - 300 - 70 }, viewport);
    expect(currentBounds(viewport)).toMatchObject({ x: 880, y: 600 });
    // dragged partly off screen: pulled back inside
    moveGameWindow({ x: -50, y: 2000 }, viewport);
    expect(currentBounds(viewport)).toMatchObject({ x: 0, y: 600 });
  });

  it('comes back to the same size and place after maximise and restore, and after minimise from either', () => {
    openGameWindow(game);
    resizeGameWindow({ x: 120, y: 140, width: 500, height: 320 }, viewport);
    const before = currentBounds(viewport);
    maximizeGameWindow();
    expect(gameWindowState.mode).toBe('maximized');
    minimizeGameWindow();
    expect(gameWindowState.mode).toBe('minimized');
    restoreGameWindow();
    expect(gameWindowState.mode).toBe('maximized');
    restoreGameWindow();
    expect(gameWindowState.mode).toBe('restored');
    expect(currentBounds(viewport)).toEqual(before);
    minimizeGameWindow();
    restoreGameWindow();
    expect(gameWindowState.mode).toBe('restored');
    // opening a game brings a minimised window back
    minimizeGameWindow();
    openGameWindow({ title: '牛牛', url: '/helpercenter#Manycai' });
    expect(gameWindowState).toMatchObject({ mode: 'restored', title: '牛牛' });
  });

  it('remembers size, place, state and game per user, and forgets nothing on close', () => {
    openGameWindow(game);
    resizeGameWindow({ x: 120, y: 140, width: 500, height: 320 }, viewport);
    maximizeGameWindow();
    expect(JSON.parse(storage.getItem(storageKeyOf('demo'))!)).toMatchObject({
      open: true,
      mode: 'maximized',
      bounds: { x: 120, y: 140, width: 500, height: 320 },
    });

    loadGameWindow('player1', viewport);
    expect(gameWindowState).toMatchObject({ user: 'player1', open: false, mode: 'restored', bounds: null });
    openGameWindow({ title: '牛牛', url: '/helpercenter' });
    moveGameWindow({ x: 300, y: 300 }, viewport);

    loadGameWindow(null, viewport);
    expect(gameWindowState.open).toBe(false);
    loadGameWindow('demo', viewport);
    expect(gameWindowState).toMatchObject({ open: true, title: '斗地主', mode: 'maximized', bounds: { x: 120, y: 140, width: 500, height: 320 } });

    closeGameWindow();
    loadGameWindow('demo', viewport);
    expect(gameWindowState).toMatchObject({ open: false, bounds: { x: 120, y: 140, width: 500, height: 320 } });
    // a smaller screen next time: the remembered window is fitted into it
    loadGameWindow('demo', { width: 400, height: 300 });
    expect(gameWindowState.bounds).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });

  it('ignores a malformed remembered value', () => {
    storage.setItem(storageKeyOf('demo'), JSON.stringify({ open: true, url: 42, mode: 'huge', bounds: { x: 'a' } }));
    loadGameWindow('demo', viewport);
    expect(gameWindowState).toMatchObject({ open: false, url: '', mode: 'restored', bounds: null });
  });
});
