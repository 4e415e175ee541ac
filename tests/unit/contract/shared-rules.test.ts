/**
 * The rules contract/ declares once: the app's checks and the server's refusals come from the
 * same declaration, so an input the form lets through is one the server accepts, and the
 * other way round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clampMultiple, MAX_MULTIPLE } from '../../../contract/bet-limits';
import { answerLength, answerLengthValid, PAY_PASSWORD_FORMAT_MESSAGE, passwordValid, payPasswordValid, userNameValid } from '../../../contract/credentials';
import { contentPaths, sessionPaths, userPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { USER_TYPES } from '../../../contract/session';
import { chatAccess, rulesOf, walletAccess } from '../../../contract/user-types';
import { checkMultiple, MAX_MULTIPLE as ENGINE_MAX_MULTIPLE } from '../../../engine-worker/orders/order-lines';
import { fundPasswordError, validateSlots } from '../../../app/lib/account-rules';
import { MAX_MULTIPLE as APP_MAX_MULTIPLE } from '../../../app/features/lottery/lottery-constants';
import { clampRebetMultiple } from '../../../app/features/records/rebet';
import { credentialMessages, newPasswordError, userNameError } from '../../../app/lib/credential-rules';
import { rulesOf as appRulesOf } from '../../../app/stores/user-rules';
import { DEMO_INVITE } from '../../../server/db/seed';
import { startTestServer, type TestServer } from '../../support/server-harness';

describe('bet limits', () => {
  it('gives app, engine and the error message the one multiple limit 99999', () => {
    expect(MAX_MULTIPLE).toBe(99_999);
    expect(APP_MAX_MULTIPLE).toBe(MAX_MULTIPLE);
    expect(ENGINE_MAX_MULTIPLE).toBe(MAX_MULTIPLE);
    expect(errorCodes.badMultiple.msg).toBe('倍数须为1-99999');
  });

  it('brings a typed multiple into 1-99999 when it is out of range, fractional or not a number', () => {
    expect(clampMultiple(0)).toBe(1);
    expect(clampMultiple(-5)).toBe(1);
    expect(clampMultiple(3.7)).toBe(3);
    expect(clampMultiple(Number.NaN)).toBe(1);
    expect(clampMultiple(123_456)).toBe(MAX_MULTIPLE);
    expect(clampMultiple(MAX_MULTIPLE)).toBe(MAX_MULTIPLE);
  });

  it('accepts the limit and refuses one more when the app clamps and the engine checks', () => {
    expect(clampRebetMultiple(MAX_MULTIPLE + 1)).toBe(MAX_MULTIPLE);
    expect(clampRebetMultiple(MAX_MULTIPLE)).toBe(MAX_MULTIPLE);
    expect(() => checkMultiple(MAX_MULTIPLE)).not.toThrow();
    expect(() => checkMultiple(MAX_MULTIPLE + 1)).toThrow('倍数须为 1-99999 的整数');
  });
});

describe('credentials', () => {
  it('accepts 4-16 letters or digits starting with a letter as a user name', () => {
    for (const name of ['abcd', 'a123', 'Abcdefghij123456']) expect(userNameValid(name), name).toBe(true);
    for (const name of ['abc', '1abc', 'abcdefghij1234567', 'ab_cd', 'abcd ', '用户名字', 42, undefined]) expect(userNameValid(name), String(name)).toBe(false);
  });

  it('asks login passwords for 6-20 letters and digits with at least one of each', () => {
    for (const p of ['abc123', 'A1b2c3d4e5f6g7h8i9j0']) expect(passwordValid(p), p).toBe(true);
    for (const p of ['abcdef', '123456', 'ab12', 'a1'.repeat(10) + 'x', 'abc 123', 'abc12３']) expect(passwordValid(p), p).toBe(false);
  });

  it('asks fund passwords for 6-20 letters or digits, one kind alone allowed', () => {
    for (const p of ['123456', 'abcdef', 'abc123']) expect(payPasswordValid(p), p).toBe(true);
    for (const p of ['12345', '1'.repeat(21), 'abc-123', '']) expect(payPasswordValid(p), p).toBe(false);
  });

  it('counts a non-ASCII character 2 when a security answer is measured', () => {
    expect(answerLength('abcd')).toBe(4);
    expect(answerLength('中国')).toBe(4);
    expect(answerLength('😀')).toBe(2);
    expect(answerLengthValid('abc')).toBe(false);
    expect(answerLengthValid('中国')).toBe(true);
    expect(answerLengthValid('中'.repeat(10))).toBe(true);
    expect(answerLengthValid('中'.repeat(10) + 'a')).toBe(false);
  });

  it('makes the app forms answer what the rule says, with the server messages', () => {
    expect(userNameError('1abc')).toBe(errorCodes.badUserName.msg);
    expect(userNameError(' abcd ')).toBeNull();
    expect(newPasswordError('abcdef')).toBe(errorCodes.badPassword.msg);
    expect(newPasswordError('abc123')).toBeNull();
    expect(fundPasswordError('12345')).toBe(PAY_PASSWORD_FORMAT_MESSAGE);
    expect(fundPasswordError('123456')).toBeNull();
    const slots = [1, 2, 3].map((question) => ({ question, answer: '中' }));
    expect(validateSlots(slots, 'set')?.[0]?.answer).toBe(errorCodes.answerLength.msg);
  });
});

describe('user types', () => {
  it('lets the app and the server read the same capabilities when a type is asked', () => {
    for (const type of [0, 1, 6, 7, 10, undefined]) expect(appRulesOf(type)).toEqual(rulesOf(type));
    expect(rulesOf(USER_TYPES.member).team).toBe(false);
    expect(rulesOf(USER_TYPES.agent).team).toBe(true);
    expect(rulesOf(USER_TYPES.withdrawOnly)).toMatchObject({ charge: false, transfer: false, withdraw: true, team: false });
    expect(rulesOf(USER_TYPES.trial)).toMatchObject({ team: false, charge: false, transfer: false, withdraw: false, chat: false, accountLinks: false });
    expect(rulesOf(6).logoGoesHome).toBe(false);
    expect(rulesOf(USER_TYPES.trial).invite).toBe(false);
    expect(rulesOf(USER_TYPES.member).invite).toBe(true);
  });

  it('refuses the wallet and chat with the type\u2019s message when the type may not use them', () => {
    expect(walletAccess(USER_TYPES.trial, 'withdraw')).toEqual({ allowed: false, message: errorCodes.trialForbidden.msg });
    expect(walletAccess(USER_TYPES.withdrawOnly, 'charge')).toEqual({ allowed: false, message: '当前账号不可充值/转账' });
    expect(walletAccess(USER_TYPES.withdrawOnly, 'withdraw')).toEqual({ allowed: true });
    expect(chatAccess(USER_TYPES.trial)).toEqual({ allowed: false, message: errorCodes.trialForbidden.msg });
    expect(chatAccess(USER_TYPES.member)).toEqual({ allowed: true });
  });
});

describe('the server applies the same rules', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seed: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses at registration what the register form refuses, with the form\u2019s message', async () => {
    const refused = await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: '1abc', password: 'abc123' } });
    expect(refused.json).toEqual({ code: errorCodes.badUserName.code, msg: credentialMessages.userName });
    const weak = await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: 'abcd', password: 'abcdef' } });
    expect(weak.json).toEqual({ code: errorCodes.badPassword.code, msg: credentialMessages.password });
    expect((await s.call('POST', sessionPaths.register, { body: { sign: DEMO_INVITE, cn: 'abcd', password: 'abc123' } })).json.code).toBe(0);
  });

  it('refuses a fund password the dialog refuses, with the dialog\u2019s message', async () => {
    const { cookie } = await s.createUser('fundrule', '0');
    const refused = await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: 'abc-12' } });
    expect(refused.json).toEqual({ code: errorCodes.badPassword.code, msg: fundPasswordError('abc-12') });
    expect((await s.call('POST', userPaths.setPayPassword, { cookie, body: { payPassword: '123456' } })).json.code).toBe(0);
  });

  it('refuses a registration under a type whose rules forbid inviting', async () => {
    for (const [type, code] of [
      [USER_TYPES.trial, 'TRIAL001'],
      [USER_TYPES.member, 'MEMBER01'],
    ] as const) {
      const { id } = await s.createUser(`inviter${type}x`, '0', type);
      await s.db.updateTable('users').set({ invite_code: code }).where('id', '=', id).execute();
      const { json } = await s.call('POST', sessionPaths.register, { body: { sign: code, cn: `newby${type}x`, password: 'abc123' } });
      expect(json.code === 0, `type ${type}`).toBe(rulesOf(type).invite);
      if (!rulesOf(type).invite) expect(json.code).toBe(errorCodes.badInvite.code);
    }
  });

  it('opens the team center exactly to the types whose rules allow a team', async () => {
    for (const type of [0, 1, 6, 7, 10]) {
      const { cookie } = await s.createUser(`team${type}x`, '0', type);
      const { json } = await s.call('GET', contentPaths.teamCenter, { cookie });
      expect(json.code === 1, `type ${type}`).toBe(rulesOf(type).team);
    }
  });
});
