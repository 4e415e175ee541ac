import { expect, test } from '../support/e2e-app';

test.describe('forgotten password', () => {
  test('resets the password by two security questions, then logs in with it', async ({ page }) => {
    // A fresh player with security questions set (through the API, as the dialog would).
    const name = `fg${Date.now().toString(36)}`;
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    expect((await (await page.request.post('/sso/register', { data: { sign: 'DEMO8888', cn: name, password: 'pass1234' }, headers })).json()).code).toBe(0);
    const set = await page.request.post('/sobet/userInfo/securityQuestionAjax', {
      data: { action: 'commit', question: '4,5,6', answer: 'school4,school5,school6' },
      headers,
    });
    expect((await set.json()).code).toBe(0);
    await page.request.get('/sso/logout', { headers });

    await page.goto('/forget');
    await expect(page).toHaveTitle(/忘记密码/);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await page.getByLabel('用户名').fill(name);
    await page.getByRole('button', { name: '下一步' }).click();

    await page.getByRole('combobox', { name: '安全问题1' }).click();
    await expect(page.getByRole('option')).toHaveCount(3);
    await page.getByRole('option', { name: '您的小学校名是？' }).click();
    await page.getByRole('combobox', { name: '安全问题2' }).click();
    await page.getByRole('option', { name: '您的高中校名是？' }).click();
    await page.getByLabel('答案1').fill('school4');
    await page.getByLabel('答案2').fill('wrong');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '安全问题答案错误' })).toBeVisible();
    await page.getByLabel('答案2').fill('school6');
    await page.getByRole('button', { name: '下一步' }).click();

    await page.getByLabel('新密码', { exact: true }).fill('newpass99');
    await page.getByLabel('确认新密码').fill('newpass99');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();

    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('密码', { exact: true }).fill('newpass99');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/index$/);
  });
});
