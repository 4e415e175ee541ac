import type { Page } from '@playwright/test';
import { expect, inBothThemes, reloadInTheme, signIn, test, users } from '../support/e2e-app';

/**
 * Screenshots of the lottery screen (ssc, k3, Mark Six) and the chart in both themes: each screen
 * is opened once and pictured in the red theme, then in the dark one. The betting area is compared
 * (its countdown masked); the whole page, whose live parts (issue, draws, records) change with every
 * draw, is attached. The chart's data is random, so its head is compared and the page attached.
 */
const themes = ['red', 'dark'] as const;
const lotteries = [
  { code: 'HN1FC', name: 'ssc' },
  { code: 'JSK3', name: 'k3' },
  { code: 'JSLHC', name: 'lhc' },
] as const;

function liveParts(page: Page) {
  return [
    page.getByRole('banner'),
    page.getByRole('region', { name: '当前彩种' }),
    page.getByRole('navigation', { name: '彩种列表' }),
    page.getByRole('region', { name: '近期开奖结果' }),
    page.getByRole('region', { name: '我的投注' }),
    page.getByTestId('slip-countdown'),
  ];
}

test.describe('lottery screens', () => {
  test.beforeEach(async ({ page }) => {
    // the recommendation popup shows once per lottery: mark it seen
    await page.addInitScript(
      (codes) => codes.forEach((c) => localStorage.setItem(`ZH-${c}`, '1')),
      lotteries.map((l) => l.code),
    );
    await signIn(page, users.withdrawOnly);
  });

  for (const lottery of lotteries) {
    test(`shows the ${lottery.name} lottery screen in both themes`, async ({ page }, testInfo) => {
      await page.goto(`/lottery?lottery=${lottery.code}`);
      await expect(page.getByTestId('play-name')).toBeVisible();
      await expect(page.getByRole('combobox', { name: '奖金/返点' })).not.toHaveText(/加载中/);
      const hint = page.getByTestId('slip-empty');
      await expect(hint).toHaveText('暂无投注内容，请选择号码后点击“添加订单”');
      // the whole hint fits: nothing cut off or ellipsised
      expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
      await page.mouse.move(0, 0);
      await inBothThemes(page, async (theme) => {
        await expect(page.getByRole('region', { name: '投注区' })).toHaveScreenshot(`lottery-${lottery.name}-${theme}.png`, {
          mask: [page.getByTestId('slip-countdown')],
        });
        await testInfo.attach(`lottery-${lottery.name}-${theme}-page.png`, {
          body: await page.screenshot({ fullPage: true, mask: liveParts(page) }),
          contentType: 'image/png',
        });
      });
    });
  }

  test('shows a loading state until the issue arrives, never an issue "—" at 00:00', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/lottery/api/**/issue**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/lottery?lottery=HN1FC');
    const head = page.getByRole('region', { name: '当前彩种' });
    await expect(head.getByRole('status', { name: '正在读取奖期' })).toBeVisible();
    await expect(head.getByTestId('current-issue')).toHaveCount(0);
    await expect(head.getByText('00:00')).toHaveCount(0);
    release();
    await expect(head.getByTestId('current-issue')).toHaveText(/^\d{8}-\d{4}$/);
    await expect(head.getByRole('status', { name: '正在读取奖期' })).toHaveCount(0);
  });

  test('shows the trend chart with ECharts in both themes', async ({ page }, testInfo) => {
    await page.goto('/chart/ssc/HN1FC');
    for (const theme of themes) {
      // the chart page has no header, and ECharts takes its colours when it draws: loaded again in the dark theme
      if (theme === 'dark') await reloadInTheme(page, theme);
      await expect(page.getByRole('table', { name: '走势表' }).or(page.getByText('暂无数据'))).toBeVisible();
      await expect(page.getByRole('heading', { name: '河内1分彩 走势图' })).toBeVisible();
      if (await page.getByRole('table', { name: '走势表' }).isVisible()) await expect(page.getByTestId('trend-charts').locator('canvas').first()).toBeVisible();
      await testInfo.attach(`chart-${theme}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('header').first()).toHaveScreenshot(`chart-head-${theme}.png`);
    }
  });

  test('shows a full page of recent draws in a list 800 px high that scrolls', async ({ page }) => {
    // The browser tests' server starts without drawn history, so a full page of draws (the trend's 30) is put
    // into its real answer here.
    await page.route('**/lottery/api/**/trend**', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.result.list = Array.from({ length: 30 }, (_, i) => ({ issueNo: `20260101-${String(100 - i).padStart(4, '0')}`, code: '1,2,3,4,5' }));
      await route.fulfill({ response, json });
    });
    await page.goto('/lottery?lottery=HN1FC');
    const table = page.getByRole('region', { name: '近期开奖结果' }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(31);
    const list = await table.locator('xpath=..').evaluate((el) => ({ height: el.getBoundingClientRect().height, content: el.scrollHeight }));
    expect(list.height).toBe(800);
    expect(list.content).toBeGreaterThan(800);
  });
});
