import { describe, expect, it } from 'vitest';
import { measureLines, median, rankLines, SAMPLES, sampleLine } from '../../../../app/features/speed/measure';

describe('the line speed test', () => {
  it('ranks lines by the median of their answered samples, failed lines last', async () => {
    const times: Record<string, Array<number | null>> = { a: [40, 42, 400, 41], b: [20, null, 22, 21], c: [null, null, null, null], d: [5, 6, 7, 5] };
    const seen: Record<string, number> = {};
    const sample = async (url: string) => times[url]![(seen[url] = (seen[url] ?? -1) + 1)]!;
    const ranked = await measureLines(['c', 'a', 'b', 'd'], undefined, sample);
    expect(ranked.map((r) => [r.url, r.ms])).toEqual([
      ['d', 6], // (5 + 6) / 2, rounded
      ['b', 21],
      ['a', 42],
      ['c', null],
    ]);
    expect(ranked.every((r) => r.samples.length === SAMPLES)).toBe(true);
    expect(median([3, 1, 2, 10])).toBe(3);
    expect(median([])).toBeNull();
    expect(
      rankLines([
        { url: 'x', samples: [null], ms: null },
        { url: 'y', samples: [null], ms: null },
      ]).map((r) => r.url),
    ).toEqual(['x', 'y']);
  });

  it('times one round trip to the health probe, and counts an error answer or a network failure as failed', async () => {
    let clock = 100;
    const urls: string[] = [];
    const ok = async (url: string | URL | Request) => {
      urls.push(String(url));
      clock += 37;
      return new Response('{"status":"ok"}', { status: 200 });
    };
    expect(await sampleLine('http://line2', { fetch: ok as typeof fetch, now: () => clock })).toBe(37);
    expect(urls[0]).toMatch(/^http:\/\/line2\/healthz\?_=\d+$/);
    expect(await sampleLine('http://line2', { fetch: (async () => new Response('', { status: 503 })) as typeof fetch, now: () => clock })).toBeNull();
    expect(
      await sampleLine('http://line2', { fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, now: () => clock }),
    ).toBeNull();
  });
});
