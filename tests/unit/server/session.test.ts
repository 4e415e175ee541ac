import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAY_PASSWORD_FORMAT_MESSAGE } from '../../../contract/credentials';
import { sessionPaths, userPaths, walletPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { userEndpoints } from '../../../contract/session';
import { DEMO_INVITE, DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../../../server/db/seed';
import { userInfoOf } from '../../../server/domains/users/user-info';
import { formatBeijing } from '../../../rules/beijing-time';
import { defineRoute } from '../../../server/http/define-route';
import { errorsPlugin } from '../../../server/plugins/errors';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ seed: true });
});
afterEach(async () => {
  await s.close();
});

describe('session', () => {
  it('logs in with an HttpOnly SameSite cookie, reports the state, and logs out', async () => {
    const bad = await s.call('POST', sessionPaths.login, { body: { cn: 'demo', password: 'wrong123' } });
    expect(bad.json).toMatchObject({ code: 1001, msg: '用户名或密码错误' });
    const response = await s.app.inject({
      method: 'POST',
      url: sessionPaths.login,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { cn: 'demo', password: DEMO_PASSWORD },
    });
    expect(response.json()).toMatchObject({ code: 0, data: { userInfo: { cn: 'demo', userType: 0, payPwd: 1, securityQuestion: 1 } } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = `sid=${response.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await s.call('GET', sessionPaths.loginState, { cookie })).json).toMatchObject({ code: 0, data: { cn: 'demo' } });
    expect((await s.call('GET', userPaths.userCenter, { cookie })).json.data.userInfo.cn).toBe('demo');
    expect((await s.call('GET', walletPaths.balance, { cookie, query: { cbId: 'sobet_01' } })).json.data).toMatchObject({
      cash: '10000',
      agentActiveBalance: '0',
    });
    expect((await s.call('GET', sessionPaths.logout, { cookie })).json.code).toBe(0);
    expect((await s.call('GET', sessionPaths.loginState, { cookie })).json.code).not.toBe(0);
    expect((await s.call('GET', userPaths.userInfo, { cookie })).status).toBe(401);
  });

  it('shows as 上次登录 the log-in before the current one, in the log-in answer and the user info', async () => {
    const logIn = async () => {
      const response = await s.app.inject({
        method: 'POST',
        url: sessionPaths.login,
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: { cn: 'player1', password: DEMO_PASSWORD },
      });
      return { shown: response.json().data.userInfo.lastLoginTimeStr as string, cookie: `sid=${response.cookies.find((c) => c.name === 'sid')!.value}` };
    };
    await s.db.updateTable('users').set({ last_login_at: null, previous_login_at: null }).where('username', '=', 'player1').execute();
    const first = await logIn();
    expect(first.shown).toBe('');
    expect((await s.call('GET', userPaths.userInfo, { cookie: first.cookie })).json.data.lastLoginTimeStr).toBe('');
    const firstAt = s.clock.now();
    s.clock.advance(3 * 3600_000);
    const second = await logIn();
    expect(second.shown).toBe(formatBeijing(firstAt));
    expect((await s.call('GET', userPaths.userInfo, { cookie: second.cookie })).json.data.lastLoginTimeStr).toBe(formatBeijing(firstAt));
  });

  it('answers 429 to the address after its 10th failed log-in within 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await s.call('POST', sessionPaths.login, { body: { cn: 'agent', password: `bad${i}xx1` } })).json.code).toBe(1001);
    const blocked = await s.call('POST', sessionPaths.login, { body: { cn: 'agent', password: DEMO_PASSWORD } });
    expect(blocked.status).toBe(429);
    s.clock.advance(15 * 60 * 1000 + 1);
    expect((await s.call('POST', sessionPaths.login, { body: { cn: 'agent', password: DEMO_PASSWORD } })).json.code).toBe(0);
  });

  it('refuses state-changing requests without X-Requested-With, from a cross site, or from a foreign Origin', async () => {
    const plain = await s.app.inject({
      method: 'POST',
      url: sessionPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: { cn: 'demo', password: DEMO_PASSWORD },
    });
    expect(plain.statusCode).toBe(403);
    const cross = await s.call('POST', sessionPaths.login, { body: { cn: 'demo', password: DEMO_PASSWORD }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    const origin = await s.call('POST', sessionPaths.login, {
      body: { cn: 'demo', password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example', host: 'localhost:80' },
    });
    expect(origin.status).toBe(403);
    const cookie = await s.login('demo', DEMO_PASSWORD);
    const logout = await s.app.inject({ method: 'GET', url: sessionPaths.logout, headers: { cookie } });
    expect(logout.statusCode).toBe(403); // a GET that changes state is protected too
  });

  it('registers with an invite code under the agent, and refuses a bad code, a taken name and a weak password', async () => {
    expect((await s.call('POST', sessionPaths.register, { body: { sign: 'NOPE', cn: 'newbie1', password: 'abc12345' } })).json.code).toBe(1003);
    expect((await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: 'newbie1', password: 'short' } })).json.code).toBe(1004);
    expect((await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: 'x', password: 'abc12345' } })).json.code).toBe(1015);
    const ok = await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: 'newbie1', password: 'abc12345' } });
    expect(ok.json).toMatchObject({ code: 0, data: { userInfo: { cn: 'newbie1', userType: 0 } } });
    const row = await s.db.selectFrom('users').select(['parent_id']).where('username', '=', 'newbie1').executeTakeFirstOrThrow();
    const agent = await s.db.selectFrom('users').select(['id']).where('username', '=', 'agent').executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(agent.id);
    expect((await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: 'newbie1', password: 'abc12345' } })).json.code).toBe(1002);
  });

  it('changes the password (old one checked) and ends the other sessions', async () => {
    const { cookie } = await s.createUser('alice', '0');
    const other = await s.login('alice');
    expect((await s.call('POST', userPaths.updatePassword, { cookie, body: { oldPassword: 'nope1234', newPassword: 'new12345' } })).json.code).toBe(1005);
    expect((await s.call('POST', userPaths.updatePassword, { cookie, body: { oldPassword: TEST_PASSWORD, newPassword: 'new12345' } })).json.code).toBe(0);
    expect((await s.call('GET', sessionPaths.loginState, { cookie })).json.code).toBe(0);
    expect((await s.call('GET', sessionPaths.loginState, { cookie: other })).json.code).not.toBe(0);
    await s.login('alice', 'new12345');
  });

  it('sets, checks and changes the fund password', async () => {
    const { cookie } = await s.createUser('bob', '0');
    expect((await s.call('GET', userPaths.payPasswordExists, { cookie })).json.data).toEqual({ exist: false });
    expect((await s.call('POST', userPaths.validatePayPassword, { cookie, body: { payPassword: 'fund1234' } })).json.code).toBe(1007);
    expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: TEST_PASSWORD } })).json.code).toBe(1009);
    expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: 'fund1234' } })).json.code).toBe(0);
    expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: 'fund5678' } })).json.code).toBe(1006);
    expect((await s.call('GET', userPaths.payPasswordExists, { cookie })).json.data).toEqual({ exist: true });
    expect((await s.call('POST', userPaths.validatePayPassword, { cookie, body: { payPassword: 'wrong' } })).json.code).toBe(1008);
    expect((await s.call('POST', userPaths.validatePayPasswordForCoin, { cookie, body: { payPassword: 'fund1234' } })).json.code).toBe(0);
    expect((await s.call('POST', userPaths.updatePayPassword, { cookie, body: { oldPayPassword: 'fund1234', newPayPassword: 'fund9999' } })).json.code).toBe(0);
    expect((await s.call('POST', userPaths.validatePayPassword, { cookie, body: { payPassword: 'fund9999' } })).json.code).toBe(0);
  });

  it('sets 3 security questions, verifies 2, changes them only with 2 old answers, and resets a forgotten password', async () => {
    const { cookie } = await s.createUser('carol', '0');
    const set = (body: object) => s.call('POST', userPaths.securityQuestion, { cookie, body: { cn: 'carol', action: 'commit', ...body } });
    expect((await set({ question: '1,1,2', answer: 'aaaa,bbbb,cccc' })).json.code).toBe(1010);
    expect((await set({ question: '1,2,3', answer: 'aaaa,,cccc' })).json.code).toBe(1011);
    expect((await set({ question: '1,2,3', answer: 'aaaa,bb,cccc' })).json.code).toBe(1012);
    expect((await set({ question: '1,2,3', answer: '北京,长安街道,cccc' })).json.code).toBe(0); // 北京 counts 4
    expect((await s.call('GET', userPaths.securityQuestionBank, { cookie })).json.data.bank).toHaveLength(17);
    const check = (question: string, answer: string) => s.call('POST', userPaths.oldSecurityQuestionCheck, { cookie, body: { question, answer } });
    expect((await check('1,3', '北京,CCCC')).json.code).toBe(0);
    expect((await check('1,3', '北京,dddd')).json.code).toBe(1013);
    expect((await set({ question: '4,5,6', answer: 'dddd,eeee,ffff', oldQuestion: '1,2', oldAnswer: '北京,wrong' })).json.code).toBe(1013);
    expect((await set({ question: '4,5,6', answer: 'dddd,eeee,ffff', oldQuestion: '1,2', oldAnswer: '北京,长安街道', commitType: 1 })).json.code).toBe(0);

    const names = await s.call('POST', userPaths.checkUserName, { body: { cn: 'carol' } });
    expect(names.json.data.questions).toEqual([4, 5, 6]);
    expect((await s.call('POST', userPaths.resetPasswordQuestion, { body: { cn: 'carol', question: '4,6', answer: 'dddd,nope' } })).json.code).toBe(1013);
    const token = (await s.call('POST', userPaths.resetPasswordQuestion, { body: { cn: 'carol', question: '4,6', answer: 'dddd,ffff' } })).json.data.token;
    expect((await s.call('POST', userPaths.resetLoginPassword, { body: { cn: 'carol', token: `${token}x`, password: 'reset123' } })).json.code).toBe(403);
    expect((await s.call('POST', userPaths.resetLoginPassword, { body: { cn: 'carol', token, password: 'reset123' } })).json.code).toBe(0);
    expect((await s.call('GET', sessionPaths.loginState, { cookie })).json.code).not.toBe(0);
    await s.login('carol', 'reset123');
    // The token is single-use: the password hash it was signed over changed.
    expect((await s.call('POST', userPaths.resetLoginPassword, { body: { cn: 'carol', token, password: 'again123' } })).json.code).toBe(403);
  });

  it('updates the nickname and shows the demo account types', async () => {
    const cookie = await s.login('trial', DEMO_PASSWORD);
    expect((await s.call('GET', userPaths.updateNickName, { cookie, query: { nickName: '试玩' } })).json.code).toBe(0);
    const info = (await s.call('GET', userPaths.userInfoV2, { cookie })).json.data;
    expect(info).toMatchObject({ nikeName: '试玩', userType: 10 });
    const withdraw = await s.login('withdraw', DEMO_PASSWORD);
    expect((await s.call('GET', userPaths.userInfo, { cookie: withdraw })).json.data.userType).toBe(7);
    const agent = await s.login('agent', DEMO_PASSWORD);
    expect((await s.call('GET', userPaths.userInfo, { cookie: agent })).json.data).toMatchObject({ userType: 1, inviteCode: DEMO_INVITE });
  });
});

describe('user info', () => {
  it('shows the two-step binding and each of its switches from the user row', async () => {
    const { id, cookie } = await s.createUser('dave', '0');
    const info = async () => (await s.call('GET', userPaths.userInfo, { cookie })).json.data;
    expect(await info()).toMatchObject({
      twostep: 0,
      twostepLogin: 0,
      twostepWithdraw: 0,
      twostepAgentTransfer: 0,
      twostepThirdTransfer: 0,
      twostepBindAddress: 0,
    });
    await s.db
      .updateTable('users')
      .set({ twostep_secret: 'JBSWY3DPEHPK3PXP', twostep_withdraw: true, twostep_bind_address: true })
      .where('id', '=', id)
      .execute();
    expect(await info()).toMatchObject({
      twostep: 1,
      twostepLogin: 0,
      twostepWithdraw: 1,
      twostepAgentTransfer: 0,
      twostepThirdTransfer: 0,
      twostepBindAddress: 1,
    });
    expect((await s.call('GET', userPaths.userCenter, { cookie })).json.data.userInfo).toMatchObject({ twostep: 1, twostepWithdraw: 1 });
  });

  it('sends only the declared user info when a handler hands back the whole row with its secrets', async () => {
    const { id } = await s.createUser('erin', '0');
    await s.db.updateTable('users').set({ twostep_secret: 'JBSWY3DPEHPK3PXP', email: 'erin@example.com' }).where('id', '=', id).execute();
    const row = await s.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const app = Fastify();
    await app.register(errorsPlugin);
    defineRoute(app, userEndpoints.userInfo, () => ({ ...row, ...userInfoOf(row, 0) }) as never);
    const response = await app.inject({ method: 'GET', url: userPaths.userInfo });
    await app.close();
    expect(Object.keys(response.json().data).sort()).toEqual(Object.keys(userInfoOf(row, 0)).sort());
    for (const secret of [row.password_hash, 'JBSWY3DPEHPK3PXP', 'erin@example.com']) expect(response.body).not.toContain(secret);
  });

  it('answers once when a handler answers itself with another code (no "reply already sent" in the log)', async () => {
    const { id } = await s.createUser('fay', '0');
    const row = await s.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } });
    await app.register(errorsPlugin);
    defineRoute(app, userEndpoints.userInfo, (_request, reply) => reply.send({ code: 7, msg: '自己答复', data: userInfoOf(row, 0) }));
    const response = await app.inject({ method: 'GET', url: userPaths.userInfo });
    await new Promise((r) => setTimeout(r, 20));
    await app.close();
    expect(response.json()).toMatchObject({ code: 7, msg: '自己答复' });
    expect(logged.join('')).not.toContain('FST_ERR_REP_ALREADY_SENT');
  });
});

describe('fund password', () => {
  it('counts wrong fund passwords once for the check and the change, and the change then answers 429', async () => {
    const cookie = await s.login('demo', DEMO_PASSWORD);
    for (let i = 0; i < 5; i++)
      expect((await s.call('POST', userPaths.validatePayPassword, { cookie, body: { payPassword: `wrong${i}x` } })).json.code).toBe(1008);
    for (let i = 0; i < 5; i++)
      expect(
        (await s.call('POST', userPaths.updatePayPassword, { cookie, body: { oldPayPassword: `wrong${i}y`, newPayPassword: 'fund9999' } })).json.code,
      ).toBe(1008);
    const blocked = await s.call('POST', userPaths.updatePayPassword, { cookie, body: { oldPayPassword: DEMO_PAY_PASSWORD, newPayPassword: 'fund9999' } });
    expect(blocked.status).toBe(429);
    expect((await s.call('POST', userPaths.validatePayPasswordForCoin, { cookie, body: { payPassword: DEMO_PAY_PASSWORD } })).status).toBe(429);
  });

  it('answers the format message, not a schema error, for an empty or malformed new password', async () => {
    const { cookie } = await s.createUser('frank', '0');
    expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: '' } })).json).toEqual({
      code: errorCodes.badPassword.code,
      msg: PAY_PASSWORD_FORMAT_MESSAGE,
    });
    expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: 'ab c12' } })).json).toEqual({
      code: errorCodes.badPassword.code,
      msg: PAY_PASSWORD_FORMAT_MESSAGE,
    });
    expect((await s.call('POST', userPaths.updatePassword, { cookie, body: { oldPassword: TEST_PASSWORD, newPassword: '' } })).json).toEqual(
      errorCodes.badPassword,
    );
    // A missing field is a malformed request.
    expect((await s.call('POST', userPaths.updatePassword, { cookie, body: { oldPassword: TEST_PASSWORD } })).status).toBe(400);
  });
});
