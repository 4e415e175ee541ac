import { expect, signIn, test, users } from '../support/e2e-app';

test.describe('security-question dialog', () => {
  test('validates choices and answers, then saves three questions', async ({ page }) => {
    await signIn(page, users.player);
    await page.goto('/personal/account/account');
    await page.getByRole('button', { name: '设置安全问题' }).click();
    const dialog = page.getByRole('dialog', { name: '设置安全问题' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('请选择安全问题')).toHaveCount(3);
    await expect(dialog.getByText('安全问题答案不能为空')).toHaveCount(3);

    // A question chosen in one selector is removed from the others.
    await dialog.getByRole('combobox', { name: '安全问题1' }).click();
    await page.getByRole('option', { name: '您的出生地是？' }).click();
    await dialog.getByRole('combobox', { name: '安全问题2' }).click();
    await expect(page.getByRole('option', { name: '您的出生地是？' })).toHaveCount(0);
    await page.getByRole('option', { name: '您父亲的姓名是？' }).click();
    await dialog.getByRole('combobox', { name: '安全问题3' }).click();
    await expect(page.getByRole('option')).toHaveCount(15);
    await page.getByRole('option', { name: '您母亲的姓名是？' }).click();

    // 4-20 characters, a non-ASCII character counting 2.
    await dialog.getByLabel('答案1').fill('abc');
    await dialog.getByLabel('答案2').fill('一二三四五六七八九十一');
    await dialog.getByLabel('答案3').fill('上海');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('答案长度须为4-20个字符')).toHaveCount(2);

    await dialog.getByLabel('答案1').fill('abcd');
    await dialog.getByLabel('答案2').fill('一二三四五六七八九十');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('安全问题设置成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '修改安全问题' })).toBeVisible();
  });

  test('asks for two existing answers first and shows the server message when wrong', async ({ page }) => {
    await signIn(page, users.member);
    await page.goto('/personal/account/account');
    await page.getByRole('button', { name: '修改安全问题' }).click();
    const dialog = page.getByRole('dialog', { name: '验证安全问题' });
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText('安全问题答案不能为空')).toHaveCount(2);
    await dialog.getByRole('combobox', { name: '安全问题1' }).click();
    await expect(page.getByRole('option')).toHaveCount(3);
    await page.getByRole('option', { name: '您的出生地是？' }).click();
    await dialog.getByRole('combobox', { name: '安全问题2' }).click();
    await page.getByRole('option', { name: '您父亲的姓名是？' }).click();
    await dialog.getByLabel('答案1').fill('beijing');
    await dialog.getByLabel('答案2').fill('wrong');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '安全问题答案错误' })).toBeVisible();
    await dialog.getByLabel('答案2').fill('zhangsan');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('dialog', { name: '修改安全问题' })).toBeVisible();
  });
});

test.describe('fund password dialog', () => {
  test('checks the format and the confirmation, then sets the first fund password', async ({ page }) => {
    await signIn(page, users.player2);
    await page.goto('/personal/account/account');
    await page.getByRole('button', { name: '设置资金密码' }).click();
    const dialog = page.getByRole('dialog', { name: '设置资金密码' });
    await dialog.getByLabel('新资金密码').fill('12');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('资金密码须为6-20位字母或数字')).toBeVisible();
    await dialog.getByLabel('新资金密码').fill('fund1234');
    await dialog.getByLabel('确认资金密码').fill('fund1235');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('两次输入的资金密码不一致')).toBeVisible();
    await dialog.getByLabel('确认资金密码').fill('fund1234');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('资金密码设置成功')).toBeVisible();
    await expect(page.getByRole('button', { name: '修改资金密码' })).toBeVisible();
  });
});

test.describe('nickname form', () => {
  test('refuses hidden characters before sending, then saves a plain nickname', async ({ page }) => {
    await signIn(page, users.player2);
    await page.goto('/personal/account/account');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('updateNickName')) sent.push(request.url());
    });
    const field = page.getByRole('textbox', { name: '昵称' });
    await field.fill('小\u202E二');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await expect(page.getByText('昵称包含不允许的字符')).toBeVisible();
    await field.fill('a\u200Bb');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await expect(page.getByText('昵称包含不允许的字符')).toBeVisible();
    expect(sent).toEqual([]);
    await field.fill('小二');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await expect(page.getByText('昵称修改成功')).toBeVisible();
    await expect(page.getByRole('banner').getByText('小二')).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});
