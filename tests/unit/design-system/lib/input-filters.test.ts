import { describe, expect, it } from 'vitest';
import { checkChineseName, clampStepperValue, commitStepperText, filterDecimal, filterInteger } from '../../../../design-system/lib/input-filters';

describe('filterDecimal', () => {
  it('keeps digits and one point when other characters are typed', () => {
    expect(filterDecimal('1a2b.3c')).toBe('12.3');
    expect(filterDecimal('¥ 1,000.50')).toBe('1000.50');
  });
  it('drops a leading point when the value starts with one', () => {
    expect(filterDecimal('.5')).toBe('5');
    expect(filterDecimal('..5')).toBe('5');
  });
  it('collapses repeated points and keeps only the first point when several are typed', () => {
    expect(filterDecimal('1..2')).toBe('1.2');
    expect(filterDecimal('1.2.3')).toBe('1.23');
  });
  it('collapses leading zeros before a digit when the value starts with zeros', () => {
    expect(filterDecimal('007')).toBe('7');
    expect(filterDecimal('00.5')).toBe('0.5');
    expect(filterDecimal('0')).toBe('0');
    expect(filterDecimal('0.')).toBe('0.');
  });
  it('keeps a trailing point when the user is still typing', () => {
    expect(filterDecimal('12.')).toBe('12.');
  });
  it('cuts the fraction when a decimal limit is given', () => {
    expect(filterDecimal('3.14159', 2)).toBe('3.14');
    expect(filterDecimal('3.1', 2)).toBe('3.1');
    expect(filterDecimal('3.999', 4)).toBe('3.999');
    expect(filterDecimal('3.5', 0)).toBe('3');
  });
  it('returns an empty string when nothing numeric is typed', () => {
    expect(filterDecimal('abc')).toBe('');
    expect(filterDecimal('')).toBe('');
  });
});

describe('filterInteger', () => {
  it('removes the fraction when a point is typed', () => {
    expect(filterInteger('12.9')).toBe('12');
    expect(filterInteger('.9')).toBe('');
  });
  it('keeps only digits when other characters are typed', () => {
    expect(filterInteger('1a2-3')).toBe('123');
  });
  it('caps the number of digits when maxDigits is given', () => {
    expect(filterInteger('1234567', { maxDigits: 5 })).toBe('12345');
  });
  it('keeps leading zeros by default and strips them in the variant', () => {
    expect(filterInteger('007')).toBe('007');
    expect(filterInteger('007', { stripLeadingZeros: true })).toBe('7');
    expect(filterInteger('0', { stripLeadingZeros: true })).toBe('');
  });
  it('strips zeros before capping when both options are given', () => {
    expect(filterInteger('000123456', { stripLeadingZeros: true, maxDigits: 5 })).toBe('12345');
  });
});

describe('checkChineseName', () => {
  it('returns 1 when the name has 2 to 5 Chinese characters', () => {
    expect(checkChineseName('张三')).toBe(1);
    expect(checkChineseName('欧阳娜娜')).toBe(1);
    expect(checkChineseName('司马相如某')).toBe(1);
  });
  it('returns 0 when the name is too short, too long or not Chinese', () => {
    expect(checkChineseName('张')).toBe(0);
    expect(checkChineseName('一二三四五六')).toBe(0);
    expect(checkChineseName('Zhang San')).toBe(0);
    expect(checkChineseName('张3')).toBe(0);
    expect(checkChineseName('')).toBe(0);
  });
  it('accepts a middle dot and a second group when the name has one', () => {
    expect(checkChineseName('阿依古丽·买买提')).toBe(1);
    expect(checkChineseName('阿依古丽·')).toBe(0);
    expect(checkChineseName('·买买提')).toBe(0);
    expect(checkChineseName('阿依·古丽·买买提')).toBe(0);
  });
  it('uses the given bounds when they are adjusted', () => {
    expect(checkChineseName('张', { min: 1 })).toBe(1);
    expect(checkChineseName('一二三四五六', { max: 6 })).toBe(1);
  });
});

describe('clampStepperValue', () => {
  it('keeps a value between min and max', () => {
    expect(clampStepperValue(5, { min: 0, max: 99999 })).toBe(5);
  });
  it('clamps to max when the value is larger', () => {
    expect(clampStepperValue(123456, { min: 0, max: 99999 })).toBe(99999);
  });
  it('resets to 1 when the value is at or below min', () => {
    expect(clampStepperValue(0, { min: 0, max: 10 })).toBe(1);
    expect(clampStepperValue(-3, { min: 0, max: 10 })).toBe(1);
    expect(clampStepperValue(1, { min: 1, max: 10 })).toBe(1);
  });
  it('resets to `resetTo` when one is given, so a stepper may take 0', () => {
    expect(clampStepperValue(0, { min: 0, max: 100, resetTo: 0 })).toBe(0);
    expect(commitStepperText('', { min: 0, max: 100, resetTo: 0 })).toBe(0);
    expect(clampStepperValue(3, { min: 0, max: 100, resetTo: 0 })).toBe(3);
  });
  it('drops the fraction and resets when the value is not a number', () => {
    expect(clampStepperValue(7.8, { max: 10 })).toBe(7);
    expect(clampStepperValue(Number.NaN)).toBe(1);
  });
  it('parses typed text through the integer filter when committing', () => {
    expect(commitStepperText('12.5', { max: 99 })).toBe(12);
    expect(commitStepperText('', { max: 99 })).toBe(1);
    expect(commitStepperText('x', { max: 99 })).toBe(1);
    expect(commitStepperText('100000', { max: 99999 })).toBe(99999);
  });
});
