import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lotteryPaths, sessionPaths } from '../../../contract/paths';
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
});
