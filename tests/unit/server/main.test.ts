import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFY_HEADERS } from '../../../contract/payment';
import { lotteryPaths, paymentPaths, sessionPaths, userPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { defaultConfig } from '../../../server/config';
import { signNotification } from '../../../server/domains/payments/notify';
import { startServerProcess } from '../../support/start-server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
const staticDir = path.join(dir, 'dist');
fs.mkdirSync(staticDir);
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>平台</title>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Sends a WECHAT_WEB payment notification for an order that does not exist, signed with `secret`, with only the headers
 * of the provider contract (a webhook is no browser: no X-Requested-With, no Origin); answers its code.
 */
async function notifyUnknownOrder(url: string, secret: string): Promise<number> {
  const body = JSON.stringify({ spsn: 'D000000001', tradeNo: 'T1', amount: '5000', status: 'paid', paidAt: Date.now() });
  const timestamp = Date.now();
  const headers = {
    'content-type': 'application/json',
    [NOTIFY_HEADERS.channel]: 'WECHAT_WEB',
    [NOTIFY_HEADERS.timestamp]: String(timestamp),
    [NOTIFY_HEADERS.signature]: signNotification(secret, timestamp, body),
  };
  return ((await (await fetch(`${url}${paymentPaths.notify}`, { method: 'POST', headers, body })).json()) as { code: number }).code;
}

describe('npm start (server/main.ts)', () => {
  it('starts on the embedded database with demo data, serves the client with an SPA fallback, refuses a second process, and stops cleanly', async () => {
    const env = { DATA_DIR: path.join(dir, 'data'), STATIC_DIR: staticDir };
    const server = await startServerProcess(env);
    try {
      expect(server.output()).toMatch(/PGlite/);
      const login = await fetch(`${server.url}${sessionPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ cn: 'demo', password: 'demo1234' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
      const page = await fetch(`${server.url}/lottery`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('平台');
      const issue = (await (await fetch(`${server.url}${lotteryPaths.issue}?lottery=HN1FC`)).json()) as { result: { second: number } };
      expect(issue.result.second).toBeGreaterThanOrEqual(0);
      await expect(startServerProcess(env)).rejects.toThrow(/locked by pid/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(dir, 'data', 'server.pid'))).toBe(false);
    // Starts again on the same data (no second seeding).
    const again = await startServerProcess(env);
    expect(again.output()).not.toMatch(/demo data seeded/);
    expect(await again.stop()).toBe(0);
  }, 240_000);

  it(`keeps its keys out of the repository: a notification signed with the old committed key is refused; production without keys does not start; \
SANDBOX_PROVIDERS=0 serves no sandbox cashier`, async () => {
    const dataDir = path.join(dir, 'keys');
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: staticDir, SANDBOX_PROVIDERS: '0' });
    try {
      const notify = (secret: string) => notifyUnknownOrder(server.url, secret);
      expect(await notify('sandbox-secret-wechat_web')).toBe(errorCodes.notifySignature.code);
      const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { providers: Record<string, string> };
      // The data folder's key passes the signature; the order is then looked up (none here).
      expect(await notify(stored.providers.WECHAT_WEB!)).toBe(errorCodes.notifyOrder.code);
      expect(
        (await fetch(`${server.url}${paymentPaths.sandboxCashier}/D000000001/pay`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } }))
          .status,
      ).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    await expect(startServerProcess({ DATA_DIR: path.join(dir, 'production'), STATIC_DIR: staticDir, NODE_ENV: 'production' })).rejects.toThrow(
      /PROVIDER_SECRET_WECHAT_WEB: missing/,
    );
  }, 240_000);

  it(`holds from the production build in production mode: keys required, no sandbox, no dev origin, no query string in the log, a device cookie at \
log-in`, async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const start = (env: Record<string, string>) =>
      startServerProcess({ STATIC_DIR: staticDir, NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_PRETTY: '0', ...env }, 90_000, 'build');
    await expect(start({ DATA_DIR: path.join(dir, 'built-nokeys') })).rejects.toThrow(/SESSION_SECRET: missing/);
    const key = (name: string) => `${name}-0123456789abcdefghijklmnopqrstuvwxyz`;
    const secretsFile = path.join(dir, 'built-secrets.json');
    const providers = Object.fromEntries(['WECHAT_WEB', 'ALIPAY_WEB'].map((code) => [code, key(code)]));
    fs.writeFileSync(secretsFile, JSON.stringify({ formToken: key('form'), session: key('session'), providers }), { mode: 0o600 });
    // Every channel needs its key: the file names the two above, the environment the rest.
    const channelCodes = defaultConfig.payments.channels.map((c) => c.code);
    const rest = Object.fromEntries(channelCodes.filter((code) => !providers[code]).map((code) => [`PROVIDER_SECRET_${code}`, key(code)]));
    const server = await start({ DATA_DIR: path.join(dir, 'built'), SECRETS_FILE: secretsFile, ...rest });
    try {
      const notify = (secret: string) => notifyUnknownOrder(server.url, secret);
      expect(await notify('sandbox-secret-wechat_web')).toBe(errorCodes.notifySignature.code);
      expect(await notify(key('WECHAT_WEB'))).toBe(errorCodes.notifyOrder.code);
      expect(
        (await fetch(`${server.url}${paymentPaths.sandboxCashier}/D000000001/pay`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } }))
          .status,
      ).toBe(404);
      const preflight = await fetch(`${server.url}${sessionPaths.login}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const login = await fetch(`${server.url}${sessionPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ cn: 'demo', password: 'demo1234' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
      const cookies = login.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('did='))).toMatch(/HttpOnly/);
      const sid = cookies.find((c) => c.startsWith('sid='))!.split(';')[0]!;
      await fetch(`${server.url}${userPaths.updatePasswordQuery}?oldPassword=hunter22&newPassword=s3cret999`, {
        method: 'POST',
        headers: { cookie: sid, 'x-requested-with': 'XMLHttpRequest' },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.output()).toContain(userPaths.updatePasswordQuery);
      expect(server.output()).not.toMatch(/hunter22|s3cret999/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 240_000);
});
