/**
 * Builds the platform app (fastify/demo layout): shared plugins with typed decorators
 * first, then one encapsulated plugin per domain. main.ts only listens; tests build the
 * app in-process (fastify.inject) or listen on a random port for sockets.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorCodes } from '../contract/primitives';
import { systemClock, type Clock } from './clock';
import { defaultConfig, type LoadShedding, type ServerConfig } from './config';
import type { Db } from './db/client';
import { contentRoutes } from './domains/content/routes';
import { lotteryRoutes } from './domains/lottery/routes';
import { Scheduler } from './domains/lottery/scheduler';
import { testClockRoutes } from './domains/lottery/test-clock';
import { sessionRoutes } from './domains/session/routes';
import { walletRoutes } from './domains/wallet/routes';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { socketPlugin } from './plugins/socket';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
    scheduler: Scheduler;
  }
}

export interface AppOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<ServerConfig>;
  logger?: boolean;
  /** Serve the built client from this folder, with an SPA fallback to index.html. */
  staticDir?: string;
}

const apiPrefixes = ['/sso/', '/sobet/', '/lottery/api/', '/lottery/v2/', '/onlineio', '/__test/', '/api/', '/sport/'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultConfig, ...options.config };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: config.bodyLimit, trustProxy: false });
  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('config', config);
  app.decorate('scheduler', new Scheduler(app));

  if (config.loadShedding) await registerLoadShedding(app, config.loadShedding);

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

/**
 * Load shedding: past saturation a request is refused at once (503 with Retry-After; the
 * error plugin gives it the envelope) instead of queueing for seconds. Saturated means more
 * requests in flight than the server finishes in time (and, when configured, a lagging event
 * loop). Registered first, so a refused request costs nothing else.
 */
async function registerLoadShedding(app: FastifyInstance, options: LoadShedding): Promise<void> {
  let inFlight = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    healthCheck: async () => inFlight <= options.maxInFlight,
    healthCheckInterval: options.sampleIntervalMs,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
  });
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    reply.raw.once('close', () => inFlight--);
  });
}
