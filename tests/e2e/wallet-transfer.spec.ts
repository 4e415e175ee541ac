import type { Page } from '@playwright/test';
import { transferPaths } from '../../contract/paths';
import { expect, expectTableFits, header, inBothThemes, signIn, test } from '../support/e2e-app';

// The seeded `gamer` (fund password pay12345) belongs to this file alone: 3,800 in the main
// wallet, 700 in AG, 500 in HQT, and three seeded transfers. Screenshots run first, then the
// transfers, in this order.
test.describe.configure({ mode: 'serial' });

const GAMER = 'gamer';
const PAY_PASSWORD = 'pay12345';

async function openTransfer(page: Page) {
  await header(page).getByRole('button', { name: '转账' }).click();
  const wallet = page.getByRole('dialog', { name: '我的钱包' });
  await expect(wallet.getByRole('tab', { name: '转账' })).toHaveAttribute('aria-selected', 'true');
  await expect(wallet.getByRole('button', { name: '立即转账' })).toBeVisible();
  return wallet;
}

const walletCash = (page: Page, id: string) => page.locator(`[data-wallet="${id}"] strong`);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog', { name: '我的钱包' }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('transfer tab and record pages in both themes', async ({ page }) => {
  await signIn(page, GAMER);
  await page.goto('/index');
  const wallet = await openTransfer(page);
  await expect(walletCash(page, 'sobet_01')).toHaveText('3,800.00');
  await inBothThemes(page, (theme) => expect(wallet).toHaveScreenshot(`transfer-tab-${theme}.png`));
  await wallet.getByRole('button', { name: '关闭' }).click();

  const dynamic = () => [page.getByTestId('record-time'), page.getByRole('group', { name: /查询日期/ }).locator('input')];
  for (const [path, name, rows] of [
    ['/personal/trade/transfer', 'trade-transfer', 3],
    ['/personal/trade/flow', 'trade-flow', 4],
    ['/personal/accountChange/charge', 'account-change', 7],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('record-time')).toHaveCount(rows);
    await expectTableFits(page.getByRole('table'));
    await inBothThemes(page, (theme) => expect(page).toHaveScreenshot(`${name}-${theme}.png`, { mask: dynamic() }));
  }
});

