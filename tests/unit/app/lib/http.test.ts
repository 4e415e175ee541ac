import LZString from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { decodeBody, LZSTRING_ENCODING as ENGINE_ENCODING, LZSTRING_THRESHOLD as ENGINE_THRESHOLD } from '../../../../engine-worker/orders/order-body';
import {
  createHttpClient,
  EncodedBody,
  HttpError,
  LZSTRING_ENCODING,
  LZSTRING_THRESHOLD,
  lzstringBody,
  loadErrorCatalogue,
  messageOf,
  prepareRequest,
  REQUEST_TIMEOUT_MS,
  serverMessageOr,
} from '../../../../app/lib/http';

const now = () => 1_700_000_000_000;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  return { fetch, client: createHttpClient({ fetch, now }) };
}

describe('prepareRequest', () => {
  it('adds the _ timestamp and the default headers to a GET', () => {
    const { url, init } = prepareRequest('GET', '/sobet/pay/getPlayerBalance', { cbId: 'sobet_01' }, {}, { now });
    expect(url).toBe('/sobet/pay/getPlayerBalance?cbId=sobet_01&_=1700000000000');
    expect(init.method).toBe('GET');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('sends the session cookie along to another line of the platform, and only to this origin otherwise', () => {
    const here = prepareRequest('GET', '/sobet/api/lines', {}, {}, { now });
    expect(here.init.credentials).toBe('same-origin');
    const line = prepareRequest('POST', '/sso/login', { cn: 'demo' }, {}, { now, baseUrl: 'http://line2.example:8080' });
    expect(line.url).toBe('http://line2.example:8080/sso/login');
    expect(line.init.credentials).toBe('include');
  });

  it('adds the _ field to a form POST and none to a JSON POST', () => {
    const form = prepareRequest('POST', '/sso/login', { cn: 'demo', password: 'x y' }, { form: true }, { now });
    expect(form.init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(String(form.init.body)).get('_')).toBe('1700000000000');
    expect(new URLSearchParams(String(form.init.body)).get('password')).toBe('x y');
    const plain = prepareRequest('POST', '/sso/login', { cn: 'demo' }, {}, { now });
    expect(plain.init.body).toBe('{"cn":"demo"}');
    expect(plain.url).toBe('/sso/login');
  });

  it('sends a body the engine worker encoded as it is, with its Content-Encoding only when compressed', () => {
    const compressed = prepareRequest('POST', '/lottery/api/u/v1/lottery/add_order', new EncodedBody('N4Ig', 'lzstring'), {}, { now });
    expect(compressed.init.body).toBe('N4Ig');
    expect(compressed.init.headers).toMatchObject({ 'Content-Encoding': 'lzstring', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
    const plain = prepareRequest('POST', '/lottery/api/u/v1/lottery/add_order', new EncodedBody('{"lottery":"HN1FC"}', null), { lzstring: true }, { now });
    expect(plain.init.body).toBe('{"lottery":"HN1FC"}');
    expect(plain.init.headers['Content-Encoding']).toBeUndefined();
  });

  it('uses the same threshold and encoding name as the engine', () => {
    expect(LZSTRING_THRESHOLD).toBe(ENGINE_THRESHOLD);
    expect(LZSTRING_ENCODING).toBe(ENGINE_ENCODING);
  });
});

describe('lz-string bodies', () => {
  const payloadOfLength = (n: number) => ({ order: 'x'.repeat(n - '{"order":""}'.length) });
  const addOrder = '/lottery/api/u/v1/lottery/add_order';

  it('compresses a body of 10,000 characters or more when the endpoint takes lzstring, not below', async () => {
    const { fetch, client } = clientWith(() => json({ code: 1, result: {} }));
    await client.postEnvelope(addOrder, payloadOfLength(LZSTRING_THRESHOLD - 1), { lzstring: true });
    await client.postEnvelope(addOrder, payloadOfLength(LZSTRING_THRESHOLD), { lzstring: true });
    await client.postEnvelope('/sso/login', payloadOfLength(20_000));
    const [below, at, notAllowed] = fetch.mock.calls.map(([, init]) => init as RequestInit & { headers: Record<string, string> });

    expect(String(below!.body)).toHaveLength(9_999);
    expect(below!.headers['Content-Encoding']).toBeUndefined();
    expect(at!.headers['Content-Encoding']).toBe('lzstring');
    expect(LZString.decompressFromBase64(String(at!.body))).toHaveLength(10_000);
    // The server decodes with the engine's decodeBody: both ends agree on the encoding.
    expect(decodeBody(String(at!.body), at!.headers['Content-Encoding'])).toEqual(payloadOfLength(LZSTRING_THRESHOLD));
    expect(notAllowed!.headers['Content-Encoding']).toBeUndefined();
    expect(String(notAllowed!.body)).toHaveLength(20_000);
  });

  it('leaves a form, and a body the engine worker encoded, as they are', async () => {
    const { fetch, client } = clientWith(() => json({ code: 1, result: {} }));
    await client.postEnvelope(addOrder, new EncodedBody('{"lottery":"HN1FC"}', null), { lzstring: true });
    await client.postEnvelope('/sso/login', { cn: 'x'.repeat(LZSTRING_THRESHOLD) }, { lzstring: true, form: true });
    const [encoded, form] = fetch.mock.calls.map(([, init]) => init as RequestInit & { headers: Record<string, string> });
    expect(encoded!.body).toBe('{"lottery":"HN1FC"}');
    expect(encoded!.headers['Content-Encoding']).toBeUndefined();
    expect(form!.headers['Content-Encoding']).toBeUndefined();
    expect(new URLSearchParams(String(form!.body)).get('cn')).toHaveLength(LZSTRING_THRESHOLD);
  });

  it('encodes the body as the plain JSON POST would send it below the threshold', async () => {
    const payload = { lottery: 'HN1FC', order: [{ nums: 1 }] };
    expect((await lzstringBody(payload)).body).toBe(prepareRequest('POST', addOrder, payload, {}, { now }).init.body);
  });
});

describe('http client', () => {
  it('unwraps data for /sso and /sobet (code 0) and result for /lottery (code 1)', async () => {
    const { client } = clientWith((url) =>
      url.startsWith('/lottery') ? json({ code: 1, msg: 'success', result: [1] }) : json({ code: 0, msg: 'success', data: { cash: '1' } }),
    );
    await expect(client.get('/sobet/pay/getPlayerBalance')).resolves.toEqual({ cash: '1' });
    await expect(client.get('/lottery/v2/api/u/lottery/lottery_classify_list')).resolves.toEqual([1]);
  });

  it('throws the server message for an error code', async () => {
    const { client } = clientWith(() => json({ code: 1001, msg: '用户名或密码错误' }));
    await expect(client.post('/sso/login', {})).rejects.toMatchObject({ message: '用户名或密码错误', code: 1001 });
  });

  it('falls back to the catalogue message, then to 请求失败', async () => {
    // Before the catalogue's chunk arrives: the first page's own messages, else 请求失败.
    expect(messageOf({ code: 1004 })).toBe('密码须为6-20位字母和数字');
    expect(messageOf({ code: 4001 })).toBe('请求失败');
    await loadErrorCatalogue();
    expect(messageOf({ code: 4001 })).toBe('余额不足');
    expect(messageOf({ code: 1013, msg: '' })).toBe('安全问题答案错误');
    expect(messageOf({ code: 1013, message: '服务器说明' })).toBe('服务器说明');
    expect(messageOf({ code: 9999 })).toBe('请求失败');
    const { client } = clientWith(() => json({ code: 2004 }));
    await expect(client.get('/lottery/api/u/v1/lottery/issue')).rejects.toMatchObject({ message: '该彩种暂停销售' });
  });

  it('gives the server message or the caller fallback (spec 2 §8: msg or 服务失败)', async () => {
    const failed = (respond: () => Response) =>
      clientWith(respond)
        .client.post('/sobet/pay/withdrawCashJS3', {})
        .catch((e: unknown) => e);
    expect(serverMessageOr(await failed(() => json({ code: 6001, msg: '资金密码错误' })), '服务失败')).toBe('资金密码错误');
    expect(serverMessageOr(await failed(() => json({ code: 4001 })), '服务失败')).toBe('服务失败');
    expect(serverMessageOr(await failed(() => new Response('<html>bad gateway</html>', { status: 502 })), '服务失败')).toBe('服务失败');
    expect(
      serverMessageOr(
        await failed(() => {
          throw new TypeError('Failed to fetch');
        }),
        '服务失败',
      ),
    ).toBe('服务失败');
    expect(serverMessageOr(new Error('x'), '服务失败')).toBe('服务失败');
  });

  it('reports a network failure as 请求错误', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.get('/sobet/pay/getPlayerBalance').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('请求错误');
    expect((error as HttpError).code).toBe(-1);
  });

  it('reports a non-JSON error page as 请求错误', async () => {
    const { client } = clientWith(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client.get('/sobet/pay/getPlayerBalance')).rejects.toMatchObject({ message: '请求错误', httpStatus: 502 });
  });

  it('runs the expired-session handler on 401, unless the call opts out', async () => {
    const { client } = clientWith(() => json({ code: 401, msg: '登录状态已失效，请重新登录' }, 401));
    const expired = vi.fn();
    client.onSessionExpired(expired);
    const error = await client.get('/sobet/userInfo/userCenterAjax').catch((e: unknown) => e);
    expect((error as HttpError).expired).toBe(true);
    expect((error as HttpError).message).toBe('登录状态已失效，请重新登录');
    expect(expired).toHaveBeenCalledTimes(1);
    // The login check reads the code itself: the envelope comes back and the handler is not run.
    await expect(client.getEnvelope('/sso/u/getUserLoginState', {}, { ignoreExpiry: true })).resolves.toMatchObject({ code: 401 });
    await expect(client.get('/sobet/userInfo/userCenterAjax', {}, { ignoreExpiry: true })).rejects.toMatchObject({ code: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('also treats an envelope code 401 with HTTP 200 as an expired session', async () => {
    const { client } = clientWith(() => json({ code: 401, msg: '登录状态已失效，请重新登录' }));
    const expired = vi.fn();
    client.onSessionExpired(expired);
    await expect(client.get('/sobet/pay/getPlayerBalance')).rejects.toMatchObject({ code: 401 });
    expect(expired).toHaveBeenCalledOnce();
  });

  it('returns the raw envelope without checking the code', async () => {
    const { client, fetch } = clientWith(() => json({ code: 5, msg: 'x' }));
    await expect(client.getEnvelope('/sso/u/getUserLoginState', { appId: 5 })).resolves.toEqual({ code: 5, msg: 'x' });
    expect(fetch.mock.calls[0]![0]).toBe('/sso/u/getUserLoginState?appId=5&_=1700000000000');
  });

  it('runs the expired-session handler for an encoded order body too', async () => {
    const { client, fetch } = clientWith(() => json({ code: 401, msg: '登录状态已失效，请重新登录' }, 401));
    const expired = vi.fn();
    client.onSessionExpired(expired);
    await expect(client.post('/lottery/api/u/v1/lottery/add_order', new EncodedBody('N4Ig', 'lzstring'))).rejects.toMatchObject({ code: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ 'Content-Encoding': 'lzstring' });
  });
});

describe('http client timeout', () => {
  /** A server that never answers: the request ends only when its signal aborts, as fetch does. */
  const silent = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason), { once: true }));

  it('answers 请求超时，请稍后再试 (code -1) when the server does not answer in time', async () => {
    const { client } = clientWith(silent);
    const timeoutMs = 30;
    const started = performance.now();
    const error = await client.get('/sobet/pay/getPlayerBalance', {}, { timeoutMs }).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: '请求超时，请稍后再试', code: -1, httpStatus: 0 });
    // Answered on the timeout asked for: not before it, and far from the default one (a call that
    // ignored timeoutMs would wait REQUEST_TIMEOUT_MS, 500 times as long).
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 1);
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
  });

  it('gives every call a timeout signal, 15 s unless the call asks for another', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    const { client, fetch } = clientWith(() => json({ code: 0, data: {} }));
    await client.get('/sobet/pay/getPlayerBalance');
    const signal = fetch.mock.calls[0]![1].signal!;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal.aborted).toBe(false);
  });

  it('times out while the answer is still being read', async () => {
    const stalled = (_url: string, init: RequestInit) =>
      new Response(new ReadableStream({ start: (controller) => init.signal!.addEventListener('abort', () => controller.error(init.signal!.reason)) }), {
        status: 200,
      });
    const { client } = clientWith(stalled);
    await expect(client.get('/sobet/pay/getPlayerBalance', {}, { timeoutMs: 30 })).rejects.toMatchObject({ message: '请求超时，请稍后再试', code: -1 });
  });

  it("hands the caller's own abort back as it is, not as a timeout", async () => {
    const { client } = clientWith(silent);
    const controller = new AbortController();
    const pending = client.get('/sobet/pay/getPlayerBalance', {}, { signal: controller.signal, timeoutMs: 5_000 }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});
