import { describe, expect, it } from 'vitest';
import { applyDraw, homeLotteries, homeState, isHomeLottery } from '../../../../app/features/home/home-store';

describe('home store', () => {
  it('lists the six home lotteries in order', () => {
    expect(homeLotteries).toEqual(['HN1FC', 'HN5FC', 'TXFFC', 'RDFFC', 'JNDSSM', 'RBSSM']);
    expect(isHomeLottery('JSK3')).toBe(false);
  });

  it('applies a socket draw of a home lottery, never going back to an older issue', () => {
    expect(applyDraw({ lottery: 'HN1FC', issue: '20261122-0100', code: '1,2,3,4,5' })).toBe(true);
    expect(homeState.draws.HN1FC).toEqual({ issueNo: '20261122-0100', code: '1,2,3,4,5' });
    applyDraw({ lottery: 'HN1FC', issue: '20261122-0099', code: '9,9,9,9,9' });
    expect(homeState.draws.HN1FC?.code).toBe('1,2,3,4,5');
    applyDraw({ lottery: 'HN1FC', issue: '20261122-0101', code: '0,0,0,0,1' });
    expect(homeState.draws.HN1FC?.issueNo).toBe('20261122-0101');
  });

  it('ignores draws of other lotteries', () => {
    expect(applyDraw({ lottery: 'JSK3', issue: '1', code: '1,2,3' })).toBe(false);
    expect(homeState.draws.JSK3).toBeUndefined();
  });
});
