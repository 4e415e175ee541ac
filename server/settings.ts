/**
 * The server's environment settings, read and checked in one place. main.ts and cluster.ts
 * call settingsOrExit() before anything else; a bad value stops the start with a
 * SettingsError that names the variable, the value and what it accepts. `.env.example`
 * lists every variable.
 */
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { defaultConfig, type TrustProxy } from './config';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Settings {
  port: number;
  host: string;
  /** PostgreSQL; undefined = the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  /** Passed through to the multi-process set-up; undefined = one process, nothing shared. */
  redisUrl?: string;
  dataDir: string;
  staticDir: string;
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  cookieSecure: boolean;
  logLevel: LogLevel;
  logPretty: boolean;
  testClock: boolean;
  /** With TEST_CLOCK: no job runs on a timer; POST /__test/clock runs them (a simulation steps time and jobs itself). */
  manualJobs: boolean;
  /** With TEST_CLOCK: the time the test clock starts at (epoch ms), e.g. just before a Beijing midnight. */
  testClockStart: number | undefined;
  /** The sandbox payment providers (SANDBOX_PROVIDERS): on unless NODE_ENV=production. */
  sandboxProviders: boolean;
  production: boolean;
  scryptN: number;
  /** scrypt jobs running at once in each process (config.hashing.concurrency). */
  scryptConcurrency: number;
  /** Server processes `npm run start:cluster` starts. */
  workers: number;
  /** Descriptors of the listening socket each process accepts from (server/http/accept-lanes.ts). */
  acceptLanes: number;
  /** Outgoing mail: an smtp:// or smtps:// URL; undefined = the local outbox file in dataDir. */
  smtpUrl?: string;
  mailFrom: string;
  /** Past draws a fresh database starts with (days; 0 = none). */
  backfillDays: number;
  /** Other base URLs of this platform that the speed test offers (besides the page's origin). */
  lines: string[];
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`环境变量设置有误 (invalid environment settings):\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example.`);
    this.name = 'SettingsError';
  }
}

type Env = Record<string, string | undefined>;

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);
const defaultAllowedOrigins = 'http://127.0.0.1:4173,http://localhost:4173';

