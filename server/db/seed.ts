/**
 * Demo data, written once on first start (when there are no users): the log-ins listed
 * in server/README.md, each with a balance credited through the ledger (sys:external → main).
 */
import { ADMIN_ROLE_TYPE } from '../../contract/user-types';
import type { Entropy } from '../entropy';
import type { Db } from './client';
import { hashSecret } from '../domains/users/passwords';
import { demoChatEvents } from '../domains/chat/demo';
import { demoGroupEvents } from '../domains/red-packets/demo';
import { demoRng, demoRoundEvents, type DemoRound } from '../domains/games/demo';
import { insertUser, setSecurityQuestions } from '../domains/users/queries';
import { demoLetterEvents } from '../domains/letters/demo';
import { postJournal, systemAccounts, mainAccountOf } from '../domains/wallet/ledger';
import { type MinorUnits, negateMinor, subtractMinor, toMinorUnits } from '../../rules/money';
import { USER_TYPES } from '../../contract/session';
import { HOUR_MS, DAY_MS } from '../../rules/beijing-time';
import { cashoutHistory, seedWithdrawDemo } from './seed-withdraw';
import { seedTeamDemo, teamHistory } from './seed-team';
import { seedContractDemo } from '../domains/contracts/demo';
import { demoDepositCredits, demoDeposits } from '../domains/payments/demo';
import { HISTORY_DAYS, playDemoHistory } from './demo-history';
import type { FastifyServerOptions } from 'fastify';
import type { UserId } from './ids';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PAY_PASSWORD = 'pay12345';
export const DEMO_INVITE = 'DEMO8888';
/** scrypt cost of the demo accounts' published secrets. */
const DEMO_SCRYPT_N = 2 ** 12;
/** The demo administrator: sends system messages (letters). */
export const DEMO_ADMIN = 'admin';

export const demoUsers = [
  { username: 'demo', userType: USER_TYPES.member, balance: '10000', note: '普通会员 (userType 0)' },
  { username: 'agent', userType: USER_TYPES.agent, balance: '50000', note: `代理，邀请码 ${DEMO_INVITE}，下级 player1 player2`, invite: DEMO_INVITE },
  { username: 'player1', userType: USER_TYPES.member, balance: '2000', note: 'agent 的下级', parent: 'agent' },
  { username: 'player2', userType: USER_TYPES.member, balance: '1000', note: 'agent 的下级', parent: 'agent' },
  // The team demo's branch joined later: player4 last month, the sub-agent's branch before its first contract and bets.
  {
    username: 'agent2',
    userType: USER_TYPES.agent,
    balance: '3000',
    note: 'agent 的下级代理（团队中心演示，资金密码 pay12345），下级 player3',
    parent: 'agent',
    joinedDaysAgo: 9,
  },
  { username: 'player3', userType: USER_TYPES.member, balance: '800', note: 'agent2 的下级', parent: 'agent2', joinedDaysAgo: 3 },
  { username: 'player4', userType: USER_TYPES.member, balance: '1500', note: 'agent 的下级（团队报表演示）', parent: 'agent', joinedDaysAgo: 40 },
  { username: 'withdraw', userType: USER_TYPES.withdrawOnly, balance: '3000', note: '只能提现 (userType 7)' },
  { username: 'trial', userType: USER_TYPES.trial, balance: '2000', note: '试玩账号 (userType 10)' },
  { username: 'gamer', userType: USER_TYPES.member, balance: '5000', note: '游戏钱包演示 (资金密码 pay12345)' },
  { username: 'gamefan', userType: USER_TYPES.member, balance: '3000', note: '游戏大厅演示：AG、HQT 钱包有余额和投注记录 (资金密码 pay12345)' },
  { username: 'nocard', userType: USER_TYPES.member, balance: '1000', note: '已设资金密码，未绑定银行卡（提现状态 -4）' },
  { username: 'nopay', userType: USER_TYPES.member, balance: '1000', note: '已绑定银行卡，未设资金密码（提现状态 -3）' },
  { username: 'risky', userType: USER_TYPES.member, balance: '1000', note: '已绑定银行卡，账户存在风险（提现状态 -2）' },
  // Chat groups and red packets: an agent with a downline of three, kept apart from agent's so group tests do not move its online counts.
  { username: 'captain', userType: USER_TYPES.agent, balance: '5000', note: '代理，下级 crew1 crew2 crew3（群聊与红包演示，资金密码 pay12345）' },
  { username: 'crew1', userType: USER_TYPES.member, balance: '500', note: 'captain 的下级（资金密码 pay12345）', parent: 'captain' },
  { username: 'crew2', userType: USER_TYPES.member, balance: '500', note: 'captain 的下级', parent: 'captain' },
  { username: 'crew3', userType: USER_TYPES.member, balance: '500', note: 'captain 的下级', parent: 'captain' },
] as const;

