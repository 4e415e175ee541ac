/**
 * The draw scheduler, driven by the injectable clock. Restart-safe because all of its
 * state is in the database: issue numbers derive from time (schedule.ts), issues are
 * created ahead with INSERT … ON CONFLICT DO NOTHING (each with its seed commitment, before
 * its sales open), and an issue is drawn in one transaction that flips it open → drawn under
 * a row lock and settles its first batch of players. A crash rolls that back and the next tick
 * redraws it with the same seed (same numbers); a drawn issue is never drawn again. An issue
 * with more orders than one batch stays `settling` while the rest is settled batch by batch,
 * each its own transaction with the event loop free in between (on PGlite the database runs on
 * it: one 100,000-bet transaction held every request, /healthz included, for seconds); a crash
 * in between is resumed at the next batch by the next pass. After downtime, missed issues (up
 * to 24 h back) are created and drawn in order: none skipped.
 * Several processes on one database: only the holder of the lease (scheduler-lease.ts)
 * runs passes; when it dies another takes the lease and catches up.
 */
import { socketEvents } from '../../../contract/socket';
import { retryingConflicts } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { DAY_MS } from '../../../rules/beijing-time';
import { drawCode, newSeed, seedHashOf, deriveDraw } from './fairness';
import { lotteries, type LotteryDef } from './lotteries';
import { awardMessageOf } from './notices';
import { dueEmptyIssues, dueIssues, insertIssues, lastSeq, lockOpenIssue, markDrawn, markManyDrawn, settlingIssues, type NewIssue } from './queries';
import { currentSeq, isHeld, timingOf } from './schedule';
import { soleLease, type SchedulerLease } from './scheduler-lease';
import { settleNextBatch, type SettlementInput, type SettlementResult } from './settlement';
import { resumeBookings } from './chase-booking';

/** Lets every request that arrived meanwhile run (and, over a pool, take the connection) before the next batch. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface DrawnIssue {
  lottery: string;
  issue: string;
  code: string;
  settled: number;
  ms: number;
}

/**
 * What the scheduler depends on: the issue and order tables, the clock, the settings, the draw seeds' randomness,
 * the odds of settlement, the sockets told of draws and wins, and the log.
 */
