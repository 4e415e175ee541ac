/**
 * Starts `server/main.ts` as its own process (as `npm start` does after the build), or the built
 * `build/server/main.js` itself (`entry: 'build'`; scripts/build.mjs must have run), and resolves
 * with its URL once it prints it. For end-to-end tests of the real entry point.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Waits up to `timeoutMs` for the start: a first start took 16 s and a restart 8.5 s on a 2-core machine with
 * other work running, and over 30 s under heavier load.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 90_000, entry: 'source' | 'build' = 'source'): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  const args = entry === 'build' ? ['--enable-source-maps', path.join(root, 'build/server/main.js')] : ['--import', 'tsx', path.join(root, 'server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    // DATABASE_URL always set (empty = embedded), so a developer's .env never points a test at their database.
    // No backfilled history unless a test asks for it: each start is a fresh database, and it keeps starts quick.
    env: { ...process.env, PORT: '0', SCRYPT_N: '1024', LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL ?? '', BACKFILL_DAYS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Killed, so that it does not keep the data folder locked for the next start of the same test.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /平台已启动: (http:\/\/[^/\s]+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          child,
          output: () => log,
          async stop() {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!/平台已启动/.test(log)) reject(Object.assign(new Error(`server exited ${code}:\n${log}`), { log, code }));
    });
  });
}

/**
 * Resolves once the server has caught up (/readyz says ok): a start draws and settles what was
 * due in the background while it already serves, and a browser test started meanwhile meets a
 * server slowed by that work.
 */
export async function caughtUp(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${server.url}/readyz`).then(
      (response) => response.json() as Promise<{ status?: string }>,
      () => ({}) as { status?: string },
    );
    if (answer.status === 'ok') return;
    if (Date.now() > until) throw new Error(`the server did not catch up within ${timeoutMs} ms (/readyz: ${answer.status ?? 'no answer'})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
