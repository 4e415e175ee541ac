/** SQL of the users table: look-ups, registration, passwords, the fund password, security questions, two-step. User names compare without regard to case. */
import { sql, type Selectable } from 'kysely';
import { ADMIN_ROLE_TYPE } from '../../../contract/chat';
import type { Db } from '../../db/client';
import { likeText } from '../../db/like';
import type { UsersTable } from '../../db/schema';
import { createUserAccount } from '../wallet/ledger';
import type { Tx } from '../../db/transaction';
import { userId, type UserId } from '../../db/ids';

export type UserRow = Selectable<UsersTable>;

/** `DEMO` finds `demo`: both sides go through the database's lower(), as the unique index does. */
export async function findUserByName(db: Db | Tx, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username})`)
    .executeTakeFirst();
}

export async function findUserById(db: Db | Tx, id: UserId): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByInvite(db: Db | Tx, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst();
}

export interface NewUser {
  username: string;
  passwordHash: string;
  userType: number;
  parentId?: UserId | null;
  inviteCode?: string | null;
  nickname?: string;
  /** Rebate point in tenths of a percent (team accounts); 0 when not given. */
  rebatePoint?: number;
  now: number;
}

/** Creates the user and its main account in one transaction. Returns undefined when the name is taken in any case. */
export async function insertUser(db: Db, user: NewUser): Promise<UserId | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('users')
      .values({
        username: user.username,
        nickname: user.nickname ?? user.username,
        password_hash: user.passwordHash,
        pay_password_hash: null,
        user_type: user.userType,
        rebate_point: user.rebatePoint ?? 0,
        parent_id: user.parentId ?? null,
        invite_code: user.inviteCode ?? null,
        security_questions: null,
        security_answers: null,
        created_at: user.now,
        last_login_at: null,
      })
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    await createUserAccount(tx, row.id);
    return row.id;
  });
}

/** Records a log-in: the one before becomes the previous (上次登录). */
export async function setLastLogin(db: Db, id: UserId, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Db, id: UserId, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}

/** Sets the fund password only if none is set yet (atomic). Returns whether it was set. */
export async function setPayPasswordOnce(db: Db, id: UserId, hash: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ pay_password_hash: hash }).where('id', '=', id).where('pay_password_hash', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replacePayPassword(db: Db, id: UserId, hash: string): Promise<void> {
  await db.updateTable('users').set({ pay_password_hash: hash }).where('id', '=', id).execute();
}

export async function setNickname(db: Db, id: UserId, nickname: string): Promise<void> {
  await db.updateTable('users').set({ nickname }).where('id', '=', id).execute();
}

export async function setSecurityQuestions(db: Db, id: UserId, questions: string, answers: string): Promise<void> {
  await db.updateTable('users').set({ security_questions: questions, security_answers: answers }).where('id', '=', id).execute();
}

/** Makes the pending two-step secret the bound one with `step` used, if it is still the pending one and none is bound. */
export async function activatePendingTwoStep(db: Db | Tx, userId: UserId, pendingSecret: string, step: number): Promise<boolean> {
  const rows = await sql<{ id: number }>`UPDATE users SET twostep_secret = twostep_pending_secret, twostep_pending_secret = NULL, twostep_last_step = ${step}
          WHERE id = ${userId} AND twostep_secret IS NULL AND twostep_pending_secret = ${pendingSecret} RETURNING id`.execute(db);
  return rows.rows.length === 1;
}

/** Records `step` as the user's last accepted two-step step if it is later than the last one (atomic: one request wins). */
export async function claimTwoStepStep(db: Db | Tx, userId: UserId, step: number): Promise<boolean> {
  const rows = await sql<{
    id: number;
  }>`UPDATE users SET twostep_last_step = ${step} WHERE id = ${userId} AND twostep_last_step < ${step} RETURNING id`.execute(db);
  return rows.rows.length === 1;
}

/** The user's security questions (null when none are set) and type. */
export async function securityQuestionsAndTypeOf(db: Db | Tx, userId: UserId): Promise<{ security_questions: string | null; user_type: number }> {
  return db.selectFrom('users').select(['security_questions', 'user_type']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function usernameOf(db: Db | Tx, userId: UserId): Promise<string> {
  return (await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()).username;
}

/** The names of these users, by id. */
export async function usernamesOf(db: Db | Tx, ids: readonly UserId[]): Promise<Map<UserId, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((u) => [u.id, u.username]));
}

export interface UserNames {
  username: string;
  nickname: string;
}

/** The user name and nickname of these users, by id: one query for a whole list (the rows of other domains that show them). */
export async function userNamesOf(db: Db | Tx, ids: readonly UserId[]): Promise<Map<UserId, UserNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, { username: u.username, nickname: u.nickname }]));
}

/** Who a person is to the chat and the groups: the names, the type and role, and the agent above them. */
export type Person = Pick<UserRow, 'id' | 'username' | 'nickname' | 'user_type' | 'role_type' | 'parent_id'>;
const personColumns = ['id', 'username', 'nickname', 'user_type', 'role_type', 'parent_id'] as const;

export async function personById(db: Db | Tx, id: UserId): Promise<Person | undefined> {
  return db.selectFrom('users').select(personColumns).where('id', '=', id).executeTakeFirst();
}

/** These people (the known ones among the ids), in one query. */
export async function peopleByIds(db: Db | Tx, ids: readonly UserId[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(personColumns)
    .where('id', 'in', [...ids])
    .execute();
}

/** My direct downline, by name, one page. */
export async function downlinePage(db: Db | Tx, parentId: UserId, offset: number, limit: number): Promise<Person[]> {
  return db.selectFrom('users').select(personColumns).where('parent_id', '=', parentId).orderBy('username').orderBy('id').offset(offset).limit(limit).execute();
}

export async function downlineCount(db: Db | Tx, parentId: UserId): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every direct downline member (a broadcast's recipients; whom my presence concerns). */
export async function downlineIds(db: Db | Tx, parentId: UserId): Promise<UserId[]> {
  const rows = await db.selectFrom('users').select('id').where('parent_id', '=', parentId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** People whose name contains the text: my downline, my agent and the administrators. */
export async function searchPeople(db: Db | Tx, me: Person, text: string, limit: number): Promise<Person[]> {
  return db
    .selectFrom('users')
    .select(personColumns)
    .where(sql<boolean>`username ILIKE ${likeText(text)}`)
    .where('id', '<>', me.id)
    .where((eb) => {
      const downline = eb('parent_id', '=', me.id);
      const others = [downline, eb('role_type', '=', ADMIN_ROLE_TYPE)];
      if (me.parent_id !== null) others.push(eb('id', '=', me.parent_id));
      return eb.or(others);
    })
    .orderBy('username')
    .limit(limit)
    .execute();
}

/** A direct downline member by name (case aside), or undefined. */
export const directDownlineNamed = (db: Db | Tx, parentId: UserId, username: string) =>
  db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('parent_id', '=', parentId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

/** The names of the first 200 direct downline members, oldest first. */
export const downlineNames = async (db: Db | Tx, parentId: UserId): Promise<string[]> =>
  (await db.selectFrom('users').select('username').where('parent_id', '=', parentId).orderBy('id').limit(200).execute()).map((r) => r.username);

/**
 * Locks the user's row until the transaction ends, so one user's changes that count a limit run one at a time:
 * binding changes (the card limit, the first card's real name), withdrawals (the daily limits), deposit cancels (the
 * daily limit). NO KEY UPDATE: the idempotency-key row a transaction inserted first holds a KEY SHARE lock on the
 * same user row (its foreign key), which FOR UPDATE would wait on, deadlocking two requests.
 */
export async function lockUser(tx: Tx, userId: UserId): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(tx);
}

// ------------------------------------------------------------------ what the account bindings set on the user row

export async function setRealNameOnce(tx: Tx, userId: UserId, name: string): Promise<void> {
  await tx.updateTable('users').set({ real_name: name }).where('id', '=', userId).where('real_name', 'is', null).execute();
}

export async function setPendingTwostepSecret(db: Db | Tx, userId: UserId, secret: string): Promise<void> {
  await db.updateTable('users').set({ twostep_pending_secret: secret }).where('id', '=', userId).where('twostep_secret', 'is', null).execute();
}

export type SwitchColumn = 'twostep_login' | 'twostep_withdraw' | 'twostep_agent_transfer' | 'twostep_third_transfer' | 'twostep_bind_address';

export async function setTwostepSwitch(db: Db | Tx, userId: UserId, column: SwitchColumn, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ [column]: on })
    .where('id', '=', userId)
    .execute();
}

export async function setVerifiedEmail(db: Db | Tx, userId: UserId, email: string, now: number): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now }).where('id', '=', userId).execute();
}

// ------------------------------------------------------------------ the team tree and what the team center and the contracts look up

/** Guards the recursive walk against a corrupted parent chain. */
const MAX_DEPTH = 30;

export interface TeamMember {
  id: UserId;
  username: string;
  parentId: UserId | null;
  userType: number;
  point: number;
  createdAt: number;
  lastLoginAt: number | null;
  /** 0 for the caller, 1 for a direct downline. */
  depth: number;
}

/**
 * The team tree: the user and everyone below them (users.parent_id), at any depth, in depth then id order. The team
 * center and the contracts pass its ids to every report, so no report reaches another agent's members.
 */
export async function teamTreeOf(db: Db | Tx, rootId: UserId): Promise<TeamMember[]> {
  const rows = await sql<{
    id: number;
    username: string;
    parent_id: number | null;
    user_type: number;
    rebate_point: number;
    created_at: number;
    last_login_at: number | null;
    depth: number;
  }>`
    WITH RECURSIVE tree AS (
      SELECT id, 0 AS depth FROM users WHERE id = ${rootId}
      UNION ALL
      SELECT u.id, t.depth + 1 FROM users u JOIN tree t ON u.parent_id = t.id WHERE t.depth < ${MAX_DEPTH}
    )
    SELECT u.id, u.username, u.parent_id, u.user_type, u.rebate_point, u.created_at, u.last_login_at, tree.depth
    FROM tree JOIN users u ON u.id = tree.id ORDER BY tree.depth, u.id`.execute(db);
  return rows.rows.map((r) => ({
    id: userId(r.id),
    username: r.username,
    parentId: r.parent_id === null ? null : userId(r.parent_id),
    userType: r.user_type,
    point: r.rebate_point,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    depth: r.depth,
  }));
}

/** A member's own rebate point, in tenths of a percent. */
export async function rebatePointOf(db: Db | Tx, id: UserId): Promise<number> {
  return (await db.selectFrom('users').select('rebate_point').where('id', '=', id).executeTakeFirstOrThrow()).rebate_point;
}

/** Every direct downline member, by id. */
export async function downlinesOf(db: Db | Tx, parentId: UserId): Promise<Person[]> {
  return db.selectFrom('users').select(personColumns).where('parent_id', '=', parentId).orderBy('id').execute();
}
