import type { Page } from '@playwright/test';
import { contentPaths, lotteryPaths } from '../../contract/paths';
import { advanceServerClock, expect, header, inBothThemes, signIn, switchTheme, test, users } from '../support/e2e-app';

// What a player sees when the network or the build lets a screen down: a failed request is an
// error panel with 重试 (not an empty list), a render error stays inside its screen, and a script
// chunk that did not load offers 重试, and 刷新 when it is still missing (gone after a deploy). Screenshots of the panels in both themes, switched in place.
const themes = ['red', 'dark'] as const;
// each test loads a screen twice: room for a busy machine
test.describe.configure({ timeout: 60_000 });

function panel(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

test('shows a failed records request as an error with 重试 (pictured in both themes) and recovers on retry', async ({ page }) => {
  await signIn(page, users.member);
  const failing = `**${lotteryPaths.historyOrders}?**`;
  await page.route(failing, (route) => route.abort('connectionreset'));
  await page.goto('/personal/game/lottery');

  const error = panel(page, '投注记录加载失败');
  await expect(error).toBeVisible();
  await expect(error).toContainText('请求错误');
  await expect(page.getByRole('table', { name: '彩票投注记录' })).toHaveCount(0);
  await expect(header(page)).toBeVisible();
  // the fixed side rail overlaps the panel's box; it is not what this picture is about
  await inBothThemes(page, (theme) =>
    expect(error).toHaveScreenshot(`records-error-${theme}.png`, { mask: [page.getByRole('navigation', { name: '快捷服务' })] }),
  );

  await page.unroute(failing);
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '彩票投注记录' })).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('offers a reload when a lazy chunk is still missing on 重试, as after a deploy (pictured in both themes)', async ({ page }) => {
  // the chart draws its ECharts (a lazy chunk) only when there are draws
  await advanceServerClock(page, 3 * 60_000);
  await signIn(page, users.member);
  await page.goto('/index');
  await expect(header(page)).toBeVisible();
  // the app is loaded: from now on every script request fails, as after a deploy removed the old files
  await page.route('**/*.js', (route) => route.abort('failed'));
  const offer = panel(page, '页面已更新，请刷新');
  for (const theme of themes) {
    // the chart has no header: the theme is switched on the home page, and the chart opened from there in it
    await switchTheme(page, theme);
    await page.getByRole('listitem', { name: '河内1分彩' }).getByRole('link', { name: '走势' }).click();
    await expect(page).toHaveURL(/\/chart\/ssc\/HN1FC$/);
    // the first failure may be the network: 重试 imports again; failing again, the files are gone
    const failed = panel(page, '加载失败');
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: '重试' }).click();
    await expect(offer).toBeVisible();
    await expect(offer).toHaveScreenshot(`chunk-reload-${theme}.png`);
    if (theme === 'red') {
      await page.goBack();
      await expect(header(page)).toBeVisible();
    }
  }

  await page.unroute('**/*.js');
  await offer.getByRole('button', { name: '刷新' }).click();
  await expect(page.getByRole('table', { name: '走势表' })).toBeVisible();
  await expect(page.getByTestId('trend-charts').locator('canvas').first()).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('keeps a render error inside its screen and starts afresh on another page', async ({ page }) => {
  // a malformed answer (a text where the notice list belongs) makes the home page throw while rendering
  await page.route(`**${contentPaths.notices}?**`, (route) => route.fulfill({ json: { code: 0, data: 'not a list' } }));
  await signIn(page, users.member);
  await page.goto('/index');
  const error = panel(page, '页面出错了');
  await expect(error).toBeVisible();
  await expect(error.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(header(page)).toBeVisible();

  // client-side navigation (the header stays): the next screen renders normally
  await header(page).getByRole('button', { name: '管理中心' }).click();
  await page.getByRole('menuitem', { name: '投注记录' }).click();
  await expect(page).toHaveURL(/\/personal\/game\/lottery$/);
  await expect(page.getByRole('table', { name: '彩票投注记录' })).toBeVisible();
  await expect(error).toHaveCount(0);
});
