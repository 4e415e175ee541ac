import type { Locator, Page } from '@playwright/test';
import { expect, inBothThemes, signIn, test } from '../support/e2e-app';

// The floating game window (viewport 1280 × 900). Until a game page opens it, a window remembered in
// local storage (what the window itself writes) brings it up after a reload. The embedded page is an
// app page, which refuses to be framed: the tests check the frame element and its address, and mask it.
const USER = 'demo';
const GAME = { title: '斗地主', url: '/helpercenter' };

async function openRemembered(page: Page): Promise<Locator> {
  await page.evaluate(
    ([user, game]) =>
      localStorage.setItem(`gameWindow:${user}`, JSON.stringify({ open: true, ...game, wallet: 'hqt', mode: 'restored', restoreTo: 'restored', bounds: null })),
    [USER, GAME] as const,
  );
  await page.reload();
  const window = page.getByRole('dialog', { name: GAME.title });
  await expect(window).toBeVisible();
  return window;
}

async function boxOf(window: Locator) {
  const box = await window.boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) };
}

/** Presses at `from`, moves by (dx, dy) in steps, releases. */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

test(`the game window, pictured in both themes, drags, resizes to its minimum, snaps, maximises, minimises, goes fullscreen, survives a route change \
and a reload`, async ({ page }) => {
  // one long walk through every state: on the shared 2-core machine it needs more than the default 30 s
  test.setTimeout(90_000);
  // dragging must not trip the content security policy (the drag library injects a style element unless one exists)
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy directive[^]*style-src/.test(message.text())) policyErrors.push(message.text());
  });
  await signIn(page, USER);
  await page.goto('/index');
  const window = await openRemembered(page);
  const frame = window.locator('iframe');
  await expect(frame).toHaveAttribute('src', GAME.url);
  await expect(frame).toHaveAttribute('title', GAME.title);
  // the default: 870 × 476, centred, pictured in the red theme (the default one) and in the dark one
  await expect.poll(() => boxOf(window)).toEqual({ x: 205, y: 212, width: 870, height: 476 });
  await inBothThemes(page, (theme) => expect(window).toHaveScreenshot(`game-window-${theme}.png`, { mask: [frame] }));

  // resize from the bottom-right corner far past the minimum: it stops at 280 × 200
  let box = await boxOf(window);
  await dragBy(page, { x: box.x + box.width - 3, y: box.y + box.height - 3 }, -900, -600);
  await expect.poll(() => boxOf(window)).toEqual({ x: 205, y: 212, width: 280, height: 200 });

  // a drag by the title bar to open space stays where it was dropped
  const title = window.getByRole('heading', { name: GAME.title });
  box = await boxOf(window);
  await dragBy(page, { x: box.x + 40, y: box.y + 18 }, 195, 88);
  await expect.poll(() => boxOf(window)).toMatchObject({ x: 400, y: 300 });
  // dropped 60 px from the right edge and 50 px from the bottom: flush against both
  box = await boxOf(window);
  await dragBy(page, { x: box.x + 40, y: box.y + 18 }, 1280 - 60 - 280 - 400, 900 - 50 - 200 - 300);
  await expect.poll(() => boxOf(window)).toEqual({ x: 1000, y: 700, width: 280, height: 200 });
  // and within 80 px of the top-left corner: snapped to it
  box = await boxOf(window);
  await dragBy(page, { x: box.x + 40, y: box.y + 18 }, -(1000 - 70), -(700 - 30));
  await expect.poll(() => boxOf(window)).toEqual({ x: 0, y: 0, width: 280, height: 200 });
  await expect(title).toBeVisible();
  expect(policyErrors).toEqual([]);

  // maximise fills the viewport; exit-maximise returns to the same place and size
  await window.getByRole('button', { name: '最大化' }).click();
  await expect.poll(() => boxOf(window)).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
  await window.getByRole('button', { name: '退出最大化' }).click();
  await expect.poll(() => boxOf(window)).toEqual({ x: 0, y: 0, width: 280, height: 200 });

  // minimise leaves the title bar at the bottom left, the game still loaded; restore brings it back
  await window.getByRole('button', { name: '最小化' }).click();
  await expect(frame).toBeHidden();
  await expect.poll(() => boxOf(window)).toMatchObject({ x: 12, width: 280, height: 38 });
  await expect(frame).toHaveAttribute('src', GAME.url);
  await window.getByRole('button', { name: '还原' }).click();
  await expect(frame).toBeVisible();

  // a move to the middle, then a route change: the window stays open where it was
  box = await boxOf(window);
  await dragBy(page, { x: box.x + 40, y: box.y + 18 }, 500, 300);
  await expect.poll(() => boxOf(window)).toEqual({ x: 500, y: 300, width: 280, height: 200 });
  await page.getByRole('banner').getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/helpercenter$/);
  await expect.poll(() => boxOf(window)).toEqual({ x: 500, y: 300, width: 280, height: 200 });

  // and a reload brings it back there, maximised when it was left maximised
  await window.getByRole('button', { name: '最大化' }).click();
  await page.reload();
  await expect(window).toBeVisible();
  await expect.poll(() => boxOf(window)).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
  await window.getByRole('button', { name: '退出最大化' }).click();
  await expect.poll(() => boxOf(window)).toEqual({ x: 500, y: 300, width: 280, height: 200 });

  // fullscreen puts the whole window on the screen (the Fullscreen API), and leaves it where it was
  await window.getByRole('button', { name: '全屏' }).click();
  await expect(window.getByRole('button', { name: '退出全屏' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('role'))).toBe('dialog');
  await window.getByRole('button', { name: '退出全屏' }).click();
  await expect(window.getByRole('button', { name: '全屏' })).toBeVisible();
  await expect.poll(() => boxOf(window)).toEqual({ x: 500, y: 300, width: 280, height: 200 });

  // the title bar's transfer link opens the wallet's transfer tab
  await window.getByRole('button', { name: '转账' }).click();
  const wallet = page.getByRole('dialog', { name: '我的钱包' });
  await expect(wallet.getByRole('tab', { name: '转账' })).toHaveAttribute('aria-selected', 'true');
  await wallet.getByRole('button', { name: '关闭' }).click();

  // closed stays closed after a reload
  await window.getByRole('button', { name: '关闭' }).click();
  await expect(window).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(window).toBeHidden();
});
