import type { Locator, Page } from '@playwright/test';
import { errorCodes } from '../../contract/error-catalogue';
import { accountPaths, paymentPaths, sessionPaths, userPaths } from '../../contract/paths';
import { DAILY_CANCEL_LIMIT, depositOrderCodes } from '../../contract/payment';
import { expect, header, signIn, test } from '../support/e2e-app';

// A bank-transfer order waiting for its payee (spec 2 §2, §4, §8), against the real server and its sandbox:
// leaving the charge tab or closing the wallet cancels the matching first (one of the day's 3 cancels), and an
// order answered with -100/-101/-103/-104 ends in a warning with the server's msg and the channel list.
// Each test registers its own player: the day's cancels are the player's, and a retry starts afresh.

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const PASSWORD = 'pass1234';
const PAY = 'pay12345';

type Answer = { code: number; msg: string; data?: { orderId?: string } };
async function post(page: Page, path: string, data: Record<string, unknown>): Promise<Answer> {
  return (await (await page.request.post(path, { data, headers: xhr })).json()) as Answer;
}

/** A fresh player under the demo agent's invite, with a fund password, a bank card and security questions (what deposits need), logged in. */
async function freshDepositor(page: Page, prefix: string): Promise<string> {
  const name = `${prefix}${Date.now().toString(36)}`.slice(0, 16);
  const steps: Array<[string, Record<string, unknown>]> = [
    [sessionPaths.register, { sign: 'DEMO8888', cn: name, password: PASSWORD }],
    [userPaths.setPayPassword, { payPassword: PAY }],
    [accountPaths.bindBankCard, { sn: '张三', bankCode: 'ICBC', cardNo: '6222020200112233445', payPassword: PAY }],
    [userPaths.securityQuestion, { question: '1,2,3', answer: 'beijing,zhangsan,lisi' }],
  ];
  for (const [path, data] of steps) {
    const answer = await post(page, path, data);
    expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  }
  await signIn(page, name, PASSWORD);
  return name;
}

/**
 * The charge tab of the wallet, opened from the header. The page's clock is installed and paused: the
 * waiting page asks the server only when the test runs its 10 s poll (another test moving the server's
 * clock could otherwise have the payee matched under this one).
 */
