/**
 * The settlement money paths of tests/unit/server/money-paths.test.ts on PostgreSQL (DATABASE_URL;
 * `npm run test:pg`): rebates, Mark Six 49 refunds bet by bet and ticket by ticket, 任选 with chosen
 * positions, a draw of another lunar year and win-stop refunds, each checked to the minor unit with the ledger check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyPositionScenario, DRAW_YEAR_NOW, markSixRefundsScenario, rebatesScenario, winStopScenario, zodiacYearScenario } from '../support/money-paths';
import { startTestServer, type TestServer } from '../support/server-harness';

let s: TestServer;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer({ now: DRAW_YEAR_NOW });
  expect(s.handle.kind).toBe('postgres');
});
afterAll(async () => {
  await s.close();
});

describe('settlement money paths on PostgreSQL', () => {
  it('pays rebates at points other than 0, rounded half up to the minor unit', () => rebatesScenario(s));
  it('refunds each 特码 size/parity bet and 半波 ticket of a 49 draw exactly', () => markSixRefundsScenario(s));
  it('counts and judges 任选 on its chosen positions', () => anyPositionScenario(s));
  it("settles 特码生肖 and 六肖 by the draw's lunar year", () => zodiacYearScenario(s));
  it('refunds the later issues of chases stopped by a win, two players in one journal', () => winStopScenario(s));
});
