/**
 * The team center over one app: scoping to the caller's own tree, refusals for types 0 and 10,
 * report sums checked against the raw rows, the agent-to-downline transfer (one balanced
 * journal; refused cases with their messages), opening accounts and registration links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths, ledgerRecordPaths, sessionPaths, teamPaths, userPaths } from '../../../contract/paths';
import { gameOf } from '../../../contract/games';
import { bookSettledBet } from '../../support/settled-bets';
import { bookRound } from '../../../server/domains/games/service';
import { newTotpSecret, totpOf } from '../../../server/domains/users/security';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { bookTransfer } from '../../../server/domains/wallet/transfers';
import { DAY_MS } from '../../../rules/beijing-time';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { PAY_PASSWORD, setFundPassword } from '../../support/transfer-helpers';
import { minorUnits } from '../../../rules/money';
import type { UserId } from '../../../server/db/ids';

let s: TestServer;
type User = { id: UserId; cookie: string };
let boss: User, sub: User, deep: User, direct: User, other: User, stranger: User, plain: User, trial: User, withdrawOnly: User;

/** The report types of spec 1's team section routes, in its order. */
const SPEC_TYPES = [
  'lottery',
  'agvideo',
  'awc',
  'db',
  'xin',
  'wmvideo',
  'fashvideo',
  'ptvideo',
  'sbsport',
  'idn',
  'kgame',
  'panda',
  'cmd',
  'lhc',
  'ly',
  'cq9',
  'wali',
  '188BET',
  'kgamesport',
  'yyqp',
  'fb',
  'ttqp',
];

/** Money is kept in hao (1/10000 yuan). */
const hao = (yuan: number) => minorUnits(Math.round(yuan * 10_000));
const yuan = (minor: number) => (minor / 10_000).toString();

beforeAll(async () => {
  s = await startTestServer({ config: { transfer: { lotteryMin: '10', lotteryMax: '1000', thirdMin: '5', thirdMax: '500', payPassword: true } } });
  // boss → sub (agent) → deep; boss → direct. other → stranger is another agent's tree.
  boss = await s.createUser('boss', '5000', 1);
  sub = await s.createUser('subagent', '300', 1);
  deep = await s.createUser('deepone', '300');
  direct = await s.createUser('directone', '300');
  other = await s.createUser('otheragent', '300', 1);
  stranger = await s.createUser('stranger', '300');
  plain = await s.createUser('plainone', '100', 0);
  trial = await s.createUser('trialone', '100', 10);
  withdrawOnly = await s.createUser('cashonly', '100', 7);
  const parent = async (child: User, p: User) => s.db.updateTable('users').set({ parent_id: p.id }).where('id', '=', child.id).execute();
  await parent(sub, boss);
  await parent(deep, sub);
  await parent(direct, boss);
  await parent(stranger, other);
  await s.db.updateTable('users').set({ rebate_point: 80 }).where('id', '=', boss.id).execute();
  await setFundPassword(s, boss.id);
  const now = s.clock.now();
  // Settled bets: [user, days ago, stake, award] in yuan.
  const bets: Array<[User, number, number, number]> = [
    [boss, 0, 10, 0],
    [sub, 1, 20, 39.2],
    [deep, 0, 5, 9.8],
    [deep, 2, 7, 0],
    [direct, 3, 15, 0],
    [stranger, 0, 99, 0],
  ];
  for (const [i, [user, daysAgo, stake, award]] of bets.entries())
    await bookSettledBet(s.db, user.id, 900 + i, now - daysAgo * DAY_MS - 60_000 * (i + 1), hao(stake), hao(award));
  const game = gameOf('ag_sicbo')!;
  for (const [i, user] of [deep, stranger].entries())
    await s.db.transaction().execute(async (tx) => {
      await bookTransfer(tx, user.id, { out: 'sobet_01', in: 'ag_01', amount: hao(50) }, now - 10_000);
      await bookRound(tx, { userId: user.id, game, wallet: 'ag_01' }, { choice: 'big', stake: hao(30), requestId: `t-${i}` }, now - 5000, () => 0);
    });
});

