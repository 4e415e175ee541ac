/**
 * Team contracts end to end, on a server of this file's own (its test clock starts ten minutes
 * before a Beijing midnight, so a day's period ends without moving the shared server's clock a
 * day): agent2 opens an agent downline, offers it a daily salary in the lower-deed view, the
 * downline signs it in its own browser, bets, the clock passes midnight, and the payout shows in
 * both views and moves both balances. Then every contract and report view in both themes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { contractPaths, lotteryPaths, teamPaths, walletPaths } from '../../contract/paths';
import { caughtUp, startServerProcess, type RunningServer } from '../support/start-server';
import { expect as baseExpect, inBothThemes, login, teamCenterEntries, test } from '../support/e2e-app';

// This file's server runs beside the shared one and the other browser tests on a busy machine: longer waits.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'serial' });

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const DOWNLINE = 'e2edown';
const DOWNLINE_PASSWORD = 'abc12345';
const PAY_PASSWORD = 'pay12345';

/** Tomorrow 23:50 Beijing time (the test clock may start anywhere; a real date keeps the demo plausible). */
const startAt = (() => {
  const beijing = new Date(Date.now() + 8 * 3_600_000 + 86_400_000);
  return `${beijing.toISOString().slice(0, 10)}T23:50:00+08:00`;
})();

let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-contracts-e2e-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(import.meta.dirname, '../../dist'),
    TEST_CLOCK: '1',
    TEST_MANUAL_JOBS: '1',
    TEST_CLOCK_START: startAt,
  });
  await caughtUp(server);
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Moves the server's clock and runs every job (draws, settlement, contract payouts). */
async function advance(request: APIRequestContext, ms: number): Promise<number> {
  const response = await request.post('/__test/clock', { data: { advanceMs: ms, jobs: 'all' }, headers: xhr });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { now: number } }).result.now;
}

const balanceOf = async (request: APIRequestContext) =>
  Number(((await (await request.get(walletPaths.balance, { headers: xhr })).json()) as { data: { cash: string } }).data.cash);

/** A page of this file's server, in a browser context of its own, logged in through the login screen. */
async function signedInPage(browser: Browser, user: string, password?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __DS_PIN_FONTS__: boolean }).__DS_PIN_FONTS__ = true;
  });
  await login(page, user, password);
  await followClock(page);
  return page;
}

/** The page's clock at the server's (its date decides the reports' default days). */
async function followClock(page: Page): Promise<void> {
  await page.clock.setSystemTime(await advance(page.request, 0));
}

