/**
 * Builds the platform app (fastify/demo layout): shared plugins with typed decorators
 * first, then one encapsulated plugin per domain. main.ts only listens; tests build the
 * app in-process (fastify.inject) or listen on a random port for sockets.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { probePaths } from '../contract/paths';
import { errorCodes } from '../contract/primitives';
import { systemClock, type Clock } from './clock';
import { defaultConfig, type ServerConfig } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './domains/account/routes';
import { chatRoutes } from './domains/chat/routes';
import { chatSockets } from './domains/chat/sockets';
import { groupRoutes } from './domains/groups/routes';
import { groupSockets } from './domains/groups/sockets';
import { redPacketRoutes } from './domains/red-packets/routes';
import { RedPacketExpiry } from './domains/red-packets/service';
import { contentRoutes } from './domains/content/routes';
import { gameRoutes } from './domains/games/routes';
import { healthRoutes } from './domains/health/routes';
import { lineRoutes } from './domains/lines/routes';
import { letterRoutes } from './domains/letters/routes';
import { lotteryRoutes } from './domains/lottery/routes';
import { beijingIsoDate } from '../rules/beijing-time';
import { OddsBook } from './domains/lottery/odds';
import { Scheduler } from './domains/lottery/scheduler';
import type { SchedulerLease } from './domains/lottery/scheduler-lease';
import { testClockRoutes } from './domains/lottery/test-clock';
import { sessionRoutes } from './domains/session/routes';
import { userRoutes } from './domains/users/routes';
import { Passwords } from './domains/users/passwords';
import { FallbackAttemptStore, MemoryAttemptStore, type AttemptStore } from './domains/session/throttle';
import { walletRoutes } from './domains/wallet/routes';
import { teamRoutes } from './domains/team/routes';
import { contractRoutes } from './domains/contracts/routes';
import { protectionRoutes } from './domains/protection/routes';
import { ContractPayouts } from './domains/contracts/payouts';
import { PausedChaseStops } from './domains/protection/service';
import { PayoutProcessor } from './domains/withdraw/payouts';
import { withdrawRoutes } from './domains/withdraw/routes';
import { DepositProcessor } from './domains/payments/processor';
import { notifyByInject } from './domains/payments/notify-route';
import { paymentRoutes } from './domains/payments/routes';
import { serverDeps } from './deps';
import { AdmissionGate, admittingServer, registerAdmission } from './http/admission';
import { createMailer, type Mailer } from './mail';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { socketPlugin } from './plugins/socket';
import type { RedisServices } from './redis/services';
import { systemEntropy, type Entropy } from './entropy';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
    /** The odds on offer for every play, from the lottery config, in the zodiac year of the day they are asked for. */
    odds: OddsBook;
    scheduler: Scheduler;
    /** The sandbox payout provider of withdrawals. */
    payouts: PayoutProcessor;
    /** Deposits: payee matching, expiry, and the sandbox providers' notifications. */
    deposits: DepositProcessor;
    /** Refunds the unclaimed rest of red packets 24 hours after sending. */
    redPacketExpiry: RedPacketExpiry;
    contractPayouts: ContractPayouts;
    /** Stops the open chases of paused players that their pause left running. */
    pausedChaseStops: PausedChaseStops;
    /** Hashing and checking secrets for requests, in turn per owner (passwords.ts, config.hashing). */
    passwords: Passwords;
    /** Failed-attempt counts (log-in throttle): in memory, or in Redis for several processes. */
    attempts: AttemptStore;
    /** Set when several processes share Redis (REDIS_URL); null for one process. */
    redis: RedisServices | null;
    /** Outgoing mail: SMTP, or the local outbox (config.mail). */
    mailer: Mailer;
    /** Randomness of draw seeds, lucky shares and game outcomes (server/entropy.ts). */
    entropy: Entropy;
  }
}

export interface AppOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<ServerConfig>;
  /** Fastify's pino logger: false (tests), true, or options (settings.ts loggerOptions). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built client from this folder, with an SPA fallback to index.html. */
  staticDir?: string;
  /** Failed-attempt counts; default in Redis when `redis` is given, else in this process's memory. */
  attempts?: AttemptStore;
  /** Shared state for several processes (REDIS_URL): socket adapter, rate limits, attempt counts, session ends. */
  redis?: RedisServices;
  /** Who may run the scheduler when several processes share the database (default: this one). */
  schedulerLease?: SchedulerLease;
  /** Randomness of draw seeds, lucky shares and game outcomes: the OS CSPRNG unless a simulation injects a seeded one. */
  entropy?: Entropy;
  /** Fastify's schema compilers (tests share one cache across the apps of a process). */
  schemaController?: FastifyServerOptions['schemaController'];
}

// '/sport/api/' only: /sport/inner is an app route (the sports betting lobby).
const apiPrefixes = ['/sso/', '/sobet/', '/lottery/api/', '/lottery/v2/', '/onlineio', '/__test/', '/api/', '/sport/api/'];

/** rspack names bundles `[name].[contenthash:8].js`: such a file never changes, so caches may keep it for a year. */
const hashedAsset = /\.[0-9a-f]{8}\.[a-z0-9]+(?:\.br|\.gz)?$/;

