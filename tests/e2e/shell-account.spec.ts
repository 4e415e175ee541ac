import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { advanceServerClock, expect, inBothThemes, login, mailedCode, signIn, test } from '../support/e2e-app';
import { qrPng } from '../support/qr-images';

// The account page's bindings against the real server: a bank card, two-step with the log-in
// switch, an e-mail and a password reset by e-mail (the code read from the server's outbox),
// and screenshots of the binding screens in both themes.

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const PAY = 'pay12345';

/** A fresh player with a fund password, logged in (through the API: the login screen is not what these tests check). */
async function freshPlayer(page: Page, prefix: string): Promise<string> {
  const name = `${prefix}${Date.now().toString(36)}`.slice(0, 16);
  expect((await (await page.request.post('/sso/register', { data: { sign: 'DEMO8888', cn: name, password: 'pass1234' }, headers })).json()).code).toBe(0);
  expect((await (await page.request.post('/sobet/userInfo/setPayPasswordAjax', { data: { payPassword: PAY }, headers })).json()).code).toBe(0);
  await signIn(page, name, 'pass1234');
  return name;
}

async function openTab(page: Page, tab: string) {
  await page.goto('/personal/account/account');
  await page.getByRole('tab', { name: tab }).click();
}

/** The code an authenticator shows for `secret` at the server's time (its test clock may run ahead). */
async function totpAtServer(page: Page, secret: string, name: string): Promise<string> {
  const response = await page.request.post('/__test/clock', { data: { advanceMs: 0 }, headers });
  const now = (await response.json()).result.now as number;
  return new TOTP({ issuer: 'SOBET', label: name, secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
}

test.describe('account management', () => {
  test('changes the nickname, the login password and the fund password, each after its checks', async ({ page }) => {
    test.slow(); // three forms, each walked through its checks
    const name = await freshPlayer(page, 'acct');
    await page.goto('/personal/account/account');

    const nick = page.getByLabel('昵称');
    await nick.fill('坏<名>');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await expect(page.getByText('昵称包含不允许的字符')).toBeVisible();
    await nick.fill('小明_01');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await expect(page.getByText('昵称修改成功')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('小明_01');

    await page.getByRole('button', { name: '修改登录密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改登录密码' });
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('请输入原密码')).toBeVisible();
    await dialog.getByLabel('原登录密码').fill('wrong999');
    await dialog.getByLabel('新登录密码').fill('short');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('密码须为6-20位字母和数字')).toBeVisible();
    await dialog.getByLabel('新登录密码').fill('newpass99');
    await dialog.getByLabel('确认新密码').fill('newpass98');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    await dialog.getByLabel('确认新密码').fill('newpass99');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('原密码错误');
    await dialog.getByLabel('原登录密码').fill('pass1234');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('登录密码修改成功，其他设备上的登录已退出')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: '修改资金密码' }).click();
    const fund = page.getByRole('dialog', { name: '修改资金密码' });
    await fund.getByLabel('原资金密码').fill('wrong999');
    await fund.getByLabel('新资金密码').fill('pay54321');
    await fund.getByLabel('确认资金密码').fill('pay54321');
    await fund.getByRole('button', { name: '确认提交' }).click();
    await expect(fund.getByRole('alert')).toHaveText('资金密码错误');
    await fund.getByLabel('原资金密码').fill(PAY);
    await fund.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('资金密码修改成功')).toBeVisible();

    // the new login password is the one that works now
    const loginWith = async (password: string) =>
      (await (await page.request.post('/sso/login', { data: { cn: name, password }, headers })).json()).code as number;
    expect(await loginWith('pass1234')).toBe(1001);
    expect(await loginWith('newpass99')).toBe(0);
  });
});

