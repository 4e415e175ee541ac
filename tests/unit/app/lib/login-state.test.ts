import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../../app/lib/http';
import { checkLoginState, sessionState, signIn } from '../../../../app/stores/session-store';
import { errorCodes } from '../../../../contract/primitives';
import type { UserInfo } from '../../../../contract/session';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the periodic login check (checkLoginState)', () => {
  beforeEach(() => signIn({ cn: 'demo', uin: 1, userType: 0 } as UserInfo));
  afterEach(() => {
    vi.unstubAllGlobals();
    http.onSessionExpired(null);
  });

  it('stays logged in when the code is 0, asking with appId 5 in the query', async () => {
    const fetch = answer({ code: 0, msg: 'success', data: { cn: 'demo', uin: 1 } });
    vi.stubGlobal('fetch', fetch);
    await expect(checkLoginState()).resolves.toBe(true);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^\/sso\/u\/getUserLoginState\?appId=5&_=\d+$/);
    expect(sessionState.loggedIn).toBe(true);
  });

  it('ends the session itself, without running the expired-session handler, when the server says it is gone', async () => {
    const expired = vi.fn();
    http.onSessionExpired(expired);
    vi.stubGlobal('fetch', answer({ code: 401, msg: '登录状态已失效，请重新登录' }));
    await expect(checkLoginState()).resolves.toBe(false);
    expect(expired).not.toHaveBeenCalled();
    expect(sessionState).toMatchObject({ loggedIn: false, ended: 'expired' });
  });

  it('stays logged in when the server is busy, so a check during an outage logs nobody out', async () => {
    vi.stubGlobal('fetch', answer(errorCodes.busy, 503));
    await expect(checkLoginState()).resolves.toBe(true);
    expect(sessionState.loggedIn).toBe(true);
  });
});
