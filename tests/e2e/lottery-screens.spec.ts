import type { Page } from '@playwright/test';
import { expect, login, presetTheme, test, users } from '../support/e2e-app';

/**
 * Screenshots of the lottery screen (ssc, k3, Mark Six) and the chart in both themes. The
 * betting area is compared (its countdown masked); the whole page, whose live parts (issue,
 * draws, records) change with every draw, is attached. The chart's data is random, so its
 * head is compared and the page attached.
 */
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

for (const theme of ['red', 'dark'] as const) {
  test.describe(`lottery screens, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await presetTheme(page, theme);
      // the recommendation popup shows once per lottery: mark it seen
      await page.addInitScript((codes) => codes.forEach((c) => localStorage.setItem(`ZH-${c}`, '1')), lotteries.map((l) => l.code));
    });

    for (const lottery of lotteries) {
      test(`shows the ${lottery.name} lottery screen`, async ({ page }, testInfo) => {
        await login(page, users.withdrawOnly);
        await page.goto(`/lottery?lottery=${lottery.code}`);
        await expect(page.getByTestId('play-name')).toBeVisible();
        await expect(page.getByRole('combobox', { name: '奖金/返点' })).not.toHaveText(/加载中/);
        await page.mouse.move(0, 0);
        await expect(page.getByRole('region', { name: '投注区' })).toHaveScreenshot(`lottery-${lottery.name}-${theme}.png`, { mask: [page.getByTestId('slip-countdown')] });
        await testInfo.attach(`lottery-${lottery.name}-${theme}-page.png`, { body: await page.screenshot({ fullPage: true, mask: liveParts(page) }), contentType: 'image/png' });
      });
    }

    test('shows the trend chart with ECharts', async ({ page }, testInfo) => {
      await login(page, users.withdrawOnly);
      await page.goto('/chart/ssc/HN1FC');
      await expect(page.getByRole('table', { name: '走势表' }).or(page.getByText('暂无数据'))).toBeVisible();
      if (await page.getByRole('table', { name: '走势表' }).isVisible()) await expect(page.getByTestId('trend-charts').locator('canvas').first()).toBeVisible();
      await testInfo.attach(`chart-${theme}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('header').first()).toHaveScreenshot(`chart-head-${theme}.png`);
    });
  });
}