async function openCharge(page: Page) {
  await page.clock.install();
  await page.goto('/index');
  await header(page).getByRole('button', { name: '充值', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '我的钱包' });
  await expect(dialog.getByRole('group', { name: '充值渠道' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1_000);
  return dialog;
}

const channelGrid = (dialog: Locator) => dialog.getByRole('group', { name: '充值渠道' });
const submit = (dialog: Locator) => dialog.getByRole('button', { name: '立即充值' });
const waitingPage = (dialog: Locator) => dialog.getByRole('region', { name: '正在匹配收款账户' });
const cancelsLeft = (dialog: Locator, n: number) => dialog.getByRole('complementary', { name: '充值说明' }).getByText(`今日还可取消订单 ${n} 次。`);
/** The value of a receipt row (DetailList: dt, dd). */
const rowValue = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** A bank transfer of the first chip amount, submitted: the waiting page shows; answers the order number. */
async function startMatching(dialog: Locator): Promise<string> {
  await channelGrid(dialog)
    .getByRole('button', { name: /^银行卡转账( |$)/ })
    .click();
  await dialog.getByRole('radiogroup', { name: '充值金额' }).getByRole('radio').first().click();
  await submit(dialog).click();
  const waiting = waitingPage(dialog);
  await expect(waiting).toBeVisible();
  const orderId = (await rowValue(waiting, '订单号').innerText()).trim();
  expect(orderId).toMatch(/^D\d+$/);
  return orderId;
}

/** The order's status call, as the client makes it: a cancelled order answers -101. */
async function orderStatusCode(page: Page, orderId: string): Promise<number> {
  const response = await page.request.get(`${paymentPaths.orderStatus}?orderId=${orderId}`, { headers: xhr });
  return ((await response.json()) as Answer).code;
}

/** The order in the charge tab's order list has failed (cancelled shows as 充值失败), then back to the channels. */
async function expectFailedInList(dialog: Locator, orderId: string) {
  await dialog.getByRole('button', { name: '查看充值订单' }).click();
  const row = dialog.getByRole('table', { name: '近3天充值订单' }).getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('充值失败');
  await dialog.getByRole('button', { name: '‹ 返回充值' }).click();
}

test.describe('leaving a payee matching cancels it first (spec 2 §2)', () => {
  test('switching to the transfer tab cancels the order, one of the day’s 3 cancels', async ({ page }) => {
    await freshDepositor(page, 'mtab');
    const dialog = await openCharge(page);
    await expect(cancelsLeft(dialog, DAILY_CANCEL_LIMIT)).toBeVisible();
    const orderId = await startMatching(dialog);

    await dialog.getByRole('tab', { name: '转账' }).click();
    await expect(dialog.getByRole('tab', { name: '转账', selected: true })).toBeVisible();
    await expect.poll(() => orderStatusCode(page, orderId)).toBe(depositOrderCodes.cancelled);

    // Back on the charge tab: the channels again, one cancel fewer, and the order failed in the list.
    await dialog.getByRole('tab', { name: '充值' }).click();
    await expect(submit(dialog)).toBeVisible();
    await expect(waitingPage(dialog)).toHaveCount(0);
    await expect(cancelsLeft(dialog, DAILY_CANCEL_LIMIT - 1)).toBeVisible();
    await expectFailedInList(dialog, orderId);
  });

  test('closing the wallet cancels the order, one of the day’s 3 cancels', async ({ page }) => {
    await freshDepositor(page, 'mclose');
    let dialog = await openCharge(page);
    await expect(cancelsLeft(dialog, DAILY_CANCEL_LIMIT)).toBeVisible();
    const orderId = await startMatching(dialog);

    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => orderStatusCode(page, orderId)).toBe(depositOrderCodes.cancelled);

    await header(page).getByRole('button', { name: '充值', exact: true }).click();
    dialog = page.getByRole('dialog', { name: '我的钱包' });
    await expect(submit(dialog)).toBeVisible();
    await expect(cancelsLeft(dialog, DAILY_CANCEL_LIMIT - 1)).toBeVisible();
    await expectFailedInList(dialog, orderId);
  });
});

test.describe('an order code ends the waiting page: the server’s msg as a warning, then the channels (spec 2 §4, §8)', () => {
  /** The next 10 s poll shows `msg` and returns to the channel list. */
  async function expectEndedWith(page: Page, dialog: Locator, msg: string) {
    await page.clock.runFor(10_000);
    await expect(page.getByText(msg, { exact: true })).toBeVisible();
    await expect(waitingPage(dialog)).toHaveCount(0);
    await expect(channelGrid(dialog)).toBeVisible();
    await expect(submit(dialog)).toBeVisible();
  }

  test('-101: the order was cancelled elsewhere (the same player’s other window)', async ({ page }) => {
    await freshDepositor(page, 'm101');
    const dialog = await openCharge(page);
    const orderId = await startMatching(dialog);
    const cancelled = await post(page, paymentPaths.cancelOrder, { orderId, channelCode: 'BANK_TRANSFER', type: 2 });
    expect(cancelled.code, cancelled.msg).toBe(0);
    await expectEndedWith(page, dialog, errorCodes.depositCancelled.msg);
  });

  test('-103: the cancel button once the day’s 3 cancels are used', async ({ page }) => {
    await freshDepositor(page, 'm103');
    // The day's cancels used up on other orders, through the calls the tab makes.
    for (let i = 0; i < DAILY_CANCEL_LIMIT; i++) {
      const order = await post(page, paymentPaths.recharge, { channelCode: 'ALIPAY_WEB', amount: '100' });
      expect(order.code, order.msg).toBe(0);
      const cancelled = await post(page, paymentPaths.cancelOrder, { orderId: order.data!.orderId, channelCode: 'ALIPAY_WEB', type: 2 });
      expect(cancelled.code, cancelled.msg).toBe(0);
    }
    const dialog = await openCharge(page);
    await expect(cancelsLeft(dialog, 0)).toBeVisible();
    const orderId = await startMatching(dialog);

    await waitingPage(dialog).getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('alertdialog', { name: '取消订单' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(errorCodes.depositCancelLimit.msg, { exact: true })).toBeVisible();
    await expect(waitingPage(dialog)).toHaveCount(0);
    await expect(channelGrid(dialog)).toBeVisible();
    await expect(submit(dialog)).toBeVisible();
    // Refused: the order is still open on the server.
    expect(await orderStatusCode(page, orderId)).toBe(0);
  });

  test('-100: the order expired while waiting', async ({ page }) => {
    await freshDepositor(page, 'm100');
    const dialog = await openCharge(page);
    await startMatching(dialog);
    // Faked: the sandbox matches every waiting order 15 s after it is made and only then starts its window,
    // so a waiting order never expires there.
    await page.route(`**${paymentPaths.getOnepayOrderBankInfo}**`, (route) =>
      route.fulfill({ json: { code: depositOrderCodes.expired, msg: errorCodes.depositExpired.msg } }),
    );
    await expectEndedWith(page, dialog, errorCodes.depositExpired.msg);
  });

  test('-104: the server knows no such order', async ({ page }) => {
    await freshDepositor(page, 'm104');
    const dialog = await openCharge(page);
    await startMatching(dialog);
    // The player's own order always exists: the poll asks for an order number nobody has, and the real server answers.
    await page.route(`**${paymentPaths.getOnepayOrderBankInfo}**`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('orderId', 'D00000000000000000000');
      return route.continue({ url: url.toString() });
    });
    await expectEndedWith(page, dialog, errorCodes.depositNotFound.msg);
  });
});
