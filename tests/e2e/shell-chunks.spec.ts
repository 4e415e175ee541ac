import type { Page } from '@playwright/test';
import { expect, header, signIn, test, users } from '../support/e2e-app';

// A page loads only what it shows: the login page asks for the entry and its own screen's chunk,
// nothing of the logged-in shell, the socket, the wallet or the query cache; the header's links
// start the next screen's chunk on hover.

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
  for (const later of ['shell-member', 'socket', 'wallet', 'chat', 'game-window', 'queries', 'route-home', 'route-lottery']) expect(asked).not.toContain(later);
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
