/**
 * The simulation against the platform as it runs in production: server processes (server/main.ts)
 * over one PostgreSQL and one Redis of its own, reached over HTTP, with faults injected between
 * steps: a process killed with SIGKILL (between requests, or in the middle of a request that
 * carries an idempotency key), PostgreSQL crashed and restarted, Redis stopped for a while.
 *
 * The people act as a browser behind a load balancer does: a request whose connection breaks, or
 * that is answered 503, goes again (same body, same key) to a process that serves. Every answer
 * given after such a break must be the one the platform keeps: sent a third time it answers the
 * same, and the orders it names exist exactly once. The processes run with the test clock and no
 * job timers (TEST_MANUAL_JOBS): the driver moves their clocks together and runs their jobs, so
 * nothing moves money between steps and every step's checks see only what it caused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { defaultConfig } from '../../server/config';
import { openDatabase, poolApplicationName, type DbHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { OddsBook } from '../../server/domains/lottery/odds';
import type { SimPlatform, SimRequest, SimResponse } from '../../server/simulation/client';
import type { SimRandom } from '../../server/simulation/random';
import { describeJobs, type FaultInjector, type SimTime } from '../../server/simulation/run';
import { probePaths, testPaths } from '../../contract/paths';
import { PrivatePostgres, PrivateRedis } from '../support/private-services';
import { startServerProcess, type RunningServer } from '../support/start-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const faultKinds = ['kill', 'killMidRequest', 'restartPostgres', 'stopRedis'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultFigures {
  injected: Record<FaultKind, number>;
  /** Requests whose connection broke or that were answered 503, sent again. */
  retried: number;
  /** Keyed requests cut by a kill and answered after: each checked against the answer the platform keeps. */
  inDoubtChecked: number;
  /** Process starts that failed (each tried again): none is expected. */
  failedStarts: number;
}

interface Slot {
  server?: RunningServer;
  /** Serving and its clock moved to the platform's time. */
  live: boolean;
  starting?: Promise<void>;
}

export class ClusterPlatform implements SimPlatform, SimTime, FaultInjector {
  readonly odds = new OddsBook(defaultConfig);
  readonly paymentChannels = defaultConfig.payments.channels;
  readonly clock = { now: () => Date.now() + this.offset };
  readonly figures: FaultFigures = {
    injected: { kill: 0, killMidRequest: 0, restartPostgres: 0, stopRedis: 0 },
    retried: 0,
    inDoubtChecked: 0,
    failedStarts: 0,
  };
  /** Steps between two faults; 0 = none. */
  faultEvery = 0;
  private offset = 0;
  private roundRobin = 0;
  private faults = 0;
  private killDuringNextKeyedRequest = false;
  private redisBack: Promise<void> | undefined;
  private readonly slots: Slot[];

  private constructor(
    private readonly postgres: PrivatePostgres,
    private readonly redis: PrivateRedis,
    private readonly handle: DbHandle,
    private readonly random: SimRandom,
    processes: number,
    private readonly log: (line: string) => void,
    private readonly dataDir: string,
  ) {
    this.slots = Array.from({ length: processes }, () => ({ live: false }));
  }

  get db() {
    return this.handle.db;
  }

