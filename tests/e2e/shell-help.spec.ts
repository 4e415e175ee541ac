import { expect, reloadInTheme, test } from '../support/e2e-app';

// The help center is public: no log-in needed. Each anchor of the side menu (and of the address) brings
// its section into view; the lottery rules come from the betting engine's catalogue.
const anchors = [
  ['Aboutus', '关于我们'],
  ['TradeQuestion', '交易问题'],
  ['Lottery', '彩票问题'],
  ['Conduct', '行为准则'],
  ['Userment', '用户协议'],
  ['Manycai', '多彩介绍'],
  ['UsdtTeach', 'USDT教程'],
] as const;

test('help anchors scroll their sections into view (pictured in both themes), and the lottery rules list every play of a family', async ({ page }) => {
  await page.goto('/helpercenter#UsdtTeach');
  const usdt = page.getByRole('heading', { name: 'USDT教程', level: 2 });
  await expect(usdt).toBeInViewport();
  await expect(page.getByRole('heading', { name: '关于我们', level: 2 })).not.toBeInViewport();
  await expect(page).toHaveScreenshot('help-usdt-red.png');
  // a visitor has no header to switch the theme with: the same address loaded again in the dark theme
  await reloadInTheme(page, 'dark');
  await expect(usdt).toBeInViewport();
  await expect(page).toHaveScreenshot('help-usdt-dark.png');

  const menu = page.getByRole('navigation', { name: '帮助中心' });
  // from the bottom up, so each jump really scrolls
  for (const [anchor, label] of [...anchors].reverse()) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    await expect(page.getByRole('heading', { name: label, level: 2 })).toBeInViewport();
  }

  // a link inside a section to another anchor
  await page.getByRole('link', { name: '查看 USDT 教程' }).click();
  await expect(usdt).toBeInViewport();

  // the play rules of a family, read from the engine when opened
  const lottery = page.getByRole('region', { name: '彩票问题' });
  await expect(lottery.getByRole('table', { name: '彩种系列' }).getByRole('row', { name: /^11选5/ })).toContainText('5个号码，每个在 01~11 之间，互不重复');
  await lottery.getByText('时时彩玩法规则').click();
  const fiveStars = lottery.getByRole('region', { name: '五星' });
  await expect(fiveStars.getByRole('term').first()).toHaveText('五星直选复式');
  await expect(fiveStars.getByRole('definition').first()).toContainText('即为中奖');
  await expect(lottery.getByRole('table', { name: '资金模式' }).getByRole('row')).toHaveCount(7);
});
