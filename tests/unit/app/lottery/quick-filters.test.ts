import { describe, expect, it } from 'vitest';
import { applyQuickFilter, separateBankAndDrag, togglePick } from '../../../../app/features/lottery/quick-filters';

const digits = { options: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] };

describe('applyQuickFilter', () => {
  it('picks above the midpoint for big and at or below it for small', () => {
    expect(applyQuickFilter(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(applyQuickFilter(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
  });
  it('picks odd and even values, all and nothing', () => {
    expect(applyQuickFilter(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(applyQuickFilter(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(applyQuickFilter(digits, 'all')).toHaveLength(10);
    expect(applyQuickFilter(digits, 'clear')).toEqual([]);
  });
  it('uses the row range for two-digit numbers when the range is 01-11', () => {
    const row = { options: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'] };
    expect(applyQuickFilter(row, 'big')).toEqual(['07', '08', '09', '10', '11']);
    expect(applyQuickFilter(row, 'small')).toEqual(['01', '02', '03', '04', '05', '06']);
  });
});

describe('togglePick', () => {
  it('keeps plate order and removes a picked value when toggled again', () => {
    expect(togglePick(['5'], '2', digits.options)).toEqual(['2', '5']);
    expect(togglePick(['2', '5'], '2', digits.options)).toEqual(['5']);
  });
  it('drops the oldest pick when a row with maxPicks is full', () => {
    expect(togglePick(['3'], '7', digits.options, 1)).toEqual(['7']);
  });
});

describe('separateBankAndDrag', () => {
  it('takes the numbers of the changed row out of the other row only', () => {
    expect(
      separateBankAndDrag(
        [
          ['01', '02'],
          ['02', '03'],
        ],
        0,
      ),
    ).toEqual([['01', '02'], ['03']]);
    expect(
      separateBankAndDrag(
        [
          ['01', '02'],
          ['02', '03'],
        ],
        1,
      ),
    ).toEqual([['01'], ['02', '03']]);
  });
});
