import type { Page } from '@playwright/test';
import { advanceServerClock, expect, inBothThemes, signIn, test, users } from '../support/e2e-app';

/**
 * The Latin words of /verify's own text: the header and footer, the codes and hashes it shows (in `code`
 * elements), the form's values and the names of the algorithms (SHA-256, HMAC) left out.
 */
async function latinWords(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('code') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const words: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(...(node.textContent!.match(/[A-Za-z]{2,}/g) ?? []));
    return words.filter((w) => !['SHA', 'HMAC'].includes(w));
  });
}

/**
 * Verifiable draws: the lottery head shows the commitment of the issue on sale; once that issue
 * is drawn, its link in the recent draws opens /verify, which recomputes the numbers in the
 * browser (WebCrypto) from the revealed seed and agrees with the server. An issue not drawn yet
 * is refused with the server's message. The verdict is pictured in both themes (the theme switched
 * in place at the end: the flow does not depend on it).
 */
test('verifies a draw in the browser, pictured in both themes', async ({ page }, testInfo) => {
  test.setTimeout(90_000); // one whole flow: the lottery screen twice, the verify page twice
  await page.addInitScript(() => localStorage.setItem('ZH-HN1FC', '1')); // the recommendation popup: seen
  await signIn(page, users.player2);
  // Not drawn yet: the seed stays secret. The issue on sale is drawn when its minute is up, and other
  // specs move the shared server clock too: when it was drawn before /verify asked, the next issue on
  // sale is taken and the whole check made again.
  let onSale = '';
  let committed = '';
  await expect(async () => {
    await page.goto('/lottery?lottery=HN1FC');
    await expect(page.getByTestId('current-issue')).toHaveText(/^\d{8}-\d{4}$/, { timeout: 20_000 });
    onSale = (await page.getByTestId('current-issue').textContent())!;
    const head = page.getByTestId('seed-hash');
    await expect(head).toHaveAttribute('data-hash', /^[0-9a-f]{64}$/);
    committed = (await head.getAttribute('data-hash'))!;
    await expect(head).toHaveText(`${committed.slice(0, 10)}…${committed.slice(-6)}`);
    await head.focus();
    await expect(page.getByRole('tooltip')).toHaveText(committed);
    await page.goto(`/verify?lottery=HN1FC&issue=${onSale}`);
    await expect(page.getByText('该期尚未开奖，开奖后才公布种子，届时可验证')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  expect(await latinWords(page)).toEqual([]);

  await advanceServerClock(page, 60_000); // draws the issue that was on sale
  await page.goto('/lottery?lottery=HN1FC');
  await page
    .getByRole('region', { name: '近期开奖结果' })
    .getByRole('link', { name: onSale.slice(-4) })
    .click();
  await expect(page).toHaveURL(`/verify?lottery=HN1FC&issue=${onSale}`);
  await expect(page.getByTestId('verdict')).toHaveText(/^一致/);
  await expect(page.getByTestId('browser-hash')).toHaveText(committed);
  const proof = (await (await page.request.get(`/lottery/v2/api/anon/lottery/verify_draw?lottery=HN1FC&issue=${onSale}`)).json()).result;
  expect(proof).toMatchObject({ seedHash: committed, hashMatches: true, codeMatches: true });
  await expect(page.getByTestId('seed')).toHaveText(proof.seed);
  await expect(page.getByTestId('browser-code')).toHaveText(proof.code);
  await expect(page.getByTestId('server-code')).toHaveText(proof.code);
  await expect(page.getByRole('table', { name: 'HMAC 字节流' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: '拒绝采样' }).getByText('接受')).toHaveCount(5);
  // Chinese everywhere: labels, steps, the algorithm, the verdict
  expect(await latinWords(page)).toEqual([]);
  // 返回投注 has the design system's link look, not the browser's blue
  const back = page.getByRole('link', { name: '返回投注' });
  await expect(back).toHaveCSS('text-decoration-line', 'underline');
  await expect(back).not.toHaveCSS('color', 'rgb(0, 0, 238)');

  await inBothThemes(page, async (theme) => {
    await expect(page.getByTestId('verdict')).toHaveScreenshot(`verify-verdict-${theme}.png`);
    await testInfo.attach(`verify-${theme}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });
});

test('/verify explains in Chinese an empty form, an unknown lottery and a malformed issue', async ({ page }) => {
  await signIn(page, users.player2);
  await page.goto('/verify');
  await expect(page.getByText('请输入彩种代码与奖期')).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
  await page.goto('/verify?lottery=ZZZ&issue=20260101-0001');
  await expect(page.getByText('彩种不存在')).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
  await page.goto(`/verify?lottery=HN1FC&issue=${'9'.repeat(80)}`);
  await expect(page.getByText('彩种代码或奖期格式不正确，请检查后重试')).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
});
