import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// Keyboard and behaviour checks on the stories: what a screenshot cannot show. Each test gets a fresh page.

async function open(page: Page, story: string) {
  await page.goto(`/?story=${story}&mode=preview`);
  await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
  await expect(page.locator('#ds-story-root')).toHaveAttribute('data-ds-story', story);
}

const activeInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test.describe('keyboard', () => {
  test('modal traps focus when open, closes on Escape and returns focus to the opener', async ({ page }) => {
    await open(page, 'modal--closed');
    const opener = page.getByRole('button', { name: '打开弹窗' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    expect(await activeInside(page, 'dialog[open]')).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await activeInside(page, 'dialog[open]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('modal wraps Tab and Shift+Tab at its ends, locks the page scroll and closes on a backdrop click', async ({ page }) => {
    await open(page, 'modal--security');
    const dialog = page.getByRole('dialog', { name: '设置密保问题' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '问题一答案' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const close = dialog.getByRole('button', { name: '关闭' });
    const confirm = dialog.getByRole('button', { name: '确定' });
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // The page behind is inert: a click there lands on the backdrop, which closes the dialog.
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('select inside a modal opens above it, chooses by click, and Escape closes the list before the dialog', async ({ page }) => {
    await open(page, 'modal--with-select');
    const dialog = page.getByRole('dialog', { name: '设置密保问题' });
    const combo = dialog.getByRole('combobox', { name: '问题一' });
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: '您母亲的姓名是？' }).click();
    await expect(combo).toContainText('您母亲的姓名是？');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await combo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('toast raised while a modal is open shows above the dialog backdrop', async ({ page }) => {
    await open(page, 'modal--toast-over-dialog');
    await expect(page.getByRole('dialog', { name: '转账' })).toBeVisible();
    const toast = page.getByRole('alert').getByText('转账失败');
    await expect(toast).toBeVisible();
    // The toast's own box, as painted: under the backdrop it would be greyed all over.
    await expect(page.getByRole('alert').locator('> *')).toHaveScreenshot('toast-over-dialog.png', { maxDiffPixelRatio: 0 });
  });

  test('dropdown menu opens on ArrowDown, moves with arrows and closes on Escape', async ({ page }) => {
    await open(page, 'dropdown-menu--closed');
    const trigger = page.getByRole('button', { name: '管理中心' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '盈亏统计' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '投注记录' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '盈亏统计' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('dropdown menu opens on click and closes on a click outside; Enter opens it and, on an item, closes it back to the button', async ({ page }) => {
    await open(page, 'dropdown-menu--closed');
    const trigger = page.getByRole('button', { name: '管理中心' });
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(1200, 800);
    await expect(page.getByRole('menu')).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '盈亏统计' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('tooltip shows on focus above its trigger, describes it, and hides on Escape', async ({ page }) => {
    await open(page, 'tooltip--open');
    const trigger = page.getByRole('button', { name: '刷新' });
    await trigger.focus();
    const tip = page.getByRole('tooltip', { name: '刷新余额' });
    await expect(tip).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-describedby', (await tip.getAttribute('id')) ?? '');
    const [tipBox, triggerBox] = [await tip.boundingBox(), await trigger.boundingBox()];
    expect(tipBox && triggerBox && tipBox.y + tipBox.height <= triggerBox.y).toBe(true);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('tooltip shows on hover and hides when the pointer leaves its trigger', async ({ page }) => {
    await open(page, 'tooltip--open');
    const trigger = page.getByRole('button', { name: '刷新' });
    const tip = page.getByRole('tooltip', { name: '刷新余额' });
    // The tooltip's code loads after the first render; a pointer resting on the trigger before that shows nothing until it moves.
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await trigger.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(tip).toBeHidden();
  });

  test('tabs move and select with arrow keys, Home and End', async ({ page }) => {
    await open(page, 'tabs--main');
    await page.getByRole('tab', { name: '五星' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '四星' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '四星' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: '大小单双' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '五星' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    // Only the selected tab points at the panel, which it labels.
    const panelId = await page.getByRole('tabpanel').getAttribute('id');
    await expect(page.getByRole('tab', { name: '五星' })).toHaveAttribute('aria-controls', panelId ?? '');
    await expect(page.getByRole('tab', { name: '四星' })).not.toHaveAttribute('aria-controls');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await page.getByRole('tab', { name: '五星' }).getAttribute('id')) ?? '');
  });

  test('radio group is one tab stop; arrow keys move and check, skipping disabled options; a label click checks', async ({ page }) => {
    await open(page, 'radio-group--states');
    const group = page.getByRole('radiogroup', { name: '红包类型' });
    const lucky = group.getByRole('radio', { name: '拼手气红包（悬停）' });
    const plain = group.getByRole('radio', { name: '普通红包（聚焦）' });
    await expect(lucky).toBeChecked();
    await expect(group.getByRole('radio', { name: '专属红包' })).toBeDisabled();
    await page.keyboard.press('Tab');
    await expect(lucky).toBeFocused();
    // Held as a hand holds a key: Radix checks the radio that takes focus while an arrow key is down, and it
    // moves focus a task after the keydown, so a keyup in the same instant would only move the focus.
    await page.keyboard.press('ArrowDown', { delay: 30 });
    await expect(plain).toBeFocused();
    await expect(plain).toBeChecked();
    await expect(lucky).not.toBeChecked();
    await page.keyboard.press('ArrowDown', { delay: 30 }); // 专属红包 is disabled: wraps to the first
    await expect(lucky).toBeChecked();
    await page.keyboard.press('Tab');
    expect(await activeInside(page, '[role="radiogroup"]')).toBe(false);
    await page.getByText('普通红包（聚焦）').click();
    await expect(plain).toBeChecked();
  });

  test('select opens with ArrowDown, skips disabled options and chooses with Enter', async ({ page }) => {
    await open(page, 'select--default');
    const combo = page.getByRole('combobox', { name: '密保问题' });
    await combo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    // Radix moves focus a tick after the key: each step waits for it, as a person's next key would.
    await expect(page.getByRole('option', { name: '您父亲的姓名是？' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // 3
    await expect(page.getByRole('option', { name: '您母亲的姓名是？' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // 4 is disabled: lands on 5
    await expect(page.getByRole('option', { name: '您配偶的生日是？' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(combo).toContainText('您配偶的生日是？');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(combo).toContainText('您配偶的生日是？');
  });

  test('select moves to the option whose label starts with the typed text, and Escape returns focus to it', async ({ page }) => {
    await open(page, 'select--default');
    const combo = page.getByRole('combobox', { name: '密保问题' });
    await combo.click();
    await expect(page.getByRole('option', { name: '您父亲的姓名是？' })).toBeFocused();
    // Playwright types Chinese as inserted text, without the key events a typeahead reads: send those.
    const father = page.getByRole('option', { name: '您父亲的姓名是？' });
    await father.dispatchEvent('keydown', { key: '您' });
    await father.dispatchEvent('keydown', { key: '母' });
    await expect(page.getByRole('option', { name: '您母亲的姓名是？' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(combo).toContainText('您母亲的姓名是？');
    await expect(combo).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(combo).toBeFocused();
  });

  test('select clicked before its list code arrives opens when it arrives, on the chosen option', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/SelectPopup-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/?story=select--default&mode=preview');
    const waiting = page.locator('[data-ds-loading="select"]');
    await expect(waiting).toHaveAccessibleName('密保问题');
    await expect(waiting).toHaveText('您父亲的姓名是？');
    await waiting.click();
    release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: '您父亲的姓名是？' })).toBeFocused();
    await expect(waiting).toHaveCount(0);
  });

  test('select given an opening key before its list code arrives opens when it arrives', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/SelectPopup-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/?story=select--default&mode=preview');
    const waiting = page.locator('[data-ds-loading="select"]');
    await waiting.focus();
    await page.keyboard.press('ArrowDown');
    release();
    await expect(page.getByRole('option', { name: '您父亲的姓名是？' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('combobox', { name: '密保问题' })).toBeFocused();
  });

  test('toasts close after their duration, when swiped up, and on Escape', async ({ page }) => {
    await open(page, 'toast--raised');
    const viewport = page.getByRole('region', { name: /^通知/ });
    await expect(viewport.getByText('转账失败')).toBeVisible();
    // 2 s by default.
    await page.getByRole('button', { name: '成功（2 秒）' }).click();
    const timed = viewport.getByText('操作成功！');
    await expect(timed).toBeVisible();
    await expect(timed).toBeHidden({ timeout: 4000 });
    // The raised ones stay (duration 0) until swiped up or closed with Escape.
    const warning = viewport.getByRole('listitem').filter({ hasText: '余额不足' });
    const box = (await warning.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 80, { steps: 8 });
    await page.mouse.up();
    await expect(warning).toBeHidden();
    await expect(viewport.getByText('订单提交成功！')).toBeVisible();
    await viewport.getByRole('listitem').filter({ hasText: '订单提交成功！' }).focus();
    await page.keyboard.press('Escape');
    await expect(viewport.getByText('订单提交成功！')).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText('转账失败');
  });

  test('a notification closes after its 5 s, waits while hovered, and closes on Escape and on its close button', async ({ page }) => {
    await page.clock.install();
    await open(page, 'notification--auto-close');
    const show = page.getByRole('button', { name: '显示 5 秒通知' });
    const notice = page.getByRole('status').filter({ hasText: '系统通知' });
    await show.click();
    await expect(notice).toContainText('维护将于 02:00 开始');
    await expect(page.getByRole('region', { name: /^通知/ })).toContainText('系统通知');
    // The page's clock also runs in real time, so the checks keep a margin on each side of the 5 s.
    await page.clock.runFor(3_500);
    await expect(notice).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(notice).toBeHidden();
    // Hovered, it stays past its time; left, it closes once the rest of its time has run.
    await show.click();
    await notice.hover();
    await page.clock.runFor(10_000);
    await expect(notice).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(notice).toBeHidden();
    await show.click();
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await show.click();
    await notice.getByRole('button', { name: '关闭通知' }).click();
    await expect(notice).toBeHidden();
  });

  test('a notification still shows, and closes on its button, when its Radix code cannot load', async ({ page }) => {
    await page.route(/NotificationPopup-[^/]*\.js$/, (route) => route.abort());
    await open(page, 'notification--chat');
    const notice = page.getByRole('status').filter({ hasText: 'player_888' });
    await expect(notice).toContainText('今晚一起追号吗？');
    // The plain card, not Radix's viewport (a region named 通知).
    await expect(page.getByRole('region', { name: /^通知/ })).toHaveCount(0);
    await notice.getByRole('button', { name: '关闭通知' }).click();
    await expect(notice).toBeHidden();
  });
});

test.describe('input rules', () => {
  test('amount input applies the decimal filter and the two-decimal limit while typing', async ({ page }) => {
    await open(page, 'amount-input--default');
    const input = page.getByLabel('充值金额');
    await input.fill('');
    await input.pressSequentially('00.5');
    await expect(input).toHaveValue('0.5');
    await input.fill('');
    await input.pressSequentially('3.14159');
    await expect(input).toHaveValue('3.14');
    await input.fill('');
    await input.pressSequentially('1a..2');
    await expect(input).toHaveValue('1.2');
  });

  test('stepper resets to 1 at or below min and steps with the arrow keys', async ({ page }) => {
    await open(page, 'stepper--default');
    const value = page.getByRole('spinbutton', { name: '倍数' });
    await value.fill('0');
    await value.blur();
    await expect(value).toHaveValue('1');
    await value.focus();
    await page.keyboard.press('ArrowUp');
    await expect(value).toHaveValue('2');
    await value.fill('12.7'); // the integer filter drops the fraction
    await page.keyboard.press('Enter');
    await expect(value).toHaveValue('12');
    await value.fill('123456'); // capped to max 99999 digits, then to max
    await page.keyboard.press('Enter');
    await expect(value).toHaveValue('12345');
    await page.getByRole('button', { name: '减少' }).click();
    await expect(value).toHaveValue('12344');
  });

  test('stepper with min 0 and resetTo 0 takes 0 and stops its decrease button there', async ({ page }) => {
    await open(page, 'stepper--from-zero');
    const value = page.getByRole('spinbutton', { name: '连续开奖' });
    const decrease = page.getByRole('button', { name: '减少' });
    await expect(value).toHaveValue('0');
    await expect(value).toHaveAttribute('aria-valuemin', '0');
    await expect(decrease).toBeDisabled();
    await page.getByRole('button', { name: '增加' }).click();
    await expect(value).toHaveValue('1');
    await decrease.click();
    await expect(value).toHaveValue('0');
    await value.fill('3');
    await value.blur();
    await value.fill('0');
    await value.blur();
    await expect(value).toHaveValue('0');
  });

  test('copy button says 复制成功 for about one second', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'copy-button--idle');
    await page.getByRole('button', { name: '复制' }).click();
    await expect(page.getByRole('button', { name: '复制成功' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CZ202603051021081');
    await expect(page.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 1500 });
  });

  test('theme switch applies without reload and the choice survives a reload', async ({ page }) => {
    await open(page, 'theme-switch--persisted');
    const box = page.getByTestId('persisted-box');
    await expect(box).toContainText('当前主题：红色');
    await page.getByRole('button', { name: '切换到暗黑主题' }).click();
    await expect(box).toContainText('当前主题：暗黑');
    await expect(box).toHaveAttribute('data-ds-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('persisted-box')).toContainText('当前主题：暗黑');
  });
});
