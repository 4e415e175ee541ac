import type { Browser, Locator, Page } from '@playwright/test';
import { errorCodes } from '../../contract/primitives';
import { chatPaths, groupPaths } from '../../contract/paths';
import { expect, header, presetTheme, signIn, test } from '../support/e2e-app';

// The seeded captain (an agent) and its downline crew1-crew3 belong to this file alone: their
// balances and online dots move with it and nothing else. Three browser contexts: the owner in
// the red theme, crew1 in the dark one, crew2 red.

const PAY_PASSWORD = 'pay12345';

async function asUser(browser: Browser, user: string, theme: 'red' | 'dark'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => {
    (window as unknown as { __DS_PIN_FONTS__: boolean }).__DS_PIN_FONTS__ = true;
  });
  await presetTheme(page, theme);
  await signIn(page, user);
  await page.goto('/index');
  await expect(header(page)).toBeVisible();
  return page;
}

const chatDialog = (page: Page) => page.getByRole('dialog', { name: '站内聊天' });

async function openChat(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: /聊天/ }).click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function balanceOf(page: Page): Promise<number> {
  const text = (await header(page).getByTestId('balance').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

/** The balance moves to `expected` (2 decimals). */
async function expectBalance(page: Page, expected: number) {
  await expect.poll(async () => (await balanceOf(page)).toFixed(2)).toBe(expected.toFixed(2));
}

/** Swaps the red and dark theme classes wherever they are set (what the theme switch does, without leaving the dialog). */
function swapTheme(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll('.red-theme, .dark-theme')) {
      const dark = element.classList.contains('dark-theme');
      element.classList.replace(dark ? 'dark-theme' : 'red-theme', dark ? 'red-theme' : 'dark-theme');
    }
  });
}

/**
 * The view in both themes (the page's own, then the other). Times, online dots and balances
 * change from run to run: the frame and the texts matter.
 */
async function shot(page: Page, dialog: Locator, name: string) {
  const mask = [dialog.getByRole('log'), dialog.getByTestId('contact-item'), dialog.getByRole('img', { name: /在线|离线/ })];
  await expect(dialog).toHaveScreenshot(`${name}.png`, { mask });
  await swapTheme(page);
  await expect(dialog).toHaveScreenshot(`${name}-other-theme.png`, { mask });
  await swapTheme(page);
}

