import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../contract/primitives';
import { serverDeps } from '../../../server/deps';
import { newTotpSecret, securityChecks, totpOf, type SecurityChecks } from '../../../server/domains/users/security';
import { startTestServer, type TestServer } from '../../support/server-harness';
import type { UserId } from '../../../server/db/ids';

let s: TestServer;
let checks: SecurityChecks;
let userId: UserId;
const secret = newTotpSecret();

const codeAt = (steps = 0) => totpOf(secret, 'totp1').generate({ timestamp: s.clock.now() + steps * 30_000 });
const user = () => checks.userById(userId);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { code?: number }) => error.code,
  );

beforeEach(async () => {
  s = await startTestServer({ config: { loginFailures: { max: 3, windowMs: 15 * 60_000 } } });
  userId = (await s.createUser('totp1', '0')).id;
  await s.db.updateTable('users').set({ twostep_secret: secret, twostep_withdraw: true }).where('id', '=', userId).execute();
  checks = securityChecks(serverDeps(s.app));
});
afterEach(async () => {
  await s.close();
});

describe('securityChecks two-step', () => {
  it('accepts a code once and refuses it replayed', async () => {
    const code = codeAt();
    expect(await codeOf(checks.twoStepCode(await user(), code))).toBe(0);
    expect(await codeOf(checks.twoStepCode(await user(), code))).toBe(errorCodes.wrongTwoStep.code);
  });

  it('lets only one of two requests with the same code pass when they arrive together', async () => {
    const code = codeAt();
    const [a, b] = await Promise.all([codeOf(checks.twoStepCode(await user(), code)), codeOf(checks.twoStepCode(await user(), code))]);
    expect([a, b].sort()).toEqual([0, errorCodes.wrongTwoStep.code].sort());
  });

  it('accepts one step of clock drift either way but not two', async () => {
    expect(await codeOf(checks.twoStepCode(await user(), codeAt(-1)))).toBe(0);
    expect(await codeOf(checks.twoStepCode(await user(), codeAt(1)))).toBe(0);
    s.clock.advance(90_000);
    expect(await codeOf(checks.twoStepCode(await user(), codeAt(2)))).toBe(errorCodes.wrongTwoStep.code);
    expect(await codeOf(checks.twoStepCode(await user(), codeAt(-2)))).toBe(errorCodes.wrongTwoStep.code);
  });

  it('counts wrong codes and refuses even a right one past the limit', async () => {
    for (let i = 0; i < 3; i++) expect(await codeOf(checks.twoStepCode(await user(), '000000'))).toBe(errorCodes.wrongTwoStep.code);
    expect(await codeOf(checks.twoStepCode(await user(), codeAt()))).toBe(errorCodes.tooMany.code);
  });

  it('asks a code only where the switch is on', async () => {
    expect(await codeOf(checks.twoStep(await user(), undefined, 'thirdTransfer'))).toBe(0);
    expect(await codeOf(checks.twoStep(await user(), undefined, 'withdraw'))).toBe(errorCodes.twoStepMissing.code);
    expect(await codeOf(checks.twoStep(await user(), codeAt(), 'withdraw'))).toBe(0);
  });
});
