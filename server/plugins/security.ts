/**
 * Cross-site protection for cookie-authenticated calls (server-notes §6, OWASP CSRF
 * cheat sheet): every state-changing route (POST, and the spec's few GETs that change
 * state, marked `config.mutates`) requires the X-Requested-With header the shared client
 * always sends (cross-site forms cannot set it, cross-origin fetch needs a preflight we
 * never grant), refuses `Sec-Fetch-Site: cross-site`, and checks Origin against the
 * server's own host plus an allowlist. SameSite=Lax cookies are the outer layer.
 *
 * Also: form-encoded bodies, and `Content-Encoding: lzstring` bodies (spec 1 §7) decoded
 * with the engine's decodeBody before JSON parsing.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeBody, LZSTRING_ENCODING } from '../../engine-worker/orders/order-body';
import { ApiError } from '../errors';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing route: CSRF checks apply even to GET. */
    mutates?: boolean;
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

function checkCrossSite(request: FastifyRequest, allowed: readonly string[]): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new ApiError('crossSite', undefined, 403);
  if (!request.headers['x-requested-with']) throw new ApiError('crossSite', '缺少请求头 X-Requested-With', 403);
  const origin = request.headers.origin;
  if (!originAllowed(typeof origin === 'string' ? origin : undefined, request.headers.host, allowed)) throw new ApiError('crossSite', undefined, 403);
}

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new ApiError('badOrder', '请求内容过大', 413);
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const securityPlugin = shared(async function security(app: FastifyInstance) {
  const allowed = app.config.allowedOrigins;
  app.addHook('onRequest', async (request) => {
    const mutates = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (mutates || request.routeOptions.config?.mutates) checkCrossSite(request, allowed);
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== LZSTRING_ENCODING) return payload;
    const text = await readAll(payload, 64 * 1024 * 1024);
    let json: string;
    try {
      json = JSON.stringify(decodeBody(text, LZSTRING_ENCODING));
    } catch {
      throw new ApiError('badOrder', '订单数据无法解压', 400);
    }
    delete request.headers['content-encoding'];
    request.headers['content-length'] = String(Buffer.byteLength(json));
    request.headers['content-type'] = 'application/json';
    return Readable.from([Buffer.from(json)]);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Plain-text bodies that hold JSON (some clients post compressed bodies as text/plain).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError('badOrder', undefined, 400), undefined);
    }
  });
}, 'security');
