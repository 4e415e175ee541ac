import type { Page } from '@playwright/test';
import { advanceServerClock, expect, expectTableFits, followServerClock, header, inBothThemes, signIn, test, users } from '../support/e2e-app';

// The withdraw tab against the real server and its sandbox payout provider (a payout is due 10 s
// after the request; the test clock moves the server there). `cashout` has a card, a USDT
// address and a fund password; `risky` is at risk; `nopay` has no fund password (server/README.md).
const PAY = 'pay12345';

async function openWithdraw(page: Page, user: string) {
  await signIn(page, user);
  await page.goto('/index');
  await header(page).getByRole('button', { name: '提现', exact: true }).click();
  return page.getByRole('dialog', { name: '我的钱包' });
}

const amountField = (page: Page) => page.getByLabel('提现金额');
const submit = (page: Page) => page.getByRole('button', { name: '确认提现' });

// cashout's balance and coin allowance move with each of these: in this order, in one worker.
test.describe('cashout withdraws', () => {
  test.describe.configure({ mode: 'serial' });

  test('withdraws by bank card through to confirm receipt, the deposit coming back', async ({ page }) => {
    const dialog = await openWithdraw(page, 'cashout');
    await expect(dialog.getByRole('group', { name: '提现渠道' }).getByRole('button')).toHaveText([
      '银行卡提现',
      '极速提现',
      'USDT提现',
      'USDC提现',
      'TOPAY提现',
      'EBPAY提现',
      'CNYT提现',
      'MPAY提现',
      '微信托管提现',
      '支付宝托管提现',
      '银行卡托管提现',
    ]);
    await expect(header(page).getByTestId('balance')).toHaveText('41,500.00');

    // Every message of the amount, the balance and the fund password, shown at its input.
    await submit(page).click();
    await expect(dialog.getByText('请输入提现金额', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入资金密码', { exact: true })).toBeVisible();
    await amountField(page).fill('50');
    await submit(page).click();
    await expect(dialog.getByText('提现金额不能小于100')).toBeVisible();
    await amountField(page).fill('999999');
    await expect(amountField(page)).toHaveValue('49999');
    await amountField(page).fill('100.456');
    await expect(amountField(page)).toHaveValue('100.45');
    await dialog.getByRole('button', { name: '全部' }).click();
    await expect(amountField(page)).toHaveValue('41500');
    await amountField(page).fill('40000');
    await page.getByLabel('资金密码').fill(PAY);
    await submit(page).click();
    await expect(dialog.getByText('余额不足！')).toBeVisible(); // 40,000 + 4,000 deposit > 41,500

    await amountField(page).fill('200');
    await expect(dialog.getByLabel('保证金')).toContainText('20.00 元');
    await submit(page).click();
    await expect(page.getByText('操作成功！')).toBeVisible();
    const success = dialog.getByRole('region', { name: '提现成功' });
    await expect(success.getByLabel('确认到账倒计时')).toHaveText(/^1[45]:\d\d$/);
    await expect(header(page).getByTestId('balance')).toHaveText('41,280.00');
    await expect(success.getByRole('button', { name: '等待出款' })).toBeDisabled();

    await advanceServerClock(page, 11_000);
    const confirm = success.getByRole('button', { name: '确认到账' });
    await expect(confirm).toBeEnabled({ timeout: 10_000 });
    await confirm.click();
    await expect(success.getByRole('button', { name: '已确认到账' })).toBeDisabled();
    await expect(header(page).getByTestId('balance')).toHaveText('41,300.00');
    // Back on the form, 可用余额 has the returned deposit at once.
    await success.getByRole('button', { name: '返回' }).click();
    await expect(dialog.getByRole('definition').filter({ hasText: '41,300.00 元' })).toBeVisible();
  });

  test('withdraws USDT with its quote, and names the unit when the coin allowance is short', async ({ page }) => {
    const dialog = await openWithdraw(page, 'cashout');
    await dialog.getByRole('button', { name: 'USDT提现' }).click();
    await amountField(page).fill('720');
    await expect(dialog.getByTestId('real-quantity')).toHaveText('99.00 USDT');
    await page.getByLabel('资金密码').fill(PAY);
    await submit(page).click();
    await expect(page.getByText('操作成功！')).toBeVisible();
    await expect(amountField(page)).toHaveValue('');
    // the allowance left after the 720 (20,000 − 720), once the form's figures are refreshed
    await expect(dialog.getByRole('definition').filter({ hasText: '19,280.00 元' })).toBeVisible();
    await amountField(page).fill('19281');
    await page.getByLabel('资金密码').fill(PAY);
    await submit(page).click();
    await expect(dialog.getByText('您的USDT可提余额不足，请使用其他提款渠道。')).toBeVisible();
  });

  test("a failed coin quote says the server's message, or 请求失败 when there is none", async ({ page }) => {
    const dialog = await openWithdraw(page, 'cashout');
    await dialog.getByRole('button', { name: 'USDT提现' }).click();
    await page.route('**/sobet/pay/coinQuote**', (route) => route.fulfill({ json: { code: 6001, msg: '报价服务维护中' } }));
    await amountField(page).fill('720');
    await expect(dialog.getByRole('alert').filter({ hasText: '报价服务维护中' })).toBeVisible();
    await expect(dialog.getByTestId('real-quantity')).toHaveCount(0);
    await page.unroute('**/sobet/pay/coinQuote**');
    await page.route('**/sobet/pay/coinQuote**', (route) => route.abort());
    await amountField(page).fill('730');
    await expect(dialog.getByRole('alert').filter({ hasText: '请求失败' })).toBeVisible();
    await page.unroute('**/sobet/pay/coinQuote**');
    await amountField(page).fill('720');
    await expect(dialog.getByTestId('real-quantity')).toHaveText('99.00 USDT');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('withdraw screens and trade records in both themes', async ({ page }) => {
    test.setTimeout(90_000);
    const dialog = await openWithdraw(page, 'cashout');
    await expect(dialog.getByRole('form', { name: '银行卡提现' })).toBeVisible();
    // Balances and the coin allowance depend on the tests before: masked.
    const varying = () => [dialog.getByLabel('余额信息')];
    await inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`withdraw-bank-${theme}.png`, { mask: varying() }));
    await dialog.getByRole('button', { name: '极速提现' }).click();
    await inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`withdraw-pool-${theme}.png`, { mask: varying() }));
    await dialog.getByRole('button', { name: 'USDT提现' }).click();
    await amountField(page).fill('720');
    await expect(dialog.getByTestId('real-quantity')).toBeVisible();
    await inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`withdraw-usdt-${theme}.png`, { mask: varying() }));
    await dialog.getByRole('button', { name: 'USDC提现' }).click();
    await expect(dialog.getByTestId('withdraw-not-bound-2')).toBeVisible();
    await inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`withdraw-unbound-channel-${theme}.png`));
    await dialog.getByRole('button', { name: '银行卡提现' }).click();
    await amountField(page).fill('100');
    await page.getByLabel('资金密码').fill(PAY);
    await submit(page).click();
    const success = dialog.getByRole('region', { name: '提现成功' });
    await expect(success.getByRole('button', { name: '等待出款' })).toBeVisible();
    await expect(page.getByText('操作成功！')).toHaveCount(0, { timeout: 10_000 });
    const successMask = [success.getByText(/^订单号/), success.getByLabel('确认到账倒计时'), success.getByText(/^提现金额/)];
    await inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`withdraw-success-${theme}.png`, { mask: successMask }));

    await followServerClock(page);
    await page.goto('/personal/trade/withdraw');
    const table = page.getByRole('table', { name: '提现记录' });
    await expect(table.getByText('提现失败，已退回')).toBeVisible();
    await expect(table.getByText('提现成功').first()).toBeVisible();
    await expectTableFits(table);
    // The rows and their number depend on the tests before (and on the server clock they move): the picture stops at the table's head.
    const recordsTop = { clip: { x: 0, y: 0, width: 1280, height: 330 } };
    const letters = header(page).getByRole('link', { name: /站内信/ });
    const recordsMask = () => [page.getByRole('group', { name: '查询日期' }), header(page).getByTestId('balance'), letters];
    await inBothThemes(page, (theme) => expect(page).toHaveScreenshot(`trade-withdraw-${theme}.png`, { ...recordsTop, mask: recordsMask() }));
    await page.goto('/personal/trade/charge');
    await expect(page.getByRole('table', { name: '充值记录' }).getByText('充值成功')).toBeVisible();
    await expectTableFits(page.getByRole('table', { name: '充值记录' }));
    await inBothThemes(page, (theme) => expect(page).toHaveScreenshot(`trade-charge-${theme}.png`, { ...recordsTop, mask: recordsMask() }));
  });

  // After the record screens, whose pictures hold the withdrawals made before them.
  test('withdraws through the hosted bank page opened in a new tab, within its 15 minutes (pictured in both themes)', async ({ page }) => {
    const dialog = await openWithdraw(page, 'cashout');
    await dialog.getByRole('button', { name: '银行卡托管提现' }).click();
    const form = dialog.getByRole('form', { name: '银行卡托管提现' });
    await expect(form.getByLabel('保证金')).toHaveCount(0);
    await amountField(page).fill('100');
    await page.getByLabel('资金密码').fill(PAY);
    const [provider] = await Promise.all([page.waitForEvent('popup'), submit(page).click()]);
    await provider.waitForURL(/\/sandbox\/payout\/W\d+$/);
    const spsn = provider.url().split('/').pop()!;
    await expect(provider.locator('#amount')).toHaveText('100');
    await expect(provider.locator('#left')).toHaveText(/^1[45]:\d\d$/);

    const success = dialog.getByRole('region', { name: '托管提现已提交' });
    await expect(success.getByText(`订单号：${spsn}`)).toBeVisible();
    await expect(success.getByLabel('托管提现剩余时间')).toHaveText(/^1[45]:\d\d$/);
    await expect(success.getByText('请在新打开的页面中于15分钟内完成提现')).toBeVisible();
    await expect(page.getByText('操作成功！')).toHaveCount(0, { timeout: 10_000 });
    await inBothThemes(page, (theme) =>
      expect(dialog).toHaveScreenshot(`withdraw-hosted-${theme}.png`, { mask: [success.getByText(/^订单号/), success.getByLabel('托管提现剩余时间')] }),
    );

    await provider.getByRole('button', { name: '完成出款' }).click();
    await expect(provider.getByRole('status')).toHaveText('出款成功');
    await expect(provider.getByText('状态：提现成功')).toBeVisible();
    await expect(provider.getByRole('button', { name: '完成出款' })).toHaveCount(0);
    await expect(success.getByText(/提现成功/)).toBeVisible({ timeout: 10_000 });
    await expect(success.getByLabel('托管提现剩余时间')).toHaveCount(0);
  });
});

