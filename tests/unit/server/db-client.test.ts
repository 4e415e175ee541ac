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
});
