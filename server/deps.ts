/**
 * What a domain's services depend on, passed to them explicitly instead of the Fastify instance.
 * A service names only the parts it uses, `Pick<ServerDeps, 'db' | 'clock'>` (or a domain's alias of it,
 * such as `type PaymentDeps = Pick<ServerDeps, …>`), so its signature says what it touches and a test hands it
 * exactly that. Only plugins (routes.ts, sockets.ts, pages.ts) see the Fastify instance; they make the
 * dependencies once with `serverDeps(app)`.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Entropy } from './entropy';
import type { Mailer } from './mail';
import type { Realtime } from './plugins/socket';
import type { RedisServices } from './redis/services';

export interface ServerDeps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Randomness of draw seeds, lucky shares and game outcomes. */
  entropy: Entropy;
  /** Set when several processes share Redis; null for one process. */
  redis: RedisServices | null;
  mailer: Mailer;
  /** Pushes to sockets, in this process or across processes. */
  realtime: Realtime;
  sessions: FastifyInstance['sessions'];
  passwords: FastifyInstance['passwords'];
  attempts: FastifyInstance['attempts'];
  odds: FastifyInstance['odds'];
  scheduler: FastifyInstance['scheduler'];
  deposits: FastifyInstance['deposits'];
  payouts: FastifyInstance['payouts'];
}

/**
 * The process's dependencies, read from the Fastify instance when used: the socket server, the sessions
 * and the background processors are attached after some of the services that need them are made.
 */
export function serverDeps(app: FastifyInstance): ServerDeps {
  return {
    get db() {
      return app.db;
    },
    get clock() {
      return app.clock;
    },
    get config() {
      return app.config;
    },
    get log() {
      return app.log;
    },
    get entropy() {
      return app.entropy;
    },
    get redis() {
      return app.redis;
    },
    get mailer() {
      return app.mailer;
    },
    get realtime() {
      return app.realtime;
    },
    get sessions() {
      return app.sessions;
    },
    get passwords() {
      return app.passwords;
    },
    get attempts() {
      return app.attempts;
    },
    get odds() {
      return app.odds;
    },
    get scheduler() {
      return app.scheduler;
    },
    get deposits() {
      return app.deposits;
    },
    get payouts() {
      return app.payouts;
    },
  };
}
