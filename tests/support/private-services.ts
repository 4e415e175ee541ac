/**
 * A PostgreSQL and a Redis of a test's own, on loopback, that the test may stop, restart or crash
 * without touching the shared ones other test files use (tests/support/ensure-postgres.sh and
 * ensure-redis.sh install the binaries; these only run them).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function waitAccepting(port: number, what: string, timeoutMs = 10_000): Promise<void> {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((r) => setTimeout(r, 50))) if (await accepting(port)) return;
  throw new Error(`${what} did not accept connections on ${port} within ${timeoutMs} ms`);
}

/** A redis-server without persistence on a fixed port (clients reconnect to the same address after a restart). */
export class PrivateRedis {
  private process: ChildProcess | undefined;
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-redis-'));
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    if (this.process) return;
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitAccepting(this.port, 'redis-server');
  }

  /** Kills it (SIGKILL: no goodbye to its clients). */
  async stop(): Promise<void> {
    const running = this.process;
    this.process = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await new Promise((resolve) => running.once('exit', resolve));
  }

  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A PostgreSQL cluster in a temp folder (initdb; as the postgres user when run as root). Commits are
 * synchronous, so a crash loses nothing acknowledged; fsync stays off (the machine itself does not crash).
 */
export class PrivatePostgres {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
    if (versions.length === 0) throw new Error('PostgreSQL is not installed: run the test through tests/support/ensure-postgres.sh, which installs it');
    const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
    if (process.getuid?.() === 0) await run('chown', ['postgres', dir]);
    const pg = new PrivatePostgres(bin, dir, await freePort());
    await pg.asPostgres('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await pg.asPostgres('pg_ctl', [
      ...['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o'],
      `-p ${pg.port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private asPostgres(tool: string, args: string[]) {
    const command = path.join(this.bin, tool);
    return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  }

  /** Stops it the hard way (every backend killed, crash recovery at the start) and starts it again. */
  async crashAndRestart(): Promise<void> {
    await this.asPostgres('pg_ctl', ['-D', `${this.dir}/data`, '-l', `${this.dir}/log`, '-m', 'immediate', '-w', 'restart']);
    await waitAccepting(this.port, 'PostgreSQL');
  }

  async remove(): Promise<void> {
    await this.asPostgres('pg_ctl', ['-D', `${this.dir}/data`, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
