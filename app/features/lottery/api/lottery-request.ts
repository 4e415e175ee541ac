/**
 * The lottery feature's access to the HTTP API: `/lottery` envelopes ({ code: 1, result }).
 * Until the shared client (app/lib/http.ts) lands this is a minimal fetch with the same
 * rules (X-Requested-With, GET timestamp `_`, lz-string bodies sent as the worker built
 * them); every request file of this folder goes through these two functions only.
 */
import { LOTTERY_OK, type LotteryEnvelope } from '../../../../contract/primitives';

export class LotteryApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'LotteryApiError';
  }
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

function queryString(params: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  search.set('_', String(Date.now()));
  return search.toString();
}

async function unwrap<T>(response: Response): Promise<T> {
  let envelope: LotteryEnvelope<T>;
  try {
    envelope = (await response.json()) as LotteryEnvelope<T>;
  } catch {
    throw new LotteryApiError(response.status, '请求失败');
  }
  if (envelope.code !== LOTTERY_OK) throw new LotteryApiError(envelope.code, envelope.msg || '请求失败');
  return envelope.result as T;
}

const baseHeaders = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

export async function lotteryGet<T>(path: string, params: Query = {}): Promise<T> {
  const response = await fetch(`${path}?${queryString(params)}`, { credentials: 'same-origin', headers: baseHeaders });
  return unwrap<T>(response);
}

/** POSTs a JSON body, or a body already encoded by the worker (`encoding` 'lzstring'). */
export async function lotteryPost<T>(path: string, body: unknown, encoded?: { body: string; encoding: string | null }): Promise<T> {
  const headers: Record<string, string> = { ...baseHeaders, 'Content-Type': 'application/json' };
  if (encoded?.encoding) headers['Content-Encoding'] = encoded.encoding;
  const response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: encoded ? encoded.body : JSON.stringify(body) });
  return unwrap<T>(response);
}
