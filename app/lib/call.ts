/**
 * Calls a declared endpoint (contract/endpoint.ts) through the one HTTP client: the query for a
 * GET, the body for a POST; resolves to the payload (`data` or `result`) when the code is the
 * endpoint's success code, and throws an HttpError otherwise. Headers, lz-string bodies, the
 * timeout and the expired-session handling are the client's.
 */
import type { AnyEndpoint, InputOf, PayloadOf } from '../../contract/endpoint';
import { envelopeError, http, type EncodedBody, type HttpClient, type QueryParams, type RequestOptions } from './http';

/** A POST's body may come already encoded (the engine worker's order bodies). */
type Input<E extends AnyEndpoint> = E['method'] extends 'POST' ? InputOf<E> | EncodedBody : InputOf<E>;
/** The input may be left out when the endpoint takes none (or only optional fields). */
type CallArgs<E extends AnyEndpoint> = object extends InputOf<E> ? [input?: Input<E>, options?: RequestOptions] : [input: Input<E>, options?: RequestOptions];

export function createCall(client: HttpClient) {
  return async function call<E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<PayloadOf<E>> {
    const envelope =
      endpoint.method === 'GET'
        ? await client.getEnvelope(endpoint.path, input as QueryParams | undefined, options)
        : await client.postEnvelope(endpoint.path, input, options);
    if (envelope.code !== endpoint.successCode) throw envelopeError(envelope, 200);
    return (endpoint.envelope === 'result' ? envelope.result : endpoint.envelope === 'data' ? envelope.data : envelope) as PayloadOf<E>;
  };
}

export const call = createCall(http);
