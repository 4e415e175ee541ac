import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '../../../../contract/lottery';

// The recommendation popup's timing: once per lottery (flag ZH-{lottery}), then every `rate` seconds.

const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
  removeItem: (key: string) => void stored.delete(key),
});

const { scheduleRecommendations } = await import('../../../../app/features/lottery/recommendation-schedule');

const recommendation = (rate: number): Recommendation => ({ rate, recommend: '1,3,5', reason: '近期热号', lotteryName: '极速赛车', lottery: 'JSPK10' });

beforeEach(() => {
  stored.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('scheduleRecommendations', () => {
  it('shows on the first visit, sets ZH-{lottery}, then asks and shows again every `rate` seconds exactly', async () => {
    const fetch = vi.fn(async () => recommendation(12));
    const show = vi.fn();
    const stop = scheduleRecommendations('JSPK10', { fetch, show });
    await vi.advanceTimersByTimeAsync(0);
    expect(show).toHaveBeenCalledTimes(1);
    expect(stored.get('ZH-JSPK10')).toBe('1');
    for (let round = 2; round <= 3; round++) {
      await vi.advanceTimersByTimeAsync(11_999);
      expect(fetch).toHaveBeenCalledTimes(round - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(round);
      expect(show).toHaveBeenCalledTimes(round);
    }
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not show at once when the lottery was seen before (another lottery still shows), but does after `rate` seconds', async () => {
    stored.set('ZH-JSPK10', '1');
    const show = vi.fn();
    scheduleRecommendations('JSPK10', { fetch: async () => recommendation(5), show });
    scheduleRecommendations('HN1FC', { fetch: async () => ({ ...recommendation(5), lottery: 'HN1FC' }), show });
    await vi.advanceTimersByTimeAsync(0);
    expect(show.mock.calls.map(([r]) => (r as Recommendation).lottery)).toEqual(['HN1FC']);
    expect(stored.get('ZH-HN1FC')).toBe('1');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(show).toHaveBeenCalledTimes(3);
  });

  it('does not repeat when the rate is 0 or the server fails, and shows nothing without a recommendation', async () => {
    const show = vi.fn();
    const none = vi.fn(async () => ({ ...recommendation(0), recommend: '' }));
    const failing = vi.fn(async (): Promise<Recommendation> => Promise.reject(new Error('down')));
    scheduleRecommendations('JSPK10', { fetch: none, show });
    scheduleRecommendations('HN1FC', { fetch: failing, show });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(none).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });
});
