/**
 * A small UI vocabulary for the shell's browser tests: demo users (server/README.md), logging in
 * through the login screen or, where that screen is not the subject, through the API, switching the
 * theme in place, and a `test` whose pages pin the font stack (stable screenshots).
 */
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { sessionPaths } from '../../contract/paths';
import { readOutbox, type OutboxMessage } from '../../server/mail';

export const DEMO_PASSWORD = 'demo1234';
export const users = {
  member: 'demo', // type 0, security questions set
  agent: 'agent', // type 1
  player: 'player1', // type 0, nothing set
  player2: 'player2', // type 0
  withdrawOnly: 'withdraw', // type 7
  trial: 'trial', // type 10
} as const;

/** The team center's entries for an agent, in the order the header menu and the side menu list them. */
export const teamCenterEntries = [
  '团队总览',
  '团队盈亏',
  '日盈亏',
  '团队投注',
  '团队增长',
  '下级管理',
  '开户中心',
  '彩票分红',
  '彩票日工资',
  '彩票私返',
  '游戏分红',
  '游戏返水',
  '推荐报表',
  '投注额报表',
];

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as unknown as { __DS_PIN_FONTS__: boolean }).__DS_PIN_FONTS__ = true;
    });
    await use(page);
  },
});
export { expect };

/** Logs in through the login screen and waits for the home page. */
export async function login(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
  // The signed-in shell is its own chunk, fetched at log-in: on a loaded machine that takes longer
  // than the usual wait for an element.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Logs in through the API, for tests whose subject is not the login screen: the session cookie lands
 * in the page's context, and what the login screen would remember (app/stores/session-store.ts: the
 * logged-in flag and the user info it answered) is stored for the app's origin. No page is loaded:
 * the test opens the screen it is about directly, as a returning player's reload does.
 */
export async function signIn(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post(sessionPaths.login, { data: { appId: 5, cn: user, password }, headers: xhr });
  const body = (await response.json()) as { code: number; msg?: string; data?: { userInfo: unknown } };
  expect(body.code, body.msg).toBe(0);
  const context = page.context();
  const { cookies, origins } = await context.storageState();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const kept = origins.find((o) => o.origin === origin)?.localStorage.filter((item) => item.name !== 'loggedIn' && item.name !== 'userInfo') ?? [];
  const session = [
    { name: 'loggedIn', value: 'true' },
    { name: 'userInfo', value: JSON.stringify(body.data!.userInfo) },
  ];
  await context.setStorageState({ cookies, origins: [...origins.filter((o) => o.origin !== origin), { origin, localStorage: [...kept, ...session] }] });
}

/** Stores the theme before the app starts (what the theme switch remembers). */
export async function presetTheme(page: Page, theme: 'red' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Switches the theme in place with the header's theme switch, so one test takes a screen's pictures
 * in both themes without repeating the way there. The switch's own click handler runs (the event is
 * dispatched on the button): the pointer and the focus stay where they were, so no hover or focus
 * style enters the pictures, and it works while a dialog covers the header.
 */
export async function switchTheme(page: Page, theme: 'red' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-ds-theme')) === theme) return;
  const label = theme === 'dark' ? '切换到暗黑主题' : '切换到红色主题';
  await page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: label, includeHidden: true }).dispatchEvent('click');
  await expect(html).toHaveAttribute('data-ds-theme', theme);
}

/**
 * Takes `picture` of the page as it is now in both themes: in the current one first, then in the other
 * (switched in place), where the page stays. One way to a screen, two pictures.
 */
export async function inBothThemes(page: Page, picture: (theme: 'red' | 'dark') => Promise<void>): Promise<void> {
  const current = (await page.locator('html').getAttribute('data-ds-theme')) === 'dark' ? 'dark' : 'red';
  for (const theme of current === 'red' ? (['red', 'dark'] as const) : (['dark', 'red'] as const)) {
    await switchTheme(page, theme);
    await picture(theme);
  }
}

/**
 * The same for a screen without the header (log-in, speed test, chart): the choice is stored as the
 * switch stores it and the page reloaded, as a player coming back in that theme sees it.
 */
export async function reloadInTheme(page: Page, theme: 'red' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-ds-theme', theme);
}

export function header(page: Page) {
  return page.getByRole('banner');
}

/** Moves the server's test clock forward (TEST_CLOCK=1) and runs the draws that fall due. */
export async function advanceServerClock(page: Page, ms: number): Promise<void> {
  const response = await page.request.post('/__test/clock', { data: { advanceMs: ms }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.ok()).toBe(true);
}

/**
 * Sets the page's clock to the server's: other tests move the server's test clock ahead, and
 * record pages choose their default days from the browser's date.
 */
export async function followServerClock(page: Page): Promise<void> {
  const response = await page.request.post('/__test/clock', { data: { advanceMs: 0 }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const { result } = (await response.json()) as { result: { now: number } };
  await page.clock.setSystemTime(result.now);
}

/** The e2e server's mail outbox (tests/support/e2e-server.ts keeps its data folder by port). */
export const e2eOutboxFile = () => path.join(os.tmpdir(), `shell-e2e-${process.env.E2E_PORT}`, 'data', 'outbox.jsonl');

/** Waits for the newest message to `to` (with `subject`) and returns the 6-digit code in it. */
export async function mailedCode(to: string, subject: string): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(() => {
      found = readOutbox(e2eOutboxFile())
        .filter((m) => m.to === to && m.subject === subject)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return /(\d{6})/.exec(found!.text)![1]!;
}

/**
 * A table fits its columns: it is no wider than its box (no sideways scroll at the tests' 1280 px), no cell's content
 * is wider than the cell (nothing clipped), and every cell but a free-text one (`data-wrap`) holds one line.
 */
export async function expectTableFits(table: Locator): Promise<void> {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const faults = await table.evaluate((element) => {
    const found: string[] = [];
    const box = element.parentElement!;
    if (element.scrollWidth > box.clientWidth) found.push(`table ${element.scrollWidth} px in a ${box.clientWidth} px box`);
    for (const cell of element.querySelectorAll<HTMLElement>('th, td')) {
      const text = cell.textContent?.trim() ?? '';
      if (cell.scrollWidth > cell.clientWidth) found.push(`clipped: ${text}`);
      if (cell.hasAttribute('data-wrap') || cell.hasAttribute('colspan') || text === '') continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lineHeight = parseFloat(getComputedStyle(cell).fontSize) * 1.6;
      if (range.getBoundingClientRect().height > lineHeight) found.push(`wrapped: ${text}`);
    }
    return found;
  });
  expect(faults).toEqual([]);
}
