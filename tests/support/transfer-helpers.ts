/** Helpers of the transfer tests (PGlite and PostgreSQL): a fund password, two-step on, a transfer call. */
import { transferPaths, walletPaths } from '../../contract/paths';
import { hashSecret } from '../../server/domains/users/passwords';
import { newTotpSecret, totpOf } from '../../server/domains/users/security';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

export const PAY_PASSWORD = 'fund5678';

export async function setFundPassword(s: TestServer, userId: UserId): Promise<void> {
  await s.db
    .updateTable('users')
    .set({ pay_password_hash: await hashSecret(PAY_PASSWORD, 2 ** 10) })
    .where('id', '=', userId)
    .execute();
}

/** Switches the two-step code on for third-party transfers; returns a function giving the current code. */
export async function enableTwoStep(s: TestServer, userId: UserId, username: string): Promise<() => string> {
  const secret = newTotpSecret();
  await s.db.updateTable('users').set({ twostep_secret: secret, twostep_third_transfer: true }).where('id', '=', userId).execute();
  return () => totpOf(secret, username).generate({ timestamp: s.clock.now() });
}

export function transferCall(s: TestServer, cookie: string, body: Record<string, unknown>) {
  return s.call('POST', transferPaths.transfer, { cookie, body: { payPassword: PAY_PASSWORD, ...body } });
}

/** Every wallet's cash, keyed by wallet id. */
export async function cashOf(s: TestServer, cookie: string): Promise<Record<string, string>> {
  const { json } = await s.call('GET', walletPaths.allCachedBalance, { cookie });
  return Object.fromEntries((json.data as Array<{ cid: string; cash: string }>).map((w) => [w.cid, w.cash]));
}
