import { describe, expect, it } from 'vitest';
import { openAccountErrors, rebatePointError } from '../../../../app/features/team/open-account-rules';

describe('openAccountErrors', () => {
  it('gives registration’s messages for the user name and password when they are empty or break the rules', () => {
    expect(openAccountErrors({ username: '', password: '', point: '' })).toEqual({ username: '请输入用户名', password: '请输入密码', point: '请输入返点' });
    expect(openAccountErrors({ username: '1abc', password: 'abcdefg', point: '5' })).toEqual({
      username: '用户名须为4-16位字母或数字',
      password: '密码须为6-20位字母和数字',
    });
  });

  it('passes a form by the rules', () => {
    expect(openAccountErrors({ username: ' newkid1 ', password: 'abc12345', point: '6.5' }, '7.5')).toEqual({});
  });
});

describe('rebatePointError', () => {
  it('refuses a missing or malformed point and one above the agent’s own, with the server’s message for the last', () => {
    expect(rebatePointError('  ')).toBe('请输入返点');
    for (const bad of ['x', '10.5', '11', '6.55', '-1']) expect(rebatePointError(bad), bad).toBe('返点须为0-10之间的数字，最多一位小数');
    expect(rebatePointError('7.6', '7.5')).toBe('返点不能高于您自己的返点');
    expect(rebatePointError('7.5', '7.5')).toBeNull();
    expect(rebatePointError('0', '0.0')).toBeNull();
    expect(rebatePointError('9.9')).toBeNull();
  });
});
