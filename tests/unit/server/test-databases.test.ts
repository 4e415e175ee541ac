/**
 * The harness's embedded test databases: a file's closed database is emptied back to the template for its
 * next test, and must then be indistinguishable from a freshly loaded one.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../server/domains/users/queries';
import { freshDatabase, T0 } from '../../support/server-harness';

describe.skipIf(process.env.DATABASE_URL)('embedded test databases', () => {
  it('hands the next test the template rows and sequence positions, and cuts off the closed one', async () => {
    const first = await freshDatabase();
    const accounts = await first.db.selectFrom('accounts').selectAll().orderBy('id').execute();
    const firstId = await insertUser(first.db, { username: 'early', passwordHash: 'x', userType: 0, now: T0 });
    await insertUser(first.db, { username: 'later', passwordHash: 'x', userType: 0, now: T0 });
    await first.close();
    // Work a closed app left running fails instead of writing into the next test's database.
    await expect(first.db.selectFrom('users').select('id').execute()).rejects.toThrow();

    const second = await freshDatabase();
    try {
      expect(second.pglite).toBe(first.pglite); // the same instance, emptied
      expect(await second.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(await second.db.selectFrom('accounts').selectAll().orderBy('id').execute()).toEqual(accounts);
      expect(await insertUser(second.db, { username: 'again', passwordHash: 'x', userType: 0, now: T0 })).toBe(firstId);
    } finally {
      await second.close();
    }
  });

  it('drops a database whose schema a test altered, and loads a fresh one', async () => {
    const altered = await freshDatabase();
    await sql`ALTER TABLE users ADD COLUMN stray TEXT`.execute(altered.db);
    await altered.close();
    const next = await freshDatabase();
    try {
      expect(next.pglite).not.toBe(altered.pglite);
      const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`.execute(next.db);
      expect(columns.rows.map((c) => c.column_name)).not.toContain('stray');
    } finally {
      await next.close();
    }
  });
});
