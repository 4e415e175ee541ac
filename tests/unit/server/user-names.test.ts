import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionPaths, userPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { openDatabase } from '../../../server/db/client';
import { migrate, migrations } from '../../../server/db/migrate';
import { DEMO_INVITE, DEMO_PASSWORD } from '../../../server/db/seed';
import { startTestServer, type TestServer } from '../../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ seed: true });
});
afterEach(async () => {
  await s.close();
});

const register = (cn: string) => s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn, password: 'abc12345' } });
const login = (cn: string, password = DEMO_PASSWORD) => s.call('POST', sessionPaths.login, { body: { cn, password } });

describe('user names', () => {
  it('refuses Demo with the taken error when demo exists, in any case', async () => {
    for (const cn of ['Demo', 'DEMO', 'dEmO']) expect((await register(cn)).json).toEqual(errorCodes.userExists);
    expect((await register('Newbie1')).json.code).toBe(0);
    expect((await register('newbie1')).json).toEqual(errorCodes.userExists);
    const count = await s.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<string>`lower(username)`, 'in', ['demo', 'newbie1'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('logs DEMO into demo, which keeps the name as registered, when the password is right', async () => {
    const response = await login('DEMO');
    expect(response.json).toMatchObject({ code: 0, data: { userInfo: { cn: 'demo' } } });
    expect((await login('Demo', 'wrong123')).json).toEqual(errorCodes.badLogin);
  });

  it('finds the account for a forgotten password whatever the case of the name', async () => {
    const response = await s.call('POST', userPaths.checkUserName, { body: { cn: 'DeMo' } });
    expect(response.json).toMatchObject({ code: 0, data: { cn: 'demo' } });
  });

  it('stops with the clashing names listed when existing users differ only in case', async () => {
    const handle = await openDatabase({ skipMigrations: true });
    try {
      await sql.raw(migrations[0]!.sql).execute(handle.db);
      await sql`CREATE TABLE schema_migrations (version INT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`.execute(handle.db);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (1, 'initial')`.execute(handle.db);
      for (const name of ['alice', 'Alice', 'bob', 'BOB', 'carol'])
        await sql`INSERT INTO users (username, password_hash, created_at) VALUES (${name}, 'x', 0)`.execute(handle.db);
      await expect(migrate(handle.db)).rejects.toThrow(/alice \(id 1\), Alice \(id 2\); bob \(id 3\), BOB \(id 4\)/);
      // Nothing of the failed migration stays, and it applies once the names are fixed.
      await sql`UPDATE users SET username = 'alice2' WHERE id = 2`.execute(handle.db);
      await sql`UPDATE users SET username = 'bob2' WHERE id = 4`.execute(handle.db);
      expect(await migrate(handle.db)).toEqual(migrations.slice(1).map((m) => m.version));
    } finally {
      await handle.close();
    }
  });
});

describe('nicknames', () => {
  const setNick = (cookie: string, nickName: string) => s.call('POST', '/sobet/userInfo/updateUserInfo', { cookie, body: { nickName } });

  it('refuses bidirectional overrides, zero-width characters and control characters with a clear message', async () => {
    const cookie = await s.login('demo', DEMO_PASSWORD);
    for (const nick of ['abc\u202Egpj.exe', 'a\u200Bb', 'a\u200Db', 'a\u2066b\u2069', '\u061Cx', 'a\u2060b', 'a\uFEFFb', 'a\u200Fb'])
      expect((await setNick(cookie, nick)).json, JSON.stringify(nick)).toEqual({ code: 1019, msg: '昵称包含不允许的字符' });
    // Control characters never reach the route: every request's strings are checked first.
    for (const nick of ['a\u0000b', 'a\u0085b']) {
      const answer = await setNick(cookie, nick);
      expect(answer.json, JSON.stringify(nick)).toEqual({ code: errorCodes.badRequest.code, msg: `${errorCodes.badRequest.msg}：不能包含控制字符` });
    }
    // The query-string route applies the same rule.
    expect((await s.call('GET', userPaths.updateNickName, { cookie, query: { nickName: 'x\u202Ey' } })).json.code).toBe(1019);
    expect((await s.call('GET', userPaths.userInfo, { cookie })).json.data.nikeName).toBe('demo');
  });

  it('keeps accepting Chinese, emoji and ordinary punctuation, and still bounds the length', async () => {
    const cookie = await s.login('demo', DEMO_PASSWORD);
    for (const nick of ['小明', 'Ann 李', '好运🍀', 'a-b_c.d']) expect((await setNick(cookie, nick)).json).toMatchObject({ code: 0, data: { nikeName: nick } });
    expect((await setNick(cookie, 'x'.repeat(13))).json).toEqual(errorCodes.badNickName);
    expect((await setNick(cookie, '   ')).json).toEqual(errorCodes.badNickName);
  });

  it('refuses nicknames that pose as staff or the platform, whatever their width, case or spacing', async () => {
    const cookie = await s.login('demo', DEMO_PASSWORD);
    for (const nick of ['admin', 'ＡＤＭＩＮ', 'Admin2', 'a.d m-i_n', '系统管理员', '在线客服', '官方', 'System'])
      expect((await setNick(cookie, nick)).json, JSON.stringify(nick)).toEqual(errorCodes.nickNameReserved);
    expect((await s.call('GET', userPaths.updateNickName, { cookie, query: { nickName: '客服小美' } })).json.code).toBe(errorCodes.nickNameReserved.code);
    // Words that merely share letters stay allowed.
    for (const nick of ['Sam', '小系', 'adm']) expect((await setNick(cookie, nick)).json).toMatchObject({ code: 0, data: { nikeName: nick } });
  });
});
