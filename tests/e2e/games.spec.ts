import type { Page } from '@playwright/test';
import { transferPaths } from '../../contract/paths';
import { expect, followServerClock, inBothThemes, signIn, test } from '../support/e2e-app';

// The seeded `gamefan` (fund password pay12345) belongs to this file alone: money in the main,
// AG and HQT wallets; CQ9, 沙巴 and FB start empty. The tests run in this order.
test.describe.configure({ mode: 'serial' });

const GAMEFAN = 'gamefan';
const PAY_PASSWORD = 'pay12345';

/** Clicks a tile's launch button and returns the demo provider's page it opens. */
async function launch(page: Page, game: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: `进入游戏 ${game}`, exact: true }).click();
  const gamePage = await opened;
  await expect(gamePage.getByRole('heading', { level: 1, name: game, exact: true })).toBeVisible();
  return gamePage;
}

/** Moves a game wallet's balance back to the main wallet, so a retried test starts from the empty wallet it needs. */
async function emptyGameWallet(page: Page, cid: string): Promise<void> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const index = await (await page.request.get(transferPaths.transferIndex, { headers })).json();
  const cash = (index.data.cashList as Array<{ cid: string; cash: string }>).find((wallet) => wallet.cid === cid)?.cash ?? '0';
  if (Number(cash) === 0) return;
  const response = await page.request.post(transferPaths.transfer, {
    data: { turnOut: cid, turnIn: 'sobet_01', cash, payPassword: PAY_PASSWORD },
    headers,
  });
  expect((await response.json()).code).toBe(0);
}

const providerTabs = (page: Page) => page.getByRole('tablist', { name: '游戏平台' }).getByRole('tab');

test('live and slot lobbies in both themes', async ({ page }) => {
  await signIn(page, GAMEFAN);
  for (const path of ['/live', '/slot']) {
    await page.goto(path);
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await inBothThemes(page, (theme) => expect(page.locator('main')).toHaveScreenshot(`lobby${path.replace('/', '-')}-${theme}.png`));
  }
});

test('an empty game wallet offers the transfer into it; a bet in the game changes the wallet and shows in the record tab', async ({ page }) => {
  await signIn(page, GAMEFAN);
  await emptyGameWallet(page, 'cq9_01');
  await page.goto('/slot');
  await expect(providerTabs(page)).toHaveText(['全部', 'CQ9电子', 'PT电子']);
  await page.getByRole('button', { name: '进入游戏 水果机' }).click();
  const prompt = page.getByRole('alertdialog', { name: '钱包余额不足' });
  await expect(prompt).toContainText('CQ9钱包余额为 0');
  await prompt.getByRole('button', { name: '去转账' }).click();

  const wallet = page.getByRole('dialog', { name: '我的钱包' });
  await expect(wallet.getByRole('tab', { name: '转账' })).toHaveAttribute('aria-selected', 'true');
  await expect(wallet.getByRole('combobox', { name: '转入钱包' })).toHaveText(/CQ9钱包/);
  await wallet.getByLabel('转账金额').fill('100');
  await wallet.getByLabel('资金密码').fill(PAY_PASSWORD);
  await wallet.getByRole('button', { name: '立即转账' }).click();
  await expect(page.getByText('转账成功')).toBeVisible();
  await wallet.getByRole('button', { name: '关闭' }).click();

  const game = await launch(page, '水果机');
  await expect(game.locator('#balance')).toHaveText('100');
  await game.getByLabel('投注金额（1-5000 元）').fill('10');
  await game.getByRole('button', { name: '下注' }).click();
  await expect(game.getByRole('status')).toContainText('开奖：');
  const payout = (await game.getByRole('status').textContent())!.includes('派彩')
    ? Number(/派彩 ([\d.]+) 元/.exec((await game.getByRole('status').textContent())!)![1])
    : 0;
  await expect(game.locator('#balance')).toHaveText(String(90 + payout));
  await game.close();

  await followServerClock(page);
  await page.goto('/personal/game/cq9');
  const row = page.getByRole('table', { name: 'CQ9电子投注记录' }).getByRole('row').nth(1);
  await expect(row).toContainText('水果机');
  await expect(row).toContainText('旋转');
  await expect(row).toContainText('10.00');
});

test('each game page lists its providers and launches a demo game', async ({ page }) => {
  // Eight lobbies on a shared 2-core machine. The opened game pages are read over HTTP (the bet
  // test above plays one in its own tab): eight new tabs cost too much.
  test.slow();
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await signIn(page, GAMEFAN);
  // Fund the wallets still empty, as the transfer tab does.
  for (const turnIn of ['cq9_01', 'sb_01', 'fb_01']) {
    const response = await page.request.post(transferPaths.transfer, {
      data: { turnOut: 'sobet_01', turnIn, cash: '50', payPassword: PAY_PASSWORD },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect((await response.json()).code).toBe(0);
  }
  const pages: Array<[string, string[], string]> = [
    ['/live', ['全部', 'AG视讯'], '龙虎'],
    ['/slot', ['全部', 'CQ9电子', 'PT电子'], '幸运777'],
    ['/fish', ['全部', 'CQ9电子', 'PT电子'], '捕鱼大亨'],
    ['/poker', ['全部', 'HQT棋牌', '乐游棋牌', '瓦力棋牌'], '比大小'],
    ['/sport', ['全部', '沙巴体育'], '足球 · 今日赛事'],
    ['/sport/inner', ['全部', '沙巴体育'], '篮球 · 今日赛事'],
    ['/esports/inner', ['全部', 'FB电竞'], '英雄联盟'],
    ['/diceGame', ['全部', 'AG视讯', 'HQT棋牌'], '骰宝大小'],
  ];
  for (const [path, providers, game] of pages) {
    await page.goto(path);
    await expect(providerTabs(page)).toHaveText(providers);
    await page.getByRole('button', { name: `进入游戏 ${game}`, exact: true }).click();
    if (path === '/poker') {
      // Card games open in the floating game window, beside whatever the player does next.
      const frame = page.frameLocator(`iframe[title="${game}"]`);
      await expect(frame.getByRole('heading', { level: 1, name: game, exact: true })).toBeVisible();
      await expect(frame.getByRole('group', { name: '投注项' }).getByRole('radio')).toHaveCount(2);
      await page.getByRole('dialog', { name: game }).getByRole('button', { name: '关闭' }).click();
      continue;
    }
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened.length)).toBe(1);
    const url = await page.evaluate(() => (window as unknown as { opened: string[] }).opened[0]!);
    const html = await (await page.request.get(url)).text();
    expect(html).toContain(`<h1 style="margin:0 0 4px;font-size:22px">${game}</h1>`);
    expect(html).toContain('name="choice"');
  }
  // A provider tab and the search narrow the tiles.
  await providerTabs(page).filter({ hasText: 'HQT棋牌' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await providerTabs(page).filter({ hasText: '全部' }).click();
  await page.getByLabel('搜索游戏').fill('快乐');
  await expect(page.getByRole('article')).toHaveText([/快乐骰宝/]);
});
