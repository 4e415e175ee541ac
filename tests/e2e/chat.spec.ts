import type { Browser, Page } from '@playwright/test';
import { letterPaths } from '../../contract/paths';
import { expect, header, inBothThemes, signIn, test, users } from '../support/e2e-app';

// Two browser contexts: the demo agent and player2 (its direct downline) talk both ways.
// player2 starts with no unread (the seed's unread message goes to player1, whom only the
// broadcast test logs in, so the online dots it watches are its own).

/** A browser context of its own, logged in (through the API) on the home page. */
async function asUser(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __DS_PIN_FONTS__: boolean }).__DS_PIN_FONTS__ = true;
  });
  await signIn(page, user);
  await page.goto('/index');
  await expect(header(page)).toBeVisible();
  return page;
}

const chatButton = (page: Page) => header(page).getByRole('button', { name: /聊天/ });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: '站内聊天' });
const badge = (page: Page) => header(page).getByText(/^未读消息 \d+$/);

async function openChatWith(page: Page, section: string, name: string) {
  await chatButton(page).click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('region', { name: section }).getByRole('button', { name }).click();
  await expect(dialog.getByTestId('chat-title')).toHaveText(name);
  return dialog;
}

async function type(dialog: ReturnType<typeof chatDialog>, text: string) {
  const box = dialog.getByLabel('消息内容');
  await box.fill(text);
  await box.press('Enter');
}

test.describe('chat between the agent and a downline member', () => {
  test('messages go both ways with ack, unread marker, badge and a notification that opens the contact; hostile text stays text', async ({ browser }) => {
    test.setTimeout(90_000);
    const agent = await asUser(browser, users.agent);
    const player = await asUser(browser, users.player2);
    let dialogs = 0;
    for (const page of [agent, player]) page.on('dialog', () => dialogs++);

    // The player writes to the agent (my upper level shows the masked nickname).
    const playerChat = await openChatWith(player, '我的上级', 'age***');
    await expect(playerChat.getByPlaceholder(/最多500个字，按Enter发送/)).toBeVisible();
    await expect(playerChat.getByLabel('消息内容')).toHaveAttribute('maxlength', '500');
    const hello = `你好代理 ${Date.now()}`;
    await type(playerChat, hello);
    const sent = playerChat.getByTestId('chat-bubble').filter({ hasText: hello });
    await expect(sent).toBeVisible();
    await expect(sent).not.toHaveAttribute('data-pending', 'true');

    // The agent, chat closed: badge, and a notification; clicking it opens the player's conversation.
    // The badge counts conversations with unread messages: this one and the seeded team group (its members' messages are unread).
    await expect(badge(agent)).toHaveText('未读消息 2');
    const notice = agent.getByRole('button', { name: new RegExp(hello) });
    await expect(notice).toBeVisible();
    await notice.click();
    const agentChat = chatDialog(agent);
    await expect(agentChat.getByTestId('chat-title')).toHaveText('player2');
    // The bubble names the player as the agent's list does (it said pla*** beside the list's player2).
    await expect(agentChat.getByTestId('chat-bubble').filter({ hasText: hello })).toContainText('player2');
    await expect(badge(agent)).toHaveText('未读消息 1');
    // Opening the group reads it: no unread conversation is left.
    await agentChat
      .getByRole('region', { name: '群聊' })
      .getByRole('button', { name: /代理团队/ })
      .click();
    await expect(badge(agent)).toHaveCount(0);
    await agentChat
      .getByRole('region', { name: '我的下级' })
      .getByRole('button', { name: /player2/ })
      .click();
    await expect(agentChat.getByTestId('chat-title')).toHaveText('player2');

    // The agent answers; the open conversation on the player's side appends it.
    await type(agentChat, '收到，马上处理');
    await expect(playerChat.getByTestId('chat-bubble').filter({ hasText: '收到，马上处理' })).toBeVisible();

    // An XSS payload is shown as text on both sides, and nothing runs.
    const xss = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await type(agentChat, xss);
    await expect(playerChat.getByTestId('chat-bubble').filter({ hasText: xss })).toBeVisible();
    await expect(agentChat.getByTestId('chat-bubble').filter({ hasText: xss })).toBeVisible();
    for (const page of [agent, player]) {
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    }

    // The player switches to the settings view: a message from the agent now marks the contact unread.
    await playerChat.getByRole('button', { name: '消息设置' }).click();
    await type(agentChat, '再确认一下');
    const upper = playerChat.getByRole('region', { name: '我的上级' }).getByRole('button', { name: /age\*\*\*/ });
    await expect(upper.getByText('未读消息 1')).toBeVisible();
    await upper.click();
    await expect(upper.getByText(/未读消息/)).toHaveCount(0);
    await expect(playerChat.getByTestId('chat-bubble').filter({ hasText: '再确认一下' })).toBeVisible();
    expect(dialogs).toBe(0);
    await agent.context().close();
    await player.context().close();
  });

  test('the agent sees its downline with the online count and broadcasts to it', async ({ browser }) => {
    test.setTimeout(90_000);
    const agent = await asUser(browser, users.agent);
    await chatButton(agent).click();
    const dialog = chatDialog(agent);
    const downline = dialog.getByRole('region', { name: '我的下级' });
    const player1 = downline.getByRole('button', { name: /player1/ });
    await expect(player1.getByRole('img', { name: '离线' })).toBeVisible();
    // The count follows the dots (other tests log player2 in and out meanwhile).
    const countMatchesDots = async () =>
      Number(await dialog.getByTestId('online-count').textContent()) === (await downline.getByRole('img', { name: '在线' }).count());
    await expect.poll(countMatchesDots).toBe(true);
    const player = await asUser(browser, users.player);
    await expect(player1.getByRole('img', { name: '在线' })).toBeVisible();
    await expect.poll(countMatchesDots).toBe(true);
    await downline.getByRole('button', { name: '群发' }).click();
    await expect(dialog.getByTestId('chat-title')).toHaveText(/群发下级（\d+人）/);
    await type(dialog, '全体注意：今晚八点开会');
    await expect(dialog.getByTestId('chat-bubble').filter({ hasText: '全体注意：今晚八点开会' })).not.toHaveAttribute('data-pending', 'true');
    await expect(player.getByRole('button', { name: /全体注意：今晚八点开会/ })).toBeVisible();
    await player.context().close();
    await expect(player1.getByRole('img', { name: '离线' })).toBeVisible();
    await expect.poll(countMatchesDots).toBe(true);
    await agent.context().close();
  });
});

