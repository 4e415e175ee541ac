/** SQL of users, sessions, passwords and security questions. User names compare without regard to case. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { UsersTable } from '../../db/schema';
import { createUserAccount } from '../wallet/ledger';
import type { Tx } from '../../db/transaction';

export type UserRow = Selectable<UsersTable>;

/** `DEMO` finds `demo`: both sides go through the database's lower(), as the unique index does. */
export async function findUserByName(db: Db | Tx, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username})`)
    .executeTakeFirst();
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByInvite(db: Db | Tx, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst();
}

export interface NewUser {
  username: string;
  passwordHash: string;
  userType: number;
  parentId?: number | null;
  inviteCode?: string | null;
  nickname?: string;
  /** Rebate point in tenths of a percent (team accounts); 0 when not given. */
  rebatePoint?: number;
  now: number;
}

/** Creates the user and its main account in one transaction. Returns undefined when the name is taken in any case. */
export async function insertUser(db: Db, user: NewUser): Promise<number | undefined> {
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
export async function setLastLogin(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}

/** Sets the fund password only if none is set yet (atomic). Returns whether it was set. */
export async function setPayPasswordOnce(db: Db, id: number, hash: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ pay_password_hash: hash }).where('id', '=', id).where('pay_password_hash', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replacePayPassword(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ pay_password_hash: hash }).where('id', '=', id).execute();
}

export async function setNickname(db: Db, id: number, nickname: string): Promise<void> {
  await db.updateTable('users').set({ nickname }).where('id', '=', id).execute();
}

export async function setSecurityQuestions(db: Db, id: number, questions: string, answers: string): Promise<void> {
  await db.updateTable('users').set({ security_questions: questions, security_answers: answers }).where('id', '=', id).execute();
}
