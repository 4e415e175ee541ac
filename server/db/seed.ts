/**
 * Demo data, written once on first start (when there are no users): the log-ins listed
 * in server/README.md, each with a balance credited through the ledger (sys:external → main).
 */
import type { Db } from './client';
import { hashSecret } from '../domains/session/passwords';
import { seedChat } from '../domains/chat/demo-chat';
import { insertUser, setSecurityQuestions } from '../domains/session/queries';
import { postJournal, systemAccounts, mainAccountOf } from '../domains/wallet/ledger';
import { toMinorUnits } from '../../engine-worker/orders/money';
import { USER_TYPES } from '../../contract/session';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PAY_PASSWORD = 'pay12345';
export const DEMO_INVITE = 'DEMO8888';

export const demoUsers = [
  { username: 'demo', userType: USER_TYPES.member, balance: '10000', note: '普通会员 (userType 0)' },
  { username: 'agent', userType: USER_TYPES.agent, balance: '50000', note: `代理，邀请码 ${DEMO_INVITE}，下级 player1 player2`, invite: DEMO_INVITE },
  { username: 'player1', userType: USER_TYPES.member, balance: '2000', note: 'agent 的下级', parent: 'agent' },
  { username: 'player2', userType: USER_TYPES.member, balance: '1000', note: 'agent 的下级', parent: 'agent' },
  { username: 'withdraw', userType: USER_TYPES.withdrawOnly, balance: '3000', note: '只能提现 (userType 7)' },
  { username: 'trial', userType: USER_TYPES.trial, balance: '2000', note: '试玩账号 (userType 10)' },
] as const;

/** Credits a user from sys:external (a deposit), idempotent on `idemKey`. */
export async function deposit(db: Db, userId: number, minor: number, idemKey: string, now: number): Promise<void> {
  const sys = await systemAccounts(db);
  await db.transaction().execute(async (tx) => {
    const account = await mainAccountOf(tx, userId);
    await postJournal(tx, {
      kind: 'deposit',
      idemKey,
      ref: `user:${userId}`,
      now,
      postings: [
        { accountId: sys['sys:external'], amount: -minor },
        { accountId: account.id, amount: minor },
      ],
    });
  });
}

export async function seedDemo(db: Db, now: number, scryptN: number): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD, scryptN);
  const ids = new Map<string, number>();
  for (const user of demoUsers) {
    const parentId = 'parent' in user ? ids.get(user.parent) ?? null : null;
    const id = await insertUser(db, { username: user.username, passwordHash, userType: user.userType, parentId, inviteCode: 'invite' in user ? user.invite : null, now });
    if (id === undefined) continue;
    ids.set(user.username, id);
    await deposit(db, id, Number(toMinorUnits(user.balance)), `seed:${user.username}`, now);
  }
  const demoId = ids.get('demo');
  if (demoId) {
    const answers = await Promise.all(['beijing', 'zhangsan', 'lisi'].map((a) => hashSecret(a, scryptN)));
    await setSecurityQuestions(db, demoId, '1,2,3', JSON.stringify(answers));
    await db.updateTable('users').set({ pay_password_hash: await hashSecret(DEMO_PAY_PASSWORD, scryptN) }).where('id', '=', demoId).execute();
  }
  await seedChat(db, ids, now);
  return true;
}
