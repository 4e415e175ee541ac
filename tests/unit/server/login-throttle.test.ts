import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionPaths, transferPaths, userPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import type { DbHandle } from '../../../server/db/client';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD, seedDemo } from '../../../server/db/seed';
import { MemoryAttemptStore, UNDER_ATTACK_PAIR_MAX } from '../../../server/domains/session/throttle';
import { freshDatabase, T0, testConfig } from '../../support/server-harness';

const WINDOW = 15 * 60 * 1000;
const BLOCKED = { code: 429, msg: '登录失败次数过多，请15分钟后再试' };

let app: FastifyInstance | undefined;
let handle: DbHandle | undefined;
/** The other processes of a cluster test. */
let others: FastifyInstance[] = [];
afterEach(async () => {
  for (const other of others) await other.close();
  await app?.close();
  await handle?.close();
  app = handle = undefined;
  others = [];
});

async function start(options: { trustProxy?: boolean; processes?: number } = {}) {
  const { processes = 1, ...config } = options;
  const clock = new ManualClock(T0);
  handle = await freshDatabase();
  await seedDemo(handle.db, clock.now(), 2 ** 10);
  // Several processes: apps on one database sharing one attempt store, as the cluster's processes share Redis.
  const attempts = new MemoryAttemptStore(() => clock.now());
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < processes; i++) {
    const built = await buildApp({ db: handle.db, clock, config: { ...testConfig, ...config }, ...(processes > 1 ? { attempts } : {}) });
    await built.ready();
    apps.push(built);
  }
  [app] = apps;
  others = apps.slice(1);
  let sent = 0;
  const post = async (url: string, body: object, from: { remoteAddress?: string; headers?: Record<string, string> } = {}) => {
    // Requests go to the processes in turn.
    const response = await apps[sent++ % apps.length]!.inject({
      method: 'POST',
      url,
      remoteAddress: from.remoteAddress,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...from.headers },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, json: response.json() as { code: number; msg: string } };
  };
  const login = (cn: string, password: string, remoteAddress: string) => post(sessionPaths.login, { cn, password }, { remoteAddress });
  const cookieOf = async (cn: string) => {
    const response = await app!.inject({
      method: 'POST',
      url: sessionPaths.login,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ cn, password: DEMO_PASSWORD }),
    });
    return `sid=${response.cookies.find((c) => c.name === 'sid')!.value}`;
  };
  return { clock, post, login, cookieOf };
}

describe('MemoryAttemptStore', () => {
  it('counts the attempts inside the window and forgets them after it or on reset', async () => {
    const clock = new ManualClock(0);
    const store = new MemoryAttemptStore(() => clock.now());
    expect(await store.hit('k', 1000)).toBe(1);
    clock.advance(600);
    expect(await store.hit('k', 1000)).toBe(2);
    expect(await store.count('other', 1000)).toBe(0);
    clock.advance(500); // the first attempt is now older than the window
    expect(await store.count('k', 1000)).toBe(1);
    await store.reset('k');
    expect(await store.count('k', 1000)).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping expired keys first and then the least recently hit, down to 90 %', async () => {
    const clock = new ManualClock(0);
    const store = new MemoryAttemptStore(() => clock.now(), 10);
    await store.hit('short', 10);
    for (let i = 0; i < 9; i++) await store.hit(`k${i}`, 1000);
    clock.advance(20); // 'short' expired
    await store.hit('k0', 1000); // k0 is now the most recently hit
    expect(store.size).toBe(10);
    await store.hit('k9', 1000); // 11 keys: the expired one goes, then the least recently hit (k1)
    expect(store.size).toBe(9);
    expect(await store.count('k1', 1000)).toBe(0);
    expect(await store.count('k2', 1000)).toBe(1);
    expect(await store.count('k0', 1000)).toBe(2);
    await store.hit('k10', 1000);
    await store.hit('k11', 1000); // 11 keys, none expired: k2 and k3 go
    expect(store.size).toBe(9);
    expect(await store.count('k3', 1000)).toBe(0);
    expect(await store.count('k4', 1000)).toBe(1);
    expect(await store.count('k11', 1000)).toBe(1);
  });
});

