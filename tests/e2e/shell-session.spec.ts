import { expect, header, login, signIn, test, users } from '../support/e2e-app';

test.describe('session', () => {
  test('logs in with a demo account and shows the header with the nickname and balance', async ({ page }) => {
    await login(page, users.member);
    await expect(page).toHaveTitle(/首页/);
    await expect(header(page).getByText(users.member)).toBeVisible();
    await expect(header(page).getByTestId('balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2,4}$/);
    await header(page).getByRole('button', { name: '隐藏余额' }).click();
    await expect(header(page).getByTestId('balance')).toHaveText('****');
    await header(page).getByRole('button', { name: '显示余额' }).click();
    await expect(header(page).getByTestId('balance')).not.toHaveText('****');
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名').fill(users.player2);
    await page.getByLabel('密码', { exact: true }).fill('wrong-password1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends a visitor on a protected path to /login with the expired-session warning, closed after 3 s', async ({ page }) => {
    // the page's clock runs with real time until the warning is up, then jumps its 3 s
    await page.clock.install();
    await page.goto('/index');
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '登录状态已失效，请重新登录' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('系统消息');
    await page.clock.fastForward(3_000);
    await expect(dialog).toBeHidden();
  });

  test('logs out locally and warns when the server session has gone', async ({ page, context }) => {
    // The page's clock: the warning closes itself after 3 s, which a slow reload on a busy machine could outlast.
    await page.clock.install();
    await signIn(page, users.player2);
    await page.goto('/index');
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('登录状态已失效，请重新登录')).toBeVisible();
    await expect(page.evaluate(() => localStorage.getItem('loggedIn'))).resolves.toBeNull();
    await page.clock.fastForward(3_000);
    await expect(page.getByText('登录状态已失效，请重新登录')).toBeHidden();
  });

  test('logs out after the confirm dialog, with a notice and no warning', async ({ page }) => {
    await signIn(page, users.member);
    await page.goto('/index');
    await header(page).getByRole('button', { name: '退出' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '确定要退出登录吗？' });
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/index$/);
    await header(page).getByRole('button', { name: '退出' }).click();
    await confirm.getByRole('button', { name: '确定退出' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('您已安全退出')).toBeVisible();
    await expect(page.getByText('登录状态已失效，请重新登录')).toHaveCount(0);
    // The server session is gone too.
    const state = await page.request.get('/sso/u/getUserLoginState');
    expect((await state.json()).code).not.toBe(0);
  });

  test('redirects unknown paths to /page404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/page404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('registers with the invite code of /register/{sign} and lands logged in', async ({ page }) => {
    await page.goto('/register/DEMO8888');
    await expect(page).toHaveTitle(/注册/);
    await expect(page.getByLabel('邀请码')).toHaveValue('DEMO8888');
    await page.getByLabel('用户名').fill('ab');
    await page.getByLabel('登录密码').fill('abc');
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page.getByText('用户名须为4-16位字母或数字')).toBeVisible();
    await expect(page.getByText('密码须为6-20位字母和数字')).toBeVisible();
    const name = `e2e${Date.now().toString(36)}`;
    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('登录密码').fill('pass1234');
    await page.getByLabel('确认密码').fill('pass1234');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  });

  test('the login check (2 s after mount, then every 20 s) logs out locally once the server session ends', async ({ page }) => {
    await page.clock.install();
    await signIn(page, users.player2);
    await page.goto('/index');
    await page.clock.runFor(2_500);
    await expect(page).toHaveURL(/\/index$/);
    // The session ends on the server (as a log-out elsewhere would); no page call is made meanwhile.
    await page.request.get('/sso/logout', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    // Small steps: the check's reply arrives in real time, and one long jump past it would also
    // run out the warning's own 3 s timer (on a slow machine the check falls early in the jump).
    for (let step = 0; step < 50 && !/\/login$/.test(page.url()); step++) await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('登录状态已失效，请重新登录')).toBeVisible();
  });
});

test.describe('service contract config', () => {
  test('registering needs the agreement accepted; log-in shows it; customer service follows its flag', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('登录即表示您已阅读并同意')).toBeVisible();
    await page.goto('/register/DEMO8888');
    const name = `agr${Date.now().toString(36)}`;
    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('登录密码').fill('pass1234');
    await page.getByLabel('确认密码').fill('pass1234');
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page.getByRole('alert')).toHaveText('请先阅读并同意《用户协议》');
    await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/helpercenter#Userment');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('banner').getByRole('button', { name: '客服' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '快捷服务' }).getByText('在线客服')).toBeVisible();

    // an operator who turns customer service off: the entries go
    await page.route('**/sobet/api/serviceContractConfig*', (route) =>
      route.fulfill({ json: { code: 0, msg: 'success', data: { register: 0, login: 0, customer: 0 } } }),
    );
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: '聊天' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '客服' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '快捷服务' }).getByText('在线客服')).toHaveCount(0);
  });
});
