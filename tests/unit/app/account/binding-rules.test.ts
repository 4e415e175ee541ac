import { describe, expect, it } from 'vitest';
import { maskCardNo, maskEmail, maskName } from '../../../../contract/account';
import { errorCodes } from '../../../../contract/primitives';
import { bindStatusOf, missingFor } from '../../../../app/features/account/bind-requirements';
import {
  addressError,
  bindingMessages,
  cardNoError,
  emailCodeError,
  emailError,
  filterCardNo,
  holderNameError,
  payPasswordError,
  twoStepError,
} from '../../../../app/features/account/binding-rules';

describe('binding rules', () => {
  it('keeps only digits of a typed card number, at most 19', () => {
    expect(filterCardNo('6222 0212-3456a7890')).toBe('6222021234567890');
    expect(filterCardNo('1'.repeat(25))).toHaveLength(19);
  });

  it('asks for a card number of 16 to 19 digits', () => {
    expect(cardNoError('')).toBe(bindingMessages.cardRequired);
    expect(cardNoError('1'.repeat(15))).toBe('银行卡最少16位数，最多19位数');
    expect(cardNoError('1'.repeat(16))).toBeNull();
    expect(cardNoError('1'.repeat(19))).toBeNull();
    expect(cardNoError('1'.repeat(20))).toBe('银行卡最少16位数，最多19位数');
  });

  it('asks for a holder name of 2 to 16 characters of Chinese, letters or a middle dot', () => {
    expect(holderNameError('  ')).toBe(bindingMessages.nameRequired);
    expect(holderNameError('张')).toBe('姓名最少2个字符，最多16个字符');
    expect(holderNameError('张三')).toBeNull();
    expect(holderNameError('阿卜杜·热合曼')).toBeNull();
    expect(holderNameError('John Smith')).toBeNull();
    expect(holderNameError('张'.repeat(17))).toBe('姓名最少2个字符，最多16个字符');
    expect(holderNameError('张三3')).toBe(errorCodes.realNameCharacters.msg);
  });

  it('checks an address against its protocol', () => {
    expect(addressError('USDT', 'TRC20', '')).toBe(bindingMessages.addressRequired);
    expect(addressError('USDT', 'TRC20', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBeNull();
    expect(addressError('USDT', 'ERC20', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBe('钱包地址格式错误');
    expect(addressError('USDT', 'ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(addressError('USDT', 'TRC20', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBl')).toBe('钱包地址格式错误'); // l is not base58
    expect(addressError('USDT', undefined, 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBe('钱包地址格式错误'); // a crypto wallet needs its protocol
  });

  it('checks a payment wallet id: 10-64 letters/digits, MPAY a mobile number or an account id', () => {
    expect(addressError('TOPAY', undefined, 'tg8800aa11')).toBeNull();
    expect(addressError('EBPAY', undefined, 'A'.repeat(64))).toBeNull();
    expect(addressError('CNYT', undefined, 'short123')).toBe('钱包地址格式错误');
    expect(addressError('TOPAY', undefined, 'tg8800-aa11')).toBe('钱包地址格式错误');
    expect(addressError('TOPAY', 'TRC20', 'tg8800aa11')).toBe('钱包地址格式错误'); // no protocol for a payment wallet
    expect(addressError('MPAY', undefined, '13800138000')).toBeNull();
    expect(addressError('MPAY', undefined, 'mpay2024')).toBeNull();
    expect(addressError('MPAY', undefined, '12800138000')).toBe('钱包地址格式错误');
    expect(addressError('MPAY', undefined, '1380013800')).toBe('钱包地址格式错误');
  });

  it('asks for the fund password, and for a 6-digit two-step code only when asked', () => {
    expect(payPasswordError(' ')).toBe('请输入资金密码');
    expect(twoStepError('', false)).toBeNull();
    expect(twoStepError('', true)).toBe('请输入谷歌验证码');
    expect(twoStepError('12345', true)).toBe('谷歌验证码错误');
    expect(twoStepError('123 456', true)).toBeNull();
  });

  it('checks an e-mail and its 6-digit code', () => {
    expect(emailError('')).toBe(bindingMessages.emailRequired);
    expect(emailError('a@b')).toBe('邮箱格式错误');
    expect(emailError(' a@b.cn ')).toBeNull();
    expect(emailCodeError('12345')).toBe(bindingMessages.codeRequired);
    expect(emailCodeError('123456')).toBeNull();
  });

  it('masks a name after its first character, a card but its last four digits, an e-mail but its first letter', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskCardNo('6222021234567890123')).toBe('***************0123');
    expect(maskEmail('player@example.com')).toBe('p****@example.com');
  });
});

describe('bind requirements', () => {
  const user = { payPwd: 1, securityQuestion: 1 } as const;

  it('counts a card as unknown, so missing, until the overview has loaded', () => {
    expect(missingFor('withdraw', bindStatusOf(user))).toEqual(['bankCard']);
  });

  it('asks nothing more before a withdrawal when a card is bound', () => {
    const status = bindStatusOf(user, { bankCardCount: 1, isBindWechat: false, isBindAlipay: true });
    expect(missingFor('withdraw', status)).toEqual([]);
    expect(missingFor('wechat', status)).toEqual(['wechatCode']);
    expect(missingFor('alipay', status)).toEqual([]);
  });
});
