/**
 * Who runs the scheduler when several processes share one PostgreSQL: the holder of a
 * session-level advisory lock, taken on a connection of its own. PostgreSQL releases the
 * lock when that connection ends, so a holder killed with -9 (or cut off) hands the work
 * over at once, without an expiry to wait out; the next process to try takes it. Each tick
 * first checks the connection still answers, so a holder that lost it stops scheduling.
 * The draw itself stays idempotent (open → drawn under a row lock), which covers the
 * moment between a lost connection and the holder noticing.
 */
import pg from 'pg';

export interface SchedulerLease {
  /** True when this process may run a scheduler pass now (takes the lease when it is free). */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** One process (PGlite, or a database no other server uses): always held. */
export const soleLease: SchedulerLease = {
  acquire: async () => true,
  release: async () => {},
};

/** The advisory lock key (migrations use 727274). */
export const SCHEDULER_LOCK_KEY = 727275;
/** pg_stat_activity.application_name of the holder's connection: tells which process holds it. */
export const leaseApplicationName = (pid = process.pid) => `sobet-scheduler:${pid}`;

export class AdvisoryLease implements SchedulerLease {
  private client: pg.Client | undefined;
  private held = false;
  private reported = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: (message: string) => void = console.error,
  ) {}

  async acquire(): Promise<boolean> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.held) {
        await client.query('SELECT 1');
        return true;
      }
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [SCHEDULER_LOCK_KEY]);
      this.held = rows[0]!.ok;
      if (this.held) this.log(`scheduler lease taken by pid ${process.pid}`);
      this.reported = false;
      return this.held;
    } catch (error) {
      if (!this.reported) this.log(`scheduler lease: ${(error as Error).message}`);
      this.reported = true;
      this.drop();
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.held = false;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: leaseApplicationName(), keepAlive: true });
    // A dead connection means the lock is gone: forget both (an unhandled 'error' would end the process).
    client.on('error', () => {
      if (this.client === client) this.drop();
    });
    client.on('end', () => {
      if (this.client === client) this.drop();
    });
    this.client = client;
    await client.connect();
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = undefined;
    this.held = false;
    client?.end().catch(() => {});
  }
}
