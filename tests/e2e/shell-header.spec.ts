import { expect, header, signIn, teamCenterEntries, test, users } from '../support/e2e-app';

const TRIAL_MESSAGE = '请注册正式账号以开通此功能';
const WITHDRAW_ONLY_MESSAGE = '当前账号不可充值/转账';

test.describe('header rules per user type', () => {
  test('type 0 sees the member center without a team center', async ({ page }) => {
    await signIn(page, users.player2);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '管理中心' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '账户管理' })).toBeVisible();
    await expect(menu.getByText('团队中心')).toHaveCount(0);
    await expect(menu.getByText(/上次登录/)).toBeVisible();
  });

  test('an agent sees the team center list and reaches it from the menu', async ({ page }) => {
    await signIn(page, users.agent);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '管理中心' }).click();
    // The header lists the same entries as the team page's side menu, the server's list.
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.filter({ hasText: /^(团队|日盈亏|下级管理|开户中心|彩票|游戏|推荐报表|投注额报表)/ })).toHaveText(teamCenterEntries);
    await page.getByRole('menu').getByRole('menuitem', { name: '团队总览' }).click();
    await expect(page).toHaveURL(/\/team\/teamsummary\/teamsummary$/);
    await expect(page).toHaveTitle(/团队中心/);
    await expect(page.getByRole('heading', { name: '团队总览' })).toBeVisible();
  });

  test("the top bar's buttons and links share one font size, height and icon size", async ({ page }) => {
    await signIn(page, users.agent);
    await page.goto('/index');
    const bar = header(page).locator('> div').first();
    await expect(bar.getByTestId('letters-link')).toBeVisible();
    const items = await bar.locator('a, button').evaluateAll((elements) =>
      elements.map((e) => ({
        name: e.textContent?.trim() || e.getAttribute('aria-label'),
        fontSize: getComputedStyle(e).fontSize,
        height: e.getBoundingClientRect().height,
        icon: e.querySelector('svg')?.getBoundingClientRect().width ?? null,
      })),
    );
    expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['管理中心', '聊天', '站内信', '线路切换', '退出']));
    for (const item of items)
      expect({ name: item.name, fontSize: item.fontSize, height: item.height }).toEqual({ name: item.name, fontSize: '12px', height: 24 });
    expect(new Set(items.flatMap((i) => (i.icon === null ? [] : [i.icon]))).size).toBe(1);
  });

  test('type 7 may withdraw but not charge or transfer', async ({ page }) => {
    await signIn(page, users.withdrawOnly);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '充值' }).click();
    await expect(page.getByText(WITHDRAW_ONLY_MESSAGE)).toBeVisible();
    await expect(page.getByRole('dialog', { name: '我的钱包' })).toHaveCount(0);
    await header(page).getByRole('button', { name: '提现' }).click();
    const wallet = page.getByRole('dialog', { name: '我的钱包' });
    await expect(wallet).toBeVisible();
    await expect(wallet.getByRole('tab', { name: '提现' })).toHaveAttribute('aria-selected', 'true');
    await expect(wallet.getByRole('tab', { name: '充值' })).toBeDisabled();
    await page.keyboard.press('Escape');
    // No team center: a downline would let the account move its money on.
    await header(page).getByRole('button', { name: '管理中心' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: '投注记录' })).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: '团队总览' })).toHaveCount(0);
  });

  test('type 10 has no chat, wallet or team center, with the trial message', async ({ page }) => {
    await signIn(page, users.trial);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '聊天' }).click();
    await expect(page.getByText(TRIAL_MESSAGE).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: '站内聊天' })).toHaveCount(0);
    await header(page).getByRole('button', { name: '提现' }).click();
    await expect(page.getByRole('dialog', { name: '我的钱包' })).toHaveCount(0);
    await header(page).getByRole('button', { name: '管理中心' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '投注记录' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '账户管理' })).toHaveCount(0);
    await expect(menu.getByText('团队中心')).toHaveCount(0);
  });

  test('a URL hash opens the wallet modal on its tab 1 s after load', async ({ page }) => {
    await signIn(page, users.member);
    // Note in the page when the wallet dialog appears (a loaded machine may take over 1 s to finish loading).
    await page.addInitScript(() => {
      const w = window as unknown as { walletOpenedAt?: number };
      new MutationObserver(() => {
        const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes('我的钱包'));
        if (dialog && w.walletOpenedAt === undefined) w.walletOpenedAt = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('about:blank');
    await page.goto('/index#transfer');
    const wallet = page.getByRole('dialog', { name: '我的钱包' });
    await expect(wallet).toBeVisible({ timeout: 5000 });
    const { openedAt, startedAt } = await page.evaluate(() => ({
      openedAt: (window as unknown as { walletOpenedAt: number }).walletOpenedAt,
      startedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    }));
    expect(openedAt - startedAt).toBeGreaterThanOrEqual(950);
    await expect(wallet.getByRole('tab', { name: '转账' })).toHaveAttribute('aria-selected', 'true');
    await expect(wallet.getByRole('button', { name: '立即转账' })).toBeVisible();
  });

  test('the lottery dropdown lists the quick items with hot and new badges', async ({ page }) => {
    await signIn(page, users.member);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '彩票游戏' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['河内1分彩', '河内5分彩', '腾讯分分彩', '亚洲分分彩', '加拿大30秒'])
      await expect(menu.getByRole('menuitem', { name: new RegExp(name) })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /亚洲分分彩/ })).toContainText('新');
    await expect(menu.getByRole('menuitem', { name: /河内1分彩/ })).toContainText('热');
  });

  test('the theme switch is remembered across reloads', async ({ page }) => {
    await signIn(page, users.member);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '切换到暗黑主题' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-ds-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-ds-theme', 'dark');
    await header(page).getByRole('button', { name: '切换到红色主题' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-ds-theme', 'red');
  });
});
