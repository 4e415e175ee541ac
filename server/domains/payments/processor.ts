/**
 * The deposit processor: matches payees whose time has come, expires unpaid orders past their
 * window, and — playing the sandbox providers — delivers their signed notifications to the
 * platform's notify endpoint, retrying with exponential backoff until one is acknowledged.
 *
 * Several processes may run it at once (one PostgreSQL): expiry takes its rows with
 * FOR UPDATE SKIP LOCKED in one statement; a notification is claimed for a lease (its next_at
 * moves past the lease in the claiming statement, with SKIP LOCKED) and delivered outside any
 * transaction, so two processes never deliver one at the same time, and a process that dies
 * mid-delivery leaves it to be retried when the lease ends. Crediting is exactly once whatever
 * arrives (notify.ts). Time is the app clock, so tests move it and call tick().
 */
import { PeriodicPasses } from '../../periodic-passes';
import { NOTIFY_HEADERS } from '../../../contract/payment';
import { paymentPaths } from '../../../contract/paths';
import type { ServerDeps } from '../../deps';
import { signNotification } from './notify';
import { claimNotification, expireDue, settleNotification, type NotificationRow } from './queries';
import { channelOf, matchPayees } from './service';

export interface DepositPass {
  matched: number;
  expired: string[];
  delivered: string[];
  /** Delivered but not acknowledged: retried later. */
  retried: string[];
}

export interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}
/** Sends one notification; answers the platform's reply body. */
export type Transport = (request: DeliveryRequest) => Promise<string>;

/** The delay before retry `attempt` (1 = the first retry): base × 3^(attempt−1), capped. */
export const backoffMs = (attempt: number, baseMs: number, maxMs: number) => Math.min(maxMs, baseMs * 3 ** Math.max(0, attempt - 1));

/** What the processor depends on: the order tables, the clock, the payment settings, and the log of a failed pass. */
export type DepositProcessorDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

export class DepositProcessor extends PeriodicPasses<DepositPass, DepositProcessorDeps> {
  /**
   * @param transport How notifications reach the platform: in the server, this process's own notify route over HTTP
   *   semantics (notify-route.ts's notifyByInject).
   */
  constructor(
    private readonly deps: DepositProcessorDeps,
    public transport: Transport,
  ) {
    super(deps);
  }

  protected everyMs(): number {
    return this.deps.config.payments.tickMs;
  }

  protected emptyPass(): DepositPass {
    return { matched: 0, expired: [], delivered: [], retried: [] };
  }

  protected async pass(): Promise<DepositPass> {
    const s = this.deps.config.payments;
    const result: DepositPass = { matched: await matchPayees(this.deps), expired: [], delivered: [], retried: [] };
    // Deliver first: a notification of an order paid in its window still credits it after expiry.
    for (;;) {
      const now = this.deps.clock.now();
      const note = await claimNotification(this.deps.db, now, s.deliveryLeaseMs, s.retryAttempts);
      if (!note) break;
      ((await this.deliver(note)) ? result.delivered : result.retried).push(note.spsn);
    }
    for (;;) {
      const batch = await expireDue(this.deps.db, this.deps.clock.now(), 100);
      result.expired.push(...batch);
      if (batch.length < 100) break;
    }
    return result;
  }

  /** Signs with the time of sending (a retry is signed afresh) and records the answer. */
  private async deliver(note: NotificationRow): Promise<boolean> {
    const s = this.deps.config.payments;
    const channel = channelOf(s, note.channel_code);
    const timestamp = this.deps.clock.now();
    let answer: string;
    try {
      answer = await this.transport({
        url: paymentPaths.notify,
        headers: {
          'content-type': 'application/json',
          // Server to server: no cookie, no browser; the header only satisfies the API's cross-site rule.
          'x-requested-with': 'sandbox-provider',
          [NOTIFY_HEADERS.channel]: channel.code,
          [NOTIFY_HEADERS.timestamp]: String(timestamp),
          [NOTIFY_HEADERS.signature]: signNotification(channel.secret, timestamp, note.body),
        },
        body: note.body,
      });
    } catch (error) {
      answer = `transport error: ${(error as Error).message}`;
    }
    const acknowledged = (() => {
      try {
        return (JSON.parse(answer) as { code?: unknown }).code === 0;
      } catch {
        return false;
      }
    })();
    const now = this.deps.clock.now();
    if (acknowledged) await settleNotification(this.deps.db, note.id, { delivered_at: now, last_answer: answer.slice(0, 500) });
    else
      await settleNotification(this.deps.db, note.id, {
        next_at: now + backoffMs(note.attempts, s.retryBaseMs, s.retryMaxMs),
        last_answer: answer.slice(0, 500),
      });
    return acknowledged;
  }
}
