/**
 * Builds the platform app (fastify/demo layout): shared plugins with typed decorators
 * first, then one encapsulated plugin per domain. main.ts only listens; tests build the
 * app in-process (fastify.inject) or listen on a random port for sockets.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorCodes } from '../contract/primitives';
import { systemClock, type Clock } from './clock';
import { defaultConfig, type ServerConfig } from './config';
import type { Db } from './db/client';
import { contentRoutes } from './domains/content/routes';
import { lotteryRoutes } from './domains/lottery/routes';
import { Scheduler } from './domains/lottery/scheduler';
import type { SchedulerLease } from './domains/lottery/scheduler-lease';
import { testClockRoutes } from './domains/lottery/test-clock';
import { sessionRoutes } from './domains/session/routes';
import { walletRoutes } from './domains/wallet/routes';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { socketPlugin } from './plugins/socket';
import type { RedisServices } from './redis/services';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
    scheduler: Scheduler;
    /** Set when several processes share Redis (REDIS_URL); null for one process. */
    redis: RedisServices | null;
  }
}

export interface AppOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<ServerConfig>;
  logger?: boolean;
  /** Serve the built client from this folder, with an SPA fallback to index.html. */
  staticDir?: string;
  /** Shared state for several processes (REDIS_URL): socket adapter, rate limits, session ends. */
  redis?: RedisServices;
  /** Who may run the scheduler when several processes share the database (default: this one). */
  schedulerLease?: SchedulerLease;
}

const apiPrefixes = ['/sso/', '/sobet/', '/lottery/api/', '/lottery/v2/', '/onlineio', '/__test/', '/api/', '/sport/'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 * 1024, trustProxy: false });
  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('config', { ...defaultConfig, ...options.config });
  app.decorate('redis', options.redis ?? null);
  app.decorate('scheduler', new Scheduler(app, options.schedulerLease));

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sessionPlugin);
  await app.register(socketPlugin);

  await app.register(sessionRoutes);
  await app.register(walletRoutes);
  await app.register(lotteryRoutes);
  await app.register(contentRoutes);
  if (app.config.testClock) await app.register(testClockRoutes);

  const root = options.staticDir ? path.resolve(options.staticDir) : undefined;
  if (root) await app.register(fastifyStatic, { root, wildcard: false, index: false, serve: true });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (root && request.method === 'GET' && !apiPrefixes.some((p) => url.startsWith(p))) {
      // Hashed assets are served by the static plugin; every app route gets index.html.
      if (/\.[a-z0-9]+$/i.test(url)) return reply.sendFile(url.slice(1), root);
      return reply.type('text/html').sendFile('index.html', root);
    }
    return reply.status(404).send({ code: errorCodes.notFound.code, msg: `接口不存在：${url}` });
  });

  app.addHook('onReady', async () => {
    await app.scheduler.start();
  });
  app.addHook('preClose', async () => {
    await app.scheduler.stop();
  });
  return app;
}
