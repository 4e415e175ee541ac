/**
 * Settlement in batches on PostgreSQL (`npm run test:pg`): a batch fails, then two schedulers
 * (a second process's, as after a lost lease) resume the same issue at once. Each batch runs under
 * the issue's row lock and takes the players still pending, so every order is paid exactly once
 * and the journals stay numbered without a gap or a repeat.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { FastifyInstance } from 'fastify';
import { bookOpenBets, captureAwardPushes, expectSettledOnce, failSettlementBatch, OPEN_BET_LOTTERY as L, settleJournals } from '../support/open-bets';
import { currentIssue } from '../support/order-helpers';
import { startTestServer, testConfig, type TestServer } from '../support/server-harness';

let s: TestServer | undefined;
let other: FastifyInstance | undefined;
afterEach(async () => {
  await other?.close();
  await s?.close();
  other = s = undefined;
});

describe('settlement in batches on PostgreSQL', () => {
  it('pays every order once when two schedulers resume an issue left half settled', async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
    const config = { settlementBatchOrders: 200 };
    s = await startTestServer({ config });
    expect(s.handle.kind).toBe('postgres');
    const issue = await currentIssue(s, L);
    const booked = await bookOpenBets(s.db, { issueNo: issue, now: s.clock.now(), users: 150, orders: 3_000, whale: 250 });
    const row = await s.db.selectFrom('issues').select('draw_at').where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow();
    const pushed: string[] = [];
    captureAwardPushes(s.app, pushed);

    const repair = await failSettlementBatch(s.db, `settle:${L}:${issue}:4`);
    s.clock.set(row.draw_at);
    await expect(s.app.scheduler.tick()).rejects.toThrow('injected failure');
    expect((await settleJournals(s, issue)).length).toBe(4);
    await repair();

    // A second process starts (its first pass resumes the issue) while the first one's next pass does too.
    other = await buildApp({ db: s.db, clock: s.clock, config: { ...testConfig, ...config } });
    captureAwardPushes(other, pushed);
    await other.ready();
    await Promise.all([s.app.scheduler.tick(), other.scheduler.caughtUp]);
    await expectSettledOnce(s, issue, booked, pushed);
  }, 120_000);
});
