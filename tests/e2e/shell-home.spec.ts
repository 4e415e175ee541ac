import { advanceServerClock, expect, signIn, test, users } from '../support/e2e-app';

test.describe('home', () => {
  test('shows the latest draws of the home list and updates them live from the socket', async ({ page }) => {
    await advanceServerClock(page, 2 * 60_000);
    await signIn(page, users.player2);
    await page.goto('/index');
    const card = page.getByRole('listitem', { name: '河内1分彩' });
    for (const name of ['河内1分彩', '河内5分彩', '腾讯分分彩', '热度分分彩', '加拿大30秒', '日本30秒'])
      await expect(page.getByRole('listitem', { name })).toBeVisible();
    const issue = card.getByTestId('draw-issue');
    await expect(issue).toHaveText(/第 \d{8}-\d{4} 期/);
    await expect(card.getByTestId('draw-balls').locator('> *')).toHaveCount(5);
    await expect(card.getByText('距封盘')).toBeVisible();
    const before = await issue.textContent();
    // The next draw arrives through the socket (no reload).
    await advanceServerClock(page, 60_000);
    await expect(issue).not.toHaveText(before ?? '', { timeout: 10_000 });
  });

  test('opens the help center on its hash anchor and the speed test without the header', async ({ page }) => {
    await page.goto('/helpercenter#UsdtTeach');
    await expect(page.getByRole('heading', { name: 'USDT教程' })).toBeInViewport();
    await page.goto('/speed');
    await expect(page.getByRole('heading', { name: '线路测速' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /\d+ ms/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/线路测速/);
  });
});
