import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getBalance: vi.fn() }));
vi.mock('../../../../app/lib/api/get-balance', () => ({ getBalance: api.getBalance, MAIN_WALLET_ID: 'sobet_01' }));

const { readStored } = await import('../../../../app/lib/storage');
const { HttpError } = await import('../../../../app/lib/http');
const balance = await import('../../../../app/stores/balance-store');

describe('balance store', () => {
  beforeEach(() => {
    balance.clearBalance();
    api.getBalance.mockReset();
  });

  it('shows loading, then the value, and keeps it locally', async () => {
    let resolve: (v: unknown) => void = () => {};
    api.getBalance.mockReturnValue(new Promise((r) => (resolve = r)));
    const done = balance.refreshBalance();
    expect(balance.balanceState.load.status).toBe('loading');
    resolve({ cash: '123.45', agentActiveBalance: '6', version: 1 });
    await done;
    expect(balance.balanceState).toMatchObject({ load: { status: 'ready' }, cash: '123.45', agentActiveBalance: '6' });
    expect(readStored('balance', null)).toEqual({ cash: '123.45', agentActiveBalance: '6' });
  });

  it('makes one call at a time and drops an answer older than the shown one', async () => {
    api.getBalance.mockResolvedValueOnce({ cash: '50', agentActiveBalance: '0', version: 5 });
    await Promise.all([balance.refreshBalance(), balance.refreshBalance()]);
    expect(api.getBalance).toHaveBeenCalledTimes(1);
    api.getBalance.mockResolvedValueOnce({ cash: '40', agentActiveBalance: '0', version: 4 });
    await balance.refreshBalance();
    expect(balance.balanceState.cash).toBe('50');
  });

  it('keeps the last value but records the failure and its message when the call fails, until a retry succeeds', async () => {
    api.getBalance.mockResolvedValueOnce({ cash: '7', agentActiveBalance: '0', version: 1 });
    await balance.refreshBalance();
    api.getBalance.mockRejectedValueOnce(new HttpError('请求错误', -1, 0));
    await balance.refreshBalance();
    expect(balance.balanceState).toMatchObject({ cash: '7', load: { status: 'error', error: '请求错误' } });
    api.getBalance.mockResolvedValueOnce({ cash: '8', agentActiveBalance: '0', version: 2 });
    await balance.refreshBalance();
    expect(balance.balanceState).toMatchObject({ cash: '8', load: { status: 'ready', error: '' } });
  });

  it('shows a failure with no stored value as an error, not as a balance', async () => {
    api.getBalance.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await balance.refreshBalance();
    expect(balance.balanceState).toMatchObject({ cash: null, load: { status: 'error', error: '服务器繁忙' } });
  });

  it('remembers the hide/show toggle', () => {
    const before = balance.balanceState.hidden;
    balance.toggleBalanceHidden();
    expect(balance.balanceState.hidden).toBe(!before);
    expect(readStored('balanceHidden', null)).toBe(!before);
  });
});
