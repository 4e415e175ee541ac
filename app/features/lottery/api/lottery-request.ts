/**
 * The lottery feature's access to the API, over the one HTTP client (app/lib/http.ts).
 * Order bodies are built and lz-string compressed by the worker, so they are sent as they
 * are (`postEncoded`), keeping a 100,000-entry order's JSON and compression off the main
 * thread; errors still read as the client's HttpError with the catalogue's messages.
 */
import { HttpError, http, messageOf, REQUEST_ERROR_MESSAGE, successCodeOf, type Envelope, type QueryParams } from '../../../lib/http';

export { HttpError as LotteryApiError };

export const lotteryGet = <T>(path: string, params: QueryParams = {}) => http.get<T>(path, params);

export const lotteryPost = <T>(path: string, body: unknown) => http.post<T>(path, body);

/** POSTs a body the worker already encoded ('lzstring' or plain JSON). */
export async function postEncoded<T>(path: string, encoded: { body: string; encoding: string | null }): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (encoded.encoding) headers['Content-Encoding'] = encoded.encoding;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: encoded.body });
  } catch {
    throw new HttpError(REQUEST_ERROR_MESSAGE, -1, 0);
  }
  let envelope: Envelope | undefined;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') throw new HttpError(REQUEST_ERROR_MESSAGE, response.status, response.status);
  if (envelope.code !== successCodeOf(path)) throw new HttpError(messageOf(envelope), envelope.code, response.status);
  return envelope.result as T;
}
