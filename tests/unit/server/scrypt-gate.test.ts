/**
 * A few sessions cannot stall everyone's log-ins: scrypt work runs behind a gate where each
 * user's hashes run one after another, so 120 concurrent fund-password checks (all right, never
 * throttled) hold at most one thread per session, and another user's log-in keeps its idle speed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPaths, userPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { hashSecret } from '../../../server/domains/session/passwords';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../support/server-harness';
import { expectWithin, ratioText } from '../../support/timing';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PAY = 'pay12345';
// Costs near production's, so that a hash holds a thread for tens of milliseconds.
const COST = 2 ** 15;

describe('scrypt admission', () => {
  it("keeps another user's log-in at its idle speed while six sessions send 120 fund-password checks at once", async () => {
    // Six sessions, each sending as many checks as the route's rate limit lets through (20 a minute).
    const attackers = await Promise.all(Array.from({ length: 6 }, (_, i) => s.createUser(`hasher${i}`, '0')));
    await s.createUser('victim', '0');
    const payHash = await hashSecret(PAY, COST);
    await s.db.updateTable('users').set({ pay_password_hash: payHash }).where('id', 'in', attackers.map((a) => a.id)).execute();
    await s.db.updateTable('users').set({ password_hash: await hashSecret(TEST_PASSWORD, COST) }).where('username', '=', 'victim').execute();

    const logins = async (n: number) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const answer = await s.call('POST', sessionPaths.login, { body: { cn: 'victim', password: TEST_PASSWORD } });
        ms.push(performance.now() - started);
        expect(answer.json.code).toBe(0);
      }
      return ms.sort((a, b) => a - b)[Math.floor(n / 2)]!;
    };
    await logins(2); // warm-up
    const idle = await logins(8);
    const attack = Promise.all(Array.from({ length: 120 }, (_, i) => s.call('POST', userPaths.validatePayPassword, { cookie: attackers[i % 6]!.cookie, body: { payPassword: PAY } })));
    const during = await logins(8);
    const answers = await attack;
    console.log(`120 concurrent fund-password checks from 6 sessions: victim's log-in median ${ratioText(during, idle)}`);
    // Right answers, or refusals at once: 429 past the route's rate limit, 503 past the shared queue.
    const refused = answers.filter((a) => (a.status === 503 && a.json.code === errorCodes.busy.code) || (a.status === 429 && a.json.code === errorCodes.tooMany.code));
    expect(answers.filter((a) => a.json.code === 0).length + refused.length).toBe(120);
    expectWithin(2, { measured: during, baseline: idle }, "one session's hashes delay other users' log-ins");
  }, 60_000);
});
