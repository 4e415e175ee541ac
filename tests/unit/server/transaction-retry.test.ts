/**
 * A transaction whose database connection is lost runs again on a new one while the database
 * comes back (a restart of a few seconds), not just three quick tries; a keyed one that went
 * through answers its stored result to the retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotent, RECONNECT_WINDOW_MS } from '../../../server/db/transaction';
import type { SessionUser } from '../../../server/plugins/session';
import { startTestServer, type TestServer } from '../../support/server-harness';

let s: TestServer;
let user: SessionUser;
beforeAll(async () => {
  s = await startTestServer();
  const { id } = await s.createUser('restart', '0');
  user = { id, username: 'restart', userType: 0, tokenHash: 'x' };
});
afterAll(() => s.close());

/** The error node-postgres gives a query whose server went away (as in a restart). */
const lost = () => new Error('Connection terminated unexpectedly');

describe('a transaction through a database restart', () => {
  it('keeps trying on a new connection for the restart window, then succeeds once', async () => {
    const downUntil = Date.now() + 1_500; // a restart: 1.5 s without a database
    let tries = 0;
    let applied = 0;
    const result = await idempotent(s.app, user, 'restart-key-1', { what: 1 }, async (tx) => {
      tries++;
      if (Date.now() < downUntil) throw lost();
      await tx.selectFrom('users').select('id').where('id', '=', user.id).execute();
      applied++;
      return { ok: tries };
    });
    expect(applied).toBe(1);
    expect(tries).toBeGreaterThan(3); // the old three quick tries (20 and 40 ms apart) gave up within 0.1 s
    expect(result).toEqual({ ok: tries });
    // The retry of the same request answers what the transaction stored.
    expect(await idempotent(s.app, user, 'restart-key-1', { what: 1 }, async () => ({ ok: -1 }))).toEqual({ ok: tries });
  });

  it('gives up with the error once the window has passed', async () => {
    const started = Date.now();
    await expect(idempotent(s.app, user, undefined, null, async () => Promise.reject(lost()))).rejects.toThrow(/Connection terminated/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RECONNECT_WINDOW_MS);
  }, 20_000);
});
