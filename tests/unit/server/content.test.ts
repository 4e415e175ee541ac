import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminNotice, Banner, TeamCenter } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { startTestServer, type TestServer } from '../../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  await s.close();
});

describe('home content and customer service (public)', () => {
  it('serves banners with Chinese titles and two-colour gradient placeholders, without a session', async () => {
    const { status, json } = await s.call('GET', contentPaths.banners, { query: { _: '1' } });
    expect(status).toBe(200);
    expect(json.code).toBe(0);
    const banners = json.data as Banner[];
    expect(banners.length).toBeGreaterThanOrEqual(2);
    for (const banner of banners) {
      expect(banner.title).toMatch(/[\u4e00-\u9fff]/);
      expect(banner.gradient).toHaveLength(2);
      for (const colour of banner.gradient) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(typeof banner.link).toBe('string');
    }
    expect(new Set(banners.map((b) => b.id)).size).toBe(banners.length);
  });

  it('serves the notices newest first with Beijing times', async () => {
    const { json } = await s.call('GET', contentPaths.notices);
    expect(json.code).toBe(0);
    const notices = json.data as AdminNotice[];
    expect(notices.length).toBeGreaterThanOrEqual(2);
    for (const notice of notices) {
      expect(notice.title).not.toBe('');
      expect(notice.content).not.toBe('');
      expect(notice.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const times = notices.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives the live-support URL on the request host (code 0), and that page is served', async () => {
    const { json } = await s.call('GET', contentPaths.liveSupportUrl, { headers: { host: '127.0.0.1:4321' } });
    expect(json).toMatchObject({ code: 0, data: { url: `http://127.0.0.1:4321${contentPaths.supportPage}` } });
    const page = await s.app.inject({ method: 'GET', url: contentPaths.supportPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('在线客服');
  });

  it('serves the service contract config flags', async () => {
    const { json } = await s.call('GET', contentPaths.serviceContractConfig);
    expect(json).toEqual({ code: 0, msg: 'success', data: { register: 1, login: 1, customer: 1 } });
  });

  it('declares its query schema (an over-long _ answers 400)', async () => {
    const { status } = await s.call('GET', contentPaths.banners, { query: { _: 'x'.repeat(50) } });
    expect(status).toBe(400);
  });
});

describe('team center', () => {
  it('needs a session', async () => {
    const { status, json } = await s.call('GET', contentPaths.teamCenter);
    expect(status).toBe(401);
    expect(json.code).toBe(401);
  });

  it('gives an agent without contracts the report and downline sections, grouped by divider items, and no contract section', async () => {
    const { cookie } = await s.createUser('agent1', '0', 1);
    const { status, json } = await s.call('GET', contentPaths.teamCenter, { cookie });
    expect(status).toBe(200);
    expect(json.code).toBe(1);
    const result = json.result as TeamCenter;
    expect(result.userLevel).toBe(true);
    const lines = result.list.map((e) => (e.divider === 1 ? '|' : e.title));
    expect(lines).toEqual(['团队总览', '团队盈亏', '日盈亏', '团队投注', '团队增长', '|', '下级管理', '开户中心', '|', '推荐报表', '投注额报表']);
    for (const entry of result.list) {
      expect(entry.show).toBe(1);
      // A new id goes with a first time (an offer waiting for the user), and no new id with none.
      expect(entry.newId !== 0).toBe(entry.firstTime !== '');
    }
    expect(result.list.find((e) => e.title === '团队总览')).toMatchObject({ path: 'teamsummary', paramPath: 'teamsummary' });
    // The recommend entry opens on its first visible sub-type; salary approval needs salary contracts.
    expect(result.list.find((e) => e.path === 'recommend')).toMatchObject({
      paramPath: 'recommenddzsreport',
      subTypes: [{ path: 'recommenddzsreport' }, { path: 'recommendreport' }],
    });
    expect(result.list.find((e) => e.path === 'teamyk')).toMatchObject({ paramPath: 'lottery' });
    expect(result.list.find((e) => e.path === 'teamyk')!.subTypes).toBeUndefined();
  });

  it('gives other types (6) the menu too', async () => {
    const { cookie } = await s.createUser('type6user', '0', 6);
    expect((await s.call('GET', contentPaths.teamCenter, { cookie })).json.code).toBe(1);
  });

  it.each([0, 7, 10])('refuses user type %i (no team center)', async (userType) => {
    const { cookie } = await s.createUser(`user${userType}x`, '0', userType);
    const { status, json } = await s.call('GET', contentPaths.teamCenter, { cookie });
    expect(status).toBe(200);
    expect(json).toEqual({ code: 403, msg: '无权操作' });
    expect(json.result).toBeUndefined();
  });
});
