import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletEndpoints } from '../../../../contract/wallet';
import type { UserInfo } from '../../../../contract/session';
import { deferred } from '../../../support/deferred';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../../app/lib/call', () => ({ call: calls.call }));

const { queryClient, queryKeyOf } = await import('../../../../app/lib/query-client');
const { apiSource, endpointSource, readOptions, refreshReads } = await import('../../../../app/shared/queries');
const { listAndTotal, pagedReadOptions } = await import('../../../../app/shared/paged-query');
const session = await import('../../../../app/stores/session-store');

/** What `until` needs of an observer. */
interface Observed<R> {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): R;
}

/** The observer's next result that satisfies `done`. */
function until<R>(observer: Observed<R>, done: (r: R) => boolean): Promise<R> {
  return new Promise<R>((resolve) => {
    const check = () => {
      const result = observer.getCurrentResult();
      if (done(result)) {
        unsubscribe();
        resolve(result);
      }
    };
    const unsubscribe = observer.subscribe(check);
    check();
  });
}

afterEach(() => {
  queryClient.clear();
  calls.call.mockReset();
});

describe('reads', () => {
  it('keys an endpoint read exactly as queryKeyOf does and fetches through call with the input', async () => {
    calls.call.mockResolvedValue([{ cbId: 'sobet_01', name: '主钱包', balance: '5.00' }]);
    const options = readOptions(endpointSource(walletEndpoints.balance), { cbId: 'sobet_01' });
    expect(options.queryKey).toEqual(queryKeyOf(walletEndpoints.balance, { cbId: 'sobet_01' }));
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([{ cbId: 'sobet_01', name: '主钱包', balance: '5.00' }]);
    expect(calls.call).toHaveBeenCalledWith(walletEndpoints.balance, { cbId: 'sobet_01' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('shares one request between two screens asking for the same read at once', async () => {
    const fetch = vi.fn(async (id: string) => ({ id }));
    const source = apiSource('/lottery/api/u/v1/lottery/trace', fetch);
    const [first, second] = await Promise.all([queryClient.fetchQuery(readOptions(source, 'T1')), queryClient.fetchQuery(readOptions(source, 'T1'))]);
    expect(first).toEqual({ id: 'T1' });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again for every input of a path after refreshReads, and leaves other paths alone', async () => {
    const records = vi.fn(async (input: { page: number }) => ({ page: input.page }));
    const other = vi.fn(async () => 'other');
    const observers = [
      new QueryObserver(queryClient, readOptions(apiSource('/records', records), { page: 1 })),
      new QueryObserver(queryClient, readOptions(apiSource('/records', records), { page: 2 })),
      new QueryObserver(queryClient, readOptions(apiSource('/other', other), {})),
    ];
    const unsubscribe = observers.map((o) => o.subscribe(() => {}));
    await vi.waitFor(() => expect(records).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(other).toHaveBeenCalledTimes(1));
    await refreshReads('/records');
    expect(records).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(1);
    unsubscribe.forEach((u) => u());
  });

  it('fails at once on an answer the server gave, without retrying', async () => {
    const { HttpError } = await import('../../../../app/lib/http');
    const fetch = vi.fn(async () => {
      throw new HttpError('无权操作', 0, 200);
    });
    const observer = new QueryObserver(queryClient, { ...readOptions(apiSource('/denied', fetch), {}), retryDelay: 1 });
    const result = await until(observer, (r) => r.isError);
    expect(result.error).toMatchObject({ message: '无权操作' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets every cached read when the session ends', async () => {
    await queryClient.fetchQuery(
      readOptions(
        apiSource('/mine', async () => 'secret'),
        {},
      ),
    );
    expect(queryClient.getQueryData(['/mine', {}])).toBe('secret');
    session.signIn({ uin: 1, cn: 'demo', payPwd: 1 } as UserInfo);
    await session.logout('logout');
    expect(queryClient.getQueryData(['/mine', {}])).toBeUndefined();
  });
});

describe('paged reads', () => {
  it('keeps the previous page on screen while the next one loads, then shows the next', async () => {
    const pages = new Map([1, 2].map((page) => [page, deferred<{ list: string[]; total: number }>()]));
    const fetch = vi.fn((input: { page: number; size: number }) => pages.get(input.page)!.promise);
    const source = apiSource('/records', fetch);
    const observer = new QueryObserver(queryClient, pagedReadOptions(source, { page: 1, size: 2 }));
    const unsubscribe = observer.subscribe(() => {});
    pages.get(1)!.resolve({ list: ['a', 'b'], total: 3 });
    await until(observer, (r) => r.isSuccess);

    observer.setOptions(pagedReadOptions(source, { page: 2, size: 2 }));
    const loading = observer.getCurrentResult();
    expect(loading).toMatchObject({ isPlaceholderData: true, isFetching: true, data: { list: ['a', 'b'] } });
    pages.get(2)!.resolve({ list: ['c'], total: 3 });
    const shown = await until(observer, (r) => !r.isPlaceholderData && r.isSuccess);
    expect(listAndTotal.rowsOf(shown.data!)).toEqual({ rows: ['c'], total: 3 });
    unsubscribe();
  });

  it('asks again when a record page is shown again (records change with every bet)', async () => {
    let answer = 0;
    const fetch = vi.fn(async () => ({ list: [++answer], total: 1 }));
    const options = pagedReadOptions(apiSource('/records', fetch), { page: 1, size: 20 });
    const first = new QueryObserver(queryClient, options);
    await until(first, (r) => r.isSuccess);
    const second = new QueryObserver(queryClient, options);
    const unsubscribe = second.subscribe(() => {});
    expect(second.getCurrentResult().data).toEqual({ list: [1], total: 1 });
    await until(second, (r) => r.data?.list[0] === 2);
    expect(fetch).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