describe('log-in throttle', () => {
  it('throttles an address after ten failures under unknown names, but not the account owner at another address', async () => {
    const { clock, login } = await start();
    for (let i = 0; i < 10; i++) expect((await login(`nobody${i}`, 'wrong123', '10.0.0.66')).json.code).toBe(1001);
    expect(await login('demo', DEMO_PASSWORD, '10.0.0.66')).toMatchObject({ status: 429, json: BLOCKED });
    expect((await login('nobody99', 'wrong123', '10.0.0.66')).status).toBe(429);
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.7')).json.code).toBe(0);
    clock.advance(WINDOW + 1);
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.66')).json.code).toBe(0);
  });

  it(`lets the owner log in at an address a spray locked, with the device cookie of an earlier log-in there, and limits that device like an \
address`, async () => {
    const { login } = await start();
    const logIn = async (cn: string, password: string, cookie?: string) => {
      const response = await app!.inject({
        method: 'POST',
        url: sessionPaths.login,
        remoteAddress: '10.0.0.80',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ cn, password }),
      });
      const device = response.cookies.find((c) => c.name === 'did');
      return { status: response.statusCode, code: (response.json() as { code: number }).code, device: device && `did=${device.value}` };
    };
    const owner = (await logIn('demo', DEMO_PASSWORD)).device!;
    const other = (await logIn('player1', DEMO_PASSWORD)).device!;
    expect(owner).toMatch(/^did=/);
    for (let i = 0; i < 10; i++) expect((await login(`nobody${i}`, 'wrong123', '10.0.0.80')).json.code).toBe(1001);
    expect((await logIn('demo', DEMO_PASSWORD)).status).toBe(429);
    // Another account's cookie and a forged one count for nothing.
    expect((await logIn('demo', DEMO_PASSWORD, other)).status).toBe(429);
    expect((await logIn('demo', DEMO_PASSWORD, `${owner.slice(0, -2)}xx`)).status).toBe(429);
    expect((await logIn('demo', DEMO_PASSWORD, owner)).code).toBe(0);
    // The device itself: ten failures, then refused like an address.
    for (let i = 0; i < 10; i++) expect((await logIn('demo', `wrong${i}x`, owner)).code).toBe(1001);
    expect((await logIn('demo', DEMO_PASSWORD, owner)).status).toBe(429);
  });

  it('lets the owner log in from another address after ten wrong passwords for the account elsewhere', async () => {
    const { login } = await start();
    for (let i = 0; i < 10; i++) expect((await login('demo', `bad${i}xx1`, '10.0.0.66')).json.code).toBe(1001);
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.66')).status).toBe(429);
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.7')).json.code).toBe(0);
  });

  it('gives each address only a few failures on an account under attack from many addresses, never blocking a clean address', async () => {
    const { login } = await start();
    // A distributed guesser: one failure from each of ten addresses puts the account under attack.
    for (let i = 0; i < 10; i++) expect((await login('demo', `bad${i}xx1`, `10.1.0.${i}`)).json.code).toBe(1001);
    // Each of those addresses may fail it only UNDER_ATTACK_PAIR_MAX times in all.
    for (let i = 1; i < UNDER_ATTACK_PAIR_MAX; i++) expect((await login('demo', `again${i}x1`, '10.1.0.0')).json.code).toBe(1001);
    expect((await login('demo', DEMO_PASSWORD, '10.1.0.0')).status).toBe(429);
    // Other accounts from that address, and the owner's clean address, are untouched.
    expect((await login('agent', DEMO_PASSWORD, '10.1.0.0')).json.code).toBe(0);
    expect((await login('demo', 'typo1234', '10.0.0.7')).json.code).toBe(1001); // the owner's own typo
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.7')).json.code).toBe(0);
  });

  it('does not let a log-in to an own account clear the address count', async () => {
    const { login } = await start();
    for (let i = 0; i < 9; i++) expect((await login('demo', `bad${i}xx1`, '10.0.0.66')).json.code).toBe(1001);
    expect((await login('player1', DEMO_PASSWORD, '10.0.0.66')).json.code).toBe(0);
    expect((await login('demo', 'bad9xx1', '10.0.0.66')).json.code).toBe(1001);
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.66')).status).toBe(429);
  });

  it('limits security-answer guesses for a password reset per address, not for the owner elsewhere', async () => {
    const { post } = await start();
    const reset = (answer: string, remoteAddress: string) => post(userPaths.resetPasswordQuestion, { cn: 'demo', question: '1,2', answer }, { remoteAddress });
    for (let i = 0; i < 10; i++) expect((await reset(`guess${i},nope`, '10.0.0.66')).json.code).toBe(1013);
    expect((await reset('beijing,zhangsan', '10.0.0.66')).status).toBe(429);
    expect((await reset('beijing,zhangsan', '10.0.0.7')).json.code).toBe(0);
  });

  it('answers 429 to a signed-in user after ten wrong fund passwords, until the window passes', async () => {
    const { clock, post, cookieOf } = await start();
    const cookie = await cookieOf('demo');
    const check = (payPassword: string) => post(userPaths.validatePayPassword, { payPassword }, { headers: { cookie } });
    for (let i = 0; i < 10; i++) expect((await check(`wrong${i}x`)).json.code).toBe(1008);
    expect((await check(DEMO_PAY_PASSWORD)).status).toBe(429);
    clock.advance(WINDOW + 1);
    expect((await check(DEMO_PAY_PASSWORD)).json.code).toBe(0);
  });

  it('asks for a fund password left empty with the form\u2019s message and does not count it as a failed attempt', async () => {
    const { post, cookieOf } = await start();
    const cookie = await cookieOf('demo');
    const check = (payPassword: string) => post(userPaths.validatePayPassword, { payPassword }, { headers: { cookie } });
    for (const empty of ['', '   ', '', '', '', '', '', '', '', '', '', ''])
      expect((await check(empty)).json).toMatchObject({ code: errorCodes.payPasswordRequired.code, msg: '请输入资金密码' });
    for (let i = 0; i < 9; i++) expect((await check(`wrong${i}x`)).json.code).toBe(1008);
    expect((await check(DEMO_PAY_PASSWORD)).json.code).toBe(0);
  });

  it('counts concurrent guesses before checking them: of 50 wrong log-ins at once, ten are checked', async () => {
    const { login } = await start();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login('demo', `wrong${i}x`, '10.0.0.50')));
    expect(answers.filter((a) => a.json.code === 1001)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
    // The right password from that address is refused too now, unchecked; the owner elsewhere logs in.
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.50')).status).toBe(429);
    expect((await login('demo', DEMO_PASSWORD, '10.0.0.51')).json.code).toBe(0);
  });

  it('checks at most ten of 40 concurrent fund-password guesses, and a right one costs no attempt', async () => {
    const { post, cookieOf } = await start();
    const cookie = await cookieOf('demo');
    const check = (payPassword: string) => post(userPaths.validatePayPassword, { payPassword }, { headers: { cookie } });
    // Right answers never use up the limit.
    for (let i = 0; i < 12; i++) expect((await check(DEMO_PAY_PASSWORD)).json.code).toBe(0);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => check(`wrong${i}x`)));
    expect(answers.filter((a) => a.json.code === 1008)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  });

  it('checks at most ten of 40 concurrent old-password guesses of a password change, then refuses even the right one', async () => {
    const { post, cookieOf } = await start();
    const cookie = await cookieOf('demo');
    const change = (oldPassword: string) => post(userPaths.updatePassword, { oldPassword, newPassword: 'newpass123' }, { headers: { cookie } });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(`wrong${i}x`)));
    expect(answers.filter((a) => a.json.code === errorCodes.wrongPassword.code)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
    expect((await change(DEMO_PASSWORD)).status).toBe(429);
  });

  it('refuses to set a fund password that is set already before comparing it with the log-in password', async () => {
    const { post, cookieOf } = await start();
    const cookie = await cookieOf('demo');
    // The log-in password offered as the new fund password: 资金密码不能与登录密码相同 would tell the guess is right.
    expect((await post(userPaths.setPayPassword, { payPassword: DEMO_PASSWORD }, { headers: { cookie } })).json).toEqual(errorCodes.payPasswordSet);
  });

  it('counts fund-password guesses sent through transfers with the others: of 40 at once, ten are checked', async () => {
    const { post, cookieOf } = await start();
    const cookie = await cookieOf('demo');
    const transfer = (payPassword: string) =>
      post(transferPaths.transfer, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '1', payPassword }, { headers: { cookie } });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => transfer(`wrong${i}x`)));
    expect(answers.filter((a) => a.json.msg === errorCodes.wrongPayPassword.msg)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  });

  it('counts a spray over every account at once from one address before checking them: ten are checked', async () => {
    const { login } = await start();
    const names = (await handle!.db.selectFrom('users').select('username').execute()).map((u) => u.username);
    expect(names.length).toBeGreaterThan(15);
    const answers = await Promise.all(names.map((name, i) => login(name, `wrong${i}x`, '10.0.0.70')));
    expect(answers.filter((a) => a.json.code === 1001)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(names.length - 10);
  });

  it(`counts concurrent guesses across three processes sharing the attempt store: of 40 fund passwords and of 40 log-ins at once, ten are \
checked`, async () => {
    const { post, login, cookieOf } = await start({ processes: 3 });
    const cookie = await cookieOf('demo');
    const pay = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(userPaths.validatePayPassword, { payPassword: `wrong${i}x` }, { headers: { cookie } })),
    );
    expect(pay.filter((a) => a.json.code === 1008)).toHaveLength(10);
    expect(pay.filter((a) => a.status === 429)).toHaveLength(30);
    const logins = await Promise.all(Array.from({ length: 40 }, (_, i) => login('player1', `wrong${i}x`, '10.0.0.71')));
    expect(logins.filter((a) => a.json.code === 1001)).toHaveLength(10);
    expect(logins.filter((a) => a.status === 429)).toHaveLength(30);
    // Right answers at once on every process are all let through while the failures are below the limit.
    const agentCookie = await cookieOf('agent');
    const right = await Promise.all(
      Array.from({ length: 12 }, () => post(userPaths.validatePayPassword, { payPassword: DEMO_PAY_PASSWORD }, { headers: { cookie: agentCookie } })),
    );
    expect(right.map((a) => a.json.code)).toEqual(right.map(() => 0));
  });

  it('accepts on one process a password-reset token another process issued (one session key for the cluster)', async () => {
    const { post } = await start({ processes: 2 });
    // Requests alternate between the two processes: the answers on the first, the new password on the second.
    const proved = await post(userPaths.resetPasswordQuestion, { cn: 'demo', question: '1,2', answer: 'beijing,zhangsan' });
    expect(proved.json.code).toBe(0);
    const token = (proved.json as unknown as { data: { token: string } }).data.token;
    expect((await post(userPaths.resetLoginPassword, { cn: 'demo', token, password: 'fresh1234' })).json.code).toBe(0);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    const { post } = await start({ trustProxy: true });
    const viaProxy = (cn: string, password: string, client: string) =>
      post(sessionPaths.login, { cn, password }, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 10; i++) expect((await viaProxy(`nobody${i}`, 'wrong123', '203.0.113.9')).json.code).toBe(1001);
    expect((await viaProxy('demo', DEMO_PASSWORD, '203.0.113.9')).status).toBe(429);
    // Same proxy, another client: not throttled.
    expect((await viaProxy('demo', DEMO_PASSWORD, '198.51.100.4')).json.code).toBe(0);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { post } = await start();
    const spoofed = (cn: string, password: string, client: string) =>
      post(sessionPaths.login, { cn, password }, { remoteAddress: '10.0.0.66', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 10; i++) expect((await spoofed(`nobody${i}`, 'wrong123', `198.51.100.${i}`)).json.code).toBe(1001);
    expect((await spoofed('demo', DEMO_PASSWORD, '198.51.100.200')).status).toBe(429);
  });
});
