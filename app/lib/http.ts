/**
 * The one HTTP client: JSON and X-Requested-With headers, the `_`
 * timestamp on GET and form POST, lz-string bodies for `Content-Encoding: lzstring` at 10,000
 * characters or more (lz-string is loaded only then, so the first page does not carry it; or bodies
 * the engine worker already encoded), a timeout on every call,
 * the error catalogue's messages, and expired sessions handled here only.
 *
 * Envelopes: `/lottery…` answers `{ code: 1, result }`, everything else `{ code: 0, data }`.
 * `get`/`post` unwrap the payload and throw an `HttpError` for any other code.
 */
import { firstPageErrors } from '../../contract/first-page-errors';
import { LOTTERY_OK, USER_OK } from '../../contract/primitives';
import { apiBase } from './api-base';

/** Same rule and encoding as engine-worker/orders/order-body.ts, which the server decodes with. */
export const LZSTRING_THRESHOLD = 10_000;
export const LZSTRING_ENCODING = 'lzstring';
export const REQUEST_ERROR_MESSAGE = '请求错误';
export const REQUEST_FAILED_MESSAGE = firstPageErrors.server.msg;
export const REQUEST_TIMEOUT_MESSAGE = '请求超时，请稍后再试';
export const SESSION_EXPIRED_CODE = firstPageErrors.notLoggedIn.code;
/** How long a call may take before it answers 请求超时; order submissions take REQUEST_TIMEOUT_BULK_MS. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A chase of 2,000 rows or a large lz-string order body: the server may need a few seconds on a busy day. */
export const REQUEST_TIMEOUT_BULK_MS = 60_000;

/**
 * A POST body already serialised, and lz-string compressed when large, by the engine worker
 * (order bodies, kept off the main thread): sent as it is, with its Content-Encoding.
 */
export class EncodedBody {
  constructor(
    readonly body: string,
    /** 'lzstring' when compressed; null for plain JSON. */
    readonly encoding: string | null,
  ) {}
}

type Primitive = string | number | boolean;
export type QueryParams = Record<string, Primitive | readonly Primitive[] | null | undefined>;

/** An error the player can read: the server's message, the catalogue's, or 请求错误 for network failures. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    /** The envelope code; -1 for network failures and timeouts, the HTTP status for non-JSON answers. */
    readonly code: number,
    readonly httpStatus: number,
    /** The envelope's own msg, when the server wrote one (not a catalogue or client fallback). */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
  get expired(): boolean {
    return this.code === SESSION_EXPIRED_CODE || this.httpStatus === 401;
  }
}

export interface RequestOptions {
  /** POST only: send `application/x-www-form-urlencoded` (adds the `_` field). */
  form?: boolean;
  /** POST only: the endpoint accepts `Content-Encoding: lzstring` (used when the body is long enough). */
  lzstring?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before the call gives up with 请求超时，请稍后再试 (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Do not run the expired-session handler, and hand back a 401 envelope instead of throwing (the login check decides itself). */
  ignoreExpiry?: boolean;
}

export interface Envelope {
  code: number;
  msg?: string;
  message?: string;
  data?: unknown;
  result?: unknown;
}

export interface HttpDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** Prefix for every path ('' = same origin). */
  baseUrl?: string;
}

export function successCodeOf(path: string): number {
  return path.startsWith('/lottery') ? LOTTERY_OK : USER_OK;
}

const messagesByCode = (entries: Record<string, { code: number; msg: string }>) => new Map(Object.values(entries).map((e) => [e.code, e.msg]));
/** Messages by code for answers without one: the first page's few, then the whole catalogue once loaded. */
let catalogue: ReadonlyMap<number, string> = messagesByCode(firstPageErrors);

