import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { deposit } from '../../../server/db/seed';
import { hashSecret } from '../../../server/domains/users/passwords';
import { insertUser } from '../../../server/domains/users/queries';
import { MAIN_WALLET } from '../../../contract/wallet';
import {
  accountKindOf,
  checkLedger,
  createUserAccount,
  DuplicateJournalError,
  InsufficientFundsError,
  mainAccountId,
  mainAccountOf,
  postJournal,
  SYSTEM_IDS,
  walletIdOfKind,
  type Posting,
} from '../../../server/domains/wallet/ledger';
import { freshDatabase } from '../../support/server-harness';
import { minorUnits, toMinorUnits } from '../../../rules/money';
import type { AccountId } from '../../../server/db/ids';

const HOUSE = SYSTEM_IDS['sys:house'];
const ESCROW = SYSTEM_IDS['sys:bet_escrow'];

let handle: DbHandle;
let accounts: AccountId[];
let keySeq = 0;

beforeAll(async () => {
  handle = await freshDatabase();
  const passwordHash = await hashSecret('pass1234', 2 ** 10);
  accounts = [];
  for (let i = 0; i < 6; i++) {
    const id = (await insertUser(handle.db, { username: `led${i}`, passwordHash, userType: 0, now: 0 }))!;
    await deposit(handle.db, id, minorUnits(10_000), `dep:${i}`, 0);
    accounts.push((await mainAccountOf(handle.db, id)).id);
  }
});
afterAll(async () => {
  await handle.close();
});

const postMoney = (postings: Posting[], idemKey = `k${keySeq++}`) =>
  handle.db.transaction().execute((tx) => postJournal(tx, { kind: 'test', idemKey, now: 0, postings }));
/** The tests' postings in plain hao, made money on the way in. */
const post = (postings: ReadonlyArray<{ accountId: AccountId; amount: number }>, idemKey?: string) =>
  postMoney(
    postings.map((p) => ({ accountId: p.accountId, amount: minorUnits(p.amount) })),
    idemKey,
  );
const balanceOf = async (id: AccountId) =>
  Number((await sql<{ balance: number }>`SELECT balance FROM accounts WHERE id = ${id}`.execute(handle.db)).rows[0]!.balance);
const entriesOf = async (key: string) =>
  (
    await sql<{
      account_id: number;
      amount: number;
    }>`SELECT e.account_id, e.amount FROM entries e JOIN journal j ON j.id = e.journal_id WHERE j.idem_key = ${key} ORDER BY e.account_id`.execute(handle.db)
  ).rows.map((r) => [Number(r.account_id), Number(r.amount)]);

