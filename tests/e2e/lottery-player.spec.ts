import type { Page } from '@playwright/test';
import { lotteryPaths } from '../../contract/paths';
import { advanceServerClock, expect, signIn, test, users } from '../support/e2e-app';
import { submitOk } from '../support/lottery-bets';

// What a player touches on the lottery screen and keeps between visits: remembered preferences, the
// side list's countdown states, the recommendation popup, the socket coming back after a drop, the
// service worker cleared at start-up, the 1200 px page, the Mark Six routes and the bet detail modal.

async function openLottery(page: Page, path: string) {
  await page.goto(path);
  // the first visit compiles the engine worker: slow on a busy machine
  await expect(page.getByTestId('play-name')).toBeVisible({ timeout: 20_000 });
}

const plate = (page: Page) => page.getByTestId('lottery-page');

test('keeps mode, odds type, tab and play, 不限, 遗漏/冷热 and the print flag across a reload; often-used chips select their play', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    localStorage.setItem('ZH-HN1FC', '1');
    localStorage.setItem(
      'HN1FC-often',
      JSON.stringify([{ cn: '前三直选复式', code: 'HN1FC', type: 'ssc', tab: '前三', subTabConfig: '', method: 'qsm_zx_fs' }]),
    );
  });
  await signIn(page, users.player);
  await openLottery(page, '/lottery?lottery=HN1FC');

  // often-used plays ('{lottery}-often') are chips that select their play
  const often = page.getByRole('group', { name: '常用玩法' }).or(page.getByLabel('常用玩法'));
  await often.getByRole('button', { name: '前三直选复式' }).click();
  await expect(page.getByRole('tab', { name: '前三', exact: true })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('radio', { name: '2角', exact: true }).click();
  await page.getByRole('radio', { name: 'B盘', exact: true }).click();
  await page.getByRole('tab', { name: '后三', exact: true }).click();
  const lastPlay = (await page.getByTestId('play-name').textContent())!;
  await expect(page.getByTitle('遗漏')).toHaveCount(0);
  await page.getByRole('switch', { name: '遗漏' }).click();
  await page.getByRole('switch', { name: '冷热' }).click();
  // the plate shows both figures under each number
  await expect(page.getByTitle('遗漏').first()).toBeVisible();
  await expect(page.getByTitle('冷热').first()).toBeVisible();
  await page.getByText('投注后打印注单', { exact: true }).click();

  await page.reload();
  await expect(page.getByTestId('play-name')).toHaveText(lastPlay);
  await expect(page.getByRole('tab', { name: '后三', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: '2角', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'B盘', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: '遗漏' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: '冷热' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTitle('遗漏').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '投注后打印注单' })).toBeChecked();

  // 不限 (时时彩 only) is remembered too and shows the unlimited plays
  const unlimited = page.getByRole('switch', { name: '不限玩法' });
  await unlimited.click();
  await expect(unlimited).toHaveAttribute('aria-checked', 'true');
  const unlimitedPlay = (await page.getByTestId('play-name').textContent())!;
  await page.reload();
  await expect(page.getByRole('switch', { name: '不限玩法' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('play-name')).toHaveText(unlimitedPlay);
});

test('shows the side list states (等待开售..., 停止销售, 即买即开), the recommendation once then every rate seconds, and a 1200 px page that scrolls when narrow', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route(`**${lotteryPaths.issueInfoApp}?**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Record<string, { second: number; state: number }> };
    if (body.result.HN1FC) body.result.HN1FC = { ...body.result.HN1FC, second: -1, state: 1 };
    if (body.result.JSK3) body.result.JSK3 = { ...body.result.JSK3, second: -2 };
    if (body.result.MJMMC) body.result.MJMMC = { ...body.result.MJMMC, second: -1 };
    await route.fulfill({ response, json: body });
  });
  let recommendations = 0;
  await page.route(`**${lotteryPaths.recommend}?**`, async (route) => {
    recommendations += 1;
    await route.fulfill({
      json: { code: 1, msg: 'success', result: { rate: 10, recommend: '1,3,5', reason: '近期热号', lotteryName: '极速赛车', lottery: 'JSPK10' } },
    });
  });
  await page.clock.install();
  await signIn(page, users.player2);
  // time stands still (the popup's 8 s would otherwise run out on a busy machine) until the test moves it
  // (the page's clock was installed at the real time, and runs with it until then)
  await page.clock.pauseAt(Date.now() + 1_000);
  await openLottery(page, '/lottery?lottery=JSPK10');

  const side = page.getByRole('navigation', { name: '彩种列表' });
  await expect(side.getByRole('button', { name: /河内1分彩/ })).toContainText('等待开售...');
  await expect(side.getByRole('button', { name: /极速快3/ })).toContainText('停止销售');
  await expect(side.getByRole('button', { name: /秒秒彩/ })).toContainText('即买即开');

  // first visit: the recommendation shows and the ZH flag is set
  const popup = page.getByText('推荐号码 1,3,5：近期热号');
  await expect(popup).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ZH-JSPK10'))).toBe('1');
  await page.clock.fastForward(9_000);
  await expect(popup).toBeHidden();
  // after a reload it is not shown again at once, but every `rate` seconds
  const asked = recommendations;
  await page.reload();
  await expect(page.getByTestId('play-name')).toBeVisible();
  await expect.poll(() => recommendations).toBeGreaterThan(asked);
  await expect(popup).toBeHidden();
  const askedAgain = recommendations;
  // `rate` is 10 s: the popup comes back after 10 s, not after a floor of its own
  await page.clock.fastForward(11_000);
  await expect(popup).toBeVisible();
  expect(recommendations).toBeGreaterThan(askedAgain);

  // minimum width: a narrow window scrolls instead of squeezing the content
  await page.setViewportSize({ width: 900, height: 800 });
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.client).toBeLessThanOrEqual(900);
  expect(widths.scroll).toBeGreaterThanOrEqual(1200);
  expect((await plate(page).boundingBox())!.width).toBeGreaterThanOrEqual(1200);
  // the page itself is 1200 px wide, so the header's bar spans the scrolled width too
  expect((await page.getByRole('banner').boundingBox())!.width).toBeGreaterThanOrEqual(1200);
});

test(`reconnects the socket after the server drops it and receives draws again, races pk10 until the race frame posts raceFinished (not with 赛车动画 \
off); unregisters a service worker at start-up`, async ({ page }) => {
  test.setTimeout(60_000);
  let connections = 0;
  const draws: string[] = [];
  let dropServer: (() => Promise<void>) | undefined;
  await page.routeWebSocket(/\/onlineio\//, (ws) => {
    connections += 1;
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('lottery_draw_message')) draws.push(message);
      ws.send(message);
    });
    dropServer = () => server.close();
  });
  // the page clock runs until the race: then it stands still, so only a raceFinished message ends a race
  await page.clock.install();
  await signIn(page, users.trial);
  await openLottery(page, '/lottery?lottery=JSPK10');
  await expect.poll(() => connections).toBeGreaterThan(0);
  const opened = connections;

  // the server side goes away: socket.io connects again by itself
  await dropServer!();
  await expect.poll(() => connections, { timeout: 15_000 }).toBe(opened + 1);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const lastDraw = page.getByRole('region', { name: '上期开奖' });
  const race = page.getByRole('img', { name: '赛车动画' });
  /** A minute later 极速赛车 has drawn: its message comes over the socket and the screen shows that draw. */
  const nextDraw = async () => {
    const before = draws.length;
    await advanceServerClock(page, 60_000);
    // other specs move the server clock too: any of the 极速赛车 issues drawn since is the one shown
    const pk10Issues = () => draws.slice(before).flatMap((m) => (m.includes('"JSPK10"') ? [/"issue":"([^"]+)"/.exec(m)![1]!] : []));
    await expect.poll(() => pk10Issues().length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const shown = (await lastDraw.textContent()) ?? '';
        return pk10Issues().some((issue) => shown.includes(issue));
      })
      .toBe(true);
  };
  await nextDraw();
  // the race runs over the draw until the page hears the race frame's message (a draw that real time brings
  // meanwhile starts the race again: so the message is posted until the race is over)
  await expect(race).toBeVisible();
  const raceOver = (end: () => Promise<unknown>) =>
    expect
      .poll(async () => {
        await end();
        return race.isVisible();
      })
      .toBe(false);
  await raceOver(() => page.evaluate(() => window.postMessage('raceFinished', window.location.origin)));
  // the race frame posts it itself when its cars are in (4 s)
  await nextDraw();
  await expect(race).toBeVisible();
  await raceOver(() => page.clock.fastForward(4_000));
  // with 赛车动画 off (remembered) a draw shows without the race
  await page.getByText('赛车动画', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '赛车动画' })).not.toBeChecked();
  await nextDraw();
  await expect(race).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lottery-prefs'))).toContain('"raceAnimation":false');
  await page.clock.resume();

  // a service worker registered by an older client is gone after the next start
  await page
    .context()
    .route('**/e2e-old-sw.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("fetch", () => {});' }));
  await page.evaluate(() => navigator.serviceWorker.register('/e2e-old-sw.js').then(() => navigator.serviceWorker.ready));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
  await page.reload();
  await expect(page.getByTestId('play-name')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});

test('opens Mark Six on /lhc and fast Mark Six on /jslhc, and bets again from the bet detail modal', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, users.player);
  await openLottery(page, '/lhc');
  await expect(page.getByRole('heading', { name: '香港六合彩' })).toBeVisible();
  // the side list there holds the Mark Six lotteries only
  await expect(page.getByRole('navigation', { name: '彩种列表' }).getByRole('button')).toHaveCount(2);
  await openLottery(page, '/jslhc');
  await expect(page.getByRole('heading', { name: '极速六合彩' })).toBeVisible();

  // a bet on 极速快3, then its detail in the bet records and 再次投注 from there
  await openLottery(page, '/lottery?lottery=JSUK3');
  await page.getByRole('button', { name: '和值 10', exact: true }).click();
  await submitOk(page, '快速投注');
  await page.goto('/personal/game/lottery');
  const table = page.getByRole('table', { name: '彩票投注记录' });
  const sumRows = table.getByRole('row').filter({ hasText: '和值' });
  await expect(sumRows.first()).toBeVisible();
  // the player's earlier runs (a retry) may have left rows of their own: count from here
  const before = await sumRows.count();
  await sumRows.first().getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '注单详情' });
  await expect(detail.getByTestId('bet-detail')).toContainText('10');
  await detail.getByRole('button', { name: '再次投注' }).click();
  const again = page.getByRole('dialog', { name: '再次投注' });
  await again.getByRole('button', { name: '确认投注' }).click();
  await expect(page.getByText('订单提交成功！')).toBeVisible();
  await expect(sumRows).toHaveCount(before + 1);
});

test('keeps favourite lotteries on the server: starred in one browser, listed first and in the header menu in another, and taken out again', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'nopay');
  await openLottery(page, '/lottery?lottery=TXFFC');
  const head = page.getByRole('region', { name: '当前彩种' });
  await head.getByRole('button', { name: '收藏腾讯分分彩' }).click();
  await expect(head.getByRole('button', { name: '取消收藏腾讯分分彩' })).toHaveAttribute('aria-pressed', 'true');
  const side = page.getByRole('navigation', { name: '彩种列表' });
  await expect(side.getByRole('heading', { name: '我的收藏' })).toBeVisible();
  await expect(side.getByRole('button').first()).toContainText('腾讯分分彩');

  // another browser (no local storage shared) of the same player
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await signIn(second, 'nopay');
  await second.goto('/index');
  await second.getByRole('banner').getByRole('button', { name: '彩票游戏' }).click();
  const menu = second.getByRole('menu');
  await expect(menu.getByText('我的收藏')).toBeVisible();
  await menu
    .getByRole('menuitem', { name: /腾讯分分彩/ })
    .first()
    .click();
  await expect(second).toHaveURL(/lottery=TXFFC/);
  const secondHead = second.getByRole('region', { name: '当前彩种' });
  await secondHead.getByRole('button', { name: '取消收藏腾讯分分彩' }).click();
  await expect(secondHead.getByRole('button', { name: '收藏腾讯分分彩' })).toHaveAttribute('aria-pressed', 'false');
  await other.close();

  // the first browser reads the list again at its next start
  await page.reload();
  await expect(page.getByTestId('play-name')).toBeVisible({ timeout: 20_000 });
  await expect(head.getByRole('button', { name: '收藏腾讯分分彩' })).toBeVisible();
  await expect(side.getByRole('heading', { name: '我的收藏' })).toHaveCount(0);
});
