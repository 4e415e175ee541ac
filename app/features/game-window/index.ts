/**
 * The floating game window's public file: what other features may use (lint allows this file
 * only). The window itself is mounted by the shell (`GameWindow`).
 */
export { openGameWindow, closeGameWindow } from './game-window-store';
export type { GameWindowRequest } from './game-window-store';
