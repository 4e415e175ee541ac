/**
 * Server-side sessions (OWASP): a 32-byte random token in an HttpOnly, SameSite=Lax
 * cookie; only its SHA-256 is stored, so a database leak reveals no live session. Idle
 * and absolute timeouts; a new token on every log-in.
 */
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteSession, deleteSessionsOf, insertSession, liveSessionHashes, sessionByTokenHash, touchSession } from '../domains/session/queries';
import { ApiError } from '../errors';
import type { SessionsEnded } from '../redis/services';
import { shared } from './shared';
import type { UserId } from '../db/ids';

export const SESSION_COOKIE = 'sid';

export interface SessionUser {
  id: UserId;
  username: string;
  userType: number;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null (set by the session plugin before handlers). */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: {
      create(reply: FastifyReply, userId: UserId): Promise<string>;
      destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      destroyAllOf(userId: UserId, exceptTokenHash?: string): Promise<void>;
      /** Looks a raw token up (the socket handshake uses it). */
      resolve(token: string | undefined): Promise<SessionUser | null>;
      /** Of these token hashes, the ones whose sessions are still valid (not ended or expired). */
      liveOf(tokenHashes: readonly string[]): Promise<Set<string>>;
      /** Called in this process whenever sessions end here (log-out, password change or reset): the sockets of exactly those sessions close. */
      onEnded(listener: (event: SessionsEnded) => void): void;
    };
  }
  interface FastifyContextConfig {
    /** The route needs a logged-in user (401 otherwise). */
    auth?: boolean;
  }
}

/** How long a process trusts a session it has looked up before it reads it again. */
export const SESSION_CACHE_MS = 2000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const sessionPlugin = shared(async function session(app: FastifyInstance) {
  await app.register(cookie);
  const { db, clock, config } = app;

  // A short in-process cache: most requests skip the session query. Log-out, password
  // changes and resets drop the entries of this process at once, and with several
  // processes (Redis) tell the others to drop theirs.
  const cache = new Map<string, { user: SessionUser; until: number }>();
  const forget = (predicate: (user: SessionUser) => boolean) => {
    for (const [key, entry] of cache) if (predicate(entry.user)) cache.delete(key);
  };
  const ended = (event: SessionsEnded) => {
    if ('tokenHash' in event) cache.delete(event.tokenHash);
    else forget((u) => u.id === event.userId && u.tokenHash !== event.exceptTokenHash);
  };
  const endedListeners: Array<(event: SessionsEnded) => void> = [];
  const endSessions = (event: SessionsEnded) => {
    ended(event);
    app.redis?.publishSessionsEnded(event);
    for (const listener of endedListeners) listener(event);
  };
  app.redis?.onSessionsEnded(ended);

  async function resolve(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const now = clock.now();
    const cached = cache.get(tokenHash);
    if (cached && cached.until > now) return cached.user;
    const user = await lookup(tokenHash, now);
    if (user) {
      if (cache.size > 50_000) cache.clear();
      cache.set(tokenHash, { user, until: now + SESSION_CACHE_MS });
    } else cache.delete(tokenHash);
    return user;
  }

  async function lookup(tokenHash: string, now: number): Promise<SessionUser | null> {
    const row = await sessionByTokenHash(db, tokenHash);
    if (!row) return null;
    if (row.expires_at <= now || row.last_seen_at + config.sessionIdleMs <= now) {
      await deleteSession(db, tokenHash);
      return null;
    }
    // Touch at most once a minute: most requests stay read-only.
    if (now - row.last_seen_at > 60_000) await touchSession(db, tokenHash, now);
    return { id: row.id, username: row.username, userType: row.user_type, tokenHash };
  }

  app.decorateRequest('user', null);
  app.decorate('sessions', {
    async create(reply: FastifyReply, userId: UserId) {
      const token = crypto.randomBytes(32).toString('base64url');
      const now = clock.now();
      await insertSession(db, { tokenHash: hashToken(token), userId, now, expiresAt: now + config.sessionAbsoluteMs });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/',
        maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
      });
      return token;
    },
    async destroy(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const tokenHash = hashToken(token);
        await deleteSession(db, tokenHash);
        // After the delete: a lookup in between would cache the session again.
        endSessions({ tokenHash });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    async destroyAllOf(userId: UserId, exceptTokenHash?: string) {
      await deleteSessionsOf(db, userId, exceptTokenHash);
      endSessions({ userId, exceptTokenHash });
    },
    resolve,
    async liveOf(tokenHashes) {
      if (tokenHashes.length === 0) return new Set();
      const now = clock.now();
      return liveSessionHashes(db, tokenHashes, now, now - config.sessionIdleMs);
    },
    onEnded(listener) {
      endedListeners.push(listener);
    },
  });

  // On request, before the body is read: a route that needs a session refuses a request
  // without one before reading (or inflating) its body.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await resolve(token);
    if (request.routeOptions.config?.auth && !request.user) throw new ApiError('notLoggedIn', undefined, 401);
  });
}, 'session');

/** The logged-in user of an `auth: true` route. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError('notLoggedIn', undefined, 401);
  return request.user;
}
