import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazy-component';

/** A lazy surface that reads server state: loaded with the query cache's chunk (queries), and drawn inside its scope. */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyComponent(() =>
    Promise.all([load(), import(/* webpackChunkName: "queries" */ './in-query-scope')]).then(([Surface, { inQueryScope }]) => inQueryScope(Surface)),
  );
}
