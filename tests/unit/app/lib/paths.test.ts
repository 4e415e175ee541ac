import { describe, expect, it } from 'vitest';
import { href, isBarePage, isPublicPath, pageTitleOf, showsFloatingAds } from '../../../../app/lib/paths';

describe('paths', () => {
  it('titles pages by their first path segment', () => {
    expect(pageTitleOf('/')).toBe('登录 - 彩票平台');
    expect(pageTitleOf('/index')).toBe('首页 - 彩票平台');
    expect(pageTitleOf('/personal/account/account')).toBe('会员中心 - 彩票平台');
    expect(pageTitleOf('/chart/ssc/HN1FC')).toBe('走势图 - 彩票平台');
    expect(pageTitleOf('/register/DEMO8888')).toBe('注册 - 彩票平台');
    expect(pageTitleOf('/diceGame')).toBe('骰宝 - 彩票平台');
    expect(pageTitleOf('/unknown')).toBe('彩票平台');
  });

  it('hides header and footer on /, /login, /page404, /register, /speed and /chart', () => {
    for (const path of ['/', '/login', '/page404', '/register/ABC', '/speed', '/chart/ssc/HN1FC']) expect(isBarePage(path)).toBe(true);
    for (const path of ['/index', '/lottery', '/personal', '/team', '/forget']) expect(isBarePage(path)).toBe(false);
  });

  it('shows floating ads on / and login/register only', () => {
    expect(['/', '/login', '/register/X'].every(showsFloatingAds)).toBe(true);
    expect(['/index', '/forget', '/speed'].some(showsFloatingAds)).toBe(false);
  });

  it('knows which paths need a session', () => {
    expect(isPublicPath('/forget')).toBe(true);
    expect(isPublicPath('/helpercenter')).toBe(true);
    expect(isPublicPath('/index')).toBe(false);
    expect(isPublicPath('/personal/account/account')).toBe(false);
  });

  it('builds hrefs', () => {
    expect(href.register('DEMO 8')).toBe('/register/DEMO%208');
    expect(href.chart('ssc', 'HN1FC')).toBe('/chart/ssc/HN1FC');
    expect(href.lottery('HN1FC')).toBe('/lottery?lottery=HN1FC');
    expect(href.helpCenter('UsdtTeach')).toBe('/helpercenter#UsdtTeach');
  });
});