test('an agent offers a daily salary, the downline signs it in its own browser, and the next day pays it into both balances', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'agent2');
  const opened = await (
    await page.request.post(teamPaths.openAccount, { data: { username: DOWNLINE, password: DOWNLINE_PASSWORD, point: '0', userType: 1 }, headers: xhr })
  ).json();
  expect(opened.code, opened.msg).toBe(1);

  await page.goto('/team/lotterysalary/lowerdeed');
  await expect(page.getByRole('heading', { level: 1, name: '彩票日工资' })).toBeVisible();
  await expect(page.getByLabel('当前契约')).toContainText('0.8%');
  await page
    .getByRole('table', { name: '直属下级' })
    .getByRole('row', { name: new RegExp(DOWNLINE) })
    .getByRole('button', { name: '发起契约' })
    .click();
  const dialog = page.getByRole('dialog', { name: `发起彩票日工资契约：${DOWNLINE}` });
  const tier = dialog.getByRole('group', { name: '第1档' });
  await tier.getByLabel('团队投注额 ≥').fill('20');
  await tier.getByLabel('活跃人数 ≥').fill('1');
  // Better than agent2's own 0.8 %: refused, and the dialog stays open with the message.
  await tier.getByLabel('比例').fill('0.9');
  // A tier added and left blank is named before anything is sent; removing it leaves the first tier as typed.
  await dialog.getByRole('button', { name: '添加档位' }).click();
  await dialog.getByRole('button', { name: '发起契约' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写第2档的全部条件');
  await dialog.getByRole('group', { name: '第2档' }).getByRole('button', { name: '删除' }).click();
  await expect(dialog.getByRole('group', { name: '第2档' })).toHaveCount(0);
  await expect(tier.getByLabel('比例')).toHaveValue('0.9');
  await dialog.getByRole('button', { name: '发起契约' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('契约条件不能优于您自己的契约');
  await tier.getByLabel('比例').fill('0.5');
  await dialog.getByRole('button', { name: '发起契约' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: '已发起的契约' }).getByRole('row', { name: new RegExp(DOWNLINE) })).toContainText('待签约');

  const downline = await signedInPage(browser, DOWNLINE, DOWNLINE_PASSWORD);
  // The menu offers the section, marked new while the offer waits, and opens 我的契约.
  await downline.getByRole('button', { name: '管理中心' }).click();
  const entry = downline.getByRole('menu').getByRole('menuitem', { name: /彩票日工资/ });
  await expect(entry).toContainText('新');
  await entry.click();
  await expect(downline).toHaveURL(/\/team\/lotterysalary\/mydeed$/);
  const offer = downline.getByRole('table', { name: '我的契约' }).getByRole('row', { name: /agent2/ });
  await expect(offer).toContainText('≥20.00/0.00/1人 0.5%');
  await offer.getByRole('button', { name: '签约' }).click();
  await expect(offer).toContainText('已签约');

  // agent2 funds the downline; the downline bets 32 yuan on every sum of 极速快3 (it always wins), drawn a minute later.
  const funded = await (
    await page.request.post(teamPaths.lowerTransfer, { data: { username: DOWNLINE, amount: '100', payPassword: PAY_PASSWORD }, headers: xhr })
  ).json();
  expect(funded.code, funded.msg).toBe(1);
  const lottery = 'JSK3';
  const odds = (await (await downline.request.get(`${lotteryPaths.odds}?lottery=${lottery}`, { headers: xhr })).json()).result[lottery].hz_hz_hz.choices[0];
  const issue = (await (await downline.request.get(`${lotteryPaths.issue}?lottery=${lottery}`, { headers: xhr })).json()).result.issue;
  const line = {
    method: 'hz_hz_hz',
    code: Array.from({ length: 16 }, (_, i) => i + 3).join(','),
    nums: 16,
    amount: '32',
    piece: 1,
    price: '2',
    odds: odds.odds,
    point: odds.point,
  };
  const placed = await (await downline.request.post(lotteryPaths.addOrder, { data: { lottery, issue, betType: 2, order: [line] }, headers: xhr })).json();
  expect(placed.code, placed.msg).toBe(1);
  await advance(page.request, 90_000);
  const [downlineBefore, agentBefore] = [await balanceOf(downline.request), await balanceOf(page.request)];

  // Past midnight: the day ends and its salary is paid, 0.5 % of 32 yuan.
  await advance(page.request, 10 * 60_000);
  expect(await balanceOf(downline.request)).toBeCloseTo(downlineBefore + 0.16, 4);
  const paidOut = (await (await page.request.get(contractPaths.payouts, { params: { kind: 'lotterysalary', side: 'lower' }, headers: xhr })).json()).result
    .list;
  const received = (await (await page.request.get(contractPaths.payouts, { params: { kind: 'lotterysalary', side: 'mine' }, headers: xhr })).json()).result
    .list;
  const paidNow = (list: Array<{ state: string; paidAt: string; amount: string }>) =>
    list.filter((p) => p.state === 'paid').reduce((sum, p) => sum + Number(p.amount), 0);
  expect(paidOut.find((p: { payee: string }) => p.payee === DOWNLINE)).toMatchObject({ amount: '0.16', state: 'paid', volume: '32', rate: '0.5' });
  // agent2's salary from agent waits for agent's approval: nothing comes in, the 0.16 goes out.
  expect(paidNow(received)).toBe(0);
  expect(await balanceOf(page.request)).toBeCloseTo(agentBefore - 0.16, 4);

  await followClock(downline);
  await followClock(page);
  await downline.goto('/team/lotterysalary/mysalary');
  await expect(downline.getByRole('table', { name: '我的日工资' }).getByRole('row', { name: /agent2/ })).toContainText('0.16');
  await page.goto('/team/lotterysalary/lowersalary');
  await expect(page.getByRole('table', { name: '下级日工资' }).getByRole('row', { name: new RegExp(DOWNLINE) })).toContainText('已发放');
  await downline.context().close();
  await page.context().close();
});

/** Dates move with the server's clock: masked in screenshots. */
const moving = (page: Page) => [page.getByRole('group', { name: '查询日期' }), page.locator('td:first-child'), page.getByLabel('当前契约').locator('p')];

test('every contract and report view of the team center, in both themes', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'agent');
  await page.goto('/team/teamsummary/teamsummary');
  const side = page.getByRole('navigation', { name: '团队中心' });
  await expect(side.getByRole('link')).toHaveText(teamCenterEntries);
  await expect(side.locator('hr')).toHaveCount(3);
  // [route, the table (or cards) the view shows, whether its rows carry dates beyond the first column (masked whole)]
  const views: Array<[string, string, boolean?]> = [
    ['/team/teamsummary/teamsummary', '团队概况'],
    ['/team/teamyk/lottery', '团队盈亏'],
    ['/team/dayyk/lottery', '日盈亏'],
    ['/team/teambetting/lottery', '团队投注', true],
    ['/team/teamgrow/team', '团队增长'],
    ['/team/lowerlevel/manage', '下级列表', true],
    ['/team/openaccount/link', '注册链接', true],
    ['/team/lotterysalary/mysalary', '我的日工资'],
    ['/team/lotterysalary/lowerdeed', '已发起的契约', true],
    ['/team/lotterysalary/lowersalary', '下级日工资'],
    ['/team/lotterybonus/mybonus', '我的分红'],
    ['/team/gamereturn/myreturn', '我的返水'],
    ['/team/recommend/recommenddzsreport', '招商报表'],
    ['/team/recommend/recommendreport', '推荐报表', true],
    ['/team/recommend/salaryapprove', '待审批日工资'],
    ['/team/betamountreport/betamountreport', '投注额报表'],
  ];
  for (const [route, name, timed] of views) {
    await page.goto(route);
    const shown = name === '团队概况' ? page.locator('dl[aria-label="团队概况"]') : page.getByRole('table', { name });
    await expect(shown).toBeVisible();
    if (name !== '团队概况') await expect(shown.getByRole('row')).not.toHaveCount(1);
    const file = route.split('/').slice(2).join('-');
    await inBothThemes(page, (theme) =>
      expect(page.locator('main')).toHaveScreenshot(`team-${file}-${theme}.png`, { mask: [...moving(page), ...(timed ? [shown.locator('tbody')] : [])] }),
    );
  }
  // agent2's salary waits for agent's approval: approving pays it.
  await page.goto('/team/recommend/salaryapprove');
  const waiting = page.getByRole('table', { name: '待审批日工资' }).getByRole('row', { name: /agent2/ });
  await expect(waiting.first()).toBeVisible();
  const before = await waiting.count();
  await waiting.first().getByRole('button', { name: '同意发放' }).click();
  await expect(page.getByRole('table', { name: '待审批日工资' }).getByRole('row', { name: /agent2/ })).toHaveCount(before - 1);

  // A section the server does not list for this user, or an unknown one, is the 404 page.
  for (const route of ['/team/nosuch/thing', '/team/lotterysalary/nosuchview']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/page404$/);
  }
  await page.context().close();
});

test('a downline with an offer waiting sees it in 我的契约, and the terms it was granted in 下级契约', async ({ browser }) => {
  const page = await signedInPage(browser, 'agent2');
  await page.goto('/team/lotteryprivate/mydeed');
  await expect(page.getByRole('table', { name: '我的契约' }).getByRole('row', { name: /agent/ }).first()).toContainText('待签约');
  const deeds = page.getByRole('table', { name: '我的契约' });
  await inBothThemes(page, (theme) =>
    expect(page.locator('main')).toHaveScreenshot(`team-lotteryprivate-mydeed-${theme}.png`, { mask: [...moving(page), deeds.locator('tbody')] }),
  );
  await page.goto('/team/lotterybonus/lowerdeed');
  await expect(page.getByLabel('当前契约')).toContainText('8%');
  await page.context().close();
});
