import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../support/server-harness';

describe('the embedded database client', () => {
  it('lets the event loop run while a backlog of queries drains (PGlite runs them on this thread)', async () => {
    if (process.env.DATABASE_URL) return; // PostgreSQL runs queries in its own process
    const handle = await freshDatabase();
    try {
      let finished = 0;
      let finishedWhenTimerRan = -1;
      const queries = Array.from({ length: 500 }, () => sql`SELECT 1`.execute(handle.db).then(() => finished++));
      setTimeout(() => (finishedWhenTimerRan = finished), 0);
      await Promise.all(queries);
      expect(finished).toBe(500);
      // the timer got its turn part-way, not after the whole backlog
      expect(finishedWhenTimerRan).toBeGreaterThanOrEqual(0);
      expect(finishedWhenTimerRan).toBeLessThan(500);
    } finally {
      await handle.close();
    }
  });

  it('reads BIGINT and BIGINT[] as numbers, as the generated schema types say', async () => {
    const handle = await freshDatabase();
    try {
      const { rows } = await sql<{ one: unknown; many: unknown }>`SELECT 9007199254740991::bigint AS one, ARRAY[1, NULL, 3]::bigint[] AS many`.execute(
        handle.db,
      );
      expect(rows[0]).toEqual({ one: 9007199254740991, many: [1, null, 3] });
    } finally {
      await handle.close();
    }
  });
});
