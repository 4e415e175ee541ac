/**
 * Numbered SQL migrations applied at start, each in its own transaction, recorded in
 * schema_migrations. An advisory lock keeps two servers starting at once on one
 * PostgreSQL from applying the same migration twice.
 */
import { sql, type Kysely } from 'kysely';
import { initial } from './migrations/001-initial';
import { usernameCase } from './migrations/002-username-case';
import { winNotices } from './migrations/003-win-notices';
import { accountSecurity } from './migrations/004-account-security';
import { accountBindings } from './migrations/005-account-bindings';
import { gameWallets } from './migrations/006-game-wallets';
import { withdrawals } from './migrations/007-withdrawals';
import { chatMessages } from './migrations/008-chat-messages';
import { adminMessages } from './migrations/009-admin-messages';
import { deposits } from './migrations/010-deposits';
import { chatGroups } from './migrations/011-chat-groups';
import { games } from './migrations/012-games';
import { singlePicks } from './migrations/014-single-picks';
import { team } from './migrations/015-team';
import { orderRefunds } from './migrations/016-order-refunds';
import { gameLoginSessions } from './migrations/017-game-login-sessions';
import { previousLogin } from './migrations/018-previous-login';
import { teamContracts } from './migrations/019-team-contracts';
import { issueSettling } from './migrations/020-issue-settling';
import { playerProtection } from './migrations/021-player-protection';
import { columnComments } from './migrations/022-column-comments';
import { chaseBooking } from './migrations/023-chase-booking';

export const migrations: Array<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'username-case', sql: usernameCase },
  { version: 3, name: 'win-notices', sql: winNotices },
  { version: 4, name: 'account-security', sql: accountSecurity },
  { version: 5, name: 'account-bindings', sql: accountBindings },
  { version: 6, name: 'game-wallets', sql: gameWallets },
  { version: 7, name: 'withdrawals', sql: withdrawals },
  { version: 8, name: 'chat-messages', sql: chatMessages },
  { version: 9, name: 'admin-messages', sql: adminMessages },
  { version: 10, name: 'deposits', sql: deposits },
  { version: 11, name: 'chat-groups', sql: chatGroups },
  { version: 12, name: 'games', sql: games },
  { version: 14, name: 'single-picks', sql: singlePicks },
  { version: 15, name: 'team', sql: team },
  { version: 16, name: 'order-refunds', sql: orderRefunds },
  { version: 17, name: 'game-login-sessions', sql: gameLoginSessions },
  { version: 18, name: 'previous-login', sql: previousLogin },
  { version: 19, name: 'team-contracts', sql: teamContracts },
  { version: 20, name: 'issue-settling', sql: issueSettling },
  { version: 21, name: 'player-protection', sql: playerProtection },
  { version: 22, name: 'column-comments', sql: columnComments },
  { version: 23, name: 'chase-booking', sql: chaseBooking },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`.execute(
    db,
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(727274)`.execute(tx);
      const done = await sql<{ version: number }>`SELECT version FROM schema_migrations WHERE version = ${migration.version}`.execute(tx);
      if (done.rows.length > 0) return;
      await sql.raw(migration.sql).execute(tx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(tx);
      applied.push(migration.version);
    });
  }
  return applied;
}
