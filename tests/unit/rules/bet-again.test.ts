import { describe, expect, it } from 'vitest';
import { canBetAgain } from '../../../rules/bet-again';

describe('bet again', () => {
  it('is offered for a whole code of any lottery but WBGMMC, whatever the case of its code', () => {
    expect(canBetAgain({ lottery: 'HN1FC', code: '1,2|3' })).toBe(true);
    expect(canBetAgain({ lottery: 'WBGMMC', code: '1,2|3' })).toBe(false);
    expect(canBetAgain({ lottery: 'wbgmmc', code: '1,2|3' })).toBe(false);
  });

  it('is not offered for a code the list cut short', () => {
    expect(canBetAgain({ lottery: 'HN1FC', code: '12345,…' })).toBe(false);
    expect(canBetAgain({ lottery: 'HN1FC', code: '…1' })).toBe(true);
  });
});
