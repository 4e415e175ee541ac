/**
 * Demo data, written once on first start (when there are no users): the log-ins listed
 * in server/README.md, each with a balance credited through the ledger (sys:external → main).
 */
import type { Db } from './client';
import { hashSecret } from '../domains/session/passwords';
import { insertUser, setSecurityQuestions } from '../domains/session/queries';
import { insertMessage } from '../domains/letters/queries';
import { postJournal, systemAccounts, mainAccountOf } from '../domains/wallet/ledger';
import { toMinorUnits } from '../../engine-worker/orders/money';
import { USER_TYPES } from '../../contract/session';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PAY_PASSWORD = 'pay12345';
export const DEMO_INVITE = 'DEMO8888';
/** The demo administrator: sends system messages (letters). */
export const DEMO_ADMIN = 'admin';

const HOUR_MS = 3_600_000;
/** System messages the demo starts with: [hours ago, recipient (null: everyone), text]. */
const demoNotices: ReadonlyArray<readonly [number, string | null, string]> = [
  [72, null, '欢迎来到本平台！请先在账户管理中绑定银行卡并设置资金密码，以保障资金安全。'],
  [30, null, '系统维护通知：本周四 03:00-05:00 进行例行维护，维护期间充值和提现暂停，投注不受影响。'],
  [6, null, '新玩法上线：一分彩新增“龙虎和”玩法，欢迎体验。\n如有疑问请联系在线客服。'],
  [1, 'demo', '您好，您的账户已完成安全检测。如非本人操作，请及时修改登录密码。'],
];

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
  const adminId = await insertUser(db, { username: DEMO_ADMIN, nickname: '系统管理员', passwordHash, userType: USER_TYPES.member, now });
  if (adminId !== undefined) {
    await db.updateTable('users').set({ is_admin: true }).where('id', '=', adminId).execute();
    for (const [hoursAgo, to, content] of demoNotices) {
      const recipientId = to === null ? null : ids.get(to) ?? null;
      if (to !== null && recipientId === null) continue;
      await insertMessage(db, { senderId: adminId, recipientId, content, now: now - hoursAgo * HOUR_MS });
    }
  }
  return true;
}
