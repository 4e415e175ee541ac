/**
 * Loading a screen's chunk before it is shown: the route table registers how to load the screen of
 * each route pattern; the start-up loads the first page's before its first render, and a menu loads
 * a link's when it is hovered or focused, so the click waits less.
 */
type Preload = (pathname: string) => Promise<void>;

const preloads: { pattern: RegExp; preload: Preload }[] = [];

/** '/chart/:lotteryType/:lotteryCode' → a RegExp for whole pathnames (wouter's route syntax, without optional or wildcard segments). */
function patternOf(route: string): RegExp {
  const literal = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
}

export function registerRoutePreloads(entries: Record<string, Preload>): void {
  for (const [route, preload] of Object.entries(entries)) preloads.push({ pattern: patternOf(route), preload });
}

/** Loads the chunks of the screen at `pathname` (the first route that matches, as the Switch picks); a failure is left to the render's error boundary. */
export function preloadRoute(pathname: string): Promise<void> {
  const entry = preloads.find((p) => p.pattern.test(pathname));
  return entry ? entry.preload(pathname).catch(() => undefined) : Promise.resolve();
}

/** For a menu's pointerover / focus: preloads the screen of the same-origin link under the event, if any. */
export function preloadLinkTarget(event: { target: EventTarget | null }): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link && link.origin === location.origin) void preloadRoute(link.pathname);
}