async function say(dialog: Locator, text: string) {
  const box = dialog.getByLabel('群消息内容');
  await box.fill(text);
  await box.press('Enter');
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** A chat endpoint called as the signed-in user of `page`; its answer's envelope ({ code, msg, result }). */
async function lotteryPost(page: Page, path: string, data: object): Promise<{ code: number; msg: string; result?: unknown }> {
  return (await page.request.post(path, { data, headers: xhr })).json();
}

async function lotteryGet(page: Page, path: string): Promise<unknown> {
  const answer = await (await page.request.get(path, { headers: xhr })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.result;
}

/** The toasts' live region (outside the chat dialog). */
const notices = (page: Page) => page.getByRole('region', { name: /^通知/ });

const groupTitle = (dialog: Locator) => dialog.getByTestId('group-title');
const tip = (dialog: Locator, text: string | RegExp) => dialog.getByTestId('system-tip').filter({ hasText: text }).last();

test.describe('chat groups and red packets', () => {
  // Both tests move the crew's balances and the captain's groups (the second fills the captain's quota): one after the other.
  test.describe.configure({ mode: 'default' });

  test('a group is created, grows, mutes, takes a lucky and an ordinary packet with balances exact, loses members and is dissolved', async ({ browser }) => {
    test.setTimeout(300_000); // one long scenario: 1.4-2.1 min in full runs, and past 150 s once as the first test of a run
    const captain = await asUser(browser, 'captain', 'red');
    const crew1 = await asUser(browser, 'crew1', 'dark');
    const crew2 = await asUser(browser, 'crew2', 'red');
    const [captainStart, crew1Start, crew2Start] = [await balanceOf(captain), await balanceOf(crew1), await balanceOf(crew2)];

    // Creating: the picker takes the left panel; too few people, then the name rules.
    const owner = await openChat(captain);
    await owner.getByRole('button', { name: '新建群聊' }).click();
    const picker = owner.getByRole('list', { name: '可选成员' });
    await picker.getByText('crew1', { exact: true }).click();
    await owner.getByRole('button', { name: '下一步' }).click();
    await expect(owner.getByRole('alert')).toHaveText('群内最小人数3人，最大人数200人，建群不成功');
    await picker.getByText('crew2', { exact: true }).click();
    await shot(captain, owner, 'group-picker-red');
    await owner.getByRole('button', { name: '下一步' }).click();
    const name = owner.getByLabel('群名称');
    await expect(name).toHaveValue('crew1_crew2');
    await name.fill('');
    await owner.getByRole('button', { name: '确定' }).click();
    await expect(owner.getByText('请填写群名称')).toBeVisible();
    await name.fill('船队 A!');
    await owner.getByRole('button', { name: '确定' }).click();
    await expect(owner.getByText('仅能输入12个字符的汉字、数字和字母')).toBeVisible();
    await shot(captain, owner, 'group-name-red');
    await name.fill('船队');
    await owner.getByRole('button', { name: '确定' }).click();
    await expect(groupTitle(owner)).toHaveText('船队（3）');

    // A member (userType 0) sees the group, leave instead of view/add, and the owner's message.
    const member = await openChat(crew1);
    await member.getByRole('region', { name: '群聊' }).getByRole('button', { name: /船队/ }).click();
    await expect(groupTitle(member)).toHaveText('船队（3）');
    await expect(member.getByRole('button', { name: '退出群聊' })).toBeVisible();
    await expect(member.getByRole('button', { name: '查看成员' })).toHaveCount(0);
    await say(owner, '欢迎上船');
    await expect(member.getByTestId('chat-bubble').filter({ hasText: '欢迎上船' })).toBeVisible();
    await expect(member.getByPlaceholder(/最多2000个字/)).toBeVisible();

    // Adding crew3: the tip reaches the members and the count moves.
    await owner.getByRole('button', { name: '添加', exact: true }).click();
    await owner.getByRole('list', { name: '可添加的成员' }).getByText('crew3', { exact: true }).click();
    await owner.getByRole('button', { name: '确定' }).click();
    await expect(groupTitle(owner)).toHaveText('船队（4）');
    await expect(tip(member, /进入群聊/)).toBeVisible();
    await expect(groupTitle(member)).toHaveText('船队（4）');

    // Mute one, then everyone: the member's input gives way to the notice, and comes back.
    const panel = owner.getByRole('complementary', { name: '群成员' });
    await panel.getByRole('button', { name: '禁言 crew1' }).click();
    await expect(member.getByRole('status').filter({ hasText: '你已被管理员禁言' })).toBeVisible();
    await expect(member.getByLabel('群消息内容')).toHaveCount(0);
    await expect(tip(member, /已被管理员禁言/)).toBeVisible();
    await panel.getByRole('button', { name: '解除禁言 crew1' }).click();
    await expect(member.getByLabel('群消息内容')).toBeVisible();
    await owner.getByRole('button', { name: '查看成员' }).click();
    await expect(owner.getByRole('list', { name: '群成员（4）' })).toBeVisible();
    await shot(captain, owner, 'group-settings-red');
    await owner.getByRole('switch', { name: '全体禁言' }).click();
    await expect(member.getByRole('status').filter({ hasText: '全体会员已被管理员禁言' })).toBeVisible();
    await expect(tip(member, '全体会员已被管理员禁言')).toBeVisible();
    await shot(crew1, member, 'group-muted-dark');
    await owner.getByRole('switch', { name: '全体禁言' }).click();
    await expect(member.getByLabel('群消息内容')).toBeVisible();
    await owner.getByRole('button', { name: '消息设置' }).click();
    await expect(owner.getByRole('switch', { name: '成员加入提醒' })).toBeChecked();
    await shot(captain, owner, 'group-message-settings-red');
    await owner.getByRole('button', { name: '返回' }).click();
    await owner.getByRole('button', { name: '返回聊天' }).click();

    // A lucky packet of 10.00 in 2 shares: the rules first, then the fund password.
    await owner.getByRole('button', { name: '发红包' }).click();
    await owner.getByLabel('红包个数').fill('101');
    await owner.getByLabel('总金额').fill('10');
    await owner.getByRole('button', { name: '塞钱进红包' }).click();
    await expect(owner.getByRole('alert')).toHaveText('红包个数1-100个');
    await owner.getByLabel('红包个数').fill('2');
    await expect(owner.getByTestId('red-packet-total')).toHaveText('¥10.00');
    await shot(captain, owner, 'red-packet-send-red');
    await owner.getByRole('button', { name: '塞钱进红包' }).click();
    const password = captain.getByRole('dialog', { name: '发红包' });
    await password.getByLabel('资金密码').fill(PAY_PASSWORD);
    await password.getByRole('button', { name: '确定' }).click();
    await expect(password).toBeHidden();
    await expectBalance(captain, captainStart - 10);

    // crew1 opens it: the share lands in the balance; the owner is told.
    const luckyCard = member.getByTestId('red-packet-card').last();
    await expect(luckyCard).toContainText('领取红包');
    await luckyCard.click();
    await expect(member.getByRole('button', { name: '开红包' })).toBeVisible();
    await shot(crew1, member, 'red-packet-opening-dark');
    await member.getByRole('button', { name: '开红包' }).click();
    const share1 = Number(((await member.getByTestId('red-packet-amount').textContent()) ?? '').replace('元', ''));
    expect(share1).toBeGreaterThan(0);
    expect(share1).toBeLessThan(10);
    await expectBalance(crew1, crew1Start + share1);
    await expect(tip(owner, 'crew1领取了你的红包')).toBeVisible();
    await shot(crew1, member, 'red-packet-opened-dark');

    // crew2 takes the rest: the packet is finished for everyone.
    const deck = await openChat(crew2);
    await deck.getByRole('region', { name: '群聊' }).getByRole('button', { name: /船队/ }).click();
    await deck.getByTestId('red-packet-card').last().click();
    await deck.getByRole('button', { name: '开红包' }).click();
    const share2 = Number(((await deck.getByTestId('red-packet-amount').textContent()) ?? '').replace('元', ''));
    expect((share1 * 100 + share2 * 100) / 100).toBeCloseTo(10, 2);
    await expectBalance(crew2, crew2Start + share2);
    await expect(tip(owner, '红包已被领完')).toBeVisible();
    await expect(owner.getByTestId('red-packet-card').last()).toContainText('已领完');

    // crew2 has no fund password: its packet is not sent, and the prompt offers to set one first.
    await deck.getByRole('button', { name: '查看领取详情' }).click();
    await deck.getByRole('button', { name: '返回聊天' }).click();
    await deck.getByRole('button', { name: '发红包' }).click();
    await deck.getByLabel('红包个数').fill('1');
    await deck.getByLabel('总金额').fill('1');
    await deck.getByRole('button', { name: '塞钱进红包' }).click();
    const missing = crew2.getByRole('dialog', { name: '发红包' });
    await expect(missing).toContainText('请先设置资金密码');
    await expect(missing.getByLabel('资金密码')).toHaveCount(0);
    await missing.getByRole('button', { name: '去设置' }).click();
    await expect(missing).toBeHidden();
    const setting = crew2.getByRole('dialog', { name: '设置资金密码' });
    await expect(setting.getByLabel('确认资金密码')).toBeVisible();
    await setting.getByRole('button', { name: '取消' }).click();
    await expect(setting).toBeHidden();
    await expectBalance(crew2, crew2Start + share2);

    // The status view: both shares, one best.
    await member.getByRole('button', { name: '查看领取详情' }).click();
    await expect(member.getByTestId('red-packet-progress')).toHaveText('已领取2/2个，共10.00/10.00元');
    await expect(member.getByRole('table', { name: '领取详情' }).getByRole('row')).toHaveCount(3);
    await shot(crew1, member, 'red-packet-status-dark');
    // Names as the group detail gives them to each viewer (spec 2 §6): a member sees itself by name and the
    // others masked; the owner sees everyone by name, itself included.
    const memberClaims = member.getByRole('table', { name: '领取详情' });
    await expect(memberClaims.getByRole('cell', { name: 'crew1', exact: true })).toBeVisible();
    await expect(memberClaims.getByRole('cell', { name: 'cre***', exact: true })).toBeVisible();
    await member.getByRole('button', { name: '返回聊天' }).click();
    await expect(member.getByTestId('red-packet-card').last()).toContainText('已领取');
    await owner.getByTestId('red-packet-card').last().click();
    await owner.getByRole('button', { name: '查看领取详情' }).click();
    const ownerClaims = owner.getByRole('table', { name: '领取详情' });
    await expect(ownerClaims.getByRole('cell', { name: 'crew1', exact: true })).toBeVisible();
    await expect(ownerClaims.getByRole('cell', { name: 'crew2', exact: true })).toBeVisible();
    await expect(owner.getByText(/^captain的拼手气红包/)).toBeVisible();
    await owner.getByRole('button', { name: '返回聊天' }).click();

    // An ordinary packet: 2.50 each × 2 = 5.00.
    await owner.getByRole('button', { name: '发红包' }).click();
    await owner.getByRole('group', { name: '红包类型' }).getByText('普通红包').click();
    await owner.getByLabel('红包个数').fill('2');
    await owner.getByLabel('单个金额').fill('2.5');
    await owner.getByLabel('红包标题').fill('周末加油');
    await expect(owner.getByTestId('red-packet-total')).toHaveText('¥5.00');
    await owner.getByRole('button', { name: '塞钱进红包' }).click();
    await password.getByLabel('资金密码').fill(PAY_PASSWORD);
    await password.getByRole('button', { name: '确定' }).click();
    await expectBalance(captain, captainStart - 15);
    const ordinary = member.getByTestId('red-packet-card').filter({ hasText: '周末加油' });
    await ordinary.click();
    await member.getByRole('button', { name: '开红包' }).click();
    await expect(member.getByTestId('red-packet-amount')).toHaveText('2.50元');
    await expectBalance(crew1, crew1Start + share1 + 2.5);

    // Records by year: what crew1 received.
    await member.getByRole('button', { name: '查看领取详情' }).click();
    await member.getByRole('button', { name: '红包记录' }).click();
    await expect(member.getByTestId('red-packet-summary')).toContainText('共收到2个');
    await shot(crew1, member, 'red-packet-records-dark');
    await member.getByRole('button', { name: '返回聊天' }).click();
    await expect(tip(member, /^你领取了.+的红包$/)).toBeVisible();

    // Kick crew3 (4 → 3), add it again, then crew1 leaves after confirming.
    await panel.getByRole('button', { name: '删除 crew3' }).click();
    await expect(groupTitle(owner)).toHaveText('船队（3）');
    await owner.getByRole('button', { name: '添加', exact: true }).click();
    await owner.getByRole('list', { name: '可添加的成员' }).getByText('crew3', { exact: true }).click();
    await owner.getByRole('button', { name: '确定' }).click();
    await expect(groupTitle(owner)).toHaveText('船队（4）');
    await member.getByRole('button', { name: '退出群聊' }).click();
    const leave = crew1.getByRole('alertdialog');
    await expect(leave).toContainText('是否要离开此群聊');
    await leave.getByRole('button', { name: '确定' }).click();
    await expect(member.getByRole('region', { name: '群聊' }).getByRole('button', { name: /船队/ })).toHaveCount(0);
    await expect(tip(owner, /离开群聊/)).toBeVisible();
    await expect(groupTitle(owner)).toHaveText('船队（3）');

    // The owner dissolves it: it leaves crew2's list too.
    await owner.getByRole('button', { name: '查看成员' }).click();
    await owner.getByRole('button', { name: '解散群聊' }).click();
    await captain.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(owner.getByRole('region', { name: '群聊' }).getByRole('button', { name: /船队/ })).toHaveCount(0);
    await expect(deck.getByRole('region', { name: '群聊' }).getByRole('button', { name: /船队/ })).toHaveCount(0);
    for (const page of [captain, crew1, crew2]) await page.context().close();
  });

  test('refusals: 建群失败 and 添加成员失败 with what the server said, a refused red packet inline, a refused opening as a toast', async ({ browser }) => {
    test.setTimeout(120_000);
    const captain = await asUser(browser, 'captain', 'red');
    const captainStart = await balanceOf(captain);
    const team = (await lotteryGet(captain, chatPaths.subContact)) as { list: Array<{ userId: number; userName: string }> };
    const idOf = (name: string) => team.list.find((c) => c.userName === name)!.userId;
    // The captain's groups up to the server's quota, each with crew1 and crew2; dissolved again at the end.
    const owned: number[] = [];
    try {
      for (;;) {
        const answer = await lotteryPost(captain, groupPaths.createGroup, {
          groupName: `限额群${owned.length + 1}号`,
          userId: `${idOf('crew1')},${idOf('crew2')}`,
        });
        if (answer.code !== 1) {
          expect(answer.code).toBe(errorCodes.groupLimitReached.code);
          break;
        }
        owned.push((answer.result as { gid: number }).gid);
      }
      expect(owned.length).toBeGreaterThan(0);

      // One more through the chat: the server's refusal in a 建群失败 dialog.
      const owner = await openChat(captain);
      await owner.getByRole('button', { name: '新建群聊' }).click();
      const picker = owner.getByRole('list', { name: '可选成员' });
      await picker.getByText('crew1', { exact: true }).click();
      await picker.getByText('crew2', { exact: true }).click();
      await owner.getByRole('button', { name: '下一步' }).click();
      await owner.getByLabel('群名称').fill('再建一群');
      await owner.getByRole('button', { name: '确定' }).click();
      const createFailed = captain.getByRole('alertdialog', { name: '建群失败' });
      await expect(createFailed).toContainText(errorCodes.groupLimitReached.msg);
      await createFailed.getByRole('button', { name: '确定' }).click();
      await expect(createFailed).toHaveCount(0);
      await owner.getByRole('form', { name: '新建群聊' }).getByRole('button', { name: '取消' }).click();

      // Adding crew3 while it joins from elsewhere (the captain's other window, here the API): 添加成员失败 names it.
      await owner
        .getByRole('region', { name: '群聊' })
        .getByRole('button', { name: /限额群1号/ })
        .click();
      await expect(groupTitle(owner)).toHaveText('限额群1号（3）');
      await owner.getByRole('button', { name: '添加', exact: true }).click();
      await owner.getByRole('list', { name: '可添加的成员' }).getByText('crew3', { exact: true }).click();
      const added = await lotteryPost(captain, groupPaths.addMembers, { gid: owned[0], userId: String(idOf('crew3')) });
      expect(added.code).toBe(1);
      await expect(groupTitle(owner)).toHaveText('限额群1号（4）');
      await owner.getByRole('button', { name: '确定' }).click();
      const addFailed = captain.getByRole('alertdialog', { name: '添加成员失败' });
      await expect(addFailed.getByRole('list', { name: '未能添加的用户' }).getByRole('listitem')).toHaveText([`crew3：${errorCodes.groupMemberExists.msg}`]);
      await addFailed.getByRole('button', { name: '确定' }).click();
      await expect(addFailed).toHaveCount(0);

      // A red packet refused for its fund password: the message inside the password dialog, which stays open.
      await owner.getByRole('button', { name: '发红包' }).click();
      await owner.getByLabel('红包个数').fill('1');
      await owner.getByLabel('总金额').fill('1');
      await owner.getByRole('button', { name: '塞钱进红包' }).click();
      const password = captain.getByRole('dialog', { name: '发红包' });
      await password.getByLabel('资金密码').fill('wrong999');
      await password.getByRole('button', { name: '确定' }).click();
      await expect(password.getByText(errorCodes.wrongPayPassword.msg, { exact: true })).toBeVisible();
      await expect(notices(captain).getByText(errorCodes.wrongPayPassword.msg)).toHaveCount(0);
      await password.getByLabel('资金密码').fill(PAY_PASSWORD);
      await password.getByRole('button', { name: '确定' }).click();
      await expect(password).toBeHidden();
      await expectBalance(captain, captainStart - 1);

      // crew1 holds the packet open while crew2 takes its only share: 開 is refused with a toast.
      const crew1 = await asUser(browser, 'crew1', 'red');
      const crew2 = await asUser(browser, 'crew2', 'red');
      const member = await openChat(crew1);
      await member
        .getByRole('region', { name: '群聊' })
        .getByRole('button', { name: /限额群1号/ })
        .click();
      await member.getByTestId('red-packet-card').last().click();
      await expect(member.getByRole('button', { name: '开红包' })).toBeVisible();
      const deck = await openChat(crew2);
      await deck
        .getByRole('region', { name: '群聊' })
        .getByRole('button', { name: /限额群1号/ })
        .click();
      await deck.getByTestId('red-packet-card').last().click();
      await deck.getByRole('button', { name: '开红包' }).click();
      await expect(deck.getByTestId('red-packet-amount')).toHaveText('1.00元');
      await member.getByRole('button', { name: '开红包' }).click();
      await expect(notices(crew1).getByText(errorCodes.redPacketFinished.msg, { exact: true })).toBeVisible();

      // A card whose opening is refused: the server refuses it only to one no longer in the group, whose view has
      // closed by then, so the refusal is faked here. The message is a toast and the chat stays.
      await expect(member.getByText('手慢了，红包派完了')).toBeVisible();
      await member.getByLabel('拆红包').getByRole('button', { name: '关闭' }).click();
      await crew1.route(`**${groupPaths.openRedPacket}**`, (route) => route.fulfill({ json: errorCodes.redPacketNotFound }));
      await member.getByTestId('red-packet-card').last().click();
      await expect(notices(crew1).getByText(errorCodes.redPacketNotFound.msg, { exact: true })).toBeVisible();
      await expect(member.getByRole('button', { name: '开红包' })).toHaveCount(0);
      await expect(member.getByLabel('群消息内容')).toBeVisible();
      for (const page of [crew1, crew2]) await page.context().close();
    } finally {
      for (const gid of owned) await lotteryPost(captain, groupPaths.removeGroup, { gid });
      await captain.context().close();
    }
  });
});