function isAddressOrRange(entry: string): boolean {
  if (proxyKeywords.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Reads and checks every setting; throws one SettingsError listing all bad values. */
export function readSettings(env: Env): Settings {
  const problems: string[] = [];
  // An empty value means unset (so `DATABASE_URL= npm start` uses the embedded database).
  const get = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const bad = (name: string, expected: string, secret = false) => {
    problems.push(`${name}=${secret ? '(value not shown: it may hold a password)' : JSON.stringify(env[name])}: expected ${expected}`);
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const value = get(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    bad(name, '1/true or 0/false');
    return fallback;
  };

  const integer = (name: string, fallback: number, valid: (n: number) => boolean, expected: string): number => {
    const value = get(name);
    if (value === undefined) return fallback;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(n) && valid(n)) return n;
    bad(name, expected);
    return fallback;
  };

  const port = integer('PORT', 4321, (n) => n <= 65535, 'a port number 0-65535 (0 = any free port)');
  const host = get('HOST') ?? '127.0.0.1';

  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') bad('DATABASE_URL', 'a postgres:// or postgresql:// URL', true);
  }

  // The dev server's origins are trusted by default only outside production.
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? (env.NODE_ENV === 'production' ? '' : defaultAllowedOrigins))
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    let parsed: string | undefined;
    try {
      parsed = new URL(origin).origin;
    } catch {
      // reported below
    }
    if (parsed !== origin) {
      bad('ALLOWED_ORIGINS', `comma-separated origins like https://example.com (no path, no trailing slash); "${origin}" is not one`);
      break;
    }
  }

  let trustProxy: TrustProxy = false;
  const proxy = get('TRUST_PROXY')?.trim();
  if (proxy !== undefined) {
    const lower = proxy.toLowerCase();
    if (lower === 'true' || lower === '1') trustProxy = true;
    else if (lower === 'false' || lower === '0') trustProxy = false;
    else if (/^\d+$/.test(proxy)) {
      // Fastify treats a hop count as "trust no one" (the nearest peer would go unchecked).
      bad('TRUST_PROXY', "the proxies' addresses rather than a hop count (Fastify does not trust by hop count)");
    } else {
      const entries = proxy.split(',').map((e) => e.trim());
      if (entries.every(isAddressOrRange)) trustProxy = entries;
      else bad('TRUST_PROXY', 'false, true, or comma-separated proxy addresses/CIDRs (loopback, 10.0.0.0/8, ::1)');
    }
  }

  const smtpUrl = get('SMTP_URL');
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') bad('SMTP_URL', 'an smtp:// or smtps:// URL (smtps://user:pass@host:465)', true);
  }

  const lines = (get('LINES') ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const line of lines) {
    let parsed: string | undefined;
    try {
      parsed = new URL(line).origin;
    } catch {
      // reported below
    }
    if (parsed !== line) {
      bad('LINES', `comma-separated base URLs like https://line2.example.com (no path, no trailing slash); "${line}" is not one`);
      break;
    }
  }

  const logLevel = (get('LOG_LEVEL')?.toLowerCase() ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) bad('LOG_LEVEL', logLevels.join(', '));

  const settings: Settings = {
    port,
    host,
    databaseUrl,
    redisUrl: get('REDIS_URL'),
    dataDir: path.resolve(get('DATA_DIR') ?? 'data'),
    staticDir: path.resolve(get('STATIC_DIR') ?? 'dist'),
    allowedOrigins,
    trustProxy,
    cookieSecure: flag('COOKIE_SECURE', false),
    logLevel: logLevels.includes(logLevel) ? logLevel : 'info',
    logPretty: flag('LOG_PRETTY', env.NODE_ENV !== 'production'),
    testClock: flag('TEST_CLOCK', false),
    manualJobs: flag('TEST_MANUAL_JOBS', false),
    testClockStart: testClockStart(get('TEST_CLOCK_START'), bad),
    sandboxProviders: flag('SANDBOX_PROVIDERS', env.NODE_ENV !== 'production'),
    production: env.NODE_ENV === 'production',
    // Node's scrypt needs a power of two; above 2^17 it passes the 256 MiB memory cap of passwords.ts.
    scryptN: integer('SCRYPT_N', defaultConfig.scryptN, (n) => n >= 2 && n <= 2 ** 17 && (n & (n - 1)) === 0, 'a power of two from 2 to 131072 (2^17)'),
    scryptConcurrency: integer('SCRYPT_CONCURRENCY', defaultConfig.hashing.concurrency, (n) => n >= 1 && n <= 64, 'a number of hashing threads from 1 to 64'),
    workers: integer('WORKERS', 2, (n) => n >= 1 && n <= 64, 'a number of processes from 1 to 64'),
    acceptLanes: integer('ACCEPT_LANES', 16, (n) => n >= 1 && n <= 64, 'a number of accept lanes from 1 to 64'),
    smtpUrl,
    mailFrom: get('MAIL_FROM') ?? defaultConfig.mail.from,
    backfillDays: integer('BACKFILL_DAYS', 3, (n) => n <= 30, 'a number of days from 0 to 30 (0 = no backfilled history)'),
    lines,
  };
  if (settings.manualJobs && !settings.testClock) bad('TEST_MANUAL_JOBS', 'only with TEST_CLOCK=1 (jobs run through POST /__test/clock)');
  if (settings.testClockStart !== undefined && !settings.testClock) bad('TEST_CLOCK_START', 'only with TEST_CLOCK=1');
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}

/**
 * This process's settings: a `.env` file in the working folder is loaded first (values
 * already in the environment win), then every variable is checked; bad values end the
 * start with the list of them (exit 1).
 */
export function settingsOrExit(): Settings {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return readSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}

/** Fastify's logger: pino at the chosen level, through pino-pretty when pretty; none when silent. */
/**
 * The request as logged: method and path, never the query string (the spec's routes take
 * passwords and game tokens as query parameters: updatePassword, game launches).
 */
export function loggedRequest(request: { method: string; url: string; ip?: string }): { method: string; url: string; remoteAddress?: string } {
  const at = request.url.indexOf('?');
  return { method: request.method, url: at < 0 ? request.url : `${request.url.slice(0, at)}?…`, remoteAddress: request.ip };
}

export function loggerOptions(settings: Pick<Settings, 'logLevel' | 'logPretty'>): FastifyServerOptions['logger'] {
  if (settings.logLevel === 'silent') return false;
  return {
    level: settings.logLevel,
    serializers: { req: loggedRequest },
    ...(settings.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } } }
      : {}),
  };
}

/** TEST_CLOCK_START: an ISO date-time with its offset ('2026-11-27T23:55:00+08:00'). */
function testClockStart(value: string | undefined, bad: (name: string, why: string) => void): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (!/[zZ]|[+-]\d\d:\d\d$/.test(value) || Number.isNaN(ms)) bad('TEST_CLOCK_START', 'an ISO date-time with its offset, e.g. 2026-11-27T23:55:00+08:00');
  return Number.isNaN(ms) ? undefined : ms;
}
