import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, header, signIn, test, users } from '../support/e2e-app';

// A page loads only what it shows: the login page asks for the entry and its own screen's chunk,
// nothing of the logged-in shell, the socket or the wallet; the query cache comes after its first
// render, with the user agreement that reads the service-contract config; the header's links start
// the next screen's chunk on hover.

/** The names (before the content hash) of the script files the page asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = /\/([^/]+)\.[0-9a-f]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (file) names.push(file[1]!);
  });
  return names;
}

test('the login page loads its own chunk and none of the logged-in shell', async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(asked).toContain('main');
  expect(asked).toContain('route-login');
  for (const later of ['shell-member', 'socket', 'wallet', 'chat', 'game-window', 'route-home', 'route-lottery']) expect(asked).not.toContain(later);
});

test('the login form draws and logs in without the query cache, whose agreement chunk comes after', async ({ page }) => {
  await page.route(/\/(agreement|queries)\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('用户名').fill(users.member);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.getByText('登录即表示您已阅读并同意')).toHaveCount(0);
  await page.unrouteAll();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(header(page)).toBeVisible({ timeout: 15_000 });
});

test('hovering a header link loads that screen before the click', async ({ page }) => {
  await signIn(page, users.member);
  await page.goto('/index');
  await expect(header(page)).toBeVisible();
  const asked = scriptsAskedFor(page);
  const help = header(page).getByRole('link', { name: '帮助中心' });
  await help.hover();
  await expect.poll(() => asked).toContain('route-help');
  await expect(page).toHaveURL(/\/index$/);
  await help.click();
  await expect(page).toHaveURL(/\/helpercenter$/);
});
