/**
 * The one cache of server state (TanStack Query): reads that many screens show (records,
 * lists, reports, balances) are queries keyed by their endpoint's path and input, so two
 * screens asking for the same page share one request. Client state stays in valtio.
 */
import { notifyManager, QueryClient } from '@tanstack/react-query';
import type { AnyEndpoint, InputOf } from '../../contract/endpoint';
import { HttpError } from './http';

/** Fails fast on an answer the server gave (a business code or a 4xx); retries only network trouble. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof HttpError && error.code !== -1 && error.httpStatus < 500) return false;
  return failures < 2;
}

// Cache changes (a socket push, a countdown's refetch) reach the screens in a microtask rather than a timer,
// as the valtio stores' did: a screen still updates while timers wait (a throttled background tab, a paused test clock).
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** The cache key of an endpoint's read: invalidate by `[endpoint.path]` to refetch every input. */
export const queryKeyOf = <E extends AnyEndpoint>(endpoint: E, input?: InputOf<E>) => [endpoint.path, input ?? {}] as const;
