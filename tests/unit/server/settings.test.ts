import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseEnv } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, readSettings, SettingsError } from '../../../server/settings';
import { startServerProcess } from '../../support/start-server';

function problemsOf(env: Record<string, string>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('readSettings', () => {
  it('gives the documented defaults when the environment is empty', () => {
    expect(readSettings({})).toEqual({
      port: 4321,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: path.resolve('data'),
      staticDir: path.resolve('dist'),
      allowedOrigins: ['http://127.0.0.1:4173', 'http://localhost:4173'],
      trustProxy: false,
      cookieSecure: false,
      logLevel: 'info',
      logPretty: true,
      testClock: false,
      manualJobs: false,
      sandboxProviders: true,
      production: false,
      scryptN: 2 ** 17,
      scryptConcurrency: 2,
      workers: 2,
      acceptLanes: 16,
      smtpUrl: undefined,
      mailFrom: 'SOBET <no-reply@sobet.local>',
      backfillDays: 3,
      lines: [],
    });
  });

  it('reads every variable when set', () => {
    const settings = readSettings({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/sobet',
      REDIS_URL: 'redis://cache:6379',
      DATA_DIR: '/var/lib/sobet',
      STATIC_DIR: '/srv/www',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      TRUST_PROXY: 'true',
      COOKIE_SECURE: '1',
      LOG_LEVEL: 'WARN',
      NODE_ENV: 'production',
      TEST_CLOCK: 'true',
      TEST_MANUAL_JOBS: '1',
      SANDBOX_PROVIDERS: '1',
      SCRYPT_N: '1024',
      SCRYPT_CONCURRENCY: '3',
      WORKERS: '4',
      ACCEPT_LANES: '8',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Shop <no-reply@example.com>',
      BACKFILL_DAYS: '0',
      LINES: 'https://line2.example, http://10.0.0.2:4321',
    });
    expect(settings).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db:5432/sobet',
      redisUrl: 'redis://cache:6379',
      dataDir: '/var/lib/sobet',
      staticDir: '/srv/www',
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      trustProxy: true,
      cookieSecure: true,
      logLevel: 'warn',
      logPretty: false,
      testClock: true,
      manualJobs: true,
      sandboxProviders: true,
      production: true,
      scryptN: 1024,
      scryptConcurrency: 3,
      workers: 4,
      acceptLanes: 8,
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Shop <no-reply@example.com>',
      backfillDays: 0,
      lines: ['https://line2.example', 'http://10.0.0.2:4321'],
    });
  });

  it('trusts the dev server origins by default only outside production', () => {
    // The sandbox providers: on in development, off in production unless asked.
    expect(readSettings({ NODE_ENV: 'production' }).sandboxProviders).toBe(false);
    expect(readSettings({ NODE_ENV: 'production', SANDBOX_PROVIDERS: '1' }).sandboxProviders).toBe(true);
    expect(() => readSettings({ TEST_MANUAL_JOBS: '1' })).toThrow(/TEST_MANUAL_JOBS/);
    expect(readSettings({ NODE_ENV: 'production' }).allowedOrigins).toEqual([]);
    expect(readSettings({ NODE_ENV: 'production', ALLOWED_ORIGINS: 'https://a.example' }).allowedOrigins).toEqual(['https://a.example']);
  });

  it('trusts no dev server origin and serves no sandbox provider in production when the .env is a copy of .env.example', () => {
    const example = parseEnv(fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8'));
    const settings = readSettings({ ...example, NODE_ENV: 'production' });
    expect(settings.allowedOrigins).toEqual([]);
    expect(settings.sandboxProviders).toBe(false);
    // In development the same copy keeps the dev server's origins.
    expect(readSettings(example).allowedOrigins).toEqual(['http://127.0.0.1:4173', 'http://localhost:4173']);
  });

  it('treats an empty value as unset, except ALLOWED_ORIGINS where empty means none', () => {
    const settings = readSettings({ DATABASE_URL: '', PORT: '', ALLOWED_ORIGINS: '' });
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.port).toBe(4321);
    expect(settings.allowedOrigins).toEqual([]);
  });

  it('reads TRUST_PROXY as off, on, or a list of proxy addresses and ranges', () => {
    expect(readSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(readSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1, fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses a TRUST_PROXY hop count or a malformed address, naming the variable', () => {
    for (const value of ['2', 'yes', '10.0.0.0/33', '10.0.0', 'proxy.example', '::1/129', '10.0.0.1/8/1']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0]).toContain(`TRUST_PROXY="${value}"`);
    }
    expect(problemsOf({ TRUST_PROXY: '2' })[0]).toMatch(/hop count/);
  });

  it('lists every bad value at once in one clear error', () => {
    const problems = problemsOf({
      PORT: '70000',
      COOKIE_SECURE: 'maybe',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/sobet',
      ALLOWED_ORIGINS: 'https://ok.example,https://bad.example/path',
      SCRYPT_N: '1000',
      SCRYPT_CONCURRENCY: '0',
      LOG_PRETTY: 'sometimes',
      TEST_CLOCK: 'on',
      WORKERS: '0',
      ACCEPT_LANES: '65',
      LINES: 'https://line2.example/api',
      BACKFILL_DAYS: '99',
    });
    expect(problems.map((p) => p.split('=')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'ALLOWED_ORIGINS',
      'LINES',
      'LOG_LEVEL',
      'COOKIE_SECURE',
      'LOG_PRETTY',
      'TEST_CLOCK',
      'SCRYPT_N',
      'SCRYPT_CONCURRENCY',
      'WORKERS',
      'ACCEPT_LANES',
      'BACKFILL_DAYS',
    ]);
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(/PORT="eighty": expected a port number/);
    expect(problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/sobet' })[0]).not.toContain('hunter2');
    expect(problemsOf({ SMTP_URL: 'http://u:hunter2@mail.example' })[0]).toMatch(/^SMTP_URL=.*smtp:\/\//);
    expect(problemsOf({ SMTP_URL: 'http://u:hunter2@mail.example' })[0]).not.toContain('hunter2');
    expect(() => readSettings({ SCRYPT_N: String(2 ** 18) })).toThrow(/SCRYPT_N/);
  });
});

describe('loggerOptions', () => {
  it('logs at the chosen level, pretty in development and JSON in production, and not at all when silent', () => {
    expect(loggerOptions(readSettings({}))).toEqual({
      level: 'info',
      serializers: expect.any(Object),
      transport: expect.objectContaining({ target: 'pino-pretty' }),
    });
    expect(loggerOptions(readSettings({ NODE_ENV: 'production', LOG_LEVEL: 'debug' }))).toEqual({ level: 'debug', serializers: expect.any(Object) });
    expect(loggerOptions(readSettings({ NODE_ENV: 'production', LOG_PRETTY: '1' }))).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions(readSettings({ LOG_PRETTY: '0' }))).toEqual({ level: 'info', serializers: expect.any(Object) });
    expect(loggerOptions(readSettings({ LOG_LEVEL: 'silent' }))).toBe(false);
  });

  it('never writes a query string (passwords and game tokens travel in some) to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const options = loggerOptions(readSettings({ NODE_ENV: 'production' })) as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/sobet/userInfo/updatePassword', async () => ({ ok: 1 }));
    await app.inject({ method: 'GET', url: '/sobet/userInfo/updatePassword?oldPassword=hunter22&newPassword=s3cret99' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/sobet/userInfo/updatePassword');
    expect(log).not.toMatch(/hunter22|s3cret99|oldPassword/);
  });
});

describe('server start (server/main.ts)', () => {
  it('stops with exit code 1 and names each bad variable when the settings are wrong', async () => {
    const failure = (await startServerProcess({ TRUST_PROXY: 'yes', COOKIE_SECURE: 'maybe', DATA_DIR: '/nonexistent/never-created' }).catch(
      (error: unknown) => error,
    )) as { code: number; log: string };
    expect(failure.code).toBe(1);
    expect(failure.log).toContain('TRUST_PROXY="yes"');
    expect(failure.log).toContain('COOKIE_SECURE="maybe"');
    expect(failure.log).not.toMatch(/at .*settings\.ts/); // a message, not a stack trace
  }, 30_000);
});