describe('ledger journals', () => {
  it('posts a journal of 5 or more postings in one set-based update (a settlement paying 3+ winners) and returns every new balance', async () => {
    const before = await Promise.all(accounts.map(balanceOf));
    const credits = accounts.map((id, i) => ({ accountId: id, amount: 100 * (i + 1) }));
    const total = credits.reduce((s, p) => s + p.amount, 0);
    const balances = await post([{ accountId: HOUSE, amount: -total }, ...credits], 'bulk');
    expect(accounts.map((id) => balances.get(id))).toEqual(before.map((b, i) => b + 100 * (i + 1)));
    expect(balances.get(HOUSE)).toBe(await balanceOf(HOUSE));
    expect(await Promise.all(accounts.map(balanceOf))).toEqual(before.map((b, i) => b + 100 * (i + 1)));
    expect(await entriesOf('bulk')).toEqual([[HOUSE, -total], ...credits.map((p) => [p.accountId, p.amount])].sort((a, b) => a[0]! - b[0]!));
    expect(await checkLedger(handle.db)).toMatchObject({ ok: true });
  });

  it('refuses a bulk journal that would take one account below zero, naming it, and writes nothing', async () => {
    const before = await Promise.all(accounts.map(balanceOf));
    const poor = accounts[3]!;
    const postings = accounts.map((id) => ({ accountId: id, amount: id === poor ? -(before[3]! + 1) : 10 }));
    postings.push({ accountId: HOUSE, amount: before[3]! + 1 - 10 * (accounts.length - 1) });
    const error = await post(postings, 'bulk-poor').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).accountId).toBe(poor);
    expect(await Promise.all(accounts.map(balanceOf))).toEqual(before);
    expect(await entriesOf('bulk-poor')).toEqual([]);
    // one short of the balance is fine
    postings[3] = { accountId: poor, amount: -before[3]! };
    postings[postings.length - 1] = { accountId: HOUSE, amount: before[3]! - 10 * (accounts.length - 1) };
    await post(postings);
    expect(await balanceOf(poor)).toBe(0);
  });

  it('refuses a small journal below zero too, and drops postings that net to zero per account', async () => {
    const [a, b, c] = accounts as [AccountId, AccountId, AccountId];
    await expect(
      post([
        { accountId: a, amount: -1_000_000 },
        { accountId: HOUSE, amount: 1_000_000 },
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const versionOf = async (id: AccountId) =>
      Number((await sql<{ version: number }>`SELECT version FROM accounts WHERE id = ${id}`.execute(handle.db)).rows[0]!.version);
    const cVersion = await versionOf(c);
    const balances = await post(
      [
        { accountId: a, amount: -50 },
        { accountId: c, amount: 30 },
        { accountId: b, amount: 50 },
        { accountId: c, amount: -30 },
      ],
      'netted',
    );
    expect(await entriesOf('netted')).toEqual([
      [a, -50],
      [b, 50],
    ]);
    expect(balances.has(c)).toBe(false);
    expect(await versionOf(c)).toBe(cVersion);
  });

  it('refuses amounts that are not safe integers, unbalanced journals and a key used before', async () => {
    const [a] = accounts as [AccountId];
    // the ledger's own guard, for amounts that reach it without minorUnits (the compiler refuses them too)
    await expect(
      postMoney([
        // @ts-expect-error: a plain number
        { accountId: a, amount: 2 ** 53 },
        // @ts-expect-error: a plain number
        { accountId: HOUSE, amount: -(2 ** 53) },
      ]),
    ).rejects.toThrow(/safe integer/);
    await expect(
      postMoney([
        // @ts-expect-error: a plain number
        { accountId: a, amount: 0.5 },
        // @ts-expect-error: a plain number
        { accountId: HOUSE, amount: -0.5 },
      ]),
    ).rejects.toThrow(/safe integer/);
    await expect(
      post([
        { accountId: a, amount: 1 },
        { accountId: HOUSE, amount: -2 },
      ]),
    ).rejects.toThrow(/does not balance: -1/);
    await post(
      [
        { accountId: a, amount: 1 },
        { accountId: HOUSE, amount: -1 },
      ],
      'once',
    );
    await expect(
      post(
        [
          { accountId: a, amount: 1 },
          { accountId: HOUSE, amount: -1 },
        ],
        'once',
      ),
    ).rejects.toBeInstanceOf(DuplicateJournalError);
    expect(await checkLedger(handle.db)).toMatchObject({ ok: true });
  });
});

describe('ledger helpers', () => {
  it('names a key used before in its error, and stores a journal without a reference as an empty one', async () => {
    const [a] = accounts as [AccountId];
    await post(
      [
        { accountId: a, amount: 2 },
        { accountId: HOUSE, amount: -2 },
      ],
      'twice',
    );
    const error = await post(
      [
        { accountId: a, amount: 2 },
        { accountId: HOUSE, amount: -2 },
      ],
      'twice',
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'DuplicateJournalError', message: 'journal twice exists', idemKey: 'twice' });
    const ref = await sql<{ ref: string }>`SELECT ref FROM journal WHERE idem_key = 'twice'`.execute(handle.db);
    expect(ref.rows).toEqual([{ ref: '' }]);
  });

  it("finds each player's main account (and remembers it), and opens the wallets of a new player", async () => {
    const passwordHash = await hashSecret('pass1234', 2 ** 10);
    const users = [];
    for (const name of ['main0', 'main1']) users.push((await insertUser(handle.db, { username: name, passwordHash, userType: 0, now: 0 }))!);
    const first = users[0]!;
    const second = users[1]!;
    for (const round of [1, 2]) {
      expect(await mainAccountId(handle.db, handle.db, first), `round ${round}`).toBe((await mainAccountOf(handle.db, first)).id);
      expect(await mainAccountId(handle.db, handle.db, second), `round ${round}`).toBe((await mainAccountOf(handle.db, second)).id);
    }
    // a player without accounts yet (they have no entries, so they can be dropped): every wallet opens, the main one is returned
    await sql`DELETE FROM accounts WHERE user_id = ${second}`.execute(handle.db);
    const main = await handle.db.transaction().execute((tx) => createUserAccount(tx, second));
    const opened = await handle.db.selectFrom('accounts').select(['id', 'kind']).where('user_id', '=', second).execute();
    expect(opened.find((a) => a.kind === 'main')?.id).toBe(main);
    expect(opened.length).toBeGreaterThan(1);
  });

  it('maps the main wallet to its account kind and back, and game wallets to themselves', () => {
    expect(accountKindOf(MAIN_WALLET)).toBe('main');
    expect(walletIdOfKind('main')).toBe(MAIN_WALLET);
    expect(accountKindOf('hqt_01')).toBe('hqt_01');
    expect(walletIdOfKind('hqt_01')).toBe('hqt_01');
  });

  it('refuses to check a ledger whose fixed system accounts moved', async () => {
    const broken = await freshDatabase();
    try {
      expect(await checkLedger(broken.db)).toMatchObject({ ok: true });
      // the house account renumbered (a fresh database has no entries referring to it)
      await sql`UPDATE accounts SET id = 9999 WHERE kind = 'sys:house' AND user_id IS NULL`.execute(broken.db);
      await expect(checkLedger(broken.db)).rejects.toThrow('system account ids differ from SYSTEM_IDS');
    } finally {
      await broken.close();
    }
  });
});

