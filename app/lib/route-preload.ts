/**
 * Starting a screen's chunk before it is asked for: the route table registers how to load each path's
 * screen, and a menu calls `preloadRoute` when a link is hovered or focused, so the click waits less.
 */
const preloads = new Map<string, () => void>();

export function registerRoutePreloads(entries: Record<string, () => void>): void {
  for (const [path, preload] of Object.entries(entries)) preloads.set(path, preload);
}

/** Loads the chunk of the screen at `path` (a pathname; nothing for a path without one). */
export function preloadRoute(path: string): void {
  preloads.get(path)?.();
}

/** For a menu's pointerover / focus: preloads the screen of the same-origin link under the event, if any. */
export function preloadLinkTarget(event: { target: EventTarget | null }): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link && link.origin === location.origin) preloadRoute(link.pathname);
}
