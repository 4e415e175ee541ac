import { describe, expect, it } from 'vitest';
import { gameWalletIds, transferTargets } from '../../../../contract/wallet';
import { allAmount, limitsOf, pairedIn, validateTransfer, walletOf } from '../../../../app/features/wallet/transfer/transfer-rules';

const map = { lotteryMinTransfer: '10', lotteryMaxTransfer: '1000', thirdMinTransfer: '5', thirdMaxTransfer: '500' };
const context = { balance: '100', min: '10', payPasswordNeeded: true, twoStepNeeded: false };
const form = { amount: '50', payPassword: 'pw123456', code: '' };

describe('transfer rules', () => {
  it('offers the game wallets from the main wallet and only the main wallet from a game wallet', () => {
    expect(transferTargets('sobet_01')).toEqual(gameWalletIds);
    expect(transferTargets('ag_01')).toEqual(['sobet_01']);
    expect(pairedIn('ag_01', 'pt_01')).toBe('sobet_01');
    expect(pairedIn('sobet_01', 'pt_01')).toBe('pt_01');
    expect(pairedIn('sobet_01', 'sobet_01')).toBe('ag_01');
  });

  it('uses the lottery limits out of the main wallet and the third-party limits out of a game wallet', () => {
    expect(limitsOf('sobet_01', map)).toEqual({ min: '10', max: '1000' });
    expect(limitsOf('hqt_01', map)).toEqual({ min: '5', max: '500' });
  });

  it('resolves a game code such as hqt to its wallet id', () => {
    expect(walletOf('hqt')).toBe('hqt_01');
    expect(walletOf('hqt_01')).toBe('hqt_01');
    expect(walletOf('nope')).toBeNull();
    expect(walletOf(null)).toBeNull();
  });

  it('takes the balance cut to two decimals and capped at the max for All', () => {
    expect(allAmount('123.4567', '1000')).toBe('123.45');
    expect(allAmount('5000', '1000')).toBe('1000');
    expect(allAmount('0', '1000')).toBe('0');
  });

  it('gives each field its message when the input is wrong', () => {
    expect(validateTransfer(form, context)).toEqual({});
    expect(validateTransfer(form, { ...context, balance: '0' })).toEqual({ amount: '余额不足' });
    expect(validateTransfer({ ...form, amount: '' }, context)).toEqual({ amount: '请输入正确的金额' });
    expect(validateTransfer({ ...form, amount: '0' }, context)).toEqual({ amount: '请输入正确的金额' });
    expect(validateTransfer({ ...form, amount: '9.99' }, context)).toEqual({ amount: '转账金额须大于最小可转金额' });
    expect(validateTransfer({ ...form, amount: '100.01' }, context)).toEqual({ amount: '余额不足' });
    expect(validateTransfer({ ...form, payPassword: '' }, context)).toEqual({ payPassword: '请输入资金密码' });
    expect(validateTransfer({ ...form, payPassword: '' }, { ...context, payPasswordNeeded: false })).toEqual({});
    expect(validateTransfer(form, { ...context, twoStepNeeded: true })).toEqual({ code: '请输入谷歌验证码' });
  });
});