/** When the demo accounts opened (those that say otherwise aside): before anything they did, the history and the contracts granted a month ago included. */
const DEMO_JOINED_DAYS_AGO = 60;

/** Users whose fund password is DEMO_PAY_PASSWORD. */
const fundPasswordUsers = ['demo', 'gamer', 'gamefan', 'captain', 'crew1', 'agent2', 'player3', 'player4'];

/**
 * Fund passwords, real names and bindings of the demo users: bank cards bound three days
 * ago (past every wait, so withdrawals can use them), one wallet address, and the users of
 * the withdraw screen's not-bound states (no card, no fund password, at risk).
 */
const demoBindings: Record<
  string,
  { payPassword: boolean; realName?: string; cardNo?: string; bankCode?: string; bankName?: string; usdt?: string; risk?: boolean }
> = {
  demo: {
    payPassword: true,
    realName: '张三',
    cardNo: '6222021234567890123',
    bankCode: 'ICBC',
    bankName: '中国工商银行',
    usdt: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  },
  agent: { payPassword: true, realName: '李四', cardNo: '6228481234567890', bankCode: 'ABC', bankName: '中国农业银行' },
  player1: { payPassword: true, realName: '王五', cardNo: '6217001234567890', bankCode: 'CCB', bankName: '中国建设银行' },
  withdraw: { payPassword: true, realName: '赵六', cardNo: '6214831234567890', bankCode: 'CMB', bankName: '招商银行' },
  nocard: { payPassword: true },
  nopay: { payPassword: false, realName: '孙七', cardNo: '6216611234567890', bankCode: 'BOC', bankName: '中国银行' },
  risky: { payPassword: true, realName: '周八', cardNo: '6225881234567890', bankCode: 'CMB', bankName: '招商银行', risk: true },
};

async function seedBindings(db: Db, ids: Map<string, UserId>, now: number, payPasswordHash: string): Promise<void> {
  const boundAt = now - 3 * DAY_MS;
  for (const [username, b] of Object.entries(demoBindings)) {
    const id = ids.get(username);
    if (id === undefined) continue;
    await db
      .updateTable('users')
      .set({ pay_password_hash: b.payPassword ? payPasswordHash : null, real_name: b.realName ?? null, risk: b.risk ?? false })
      .where('id', '=', id)
      .execute();
    if (b.cardNo && b.realName && b.bankCode && b.bankName)
      await db
        .insertInto('bank_cards')
        .values({
          user_id: id,
          card_no: b.cardNo,
          holder_name: b.realName,
          bank_code: b.bankCode,
          bank_name: b.bankName,
          created_at: boundAt,
          removed_at: null,
        })
        .execute();
    if (b.usdt)
      await db
        .insertInto('bind_addresses')
        .values({ user_id: id, kind: 'USDT-TRC20', name: 'USDT-TRC20', address: b.usdt, created_at: boundAt, removed_at: null })
        .execute();
  }
}

/**
 * Credits a user from sys:external, idempotent on `idemKey`: a deposit (tests), or the platform's
 * own credit of a demo account's opening balance (系统加款; no deposit order stands behind it).
 */
export async function deposit(
  db: Db,
  userId: UserId,
  minor: MinorUnits,
  idemKey: string,
  now: number,
  kind: 'deposit' | 'manual_credit' = 'deposit',
): Promise<void> {
  const sys = await systemAccounts(db);
  await db.transaction().execute(async (tx) => {
    const account = await mainAccountOf(tx, userId);
    await postJournal(tx, {
      kind,
      idemKey,
      ref: `user:${userId}`,
      now,
      postings: [
        { accountId: sys['sys:external'], amount: negateMinor(minor) },
        { accountId: account.id, amount: minor },
      ],
    });
  });
}

/**
 * Transfer history for the record pages, made by the transfer service in the demo history: [user, out, in, yuan,
 * days ago]. demo's and agent's main wallets end where they began; gamer keeps money in two game wallets.
 */
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
  ['gamefan', 'sobet_01', 'ag_01', '500', 2],
  ['gamefan', 'sobet_01', 'hqt_01', '300', 2],
] as const;

