import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';

const { HttpError } = await import('../../../../app/lib/http');
const session = await import('../../../../app/stores/session-store');
const prompt = await import('../../../../app/shared/fund-password-prompt');

const player = (payPwd: 0 | 1) => ({ uin: 7, cn: 'demo', payPwd }) as UserInfo;

afterEach(() => {
  prompt.cancelFundPassword();
});

describe('fund password prompt', () => {
  it('resolves with the password, spaces removed, when the player confirms', async () => {
    session.signIn(player(1));
    const asked = prompt.askFundPassword({ title: '提现', description: '请输入资金密码以确认提现' });
    expect(prompt.fundPasswordPrompt).toMatchObject({ open: true, title: '提现', description: '请输入资金密码以确认提现', missing: false });
    await prompt.confirmFundPassword(' fund 1234 ');
    await expect(asked).resolves.toBe('fund1234');
    expect(prompt.fundPasswordPrompt.open).toBe(false);
  });

  it('asks for the password and stays open when only spaces were typed', async () => {
    session.signIn(player(1));
    const asked = prompt.askFundPassword();
    await prompt.confirmFundPassword('   ');
    expect(prompt.fundPasswordPrompt).toMatchObject({ open: true, error: '请输入资金密码' });
    prompt.cancelFundPassword();
    await expect(asked).resolves.toBeNull();
  });

  it("shows the action's failure in the dialog and resolves only after a try that succeeds", async () => {
    session.signIn(player(1));
    const submit = vi.fn(async (password: string) => {
      if (password !== 'right123') throw new HttpError('资金密码错误', 1, 200);
    });
    const asked = prompt.askFundPassword({ submit });
    await prompt.confirmFundPassword('wrong123');
    expect(prompt.fundPasswordPrompt).toMatchObject({ open: true, busy: false, error: '资金密码错误' });
    await prompt.confirmFundPassword('right123');
    await expect(asked).resolves.toBe('right123');
    expect(submit.mock.calls.map(([p]) => p)).toEqual(['wrong123', 'right123']);
  });

  it('offers to set a fund password first when the player has none, and opens the setting dialog', async () => {
    const openSetting = vi.fn();
    prompt.provideFundPasswordSetting(openSetting);
    session.signIn(player(0));
    const asked = prompt.askFundPassword();
    expect(prompt.fundPasswordPrompt).toMatchObject({ open: true, missing: true });
    prompt.setFundPasswordFirst();
    await expect(asked).resolves.toBeNull();
    expect(prompt.fundPasswordPrompt.open).toBe(false);
    expect(openSetting).toHaveBeenCalledTimes(1);
  });

  it('cancels an open request when another one comes, and when the session ends', async () => {
    session.signIn(player(1));
    const first = prompt.askFundPassword();
    const second = prompt.askFundPassword({ title: '转账' });
    await expect(first).resolves.toBeNull();
    expect(prompt.fundPasswordPrompt).toMatchObject({ open: true, title: '转账' });
    await session.logout('logout');
    await expect(second).resolves.toBeNull();
    expect(prompt.fundPasswordPrompt.open).toBe(false);
  });
});
