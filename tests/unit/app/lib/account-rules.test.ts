import { describe, expect, it } from 'vitest';
import {
  answerLength,
  emptySlots,
  fundPasswordError,
  joinSlots,
  nickNameError,
  nickNameMessages,
  optionsFor,
  questionBank,
  validateSlots,
} from '../../../../app/lib/account-rules';

describe('security-question rules', () => {
  it('counts a non-ASCII character as 2', () => {
    expect(answerLength('abcd')).toBe(4);
    expect(answerLength('上海')).toBe(4);
    expect(answerLength('上a')).toBe(3);
    expect(answerLength('😀')).toBe(2);
  });

  it('has 17 questions, 3 slots to set and 2 to verify', () => {
    expect(questionBank).toHaveLength(17);
    expect(emptySlots('set')).toHaveLength(3);
    expect(emptySlots('verify')).toHaveLength(2);
  });

  it('removes a question chosen in one slot from the other selectors', () => {
    const slots = [
      { question: 1, answer: '' },
      { question: 5, answer: '' },
      { question: 0, answer: '' },
    ];
    expect(optionsFor(0, slots).map((q) => q.id)).not.toContain(5);
    expect(optionsFor(0, slots).map((q) => q.id)).toContain(1);
    expect(optionsFor(2, slots)).toHaveLength(15);
  });

  it('asks for a question and a non-empty answer in every slot', () => {
    expect(validateSlots(emptySlots('set'), 'set')).toEqual([
      { question: '请选择安全问题', answer: '安全问题答案不能为空' },
      { question: '请选择安全问题', answer: '安全问题答案不能为空' },
      { question: '请选择安全问题', answer: '安全问题答案不能为空' },
    ]);
  });

  it('checks the 4-20 length only when setting', () => {
    const slots = [
      { question: 1, answer: 'abc' },
      { question: 2, answer: '一二三四五六七八九十一' },
      { question: 3, answer: '上海' },
    ];
    expect(validateSlots(slots, 'set')).toEqual([{ answer: '答案长度须为4-20个字符' }, { answer: '答案长度须为4-20个字符' }, {}]);
    expect(validateSlots(slots.slice(0, 2), 'verify')).toBeNull();
    expect(
      validateSlots(
        [
          { question: 1, answer: 'abcd' },
          { question: 2, answer: '一二三四五六七八九十' },
          { question: 3, answer: '上海' },
        ],
        'set',
      ),
    ).toBeNull();
  });

  it('refuses a repeated question and a comma in an answer', () => {
    const errors = validateSlots(
      [
        { question: 1, answer: 'a,bcd' },
        { question: 1, answer: 'abcd' },
      ],
      'verify',
    );
    expect(errors).toEqual([{ answer: '答案不能包含逗号' }, { question: '请选择安全问题' }]);
  });

  it('joins questions and trimmed answers with commas', () => {
    expect(
      joinSlots([
        { question: 3, answer: ' lisi ' },
        { question: 1, answer: 'beijing' },
      ]),
    ).toEqual({ question: '3,1', answer: 'lisi,beijing' });
  });

  it('checks fund passwords: 6-20 letters or digits', () => {
    expect(fundPasswordError('')).toBe('请输入资金密码');
    expect(fundPasswordError('12345')).toBe('资金密码须为6-20位字母或数字');
    expect(fundPasswordError('pay-1234')).toBe('资金密码须为6-20位字母或数字');
    expect(fundPasswordError('pay12345')).toBeNull();
  });
});

describe('nickname rule', () => {
  it("refuses bidi overrides, zero-width and control characters with the server's message when typed", () => {
    expect(nickNameMessages.characters).toBe('昵称包含不允许的字符');
    for (const nick of [
      'abc\u202Egpj',
      'a\u200Bb',
      'a\u0000b',
      'a\u200Cb',
      'a\u200Db',
      '\u2067x\u2069',
      'a\u061Cb',
      'a\u200Eb',
      'a\u2060b',
      'a\uFEFFb',
      'a\u0007b',
      'a\u009Bb',
      'a<b',
    ])
      expect(nickNameError(nick), JSON.stringify(nick)).toBe(nickNameMessages.characters);
  });

  it('accepts Chinese, emoji and spaces inside, trims the ends, and bounds the length to 1-12', () => {
    for (const nick of ['小明', '好运🍀', 'Ann 李', '  demo  ', 'x'.repeat(12)]) expect(nickNameError(nick), nick).toBeNull();
    expect(nickNameError('')).toBe(nickNameMessages.length);
    expect(nickNameError('   ')).toBe(nickNameMessages.length);
    expect(nickNameError('x'.repeat(13))).toBe(nickNameMessages.length);
  });
});
