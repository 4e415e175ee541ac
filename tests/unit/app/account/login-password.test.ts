import { describe, expect, it } from 'vitest';
import { loginPasswordChangeErrors } from '../../../../app/features/account/LoginPasswordDialog';

describe('login password change checks', () => {
  it('asks for the old password and checks the new one field by field', () => {
    expect(loginPasswordChangeErrors({ old: '', password: '', confirm: '' })).toEqual({ old: '请输入原密码', password: '请输入密码' });
    expect(loginPasswordChangeErrors({ old: 'pass1234', password: 'abcdef', confirm: 'abcdef' })).toEqual({ password: '密码须为6-20位字母和数字' });
    expect(loginPasswordChangeErrors({ old: 'pass1234', password: 'pass1234', confirm: 'pass1234' })).toEqual({ password: '新密码不能与原密码相同' });
    expect(loginPasswordChangeErrors({ old: 'pass1234', password: 'newpass99', confirm: 'newpass98' })).toEqual({ confirm: '两次输入的密码不一致' });
    expect(loginPasswordChangeErrors({ old: 'pass1234', password: 'newpass99', confirm: 'newpass99' })).toEqual({});
  });
});
