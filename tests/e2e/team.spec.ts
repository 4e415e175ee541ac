import type { Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { gamePlatforms, type GameBetRecord } from '../../contract/games';
import { SETTLED_ORDER_STATUSES, type BetRecord } from '../../contract/lottery';
import { lotteryPaths, teamPaths, userPaths } from '../../contract/paths';
import { expect, expectTableFits, followServerClock, header, presetTheme, signIn, teamCenterEntries, test, users } from '../support/e2e-app';

const AGENT = 'agent2';

// The team center over the seeded sub-tree agent2 → player3 (under agent), with settled bets and game
// rounds in the last days. agent2's branch belongs to this file: other files register users under
// agent and bet as player2, which would move agent's figures. The first test only reads (the balance
// it shows is masked: the second test transfers agent2 → player3 meanwhile).
const table = (page: Page, name: string) => page.getByRole('table', { name });
/** Times, dates and balances move with the clock and other tests: masked in screenshots. */
const moving = (page: Page) => [page.getByRole('group', { name: '查询日期' }), page.locator('td').filter({ hasText: /\d{4}-\d{2}-\d{2}/ })];

test('an agent reads the summary, the team profit report per member, type and day, and the downline list (red)', async ({ page }) => {
  test.setTimeout(60_000);
  await presetTheme(page, 'red');
  await followServerClock(page);
  await signIn(page, AGENT);
  await page.goto('/team/teamsummary/teamsummary');
  const summary = page.locator('dl[aria-label="团队概况"]');
  const card = (label: string) => summary.getByText(label, { exact: true }).locator('..');
  await expect(card('彩票投注')).toContainText('160.00');
  await expect(card('团队人数').locator('dd')).toHaveText('1');
  await expect(page.getByRole('navigation', { name: '团队中心' }).getByRole('link')).toHaveText(teamCenterEntries);
  await expect(page.locator('main')).toHaveScreenshot('team-summary-red.png', {
    mask: [page.getByRole('group', { name: '查询日期' }), card('团队余额').locator('dd')],
  });

  await page.getByRole('navigation', { name: '团队中心' }).getByRole('link', { name: '团队盈亏' }).click();
  await expect(page).toHaveURL(/\/team\/teamyk\/lottery$/);
  const report = table(page, '团队盈亏');
  await expect(report.locator('tbody tr')).toHaveCount(2);
  await expect(report.locator('tbody tr').first()).toContainText('agent2');
  await expect(report.locator('tfoot')).toContainText('合计');
  await expect(report.locator('tfoot')).toContainText('160.00');
  await expectTableFits(report);
  await expect(page.getByRole('navigation', { name: '报表类型' }).getByRole('link', { name: '全部' })).toBeVisible();
  await expect(page.locator('main')).toHaveScreenshot('team-profit-red.png', { mask: moving(page) });
  await page.getByRole('navigation', { name: '报表类型' }).getByRole('link', { name: '全部' }).click();
  await expect(report.locator('tfoot')).toContainText('200.00');
  await page.getByLabel('用户名').fill('player3');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(report.locator('tbody tr')).toHaveCount(1);

  await page.goto('/team/dayyk/lottery');
  await expect(table(page, '日盈亏').locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(table(page, '日盈亏').locator('tfoot')).toContainText('160.00');
  // A range longer than the 31 days a report sums over is refused in the bar; the report stays as it was.
  const dates = page.getByRole('group', { name: '查询日期' });
  const daysAgo = (days: number) =>
    page.evaluate((back) => {
      const d = new Date();
      d.setDate(d.getDate() - back);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    }, days);
  await dates.getByLabel('开始日期').fill(await daysAgo(31));
  await expect(dates).toContainText('查询范围不能超过31天');
  await expect(table(page, '日盈亏').locator('tfoot')).toContainText('160.00');
  await dates.getByLabel('开始日期').fill(await daysAgo(30));
  await expect(dates).not.toContainText('查询范围不能超过31天');

  // 团队投注 lists the downline's bets (agent2's own are in the member center): player3's two; one
  // member's name narrows to theirs, and a name outside the branch is refused
  await page.goto('/team/teambetting/lottery');
  const bets = table(page, '团队投注');
  await expect(bets.locator('tbody tr')).toHaveCount(2);
  await expect(bets.locator('tbody tr').first()).toContainText('player3');
  await page.getByLabel('用户名').fill('player3');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(bets.locator('tbody tr')).toHaveCount(2);
  await page.getByLabel('用户名').fill('player4');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('该用户不是您的下级')).toBeVisible();

  await page.goto('/team/lowerlevel/manage');
  const list = table(page, '下级列表');
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list.getByRole('row', { name: /player3/ })).toContainText('agent2');
  await expect(list.getByRole('row', { name: /player3/ })).toContainText('5.0%');
  await page.getByLabel('用户名').fill('nobody');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(list.getByText('暂无数据')).toBeVisible();
  await expect(header(page)).toBeVisible();
});

