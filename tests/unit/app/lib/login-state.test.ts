import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoginState } from '../../../../app/lib/api/get-login-state';
import { http, HttpError } from '../../../../app/lib/http';
import { errorCodes } from '../../../../contract/primitives';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('getLoginState', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    http.onSessionExpired(null);
  });

  it('resolves to the state when the code is 0, with appId 5 in the query', async () => {
    const fetch = answer({ code: 0, msg: 'success', data: { cn: 'demo', uin: 1 } });
    vi.stubGlobal('fetch', fetch);
    await expect(getLoginState()).resolves.toEqual({ cn: 'demo', uin: 1 });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^\/sso\/u\/getUserLoginState\?appId=5&_=\d+$/);
  });

  it('resolves to null without running the expired-session handler when the server says the session is gone', async () => {
    const expired = vi.fn();
    http.onSessionExpired(expired);
    vi.stubGlobal('fetch', answer({ code: 401, msg: '登录状态已失效，请重新登录' }));
    await expect(getLoginState()).resolves.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('rejects when the server is busy, so a check during an outage logs nobody out', async () => {
    vi.stubGlobal('fetch', answer(errorCodes.busy, 503));
    await expect(getLoginState()).rejects.toBeInstanceOf(HttpError);
  });
});
