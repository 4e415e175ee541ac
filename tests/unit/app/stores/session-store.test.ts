import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';

const api = vi.hoisted(() => ({
  getLoginState: vi.fn(),
  getUserCenter: vi.fn(),
  logoutRequest: vi.fn(),
  getBalance: vi.fn(),
}));
vi.mock('../../../../app/lib/call', async (real) => {
  const { walletEndpoints } = await import('../../../../contract/wallet');
  const { sessionEndpoints, userEndpoints } = await import('../../../../contract/session');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [walletEndpoints.balance, () => api.getBalance()],
    [sessionEndpoints.loginState, () => api.getLoginState()],
    [userEndpoints.userCenter, () => api.getUserCenter()],
    [sessionEndpoints.logout, (input) => api.logoutRequest(input)],
  ]);
});

const { clearToasts, getToasts } = await import('../../../../design-system/lib/toast-store');
const { readStored } = await import('../../../../app/lib/storage');
const session = await import('../../../../app/stores/session-store');
const balance = await import('../../../../app/stores/balance-store');
const { http } = await import('../../../../app/lib/http');

const demoUser: UserInfo = {
  roleType: 0,
  nikeName: '小明',
  cn: 'demo',
  uin: 1,
  userType: 0,
  platformId: 4,
  lastLoginTimeStr: '2026-11-22 08:00:00',
  lettersCount: 0,
  twostep: 0,
  twostepAgentTransfer: 0,
  twostepThirdTransfer: 0,
  twostepBindAddress: 0,
  twostepWithdraw: 0,
  twostepLogin: 0,
  payPwd: 1,
  securityQuestion: 1,
  sureChange: 0,
};

describe('session store', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    clearToasts();
    session.signIn(demoUser);
  });

  it('keeps the logged-in flag and the user info locally', () => {
    expect(session.sessionState.loggedIn).toBe(true);
    expect(readStored('loggedIn', false)).toBe(true);
    expect(readStored<UserInfo | null>('userInfo', null)?.cn).toBe('demo');
  });

  it('logs out locally when the login check answers that the session is gone', async () => {
    const { HttpError } = await import('../../../../app/lib/http');
    api.getLoginState.mockRejectedValue(new HttpError('登录状态已失效，请重新登录', 401, 401));
    await expect(session.checkLoginState()).resolves.toBe(false);
    expect(session.sessionState.loggedIn).toBe(false);
    expect(session.sessionState.ended).toBe('expired');
    expect(readStored('loggedIn', null)).toBeNull();
    expect(api.logoutRequest).not.toHaveBeenCalled();
  });

  it('stays logged in when the check answers the session or the network fails', async () => {
    api.getLoginState.mockResolvedValueOnce({ cn: 'demo', uin: 1 });
    await expect(session.checkLoginState()).resolves.toBe(true);
    api.getLoginState.mockRejectedValueOnce(new Error('offline'));
    await expect(session.checkLoginState()).resolves.toBe(true);
    expect(session.sessionState.loggedIn).toBe(true);
  });

  it('logs out with the tip: server call, flags cleared, a notice, and no expiry warning', async () => {
    api.logoutRequest.mockResolvedValue(undefined);
    await session.logout('tip');
    expect(api.logoutRequest).toHaveBeenCalledWith({ cn: 'demo' });
    expect(session.sessionState.loggedIn).toBe(false);
    expect(session.sessionState.ended).toBe('logout');
    expect(getToasts().map((t) => t.message)).toContain('您已安全退出');
  });

  it('logs out locally only with the plain value', async () => {
    await session.logout('logout');
    expect(api.logoutRequest).not.toHaveBeenCalled();
    expect(session.sessionState.loggedIn).toBe(false);
    expect(getToasts()).toHaveLength(0);
  });

  it('ends the local session when any call answers 401 (handled in the HTTP client)', async () => {
    session.installSessionExpiry();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 401, msg: '登录状态已失效，请重新登录' }), { status: 401 }));
    try {
      await expect(http.get('/sobet/userInfo/userCenterAjax')).rejects.toMatchObject({ message: '登录状态已失效，请重新登录' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(session.sessionState.loggedIn).toBe(false);
    expect(session.sessionState.ended).toBe('expired');
  });

  it('clears the balance when the session ends', async () => {
    api.getBalance.mockResolvedValue({ cash: '10000', agentActiveBalance: '0', version: 3 });
    await balance.refreshBalance();
    expect(balance.cachedBalance()?.cash).toBe('10000');
    await session.logout('logout');
    expect(balance.cachedBalance()).toBeNull();
    expect(readStored('balance', null)).toBeNull();
  });
});