describe('ledger check', () => {
  /** Writes a journal as given (bypassing postJournal's checks), moving the balances with it. */
  async function forge(entries: Array<[number, number]>) {
    const key = `forged${keySeq++}`;
    const journal = await sql<{ id: number }>`INSERT INTO journal (kind, idem_key, ref, created_at) VALUES ('forged', ${key}, '', 0) RETURNING id`.execute(
      handle.db,
    );
    for (const [account, amount] of entries) {
      await sql`INSERT INTO entries (journal_id, account_id, amount) VALUES (${journal.rows[0]!.id}, ${account}, ${amount})`.execute(handle.db);
      await sql`UPDATE accounts SET balance = balance + ${amount} WHERE id = ${account}`.execute(handle.db);
    }
  }

  // Each part of `ok` is checked alone: a state that breaks one invariant and keeps the others.
  // (A total balance other than 0 alone cannot be made: with balanced journals and balances equal
  // to their entries it is 0, so that part of `ok` is redundant.)
  it('fails on unbalanced journals even when they cancel out in the balances', async () => {
    const [a] = accounts as [AccountId];
    expect(await checkLedger(handle.db)).toMatchObject({ ok: true });
    await forge([[a, 7]]);
    await forge([[HOUSE, -7]]);
    expect(await checkLedger(handle.db)).toMatchObject({
      ok: false,
      unbalancedJournals: 2,
      totalBalance: 0,
      mismatchedAccounts: [],
      negativeAccounts: 0,
      escrowGap: 0,
    });
  });

  it('fails on balances that differ from their entries, on a user below zero and on escrow without pending stakes', async () => {
    const fresh = await freshDatabase();
    const passwordHash = await hashSecret('pass1234', 2 ** 10);
    const ids: number[] = [];
    for (const name of ['chk0', 'chk1']) {
      const user = (await insertUser(fresh.db, { username: name, passwordHash, userType: 0, now: 0 }))!;
      await deposit(fresh.db, user, toMinorUnits('1000'), `dep:${name}`, 0);
      ids.push((await mainAccountOf(fresh.db, user)).id);
    }
    const [a, b] = ids as [number, number];
    const run = (query: ReturnType<typeof sql>) => query.execute(fresh.db);
    try {
      expect(await checkLedger(fresh.db)).toMatchObject({ ok: true });
      // balances moved without entries, summing to 0
      await run(sql`UPDATE accounts SET balance = balance + 5 WHERE id = ${a}`);
      await run(sql`UPDATE accounts SET balance = balance - 5 WHERE id = ${b}`);
      expect(await checkLedger(fresh.db)).toMatchObject({
        ok: false,
        mismatchedAccounts: [expect.objectContaining({ id: a }), expect.objectContaining({ id: b })],
        unbalancedJournals: 0,
        totalBalance: 0,
      });
      await run(sql`UPDATE accounts SET balance = balance - 5 WHERE id = ${a}`);
      await run(sql`UPDATE accounts SET balance = balance + 5 WHERE id = ${b}`);
      expect(await checkLedger(fresh.db)).toMatchObject({ ok: true });

      // escrow holding money no pending order stakes
      await fresh.db.transaction().execute((tx) =>
        postJournal(tx, {
          kind: 'test',
          idemKey: 'escrow',
          now: 0,
          postings: [
            { accountId: ESCROW, amount: minorUnits(9) },
            { accountId: HOUSE, amount: minorUnits(-9) },
          ],
        }),
      );
      expect(await checkLedger(fresh.db)).toMatchObject({ ok: false, escrowGap: 9, mismatchedAccounts: [], unbalancedJournals: 0, negativeAccounts: 0 });
      await fresh.db.transaction().execute((tx) =>
        postJournal(tx, {
          kind: 'test',
          idemKey: 'escrow-back',
          now: 0,
          postings: [
            { accountId: ESCROW, amount: minorUnits(-9) },
            { accountId: HOUSE, amount: minorUnits(9) },
          ],
        }),
      );
      expect(await checkLedger(fresh.db)).toMatchObject({ ok: true });

      // a user account below zero (a database without the accounts' CHECK), booked in balanced entries
      const constraint = await run(
        sql<{ conname: string }>`SELECT conname FROM pg_constraint WHERE conrelid = 'accounts'::regclass AND pg_get_constraintdef(oid) LIKE '%balance >= 0%'`,
      );
      await run(sql.raw(`ALTER TABLE accounts DROP CONSTRAINT ${(constraint.rows[0] as { conname: string }).conname}`));
      const journal = await run(sql<{ id: number }>`INSERT INTO journal (kind, idem_key, ref, created_at) VALUES ('forged', 'negative', '', 0) RETURNING id`);
      const journalId = (journal.rows[0] as { id: number }).id;
      const overdraw = 1_000 * 10_000 + 1; // the deposit (1000 yuan in minor units) and one more
      await run(sql`INSERT INTO entries (journal_id, account_id, amount) VALUES (${journalId}, ${a}, ${-overdraw}), (${journalId}, ${HOUSE}, ${overdraw})`);
      await run(sql`UPDATE accounts SET balance = balance - ${overdraw} WHERE id = ${a}`);
      await run(sql`UPDATE accounts SET balance = balance + ${overdraw} WHERE id = ${HOUSE}`);
      expect(await checkLedger(fresh.db)).toMatchObject({
        ok: false,
        negativeAccounts: 1,
        mismatchedAccounts: [],
        unbalancedJournals: 0,
        totalBalance: 0,
        escrowGap: 0,
      });
    } finally {
      await fresh.close();
    }
  });
});
