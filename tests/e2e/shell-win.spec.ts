import { advanceServerClock, expect, header, signIn, test, users } from '../support/e2e-app';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('win notifications', () => {
  test('a settled winning bet shows the 5 s win notice and refreshes the balance', async ({ page }) => {
    // the page's clock runs with real time until the notice is up, then jumps its 5 s
    await page.clock.install();
    await signIn(page, users.player);
    await page.goto('/index');
    await expect(header(page).getByTestId('balance')).toHaveText(/^\d/);
    // A bet that always wins: every sum of three dice (和值 3-18) on the one-minute k3.
    const lottery = 'JSK3';
    const odds = (await (await page.request.get(`/lottery/api/u/v1/lottery/odds?lottery=${lottery}`)).json()).result[lottery].hz_hz_hz.choices[0];
    const issue = (await (await page.request.get(`/lottery/api/u/v1/lottery/issue?lottery=${lottery}`)).json()).result.issue;
    const sums = Array.from({ length: 16 }, (_, i) => i + 3).join(',');
    const line = { method: 'hz_hz_hz', code: sums, nums: 16, amount: '32', piece: 1, price: '2', odds: odds.odds, point: odds.point };
    const placed = await (
      await page.request.post('/lottery/api/u/v1/lottery/add_order', { data: { lottery, issue, betType: 2, order: [line] }, headers })
    ).json();
    expect(placed.code, placed.msg).toBe(1);

    const before = await header(page).getByTestId('balance').textContent();
    await advanceServerClock(page, 70_000);
    const notice = page.getByRole('status').filter({ hasText: '中奖通知' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toContainText('极速快3');
    await expect(header(page).getByTestId('balance')).not.toHaveText(before ?? '');
    await page.clock.fastForward(5_000);
    await expect(notice).toBeHidden();
  });
});
