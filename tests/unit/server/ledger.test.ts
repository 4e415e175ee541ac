import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger, InsufficientFundsError, mainAccountOf, postJournal, systemAccounts, DuplicateJournalError } from '../../../server/domains/wallet/ledger';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { minorUnits } from '../../../rules/money';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  await s.close();
});

describe('ledger', () => {
  it('keeps every invariant through deposits and transfers, and refuses to go negative', async () => {
    const a = await s.createUser('ann', '10');
    const b = await s.createUser('ben', '0');
    const sys = await systemAccounts(s.db);
    const accA = await mainAccountOf(s.db, a.id);
    const accB = await mainAccountOf(s.db, b.id);
    const move = (hao: number, key: string) =>
      s.db.transaction().execute((tx) =>
        postJournal(tx, {
          kind: 'test',
          idemKey: key,
          now: 0,
          postings: [
            { accountId: accA.id, amount: minorUnits(-hao) },
            { accountId: accB.id, amount: minorUnits(hao) },
          ],
        }),
      );
    await move(40_000, 'm1');
    await expect(move(70_000, 'm2')).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(move(1, 'm1')).rejects.toBeInstanceOf(DuplicateJournalError);
    await expect(
      s.db.transaction().execute((tx) => postJournal(tx, { kind: 'x', idemKey: 'bad', now: 0, postings: [{ accountId: accA.id, amount: minorUnits(-1) }] })),
    ).rejects.toThrow(/balance/);
    expect((await mainAccountOf(s.db, a.id)).balance).toBe(60_000);
    expect((await mainAccountOf(s.db, b.id)).balance).toBe(40_000);
    const check = await checkLedger(s.db);
    expect(check).toMatchObject({ ok: true, totalBalance: 0, unbalancedJournals: 0, negativeAccounts: 0, escrowGap: 0 });
    expect(sys['sys:external']).toBeLessThan(accA.id);
  });

  it('is append-only: entries and journals cannot be updated or deleted', async () => {
    await s.createUser('ann', '10');
    await expect(sql`UPDATE entries SET amount = amount + 1`.execute(s.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM journal`.execute(s.db)).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE accounts SET balance = -5 WHERE kind = 'main'`.execute(s.db)).rejects.toThrow(/check/i);
  });

  it('detects a balance that no longer matches the ledger', async () => {
    const a = await s.createUser('ann', '10');
    await sql`UPDATE accounts SET balance = balance + 1 WHERE user_id = ${a.id} AND kind = 'main'`.execute(s.db);
    const check = await checkLedger(s.db);
    expect(check.ok).toBe(false);
    expect(check.mismatchedAccounts).toHaveLength(1);
  });
});
