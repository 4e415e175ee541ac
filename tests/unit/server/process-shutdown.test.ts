import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionPaths } from '../../../contract/paths';
import { startServerProcess, type RunningServer } from '../../support/start-server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const data = path.join(dir, 'data');
const hooks = path.resolve(import.meta.dirname, '../../support/process-hooks.mjs');
// scrypt at 2^16 makes a log-in last long enough to signal while it runs.
const env = { DATA_DIR: data, STATIC_DIR: dir, SCRYPT_N: String(2 ** 16), NODE_OPTIONS: `--import ${hooks}` };

/** Starts a log-in and resolves once the server has received it. */
async function loginInFlight(server: RunningServer) {
  const before = server.output().split('[hook] request started').length;
  const response = fetch(`${server.url}${sessionPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ cn: 'demo', password: 'demo1234' }),
  }).then(async (r) => (await r.json()) as { code: number });
  while (server.output().split('[hook] request started').length === before) await new Promise((r) => setTimeout(r, 5));
  return response;
}

const exitOf = (server: RunningServer) => new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

// The tests share one data folder (seeded by the first start) and run in order.
describe('server/main.ts process shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits 0 with the database closed', async () => {
    const server = await startServerProcess(env);
    const login = await loginInFlight(server);
    const code = await server.stop();
    expect((await login).code).toBe(0);
    expect(code).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: shutting down/);
    expect(server.output()).not.toMatch(/forced exit/);
    expect(fs.existsSync(path.join(data, 'server.pid'))).toBe(false);
  }, 240_000);

  it('logs an unhandled rejection, finishes the request in flight, closes the database and exits 1', async () => {
    const server = await startServerProcess(env);
    const exited = exitOf(server);
    const login = await loginInFlight(server);
    server.child.kill('SIGUSR2');
    expect((await login).code).toBe(0);
    expect(await exited).toBe(1);
    expect(server.output()).toMatch(/unhandled rejection: shutting down/);
    expect(server.output()).toMatch(/Error: injected unhandled rejection|"message":"injected unhandled rejection"/);
    expect(server.output()).not.toMatch(/forced exit/);
    expect(fs.existsSync(path.join(data, 'server.pid'))).toBe(false);
    // The data are intact: the server starts on them again.
    const again = await startServerProcess(env);
    expect(await again.stop()).toBe(0);
  }, 240_000);
});
