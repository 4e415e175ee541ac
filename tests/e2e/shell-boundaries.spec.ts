import type { Page } from '@playwright/test';
import { chatPaths, paymentPaths, userPaths } from '../../contract/paths';
import { expect, header, signIn, test, users } from '../support/e2e-app';

// Each surface that can fail alone has its error boundary: a render error there shows that surface's
// error panel and leaves the rest of the page working. The failures are real render errors, caused
// by malformed answers of the server (or, for the game window, which checks what it restores, the
// test-only fault of app/lib/render-fault.ts). And a screen whose script chunk did not load offers
// 重试, which imports it again.

function panel(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/** The home page's own content, which must stay when another surface fails. */
const homeDraws = (page: Page) => page.getByRole('listitem', { name: '河内1分彩' });

test('a render error in the header shows in its place; the page below works', async ({ page }) => {
  // the user info answers a nickname that is not text: the greeting cannot render it
  await page.route(`**${userPaths.userCenter}?**`, async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: { userInfo: Record<string, unknown> } };
    answer.data.userInfo.nikeName = { malformed: true };
    await route.fulfill({ json: answer });
  });
  await signIn(page, users.member);
  await page.goto('/index');
  const error = panel(page, '顶部栏出错了');
  await expect(error).toBeVisible();
  await expect(error.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(homeDraws(page)).toBeVisible();
});

test('a render error in the deposit form shows in the wallet; its other tabs and the page stay', async ({ page }) => {
  // a channel list without its channels: the deposit form reads the first one while rendering
  await page.route(`**${paymentPaths.queryChannel}?**`, (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data: { result: null, resultUsdt: [] } } }),
  );
  await signIn(page, users.member);
  await page.goto('/index');
  await header(page).getByRole('button', { name: '充值', exact: true }).click();
  const wallet = page.getByRole('dialog', { name: '我的钱包' });
  const error = wallet.getByRole('alert').filter({ hasText: '钱包出错了' });
  await expect(error).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(homeDraws(page)).toBeVisible();

  await wallet.getByRole('tab', { name: '转账' }).click();
  await expect(error).toHaveCount(0);
  await expect(wallet.getByRole('tabpanel')).toBeVisible();
  await wallet.getByRole('button', { name: '关闭' }).click();
  await expect(wallet).toHaveCount(0);
});

test('a render error in the chat shows in the chat modal; the page stays', async ({ page }) => {
  // a recent contact whose nickname is not text, added to the server's answer
  await page.route(`**${chatPaths.recentContactNew}?**`, async (route) => {
    const answer = (await (await route.fetch()).json()) as { result: unknown[] };
    answer.result = [{ userId: 9999, to: 9999, userName: 'ghost', nickName: { malformed: true }, online: 0, unread: 0, unReadSize: 0, relation: 'upper' }];
    await route.fulfill({ json: answer });
  });
  await signIn(page, users.member);
  await page.goto('/index');
  await header(page).getByRole('button', { name: /聊天/ }).click();
  const chat = page.getByRole('dialog', { name: '站内聊天' });
  await expect(chat.getByRole('alert').filter({ hasText: '聊天出错了' })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(homeDraws(page)).toBeVisible();
});

test('a render error in the game window shows in its corner, closable; the page stays', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __RENDER_FAULT__: string }).__RENDER_FAULT__ = 'game-window';
  });
  await signIn(page, users.member);
  await page.goto('/index');
  await expect(header(page)).toBeVisible();
  // a window remembered open (what the window writes) comes back after the reload
  await page.evaluate(() =>
    localStorage.setItem(
      'gameWindow:demo',
      JSON.stringify({ open: true, title: '斗地主', url: '/helpercenter', wallet: 'hqt', mode: 'restored', restoreTo: 'restored', bounds: null }),
    ),
  );
  await page.reload();
  const error = panel(page, '游戏窗口出错了');
  await expect(error).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(homeDraws(page)).toBeVisible();
  await page.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(error).toHaveCount(0);
});

test('a screen whose chunk did not load offers 重试, which loads it', async ({ page }) => {
  await signIn(page, users.member);
  await page.goto('/index');
  await expect(header(page)).toBeVisible();
  const chunk = '**/route-records.*.js';
  await page.route(chunk, (route) => route.abort('failed'));
  await header(page).getByRole('button', { name: '管理中心' }).click();
  await page.getByRole('menuitem', { name: '投注记录' }).click();
  await expect(page).toHaveURL(/\/personal\/game\/lottery$/);
  const error = panel(page, '加载失败');
  await expect(error).toBeVisible();
  await expect(header(page)).toBeVisible();

  await page.unroute(chunk);
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '彩票投注记录' })).toBeVisible();
  await expect(error).toHaveCount(0);
});