test.describe('account bindings', () => {
  test('binds a bank card after each check of the form', async ({ page }) => {
    await freshPlayer(page, 'bc');
    await openTab(page, '银行卡');
    await expect(page.getByText('尚未绑定银行卡')).toBeVisible();
    const form = page.getByRole('form', { name: '绑定银行卡' });
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByText('请输入持卡人姓名')).toBeVisible();
    await expect(form.getByText('请选择开户银行')).toBeVisible();
    await expect(form.getByText('请输入银行卡号')).toBeVisible();
    await expect(form.getByText('请输入资金密码')).toBeVisible();

    await form.getByLabel('持卡人姓名').fill('张');
    await form.getByRole('combobox', { name: '开户银行' }).click();
    await page.getByRole('option', { name: '招商银行' }).click();
    await form.getByLabel('银行卡号').fill('6225 8812 3456');
    await form.getByLabel('资金密码').fill('wrong999');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByText('姓名最少2个字符，最多16个字符')).toBeVisible();
    await expect(form.getByText('银行卡最少16位数，最多19位数')).toBeVisible();

    await form.getByLabel('持卡人姓名').fill('张三');
    await form.getByLabel('银行卡号').fill('6225881234567890');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '资金密码错误' })).toBeVisible();

    await form.getByLabel('资金密码').fill(PAY);
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('银行卡绑定成功')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '************7890' });
    await expect(row).toContainText('招商银行');
    await expect(row).toContainText('张*');

    // A second card must carry the same holder name.
    await form.getByLabel('持卡人姓名').fill('李四');
    await form.getByLabel('银行卡号').fill('6222021234567890');
    await form.getByLabel('资金密码').fill(PAY);
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '持卡人姓名须与账户真实姓名一致' })).toBeVisible();
  });

  test('sets up two-step from the QR secret and then asks the code at log-in', async ({ page }) => {
    const name = await freshPlayer(page, 'ts');
    await openTab(page, '谷歌验证');
    await page.getByRole('button', { name: '获取密钥' }).click();
    await expect(page.getByRole('img', { name: '谷歌验证二维码' })).toBeVisible();
    const secret = (await page.getByTestId('twostep-secret').textContent())!;
    const form = page.getByRole('form', { name: '绑定谷歌验证' });
    await form.getByLabel('资金密码').fill(PAY);
    await form.getByLabel('谷歌验证码').fill('000000');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '谷歌验证码错误' })).toBeVisible();
    await form.getByLabel('谷歌验证码').fill(await totpAtServer(page, secret, name));
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('谷歌验证绑定成功')).toBeVisible();

    // The log-in switch, changed with a fresh code (the binding one is used up).
    await page.getByRole('switch', { name: '登录验证' }).click();
    const confirm = page.getByRole('form', { name: '确认修改' });
    await advanceServerClock(page, 30_000);
    await confirm.getByLabel('资金密码').fill(PAY);
    await confirm.getByLabel('谷歌验证码').fill(await totpAtServer(page, secret, name));
    await confirm.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('登录验证已开启')).toBeVisible();
    await expect(page.getByRole('switch', { name: '登录验证' })).toBeChecked();

    await page.request.get('/sso/logout', { headers });
    // The app still thinks it is logged in: forget that before the login page loads.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('密码', { exact: true }).fill('pass1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入谷歌验证码' })).toBeVisible();
    await advanceServerClock(page, 30_000);
    await page.getByLabel('谷歌验证码').fill(await totpAtServer(page, secret, name));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('binds an e-mail with the mailed code, then resets the password by e-mail on /forget', async ({ page }) => {
    const name = await freshPlayer(page, 'em');
    const email = `${name}@example.com`;
    await openTab(page, '邮箱');
    const form = page.getByRole('form', { name: '绑定邮箱' });
    await form.getByLabel('邮箱地址').fill('not-an-email');
    await form.getByRole('button', { name: '发送验证码' }).click();
    await expect(form.getByText('邮箱格式错误')).toBeVisible();
    await form.getByLabel('邮箱地址').fill(email);
    await form.getByLabel('资金密码').fill(PAY);
    await form.getByRole('button', { name: '发送验证码' }).click();
    const verify = page.getByRole('form', { name: '验证邮箱' });
    await verify.getByLabel('邮箱验证码').fill(await mailedCode(email, '邮箱绑定验证码'));
    await verify.getByRole('button', { name: '确认验证' }).click();
    await expect(page.getByText('邮箱绑定成功')).toBeVisible();
    await expect(page.getByText(/已绑定邮箱：e\*\*\*\*@example\.com/)).toBeVisible();

    await page.request.get('/sso/logout', { headers });
    await page.goto('/forget');
    await page.getByRole('tab', { name: '邮箱找回' }).click();
    const reset = page.getByRole('form', { name: '邮箱找回' });
    await reset.getByLabel('用户名').fill(name);
    await reset.getByLabel('绑定的邮箱').fill(email);
    await reset.getByRole('button', { name: '发送验证码' }).click();
    await expect(reset.getByText('如果该账号已绑定此邮箱，验证码已发送，10分钟内有效')).toBeVisible();
    await reset.getByLabel('邮箱验证码').fill(await mailedCode(email, '找回密码验证码'));
    await reset.getByLabel('新密码', { exact: true }).fill('newpass99');
    await reset.getByLabel('确认新密码').fill('newpass99');
    await reset.getByRole('button', { name: '重置密码' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
    await login(page, name, 'newpass99');
  });

  test('binds a WeChat receiving code from an uploaded image, refusing one without a code', async ({ page }) => {
    await freshPlayer(page, 'qr');
    await openTab(page, '微信收款码');
    const form = page.getByRole('form', { name: '绑定微信收款码' });
    const file = form.locator('input[type=file]');
    await file.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: qrPng(null) });
    await form.getByLabel('资金密码').fill(PAY);
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '未能识别图片中的二维码，请上传清晰的收款码图片' })).toBeVisible();
    await file.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText('仅支持PNG或JPG格式的图片')).toBeVisible();
    await file.setInputFiles({ name: 'wechat.png', mimeType: 'image/png', buffer: qrPng('wxp://f2f0e2eTestCode') });
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('微信收款码绑定成功')).toBeVisible();
    await expect(page.getByRole('img', { name: '已绑定的微信收款码' })).toBeVisible();
    await expect(form.getByRole('heading', { name: '更换微信收款码' })).toBeVisible();
  });

  test('binds a TOPAY wallet id without a protocol, refusing a malformed one', async ({ page }) => {
    await freshPlayer(page, 'tp');
    await openTab(page, '数字钱包');
    const form = page.getByRole('form', { name: '绑定数字钱包' });
    await form.getByText('TOPAY', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'TOPAY' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'TRC20' })).toHaveCount(0);
    await form.getByLabel('钱包ID').fill('tg-88');
    await form.getByLabel('资金密码').fill(PAY);
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(form.getByText('钱包地址格式错误')).toBeVisible();
    await form.getByLabel('钱包ID').fill('tg8800aa11bb');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('钱包地址绑定成功')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'tg8800aa11bb' })).toContainText('TOPAY');
  });

  test('leads from the withdraw tab to the bank-card form', async ({ page }) => {
    // nocard: fund password set, no card, so the withdraw tab asks for a card first.
    await signIn(page, 'nocard');
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: '提现' }).click();
    const wallet = page.getByRole('dialog', { name: '我的钱包' });
    await expect(wallet.getByTestId('withdraw-not-bound-0')).toBeVisible();
    await wallet.getByRole('button', { name: '去绑定' }).click();
    await expect(page).toHaveURL(/\/personal\/account\/account$/);
    await expect(page.getByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: '绑定银行卡' })).toBeVisible();
  });

  test('answers an unknown user on /forget exactly as a known one', async ({ page }) => {
    await page.goto('/forget');
    await page.getByRole('tab', { name: '邮箱找回' }).click();
    const reset = page.getByRole('form', { name: '邮箱找回' });
    await reset.getByLabel('用户名').fill('nosuchuser9');
    await reset.getByLabel('绑定的邮箱').fill('nobody@example.com');
    await reset.getByRole('button', { name: '发送验证码' }).click();
    await expect(reset.getByText('如果该账号已绑定此邮箱，验证码已发送，10分钟内有效')).toBeVisible();
  });
});

