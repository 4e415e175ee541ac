import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { socketPath } from '../../../contract/paths';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import type { DbHandle } from '../../../server/db/client';
import { installShutdown, SHUTDOWN_GRACE_MS, type ShutdownLog } from '../../../server/lifecycle';
import { freshDatabase, T0, testConfig, TEST_PASSWORD } from '../../support/server-harness';
import { hashSecret } from '../../../server/domains/users/passwords';
import { insertUser } from '../../../server/domains/users/queries';

/** A stand-in for `process`: tests emit its events and read the exit code. */
class FakeProcess extends EventEmitter {
  readonly exited: Promise<number>;
  private resolveExit!: (code: number) => void;
  exitCalls = 0;
  constructor() {
    super();
    this.exited = new Promise((resolve) => (this.resolveExit = resolve));
  }
  exit(code: number) {
    this.exitCalls++;
    this.resolveExit(code);
  }
}

let handle: DbHandle | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  // Normally the shutdown under test closed both already.
  if (app?.server.listening) await app.close();
  await handle?.close().catch(() => {});
  app = handle = undefined;
});

/** An app on a real port with a GET /slow that answers when the test releases it. */
async function start() {
  handle = await freshDatabase();
  app = await buildApp({ db: handle.db, clock: new ManualClock(T0), config: testConfig });
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    entered();
    await released;
    // A transaction after the shutdown began still runs: the database closes after the request.
    await handle!.db.selectFrom('users').select('id').execute();
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const events: string[] = [];
  const errors: unknown[] = [];
  const log: ShutdownLog = { info: (m) => events.push(m), error: (e) => errors.push(e) };
  const proc = new FakeProcess();
  const realClose = handle.close.bind(handle);
  const shutdown = installShutdown({
    app,
    process: proc,
    log,
    closeDatabase: async () => {
      events.push('database closed');
      await realClose();
    },
  });
  return { port, inside, release, proc, events, errors, shutdown };
}

/** A GET on a connection of its own, kept alive after the response (as browsers do) unless `keepAlive` is false. */
function get(port: number, path: string, keepAlive = true): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: new http.Agent({ keepAlive }) }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/**
 * Resolves once new connections are refused. On a loaded machine the listener may take a moment to
 * close; meanwhile a new request may still be accepted, and is then answered 503 or reset (never served).
 */
async function refusedSoon(port: number, withinMs = 10_000): Promise<string> {
  const until = Date.now() + withinMs;
  for (;;) {
    const answer = await get(port, '/slow', false).then(
      (response) => response,
      (error: NodeJS.ErrnoException) => error.code ?? String(error),
    );
    if (answer !== 'ECONNRESET') {
      if (typeof answer === 'string') return answer;
      expect(answer.status).toBe(503);
    }
    if (Date.now() > until) return `still accepting connections (${typeof answer === 'string' ? answer : answer.status})`;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('installShutdown', () => {
  it('lets a request in flight finish, refuses new connections, then closes the database and exits 0 on SIGTERM', async () => {
    const { port, inside, release, proc, events } = await start();
    const slow = get(port, '/slow');
    await inside;
    proc.emit('SIGTERM');
    proc.emit('SIGINT'); // a second signal does not start a second shutdown
    await expect(refusedSoon(port)).resolves.toBe('ECONNREFUSED');
    expect(events).not.toContain('database closed');
    release();
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    expect(await proc.exited).toBe(0);
    expect(proc.exitCalls).toBe(1);
    expect(events).toEqual(['SIGTERM: shutting down', 'database closed']);
  });

  it('logs an unhandled rejection and shuts down the same way, exiting 1', async () => {
    const { port, inside, release, proc, events, errors } = await start();
    const slow = get(port, '/slow');
    await inside;
    const failure = new Error('lost track of a promise');
    proc.emit('unhandledRejection', failure, Promise.resolve());
    release();
    expect((await slow).status).toBe(200);
    expect(await proc.exited).toBe(1);
    expect(errors).toEqual([failure]);
    expect(events).toEqual(['unhandled rejection: shutting down', 'database closed']);
  });

  it('exits 1 when an uncaught exception happens, and a later SIGTERM keeps that code', async () => {
    const { proc, errors, events } = await start();
    proc.emit('uncaughtException', new Error('bug'));
    proc.emit('SIGTERM');
    expect(await proc.exited).toBe(1);
    expect(errors).toHaveLength(1);
    expect(events[0]).toBe('uncaught exception: shutting down');
  });

  it('does not wait for connected sockets to go away', async () => {
    const { port, proc, errors } = await start();
    const id = await insertUser(handle!.db, { username: 'sockuser', passwordHash: await hashSecret(TEST_PASSWORD, 2 ** 10), userType: 0, now: T0 });
    expect(id).toBeDefined();
    const login = await fetch(`http://127.0.0.1:${port}/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ cn: 'sockuser', password: TEST_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const socket = connect(`http://127.0.0.1:${port}`, { path: socketPath, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise((resolve) => socket.on('disconnect', resolve));
    const started = performance.now();
    proc.emit('SIGTERM');
    // Exit 0 is the shutdown's own: the forced exit after the grace period is code 1. Well within
    // that period too: a close held by the socket until some timeout of its own (a ping timeout,
    // the forced exit itself) would come late.
    expect(await proc.exited).toBe(0);
    expect(errors).toEqual([]);
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
    await disconnected;
    socket.close();
  });
});
