import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from '../support/e2e-app';

/** Opens 五星直选单式 (the single-entry plate) on HN1FC. */
async function openSingleEntries(page: Page) {
  await page.goto('/lottery?lottery=HN1FC');
  await expect(page.getByTestId('play-name')).toBeVisible();
  await page.getByRole('button', { name: '单式', exact: true }).first().click();
  await expect(page.getByTestId('play-name')).toHaveText('五星直选单式');
}

/** Pastes text into the entry box as the browser does (a paste event with clipboard data). */
async function paste(page: Page, text: string) {
  await page.getByTestId('entry-input').evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const entries = (n: number) => Array.from({ length: n }, (_, i) => String((i * 48271) % 100_000).padStart(5, '0'));

test.describe('lottery single entries', () => {
  test('pastes 100,000 entries and submits them', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, users.member);
    await openSingleEntries(page);
    await paste(page, entries(100_000).join('\n'));
    await expect(page.getByTestId('entry-count')).toHaveText('100000');
    // the pasted text never enters the textarea: the worker keeps the entries
    await expect(page.getByTestId('entry-input')).toHaveValue('');
    await expect(page.getByTestId('entry-preview').getByRole('listitem').first()).toHaveText('1. 00000');
    await page.getByRole('radio', { name: '2厘', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('100000');
    await expect(page.getByTestId('bet-amount')).toHaveText('200.00');
    await page.getByRole('button', { name: '添加订单' }).click();
    await expect(page.getByTestId('slip-count')).toHaveText('100000');
    const message = page.getByTestId('lottery-message');
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ has: page.getByTestId('bet-confirm') });
    const issue = page.getByTestId('current-issue');
    const onSale = (await issue.textContent()) ?? '';
    await page.getByRole('button', { name: '立即投注' }).click();
    await expect(confirm).toContainText('共 100000 注，投注金额 200.00 元');
    await confirm.getByRole('button', { name: '确认投注' }).click();
    await expect(message).toHaveText(/订单提交成功！|截止/, { timeout: 20_000 });
    if ((await message.textContent()) !== '订单提交成功！') {
      // the sales deadline passed at that moment: the slip stays, the next issue on sale takes it
      await expect(issue).not.toHaveText(onSale);
      await page.getByRole('button', { name: '立即投注' }).click();
      await confirm.getByRole('button', { name: '确认投注' }).click();
    }
    await expect(message).toHaveText('订单提交成功！', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: '我的投注' }).getByRole('row').nth(1)).toContainText('200');
  });

  test('rejects an uploaded file with one bad entry and names its position', async ({ page }) => {
    await signIn(page, users.member);
    await openSingleEntries(page);
    const lines = entries(1000);
    lines[736] = '1234';
    await page.getByTestId('entry-file').setInputFiles({ name: 'entries.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\r\n')) });
    const alert = page.getByTestId('entry-summary').getByRole('alert');
    await expect(alert).toContainText('有 1 个无效号码，已全部拒绝');
    await expect(alert).toContainText('第 737 个号码');
    await expect(page.getByTestId('bet-count')).toHaveText('0');
    await page.getByRole('button', { name: '添加订单' }).click();
    await expect(page.getByTestId('lottery-message')).toHaveText('请输入有效的投注号码');
    // a corrected file is accepted, duplicates removed
    lines[736] = lines[0]!;
    await page.getByTestId('entry-file').setInputFiles({ name: 'entries.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join(';')) });
    await expect(page.getByTestId('entry-count')).toHaveText('999');
    await expect(page.getByTestId('entry-summary')).toContainText('已去除重复 1 个');
  });

  test('counts typed entries after a pause', async ({ page }) => {
    await signIn(page, users.member);
    await openSingleEntries(page);
    await page.getByTestId('entry-input').fill('12345 54321,11111;12345');
    await expect(page.getByTestId('entry-count')).toHaveText('3');
    await expect(page.getByTestId('bet-count')).toHaveText('3');
  });
});