  /** A fresh PostgreSQL and Redis, the demo data, and `processes` servers over them. */
  static async open(random: SimRandom, processes = 2, log: (line: string) => void = () => {}): Promise<ClusterPlatform> {
    const [postgres, redis] = await Promise.all([PrivatePostgres.start(), PrivateRedis.start()]);
    const handle = await openDatabase({ url: postgres.url, poolSize: 4 });
    await seedDemo(handle.db, Date.now(), 1024);
    // The processes' data folder, and their keys: the ones this driver signs a provider's notifications with.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-platform-'));
    const secrets = {
      formToken: defaultConfig.payments.formTokenSecret,
      session: defaultConfig.sessionSecret,
      providers: Object.fromEntries(defaultConfig.payments.channels.map((c) => [c.code, c.secret])),
    };
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(secrets), { mode: 0o600 });
    const platform = new ClusterPlatform(postgres, redis, handle, random, processes, log, dataDir);
    await Promise.all(platform.slots.map((slot) => platform.startIn(slot)));
    return platform;
  }

  async close(): Promise<void> {
    await this.redisBack;
    await Promise.all(this.slots.map(async (slot) => (await slot.starting?.catch(() => {}), slot.server?.stop())));
    await this.handle.close();
    await Promise.all([this.postgres.remove(), this.redis.remove()]);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Starts a process in the slot as a supervisor does: a start that fails is tried again after a pause (and counted). */
  private async startIn(slot: Slot): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce(slot);
      } catch (error) {
        if (attempt >= 5) throw error;
        this.figures.failedStarts++;
        this.log(`a process did not start (try ${attempt}): ${String(error).slice(0, 2000)}`);
        await sleep(1_000 * attempt);
      }
    }
  }

  private async startOnce(slot: Slot): Promise<void> {
    const server = await startServerProcess({
      DATABASE_URL: this.postgres.url,
      REDIS_URL: this.redis.url,
      TEST_CLOCK: '1',
      TEST_MANUAL_JOBS: '1',
      DATA_DIR: this.dataDir,
      SECRETS_FILE: path.join(this.dataDir, 'secrets.json'),
      // each simulated person has an address of its own (rate limits and log-in throttles count per address)
      TRUST_PROXY: '127.0.0.1',
    });
    slot.server = server;
    // Its first pass (at the real time, behind the platform's: nothing new is due) ends before its
    // clock moves, so it draws nothing while the steps run.
    for (let ready = false; !ready; await sleep(100)) ready = (await fetch(`${server.url}${probePaths.ready}`)).status === 200;
    // A new process's clock starts at the real time: moved to the platform's before it serves anyone
    // (again while the platform's time moved on meanwhile).
    for (let moved = 0; moved < this.offset;) {
      const advanceMs = this.offset - moved;
      moved += advanceMs;
      await this.post(server, testPaths.clock, { advanceMs, jobs: 'none' });
    }
    slot.live = true;
  }

  private async post(server: RunningServer, path: string, body: unknown): Promise<{ result: Record<string, unknown> }> {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { result: Record<string, unknown> };
  }

  private async serving(): Promise<Slot> {
    for (const until = Date.now() + 180_000; Date.now() < until; await sleep(50)) {
      const live = this.slots.filter((s) => s.live);
      if (live.length > 0) return live[this.roundRobin++ % live.length]!;
    }
    throw new Error('no server process came back within 3 minutes');
  }

  // ------------------------------------------------------------------ SimPlatform

  async send(request: SimRequest): Promise<SimResponse> {
    const keyed = request.payload?.includes('"requestId"') ?? false;
    let cut = false;
    for (const until = Date.now() + 180_000; ;) {
      const slot = await this.serving();
      const server = slot.server!;
      const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
      if (keyed && this.killDuringNextKeyedRequest) {
        this.killDuringNextKeyedRequest = false;
        this.figures.injected.killMidRequest++;
        setTimeout(() => void this.kill(slot, 'in the middle of a keyed request'), this.random.int(0, 5));
      }
      let response: Response;
      try {
        response = await fetch(`${server.url}${request.url}${query}`, {
          method: request.method,
          headers: { ...request.headers, 'x-forwarded-for': request.remoteAddress },
          body: request.payload,
          signal: AbortSignal.timeout(120_000),
        });
      } catch (error) {
        // The connection broke (the process died under the request): the outcome is unknown, so the same request goes again.
        if (Date.now() > until) throw error;
        cut = true;
        this.figures.retried++;
        await sleep(50);
        continue;
      }
      if (response.status === 503 && Date.now() < until) {
        // Nothing was applied (the database or the process could not serve it just now): again after a pause.
        await response.arrayBuffer();
        this.figures.retried++;
        await sleep(Math.min(2_000, 1_000 * Number(response.headers.get('retry-after') ?? '0.2')));
        continue;
      }
      const answer: SimResponse = {
        status: response.status,
        body: await response.text(),
        cookies: response.headers.getSetCookie().map((c) => {
          const [pair] = c.split(';');
          const at = pair!.indexOf('=');
          return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
        }),
      };
      if (cut && keyed && answer.status === 200) await this.checkKept(request, answer);
      return answer;
    }
  }

  /** An answer given after a broken first try is the one the platform keeps: the same again, its orders there once. */
  private async checkKept(request: SimRequest, answer: SimResponse): Promise<void> {
    this.figures.inDoubtChecked++;
    const slot = await this.serving();
    const again = await fetch(`${slot.server!.url}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, 'x-forwarded-for': request.remoteAddress },
      body: request.payload,
    });
    const replay = await again.text();
    if (replay !== answer.body) throw new Error(`a keyed request cut by a kill was answered ${answer.body}, and sent again ${replay}`);
    const orderIds = (JSON.parse(answer.body) as { result?: { orderIds?: string[] } }).result?.orderIds ?? [];
    if (orderIds.length > 0) {
      const found = await this.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('order_no', 'in', orderIds)
        .executeTakeFirstOrThrow();
      if (Number(found.n) !== orderIds.length)
        throw new Error(`a keyed order cut by a kill was acknowledged with ${orderIds.length} orders, ${found.n} of them exist`);
    }
  }

  // ------------------------------------------------------------------ SimTime

  now(): number {
    return this.clock.now();
  }

  async set(at: number): Promise<void> {
    const advanceMs = Math.max(0, Math.round(at - this.clock.now()));
    if (advanceMs === 0) return;
    this.offset += advanceMs;
    await Promise.all(this.slots.filter((s) => s.live).map((s) => this.post(s.server!, testPaths.clock, { advanceMs, jobs: 'none' })));
  }

  /** Every process runs the jobs in turn (the scheduler only where its lease is held; the others claim rows). */
  async jobs(): Promise<string> {
    const lines: string[] = [];
    for (const slot of this.slots.filter((s) => s.live)) {
      const r = (await this.post(slot.server!, testPaths.clock, { advanceMs: 0, jobs: 'all' })).result as Parameters<typeof describeJobs>[0] & {
        packets: { refunded: unknown[] };
      };
      lines.push(describeJobs({ ...r, packets: r.packets.refunded.length }));
    }
    return lines.join('; ');
  }

  // ------------------------------------------------------------------ FaultInjector

  next(step: number): (() => Promise<string>) | undefined {
    if (this.faultEvery <= 0 || step < (this.faults + 1) * this.faultEvery) return undefined;
    // Each kind in turn, so that a short run meets every one.
    const kind = faultKinds[this.faults++ % faultKinds.length]!;
    return () => this.inject(kind);
  }

  async inject(kind: FaultKind): Promise<string> {
    switch (kind) {
      case 'kill': {
        this.figures.injected.kill++;
        const slot = this.slots.filter((s) => s.live)[this.random.int(0, this.slots.filter((s) => s.live).length - 1)];
        if (!slot) return 'no process to kill';
        return this.kill(slot, 'between steps');
      }
      case 'killMidRequest':
        this.killDuringNextKeyedRequest = true;
        return 'a process will be killed in the middle of the next keyed request';
      case 'restartPostgres': {
        this.figures.injected.restartPostgres++;
        const started = Date.now();
        await this.postgres.crashAndRestart();
        // The driver's own pool drops its broken connections on their first use: wait until it reads again.
        for (let i = 0; i < 100; i++) {
          if (
            await sql`SELECT 1`.execute(this.db).then(
              () => true,
              () => false,
            )
          )
            break;
          await sleep(100);
        }
        return `PostgreSQL crashed (immediate stop) and restarted in ${Date.now() - started} ms`;
      }
      case 'stopRedis': {
        this.figures.injected.stopRedis++;
        if (this.redisBack) return 'Redis is already down';
        await this.redis.stop();
        this.redisBack = sleep(20_000).then(async () => {
          await this.redis.restart();
          this.log('Redis is back after 20 s');
          this.redisBack = undefined;
        });
        return 'Redis stopped for 20 s';
      }
    }
  }

  /** SIGKILL, its database sessions gone (so no transaction of it is still running), and a new process started in its place. */
  private async kill(slot: Slot, when: string): Promise<string> {
    const server = slot.server;
    if (!slot.live || !server) return 'no process to kill';
    slot.live = false;
    const pid = server.child.pid!;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode !== null ? resolve(null) : server.child.once('exit', resolve)));
    for (let i = 0; i < 200; i++) {
      const { rows } = await sql<{ n: string }>`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE application_name = ${poolApplicationName(pid)}`.execute(
        this.db,
      );
      if (Number(rows[0]!.n) === 0) break;
      await sleep(50);
    }
    slot.starting = this.startIn(slot).catch((error: unknown) => this.log(`a new process did not start: ${String(error)}`));
    this.log(`killed process ${pid} ${when}`);
    return `process ${pid} killed ${when} (a new one starting)`;
  }
}