test('the report type tabs are the server’s list: every spec type answers, one with no rounds here as an empty report', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, AGENT);
  const listed = (await (await page.request.get(teamPaths.thirdGameType, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).result as Array<{
    type: string;
    name: string;
    profit: boolean;
    bets: boolean;
  }>;
  await page.goto('/team/teamyk/lottery');
  const tabs = page.getByRole('navigation', { name: '报表类型' }).getByRole('link');
  await expect(tabs).toHaveText(listed.filter((t) => t.profit).map((t) => t.name));
  await expect(tabs).toHaveCount(23);
  await page.getByRole('navigation', { name: '报表类型' }).getByRole('link', { name: '188体育' }).click();
  await expect(page).toHaveURL(/\/team\/teamyk\/188BET$/);
  const report = table(page, '团队盈亏');
  await expect(report.getByText('暂无数据')).toBeVisible();
  await expect(page.getByText('报表类型错误')).toHaveCount(0);

  await page.goto('/team/teambetting/lottery');
  const betTabs = page.getByRole('navigation', { name: '投注类型' }).getByRole('link');
  await expect(betTabs).toHaveText(listed.filter((t) => t.bets).map((t) => t.name));
  await expect(betTabs.filter({ hasText: '追号' })).toHaveCount(1);
  await expect(betTabs.filter({ hasText: '全部' })).toHaveCount(0);
  await betTabs.filter({ hasText: 'FB体育' }).click();
  await expect(page).toHaveURL(/\/team\/teambetting\/fb$/);
  await expect(table(page, '团队投注').getByText('暂无数据')).toBeVisible();
  await expect(page.getByText('报表类型错误')).toHaveCount(0);

  // The tabs follow the server's answer, not a list of the client's own.
  await page.route(`**${teamPaths.thirdGameType}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Array<{ type: string }> };
    await route.fulfill({ response, json: { ...body, result: body.result.filter((t) => t.type === 'lottery' || t.type === '188BET') } });
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: '投注类型' }).getByRole('link')).toHaveText(['彩票', '188体育']);
});

test('a sub-agent transfers to its direct downline with the fund password; a wrong password is refused (dark)', async ({ page }) => {
  test.setTimeout(60_000);
  await presetTheme(page, 'dark');
  await signIn(page, AGENT);
  await page.goto('/team/lowerlevel/manage');
  const list = table(page, '下级列表');
  await expect(list.locator('tbody tr')).toHaveCount(1);
  const balanceBefore = await list
    .getByRole('row', { name: /player3/ })
    .locator('td')
    .nth(3)
    .textContent();
  await expect(page.locator('main')).toHaveScreenshot('team-downline-dark.png', { mask: [...moving(page), list.locator('td:nth-child(4)')] });
  await list
    .getByRole('row', { name: /player3/ })
    .getByRole('link', { name: '转账' })
    .click();
  await expect(page).toHaveURL(/\/team\/lowerlevel\/transfer\?username=player3$/);
  const form = page.getByRole('form', { name: '下级转账' });
  await expect(form.getByLabel('下级用户名')).toHaveValue('player3');
  await form.getByLabel('转账金额').fill('12.5');
  await form.getByLabel('资金密码', { exact: true }).fill('wrong000');
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByText('资金密码错误')).toBeVisible();
  await form.getByLabel('资金密码', { exact: true }).fill('pay12345');
  await expect(page.locator('main')).toHaveScreenshot('team-transfer-dark.png');
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByText(/转账成功，单号 TZ\d{10}/)).toBeVisible();
  await page.getByRole('navigation', { name: '下级管理' }).getByRole('link', { name: '下级列表' }).click();
  const balanceNow = async () =>
    Number(
      (await list
        .getByRole('row', { name: /player3/ })
        .locator('td')
        .nth(3)
        .textContent())!.replace(/,/g, ''),
    );
  await expect.poll(balanceNow).toBeCloseTo(Number(balanceBefore!.replace(/,/g, '')) + 12.5, 2);
});

test('the downline transfer asks for the Google code when the server says the agent’s switch is on, and sends it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, AGENT);
  const userInfo = page.waitForResponse((response) => response.url().includes(userPaths.userCenter));
  await page.goto('/team/lowerlevel/transfer?username=player3');
  await userInfo;
  const form = page.getByRole('form', { name: '下级转账' });
  await expect(form.getByLabel('转账金额')).toBeVisible();
  await expect(form.getByLabel('谷歌验证码')).toHaveCount(0);

  // The switch on (as the user info says after the agent turned it on); the transfer's answer is the
  // server's for a wrong code, so agent2's balance, which the transfer test reads, does not move.
  await page.route(`**${userPaths.userCenter}*`, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.userInfo.twostepAgentTransfer = 1;
    await route.fulfill({ response, json });
  });
  const sent: string[] = [];
  await page.route(`**${teamPaths.lowerTransfer}*`, async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({ json: { code: 1021, msg: '谷歌验证码错误' } });
  });
  await page.reload();
  await expect(form.getByLabel('谷歌验证码')).toBeVisible();
  await form.getByLabel('转账金额').fill('12.5');
  await form.getByLabel('资金密码', { exact: true }).fill('pay12345');
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(form.getByText('请输入谷歌验证码', { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
  await form.getByLabel('谷歌验证码').fill('123 456');
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByText('谷歌验证码错误')).toBeVisible();
  expect(sent.map((body) => JSON.parse(body))).toEqual([
    expect.objectContaining({ username: 'player3', amount: '12.5', payPassword: 'pay12345', code: '123456' }),
  ]);
});

test('the open-account form checks the user name, password and rebate point in the page and sends only a form that passes', async ({ page }) => {
  test.setTimeout(60_000);
  // Under agent (point 7.5), whose downline other files add to as well; agent2's branch stays as the tests above read it.
  await signIn(page, users.agent);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(teamPaths.openAccount)) sent.push(request.postData() ?? '');
  });
  await page.goto('/team/openaccount/register');
  const form = page.getByRole('form', { name: '直接开户' });
  await expect(page.getByText('我的返点：7.5%')).toBeVisible();
  const submit = form.getByRole('button', { name: '立即开户' });
  const username = form.getByLabel('用户名');
  const password = form.getByLabel('登录密码');
  const point = form.getByLabel('返点');

  await submit.click();
  await expect(username).toHaveAccessibleDescription(/请输入用户名/);
  await expect(password).toHaveAccessibleDescription(/请输入密码/);
  await expect(point).toHaveAccessibleDescription(/请输入返点/);
  await expect(page.getByText('返点不能高于您自己的返点')).toHaveCount(0);

  await username.fill('1kid');
  await password.fill('abcdefg');
  await point.fill('6.55');
  await submit.click();
  await expect(username).toHaveAccessibleDescription(/用户名须为4-16位字母或数字/);
  await expect(password).toHaveAccessibleDescription(/密码须为6-20位字母和数字/);
  await expect(point).toHaveAccessibleDescription(/返点须为0-10之间的数字，最多一位小数/);

  const name = `kid${Date.now().toString(36).slice(-8)}`;
  await username.fill(name);
  await password.fill('abc12345');
  await point.fill('8');
  await submit.click();
  await expect(point).toHaveAccessibleDescription(/返点不能高于您自己的返点/);
  await expect(username).not.toHaveAccessibleDescription(/用户名须/);
  expect(sent).toEqual([]);

  await point.fill('6.5');
  await submit.click();
  await expect(page.getByText(`开户成功：${name}`)).toBeVisible();
  expect(sent.map((body) => JSON.parse(body))).toEqual([{ username: name, password: 'abc12345', point: '6.5', userType: 0 }]);
});

test('an agent makes a registration link, finds it with its type and rebate, and deletes it', async ({ page }) => {
  await signIn(page, AGENT);
  const sent: Array<{ path: string; body: unknown }> = [];
  page.on('request', (request) => {
    for (const path of [teamPaths.addLink, teamPaths.removeLink])
      if (request.url().includes(path)) sent.push({ path, body: JSON.parse(request.postData() ?? 'null') });
  });
  await page.goto('/team/openaccount/link');
  const links = table(page, '注册链接');
  await expect(links).toBeVisible();
  // a rebate no seeded link has, so the row is this test's own
  const made = links.locator('tbody tr').filter({ hasText: '0.3%' });
  await expect(made).toHaveCount(0);
  await page.getByLabel('返点').fill('0.3');
  await page.getByRole('button', { name: '生成链接' }).click();
  await expect(page.getByText('链接已生成')).toBeVisible();
  await expect(made).toHaveCount(1);
  await expect(made).toContainText('会员');
  await expect(made.locator('td').first()).toHaveText(/^\/register\/.+/);

  await made.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('链接已删除')).toBeVisible();
  await expect(made).toHaveCount(0);
  expect(sent.map((s) => s.path)).toEqual([teamPaths.addLink, teamPaths.removeLink]);
  expect(sent[0]!.body).toEqual({ point: '0.3', userType: 0 });
});

/** One day's sums, from the player's own records. */
interface DaySums {
  count: number;
  bet: Decimal;
  win: Decimal;
  rebate: Decimal;
}
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** Every page of a record list (the lottery answers { code: 1, result: { list, total } }). */
async function allRecords<T>(page: Page, path: string, query: Record<string, string>): Promise<T[]> {
  const records: T[] = [];
  for (let n = 1; ; n++) {
    const answer = await (await page.request.get(path, { params: { ...query, page: String(n), size: '100' }, headers: xhr })).json();
    expect(answer.code, JSON.stringify(answer)).toBe(1);
    records.push(...(answer.result.list as T[]));
    if (records.length >= answer.result.total || answer.result.list.length === 0) return records;
  }
}

/**
 * The player's settled lottery bets and game rounds summed per Beijing day (the first 10 characters of their times):
 * of a bet, the stake that played (amount − the refund of tied bets), what it won beyond that refund, and its rebate
 * (its point on the stake that played).
 */
async function ownSumsByDay(page: Page): Promise<{ lottery: Map<string, DaySums>; all: Map<string, DaySums> }> {
  const lottery = new Map<string, DaySums>();
  const all = new Map<string, DaySums>();
  const add = (into: Map<string, DaySums>, day: string, s: DaySums) => {
    const had = into.get(day) ?? { count: 0, bet: new Decimal(0), win: new Decimal(0), rebate: new Decimal(0) };
    into.set(day, { count: had.count + s.count, bet: had.bet.plus(s.bet), win: had.win.plus(s.win), rebate: had.rebate.plus(s.rebate) });
  };
  for (const bet of await allRecords<BetRecord>(page, lotteryPaths.historyOrders, {})) {
    const refund = new Decimal(bet.refundMoney ?? 0);
    const played = new Decimal(bet.amount).minus(refund);
    if (!SETTLED_ORDER_STATUSES.includes(bet.singleStatus) || played.lte(0)) continue;
    const sums = { count: 1, bet: played, win: new Decimal(bet.awardMoney).minus(refund), rebate: played.times(bet.point) };
    add(lottery, bet.orderTime.slice(0, 10), sums);
    add(all, bet.orderTime.slice(0, 10), sums);
  }
  for (const { recordTab } of gamePlatforms) {
    for (const round of await allRecords<GameBetRecord>(page, lotteryPaths.historyOrdersThird, { type: recordTab })) {
      add(all, round.time.slice(0, 10), { count: 1, bet: new Decimal(round.stake), win: new Decimal(round.payout), rebate: new Decimal(0) });
    }
  }
  return { lottery, all };
}

/** A row as the report shows it: the key, the count and the four amounts ('1,234.50元' read as 1234.5). */
const shownRow = (cells: string[]) => {
  const [key, count, ...amounts] = cells.map((c) => c.trim());
  return [key, Number(count), ...amounts.map((a) => new Decimal(a.replace(/[,元]/g, '')).toFixed(2))];
};
const expectedRow = (key: string, s: DaySums) => [
  key,
  s.count,
  s.bet.toFixed(2),
  s.win.toFixed(2),
  s.rebate.toFixed(2),
  s.win.plus(s.rebate).minus(s.bet).toFixed(2),
];

test('盈亏统计 shows the player’s own settled bets and game rounds per day, newest first, as their own records sum them', async ({ page }) => {
  await followServerClock(page);
  await signIn(page, 'player3');
  const sums = await ownSumsByDay(page);
  await page.goto('/personal/profit/profit');
  const dates = page.getByRole('group', { name: '查询日期' });
  const [from, to] = [await dates.getByLabel('开始日期').inputValue(), await dates.getByLabel('结束日期').inputValue()];
  const report = table(page, '盈亏统计');

  const expectReport = async (byDay: Map<string, DaySums>) => {
    const days = [...byDay.keys()].filter((d) => d >= from && d <= to).sort((a, b) => b.localeCompare(a));
    const total = days.reduce(
      (t, d) => {
        const s = byDay.get(d)!;
        return { count: t.count + s.count, bet: t.bet.plus(s.bet), win: t.win.plus(s.win), rebate: t.rebate.plus(s.rebate) };
      },
      { count: 0, bet: new Decimal(0), win: new Decimal(0), rebate: new Decimal(0) },
    );
    await expect(report.locator('tbody tr')).toHaveCount(days.length);
    await expect
      .poll(async () => Promise.all((await report.locator('tbody tr').all()).map(async (row) => shownRow(await row.locator('td').allInnerTexts()))))
      .toEqual(days.map((d) => expectedRow(d, byDay.get(d)!)));
    expect(shownRow(await report.locator('tfoot tr').first().locator('td, th').allInnerTexts())).toEqual(expectedRow('合计', total));
  };

  // The seeded history: player3 bet today and two days ago, and played a round two days ago.
  expect([...sums.lottery.keys()].filter((d) => d >= from && d <= to).length).toBeGreaterThanOrEqual(2);
  await expectReport(sums.all);
  await page.getByRole('combobox', { name: '类型' }).click();
  await page.getByRole('option', { name: '彩票', exact: true }).click();
  await expectReport(sums.lottery);
});