/** gamefan's rounds (AG 龙虎 and 骰宝, HQT 比大小), on the wallets its transfers funded two days ago: [game, choice, yuan, hours ago]. */
const gamefanRounds: DemoRound[] = (
  [
    ['ag_dragon_tiger', 'dragon', '50', 30],
    ['ag_dragon_tiger', 'tiger', '20', 29],
    ['ag_sicbo', 'big', '30', 28],
    ['ag_sicbo', 'small', '30', 27],
    ['hqt_high_card', 'player', '40', 26],
    ['hqt_high_card', 'banker', '40', 25],
  ] as const
).map(([game, choice, cash, hoursAgo]) => ({ game, choice, cash, agoMs: hoursAgo * HOUR_MS }));

/**
 * Seeds a fresh database (no users yet): the demo users with their opening balances and
 * bindings, then their history as the platform makes it (demo-history.ts). `schemaController`
 * lets tests reuse their compiled schemas for the history's app.
 */
export async function seedDemo(
  db: Db,
  now: number,
  scryptN: number,
  options: { schemaController?: FastifyServerOptions['schemaController']; drawEntropy?: Entropy } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // The demo accounts' secrets are published (server/README.md): a high scrypt cost protects
  // nothing here, and the history checks their fund passwords some twenty times. Secrets set
  // later are hashed at the configured cost.
  const demoN = Math.min(scryptN, DEMO_SCRYPT_N);
  const passwordHash = await hashSecret(DEMO_PASSWORD, demoN);
  const ids = new Map<string, UserId>();
  for (const user of demoUsers) {
    const parentId = 'parent' in user ? (ids.get(user.parent) ?? null) : null;
    const joined = now - ('joinedDaysAgo' in user ? user.joinedDaysAgo : DEMO_JOINED_DAYS_AGO) * DAY_MS;
    const id = await insertUser(db, {
      username: user.username,
      passwordHash,
      userType: user.userType,
      parentId,
      inviteCode: 'invite' in user ? user.invite : null,
      now: joined,
    });
    if (id === undefined) continue;
    ids.set(user.username, id);
    // The opening balance, a platform credit (系统加款) as the history begins (or the account opens,
    // if later), less what the history's deposit orders credit later, so the user still ends at `balance`.
    const credited = Math.max(joined, now - HISTORY_DAYS * DAY_MS);
    await deposit(db, id, subtractMinor(toMinorUnits(user.balance), demoDepositCredits(user.username)), `seed:${user.username}`, credited, 'manual_credit');
  }
  const answers = await Promise.all(['beijing', 'zhangsan', 'lisi'].map((a) => hashSecret(a, demoN)));
  const demoId = ids.get('demo');
  if (demoId) {
    await setSecurityQuestions(db, demoId, '1,2,3', JSON.stringify(answers));
  }
  const payPasswordHash = await hashSecret(DEMO_PAY_PASSWORD, demoN);
  for (const username of fundPasswordUsers) {
    const userId = ids.get(username);
    if (userId !== undefined) await db.updateTable('users').set({ pay_password_hash: payPasswordHash }).where('id', '=', userId).execute();
  }
  await seedBindings(db, ids, now, payPasswordHash);
  await seedTeamDemo(db, ids, now);
  await seedContractDemo(db, ids, now);
  await seedWithdrawDemo(db, now, passwordHash, payPasswordHash, answers);
  const adminId = await insertUser(db, {
    username: DEMO_ADMIN,
    nickname: '系统管理员',
    passwordHash,
    userType: USER_TYPES.member,
    now: now - DEMO_JOINED_DAYS_AGO * DAY_MS,
  });
  if (adminId !== undefined) await db.updateTable('users').set({ role_type: ADMIN_ROLE_TYPE }).where('id', '=', adminId).execute();
  const team = teamHistory(now, DEMO_PAY_PASSWORD);
  const cashout = cashoutHistory(DEMO_PAY_PASSWORD);
  await playDemoHistory(
    db,
    {
      bets: [...team.bets, ...cashout.bets],
      chases: team.chases,
      deposits: [...demoDeposits, ...cashout.deposits],
      withdrawals: cashout.withdrawals,
      transfers: [
        ...demoTransfers.map(([user, turnOut, turnIn, cash, daysAgo]) => ({
          user,
          turnOut,
          turnIn,
          cash,
          agoMs: daysAgo * DAY_MS,
          payPassword: DEMO_PAY_PASSWORD,
        })),
        ...team.transfers,
      ],
      events: [
        ...demoRoundEvents('gamefan', gamefanRounds, demoRng(19)),
        ...team.events,
        ...demoGroupEvents(DEMO_PAY_PASSWORD),
        ...demoChatEvents(),
        ...demoLetterEvents(DEMO_ADMIN),
      ],
    },
    { now, scryptN, schemaController: options.schemaController, drawEntropy: options.drawEntropy },
  );
  return true;
}
