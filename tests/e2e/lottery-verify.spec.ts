import { advanceServerClock, expect, inBothThemes, signIn, test, users } from '../support/e2e-app';

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

  await advanceServerClock(page, 60_000); // draws the issue that was on sale
  await page.goto('/lottery?lottery=HN1FC');
  await page.getByRole('region', { name: '近期开奖结果' }).getByRole('link', { name: onSale.slice(-4) }).click();
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

  await inBothThemes(page, async (theme) => {
    await expect(page.getByTestId('verdict')).toHaveScreenshot(`verify-verdict-${theme}.png`);
    await testInfo.attach(`verify-${theme}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });
});
