import type { Page } from '@playwright/test';
import { advanceServerClock, expect, header, inBothThemes, reloadInTheme, signIn, switchTheme, test, users } from '../support/e2e-app';

// Screenshots of the login page, the home page and the header menus in both themes: each screen is
// reached once and pictured in the red theme, then in the dark one (switched in place). Draw numbers,
// issues, countdowns and the last login time change from run to run, so they are masked.
const themes = ['red', 'dark'] as const;

async function homeReady(page: Page) {
  await expect(page.getByTestId('draw-balls').first().locator('> *').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '河内1分彩' })).toBeVisible();
}
const dynamic = (page: Page) => [page.getByTestId('draw-issue'), page.getByTestId('draw-balls'), page.getByTestId('draw-countdown')];

test('login page in both themes', async ({ page }) => {
  await page.goto('/login');
  for (const theme of themes) {
    // no header here: the dark picture is of the page loaded again with the dark theme chosen
    if (theme === 'dark') await reloadInTheme(page, theme);
    await expect(page.locator('html')).toHaveAttribute('data-ds-theme', theme);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '优惠活动' })).toBeVisible();
    await expect(page).toHaveScreenshot(`login-${theme}.png`);
  }
});

test('home page and header menus in both themes', async ({ page }) => {
  // A fresh database has no draws yet: let the server draw a few issues first.
  await advanceServerClock(page, 6 * 60_000);
  // Two log-ins, so 上次登录 always shows a time, whatever other tests did before: its width sets the menu's.
  await signIn(page, users.agent);
  await signIn(page, users.agent);
  await page.goto('/index');
  await homeReady(page);
  await inBothThemes(page, (theme) => expect(page).toHaveScreenshot(`home-${theme}.png`, { mask: dynamic(page) }));

  for (const theme of themes) {
    await switchTheme(page, theme);
    await header(page).getByRole('button', { name: '管理中心' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page).toHaveScreenshot(`management-menu-${theme}.png`, { mask: [...dynamic(page), page.getByTestId('last-login')] });
    await page.keyboard.press('Escape');

    await header(page).getByRole('button', { name: '彩票游戏' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: /河内1分彩/ })).toBeVisible();
    await expect(page).toHaveScreenshot(`lottery-menu-${theme}.png`, { mask: dynamic(page) });
    await page.keyboard.press('Escape');
  }
});