/** Loads the whole error catalogue (a chunk of its own: the first page does without it); main.tsx asks right after the first render. */
export async function loadErrorCatalogue(): Promise<void> {
  const { errorCodes } = await import(/* webpackChunkName: "error-catalogue" */ '../../contract/error-catalogue');
  catalogue = messagesByCode(errorCodes);
}
/** The message to show for a failed envelope: the server's msg/message, else the catalogue's, else 请求失败. */
/** The envelope's own message (msg, else message), or undefined when it has none. */
function ownMessage(envelope: Partial<Envelope>): string | undefined {
  const text = envelope.msg || envelope.message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The error an answer with a failure code throws: its message (or the catalogue's), and the server's own msg kept apart. */
export function envelopeError(envelope: Envelope, httpStatus: number): HttpError {
  return new HttpError(messageOf(envelope), envelope.code, httpStatus, ownMessage(envelope));
}

export function messageOf(envelope: Partial<Envelope>): string {
  const text = ownMessage(envelope);
  if (text !== undefined) return text;
  return (envelope.code !== undefined && catalogue.get(envelope.code)) || REQUEST_FAILED_MESSAGE;
}

/** Appends query parameters; arrays repeat the key (issues[]=… style lists are the caller's key). */
export function withQuery(path: string, query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly Primitive[]) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

const baseHeaders = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Builds the fetch call without sending it (pure: the unit tests read it). */
export function prepareRequest(
  method: 'GET' | 'POST',
  path: string,
  payload: QueryParams | unknown,
  options: RequestOptions,
  deps: Pick<HttpDeps, 'now' | 'baseUrl'>,
): PreparedRequest {
  const base = deps.baseUrl ?? '';
  const headers: Record<string, string> = { ...baseHeaders };
  // Another line of the platform (the speed test's choice) is another origin: its session cookie goes along too.
  const common = { credentials: base ? ('include' as const) : ('same-origin' as const), signal: options.signal };
  if (method === 'GET') {
    const query = { ...((payload as QueryParams | undefined) ?? {}), _: deps.now() };
    return { url: base + withQuery(path, query), init: { ...common, method, headers } };
  }
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const fields = { ...((payload as QueryParams | undefined) ?? {}), _: deps.now() };
    const body = withQuery('', fields).replace(/^\?/, '');
    return { url: base + path, init: { ...common, method, headers, body } };
  }
  if (payload instanceof EncodedBody) {
    if (payload.encoding) headers['Content-Encoding'] = payload.encoding;
    return { url: base + path, init: { ...common, method, headers, body: payload.body } };
  }
  if (typeof FormData !== 'undefined' && payload instanceof FormData) {
    // A file upload: the browser sets the multipart Content-Type with its boundary.
    delete headers['Content-Type'];
    return { url: base + path, init: { ...common, method, headers, body: payload } };
  }
  const body = JSON.stringify(payload ?? {});
  return { url: base + path, init: { ...common, method, headers, body } };
}

/**
 * A JSON POST body for an endpoint that takes lz-string: compressed at LZSTRING_THRESHOLD characters or
 * more, as it is below. lz-string is loaded here, when first needed; a failed load is a request error.
 */
export async function lzstringBody(payload: unknown): Promise<EncodedBody> {
  const json = JSON.stringify(payload ?? {});
  if (json.length < LZSTRING_THRESHOLD) return new EncodedBody(json, null);
  const { default: LZString } = await import(/* webpackChunkName: "lz-string" */ 'lz-string').catch(() => {
    throw new HttpError(REQUEST_ERROR_MESSAGE, -1, 0);
  });
  return new EncodedBody(LZString.compressToBase64(json), LZSTRING_ENCODING);
}

/** Whether a POST's payload is plain JSON the client may compress (not a form, a file upload or an encoded body). */
function isCompressible(payload: unknown, options: RequestOptions): boolean {
  return Boolean(options.lzstring) && !options.form && !(payload instanceof EncodedBody) && !(typeof FormData !== 'undefined' && payload instanceof FormData);
}

export interface HttpClient {
  /** The raw envelope (no code check); network failures still throw. */
  getEnvelope(path: string, query?: QueryParams, options?: RequestOptions): Promise<Envelope>;
  postEnvelope(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope>;
  /** The payload (`data` or `result`) when the code means success; an HttpError otherwise. */
  get<T>(path: string, query?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Called once per expired session (401 or code 401); the session store registers it. */
  onSessionExpired(handler: (() => void) | null): void;
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  let expiredHandler: (() => void) | null = null;

  function expire(options: RequestOptions) {
    if (!options.ignoreExpiry) expiredHandler?.();
  }

  async function send(method: 'GET' | 'POST', path: string, payload: unknown, options: RequestOptions = {}): Promise<Envelope> {
    const body = method === 'POST' && isCompressible(payload, options) ? await lzstringBody(payload) : payload;
    const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const { url, init } = prepareRequest(method, path, body, { ...options, signal }, deps);
    // A timeout is the client's own failure; the caller's abort is handed back as it is.
    const failure = (error: unknown) => {
      if (timeout.aborted && !options.signal?.aborted) return new HttpError(REQUEST_TIMEOUT_MESSAGE, -1, 0);
      if ((error as { name?: string }).name === 'AbortError') return error;
      return new HttpError(REQUEST_ERROR_MESSAGE, -1, 0);
    };
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (error) {
      throw failure(error);
    }
    let envelope: Envelope | undefined;
    try {
      envelope = (await response.json()) as Envelope;
    } catch (error) {
      if (signal.aborted) throw failure(error);
      envelope = undefined;
    }
    if (response.status === 401 || envelope?.code === SESSION_EXPIRED_CODE) {
      // A caller that decides itself (the login check) gets the envelope back.
      if (options.ignoreExpiry && envelope && typeof envelope.code === 'number') return envelope;
      expire(options);
      throw new HttpError(envelope ? messageOf(envelope) : firstPageErrors.notLoggedIn.msg, SESSION_EXPIRED_CODE, response.status);
    }
    if (!envelope || typeof envelope.code !== 'number') {
      throw new HttpError(response.ok ? REQUEST_FAILED_MESSAGE : REQUEST_ERROR_MESSAGE, response.status, response.status);
    }
    return envelope;
  }

  function unwrap<T>(path: string, envelope: Envelope, status = 200): T {
    if (envelope.code !== successCodeOf(path)) throw envelopeError(envelope, status);
    return (envelope.data ?? envelope.result) as T;
  }

  return {
    getEnvelope: (path, query, options) => send('GET', path, query, options),
    postEnvelope: (path, body, options) => send('POST', path, body, options),
    async get<T>(path: string, query?: QueryParams, options?: RequestOptions) {
      return unwrap<T>(path, await send('GET', path, query, options));
    },
    async post<T>(path: string, body?: unknown, options?: RequestOptions) {
      return unwrap<T>(path, await send('POST', path, body, options));
    },
    onSessionExpired(handler) {
      expiredHandler = handler;
    },
  };
}

/** The app's client: this page's origin, or the line chosen on the speed test (read for every call). */
export const http = createHttpClient({
  fetch: (url, init) => fetch(url, init),
  now: () => Date.now(),
  get baseUrl() {
    return apiBase();
  },
});

/**
 * The server's own message, else the caller's fallback: for the places the spec gives a failure
 * text of their own ("msg or '服务失败'"), which a network failure or a bare code also shows.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.serverMessage !== undefined ? error.serverMessage : fallback;
}

/** The text to show for anything a call threw. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return REQUEST_ERROR_MESSAGE;
}
