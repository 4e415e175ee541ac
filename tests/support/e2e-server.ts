/**
 * The browser tests' server: builds the client into a temporary folder, starts the real server
 * (server/main.ts, as `npm start` does) on E2E_PORT with a fresh temporary database and the test
 * clock, and removes both folders when Playwright stops it (SIGTERM).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '4399';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-e2e-'));
const dist = path.join(work, 'dist');
const data = path.join(work, 'data');

const cleanup = () => fs.rmSync(work, { recursive: true, force: true });

try {
  execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '-o', dist], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
} catch (error) {
  cleanup();
  throw error;
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: data, STATIC_DIR: dist, TEST_CLOCK: '1', SCRYPT_N: '1024', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  cleanup();
  process.exit(stopping ? 0 : (code ?? 1));
});
