/**
 * Reads of server state, over the one cache (lib/query-client.ts): a read is keyed by the path it
 * calls and its input, so every screen asking for the same thing shares one request and one cached
 * answer, with loading, error, retry (network trouble only) and optional polling.
 *
 * A read comes from a declared endpoint (`call`) or from a feature's api function; both are keyed
 * `[path, input]`, so the cache does not care which one a screen uses.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyEndpoint, InputOf, PayloadOf } from '../../contract/endpoint';
import { call } from '../lib/call';
import { queryClient, queryKeyOf } from '../lib/query-client';
import { onSessionCleared } from '../stores/session-store';

/** Where a read comes from: the path it calls (the first part of the cache key) and how to fetch it. */
export interface ReadSource<Input, Payload> {
  path: string;
  fetch: (input: Input, signal: AbortSignal) => Promise<Payload>;
}

/** A declared endpoint as a read source. */
export function endpointSource<E extends AnyEndpoint>(endpoint: E): ReadSource<InputOf<E>, PayloadOf<E>> {
  const send = call as (endpoint: E, input: InputOf<E>, options: { signal: AbortSignal }) => Promise<PayloadOf<E>>;
  return { path: endpoint.path, fetch: (input, signal) => send(endpoint, input, { signal }) };
}

/** A feature's api function (which calls `path`) as a read source. */
export function apiSource<Input, Payload>(path: string, fetch: (input: Input) => Promise<Payload>): ReadSource<Input, Payload> {
  return { path, fetch: (input) => fetch(input) };
}

export interface ReadOptions {
  /** false: do not ask yet (a missing filter, a closed panel). */
  enabled?: boolean;
  /** Ask again every so many milliseconds while the screen shows the read. */
  refetchInterval?: number | false;
  /** How long an answer counts as fresh (lib/query-client.ts sets 10 s); 0 asks again on every mount. */
  staleTime?: number;
  /** Marks the read, e.g. `balanceRead` (shared/balance.ts) so that every money movement refreshes it. */
  meta?: Record<string, unknown>;
  /** What to show while the read has no answer for this input yet, e.g. keepPreviousData (the last input's answer). */
  placeholderData?: <T>(previous: T | undefined) => T | undefined;
}

/** The options of one read, for `useQuery`, `queryClient.fetchQuery` or a prefetch. */
export function readOptions<Input, Payload>(source: ReadSource<Input, Payload>, input: Input, options: ReadOptions = {}) {
  return queryOptions({
    queryKey: [source.path, input ?? {}] as const,
    queryFn: ({ signal }) => source.fetch(input, signal),
    ...options,
  });
}

/** Reads a declared endpoint: `useEndpointQuery(walletEndpoints.allCachedBalance, {})`. */
export function useEndpointQuery<E extends AnyEndpoint>(endpoint: E, input: InputOf<E>, options?: ReadOptions) {
  return useQuery(readOptions(endpointSource(endpoint), input, options));
}

/** Reads through a feature's api function: `useApiQuery(apiSource(lotteryPaths.trace, getTrace), traceId)`. */
export function useApiQuery<Input, Payload>(source: ReadSource<Input, Payload>, input: Input, options?: ReadOptions) {
  return useQuery(readOptions(source, input, options));
}

/** Asks again for every read of these paths (every input, every page), e.g. after a change. */
export function refreshReads(...paths: string[]): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))).then(() => undefined);
}

export { queryKeyOf };

// Another player must never see the last one's records from the cache.
onSessionCleared(() => queryClient.clear());
