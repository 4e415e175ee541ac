/**
 * A background job that works in passes (payouts, deposits, red-packet refunds): every
 * `everyMs()` while started (0: only when a test calls tick()), passes of one process never
 * overlap, and stop() waits for the pass under way. Each pass claims its rows with SKIP LOCKED,
 * so several processes may run the same job at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from './deps';

/**
 * `Owner` is what the base itself uses, the log of a failed pass: a job on the domain template passes its deps
 * (and keeps them in a field of its own); one not yet on it still passes the Fastify instance.
 */
export abstract class PeriodicPasses<Pass, Owner extends Pick<ServerDeps, 'log'> = FastifyInstance> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(protected readonly app: Owner) {}

  /** How often a pass runs; 0 or less: never on its own. */
  protected abstract everyMs(): number;
  /** What tick() answers once stopped: a pass that did nothing. */
  protected abstract emptyPass(): Pass;
  /** One pass over everything due now. */
  protected abstract pass(): Promise<Pass>;

  start(): void {
    this.stopped = false;
    const every = this.everyMs();
    if (every > 0) {
      this.timer = setInterval(() => void this.tick().catch((error) => this.app.log.error(error)), every);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running.catch(() => {});
  }

  /** One pass over everything due now; passes of this process never overlap. */
  tick(): Promise<Pass> {
    const next = this.running.catch(() => {}).then(() => (this.stopped ? this.emptyPass() : this.pass()));
    this.running = next;
    return next;
  }
}
