/**
 * A start never waits for the scheduler to catch up: after downtime, the issues that fell due
 * are drawn and settled after the app is ready, while it already serves (/readyz says
 * "catching up"), and each is settled once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lotteryPaths, probePaths } from '../../../contract/paths';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { freshDatabase, startTestServer, testConfig, type TestServer } from '../../support/server-harness';
import { currentIssue, line } from '../../support/order-helpers';
import type { DbHandle } from '../../../server/db/client';

const L = 'JSK3';
let handle: DbHandle | undefined;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  await handle?.close();
  handle = undefined;
});

describe('a start after downtime', () => {
  it('is ready before the missed issues are settled, says so on /readyz, and settles each once', async () => {
    handle = await freshDatabase();
    const before = await startTestServer({ handle });
    servers.push(before);
    const issue = await currentIssue(before, L);
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => before.createUser(`boot${i}`, '100')));
    for (const p of players) {
      const placed = await before.call('POST', lotteryPaths.addOrder, {
        cookie: p.cookie,
        body: { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, '70.56')] },
      });
      expect(placed.json.code).toBe(1);
    }
    await servers.pop()!.close();

    // Down for ten minutes: the issue and the ones after it fell due meanwhile.
    const later = new ManualClock(before.clock.now() + 10 * 60_000);
    const app = await buildApp({ db: handle.db, clock: later, config: testConfig });
    await app.ready();
    try {
      expect(app.scheduler.isCaughtUp).toBe(false);
      const ready = await app.inject({ method: 'GET', url: probePaths.ready });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'catching up' });
      await app.scheduler.caughtUp;
      expect((await app.inject({ method: 'GET', url: probePaths.ready })).json()).toEqual({ status: 'ok' });

      const orders = await handle.db.selectFrom('orders').select('status').where('lottery', '=', L).where('issue_no', '=', issue).execute();
      expect(orders).toHaveLength(20);
      expect(orders.every((o) => o.status !== 0)).toBe(true);
      const journals = await handle.db.selectFrom('journal').select('idem_key').where('idem_key', '=', `settle:${L}:${issue}`).execute();
      expect(journals).toHaveLength(1);
      // Another pass settles nothing again.
      expect((await app.scheduler.tick()).filter((d) => d.issue === issue)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
