import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';

const api = vi.hoisted(() => ({ userCenter: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { userEndpoints } = await import('../../../../contract/session');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[userEndpoints.userCenter, () => api.userCenter()]]);
});

const session = await import('../../../../app/stores/session-store');
const userInfo = await import('../../../../app/stores/user-info');
const { queryClient } = await import('../../../../app/lib/query-client');
const { readStored } = await import('../../../../app/lib/storage');
const { HttpError } = await import('../../../../app/lib/http');

const user = () => ({ cn: 'demo', uin: 1, userType: 1, nikeName: '小明', payPwd: 0 }) as UserInfo;
const cachedUser = () => queryClient.getQueryData<UserInfo>(userInfo.userInfoRead().queryKey);

describe('user info read', () => {
  beforeEach(async () => {
    api.userCenter.mockReset();
    await session.logout('logout');
    queryClient.clear();
  });

  it('starts from the log-in answer, kept locally for a reload', () => {
    session.signIn(user());
    expect(userInfo.currentUser()?.nikeName).toBe('小明');
    expect(readStored<UserInfo | null>('userInfo', null)?.cn).toBe('demo');
    // After a reload the read's first value is that copy, shown until the server answers.
    expect(userInfo.userInfoRead().initialData).toMatchObject({ cn: 'demo', nikeName: '小明' });
  });

  it('takes the user center answer when asked again, and keeps it locally', async () => {
    session.signIn(user());
    api.userCenter.mockResolvedValue({ userInfo: { ...user(), nikeName: '大明', payPwd: 1 } });
    await expect(userInfo.refreshUserInfo()).resolves.toMatchObject({ nikeName: '大明', payPwd: 1 });
    expect(cachedUser()?.payPwd).toBe(1);
    expect(userInfo.currentUser()?.nikeName).toBe('大明');
    expect(readStored<UserInfo | null>('userInfo', null)?.nikeName).toBe('大明');
  });

  it('keeps what was shown when asking again fails', async () => {
    session.signIn(user());
    api.userCenter.mockRejectedValue(new HttpError('请求错误', 1, 200));
    await expect(userInfo.refreshUserInfo()).resolves.toMatchObject({ nikeName: '小明' });
  });

  it('replaces the cached user at a new log-in, and forgets it when the session ends', async () => {
    session.signIn(user());
    api.userCenter.mockResolvedValue({ userInfo: user() });
    await userInfo.refreshUserInfo();
    session.signIn({ ...user(), cn: 'other', uin: 2 });
    expect(cachedUser()?.cn).toBe('other');
    await session.logout('logout');
    expect(cachedUser()).toBeUndefined();
    expect(userInfo.currentUser()).toBeNull();
    expect(readStored('userInfo', null)).toBeNull();
    await expect(userInfo.refreshUserInfo()).resolves.toBeNull();
    expect(api.userCenter).toHaveBeenCalledTimes(1);
  });
});
