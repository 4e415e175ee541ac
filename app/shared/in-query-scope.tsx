import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * `Surface` inside the one query cache. Loaded with the lazy screens and shell parts that read server
 * state, not by the app's root: the login screens read none, so TanStack Query stays out of their load.
 * Every scope holds the same client, so screens still share one cache.
 */
export function inQueryScope<P extends object>(Surface: ComponentType<P>): ComponentType<P> {
  return function InQueryScope(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Surface {...props} />
      </QueryClientProvider>
    );
  };
}