/**
 * The content security policy the app runs under: scripts, the engine's Web Worker and
 * connections (API, socket.io over websocket, which 'self' matches) stay on the site's own
 * origin. Stitches appends empty <style> elements and fills them through the CSSOM
 * (insertRule, which CSP does not govern), so style elements are allowed only when empty
 * (the hash of ''); injected <style> text stays blocked. Style attributes (ECharts tooltips)
 * are allowed. QR codes are inline SVG.
 */
function contentSecurityPolicy(https: boolean, lines: string[]) {
  const emptyHash = createHash('sha256').update('').digest('base64');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", `'sha256-${emptyHash}'`],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      // The speed test measures the other lines, and the app may switch its API and socket to one.
      connectSrc: ["'self'", ...lines, ...lines.map((line) => line.replace(/^http/, 'ws'))],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultConfig, ...options.config };
  const gate = config.loadShedding ? new AdmissionGate(config.loadShedding) : undefined;
  const app = Fastify({
    ...(gate && config.loadShedding ? { serverFactory: admittingServer(gate, config.loadShedding, Object.values(probePaths), config.requestTimeoutMs) } : {}),
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    schemaController: options.schemaController,
    // A request must arrive whole (headers and body) within this: a client trickling it is cut off.
    requestTimeout: config.requestTimeoutMs,
  });
  const clock = options.clock ?? systemClock;
  app.decorate('db', options.db);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('entropy', options.entropy ?? systemEntropy);
  app.decorate('passwords', new Passwords(config.scryptN, config.hashing));
  app.decorate('redis', options.redis ?? null);
  const inMemory = new MemoryAttemptStore(() => clock.now());
  const shared = options.redis?.attemptStore(() => clock.now());
  app.decorate('attempts', options.attempts ?? (shared ? new FallbackAttemptStore(shared, inMemory, (message) => app.log.warn(message)) : inMemory));
  app.decorate('odds', new OddsBook(config, () => beijingIsoDate(clock.now())));
  app.decorate('scheduler', new Scheduler(serverDeps(app), options.schedulerLease));
  app.decorate('payouts', new PayoutProcessor(serverDeps(app)));
  app.decorate('deposits', new DepositProcessor(serverDeps(app), notifyByInject(app)));
  app.decorate('redPacketExpiry', new RedPacketExpiry(app));
  app.decorate('contractPayouts', new ContractPayouts(app));
  app.decorate('pausedChaseStops', new PausedChaseStops(serverDeps(app)));
  app.decorate(
    'mailer',
    createMailer(config.mail, () => clock.now()),
  );

  // Security headers on every answer; HSTS only where the site is served over HTTPS.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config.cookieSecure, config.lines),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000 } : false,
  });
  // Compresses API answers above 1 KB and static files that have no precompressed sibling
  // (scripts/build.mjs writes .br/.gz next to the client's files, served as they are).
  // Request bodies are left alone: the security plugin handles Content-Encoding: lzstring.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });

  if (gate && config.loadShedding) registerAdmission(app, gate, config.loadShedding);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sessionPlugin);
  await app.register(socketPlugin);

  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawRoutes);
  await app.register(paymentRoutes);
  await app.register(accountRoutes);
  await app.register(lotteryRoutes);
  await app.register(contentRoutes);
  await app.register(chatRoutes);
  await app.register(chatSockets);
  await app.register(groupRoutes);
  await app.register(groupSockets);
  await app.register(redPacketRoutes);
  await app.register(letterRoutes);
  await app.register(healthRoutes);
  await app.register(lineRoutes);
  await app.register(gameRoutes);
  await app.register(teamRoutes);
  await app.register(contractRoutes);
  await app.register(protectionRoutes);
  if (app.config.testClock) await app.register(testClockRoutes);

  const root = options.staticDir ? path.resolve(options.staticDir) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      serve: true,
      preCompressed: true,
      cacheControl: false,
      // Hashed bundles are immutable; index.html and the rest (favicon) are revalidated (ETag) on every use.
      setHeaders: (reply, filePath) => reply.header('cache-control', hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (root && read && !apiPrefixes.some((p) => url.startsWith(p))) {
      // Hashed assets are served by the static plugin; every app route gets index.html.
      if (/\.[a-z0-9]+$/i.test(url)) return reply.sendFile(url.slice(1), root);
      return reply.type('text/html').sendFile('index.html', root);
    }
    return reply.status(404).send({ code: errorCodes.notFound.code, msg: `接口不存在：${url}` });
  });

  // The server listens at once: catching up after downtime runs in the background (/readyz tells).
  app.addHook('onReady', async () => {
    app.scheduler.start();
    app.payouts.start();
    app.deposits.start();
    app.redPacketExpiry.start();
    app.contractPayouts.start();
    app.pausedChaseStops.start();
  });
  app.addHook('preClose', async () => {
    await app.scheduler.stop();
    await app.payouts.stop();
    await app.deposits.stop();
    await app.redPacketExpiry.stop();
    await app.contractPayouts.stop();
    await app.pausedChaseStops.stop();
  });
  return app;
}
