import type { Page } from '@playwright/test';
import { lotteryPaths } from '../../contract/paths';
import { expect, expectTableFits, signIn, test, users } from '../support/e2e-app';
import { message, submitOk } from '../support/lottery-bets';

/** Opens the lottery screen on a lottery and waits for its plays. */
async function openLottery(page: Page, code?: string) {
  await page.goto(code ? `/lottery?lottery=${code}` : '/lottery');
  // the first visit compiles the engine worker: slow on a busy machine
  await expect(page.getByTestId('play-name')).toBeVisible({ timeout: 20_000 });
}

const recentBets = (page: Page) => page.getByRole('region', { name: '我的投注' });

test.describe('lottery betting', () => {
  test('bets on HN1FC from the plate, a 单挑 line among them, sees the order in the recent bets and the single pick in the bet records', async ({ page }) => {
    test.setTimeout(60_000); // one whole flow: the plate, the slip, the confirmation, the bet records
    await signIn(page, users.member);
    await openLottery(page);
    await expect(page.getByRole('heading', { name: '河内1分彩' })).toBeVisible();
    await expect(page.getByTestId('play-name')).toHaveText('五星直选复式');
    for (const [row, n] of [
      ['万位', '1'],
      ['千位', '2'],
      ['百位', '3'],
      ['十位', '4'],
    ] as const)
      await page.getByRole('button', { name: `${row} ${n}`, exact: true }).click();
    await page.getByRole('button', { name: '个位 奇', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('5');
    await expect(page.getByTestId('bet-amount')).toHaveText('10.00');
    await page.getByRole('radio', { name: '2角', exact: true }).click();
    await expect(page.getByTestId('bet-amount')).toHaveText('1.00');
    await expect(page.getByTestId('bet-prize')).toBeVisible();
    await page.getByRole('button', { name: '添加订单' }).click();
    const lines = page.getByTestId('slip-line');
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('bet-count')).toHaveText('0');
    await expect(page.getByTestId('slip-count')).toHaveText('5');
    // 5 bets are at or below the play's single-pick limit (50): a single pick; 100 bets are not
    await expect(lines.getByTestId('single-pick-flag')).toHaveText('单挑');
    for (const row of ['万位', '千位', '百位']) await page.getByRole('button', { name: `${row} 8`, exact: true }).click();
    for (const row of ['十位', '个位']) await page.getByRole('button', { name: `${row} 全`, exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('100');
    await page.getByRole('button', { name: '添加订单' }).click();
    await expect(lines).toHaveCount(2);
    const single = lines.filter({ has: page.getByTestId('single-pick-flag') });
    await expect(single).toHaveCount(1);
    await expect(single).toContainText('个位:1,3,5,7,9');
    const singleNo = /^(\d+)\./.exec((await single.textContent())!)![1];

    // the confirmation names the single-pick line and its prize cap
    await page.getByRole('button', { name: '立即投注' }).click();
    await expect(page.getByTestId('single-pick-confirm')).toContainText(`第 ${singleNo} 注为单挑注单`);
    await page.getByRole('button', { name: '取消' }).click();
    await submitOk(page, '立即投注');
    await expect(lines).toHaveCount(0);
    await expect(recentBets(page).getByRole('row').filter({ hasText: '1|2|3|4|1,3,5,7,9' }).first()).toContainText('未开奖');

    // the bet records: the 单挑 filter shows the single pick only, the other filter the other order only
    await page.goto('/personal/game/lottery');
    const rows = page.getByRole('table', { name: '彩票投注记录' }).getByRole('row');
    const singleRows = rows.filter({ hasText: '1|2|3|4|1,3,5,7,9' });
    const otherRows = rows.filter({ hasText: '8|8|8|' });
    await expect(otherRows.first()).toBeVisible();
    await page.getByRole('combobox', { name: '单挑' }).click();
    await page.getByRole('option', { name: '单挑注单', exact: true }).click();
    await expect(singleRows.first()).toContainText('五星直选复式（单挑）');
    await expect(otherRows).toHaveCount(0);
    await page.getByRole('combobox', { name: '单挑' }).click();
    await page.getByRole('option', { name: '非单挑注单' }).click();
    await expect(otherRows.first()).toContainText('100');
    await expect(singleRows).toHaveCount(0);
  });

  test('keeps Tab and Shift+Tab inside the bet confirm dialog and returns focus to 立即投注 when Escape closes it', async ({ page }) => {
    await signIn(page, users.member);
    await openLottery(page);
    for (const row of ['万位', '千位', '百位', '十位', '个位']) await page.getByRole('button', { name: `${row} 1`, exact: true }).click();
    await page.getByRole('button', { name: '添加订单' }).click();
    await expect(page.getByTestId('slip-line')).toHaveCount(1);
    const submit = page.getByRole('button', { name: '立即投注' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').filter({ has: page.getByTestId('bet-confirm') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认投注' })).toBeFocused();
    // The page behind does not scroll while the dialog is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'));
    const visited = new Set<string>();
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus after ${key}`).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || ''));
    }
    // Both ways round: the close button, 取消 and 确认投注 were all reached.
    expect([...visited].sort()).toEqual(['关闭', '取消', '确认投注'].sort());
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await expect(page.getByTestId('slip-line')).toHaveCount(1);
  });

  test('bets a play of every family', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, users.trial);
    for (const code of ['JSK3', 'JS11X5', 'JSPK10', 'JS3D', 'SCKL12', 'KY481']) {
      await openLottery(page, code);
      await page.getByRole('button', { name: '机选', exact: true }).click();
      await expect(page.getByTestId('bet-count')).toHaveText('1');
      await submitOk(page, '快速投注');
    }
    await openLottery(page, 'JSLHC');
    await page.getByRole('checkbox', { name: '特码 07' }).check({ force: true });
    await page.getByRole('textbox', { name: '12 金额' }).fill('3');
    await expect(page.getByTestId('bet-count')).toHaveText('2');
    await expect(page.getByTestId('bet-amount')).toHaveText('13.00');
    await page.getByRole('button', { name: '添加订单' }).click();
    // 连码 拖头: one 胆码 with three 拖码 is three 二全中 bets; a 胆码 picked as 拖码 leaves the 胆码 row
    await page.getByRole('tab', { name: '连码' }).click();
    await page.getByRole('group', { name: '玩法类型' }).getByRole('button', { name: '二全中' }).nth(1).click();
    await expect(page.getByTestId('play-name')).toHaveText('二全中拖头');
    await page.getByRole('button', { name: '胆码 01', exact: true }).click();
    for (const n of ['02', '03', '04']) await page.getByRole('button', { name: `拖码 ${n}`, exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('3');
    await page.getByRole('button', { name: '拖码 01', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('0');
    await page.getByRole('button', { name: '胆码 01', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('3');
    await page.getByRole('button', { name: '添加订单' }).click();
    await expect(page.getByTestId('slip-line')).toHaveCount(3); // 特码 07, 特码 12 and the 拖头 line
    // 正码过关: one bet whose odds multiply its legs' (大 4 × 红波 5.64 per 2元: 2 × 2 × 2.82)
    await page.getByRole('tab', { name: '过关' }).click();
    await expect(page.getByTestId('play-name')).toHaveText('正码过关');
    await page.getByRole('button', { name: '正码一 大', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('0');
    await page.getByRole('button', { name: '正码二 红波', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('1');
    await expect(page.getByTestId('bet-line')).toContainText('单注奖金 11.28 元');
    await page.getByRole('button', { name: '添加订单' }).click();
    await expect(page.getByTestId('slip-line')).toHaveCount(4);
    await submitOk(page, '立即投注');
  });

  test('chases 5 issues with win-stop and finds the chase in the trace records', async ({ page }) => {
    await signIn(page, users.player);
    await openLottery(page, 'HN5FC');
    await page.getByRole('button', { name: '万位 全', exact: true }).click();
    for (const row of ['千位', '百位', '十位', '个位']) await page.getByRole('button', { name: `${row} 0`, exact: true }).click();
    await page.getByRole('radio', { name: '2厘', exact: true }).click();
    await page.getByRole('button', { name: '添加订单' }).click();
    await page.getByRole('switch', { name: '我要追号' }).click();
    const chase = page.getByRole('region', { name: '追号' });
    await expect(chase.getByRole('radio', { name: '翻倍追号' })).toBeChecked();
    await expect(chase.getByRole('checkbox', { name: '中奖后停止追号' })).toBeChecked();
    // doubling: start 1, every 2 issues × 2 → 1 1 2 2 4; stake 10 bets × 0.002 = 0.02 per multiple
    await expect(page.getByTestId('chase-summary')).toContainText('共追号 5 期，总金额 0.20 元，中奖后停止');
    await expect(chase.getByRole('row')).toHaveCount(6);
    await page.getByText('投注后打印注单').click();
    await expect(page.getByRole('checkbox', { name: '投注后打印注单' })).toBeChecked();
    await submitOk(page, '立即投注');

    // the printed chase slip: the chase as the server recorded it, on one page of paper
    const slip = page.getByTestId('print-slip');
    await expect(slip).toContainText(/追号单号：T\w+/);
    await expect(slip).toContainText('追号类型：翻倍追号');
    await expect(slip).toContainText('追号期数：5 期');
    await expect(slip).toContainText('追号总金额：0.20 元');
    const issues = slip.getByRole('region', { name: /追号单/ }).getByRole('row');
    await expect(issues).toHaveCount(6);
    await expect(issues.nth(1)).toContainText('0.02');
    await expect(issues.nth(5)).toContainText('0.08');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(slip).toBeVisible();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('dialog', { name: '投注单' }).getByRole('button', { name: '关闭' }).last().click();
    // the print flag is remembered
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '投注后打印注单' })).toBeChecked();

    await expect(recentBets(page).getByRole('row').filter({ hasText: '0,1,2,3,4,5,6,7,8,9|0|0|' })).toHaveCount(5);
    await page.goto('/personal/game/trace');
    const trace = page.getByRole('table', { name: '追号记录' }).getByRole('row').nth(1);
    await expect(trace).toContainText('0/5');
    await expect(trace).toContainText('河内5分彩');
    await expect(trace).toContainText('是');
    await expectTableFits(page.getByRole('table', { name: '追号记录' }));
    await trace.getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog', { name: '追号详情' });
    await expect(detail.getByRole('table', { name: '追号奖期' }).getByRole('row')).toHaveCount(6);
    await detail.getByRole('button', { name: '全选未开奖' }).click();
    await detail.getByRole('button', { name: '停止追号' }).click();
    await expect(detail.getByText('已撤单').first()).toBeVisible();
  });

  test('cancels an undrawn order from the recent bets', async ({ page }) => {
    await signIn(page, users.player2);
    await openLottery(page, 'GD11X5');
    await page.getByRole('button', { name: '机选', exact: true }).click();
    await expect(page.getByTestId('bet-count')).not.toHaveText('0');
    await submitOk(page, '快速投注');
    const row = recentBets(page).getByRole('row').nth(1);
    await expect(row).toContainText('未开奖');
    await row.getByRole('button', { name: '撤单' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '确定撤销' }).getByRole('button', { name: '确定' }).click();
    await expect(message(page)).toHaveText('撤单成功');
    await expect(recentBets(page).getByRole('row').nth(1)).toContainText('已撤单');
  });

  test('bets again from the recent bets at a new multiple', async ({ page }) => {
    await signIn(page, users.player);
    await openLottery(page, 'JSUK3');
    await page.getByRole('button', { name: '和值 10', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('1');
    await submitOk(page, '快速投注');
    await recentBets(page).getByRole('row').nth(1).getByRole('button', { name: '再次投注' }).click();
    const dialog = page.getByRole('dialog', { name: '再次投注' });
    await dialog.getByRole('spinbutton').fill('3');
    await dialog.getByRole('spinbutton').press('Tab');
    await expect(dialog.getByTestId('bet-again-amount')).toHaveText('共 1 注，3 倍，合计 6.00 元');
    await dialog.getByRole('button', { name: '确认投注' }).click();
    await expect(dialog).toBeHidden();
    await expect(message(page)).toHaveText('订单提交成功！');
    await expect(recentBets(page).getByRole('row').filter({ hasText: '和值' })).toHaveCount(2);
    await expect(recentBets(page).getByRole('row').nth(1)).toContainText('6');
  });

  test('re-bets with too little balance and is offered the deposit', async ({ page }) => {
    await signIn(page, users.player2);
    await openLottery(page, 'JSUK3');
    await page.getByRole('button', { name: '机选', exact: true }).click();
    await expect(page.getByTestId('bet-count')).not.toHaveText('0');
    await submitOk(page, '快速投注');
    await page.goto('/personal/game/lottery');
    const row = page.getByRole('table', { name: '彩票投注记录' }).getByRole('row').filter({ hasText: '江苏快3' }).first();
    await row.getByRole('button', { name: '再次投注' }).click();
    const dialog = page.getByRole('dialog', { name: '再次投注' });
    await dialog.getByRole('spinbutton').fill('99999');
    await dialog.getByRole('spinbutton').press('Tab');
    await expect(dialog.getByTestId('rebet-amount')).toContainText('99999 倍');
    await dialog.getByRole('button', { name: '确认投注' }).click();
    const prompt = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '余额不足，是否充值' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: '去充值' }).click();
    await expect(page.getByRole('dialog', { name: '我的钱包' })).toBeVisible();
  });

  test('sees the draw, the win notification and the settled record', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, users.trial);
    // 日本30秒: a draw every 30 s; 定位胆 万位 0-9 always wins (the trial account: its win notices stay out of the shell tests' way)
    await openLottery(page, 'RBSSM');
    await page.getByRole('tab', { name: '定位胆' }).click();
    await page.getByRole('button', { name: '万位 全', exact: true }).click();
    await expect(page.getByTestId('bet-count')).toHaveText('10');
    await submitOk(page, '快速投注');
    const row = recentBets(page).getByRole('row').nth(1);
    const issue = (await row.getByRole('cell').nth(1).textContent())!.trim();
    // The header moves on to the issue's draw; other tests move the shared server's clock too, so a later issue may show first.
    const asNumber = (text: string) => Number(/(\d{8})-(\d{4})/.exec(text)?.slice(1).join('') ?? 0);
    const shownIssue = async () => asNumber((await page.getByRole('region', { name: '上期开奖' }).textContent()) ?? '');
    await expect.poll(shownIssue, { timeout: 60_000 }).toBeGreaterThanOrEqual(asNumber(issue));
    await expect(page.getByText(`第${issue}期`).filter({ hasText: '恭喜您' })).toBeVisible({ timeout: 30_000 });
    await expect(recentBets(page).getByRole('row').filter({ hasText: issue }).first()).toContainText('已中奖', { timeout: 30_000 });
  });

  test('plays the instant lottery with its result modal, and with a count of 0 without it', async ({ page }) => {
    test.setTimeout(60_000); // the instant flow twice
    await signIn(page, users.trial);
    await openLottery(page, 'MJMMC');
    const continuous = page.getByRole('spinbutton', { name: '连续开奖' });
    await expect(continuous).toHaveValue('5');
    await continuous.fill('2');
    await continuous.blur();
    await page.getByRole('button', { name: '机选', exact: true }).click();
    await expect(page.getByTestId('bet-count')).not.toHaveText('0');
    await expect(page.getByTestId('bet-prize')).toBeVisible(); // the odds are in (a slow machine: 赔率加载中)
    await page.getByRole('button', { name: '快速开奖' }).click();
    const result = page.getByRole('dialog', { name: '开奖结果' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result.getByRole('table', { name: '即开结果' }).getByRole('row')).toHaveCount(3);
    await result.getByRole('button', { name: '确定' }).click();
    await expect(result).toBeHidden();
    // a quick round used up the plate
    await expect(page.getByTestId('bet-count')).toHaveText('0');

    // the count is remembered
    await page.reload();
    await expect(continuous).toHaveValue('2');

    // a count of 0: one round without the result dialog; its draw shows in the refreshed trend
    await continuous.fill('0');
    await continuous.blur();
    await expect(continuous).toHaveValue('0');
    await page.getByRole('button', { name: '机选', exact: true }).click();
    await expect(page.getByTestId('bet-count')).not.toHaveText('0');
    await expect(page.getByTestId('bet-prize')).toBeVisible();
    const drawn = page.waitForResponse((response) => response.url().includes(lotteryPaths.addOrderNow));
    await page.getByRole('button', { name: '快速开奖' }).click();
    const round = ((await (await drawn).json()) as { result: { issue: string } }).result;
    await expect(page.getByRole('region', { name: '近期开奖结果' }).getByRole('cell', { name: round.issue.slice(-4), exact: true })).toBeVisible();
    await expect(page.getByTestId('bet-count')).toHaveText('0');
    // the records follow after 2 s; a result dialog (1.5 s) would be open by then
    await expect(recentBets(page).getByRole('row').filter({ hasText: round.issue })).toHaveCount(1);
    await expect(result).toBeHidden();
  });
});