// The rest only read: beside the withdrawals, in any order.
test('asks for a pool amount and snaps a typed one to the fixed amount below it', async ({ page }) => {
  const dialog = await openWithdraw(page, 'cashout');
  await dialog.getByRole('button', { name: '极速提现' }).click();
  await page.getByLabel('资金密码').fill(PAY);
  await submit(page).click();
  await expect(dialog.getByText('请输入提现金额或选取提现面额')).toBeVisible();
  await amountField(page).fill('250');
  await expect(amountField(page)).toHaveValue('200');
});

test('shows a hosted withdrawal failure as the server message, or 服务失败 without one (spec 2 §8)', async ({ page }) => {
  let answer: 'message' | 'network' = 'message';
  await page.route('**/sobet/pay/withdrawCashJS3', (route) =>
    answer === 'network' ? route.abort('connectionreset') : route.fulfill({ json: { code: 9001, msg: '托管出款通道维护中' } }),
  );
  const dialog = await openWithdraw(page, 'cashout');
  await dialog.getByRole('button', { name: '银行卡托管提现' }).click();
  const form = dialog.getByRole('form', { name: '银行卡托管提现' });
  await amountField(page).fill('100');
  await page.getByLabel('资金密码').fill(PAY);
  await submit(page).click();
  await expect(form.getByText('托管出款通道维护中')).toBeVisible();
  answer = 'network';
  await submit(page).click();
  await expect(form.getByText('服务失败', { exact: true })).toBeVisible();
});

