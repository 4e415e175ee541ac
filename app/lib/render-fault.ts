/**
 * A render error on purpose, for the browser tests of an error boundary where no malformed server
 * answer or stored value reaches the render (the game window checks what it restores). A test names
 * the surface in `window.__RENDER_FAULT__` before the app starts (page.addInitScript); nothing sets
 * it otherwise, so in production this never throws.
 */
export function throwIfRenderFault(surface: string): void {
  if ((window as { __RENDER_FAULT__?: string }).__RENDER_FAULT__ === surface) throw new Error(`render fault injected into ${surface}`);
}
