/**
 * Demo data, written once on first start (when there are no users): the log-ins listed
 * in server/README.md, each with a balance credited through the ledger (sys:external → main).
 */
import type { Db } from './client';
import { hashSecret } from '../domains/session/passwords';
import { insertUser, setSecurityQuestions } from '../domains/session/queries';
import { postJournal, systemAccounts, mainAccountOf } from '../domains/wallet/ledger';
import { toMinorUnits } from '../../engine-worker/orders/money';
import { USER_TYPES } from '../../contract/session';
import { bookTransfer, checkTransfer } from '../domains/wallet/transfers';
import { defaultConfig } from '../config';
import { DAY_MS } from '../time';
import { seedWithdrawDemo } from './seed-withdraw';

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
  { username: 'gamer', userType: USER_TYPES.member, balance: '5000', note: '游戏钱包演示 (资金密码 pay12345)' },
] as const;

/** Users whose fund password is DEMO_PAY_PASSWORD. */
const fundPasswordUsers = ['demo', 'gamer'];

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

/** Transfer history for the record pages: [user, out, in, yuan, days ago]. demo's and agent's main wallets end where they began; gamer keeps money in two game wallets. */
const demoTransfers = [
  ['demo', 'sobet_01', 'ag_01', '1000', 5],
  ['demo', 'ag_01', 'sobet_01', '1000', 4],
  ['demo', 'sobet_01', 'hqt_01', '500', 2],
  ['demo', 'hqt_01', 'sobet_01', '500', 1],
  ['agent', 'sobet_01', 'ag_01', '2000', 3],
  ['agent', 'sobet_01', 'pt_01', '1000', 2],
  ['agent', 'pt_01', 'sobet_01', '1000', 1],
  ['agent', 'ag_01', 'sobet_01', '2000', 1],
  ['gamer', 'sobet_01', 'ag_01', '1000', 3],
  ['gamer', 'sobet_01', 'hqt_01', '500', 2],
  ['gamer', 'ag_01', 'sobet_01', '300', 1],
] as const;

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
    // Dated before the seeded transfers, so the records read in time order.
    await deposit(db, id, Number(toMinorUnits(user.balance)), `seed:${user.username}`, now - 6 * DAY_MS);
  }
  const demoId = ids.get('demo');
  if (demoId) {
    const answers = await Promise.all(['beijing', 'zhangsan', 'lisi'].map((a) => hashSecret(a, scryptN)));
    await setSecurityQuestions(db, demoId, '1,2,3', JSON.stringify(answers));
  }
  const payPasswordHash = await hashSecret(DEMO_PAY_PASSWORD, scryptN);
  for (const username of fundPasswordUsers) {
    const userId = ids.get(username);
    if (userId !== undefined) await db.updateTable('users').set({ pay_password_hash: payPasswordHash }).where('id', '=', userId).execute();
  }
  for (const [username, turnOut, turnIn, cash, daysAgo] of demoTransfers) {
    const userId = ids.get(username);
    if (userId === undefined) continue;
    const transfer = checkTransfer({ turnOut, turnIn, cash }, defaultConfig.transfer);
    await db.transaction().execute((tx) => bookTransfer(tx, userId, transfer, now - daysAgo * DAY_MS));
  }
  await seedWithdrawDemo(db, now, passwordHash, await hashSecret(DEMO_PAY_PASSWORD, scryptN));
  return true;
}
