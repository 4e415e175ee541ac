import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../../app/lib/call', () => ({ call: calls.call }));

const { getOdds, forgetOdds, ODDS_CACHE_MS } = await import('../../../../app/features/lottery/odds-cache');
const { queryClient } = await import('../../../../app/lib/query-client');
const { HttpError } = await import('../../../../app/lib/http');

const oddsFor = (lottery: string) => ({ [lottery]: { '1': { bonusA: '1800' } } });

describe('odds cache', () => {
  afterEach(() => {
    queryClient.clear();
    calls.call.mockReset();
    vi.useRealTimers();
  });

  it('asks once per lottery within the cache life, so switching back does not refetch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    calls.call.mockImplementation(async (_endpoint, input: { lottery: string }) => oddsFor(input.lottery));
    expect(await getOdds('cqssc')).toEqual(oddsFor('CQSSC'));
    await getOdds('JSK3');
    await getOdds('CQSSC');
    expect(calls.call).toHaveBeenCalledTimes(2);
    expect(calls.call.mock.calls.map((c) => c[1])).toEqual([{ lottery: 'CQSSC' }, { lottery: 'JSK3' }]);

    vi.setSystemTime(Date.now() + ODDS_CACHE_MS + 1);
    await getOdds('CQSSC');
    expect(calls.call).toHaveBeenCalledTimes(3);
  });

  it('asks again after the server said the odds changed', async () => {
    calls.call.mockResolvedValue(oddsFor('CQSSC'));
    await getOdds('CQSSC');
    await forgetOdds('CQSSC');
    await getOdds('CQSSC');
    expect(calls.call).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing from a refused read', async () => {
    calls.call.mockRejectedValueOnce(new HttpError('彩种不存在', 2001, 200)).mockResolvedValue(oddsFor('CQSSC'));
    await expect(getOdds('CQSSC')).rejects.toThrow('彩种不存在');
    expect(await getOdds('CQSSC')).toEqual(oddsFor('CQSSC'));
    expect(calls.call).toHaveBeenCalledTimes(2);
  });
});