test('transfers main → game → main and every balance follows', async ({ page }) => {
  await signIn(page, GAMER);
  await page.goto('/index');
  await expect(header(page).getByTestId('balance')).toHaveText('3,800.00');
  const wallet = await openTransfer(page);
  // From the main wallet, the in wallets are the game wallets.
  await wallet.getByRole('combobox', { name: '转入钱包' }).click();
  await expect(page.getByRole('option')).toHaveCount(11);
  await page.getByRole('option', { name: 'HQT钱包' }).click();
  await wallet.getByLabel('转账金额').fill('120.5');
  await wallet.getByLabel('资金密码').fill(PAY_PASSWORD);
  await wallet.getByRole('button', { name: '立即转账' }).click();
  await expect(page.getByText('转账成功')).toBeVisible();
  await expect(walletCash(page, 'sobet_01')).toHaveText('3,679.50');
  await expect(walletCash(page, 'hqt_01')).toHaveText('620.50');
  await expect(header(page).getByTestId('balance')).toHaveText('3,679.50');
  await expect(wallet.getByLabel('转账金额')).toHaveValue('');

  // From a game wallet, the only in wallet is the main one.
  await choose(page, '转出钱包', 'HQT钱包');
  await expect(wallet.getByRole('combobox', { name: '转入钱包' })).toHaveText(/彩票钱包/);
  await wallet.getByRole('combobox', { name: '转入钱包' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await wallet.getByRole('button', { name: '全部' }).click();
  await expect(wallet.getByLabel('转账金额')).toHaveValue('620.5');
  await wallet.getByLabel('资金密码').fill(PAY_PASSWORD);
  await wallet.getByRole('button', { name: '立即转账' }).click();
  await expect(page.getByText('转账成功').last()).toBeVisible();
  await expect(walletCash(page, 'hqt_01')).toHaveText('0.00');
  await expect(walletCash(page, 'sobet_01')).toHaveText('4,300.00');
  await expect(header(page).getByTestId('balance')).toHaveText('4,300.00');
});

test('shows each validation message for its input and the server reason when refused', async ({ page }) => {
  await signIn(page, GAMER);
  await page.goto('/index');
  const wallet = await openTransfer(page);
  const amount = wallet.getByLabel('转账金额');
  const submit = wallet.getByRole('button', { name: '立即转账' });
  await submit.click();
  await expect(wallet.getByText('请输入正确的金额')).toBeVisible();
  await expect(wallet.getByText('请输入资金密码')).toBeVisible();
  await amount.fill('0.5');
  await submit.click();
  await expect(wallet.getByText('转账金额须大于最小可转金额')).toBeVisible();
  await amount.fill('999999');
  await submit.click();
  await expect(wallet.getByText('余额不足')).toBeVisible();
  // An empty wallet: nothing to transfer.
  await choose(page, '转出钱包', 'PT钱包');
  await amount.fill('10');
  await submit.click();
  await expect(wallet.getByText('余额不足')).toBeVisible();
  // Spaces typed into the fund password are dropped; a wrong one is refused by the server with its message.
  await choose(page, '转出钱包', '彩票钱包');
  await amount.fill('10');
  await wallet.getByLabel('资金密码').fill('wrong 999');
  await expect(wallet.getByLabel('资金密码')).toHaveValue('wrong999');
  await submit.click();
  await expect(page.getByText('资金密码错误')).toBeVisible();
});

test('says 暂无数据 in the wallet record tables with no rows, as every other table does', async ({ page }) => {
  // nocard has made no transfer, deposit or withdrawal (a seeded user no test changes).
  await signIn(page, 'nocard');
  for (const [path, caption] of [
    ['/personal/trade/transfer', '转账记录'],
    ['/personal/trade/withdraw', '提现记录'],
    ['/personal/trade/charge', '充值记录'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('table', { name: caption })).toContainText('暂无数据');
  }
});

test('a retry after the answer was lost sends the same request id, and the money moves once', async ({ page }) => {
  await signIn(page, GAMER);
  await page.goto('/index');
  const wallet = await openTransfer(page);
  await expect(walletCash(page, 'sobet_01')).toHaveText('4,300.00');
  await expect(walletCash(page, 'hqt_01')).toHaveText('0.00');

  // The first transfer reaches the server and is booked, but its answer never comes back (the network dropped it).
  const sent: string[] = [];
  let dropAnswer = true;
  await page.route(`**${transferPaths.transfer}*`, async (route) => {
    sent.push((route.request().postDataJSON() as { requestId: string }).requestId);
    if (!dropAnswer) return route.continue();
    dropAnswer = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await wallet.getByRole('combobox', { name: '转入钱包' }).click();
  await page.getByRole('option', { name: 'HQT钱包' }).click();
  await wallet.getByLabel('转账金额').fill('50');
  await wallet.getByLabel('资金密码').fill(PAY_PASSWORD);
  const submit = wallet.getByRole('button', { name: '立即转账' });
  await submit.click();
  await expect(page.getByText('转账失败')).toBeVisible();
  // The button is busy until the balances shown are asked again.
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');

  // The player tries again with the form as it stands: the same key, so the server answers the first transfer.
  await submit.click();
  await expect(page.getByText('转账成功')).toBeVisible();
  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]).toBe(sent[0]);
  await expect(walletCash(page, 'sobet_01')).toHaveText('4,250.00');
  await expect(walletCash(page, 'hqt_01')).toHaveText('50.00');
  await expect(header(page).getByTestId('balance')).toHaveText('4,250.00');
});
