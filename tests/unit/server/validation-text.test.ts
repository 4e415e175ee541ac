/**
 * Schema failures and unreadable requests are answered in Chinese: the field named, what is
 * wrong with it, and no word of the validator's English (a player reads this message).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../contract/primitives';
import { sessionPaths } from '../../../contract/paths';
import { startTestServer, type TestServer } from '../../support/server-harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const refusal = (detail: string) => ({ code: errorCodes.badRequest.code, msg: `${errorCodes.badRequest.msg}：${detail}` });
/** Latin letters left once the named parameter is taken out: the validator's English would show here. */
const english = (msg: string, parameter = '') => msg.replace(`参数${parameter}`, '').match(/[A-Za-z]+/g) ?? [];

describe('schema failures in Chinese', () => {
  // The log-in body: password required, appId an integer 0-99, code at most 10 characters.
  const cases: Array<[string, unknown, string, string]> = [
    ['a missing field', { cn: 'someone' }, '缺少参数password', 'password'],
    ['a number out of range', { cn: 'someone', password: 'abc12345', appId: 100 }, '参数appId不能大于99', 'appId'],
    ['a negative number', { cn: 'someone', password: 'abc12345', appId: -1 }, '参数appId不能小于0', 'appId'],
    ['a wrong type', { cn: 'someone', password: 'abc12345', appId: 'many' }, '参数appId类型错误', 'appId'],
    ['a string too long', { cn: 'someone', password: 'abc12345', code: '12345678901' }, '参数code不能超过10个字符', 'code'],
  ];
  for (const [name, body, detail, parameter] of cases) {
    it(`names ${name}`, async () => {
      const answer = await s.call('POST', sessionPaths.login, { body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(refusal(detail));
      expect(english(answer.json.msg, parameter)).toEqual([]);
    });
  }

  it('says a body that is no JSON, an empty body and an unknown content type in Chinese', async () => {
    const send = (payload: string, contentType: string) =>
      s.app.inject({ method: 'POST', url: sessionPaths.login, headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': contentType }, payload });
    const broken = await send('{"cn": "someone", "password": ', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual(refusal('请求内容格式错误'));
    const empty = await send('', 'application/json');
    expect(empty.json()).toEqual(refusal('请求内容为空'));
    const unknown = await send('cn=someone', 'text/x-unknown');
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toEqual(refusal('不支持的内容类型'));
    for (const answer of [broken, empty, unknown]) expect(english(answer.json().msg)).toEqual([]);
  });
});
