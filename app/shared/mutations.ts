/**
 * Changes of server state through a declared endpoint (contract/endpoint.ts): in flight and error
 * come from the one query client's mutation, the idempotency key from lib/request-id.ts, and the
 * reads the change makes stale are asked again when it settles.
 *
 *   const cancel = useEndpointMutation(lotteryEndpoints.cancelOrder, { refreshes: [lotteryEndpoints.orders.path] });
 *   cancel.mutate({ orderId }); // cancel.isPending, cancel.error
 */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnyEndpoint, InputOf, PayloadOf } from '../../contract/endpoint';
import { call } from '../lib/call';
import { queryClient } from '../lib/query-client';
import { requestKeys, type RequestKeys } from '../lib/request-id';

/** What the caller passes: the endpoint's input without the key, which the hook adds. */
export type ChangeInput<E extends AnyEndpoint> = 'requestId' extends keyof InputOf<E> ? Omit<InputOf<E>, 'requestId'> : InputOf<E>;

export interface ChangeOptions<E extends AnyEndpoint> {
  /** The body takes an idempotency key (`requestId`): one per change, the same one again while no answer came. */
  idempotent?: boolean;
  /**
   * The paths whose reads (every input) the change makes stale; asked again when it settles, success or not.
   * After a success `isPending` lasts until they answered; after an error it ends at once.
   */
  refreshes?: readonly string[];
  onSuccess?: (payload: PayloadOf<E>, input: ChangeInput<E>) => void;
  onError?: (error: Error, input: ChangeInput<E>) => void;
}

/** The mutation's options, for `useMutation` or a MutationObserver; `keys` is the change's key holder. */
export function changeOptions<E extends AnyEndpoint>(endpoint: E, keys: RequestKeys, options: ChangeOptions<E> = {}) {
  const send = call as (endpoint: E, input: InputOf<E>) => Promise<PayloadOf<E>>;
  return mutationOptions<PayloadOf<E>, Error, ChangeInput<E>>({
    mutationKey: [endpoint.path],
    mutationFn: (input) => send(endpoint, (options.idempotent ? { ...(input as object), requestId: keys.current() } : input) as InputOf<E>),
    onSuccess: (payload, input) => options.onSuccess?.(payload, input),
    onError: (error, input) => options.onError?.(error, input),
    onSettled: async (_payload, error) => {
      keys.settle(error);
      const refreshed = Promise.all((options.refreshes ?? []).map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
      // After a change the button stays busy until the reads it made stale show it; after a refusal the form
      // is free at once, so the player's corrected resend is not swallowed by a button still busy refreshing.
      if (!error) await refreshed;
    },
  });
}

/** A change through a declared endpoint, inside a screen: `isPending`, `error`, `mutate(input)`. */
export function useEndpointMutation<E extends AnyEndpoint>(endpoint: E, options: ChangeOptions<E> = {}) {
  const [keys] = useState(requestKeys);
  return useMutation(changeOptions(endpoint, keys, options), queryClient);
}