test("shows the account page's binding screens in both themes", async ({ page }) => {
  test.setTimeout(90_000);
  // nocard: fund password set, nothing bound (a seeded user no test changes).
  await signIn(page, 'nocard');
  await page.goto('/personal/account/account');
  await expect(page.locator('html')).toHaveAttribute('data-ds-theme', 'red');
  await expect(page.getByRole('listitem').filter({ hasText: '数字钱包' })).toContainText('未绑定');
  // The fixed side rail floats over the page's right edge: left out of the pictures.
  const rail = page.getByRole('navigation', { name: '快捷服务' });
  /** The tab panel as it is now, in both themes (switched in place). */
  const shoot = (name: string, mask = [rail]) =>
    inBothThemes(page, (theme) => expect(page.getByRole('tabpanel')).toHaveScreenshot(`${name}-${theme}.png`, { mask }));
  await shoot('account-security');
  for (const [tab, file] of [
    ['银行卡', 'bank-card'],
    ['数字钱包', 'coin-wallet'],
    ['微信收款码', 'wechat'],
    ['谷歌验证', 'twostep'],
    ['邮箱', 'email'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
    await shoot(`account-${file}`);
  }
  await page.getByRole('tab', { name: '银行卡' }).click();
  await page.getByRole('form', { name: '绑定银行卡' }).getByRole('button', { name: '确认绑定' }).click();
  await shoot('account-bank-card-errors');

  // A bound card, masked (demo: 张三, ICBC); the bind time changes with each start.
  await signIn(page, 'demo');
  await page.goto('/personal/account/account');
  await page.getByRole('tab', { name: '银行卡' }).click();
  await expect(page.getByRole('row').filter({ hasText: '***************0123' })).toBeVisible();
  await shoot('account-bank-card-bound', [rail, page.locator('td').filter({ hasText: /\d{4}-\d{2}-\d{2}/ })]);
});
