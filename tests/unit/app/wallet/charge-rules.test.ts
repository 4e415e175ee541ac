import { describe, expect, it } from 'vitest';
import {
  amountError,
  bankAmountError,
  cardNameError,
  cardNumberError,
  coinAmountError,
  coinQuantity,
  createThrottle,
  fastCashOf,
  feeOf,
  moveIntoView,
  payerNameError,
  quickAmountsWithin,
  reducedAmount,
  snapAmount,
  subordinateNameOf,
  typedAmount,
  typedCardNumber,
} from '../../../../app/features/wallet/charge/charge-rules';
import { cutPointsReduction } from '../../../../rules/wallet-money';

describe('charge-rules', () => {
  it('keeps two decimals and caps a typed amount at the channel maximum', () => {
    expect(typedAmount('100.456', '5000')).toBe('100.45');
    expect(typedAmount('99999', '5000')).toBe('5000');
    expect(typedAmount('1a2.5', '5000')).toBe('12.5');
    expect(typedAmount('', '5000')).toBe('');
  });

  it('names the range when the amount is missing, zero, below the minimum or above the maximum', () => {
    const range = { min: '100', max: '5000' };
    const message = '充值金额错误，请输入范围100~5000的金额';
    expect(amountError('', range)).toBe(message);
    expect(amountError('0', range)).toBe(message);
    expect(amountError('99.99', range)).toBe(message);
    expect(amountError('5000.01', range)).toBe(message);
    expect(amountError('100', range)).toBeUndefined();
    expect(amountError('5000', range)).toBeUndefined();
  });

  it('counts coins in the range message of USDT and USDC channels', () => {
    expect(amountError('5', { min: '10', max: '20000', unit: 'USDT' })).toBe('充值金额错误，限制10到20000个USDT');
    expect(amountError('5', { min: '10.50', max: '300', unit: 'USDC' })).toBe('充值金额错误，限制10.5到300个USDC');
  });

  it('asks for the payer name when it is blank', () => {
    expect(payerNameError('  ')).toBe('请输入付款人姓名');
    expect(payerNameError('张三')).toBeUndefined();
  });

  it('keeps only digits and dots in a card number, at most 19, and wants 16-19 digits', () => {
    expect(typedCardNumber('6222 0212-3456a78901234567')).toBe('6222021234567890123');
    expect(typedCardNumber('6222.0212')).toBe('6222.0212');
    expect(cardNumberError('622202123456789')).toBe('银行卡最少16位数，最多19位数');
    expect(cardNumberError('6222021234567890')).toBeUndefined();
    expect(cardNumberError('6222021234567890123')).toBeUndefined();
  });

  it('wants a holder name of 2-16 characters', () => {
    expect(cardNameError('张')).toBe('姓名最少2个字符，最多16个字符');
    expect(cardNameError('张三')).toBeUndefined();
    expect(cardNameError('一二三四五六七八九十一二三四五六')).toBeUndefined();
    expect(cardNameError('一二三四五六七八九十一二三四五六七')).toBe('姓名最少2个字符，最多16个字符');
  });

  it('wants a bank amount chosen or typed and a coin amount above 0', () => {
    expect(bankAmountError('')).toBe('请选择或输入充值金额');
    expect(bankAmountError('500')).toBeUndefined();
    expect(coinAmountError('0')).toBe('请输入充值金额');
    expect(coinAmountError('0.5')).toBeUndefined();
  });

  it('cuts 0.1-0.9 below 10 and 0.1-1.9 from 10, turning exactly 1 into 1.1', () => {
    expect(cutPointsReduction('9.99', 0)).toBe('0.1');
    expect(cutPointsReduction('9.99', 0.999)).toBe('0.9');
    expect(cutPointsReduction('10', 0)).toBe('0.1');
    expect(cutPointsReduction('10', 0.999)).toBe('1.9');
    // floor(r × 19) + 1 = 10 tenths is exactly 1
    expect(cutPointsReduction('100', 9 / 19)).toBe('1.1');
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i += 1) seen.add(cutPointsReduction('500', i / 1000));
    expect([...seen].sort()).toEqual([
      '0.1',
      '0.2',
      '0.3',
      '0.4',
      '0.5',
      '0.6',
      '0.7',
      '0.8',
      '0.9',
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '1.6',
      '1.7',
      '1.8',
      '1.9',
    ]);
    expect(reducedAmount('500', '1.1')).toBe('498.90');
  });

  it('takes the fee at the cost rate to 2 decimals and shows what is credited', () => {
    expect(feeOf('1000', 1, '0.015')).toEqual({ fee: '15.00', credited: '985.00' });
    expect(feeOf('333.33', 1, '0.01')).toEqual({ fee: '3.33', credited: '330.00' });
    expect(feeOf('1000', 0, '0.015')).toEqual({ fee: '0.00', credited: '1000.00' });
  });

  it('snaps a typed amount down to the step of its band, held within the channel limits', () => {
    const rules = [
      { min: '100', max: '1000', range: '100' },
      { min: '1000', max: '5000', range: '500' },
    ];
    const limits = { min: '100', max: '5000' };
    expect(snapAmount('250', rules, limits)).toBe('200');
    expect(snapAmount('1499', rules, limits)).toBe('1000');
    expect(snapAmount('3700', rules, limits)).toBe('3500');
    expect(snapAmount('50', rules, limits)).toBe('100');
    expect(snapAmount('9000', rules, limits)).toBe('5000');
    expect(snapAmount('', rules, limits)).toBe('');
    expect(snapAmount('123.45', [], limits)).toBe('123.45');
  });

  it('keeps only quick amounts within the range and reads fast-cash lists', () => {
    expect(quickAmountsWithin(['50', '100', '500', '6000'], { min: '100', max: '5000' })).toEqual(['100', '500']);
    expect(fastCashOf('100, 200,,500')).toEqual(['100', '200', '500']);
  });

  it('lets a refresh through at most once per interval', () => {
    let now = 0;
    const allow = createThrottle(2000, () => now);
    expect(allow()).toBe(true);
    now = 1999;
    expect(allow()).toBe(false);
    now = 2000;
    expect(allow()).toBe(true);
  });

  it('moves a channel chosen beyond the tenth to the tenth place', () => {
    const channels = Array.from({ length: 13 }, (_, i) => `c${i + 1}`);
    expect(moveIntoView(channels, 11)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c12', 'c10', 'c11', 'c13']);
    expect(moveIntoView(channels, 4)).toEqual(channels);
  });

  it('sends a downline name only when it is not the player’s own', () => {
    expect(subordinateNameOf(' player1 ', 'agent')).toBe('player1');
    expect(subordinateNameOf('agent', 'agent')).toBeUndefined();
    expect(subordinateNameOf('', 'agent')).toBeUndefined();
  });

  it('converts an amount to coins at the rate, rounded down', () => {
    expect(coinQuantity('1000', '7.1234')).toBe('140.38');
    expect(coinQuantity('', '7.1')).toBe('0.00');
  });
});
