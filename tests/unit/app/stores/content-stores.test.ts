import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamMenuEntry } from '../../../../contract/content';

const api = vi.hoisted(() => ({ getTeamCenter: vi.fn(), checkChatMessage: vi.fn(), getGroupList: vi.fn(), getLiveSupportUrl: vi.fn() }));
vi.mock('../../../../app/lib/api/get-team-center', () => ({ getTeamCenter: api.getTeamCenter }));
vi.mock('../../../../app/lib/api/check-chat-message', () => ({ checkChatMessage: api.checkChatMessage, getGroupList: api.getGroupList }));
vi.mock('../../../../app/lib/api/get-live-support-url', () => ({ getLiveSupportUrl: api.getLiveSupportUrl }));

const team = await import('../../../../app/stores/team-store');
const chat = await import('../../../../app/stores/chat-store');
const support = await import('../../../../app/stores/customer-service-store');
const session = await import('../../../../app/stores/session-store');
const { HttpError } = await import('../../../../app/lib/http');

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

describe('team store', () => {
  beforeEach(() => {
    team.clearTeam();
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
    await team.loadTeamCenter(userType);
    expect(api.getTeamCenter).not.toHaveBeenCalled();
    expect(team.teamState.entries).toEqual([]);
  });

  it.each([1, 6])('loads the menu for user type %i, one call at a time', async (userType) => {
    api.getTeamCenter.mockResolvedValue({ userLevel: true, list: menu });
    await Promise.all([team.loadTeamCenter(userType), team.loadTeamCenter(userType)]);
    expect(api.getTeamCenter).toHaveBeenCalledTimes(1);
    expect(team.teamState).toMatchObject({ load: { status: 'ready' }, userLevel: true });
    expect(team.teamState.entries).toHaveLength(4);
  });

  it('clearing firstTime also clears newId', async () => {
    api.getTeamCenter.mockResolvedValue({ userLevel: true, list: menu.map((e) => ({ ...e })) });
    await team.loadTeamCenter(1);
    team.clearFirstTime('openaccount');
    expect(team.teamState.entries.find((e) => e.path === 'openaccount')).toMatchObject({ firstTime: '', newId: 0 });
    expect(team.visibleTeamEntries(team.teamState.entries).every((e) => !e.isNew)).toBe(true);
  });

  it('keeps the menu on failure, marks the failure for a retry, and empties it when the session ends', async () => {
    api.getTeamCenter.mockResolvedValueOnce({ userLevel: true, list: menu });
    await team.loadTeamCenter(1);
    api.getTeamCenter.mockRejectedValueOnce(new HttpError('请求错误', -1, 0));
    await team.loadTeamCenter(1);
    expect(team.teamState.entries).toHaveLength(4);
    expect(team.teamState.load).toEqual({ status: 'error', error: '请求错误' });
    session.signIn({ cn: 'agent', userType: 1 } as never);
    await session.logout('logout');
    expect(team.teamState.entries).toEqual([]);
    expect(team.teamState.load.status).toBe('idle');
  });

  it('shows a first failed load as an error, not as an empty menu, and a retry fills it', async () => {
    api.getTeamCenter.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await team.loadTeamCenter(1);
    expect(team.teamState.load).toEqual({ status: 'error', error: '服务器繁忙' });
    api.getTeamCenter.mockResolvedValueOnce({ userLevel: true, list: menu });
    await team.loadTeamCenter(1);
    expect(team.teamState.load.status).toBe('ready');
    expect(team.teamState.entries).toHaveLength(4);
  });
});

describe('chat unread fetch', () => {
  beforeEach(() => {
    chat.chatState.unreadIds = [];
    api.checkChatMessage.mockReset();
    api.getGroupList.mockReset().mockResolvedValue({ groups: [] });
  });

  it('sets the distinct unread ids from the server, and the groups with unread messages', async () => {
    api.checkChatMessage.mockResolvedValue({ count: 2, ids: ['a', 'b', 'a'] });
    api.getGroupList.mockResolvedValue({
      groups: [
        { gid: 4, unread: 2 },
        { gid: 5, unread: 0 },
      ],
    });
    await chat.loadUnread(0);
    expect(chat.chatState.unreadIds).toEqual(['a', 'b', 'g4']);
  });

  it('does not ask for trial users (no chat) and keeps the count on failure', async () => {
    await chat.loadUnread(10);
    expect(api.checkChatMessage).not.toHaveBeenCalled();
    chat.addUnread('x');
    api.checkChatMessage.mockRejectedValueOnce(new Error('请求错误'));
    await chat.loadUnread(1);
    expect(chat.chatState.unreadIds).toEqual(['x']);
  });
});

describe('live-support URL', () => {
  it('loads once, retries after a failure and keeps the URL', async () => {
    api.getLiveSupportUrl.mockRejectedValueOnce(new Error('请求错误'));
    expect(await support.loadLiveSupportUrl()).toBeNull();
    api.getLiveSupportUrl.mockResolvedValueOnce('http://127.0.0.1:4321/support');
    expect(await support.loadLiveSupportUrl()).toBe('http://127.0.0.1:4321/support');
    expect(await support.loadLiveSupportUrl()).toBe('http://127.0.0.1:4321/support');
    expect(api.getLiveSupportUrl).toHaveBeenCalledTimes(2);
    expect(support.customerServiceState.url).toBe('http://127.0.0.1:4321/support');
  });
});
