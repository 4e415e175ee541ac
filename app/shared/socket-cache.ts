/**
 * Socket pushes write into the one query cache, as the answer of a read would: a push that carries
 * the new value sets it (`setQueryData`), one that only says something changed asks the reads again.
 * Screens then show the push through the same query as the read; nothing is copied into a store.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '../../contract/socket';
import { queryClient } from '../lib/query-client';
import { onSocketCatchUp, onSocketEvent } from '../lib/socket';

type EventName = keyof ServerToClientEvents;
type PayloadOfEvent<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Writes each `event` into the cache through `write`; returns the unsubscribe. */
export function pushIntoCache<E extends EventName>(event: E, write: (payload: PayloadOfEvent<E>, cache: QueryClient) => void): () => void {
  const handler = ((payload: PayloadOfEvent<E>) => write(payload, queryClient)) as ServerToClientEvents[E];
  return onSocketEvent(event, handler);
}

/** After a drop whose pushes were lost: the reads of these paths are asked again. */
export function refreshOnCatchUp(...paths: string[]): () => void {
  return onSocketCatchUp(() => {
    for (const path of paths) void queryClient.invalidateQueries({ queryKey: [path] });
  });
}
