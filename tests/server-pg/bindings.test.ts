/**
 * Binding changes of one user under real concurrency, on PostgreSQL (DATABASE_URL; `npm run test:pg`):
 * the user row lock keeps the card limit and the real name set by the first card.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths, userPaths } from '../../contract/paths';
import { errorCodes } from '../../contract/primitives';
import { defaultConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../support/server-harness';
import type { UserId } from '../../server/db/ids';

let s: TestServer;
let cookie: string;
let userId: UserId;
beforeEach(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer();
  expect(s.handle.kind).toBe('postgres');
  ({ id: userId, cookie } = await s.createUser('pgbinder', '0'));
  expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: 'pay12345' } })).json.code).toBe(0);
});
afterEach(async () => {
  await s.close();
});

const bind = (sn: string, cardNo: string) =>
  s.call('POST', accountPaths.bindBankCard, { cookie, body: { sn, bankCode: 'ICBC', cardNo, payPassword: 'pay12345' } });

describe('bindings on PostgreSQL', () => {
  it('sets one real name when first cards with different names arrive together', async () => {
    const names = ['张三', '李四', '王五', '赵六'];
    const answers = await Promise.all(names.map((name, i) => bind(name, `622202123456789${i}`)));
    const codes = answers.map((a) => a.json.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === errorCodes.realNameMismatch.code)).toHaveLength(names.length - 1);
    const user = await s.db.selectFrom('users').select('real_name').where('id', '=', userId).executeTakeFirstOrThrow();
    const cards = await s.db.selectFrom('bank_cards').select('holder_name').where('user_id', '=', userId).execute();
    expect(cards).toEqual([{ holder_name: user.real_name }]);
  });

  it('never passes the card limit when many cards are bound at once', async () => {
    const max = defaultConfig.bindings.maxBankCards;
    const answers = await Promise.all(Array.from({ length: max + 4 }, (_, i) => bind('张三', `62220212345678${String(i).padStart(2, '0')}`)));
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(max);
    expect(answers.filter((a) => a.json.code === errorCodes.tooManyCards.code)).toHaveLength(4);
  });
});
