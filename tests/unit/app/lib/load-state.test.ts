import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../app/lib/http';
import { idleLoad, trackLoad } from '../../../../app/lib/load-state';
import { deferred } from '../../../support/deferred';

describe('trackLoad', () => {
  it('goes loading then ready and applies the answer when the request succeeds', async () => {
    const load = idleLoad();
    const seen: number[] = [];
    const answer = deferred<number>();
    const done = trackLoad(
      load,
      () => answer.promise,
      (value) => seen.push(value),
    );
    expect(load.status).toBe('loading');
    answer.resolve(7);
    expect(await done).toBe(true);
    expect(load).toEqual({ status: 'ready', error: '' });
    expect(seen).toEqual([7]);
  });

  it('records the HTTP client message and applies nothing when the request fails', async () => {
    const load = idleLoad();
    const seen: number[] = [];
    expect(
      await trackLoad(
        load,
        () => Promise.reject(new HttpError('服务器繁忙', 500, 200)),
        (value: number) => seen.push(value),
      ),
    ).toBe(false);
    expect(load).toEqual({ status: 'error', error: '服务器繁忙' });
    expect(seen).toEqual([]);
  });

  it('says 请求错误 for a failure that is not an HTTP error', async () => {
    const load = idleLoad();
    await trackLoad(
      load,
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => undefined,
    );
    expect(load).toEqual({ status: 'error', error: '请求错误' });
  });

  it('lets the newest run decide when an older answer arrives late', async () => {
    const load = idleLoad();
    const seen: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = trackLoad(
      load,
      () => older.promise,
      (value) => seen.push(value),
    );
    const second = trackLoad(
      load,
      () => newer.promise,
      (value) => seen.push(value),
    );
    newer.resolve('new');
    await second;
    older.reject(new HttpError('请求错误', -1, 0));
    await first;
    expect(load).toEqual({ status: 'ready', error: '' });
    expect(seen).toEqual(['new']);
  });
});
