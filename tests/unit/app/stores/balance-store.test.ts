import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getBalance: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { walletEndpoints } = await import('../../../../contract/wallet');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[walletEndpoints.balance, (query) => api.getBalance(query)]]);
});

const { readStored } = await import('../../../../app/lib/storage');
const { HttpError } = await import('../../../../app/lib/http');
const { queryClient } = await import('../../../../app/lib/query-client');
const balance = await import('../../../../app/stores/balance-store');

const headerRead = () => queryClient.getQueryState(balance.headerBalanceRead().queryKey);

describe('balance store', () => {
  beforeEach(() => {
    balance.clearBalance();
    api.getBalance.mockReset();
  });

  it('shows loading, then the value, and keeps it locally', async () => {
    let resolve: (v: unknown) => void = () => {};
    api.getBalance.mockReturnValue(new Promise((r) => (resolve = r)));
    const done = balance.refreshBalance();
    expect(headerRead()?.fetchStatus).toBe('fetching');
    resolve({ cash: '123.45', agentActiveBalance: '6', version: 1 });
    await done;
    expect(headerRead()?.status).toBe('success');
    expect(balance.cachedBalance()).toMatchObject({ cash: '123.45', agentActiveBalance: '6' });
    expect(readStored('balance', null)).toEqual({ cash: '123.45', agentActiveBalance: '6' });
    expect(api.getBalance).toHaveBeenCalledWith({ cbId: 'sobet_01' });
  });

  it('shows the value kept locally until the first answer', async () => {
    api.getBalance.mockResolvedValueOnce({ cash: '9.50', agentActiveBalance: '0', version: 3 });
    await balance.refreshBalance();
    queryClient.clear(); // a reload: the cache is empty, local storage is not
    expect(queryClient.getQueryData(balance.headerBalanceRead().queryKey) ?? null).toBeNull();
    const read = balance.headerBalanceRead();
    expect(read.initialData).toMatchObject({ cash: '9.50' });
    expect(read.initialDataUpdatedAt).toBe(0);
  });

  it('makes one call at a time and drops an answer older than the shown one', async () => {
    api.getBalance.mockResolvedValueOnce({ cash: '50', agentActiveBalance: '0', version: 5 });
    await Promise.all([balance.refreshBalance(), balance.refreshBalance()]);
    expect(api.getBalance).toHaveBeenCalledTimes(1);
    api.getBalance.mockResolvedValueOnce({ cash: '40', agentActiveBalance: '0', version: 4 });
    await balance.refreshBalance();
    expect(balance.cachedBalance()?.cash).toBe('50');
  });

  it('keeps the last value but records the failure and its message when the call fails, until a retry succeeds', async () => {
    api.getBalance.mockResolvedValueOnce({ cash: '7', agentActiveBalance: '0', version: 1 });
    await balance.refreshBalance();
    // An answer of the server fails at once (network trouble alone is retried by the cache first).
    api.getBalance.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await balance.refreshBalance();
    expect(balance.cachedBalance()?.cash).toBe('7');
    expect(headerRead()).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    api.getBalance.mockResolvedValueOnce({ cash: '8', agentActiveBalance: '0', version: 2 });
    await balance.refreshBalance();
    expect(balance.cachedBalance()?.cash).toBe('8');
    expect(headerRead()).toMatchObject({ status: 'success', error: null });
  });

  it('shows a failure with no stored value as an error, not as a balance', async () => {
    api.getBalance.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await balance.refreshBalance();
    expect(balance.cachedBalance()).toBeNull();
    expect(headerRead()).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
  });

  it('remembers the hide/show toggle', () => {
    const before = balance.balanceState.hidden;
    balance.toggleBalanceHidden();
    expect(balance.balanceState.hidden).toBe(!before);
    expect(readStored('balanceHidden', null)).toBe(!before);
  });
});