afterAll(async () => {
  const ledger = await checkLedger(s.db);
  await s.close();
  expect(ledger).toMatchObject({ ok: true });
});

const get = (path: string, user: User, query: Record<string, string> = {}) => s.call('GET', path, { cookie: user.cookie, query });
const post = (path: string, user: User, body: unknown) => s.call('POST', path, { cookie: user.cookie, body });

describe('who may use the team center', () => {
  it(`refuses user types 0, 7 and 10 on every team call with 无权操作 (a withdraw-only account opens no downline and moves no money to one), and still \
gives them their own profit report`, async () => {
    for (const user of [plain, trial, withdrawOnly]) {
      for (const path of [teamPaths.summary, teamPaths.lowerList, teamPaths.links, teamPaths.thirdGameType, contentPaths.teamCenter])
        expect((await get(path, user)).json, path).toMatchObject({ code: 403, msg: '无权操作' });
      expect((await get(teamPaths.profitReport, user, { type: 'lottery' })).json.code).toBe(403);
      expect((await post(teamPaths.lowerTransfer, user, { username: 'directone', amount: '10', payPassword: PAY_PASSWORD })).json.code).toBe(403);
      expect((await post(teamPaths.openAccount, user, { username: `kid${user.id}`, password: 'abc12345', point: '0', userType: 0 })).json.code).toBe(403);
      expect((await get(teamPaths.myProfit, user)).json).toMatchObject({ code: 1, result: { list: [], total: { key: '合计', bet: '0' } } });
    }
  });

  it('registers no downline under a withdraw-only account, by its invite code or by a link it made as an agent', async () => {
    const demoted = await s.createUser('demotedagent', '100', 1);
    await s.db.updateTable('users').set({ invite_code: 'DEMOTED7' }).where('id', '=', demoted.id).execute();
    const link = (await post(teamPaths.addLink, demoted, { point: '0', userType: 0 })).json.result;
    await s.db.updateTable('users').set({ user_type: 7 }).where('id', '=', demoted.id).execute();
    for (const sign of ['DEMOTED7', link.code as string])
      expect((await s.call('POST', sessionPaths.register, { body: { sign, cn: `recruit${sign.length}`, password: 'abc12345' } })).json, sign).toMatchObject({
        code: 1003,
        msg: '邀请码无效',
      });
    expect(await s.db.selectFrom('users').select('id').where('parent_id', '=', demoted.id).execute()).toEqual([]);
  });

  it('lists exactly spec 1’s report types, named, allyk for the profit reports only and trace for the bets only, ', async () => {
    const types: Array<{ type: string; name: string; profit: boolean; bets: boolean }> = (await get(teamPaths.thirdGameType, boss)).json.result;
    const ofKind = (kind: 'profit' | 'bets') => types.filter((t) => t[kind]).map((t) => t.type);
    expect(ofKind('profit')).toEqual([...SPEC_TYPES, 'allyk']);
    expect(ofKind('bets')).toEqual(['lottery', 'trace', ...SPEC_TYPES.slice(1)]);
    const name = (type: string) => types.find((t) => t.type === type)?.name;
    // A platform this server runs keeps its name; the others have a Chinese label of their own.
    expect([name('lottery'), name('agvideo'), name('kgamesport'), name('188BET'), name('fb'), name('allyk'), name('trace')]).toEqual([
      '彩票',
      'AG视讯',
      'FB电竞',
      '188体育',
      'FB体育',
      '全部',
      '追号',
    ]);
    expect(types.every((t) => t.name !== '' && t.name !== t.type)).toBe(true);
  });
});

