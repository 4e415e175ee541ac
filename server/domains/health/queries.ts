/** The readiness probe's one query. */
import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** Resolves once the database has answered a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
