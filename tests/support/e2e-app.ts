/**
 * A small UI vocabulary for the shell's browser tests: demo users (server/README.md), logging in
 * through the login screen, and a `test` whose pages pin the font stack (stable screenshots).
 */
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
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
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Stores the theme before the app starts (what the theme switch remembers). */
export async function presetTheme(page: Page, theme: 'red' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
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
