import { expect, reloadInTheme, test } from '../support/e2e-app';

/**
 * The line speed test against the e2e server's lines (tests/support/e2e-server.ts): this origin,
 * the same server as localhost, and a line nobody answers. Lines are ranked by their round trip,
 * the failed one last; choosing one sends the later API calls to it (answered across origins),
 * and the choice survives a reload. The page is pictured in both themes (it has no header: loaded
 * again in the dark one, each time measured and checked the same way).
 */
test('ranks the lines and switches the API to the chosen one, pictured in both themes', async ({ page, baseURL }, testInfo) => {
  const own = new URL(baseURL!).origin;
  const other = own.replace('127.0.0.1', 'localhost');
  await page.goto('/speed');
  const table = page.getByRole('table', { name: '测速结果' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const theme of ['red', 'dark'] as const) {
    if (theme === 'dark') await reloadInTheme(page, theme);
    await expect(rows).toHaveCount(3);
    // Busy from the page's first paint until every line has all its samples.
    await expect(page.getByRole('button', { name: '重新测速' })).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
    await expect(rows.nth(2)).toContainText('http://127.0.0.1:9');
    await expect(rows.nth(2)).toContainText('连接失败');
    const latencies = (await rows.locator('td:nth-child(3)').allTextContents()).slice(0, 2).map((t) => Number(/(\d+) ms/.exec(t)![1]));
    expect(latencies[0]).toBeLessThanOrEqual(latencies[1]!);
    expect((await rows.locator('td:nth-child(2)').allTextContents()).slice(0, 2).sort()).toEqual([`${other}`, `${own}（本站）`].sort());
    await expect(page.getByTestId('current-line')).toHaveText(`当前线路：${own}`);

    await expect(page).toHaveScreenshot(`speed-${theme}.png`, {
      fullPage: true,
      mask: [
        rows.locator('td:nth-child(2)'),
        rows.locator('td:nth-child(3)'),
        rows.locator('td:nth-child(4)'),
        rows.locator('td:nth-child(5)'),
        page.getByTestId('current-line'),
      ],
    });
    await testInfo.attach(`speed-${theme}-page.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }

  // Choose the other line: the next API call goes there (and again after a reload).
  await page.getByRole('button', { name: `使用线路 ${other}` }).click();
  await expect(page.getByTestId('current-line')).toHaveText(`当前线路：${other}`);
  const toOther = page.waitForResponse((r) => r.url().startsWith(`${other}/sobet/api/lines`));
  await page.reload();
  // Answered across origins (CORS for the platform's lines), and the page lists what it answered.
  expect((await toOther).status()).toBe(200);
  await expect(page.getByTestId('current-line')).toHaveText(`当前线路：${other}`);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('连接失败', { timeout: 15_000 });

  // And back to this origin.
  await expect(page.getByRole('button', { name: '重新测速' })).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await page.getByRole('button', { name: `使用线路 ${own}` }).click();
  const toOwn = page.waitForRequest((r) => r.url().startsWith(`${own}/sobet/api/lines`));
  await page.getByRole('button', { name: '重新测速' }).click();
  await toOwn;
  expect(await page.evaluate(() => localStorage.getItem('sobet.apiBase'))).toBeNull();
});
