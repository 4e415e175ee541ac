/**
 * The browser tests' server, started as `npm start` does: scripts/build.mjs (client into dist/ with
 * its brotli/gzip copies, server bundle into build/; skipped when the sources are unchanged), then
 * the built server on E2E_PORT with a fresh temporary database and the test clock. The database
 * folder is removed when Playwright stops it (SIGTERM).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '4399';
// Named by port, so a test can read the server's mail outbox (e2eOutboxFile in tests/support/e2e-app.ts).
const work = path.join(os.tmpdir(), `shell-e2e-${port}`);
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });
const data = path.join(work, 'data');

const cleanup = () => fs.rmSync(work, { recursive: true, force: true });

try {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
} catch (error) {
  cleanup();
  throw error;
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'build/server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: data,
    STATIC_DIR: path.join(root, 'dist'),
    TEST_CLOCK: '1',
    SCRYPT_N: '1024',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // An empty history, as the browser tests were written for (draws happen as the test clock moves).
    BACKFILL_DAYS: '0',
    // The lines as a deployment lists them, this one included (the app served from one calls the
    // others): this server under its two names, and one nobody answers.
    LINES: `http://127.0.0.1:${port},http://localhost:${port},http://127.0.0.1:9`,
  },
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
