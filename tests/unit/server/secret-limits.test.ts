/**
 * The routes that hash or check a secret for a logged-in user are limited per user: changing
 * the fund password (10 a minute), binding the authenticator (20) and opening downline accounts
 * (300), so one session cannot keep the hashing threads busy; another user is not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, teamPaths, userPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { PAY_PASSWORD, setFundPassword } from '../../support/transfer-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('per-user limits on secret hashing', () => {
  it('answers 429 to the 11th fund-password change of a minute, and not to another user', async () => {
    const one = await s.createUser('limitone', '0');
    const two = await s.createUser('limittwo', '0');
    await setFundPassword(s, one.id);
    await setFundPassword(s, two.id);
    const change = (cookie: string) =>
      s.call('POST', userPaths.updatePayPassword, { cookie, body: { oldPayPassword: PAY_PASSWORD, newPayPassword: PAY_PASSWORD } });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await change(one.cookie));
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.json).toEqual({ code: errorCodes.tooMany.code, msg: errorCodes.tooMany.msg });
    expect((await change(two.cookie)).status).toBe(200);
  });

  it('answers 429 to the 21st authenticator binding of a minute', async () => {
    const user = await s.createUser('limitbind', '0');
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await s.call('POST', accountPaths.bindTwostep, { cookie: user.cookie, body: { code: '000000', payPassword: 'wrong' } })).status);
    expect(statuses.slice(0, 20).every((st) => st === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 429 to the 301st downline account an agent opens in a minute', { timeout: 60_000 }, async () => {
    const agent = await s.createUser('limitagent', '0', 1);
    const open = (i: number) =>
      s.call('POST', teamPaths.openAccount, { cookie: agent.cookie, body: { username: `lim${i}kid`, password: 'abc12345', point: '0', userType: 0 } });
    // In waves within the agent's share of the hashing queue (its excess would be answered 503, hashing-queue.test.ts).
    const answers = [];
    for (let wave = 0; wave < 301; wave += 10) answers.push(...(await Promise.all(Array.from({ length: Math.min(10, 301 - wave) }, (_, i) => open(wave + i)))));
    expect(answers.filter((a) => a.status === 200 && a.json.code === 1)).toHaveLength(300);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });
});
