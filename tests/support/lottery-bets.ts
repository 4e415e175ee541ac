/** The lottery screen's bet submission, for browser tests: its message, the 立即投注 confirmation, a submit that must succeed. */
import type { Page } from '@playwright/test';
import { expect } from './e2e-app';

export const message = (page: Page) => page.getByTestId('lottery-message');

/** The 投注确认 dialog of 立即投注. */
export async function confirmBet(page: Page) {
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ has: page.getByTestId('bet-confirm') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确认投注' }).click();
}

/** Submits and expects success; a sales deadline passing at that moment (短期彩种) is retried once on the next issue. */
export async function submitOk(page: Page, button: '立即投注' | '快速投注') {
  const issue = page.getByTestId('current-issue');
  for (let attempt = 0; attempt < 2; attempt++) {
    const onSale = (await issue.textContent()) ?? '';
    await page.getByRole('button', { name: button }).click();
    if (button === '立即投注') await confirmBet(page);
    await expect(message(page)).toHaveText(/订单提交成功！|截止/);
    if ((await message(page).textContent()) === '订单提交成功！') return;
    // the retry waits for the next issue on sale
    await expect(issue).not.toHaveText(onSale);
  }
  await expect(message(page)).toHaveText('订单提交成功！');
}
