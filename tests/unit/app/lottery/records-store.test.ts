import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '../../../../contract/lottery';

const api = vi.hoisted(() => ({ cancelOrder: vi.fn(), getRecentOrders: vi.fn(), refreshBalance: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [lotteryEndpoints.cancelOrder, (body) => api.cancelOrder((body as { orderId: string }).orderId)],
    [lotteryEndpoints.recentOrder, (query) => api.getRecentOrders(query)],
  ]);
});
vi.mock('../../../../app/stores/balance-store', () => ({ refreshBalance: api.refreshBalance }));

const { HttpError } = await import('../../../../app/lib/http');
const { catalogState } = await import('../../../../app/features/lottery/catalog-store');
const { noticeState } = await import('../../../../app/features/lottery/lottery-notice');
const { cachedRecentBets, cancelRecord, recentBetsRead, refreshRecords } = await import('../../../../app/features/lottery/records-store');
const { queryClient } = await import('../../../../app/lib/query-client');
const { RECORD_RETRY_MS } = await import('../../../../app/features/lottery/lottery-constants');

const record = (orderId: string) => ({ orderId, lottery: 'HN1FC', issue: '20261122-1200' }) as BetRecord;

describe('records store', () => {
  beforeEach(() => {
    catalogState.lottery = 'HN1FC';
    queryClient.clear();
    api.cancelOrder.mockReset();
    api.getRecentOrders.mockReset();
    api.refreshBalance.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the open lottery’s ten most recent bets', async () => {
    api.getRecentOrders.mockResolvedValueOnce([record('O1')]);
    await refreshRecords();
    expect(api.getRecentOrders).toHaveBeenCalledWith({ lottery: 'HN1FC', size: 10 });
    expect(cachedRecentBets('HN1FC').map((r) => r.orderId)).toEqual(['O1']);
  });

  it('keeps an answer that arrives after another lottery was opened under its own lottery, not the open one', async () => {
    let answer: (list: BetRecord[]) => void = () => undefined;
    api.getRecentOrders.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = refreshRecords();
    catalogState.lottery = 'JSK3';
    answer([record('O1')]);
    await loading;
    expect(cachedRecentBets('JSK3')).toEqual([]);
    expect(cachedRecentBets('HN1FC').map((r) => r.orderId)).toEqual(['O1']);
  });

  it('says 撤单成功, refreshes the balance and reloads the records when a cancel succeeds', async () => {
    api.cancelOrder.mockResolvedValueOnce({ orderId: 'O1', balance: '100' });
    api.getRecentOrders.mockResolvedValueOnce([]);
    expect(await cancelRecord('O1')).toBe(true);
    expect(noticeState.notice).toEqual({ kind: 'cancelled' });
    expect(api.refreshBalance).toHaveBeenCalledTimes(1);
    expect(api.getRecentOrders).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message as a failure when a cancel is refused', async () => {
    api.cancelOrder.mockRejectedValueOnce(new HttpError('该注单不可撤单', 10, 200));
    expect(await cancelRecord('O1')).toBe(false);
    expect(noticeState.notice).toEqual({ kind: 'failed', message: '该注单不可撤单' });
    expect(api.getRecentOrders).not.toHaveBeenCalled();
  });

  it('asks no more after a failed load when not asked to retry (no order was placed)', async () => {
    vi.useFakeTimers();
    api.getRecentOrders.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await refreshRecords();
    await vi.advanceTimersByTimeAsync(RECORD_RETRY_MS * 2);
    expect(api.getRecentOrders).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(recentBetsRead('HN1FC').queryKey)).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    expect(cachedRecentBets('HN1FC')).toEqual([]);
  });
});