describe('reports over the caller tree', () => {
  it('sums the summary from the raw rows of the tree (recursive), never from another agent', async () => {
    const { json } = await get(teamPaths.summary, boss);
    const ids = [boss, sub, deep, direct].map((u) => u.id);
    const orders = await s.db.selectFrom('orders').selectAll().where('user_id', 'in', ids).execute();
    const rounds = await s.db.selectFrom('game_rounds').selectAll().where('user_id', 'in', ids).execute();
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
    const balances = await s.db.selectFrom('accounts').select('balance').where('user_id', 'in', ids).execute();
    expect(json.result).toMatchObject({
      teamSize: 3,
      directCount: 2,
      newMembers: 3,
      activeMembers: 4,
      lotteryBet: yuan(sum(orders, (o) => o.amount)),
      lotteryWin: yuan(sum(orders, (o) => o.award)),
      gameBet: yuan(sum(rounds, (r) => r.stake)),
      gamePayout: yuan(sum(rounds, (r) => r.payout)),
      balance: yuan(sum(balances, (b) => b.balance)),
      deposit: '5900',
      withdraw: '0',
    });
    expect(json.result.lotteryBet).toBe('57');
    expect(Number(json.result.profit)).toBeCloseTo(sum(orders, (o) => o.award - o.amount) / 10_000 + sum(rounds, (r) => r.payout - r.stake) / 10_000, 6);
    // The sub-agent sees its own branch only.
    expect((await get(teamPaths.summary, sub)).json.result).toMatchObject({ teamSize: 1, lotteryBet: '32' });
  });

  it('gives one row per member (teamyk) and per day (dayyk) whose totals agree, per type', async () => {
    const byMember = (await get(teamPaths.profitReport, boss, { type: 'lottery', by: 'member' })).json.result;
    expect(byMember.list.map((r: { key: string }) => r.key)).toEqual(['boss', 'subagent', 'directone', 'deepone']);
    expect(byMember.list.find((r: { key: string }) => r.key === 'deepone')).toMatchObject({ count: 2, bet: '12', win: '9.8', profit: '-2.2' });
    expect(byMember.total).toMatchObject({ key: '合计', count: 5, bet: '57', win: '49' });
    const byDay = (await get(teamPaths.profitReport, boss, { type: 'lottery', by: 'day' })).json.result;
    expect(byDay.list).toHaveLength(4);
    expect(byDay.list[0].key > byDay.list[1].key).toBe(true);
    expect(byDay.total).toEqual(byMember.total);
    const games = (await get(teamPaths.profitReport, boss, { type: 'agvideo' })).json.result;
    expect(games.list.map((r: { key: string }) => r.key)).toEqual(['deepone']);
    const all = (await get(teamPaths.profitReport, boss, { type: 'allyk' })).json.result;
    expect(all.total.count).toBe(6);
    expect((await get(teamPaths.profitReport, boss, { type: 'lottery', username: 'DeepOne' })).json.result.total.bet).toBe('12');
  });

  it('answers every spec type of teamyk, dayyk and teambetting, empty where no platform of that type runs here', async () => {
    for (const type of [...SPEC_TYPES, 'allyk']) {
      for (const by of ['member', 'day']) {
        const { json } = await get(teamPaths.profitReport, boss, { type, by });
        expect(json.code, `${type} by ${by}`).toBe(1);
        expect(json.result.total.key).toBe('合计');
      }
    }
    for (const type of [...SPEC_TYPES, 'trace']) expect((await get(teamPaths.bets, boss, { type })).json.code, type).toBe(1);
    // No rounds of these types exist on this platform: an empty report and an empty list, not an error.
    for (const type of ['188BET', 'fb', 'db', 'awc', 'yyqp', 'ttqp']) {
      expect((await get(teamPaths.profitReport, boss, { type })).json.result).toEqual({
        list: [],
        total: { key: '合计', count: 0, bet: '0', win: '0', rebate: '0', profit: '0' },
      });
      expect((await get(teamPaths.bets, boss, { type })).json.result).toEqual({ list: [], total: 0 });
    }
    // A type with rounds still reports them.
    expect((await get(teamPaths.profitReport, boss, { type: 'agvideo', by: 'day' })).json.result.total).toMatchObject({ count: 1, bet: '30' });
    // The member center's own report takes the same types.
    expect((await get(teamPaths.myProfit, deep, { type: '188BET' })).json.result.list).toEqual([]);
  });

  it('refuses another agent’s member, a bad type and ranges outside the date bar', async () => {
    expect((await get(teamPaths.profitReport, boss, { type: 'lottery', username: 'stranger' })).json).toMatchObject({ code: 7203, msg: '该用户不是您的下级' });
    expect((await get(teamPaths.bets, boss, { type: 'lottery', username: 'stranger' })).json.code).toBe(7203);
    for (const type of ['bbin', 'xj', '188bet', 'nosuch'])
      for (const path of [teamPaths.profitReport, teamPaths.bets])
        expect((await get(path, boss, { type })).json, `${path} ${type}`).toMatchObject({ code: 7202, msg: '报表类型错误' });
    expect((await get(teamPaths.profitReport, boss, { type: 'trace' })).json.code).toBe(7202);
    expect((await get(teamPaths.myProfit, deep, { type: 'nosuch' })).json.code).toBe(7202);
    expect((await get(teamPaths.summary, boss, { startDate: '2026-09-01', endDate: '2026-11-22' })).json).toMatchObject({
      code: 7200,
      msg: '查询范围不能超过31天',
    });
    expect((await get(teamPaths.summary, boss, { startDate: '2026-11-22', endDate: '2026-11-20' })).json).toMatchObject({
      code: 7201,
      msg: '开始日期不能晚于结束日期',
    });
    expect((await get(teamPaths.summary, boss, { startDate: '2026-10-23', endDate: '2026-11-22' })).json.code).toBe(1);
  });

  it('lists downline bets newest first with paging, chases and a game platform’s rounds', async () => {
    const first = (await get(teamPaths.bets, boss, { type: 'lottery', pageSize: '2' })).json.result;
    expect(first.total).toBe(4);
    expect(first.list).toHaveLength(2);
    expect(first.list.every((b: { username: string }) => ['subagent', 'deepone', 'directone'].includes(b.username))).toBe(true);
    expect(first.list[0]).toMatchObject({ lotteryName: '河内1分彩', status: expect.any(String) });
    const second = (await get(teamPaths.bets, boss, { type: 'lottery', pageSize: '2', page: '2' })).json.result;
    expect(second.list[0].time <= first.list[1].time).toBe(true);
    expect((await get(teamPaths.bets, boss, { type: 'trace' })).json.result).toEqual({ list: [], total: 0 });
    const rounds = (await get(teamPaths.bets, boss, { type: 'agvideo' })).json.result;
    expect(rounds).toMatchObject({ total: 1, list: [{ username: 'deepone', lotteryName: 'AG视讯', issue: '骰宝大小', amount: '30', awardMoney: '0' }] });
    expect((await get(teamPaths.bets, boss, { type: 'allyk' })).json.code).toBe(7202);
  });

  it('reports team growth per direct downline branch and per day', async () => {
    const team = (await get(teamPaths.grow, boss, { by: 'team' })).json.result.list;
    expect(team).toEqual([
      { key: 'subagent', newMembers: 2, activeMembers: 2, teamSize: 2 },
      { key: 'directone', newMembers: 1, activeMembers: 1, teamSize: 1 },
    ]);
    const days = (await get(teamPaths.grow, boss, { by: 'day' })).json.result.list;
    expect(days).toHaveLength(7);
    expect(days.reduce((a: number, d: { newMembers: number }) => a + d.newMembers, 0)).toBe(3);
  });

  it('gives the member center its own profit by day', async () => {
    const mine = (await get(teamPaths.myProfit, deep)).json.result;
    expect(mine.total).toMatchObject({ count: 3, bet: '42', win: '9.8' });
    expect((await get(teamPaths.myProfit, deep, { type: 'lottery' })).json.result.total.bet).toBe('12');
  });
});

