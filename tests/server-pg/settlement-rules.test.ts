/**
 * The settlement money rules of tests/unit/server/settlement-rules.test.ts on PostgreSQL
 * (DATABASE_URL; `npm run test:pg`): a tied single pick refunded whole past the cap, without a
 * rebate, as 和局退款; 连肖/尾连 tickets paid at the class odds their orders stored; 组选单式 quoted
 * and paid from entries the plate accepts, older orders at the classes they stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock';
import type { DbHandle } from '../../server/db/client';
import { freshDatabase, startTestServer, T0, type TestServer } from '../support/server-harness';
import {
  expectNoRebateOnRefund,
  expectRefundNotCapped,
  expectRefundOnlyStatus,
  groupEntryOddsScenario,
  linkedClassesScenario,
  placeTiedSinglePicks,
} from '../support/settlement-rules';

describe('settlement money rules on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
    s = await startTestServer();
    expect(s.handle.kind).toBe('postgres');
  });
  afterAll(async () => {
    await s.close();
  });

  it('refunds a tied single pick whole past the cap, with no rebate on it, as 和局退款', async () => {
    const placed = await placeTiedSinglePicks(s);
    await expectRefundNotCapped(s, placed);
    await expectRefundOnlyStatus(s, placed);
    await expectNoRebateOnRefund(s, placed);
  });

  it('quotes and pays 二星组选单式 and 组六单式 from entries the plate accepts, older orders at their stored classes', async () => {
    await groupEntryOddsScenario(s);
  });

  it('pays 连肖 and 尾连 tickets the class odds their orders stored, after the configured return changed', async () => {
    const handle: DbHandle = await freshDatabase();
    let after: TestServer | undefined;
    try {
      after = await linkedClassesScenario(handle, new ManualClock(T0));
    } finally {
      await after?.close();
      await handle.close();
    }
  });
});
