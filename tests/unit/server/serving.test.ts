import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths, lotteryPaths, probePaths } from '../../../contract/paths';
import { buildApp } from '../../../server/app';
import type { DbHandle } from '../../../server/db/client';
import { freshDatabase, testConfig } from '../../support/server-harness';

// A built client in miniature: a content-hashed bundle with its brotli copy (as scripts/build.mjs
// writes it), one without a copy, index.html and the favicon.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-'));
const bundle = 'main.0a1b2c3d.js';
const bundleText = 'export const answer = () => "四十二";\n'.repeat(2000);
const lazyChunk = '471.83942187.js';
fs.writeFileSync(path.join(dir, bundle), bundleText);
fs.writeFileSync(path.join(dir, `${bundle}.br`), zlib.brotliCompressSync(bundleText));
fs.writeFileSync(path.join(dir, lazyChunk), 'console.log("chunk");\n'.repeat(500));
fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>平台</title><script src="/${bundle}"></script>`);
fs.copyFileSync(path.resolve(import.meta.dirname, '../../../app/public/favicon.ico'), path.join(dir, 'favicon.ico'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('serving the client', () => {
  let app: FastifyInstance;
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await freshDatabase();
    app = await buildApp({ db: handle.db, config: testConfig, staticDir: dir });
    await app.ready();
    await app.scheduler.caughtUp;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('sends the precompressed brotli bundle, immutable for a year, when the client accepts br', async () => {
    const res = await app.inject({ method: 'GET', url: `/${bundle}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(bundleText.length / 10);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(bundleText);
  });

  it('compresses a bundle on the fly with gzip when there is no copy for the encoding asked', async () => {
    const res = await app.inject({ method: 'GET', url: `/${lazyChunk}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('chunk');
  });

  it('sends the bundle as it is when the client accepts no compression', async () => {
    const res = await app.inject({ method: 'GET', url: `/${bundle}` });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bundleText);
  });

  it('serves index.html with no-cache for the root, app routes and HEAD', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/lottery?lottery=HN1FC'],
      ['HEAD', '/'],
      ['HEAD', '/chart/ssc/HN1FC'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(method === 'HEAD' ? '' : fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
    }
  });

  it('serves the favicon as an icon that caches revalidate', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/favicon.ico' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD on API routes and a JSON 404 for unknown API paths', async () => {
    const head = await app.inject({ method: 'HEAD', url: `${lotteryPaths.issue}?lottery=HN1FC` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const missing = await app.inject({ method: 'GET', url: '/sobet/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: expect.stringContaining('/sobet/no-such-call') });
  });

  it('compresses API answers above 1 KB and leaves small ones alone', async () => {
    const odds = await app.inject({ method: 'GET', url: `${lotteryPaths.odds}?lottery=JSK3`, headers: { 'accept-encoding': 'br' } });
    expect(odds.statusCode).toBe(200);
    expect(odds.headers['content-encoding']).toBe('br');
    const json = JSON.parse(zlib.brotliDecompressSync(odds.rawPayload).toString()) as { result: object };
    expect(Object.keys(json.result)).toContain('JSK3');
    const health = await app.inject({ method: 'GET', url: probePaths.health, headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends a content security policy and the other security headers on pages and API answers', async () => {
    for (const url of ['/', probePaths.health]) {
      const res = await app.inject({ method: 'GET', url });
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives the customer-service page its own policy that admits its inline style and nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: contentPaths.supportPage });
    expect(res.body).toContain('<style>');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  });
});

describe('serving over HTTPS (COOKIE_SECURE)', () => {
  it('adds HSTS and upgrade-insecure-requests when the site is served over HTTPS', async () => {
    const handle = await freshDatabase();
    const app = await buildApp({ db: handle.db, config: { ...testConfig, cookieSecure: true } });
    try {
      const res = await app.inject({ method: 'GET', url: probePaths.health });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('trustProxy (TRUST_PROXY)', () => {
  async function clientAddress(trustProxy: boolean | string[], remoteAddress: string): Promise<string> {
    const handle = await freshDatabase();
    const app = await buildApp({ db: handle.db, config: { ...testConfig, trustProxy } });
    app.get('/echo-ip', async (request) => ({ ip: request.ip }));
    try {
      const res = await app.inject({ method: 'GET', url: '/echo-ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.7' } });
      return (res.json() as { ip: string }).ip;
    } finally {
      await app.close();
      await handle.close();
    }
  }

  it('takes the forwarded client address only from a configured proxy', async () => {
    expect(await clientAddress(false, '127.0.0.1')).toBe('127.0.0.1');
    expect(await clientAddress(['127.0.0.1'], '127.0.0.1')).toBe('203.0.113.7');
    expect(await clientAddress(['127.0.0.1'], '198.51.100.9')).toBe('198.51.100.9');
  });
});

describe('probes', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
    await handle.close().catch(() => undefined);
  });

  it('answers /healthz and /readyz 200 (GET and HEAD) while the database answers', async () => {
    handle = await freshDatabase();
    app = await buildApp({ db: handle.db, config: testConfig });
    await app.ready();
    await app.scheduler.caughtUp;
    for (const url of [probePaths.health, probePaths.ready]) {
      for (const method of ['GET', 'HEAD'] as const) expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: probePaths.ready })).json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 and /healthz 200 when the database is closed', async () => {
    handle = await freshDatabase();
    app = await buildApp({ db: handle.db, config: testConfig });
    await app.ready();
    await app.scheduler.caughtUp;
    await handle.close();
    const ready = await app.inject({ method: 'GET', url: probePaths.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable' });
    expect((await app.inject({ method: 'GET', url: probePaths.health })).statusCode).toBe(200);
  });
});
