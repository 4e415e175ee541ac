import type { APIRequestContext, Page } from '@playwright/test';
import { letterPaths } from '../../contract/paths';
import { DEMO_PASSWORD, expect, header, inBothThemes, presetTheme, signIn, test, users } from '../support/e2e-app';

// System messages: the demo administrator sends through the API; players see them in the header's
// count (live, on chat_admin) and on /personal/letter/letter. Each test owns its player so that the
// tests running beside it (and the header screenshots of other files, agent's) never see its notices.
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

async function sendAsAdmin(request: APIRequestContext, content: string, toUserName: string): Promise<void> {
  const login = await request.post('/sso/login', { data: { cn: 'admin', password: DEMO_PASSWORD }, headers });
  expect((await login.json()).code).toBe(0);
  const sent = await request.post(letterPaths.send, { data: { content, toUserName }, headers });
  expect(await sent.json()).toMatchObject({ code: 0, data: { recipients: toUserName } });
}

/** The number the header's letters badge announces (0 when it shows none). */
async function lettersCount(page: Page): Promise<number> {
  const badge = header(page).getByText(/^未读系统消息 \d+$/);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())!.split(' ')[1]);
}
const lettersPage = (page: Page) => page.getByRole('region', { name: '系统消息' });

test('a notice the demo administrator sends from the page arrives live: the header count grows without a reload', async ({ page, browser }) => {
  test.setTimeout(60_000); // two browser contexts
  await signIn(page, users.player2);
  await page.goto('/index');
  await expect(header(page).getByTestId('letters-link')).toBeVisible();
  await expect.poll(() => lettersCount(page)).toBeGreaterThan(0); // the seeded notices to everyone
  const before = await lettersCount(page);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/personal/letter/letter');
    await lettersPage(admin).getByRole('button', { name: '发送系统消息' }).click();
    const dialog = admin.getByRole('dialog', { name: '发送系统消息' });
    await dialog.getByRole('button', { name: '发送' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('消息内容不能为空');
    await dialog.getByLabel('收件用户名').fill(users.player2);
    const text = `活动通知 ${Date.now()}`;
    await dialog.getByLabel('消息内容').fill(text);
    await dialog.getByRole('button', { name: '发送' }).click();
    await expect(admin.getByText('发送成功')).toBeVisible();
    await expect.poll(() => lettersCount(page)).toBe(before + 1);
    await page.goto('/personal/letter/letter');
    await expect(lettersPage(page).getByRole('listitem').first()).toContainText(text);
  } finally {
    await adminContext.close();
  }
});

test('a player sees no send button', async ({ page }) => {
  await signIn(page, users.player2);
  await page.goto('/personal/letter/letter');
  await expect(lettersPage(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '发送系统消息' })).toHaveCount(0);
});

test('the system messages page opens a letter (read) and deletes it after confirmation', async ({ page, request }) => {
  const text = `<img src=x onerror="document.title='hacked'"> 私信 ${Date.now()}`;
  await sendAsAdmin(request, text, users.player);
  await signIn(page, users.player);
  await page.goto('/personal/letter/letter');
  await expect.poll(() => lettersCount(page)).toBe(4);
  const list = lettersPage(page).getByRole('list', { name: '系统消息列表' });
  const item = list.getByRole('listitem').filter({ hasText: text });
  await expect(item).toHaveAttribute('data-unread', '');
  await expect(list.locator('img')).toHaveCount(0); // shown as text, never as markup

  await item.getByRole('button', { name: '查看' }).click();
  const dialog = page.getByRole('dialog', { name: '系统消息' });
  await expect(dialog.getByText(text)).toBeVisible();
  await expect.poll(() => lettersCount(page)).toBe(3);
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(item).not.toHaveAttribute('data-unread');

  await item.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除消息' }).or(page.getByRole('dialog', { name: '删除消息' }));
  await expect(confirm.getByText('确定要删除这条消息吗？删除后不可恢复。')).toBeVisible();
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(list.getByText(text)).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.reload();
  await expect(lettersPage(page).getByRole('listitem').first()).toBeVisible();
  await expect(lettersPage(page).getByText(text)).toHaveCount(0);
  expect(await page.title()).not.toBe('hacked');
});

// One player per theme: opening a letter marks it read, which the other theme's screenshot must not see
// (and each theme's pictures show its player's header: type 7 in red, type 10 in dark).
for (const [theme, user] of [
  ['red', users.withdrawOnly],
  ['dark', users.trial],
] as const) {
  test(`system messages screens (${theme} theme)`, async ({ page }) => {
    await presetTheme(page, theme);
    await signIn(page, user);
    await page.goto('/personal/letter/letter');
    const region = lettersPage(page);
    await expect(region.getByRole('listitem')).toHaveCount(3);
    // Send times depend on when the server started; the balance on when its answer arrives.
    const times = [page.locator('time')];
    const live = [...times, page.getByTestId('balance')];
    await expect(region).toHaveScreenshot(`letters-${theme}.png`, { mask: times });
    await region.getByRole('listitem').first().getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: '系统消息' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveScreenshot(`letter-open-${theme}.png`, { mask: live });
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('确定要删除这条消息吗？删除后不可恢复。')).toBeVisible();
    await expect(page).toHaveScreenshot(`letter-delete-${theme}.png`, { mask: live });
  });
}

test('send dialog screen in both themes', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/personal/letter/letter');
  await lettersPage(page).getByRole('button', { name: '发送系统消息' }).click();
  const dialog = page.getByRole('dialog', { name: '发送系统消息' });
  await dialog.getByLabel('消息内容').fill('系统维护通知：今晚 02:00-04:00 暂停提现。');
  await expect(dialog.getByText('27/1000')).toBeVisible();
  await inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`send-dialog-${theme}.png`));
});
