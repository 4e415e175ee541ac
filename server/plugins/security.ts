/**
 * Cross-site protection for cookie-authenticated calls (OWASP CSRF cheat sheet): every
 * state-changing route (POST, and the API's few GETs that change
 * state, marked `config.mutates`) requires the X-Requested-With header the shared client
 * always sends (cross-site forms cannot set it, cross-origin fetch needs a preflight), refuses
 * `Sec-Fetch-Site: cross-site` from any origin but a trusted one, and checks Origin against the
 * server's own host plus the trusted origins. SameSite=Lax cookies are the outer layer.
 *
 * Trusted origins: the allowlist and this platform's other lines (config.lines), where the app
 * may be served and switch its API to this server (the speed test). Only they get CORS answers
 * (@fastify/cors: preflights, credentials), so a page elsewhere cannot read or send our API.
 *
 * Bodies: a small limit everywhere (config.bodyLimit) but where an endpoint declares its own,
 * sized to its largest valid request; the routes marked `config.bulkOrders` (which must
 * declare one) alone take `Content-Encoding: lzstring` bodies.
 * Those are inflated by their content-type parser, so after the cross-site check and the
 * session check (both on request: a route that needs a session answers 401 before its body
 * is read), within the route's body limit for the compressed bytes and with the inflated
 * size capped at the same number of characters while inflating (server/lz-inflate.ts). Also form-encoded bodies, and no
 * control characters (NUL and the like, which PostgreSQL text refuses) in any string of a
 * query or body.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LZSTRING_ENCODING } from '../../engine-worker/orders/order-body';
import { errorCodes } from '../../contract/primitives';
import type { ServerConfig } from '../config';
import { ApiError } from '../errors';
import { inflateLzBase64, InflateLimitError } from '../lz-inflate';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing route: CSRF checks apply even to GET. */
    mutates?: boolean;
    /** Takes bulk orders: lz-string bodies, within the body limit its endpoint declares (required). */
    bulkOrders?: boolean;
    /** A provider's server-to-server call, authenticated by its signature and acting for no session: no browser cross-site checks. */
    webhook?: boolean;
  }
}

export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true; // non-browser clients; browsers always send Origin on cross-origin requests and sockets
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The allowlist and the origins of this platform's lines: pages there may call this server. */
export function trustedOrigins(config: Pick<ServerConfig, 'allowedOrigins' | 'lines'>): string[] {
  return [...new Set([...config.allowedOrigins, ...config.lines.map((line) => new URL(line).origin)])];
}

function checkCrossSite(request: FastifyRequest, trusted: readonly string[]): void {
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
  const fromTrusted = origin !== undefined && trusted.includes(origin);
  if (request.headers['sec-fetch-site'] === 'cross-site' && !fromTrusted) throw new ApiError('crossSite', undefined, 403);
  if (!request.headers['x-requested-with']) throw new ApiError('crossSite', '缺少请求头 X-Requested-With', 403);
  if (!originAllowed(origin, request.headers.host, trusted)) throw new ApiError('crossSite', undefined, 403);
}

/** The content type an lz-string body is parsed as (set on request by the encoding check). */
const LZSTRING_BODY_TYPE = 'application/x-sobet-lzstring';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when a string anywhere in a parsed query or JSON value (keys included) holds a control character. */
export function hasControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export const securityPlugin = shared(async function security(app: FastifyInstance) {
  const trusted = trustedOrigins(app.config);
  // Credentials only with a trusted origin: an answer to any other carries no CORS grant at all.
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const granted = typeof origin === 'string' && trusted.includes(origin);
      callback(null, {
        origin: granted ? origin : false,
        credentials: granted,
        methods: ['GET', 'HEAD', 'POST'],
        allowedHeaders: ['Content-Type', 'Content-Encoding', 'X-Requested-With', 'Idempotency-Key'],
        maxAge: 600,
      });
    },
  });
  app.addHook('onRoute', (route) => {
    // The limit lives on the endpoint's declaration (contract/), sized to its largest valid request.
    if (route.config?.bulkOrders && route.bodyLimit === undefined) throw new Error(`${route.url}: a bulk-order route declares its body limit`);
  });

  app.addHook('onRequest', async (request) => {
    const mutates = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if ((mutates || request.routeOptions.config?.mutates) && !request.routeOptions.config?.webhook) checkCrossSite(request, trusted);
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || encoding === 'identity') return payload;
    if (encoding !== LZSTRING_ENCODING || !request.routeOptions.config?.bulkOrders)
      throw new ApiError('badEncoding', `${errorCodes.badEncoding.msg}：${String(encoding).slice(0, 32)}`, 415);
    request.headers['content-type'] = LZSTRING_BODY_TYPE;
    return payload;
  });

  // Fastify's own JSON parser (it refuses __proto__ and constructor.prototype keys).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  const parseJson = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) => defaultJsonParser(request, text, (error, body) => (error ? reject(error) : resolve(body))));

  app.addContentTypeParser(LZSTRING_BODY_TYPE, { parseAs: 'string' }, async (request: FastifyRequest, body: string | Buffer) => {
    // The largest valid order is no longer as JSON than the route's body limit: the inflated text gets the same cap.
    const cap = request.routeOptions.bodyLimit;
    let json: string | null;
    try {
      json = await inflateLzBase64(String(body), cap);
    } catch (error) {
      if (error instanceof InflateLimitError) throw new ApiError('tooLarge', `订单内容过大：解压后超过${cap}个字符`, 413);
      throw error;
    }
    if (!json) throw new ApiError('badOrder', '订单数据无法解压', 400);
    return parseJson(request, json).catch(() => {
      throw new ApiError('badOrder', '订单数据无法解析', 400);
    });
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Plain-text bodies that hold JSON (some clients post compressed bodies as text/plain).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer) =>
    parseJson(request, String(body)).catch(() => {
      throw new ApiError('badOrder', undefined, 400);
    }),
  );

  app.addHook('preValidation', async (request) => {
    if (hasControlCharacters(request.query) || hasControlCharacters(request.body) || hasControlCharacters(request.headers['idempotency-key'])) {
      throw new ApiError('badRequest', `${errorCodes.badRequest.msg}：不能包含控制字符`, 400);
    }
    // One way to send an idempotency key: the Idempotency-Key header (the common convention) or the
    // body's requestId; the header wins and every service reads the body's field, checked by its schema.
    const header = request.headers['idempotency-key'];
    if (typeof header === 'string' && request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body))
      (request.body as { requestId?: string }).requestId = header;
  });
}, 'security');
