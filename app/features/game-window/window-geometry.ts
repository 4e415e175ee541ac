/**
 * The floating game window's geometry rules, pure so the store and its tests share them:
 * a minimum size, a default size, and snapping to the viewport's edges.
 */

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const GAME_WINDOW_MIN = { width: 280, height: 200 } as const;
export const GAME_WINDOW_DEFAULT = { width: 870, height: 476 } as const;
/** A window dropped this close to an edge of the viewport sticks to it. */
export const SNAP_MARGIN = 80;

/** The default window: default size (smaller when the viewport is), centred. */
export function defaultBounds(viewport: Viewport): WindowBounds {
  const width = Math.max(GAME_WINDOW_MIN.width, Math.min(GAME_WINDOW_DEFAULT.width, viewport.width));
  const height = Math.max(GAME_WINDOW_MIN.height, Math.min(GAME_WINDOW_DEFAULT.height, viewport.height));
  return { x: Math.max(0, Math.round((viewport.width - width) / 2)), y: Math.max(0, Math.round((viewport.height - height) / 2)), width, height };
}

/** Never smaller than the minimum, never larger than the viewport (a minimum that does not fit wins). */
export function clampSize(size: { width: number; height: number }, viewport: Viewport): { width: number; height: number } {
  const fit = (value: number, min: number, max: number) => Math.round(Math.max(min, Math.min(value, Math.max(min, max))));
  return { width: fit(size.width, GAME_WINDOW_MIN.width, viewport.width), height: fit(size.height, GAME_WINDOW_MIN.height, viewport.height) };
}

/** Keeps the whole window inside the viewport (its title bar always reachable). */
export function fitInViewport(bounds: WindowBounds, viewport: Viewport): WindowBounds {
  const size = clampSize(bounds, viewport);
  const x = Math.round(Math.min(Math.max(0, bounds.x), Math.max(0, viewport.width - size.width)));
  const y = Math.round(Math.min(Math.max(0, bounds.y), Math.max(0, viewport.height - size.height)));
  return { x, y, ...size };
}

/** Within SNAP_MARGIN of an edge, the window moves flush against it (left/top win over right/bottom). */
export function snapToEdges(bounds: WindowBounds, viewport: Viewport): WindowBounds {
  const fitted = fitInViewport(bounds, viewport);
  const right = viewport.width - (fitted.x + fitted.width);
  const bottom = viewport.height - (fitted.y + fitted.height);
  let { x, y } = fitted;
  if (fitted.x < SNAP_MARGIN) x = 0;
  else if (right < SNAP_MARGIN) x = viewport.width - fitted.width;
  if (fitted.y < SNAP_MARGIN) y = 0;
  else if (bottom < SNAP_MARGIN) y = viewport.height - fitted.height;
  return { ...fitted, x, y };
}

/** Remembered bounds fitted into this viewport, or the default window when none are remembered. */
export function placeIn(bounds: WindowBounds | null | undefined, viewport: Viewport): WindowBounds {
  return bounds ? fitInViewport(bounds, viewport) : defaultBounds(viewport);
}