export type SchedulerDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'entropy' | 'odds' | 'realtime' | 'log'>;

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Fresh lotteries (no issue yet) found by the first pass, with the issue then on sale: their history is backfilled. */
  private readonly freshLotteries: Array<{ lottery: LotteryDef; current: number }> = [];
  /** Settles when the backfilled history is written (at once when there is none to write). */
  backfilled: Promise<void> = Promise.resolve();
  /** Settles when the first pass after the start is done: the missed issues are drawn and settled. */
  caughtUp: Promise<void> = Promise.resolve();
  isCaughtUp = false;
  /** The pass waiting for the one under way, if any: ticks meanwhile join it instead of piling up passes. */
  private queued: Promise<DrawnIssue[]> | undefined;

  constructor(
    private readonly deps: SchedulerDeps,
    private readonly lease: SchedulerLease = soleLease,
  ) {}

  /**
   * Starts the passes without waiting for the first: after downtime the first pass draws and
   * settles everything missed, which may take long, and the server serves meanwhile
   * (`caughtUp` settles when it is done; /readyz says "catching up" until then).
   */
  start(): void {
    this.stopped = false;
    if (this.deps.config.warmOdds) this.deps.odds.warm(() => this.stopped);
    const first = this.tick();
    this.caughtUp = first.then(
      () => {
        this.isCaughtUp = true;
      },
      (error: unknown) => this.deps.log.error(error),
    );
    // The history is written after the first pass, between passes.
    this.backfilled = first
      .catch(() => {})
      .then(() => {
        if (this.freshLotteries.length === 0) return;
        const backfill = this.running.catch(() => {}).then(() => this.backfill());
        this.running = backfill;
        return backfill;
      })
      .catch((error: unknown) => this.deps.log.error(error));
    if (this.deps.config.tickMs > 0) {
      this.timer = setInterval(() => void this.tick().catch((error) => this.deps.log.error(error)), this.deps.config.tickMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running.catch(() => {});
    await this.lease.release();
  }

  /** One pass: create the issues ahead, then draw every due issue. Passes never overlap. */
  tick(): Promise<DrawnIssue[]> {
    if (this.queued) return this.queued;
    const next = this.running
      .catch(() => {})
      .then(async () => {
        this.queued = undefined; // started: it reads the clock now, so a later tick queues a new pass
        return this.stopped || !(await this.lease.acquire()) ? [] : this.pass();
      });
    this.running = next;
    this.queued = next;
    return next;
  }

  private async pass(): Promise<DrawnIssue[]> {
    const now = this.deps.clock.now();
    const only = this.deps.config.scheduledLotteries;
    for (const lottery of lotteries) if (lottery.schedule.kind !== 'instant' && (!only || only.includes(lottery.code))) await this.ensureIssues(lottery, now);
    // A chase booking a crash cut short books its rest before any of its issues is drawn.
    await resumeBookings(this.deps);
    const drawn: DrawnIssue[] = [];
    // An unfinished settlement first: a later issue of its lottery must not be drawn before it is
    // done, or a chase's win-stop in it could no longer refund that issue's order.
    for (const issue of await settlingIssues(this.deps.db)) {
      const lottery = lotteries.find((l) => l.code === issue.lottery);
      if (!lottery) continue;
      const settled = await this.settleRest(lottery, this.settlementInput(lottery, issue, now));
      if (settled === undefined) return drawn; // stopping: the next start resumes it
      drawn.push({ lottery: issue.lottery, issue: issue.issue_no, code: issue.code!, settled, ms: 0 });
    }
    await this.catchUp(now, drawn);
    for (;;) {
      const due = await dueIssues(this.deps.db, now);
      if (due.length === 0) break;
      for (const issue of due) {
        if (this.stopped) return drawn; // an issue left settling must be finished before its lottery's next draw
        const result = await this.drawIssue(issue.lottery, issue.issue_no, now);
        if (result) drawn.push(result);
      }
      if (due.length < 100) break;
    }
    return drawn;
  }

  /**
   * After downtime thousands of issues may be due, almost all without orders: those are
   * drawn in batches (same seeds, same numbers, one UPDATE per batch) instead of one
   * transaction each; issues with orders still go through drawIssue. Only the draws of the
   * last minute are broadcast.
   */
  private async catchUp(now: number, drawn: DrawnIssue[]): Promise<void> {
    for (;;) {
      const due = await dueEmptyIssues(this.deps.db, now, 5_000, 2_000);
      if (due.length < 20) return; // a normal tick: let drawIssue handle them one by one
      const rows = due.flatMap((issue) => {
        const lottery = lotteries.find((l) => l.code === issue.lottery);
        return lottery ? [{ ...issue, code: drawCode(lottery.family, issue.seed, issue.lottery, issue.issue_no) }] : [];
      });
      await markManyDrawn(this.deps.db, rows, now);
      for (const row of rows) {
        drawn.push({ lottery: row.lottery, issue: row.issue_no, code: row.code, settled: 0, ms: 0 });
        if (row.draw_at > now - 60_000)
          this.deps.realtime.broadcast(socketEvents.draw, {
            lottery: row.lottery,
            issue: row.issue_no,
            code: row.code,
            seed: row.seed,
            seedHash: row.seed_hash,
          });
      }
    }
  }

  /** Creates every held issue from the last one known up to `issuesAhead` past the one on sale. */
  private readonly knownSeq = new Map<string, number>();

  async ensureIssues(lottery: LotteryDef, now: number, untilSeq?: number): Promise<void> {
    // Orders call this with the issues they name: nothing to do when those exist already.
    if (untilSeq !== undefined && untilSeq <= (this.knownSeq.get(lottery.code) ?? -Infinity)) return;
    const current = currentSeq(lottery, now);
    let target = untilSeq ?? current;
    if (untilSeq === undefined) for (let ahead = 0; ahead < this.deps.config.issuesAhead;) if (isHeld(lottery, ++target)) ahead++;
    if (target <= (this.knownSeq.get(lottery.code) ?? -Infinity)) return;
    const last = await lastSeq(this.deps.db, lottery.code);
    if (last === undefined && this.deps.config.backfill.days > 0) this.freshLotteries.push({ lottery, current });
    let from = last === undefined ? current : last + 1;
    // Catch up at most one day of missed issues.
    while (timingOf(lottery, from).drawAt < now - DAY_MS) from++;
    const fresh: NewIssue[] = [];
    for (let seq = from; seq <= target; seq++) {
      if (!isHeld(lottery, seq)) continue;
      const t = timingOf(lottery, seq);
      const seed = newSeed(this.deps.entropy);
      fresh.push({
        lottery: lottery.code,
        issue_no: t.issueNo,
        seq,
        sale_start: t.saleStart,
        sale_close: t.saleClose,
        draw_at: t.drawAt,
        seed,
        seed_hash: seedHashOf(seed),
      });
    }
    if (fresh.length > 0) await insertIssues(this.deps.db, fresh);
    this.knownSeq.set(lottery.code, Math.max(target, last ?? -Infinity));
  }

  /**
   * The fresh lotteries' history (config.backfill): each one's past issues back from the one on
   * sale at the start, each with its own seed and commitment and drawn from that seed like every
   * draw, inserted already drawn in batched statements. Idempotent: the rows conflict with
   * nothing (older than every issue the first pass created), and a restart finds the lottery's
   * issues and backfills nothing.
   */
  private async backfill(): Promise<void> {
    const { days, maxIssues } = this.deps.config.backfill;
    const started = performance.now();
    let rows = 0;
    for (const { lottery, current } of this.freshLotteries.splice(0)) {
      if (this.stopped) return;
      const startedAt = timingOf(lottery, current).saleStart;
      const history: NewIssue[] = [];
      for (let seq = current - 1; history.length < maxIssues; seq--) {
        const t = timingOf(lottery, seq);
        if (t.drawAt < startedAt - days * DAY_MS) break;
        if (!isHeld(lottery, seq)) continue;
        const seed = newSeed(this.deps.entropy);
        history.push({
          lottery: lottery.code,
          issue_no: t.issueNo,
          seq,
          sale_start: t.saleStart,
          sale_close: t.saleClose,
          draw_at: t.drawAt,
          seed,
          seed_hash: seedHashOf(seed),
        });
      }
      // Issues already due are drawn here; one whose draw is still ahead stays open for the scheduler.
      const now = this.deps.clock.now();
      const drawn = history.reverse().map((issue) =>
        issue.draw_at > now
          ? issue
          : {
              ...issue,
              state: 'drawn' as const,
              code: drawCode(lottery.family, issue.seed, lottery.code, issue.issue_no),
              drawn_at: issue.draw_at,
              settled_orders: 0,
            },
      );
      await insertIssues(this.deps.db, drawn);
      rows += drawn.length;
    }
    this.deps.log.info({ rows, ms: Math.round(performance.now() - started) }, 'backfilled the draw history');
  }

  /**
   * Draws one issue (exactly once) with its first settlement batch, tells the sockets, then
   * settles the rest batch by batch. A failing batch throws (the pass stops; the next resumes).
   */
  async drawIssue(code: string, issueNo: string, now: number): Promise<DrawnIssue | undefined> {
    const lottery = lotteries.find((l) => l.code === code);
    if (!lottery) return undefined;
    const started = performance.now();
    // An instant order settling at the same moment may deadlock with this draw: run it again.
    const outcome = await retryingConflicts(() =>
      this.deps.db.transaction().execute(async (tx) => {
        const issue = await lockOpenIssue(tx, code, issueNo);
        if (!issue) return undefined;
        const input = this.settlementInput(lottery, issue, now);
        // The draw is recorded first (settling until the last batch): no order can be placed
        // or cancelled on a drawn issue, so the pending set only shrinks from here.
        await markDrawn(tx, code, issueNo, input.drawCode, now, 0, true);
        const first = (await settleNextBatch(tx, input, this.deps.config.settlementBatchOrders))!;
        return { issue, input, first };
      }),
    );
    if (!outcome) return undefined;
    const { issue, input, first } = outcome;
    this.deps.realtime.broadcast(socketEvents.draw, { lottery: code, issue: issueNo, code: input.drawCode, seed: issue.seed, seedHash: issue.seed_hash });
    this.notifyAwards(lottery, issueNo, first.result);
    const rest = first.last ? 0 : await this.settleRest(lottery, input);
    return { lottery: code, issue: issueNo, code: input.drawCode, settled: first.result.settled + (rest ?? 0), ms: performance.now() - started };
  }

  /** What settling an issue drawn from its committed seed needs (the same numbers however often derived). */
  private settlementInput(lottery: LotteryDef, issue: { issue_no: string; seed: string; draw_at: number }, now: number): SettlementInput {
    const draw = deriveDraw(lottery.family, issue.seed, lottery.code, issue.issue_no);
    const wire = drawCode(lottery.family, issue.seed, lottery.code, issue.issue_no);
    return { lottery: lottery.code, family: lottery.family, issueNo: issue.issue_no, draw, drawCode: wire, drawAt: issue.draw_at, now, odds: this.deps.odds };
  }

  /**
   * Settles a drawn issue's remaining batches, one transaction each, yielding to the event loop
   * before each so the requests that arrived meanwhile are served. Answers the orders settled,
   * or undefined when the scheduler stops first (the issue stays settling for the next start).
   */
  private async settleRest(lottery: LotteryDef, input: SettlementInput): Promise<number | undefined> {
    let settled = 0;
    for (;;) {
      await yieldToEventLoop();
      if (this.stopped) return undefined;
      const batch = await retryingConflicts(() =>
        this.deps.db.transaction().execute((tx) => settleNextBatch(tx, input, this.deps.config.settlementBatchOrders)),
      );
      if (!batch) return settled; // finished by another process meanwhile
      this.notifyAwards(lottery, input.issueNo, batch.result);
      settled += batch.result.settled;
      if (batch.last) return settled;
    }
  }

  notifyAwards(lottery: LotteryDef, issueNo: string, settlement: SettlementResult): void {
    for (const award of settlement.awards)
      this.deps.realtime.toUser(award.userId, socketEvents.award, awardMessageOf({ ...award, lottery: lottery.code, issue: issueNo }));
  }
}