describe('downline management', () => {
  it('lists the whole tree with balances, points and team sizes, searchable, without other agents', async () => {
    const { list, total } = (await get(teamPaths.lowerList, boss)).json.result;
    expect(total).toBe(3);
    expect(list.map((m: { username: string }) => m.username)).toEqual(['subagent', 'directone', 'deepone']);
    expect(list[0]).toMatchObject({ typeName: '代理', teamSize: 2, direct: 1, parent: 'boss', point: '0.0' });
    expect(list[2]).toMatchObject({ direct: 0, parent: 'subagent' });
    expect((await get(teamPaths.lowerList, boss, { username: 'deep' })).json.result.list).toHaveLength(1);
    expect((await get(teamPaths.lowerList, boss, { username: 'stranger' })).json.result.total).toBe(0);
  });

  it('transfers to a direct downline in one balanced journal and refuses the rest with their messages', async () => {
    const transfer = (body: Record<string, string>) =>
      post(teamPaths.lowerTransfer, boss, { username: 'directone', amount: '100', payPassword: PAY_PASSWORD, ...body });
    const before = await s.db
      .selectFrom('accounts')
      .select(['user_id', 'balance'])
      .where('kind', '=', 'main')
      .where('user_id', 'in', [boss.id, direct.id])
      .execute();
    const ok = await transfer({ amount: '100.5', requestId: 'tt-1' });
    expect(ok.json).toMatchObject({ code: 1, msg: '转账成功', result: { orderNo: expect.stringMatching(/^TZ\d{10}$/) } });
    const after = await s.db
      .selectFrom('accounts')
      .select(['user_id', 'balance'])
      .where('kind', '=', 'main')
      .where('user_id', 'in', [boss.id, direct.id])
      .execute();
    const delta = (id: number) => after.find((a) => a.user_id === id)!.balance - before.find((a) => a.user_id === id)!.balance;
    expect([delta(boss.id), delta(direct.id)]).toEqual([-hao(100.5), hao(100.5)]);
    expect(ok.json.result.balance).toBe(yuan(after.find((a) => a.user_id === boss.id)!.balance));
    const journals = await s.db
      .selectFrom('journal')
      .innerJoin('entries', 'entries.journal_id', 'journal.id')
      .select(['journal.id', 'entries.amount'])
      .where('journal.kind', '=', 'team_transfer')
      .execute();
    expect(journals.map((j) => j.amount).sort((a, b) => a - b)).toEqual([-hao(100.5), hao(100.5)]);
    // Each side's 帐变记录 names the movement, and filters by it.
    const change = async (who: User, type: string) => (await get(ledgerRecordPaths.accountChange, who, { type })).json.data.list;
    expect(await change(boss, 'team_transfer_out')).toEqual([expect.objectContaining({ typeName: '转给下级', amount: '-100.5' })]);
    expect(await change(direct, 'team_transfer_in')).toEqual([expect.objectContaining({ typeName: '上级转入', amount: '100.5' })]);
    expect(new Set(journals.map((j) => j.id)).size).toBe(1);
    // The same request id again books nothing more.
    expect((await transfer({ amount: '100.5', requestId: 'tt-1' })).json.result.orderNo).toBe(ok.json.result.orderNo);
    expect(await s.db.selectFrom('team_transfers').select('id').execute()).toHaveLength(1);

    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ username: 'deepone' }, 7204, '只能给直属下级转账'],
      [{ username: 'stranger' }, 7203, '该用户不是您的下级'],
      [{ username: 'boss' }, 7203, '该用户不是您的下级'],
      [{ payPassword: 'wrong999' }, 1008, '资金密码错误'],
      [{ amount: 'abc' }, 4103, '请输入正确的金额'],
      [{ amount: '0' }, 4103, '请输入正确的金额'],
      [{ amount: '5' }, 4104, '转账金额须大于最小可转金额'],
      [{ amount: '1000.01' }, 4105, '转账金额超过最大可转金额'],
    ];
    for (const [body, code, msg] of refusals) expect((await transfer(body)).json, JSON.stringify(body)).toMatchObject({ code, msg });
    // More than the agent holds: the ledger refuses and nothing is written.
    await s.db.updateTable('users').set({ parent_id: boss.id }).where('id', '=', other.id).execute();
    const poor = await post(teamPaths.lowerTransfer, sub, { username: 'deepone', amount: '900', payPassword: 'x' });
    expect(poor.json.code).toBe(1007);
    await setFundPassword(s, sub.id);
    expect((await post(teamPaths.lowerTransfer, sub, { username: 'deepone', amount: '900', payPassword: PAY_PASSWORD })).json).toMatchObject({
      code: 4001,
      msg: '余额不足',
    });
    await s.db.updateTable('users').set({ parent_id: null }).where('id', '=', other.id).execute();
    expect(await s.db.selectFrom('team_transfers').select('id').execute()).toHaveLength(1);
  });

  it('asks an agent whose two-step switch for downline transfers is on for the code, says so in the user info, and transfers with a right one', async () => {
    const agent = await s.createUser('codeagent', '500', 1);
    const kid = await s.createUser('codekid', '0');
    await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', kid.id).execute();
    await setFundPassword(s, agent.id);
    const transfer = (body: Record<string, string>) =>
      post(teamPaths.lowerTransfer, agent, { username: 'codekid', amount: '20', payPassword: PAY_PASSWORD, ...body });
    const needsCode = async () => (await get(userPaths.userCenter, agent)).json.data.userInfo.twostepAgentTransfer;
    expect(await needsCode()).toBe(0);
    const secret = newTotpSecret();
    await s.db.updateTable('users').set({ twostep_secret: secret, twostep_agent_transfer: true }).where('id', '=', agent.id).execute();
    expect(await needsCode()).toBe(1);
    const code = () => totpOf(secret, 'codeagent').generate({ timestamp: s.clock.now() });
    const wrong = () => String((Number(code()) + 1) % 1_000_000).padStart(6, '0');
    expect((await transfer({})).json).toMatchObject({ code: 1020, msg: '请输入谷歌验证码' });
    expect((await transfer({ code: wrong() })).json).toMatchObject({ code: 1021, msg: '谷歌验证码错误' });
    const booked = () => s.db.selectFrom('team_transfers').select('id').where('from_user_id', '=', agent.id).execute();
    expect(await booked()).toHaveLength(0);
    expect((await transfer({ code: code() })).json).toMatchObject({ code: 1, msg: '转账成功' });
    expect(await booked()).toHaveLength(1);
    // The secret bound but the switch for downline transfers off: no code asked.
    await s.db.updateTable('users').set({ twostep_agent_transfer: false }).where('id', '=', agent.id).execute();
    expect(await needsCode()).toBe(0);
    expect((await transfer({})).json.code).toBe(1);
  });

  it('opens a downline account with a point not above the agent’s own', async () => {
    const open = (body: Record<string, unknown>) =>
      post(teamPaths.openAccount, boss, { username: 'newkid1', password: 'abc12345', point: '7.5', userType: 0, ...body });
    expect((await open({ point: '8.1' })).json).toMatchObject({ code: 7205, msg: '返点不能高于您自己的返点' });
    expect((await open({ point: 'x' })).json.code).toBe(7205);
    expect((await open({ username: 'x' })).json.code).toBe(1015);
    expect((await open({ username: 'subagent' })).json).toMatchObject({ code: 1002 });
    expect((await open({})).json).toMatchObject({ code: 1, msg: '开户成功', result: { username: 'newkid1' } });
    const row = (await get(teamPaths.lowerList, boss, { username: 'newkid1' })).json.result.list[0];
    expect(row).toMatchObject({ point: '7.5', direct: 1, typeName: '会员' });
    await expect(s.login('newkid1', 'abc12345')).resolves.toMatch(/^sid=/);
  });

  it('makes registration links that the register page accepts, and removed links stop working', async () => {
    expect((await post(teamPaths.addLink, boss, { point: '9.0', userType: 0 })).json.code).toBe(7205);
    const link = (await post(teamPaths.addLink, boss, { point: '6.5', userType: 1 })).json.result;
    expect(link).toMatchObject({ point: '6.5', userType: 1, registered: 0, code: expect.stringMatching(/^T[A-Z0-9]{8}$/) });
    const registered = await s.call('POST', sessionPaths.register, { body: { sign: link.code, cn: 'linkkid1', password: 'abc12345' } });
    expect(registered.json.code).toBe(0);
    const kid = await s.db.selectFrom('users').selectAll().where('username', '=', 'linkkid1').executeTakeFirstOrThrow();
    expect(kid).toMatchObject({ parent_id: boss.id, rebate_point: 65, user_type: 1 });
    const links = (await get(teamPaths.links, boss)).json.result;
    expect(links).toMatchObject({ myPoint: '8.0', list: [{ code: link.code, registered: 1 }] });
    // Another agent cannot remove it; the owner can, and then it is refused.
    expect((await post(teamPaths.removeLink, sub, { code: link.code })).json.code).toBe(7206);
    expect((await post(teamPaths.removeLink, boss, { code: link.code })).json.code).toBe(1);
    expect((await s.call('POST', sessionPaths.register, { body: { sign: link.code, cn: 'linkkid2', password: 'abc12345' } })).json).toMatchObject({
      code: 1003,
      msg: '邀请码无效',
    });
  });
});