test('the panel search finds users by user name and groups by name, and opens a group found', async ({ browser }) => {
  const page = await asUser(browser, users.player2);
  await chatButton(page).click();
  const dialog = chatDialog(page);
  const box = dialog.getByRole('searchbox', { name: '搜索用户或群聊' }).or(dialog.getByLabel('搜索用户或群聊'));
  const results = dialog.getByRole('region', { name: '搜索结果' });
  await box.fill('团队');
  await box.press('Enter');
  await expect(results.getByRole('button', { name: /代理团队（3）/ })).toBeVisible();
  await box.fill('age');
  await box.press('Enter');
  await expect(results.getByRole('button', { name: /age\*\*\*/ })).toBeVisible();
  await expect(results.getByRole('button', { name: /代理团队/ })).toHaveCount(0);
  await box.fill('没有这个');
  await box.press('Enter');
  await expect(results).toContainText('没有找到可聊天的用户或群聊');
  await box.fill('代理');
  await box.press('Enter');
  await results.getByRole('button', { name: /代理团队/ }).click();
  await expect(dialog.getByTestId('group-title')).toContainText('代理团队');
  await page.context().close();
});

test('chat views in both themes', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await asUser(browser, users.player2);
  await chatButton(page).click();
  const dialog = chatDialog(page);
  await expect(dialog.getByRole('region', { name: '最近联系人' }).getByRole('button', { name: /age\*\*\*/ })).toBeVisible();
  // Online dots and unread counts depend on what the other tests do at the same time.
  const mask = [dialog.getByTestId('contact-item')];
  /** The dialog as it is now, in both themes (switched in place, the dialog open). */
  const shoot = (name: string, masks = mask) => inBothThemes(page, (theme) => expect(dialog).toHaveScreenshot(`${name}-${theme}.png`, { mask: masks }));
  await shoot('chat-panel');
  await dialog
    .getByRole('region', { name: '我的上级' })
    .getByRole('button', { name: /age\*\*\*/ })
    .click();
  await expect(dialog.getByTestId('chat-bubble').first()).toBeVisible();
  // Times and what other tests sent change from run to run: only the frame and the first messages matter.
  await shoot('chat-conversation', [dialog.getByRole('log'), ...mask]);
  await dialog.getByRole('button', { name: '消息设置' }).click();
  await expect(dialog.getByRole('switch', { name: '新消息弹出通知' })).toBeVisible();
  await shoot('chat-settings');
  await page.context().close();
});

test('the administrator entry lists the notices, marks them read and shows a live one on top', async ({ browser, request }) => {
  // gamer: no other browser test reads its letters.
  const page = await asUser(browser, 'gamer');
  await chatButton(page).click();
  const dialog = chatDialog(page);
  await dialog
    .getByRole('region', { name: '管理员消息' })
    .getByRole('button', { name: /系统通知/ })
    .click();
  const list = dialog.getByRole('list', { name: '系统通知列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(header(page).getByText(/未读系统消息/)).toHaveCount(0);

  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  await request.post('/sso/login', { data: { cn: 'admin', password: 'demo1234' }, headers });
  const sent = await request.post(letterPaths.send, { data: { content: '实时通知 <b>x</b>', toUserName: 'gamer' }, headers });
  expect((await sent.json()).code).toBe(0);
  await expect(list.getByRole('listitem').first()).toContainText('实时通知 <b>x</b>');
  await page.context().close();
});