test('asks for the Google code when two-step withdraw is on', async ({ page }) => {
  await page.route('**/sobet/pay/drawCashIndexAjax', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.twostepWithdraw = 1;
    await route.fulfill({ response, json });
  });
  const dialog = await openWithdraw(page, 'cashout');
  await amountField(page).fill('100');
  await page.getByLabel('资金密码').fill(PAY);
  await submit(page).click();
  await expect(dialog.getByText('请输入谷歌验证码', { exact: true })).toBeVisible();
});

test('shows the risk screen without a button', async ({ page }) => {
  const dialog = await openWithdraw(page, 'risky');
  await expect(dialog.getByTestId('withdraw-not-bound-4')).toContainText('暂不可提现');
  await expect(dialog.getByTestId('withdraw-not-bound-4').getByRole('button')).toHaveCount(0);
});

test('asks a player without a fund password to set one first', async ({ page }) => {
  const dialog = await openWithdraw(page, 'nopay');
  await expect(dialog.getByTestId('withdraw-not-bound-3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '设置资金密码' })).toBeVisible();
});

test('lets type 7 withdraw only', async ({ page }) => {
  const dialog = await openWithdraw(page, users.withdrawOnly);
  await expect(dialog.getByLabel('资金密码')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '转账' })).toBeDisabled();
  await expect(dialog.getByRole('tab', { name: '充值' })).toBeDisabled();
});

test('gives a trial account no wallet', async ({ page }) => {
  await signIn(page, users.trial);
  await page.goto('/index');
  await header(page).getByRole('button', { name: '提现', exact: true }).click();
  await expect(page.getByText('请注册正式账号以开通此功能').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: '我的钱包' })).toHaveCount(0);
});

test('sends a player without a WeChat receiving code from the hosted WeChat page to that form', async ({ page }) => {
  const dialog = await openWithdraw(page, 'cashout');
  await dialog.getByRole('button', { name: '微信托管提现' }).click();
  await expect(dialog.getByTestId('withdraw-not-bound-2')).toBeVisible();
  await dialog.getByRole('button', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/personal\/account\/account$/);
  await expect(page.getByRole('tab', { name: '微信收款码' })).toHaveAttribute('aria-selected', 'true');
});
