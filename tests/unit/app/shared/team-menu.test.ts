import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamMenuEntry } from '../../../../contract/content';

const api = vi.hoisted(() => ({ getTeamCenter: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { contentEndpoints } = await import('../../../../contract/content');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[contentEndpoints.teamCenter, () => api.getTeamCenter()]]);
});

const team = await import('../../../../app/shared/team-menu');
const session = await import('../../../../app/stores/session-store');
const { HttpError } = await import('../../../../app/lib/http');
const { queryClient } = await import('../../../../app/lib/query-client');

/** Loads (or reloads) the menu; a failure stays in the read's state, as the menu's retry shows it. */
const load = (userType: number | undefined) => team.refreshTeamCenter(userType).catch(() => null);
const menuState = () => queryClient.getQueryState(team.teamCenterRead().queryKey);

const entry = (over: Partial<TeamMenuEntry>): TeamMenuEntry => ({
  path: 'teamsummary',
  paramPath: 'teamsummary',
  filePath: 'team/summary',
  firstTime: '',
  newId: 0,
  title: '团队概况',
  show: 1,
  type: 1,
  ...over,
});
const menu = [
  entry({}),
  entry({ path: 'openaccount', paramPath: 'register', title: '开户中心', firstTime: '2026-01-15 10:00:00', newId: 1 }),
  entry({ path: 'lotterybonus', paramPath: 'mybonus', title: '彩票分红', show: 0 }),
  entry({ path: '', paramPath: '', title: '无路径' }),
];

describe('team menu', () => {
  beforeEach(() => {
    queryClient.clear();
    api.getTeamCenter.mockReset();
  });

  it('lists entries with a path and show set, highlighting one with a new id', () => {
    expect(team.visibleTeamEntries(menu)).toEqual([
      { key: 'teamsummary-teamsummary', title: '团队概况', section: 'teamsummary', type: 'teamsummary', isNew: false },
      { key: 'openaccount-register', title: '开户中心', section: 'openaccount', type: 'register', isNew: true },
    ]);
  });

  it('keeps the divider items between entries, never first, last or twice in a row', () => {
    const divider = entry({ path: '', paramPath: '', title: '', divider: 1, type: 2 });
    const lines = team.teamMenuLines([
      divider,
      entry({}),
      divider,
      divider,
      entry({ path: 'lowerlevel', paramPath: 'manage', title: '下级管理', subTypes: [{ path: 'manage', title: '下级列表' }] }),
      divider,
    ]);
    expect(lines.map((l) => ('divider' in l ? '|' : l.title))).toEqual(['团队概况', '|', '下级管理']);
    expect(lines[2]).toMatchObject({ section: 'lowerlevel', type: 'manage', subTypes: [{ path: 'manage', title: '下级列表' }] });
  });

  it.each([0, 10, undefined])('does not call the team center for user type %s', async (userType) => {
    await load(userType);
    expect(api.getTeamCenter).not.toHaveBeenCalled();
    expect(team.cachedTeamEntries()).toEqual([]);
  });

  it.each([1, 6])('loads the menu for user type %i, one call at a time', async (userType) => {
    api.getTeamCenter.mockResolvedValue({ userLevel: true, list: menu });
    await Promise.all([load(userType), load(userType)]);
    expect(api.getTeamCenter).toHaveBeenCalledTimes(1);
    expect(menuState()?.status).toBe('success');
    expect(queryClient.getQueryData(team.teamCenterRead().queryKey)?.userLevel).toBe(true);
    expect(team.cachedTeamEntries()).toHaveLength(4);
  });

  it('clearing firstTime also clears newId', async () => {
    api.getTeamCenter.mockResolvedValue({ userLevel: true, list: menu.map((e) => ({ ...e })) });
    await load(1);
    team.clearFirstTime('openaccount');
    expect(team.cachedTeamEntries().find((e) => e.path === 'openaccount')).toMatchObject({ firstTime: '', newId: 0 });
    expect(team.visibleTeamEntries(team.cachedTeamEntries()).every((e) => !e.isNew)).toBe(true);
  });

  it('keeps the menu on failure, marks the failure for a retry, and empties it when the session ends', async () => {
    api.getTeamCenter.mockResolvedValueOnce({ userLevel: true, list: menu });
    await load(1);
    // An answer of the server fails at once (network trouble alone is retried by the cache first).
    api.getTeamCenter.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await load(1);
    expect(team.cachedTeamEntries()).toHaveLength(4);
    expect(menuState()).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    session.signIn({ cn: 'agent', userType: 1 } as never);
    await session.logout('logout');
    expect(team.cachedTeamEntries()).toEqual([]);
    expect(menuState()).toBeUndefined();
  });

  it('shows a first failed load as an error, not as an empty menu, and a retry fills it', async () => {
    api.getTeamCenter.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await load(1);
    expect(menuState()).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    api.getTeamCenter.mockResolvedValueOnce({ userLevel: true, list: menu });
    await load(1);
    expect(menuState()?.status).toBe('success');
    expect(team.cachedTeamEntries()).toHaveLength(4);
  });
});
