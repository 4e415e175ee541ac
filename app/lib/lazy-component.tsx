import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { onChunkRetry } from '../../design-system';

export interface LazyComponent<P> {
  (props: P): ReactElement;
  /** Starts loading the chunk now (a link hovered, the first render coming); resolves when loaded or failed. */
  preload(): Promise<void>;
}

/**
 * A component whose code is a chunk of its own, loaded when first rendered (inside a Suspense and an
 * error boundary). Once its chunk has loaded (preloaded before the first render, or on hover), it
 * renders at once without suspending: no spinner, and no reveal waiting on React's fallback timer.
 * React keeps a failed lazy import's rejection for good, so when the error boundary's 重试 asks
 * (onChunkRetry), a failed one is replaced and the next render imports again (the bundler asks for
 * the chunk file again).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  const importOnce = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  let current = lazy(importOnce);
  onChunkRetry(() => {
    if (!failed) return;
    failed = false;
    pending = null;
    current = lazy(importOnce);
  });
  const Loaded = (props: P) => {
    // Chosen once per mount: a later switch from the lazy to the module would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (current as unknown as ComponentType<P>));
    return <Component {...props} />;
  };
  Loaded.preload = () =>
    importOnce().then(
      () => undefined,
      () => undefined,
    );
  return Loaded;
}
