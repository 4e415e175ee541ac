import { describe, expect, it } from 'vitest';
import {
  allAmount,
  amountError,
  balanceError,
  coinAllowanceError,
  fundPasswordError,
  mmss,
  securityDepositShown,
  snapToPool,
  twoStepError,
  typedAmount,
} from '../../../../app/features/wallet/withdraw/withdraw-rules';

describe('withdraw-rules', () => {
  it('keeps two decimals and caps a typed amount at the once-max', () => {
    expect(typedAmount('100.456', '49999')).toBe('100.45');
    expect(typedAmount('999999', '49999')).toBe('49999');
    expect(typedAmount('12a.3', '49999')).toBe('12.3');
    expect(typedAmount('', '49999')).toBe('');
  });

  it('takes the integer part of the balance for All, capped at the max', () => {
    expect(allAmount('41500.99', '49999')).toBe('41500');
    expect(allAmount('80000', '49999')).toBe('49999');
  });

  it('requires an amount and names the minimum when it is below', () => {
    expect(amountError('', '100')).toBe('请输入提现金额');
    expect(amountError('0', '100')).toBe('请输入提现金额');
    expect(amountError('99.99', '100')).toBe('提现金额不能小于100');
    expect(amountError('100', '100')).toBeUndefined();
  });

  it('says 余额不足！ when the balance cannot cover amount plus deposit, rounding the deposit up to the cent', () => {
    expect(securityDepositShown('200.5', 10)).toBe('20.05');
    expect(securityDepositShown('100.01', 10)).toBe('10.01');
    expect(balanceError('220.55', '200.5', 10)).toBeUndefined();
    expect(balanceError('220.54', '200.5', 10)).toBe('余额不足！');
  });

  it('names the unit when a coin amount passes the allowance, only when the view flag is on', () => {
    expect(coinAllowanceError('1001', '1000', 'USDT', true)).toBe('您的USDT可提余额不足，请使用其他提款渠道。');
    expect(coinAllowanceError('1001', '1000', 'USDT', false)).toBeUndefined();
    expect(coinAllowanceError('1000', '1000', 'USDC', true)).toBeUndefined();
  });

  it('snaps a pool amount down to the fixed amount below it', () => {
    const fixed = [
      { id: '1', amount: '100' },
      { id: '2', amount: '200' },
      { id: '3', amount: '500' },
    ];
    expect(snapToPool('250', fixed)?.id).toBe('2');
    expect(snapToPool('500', fixed)?.id).toBe('3');
    expect(snapToPool('99', fixed)).toBeUndefined();
  });

  it('requires the fund password, and the two-step code only when it is on, ignoring spaces', () => {
    expect(fundPasswordError('  ')).toBe('请输入资金密码');
    expect(fundPasswordError('pay 12345')).toBeUndefined();
    expect(twoStepError(' ', true)).toBe('请输入谷歌验证码');
    expect(twoStepError('', false)).toBeUndefined();
  });

  it('shows the confirm countdown as mm:ss', () => {
    expect(mmss(900)).toBe('15:00');
    expect(mmss(61)).toBe('01:01');
    expect(mmss(-3)).toBe('00:00');
  });
});
