import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFY_HEADERS } from '../../../contract/payment';
import { lotteryPaths, paymentPaths, sessionPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { signNotification } from '../../../server/domains/payments/notify';
import { startServerProcess } from '../../support/start-server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
const staticDir = path.join(dir, 'dist');
fs.mkdirSync(staticDir);
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>平台</title>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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

  it('keeps its keys out of the repository: a notification signed with the old committed key is refused; production without keys does not start; SANDBOX_PROVIDERS=0 serves no sandbox cashier', async () => {
    const dataDir = path.join(dir, 'keys');
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: staticDir, SANDBOX_PROVIDERS: '0' });
    try {
      const body = JSON.stringify({ spsn: 'D000000001', tradeNo: 'T1', amount: '5000', status: 'paid', paidAt: Date.now() });
      // Only the headers of the provider contract: a webhook is no browser (no X-Requested-With, no Origin).
      const notify = async (secret: string) => {
        const timestamp = Date.now();
        const headers = { 'content-type': 'application/json', [NOTIFY_HEADERS.channel]: 'WECHAT_WEB', [NOTIFY_HEADERS.timestamp]: String(timestamp), [NOTIFY_HEADERS.signature]: signNotification(secret, timestamp, body) };
        return ((await (await fetch(`${server.url}${paymentPaths.notify}`, { method: 'POST', headers, body })).json()) as { code: number }).code;
      };
      expect(await notify('sandbox-secret-wechat_web')).toBe(errorCodes.notifySignature.code);
      const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { providers: Record<string, string> };
      // The data folder's key passes the signature; the order is then looked up (none here).
      expect(await notify(stored.providers.WECHAT_WEB!)).toBe(errorCodes.notifyOrder.code);
      expect((await fetch(`${server.url}${paymentPaths.sandboxCashier}/D000000001/pay`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } })).status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    await expect(startServerProcess({ DATA_DIR: path.join(dir, 'production'), STATIC_DIR: staticDir, NODE_ENV: 'production' })).rejects.toThrow(/PROVIDER_SECRET_WECHAT_WEB: missing/);
  }, 240_000);
});
