import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { AdvisoryLease, SCHEDULER_LOCK_KEY } from '../../server/domains/lottery/scheduler-lease';

const url = process.env.DATABASE_URL!;
const leases: AdvisoryLease[] = [];
afterEach(async () => {
  for (const lease of leases.splice(0)) await lease.release();
});

function lease(): AdvisoryLease {
  const made = new AdvisoryLease(url, () => {});
  leases.push(made);
  return made;
}

/** The backend pid of the connection holding the scheduler lock, if any. */
async function holderBackend(admin: pg.Client): Promise<number | undefined> {
  const { rows } = await admin.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [SCHEDULER_LOCK_KEY],
  );
  return rows[0]?.pid;
}

describe('AdvisoryLease', () => {
  it('is held by one process at a time, and passes to another when the holder releases it', async () => {
    const first = lease();
    const second = lease();
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    expect(await first.acquire()).toBe(true); // still held: the tick goes on
    await first.release();
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
  });

  it("passes to another process when the holder's connection is terminated, without an unhandled error", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const first = lease();
      const second = lease();
      expect(await first.acquire()).toBe(true);
      expect(await second.acquire()).toBe(false);
      const backend = await holderBackend(admin);
      expect(backend).toBeDefined();
      await admin.query('SELECT pg_terminate_backend($1)', [backend]);
      await new Promise((r) => setTimeout(r, 100));
      expect(await second.acquire()).toBe(true);
      // The old holder notices: it reconnects and finds the lease taken.
      expect(await first.acquire()).toBe(false);
      expect(await holderBackend(admin)).not.toBe(backend);
    } finally {
      await admin.end();
    }
  });
});