describe('tied bets (和) in the team reports', () => {
  // A stake refunded for a tie did not play: it is neither bet nor win, so the reports show the stake
  // that played (amount − refund) and the prize (award − refund), and profit is what the balance moved.
  let agent: User, player: User;
  beforeAll(async () => {
    agent = await s.createUser('tieagent', '300', 1);
    player = await s.createUser('tieplayer', '300');
    await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', player.id).execute();
    const now = s.clock.now();
    // [stake, award, refund] in yuan: every bet tied; tied and lost (和局退款); tied and won; lost
    const bets: Array<[number, number, number]> = [
      [4, 4, 4],
      [6, 2, 2],
      [10, 21.6, 2],
      [5, 0, 0],
    ];
    for (const [i, [stake, award, refund]] of bets.entries())
      await bookSettledBet(s.db, player.id, 950 + i, now - 60_000 * (i + 1), hao(stake), hao(award), hao(refund));
  });

  it('counts the stake that played and the prize won, so profit is what the balance moved', async () => {
    // bet 0 + 4 + 8 + 5 = 17, win 19.6, balance moved −4 + 4 − 6 + 2 − 10 + 21.6 − 5 = +2.6
    expect((await get(teamPaths.summary, agent)).json.result).toMatchObject({ activeMembers: 1, lotteryBet: '17', lotteryWin: '19.6', profit: '2.6' });
    const byMember = (await get(teamPaths.profitReport, agent, { type: 'lottery' })).json.result;
    expect(byMember.list).toEqual([{ key: 'tieplayer', count: 3, bet: '17', win: '19.6', rebate: '0', profit: '2.6' }]);
    expect((await get(teamPaths.myProfit, player)).json.result.total).toMatchObject({ count: 3, bet: '17', win: '19.6', profit: '2.6' });
    expect(Number((await get(teamPaths.summary, agent)).json.result.balance)).toBe(300 + 300 + 2.6);
  });

  it('lists every settled order with what came back, a refunded tie as 和局退款', async () => {
    const list = (await get(teamPaths.bets, agent, { type: 'lottery' })).json.result.list.map((b: { amount: string; awardMoney: string; status: string }) => [
      b.amount,
      b.awardMoney,
      b.status,
    ]);
    expect(list).toEqual([
      ['4', '4', '和局退款'],
      ['6', '2', '和局退款'],
      ['10', '21.6', '已中奖'],
      ['5', '0', '未中奖'],
    ]);
  });
});

describe('the point check', () => {
  it('answers every logged-in user their own rebate point, the ceiling of a downline’s', async () => {
    expect((await get(teamPaths.pointCheck, boss)).json).toEqual({ code: 0, msg: 'success', data: { point: '8.0' } });
    expect((await get(teamPaths.pointCheck, plain)).json.data).toEqual({ point: '0.0' });
    expect((await s.call('GET', teamPaths.pointCheck)).status).toBe(401);
  });
});
