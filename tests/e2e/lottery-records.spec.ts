import { lotteryPaths } from '../../contract/paths';
import { expect, expectTableFits, signIn, test, users } from '../support/e2e-app';

// The paged record table (app/shared: usePagedQuery + RecordTable) on the bet records page, over a
// stubbed history-orders answer of 45 records: pages, the previous page kept while the next loads,
// back to page 1 when a filter changes, and an empty answer as 暂无数据.
const TOTAL = 45;

/** Record n is told apart by its issue, 20261122-000n. */
const issueOf = (n: number) => `20261122-${String(n).padStart(4, '0')}`;

function record(n: number) {
  return {
    orderId: `ORD${String(n).padStart(4, '0')}`,
    singleStatus: 0,
    status: '未中奖',
    istrace: 0,
    orderTime: '2026-11-22 12:00:00',
    username: 'demo',
    lottery: 'HN1FC',
    lotteryName: '河内1分彩',
    method: 'wx_zx_fs',
    methodName: '五星直选复式',
    code: '1,2,3,4,5',
    issue: issueOf(n),
    odds: '1960',
    point: '0',
    amount: '2',
    perAmount: '2',
    nums: 1,
    count: 1,
    awardMoney: '0',
    wonMoney: '0',
    singlePick: 0,
    singlePickMaxBonus: '0',
    lotteryNumber: '',
  };
}

test('pages through the records, keeps the shown page while the next loads, and starts again at page 1 when a filter changes', async ({ page }) => {
  const asked: URLSearchParams[] = [];
  let releasePage2: (() => void) | null = null;
  await page.route(`**${lotteryPaths.historyOrders}?**`, async (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query);
    const pageNo = Number(query.get('page'));
    const size = Number(query.get('size'));
    const total = query.get('status') === '1' ? 0 : TOTAL;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - (pageNo - 1) * size)) }, (_, i) => record((pageNo - 1) * size + i + 1));
    const answer = () => route.fulfill({ json: { code: 1, msg: 'success', result: { list, total, page: pageNo, size } } });
    if (pageNo === 2 && releasePage2 === null) releasePage2 = () => void answer();
    else await answer();
  });
  await signIn(page, users.member);
  await page.goto('/personal/game/lottery');

  const table = page.getByRole('table', { name: '彩票投注记录' });
  const rows = table.getByRole('row');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(rows.nth(1)).toContainText(issueOf(1));
  await expect(rows).toHaveCount(21);
  await expect(pager).toContainText(`共 ${TOTAL} 条`);
  await expectTableFits(table);

  // page 2 is held back: page 1 stays on screen under the loading veil until it arrives
  await pager.getByRole('button', { name: '第 2 页' }).click();
  await expect.poll(() => releasePage2 !== null).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toBeVisible();
  await expect(rows.nth(1)).toContainText(issueOf(1));
  releasePage2!();
  await expect(rows.nth(1)).toContainText(issueOf(21));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await pager.getByRole('button', { name: '第 3 页' }).click();
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(1)).toContainText(issueOf(41));

  // a filter change asks for page 1 with the filter, and an empty answer is 暂无数据
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已中奖' }).click();
  await expect(table).toContainText('暂无数据');
  const last = asked.at(-1)!;
  expect([last.get('page'), last.get('status')]).toEqual(['1', '1']);
  expect(asked.map((q) => q.get('page'))).toEqual(expect.arrayContaining(['1', '2', '3']));
});
