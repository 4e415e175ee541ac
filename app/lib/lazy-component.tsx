import { lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<P> {
  (props: P): ReactElement;
  /** Starts loading the chunk now (a link hovered), so showing it later waits less. */
  preload(): void;
}

/**
 * A component whose code is a chunk of its own, loaded when first rendered (inside a Suspense and an
 * error boundary). React keeps a failed lazy import's rejection for good, so after a failure the next
 * render (the boundary's 重试) starts a fresh import, and the bundler asks for the chunk file again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const importOnce = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        current = lazy(importOnce);
        throw error;
      },
    ));
  let current = lazy(importOnce);
  const Loaded = (props: P) => {
    const Component = current as unknown as ComponentType<P>;
    return <Component {...props} />;
  };
  Loaded.preload = () => void importOnce().catch(() => undefined);
  return Loaded;
}
