import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryEndpoints } from '../../../../contract/lottery';
import { teamEndpoints } from '../../../../contract/team';
import { HttpError } from '../../../../app/lib/http';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../../app/lib/call', () => ({ call: calls.call }));

const { queryClient } = await import('../../../../app/lib/query-client');
const { answered, newRequestId, requestKeys } = await import('../../../../app/lib/request-id');
const { changeOptions } = await import('../../../../app/shared/mutations');

afterEach(() => {
  queryClient.clear();
  calls.call.mockReset();
});

const transfer = { username: 'lower1', amount: '10.00', payPassword: 'pw123456' };
const networkFailure = () => new HttpError('网络异常', -1, 0);
const refusal = () => new HttpError('余额不足', 4001, 200);

/** A screen's mutation, without React: the same options `useEndpointMutation` hands to useMutation. */
function transferChange(onError = vi.fn()) {
  const keys = requestKeys();
  const observer = new MutationObserver(queryClient, changeOptions(teamEndpoints.lowerTransfer, keys, { idempotent: true, onError }));
  return { observer, keys, onError };
}
const sentKeys = () => calls.call.mock.calls.map(([, body]) => (body as { requestId: string }).requestId);

describe('idempotency keys', () => {
  it('are 32 hex digits, inside every endpoint limit (8-64, letters and digits), and differ each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestId));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('count a success or a refusal as answered, a network failure, a timeout or a 5xx as not', () => {
    expect(answered(undefined)).toBe(true);
    expect(answered(null)).toBe(true);
    expect(answered(refusal())).toBe(true);
    expect(answered(new HttpError('未登录', 401, 401))).toBe(true);
    expect(answered(networkFailure())).toBe(false);
    expect(answered(new HttpError('服务器错误', 500, 500))).toBe(false);
    expect(answered(new Error('aborted'))).toBe(false);
  });
});

describe('useEndpointMutation (its options)', () => {
  it('sends the input with a key, in flight until the answer, and a new key for the next change', async () => {
    const { observer } = transferChange();
    let answer!: (value: unknown) => void;
    calls.call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = observer.mutate(transfer);
    await vi.waitFor(() => expect(calls.call).toHaveBeenCalledTimes(1));
    expect(observer.getCurrentResult().isPending).toBe(true);
    answer({ orderNo: 'T1', balance: '90.00' });
    await expect(first).resolves.toEqual({ orderNo: 'T1', balance: '90.00' });
    expect(observer.getCurrentResult().isPending).toBe(false);

    calls.call.mockResolvedValueOnce({ orderNo: 'T2', balance: '80.00' });
    await observer.mutate(transfer);
    expect(calls.call).toHaveBeenNthCalledWith(1, teamEndpoints.lowerTransfer, { ...transfer, requestId: sentKeys()[0] });
    expect(sentKeys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKeys()[1]).not.toBe(sentKeys()[0]);
  });

  it('sends the same key again after a network failure, so a transfer that did arrive is made once', async () => {
    const { observer, onError } = transferChange();
    calls.call.mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce({ orderNo: 'T1', balance: '90.00' });
    await expect(observer.mutate(transfer)).rejects.toThrow('网络异常');
    expect(observer.getCurrentResult().error?.message).toBe('网络异常');
    expect(onError).toHaveBeenCalledWith(expect.any(HttpError), transfer);
    await observer.mutate(transfer);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
    expect(observer.getCurrentResult().error).toBeNull();
  });

  it('makes a new key after the server refused the change: the next try is another change', async () => {
    const { observer } = transferChange();
    calls.call.mockRejectedValueOnce(refusal()).mockResolvedValueOnce({ orderNo: 'T1', balance: '90.00' });
    await expect(observer.mutate(transfer)).rejects.toThrow('余额不足');
    await observer.mutate(transfer);
    expect(sentKeys()[1]).not.toBe(sentKeys()[0]);
  });

  it('sends no key to an endpoint that takes none, and asks again the reads the change made stale', async () => {
    const ordersPath = lotteryEndpoints.historyOrders.path;
    await queryClient.fetchQuery({ queryKey: [ordersPath, { page: 1 }], queryFn: async () => ({ list: [], total: 0 }) });
    const observer = new MutationObserver(queryClient, changeOptions(lotteryEndpoints.cancelOrder, requestKeys(), { refreshes: [ordersPath] }));
    calls.call.mockResolvedValueOnce({ orderId: 'O1', balance: '10.00' });
    await observer.mutate({ orderId: 'O1' });
    expect(calls.call).toHaveBeenCalledWith(lotteryEndpoints.cancelOrder, { orderId: 'O1' });
    expect(queryClient.getQueryState([ordersPath, { page: 1 }])?.isInvalidated).toBe(true);
  });

  it('stays pending after a success until the stale reads on screen answered, and ends at once after a refusal', async () => {
    const ordersPath = lotteryEndpoints.historyOrders.path;
    // a read on screen whose refetch answers only when the test says so
    const answers: Array<() => void> = [];
    const read = new QueryObserver(queryClient, {
      queryKey: [ordersPath, { page: 1 }],
      queryFn: () => new Promise((resolve) => answers.push(() => resolve({ list: [], total: 0 }))),
    });
    const stopReading = read.subscribe(() => {});
    answers.shift()!();
    await vi.waitFor(() => expect(read.getCurrentResult().isSuccess).toBe(true));
    const observer = new MutationObserver(queryClient, changeOptions(lotteryEndpoints.cancelOrder, requestKeys(), { refreshes: [ordersPath] }));

    calls.call.mockRejectedValueOnce(refusal());
    await expect(observer.mutate({ orderId: 'O1' })).rejects.toThrow('余额不足');
    expect(observer.getCurrentResult().isPending).toBe(false); // the refetch it asked is still on its way
    expect(answers).toHaveLength(1);
    answers.shift()!();

    calls.call.mockResolvedValueOnce({ orderId: 'O1', balance: '10.00' });
    const cancelled = observer.mutate({ orderId: 'O1' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(observer.getCurrentResult().isPending).toBe(true);
    answers.shift()!();
    await cancelled;
    expect(observer.getCurrentResult().isPending).toBe(false);
    stopReading();
  });
});
