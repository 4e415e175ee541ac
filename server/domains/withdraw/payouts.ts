/**
 * The sandbox payout provider: pays each withdrawal `payoutDelayMs` after it was made, or
 * fails it (amounts with the configured cents, as a provider's test mode does) and refunds
 * it; pays a hosted withdrawal when the player completes it on the provider's page and
 * refunds one not completed within its window; and returns the security deposits players never confirmed, `depositAutoReturnMs`
 * after their payout. Every step is one transaction: the row's status change and its ledger
 * journal together.
 *
 * Several processes may run it at once (one PostgreSQL): each step claims its row with
 * FOR UPDATE SKIP LOCKED and re-reads the status under the lock, and every journal's key is
 * the order's, so a withdrawal is paid, failed or released exactly once cluster-wide. Time
 * is the app clock, so tests move it and call tick().
 */
import { PeriodicPasses } from '../../periodic-passes';
import { WITHDRAW_STATUS } from '../../../contract/withdraw';
import type { Tx } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { frozenAccountId, mainAccountId, postJournal, SYSTEM_IDS } from '../wallet/ledger';
import { fail } from '../../errors';
import { claimNext, lockWithdrawal, updateWithdrawal, type WithdrawalRow } from './queries';
import { returnDeposit } from './service';
import { addMinor, type MinorUnits, negateMinor } from '../../../rules/money';
import type { UserId } from '../../db/ids';

export interface PayoutPass {
  paid: string[];
  failed: string[];
  released: string[];
  /** Hosted withdrawals not completed on the provider's page in time: refunded. */
  expired: string[];
}

/** The sandbox's rule: an amount whose cents equal `failCents` is refused by the provider. */
export const sandboxRefuses = (amount: MinorUnits, failCents: number | null) => failCents !== null && Math.floor(amount / 100) % 100 === failCents;

/** What the payout provider depends on: the withdrawal and ledger tables, the clock, the settings, the log of a failed pass. */
export type PayoutProcessorDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

export class PayoutProcessor extends PeriodicPasses<PayoutPass> {
  constructor(private readonly deps: PayoutProcessorDeps) {
    super(deps);
  }

  protected everyMs(): number {
    return this.deps.config.withdraw.payoutTickMs;
  }

  protected emptyPass(): PayoutPass {
    return { paid: [], failed: [], released: [], expired: [] };
  }

  protected async pass(): Promise<PayoutPass> {
    const result: PayoutPass = { paid: [], failed: [], released: [], expired: [] };
    const now = this.deps.clock.now();
    const s = this.deps.config.withdraw;
    // Without the sandbox provider a real one pays (not built here): the withdrawals wait for it.
    for (; this.deps.config.sandboxProviders;) {
      const done = await this.deps.db.transaction().execute(async (tx) => {
        const w = await claimNext(tx, WITHDRAW_STATUS.processing, 'due_at', now);
        if (!w) return null;
        if (sandboxRefuses(w.amount, s.payoutFailCents)) {
          await this.refund(tx, w, now);
          result.failed.push(w.spsn);
        } else {
          await this.payOut(tx, w, now);
          result.paid.push(w.spsn);
        }
        return w;
      });
      if (!done) break;
    }
    for (;;) {
      const done = await this.deps.db.transaction().execute(async (tx) => {
        const w = await claimNext(tx, WITHDRAW_STATUS.awaitingHosted, 'due_at', now);
        if (!w) return null;
        await this.refund(tx, w, now, '托管提现超时未完成，资金已退回');
        result.expired.push(w.spsn);
        return w;
      });
      if (!done) break;
    }
    for (;;) {
      const done = await this.deps.db.transaction().execute(async (tx) => {
        const w = await claimNext(tx, WITHDRAW_STATUS.paid, 'paid_at', now - s.depositAutoReturnMs);
        if (!w) return null;
        await returnDeposit(tx, this.deps, w, now);
        await updateWithdrawal(tx, w.id, { status: WITHDRAW_STATUS.depositReleased, deposit_returned_at: now });
        result.released.push(w.spsn);
        return w;
      });
      if (!done) break;
    }
    return result;
  }

  /**
   * The provider's page: the player completes a hosted withdrawal, which pays it out. Only the
   * owner, only while it waits and before its window closes (after that the next pass refunds it).
   */
  async completeHosted(userId: UserId, spsn: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (tx) => {
      const w = await lockWithdrawal(tx, spsn);
      if (!w || w.user_id !== userId) fail('notFound');
      if (w.status !== WITHDRAW_STATUS.awaitingHosted) fail('hostedClosed');
      if (now >= Number(w.due_at)) fail('hostedExpired');
      await this.payOut(tx, w, now);
    });
  }

  /** frozen → sys:external (the amount); the deposit stays frozen until receipt is confirmed. */
  private async payOut(tx: Tx, w: WithdrawalRow, now: number): Promise<void> {
    await postJournal(tx, {
      kind: 'withdraw_payout',
      idemKey: `withdraw:payout:${w.spsn}`,
      ref: w.spsn,
      now,
      postings: [
        { accountId: await frozenAccountId(tx, w.user_id), amount: negateMinor(w.amount) },
        { accountId: SYSTEM_IDS['sys:external'], amount: w.amount },
      ],
    });
    const status = w.security_deposit > 0 ? WITHDRAW_STATUS.paid : WITHDRAW_STATUS.completed;
    await updateWithdrawal(tx, w.id, { status, paid_at: now });
  }

  /** frozen → main: the amount and its deposit come back. */
  private async refund(tx: Tx, w: WithdrawalRow, now: number, reason = '出款失败，资金已退回'): Promise<void> {
    const total = addMinor(w.amount, w.security_deposit);
    await postJournal(tx, {
      kind: 'withdraw_refund',
      idemKey: `withdraw:refund:${w.spsn}`,
      ref: w.spsn,
      now,
      postings: [
        { accountId: await frozenAccountId(tx, w.user_id), amount: negateMinor(total) },
        { accountId: await mainAccountId(this.deps.db, tx, w.user_id), amount: total },
      ],
    });
    await updateWithdrawal(tx, w.id, { status: WITHDRAW_STATUS.failed, fail_reason: reason });
  }
}
