import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getBalance: vi.fn() }));
vi.mock('../../../../app/lib/api/get-balance', () => ({ getBalance: api.getBalance, MAIN_WALLET_ID: 'sobet_01' }));

const { queryClient } = await import('../../../../app/lib/query-client');
const { apiSource, readOptions } = await import('../../../../app/shared/queries');
const { balanceRead, refreshBalances } = await import('../../../../app/shared/balance');
const balance = await import('../../../../app/stores/balance-store');

afterEach(() => {
  queryClient.clear();
  balance.clearBalance();
  api.getBalance.mockReset();
});

describe('shared balance', () => {
  it('refreshes the header balance and every balance read on screen, and no other read, when money moved', async () => {
    let cash = 100;
    api.getBalance.mockImplementation(async () => ({ cash: String(cash), agentActiveBalance: '0', version: cash }));
    const wallets = vi.fn(async () => [{ cbId: 'sobet_01', name: '主钱包', balance: String(cash) }]);
    const notices = vi.fn(async () => ['公告']);
    const walletList = new QueryObserver(queryClient, readOptions(apiSource('/wallets', wallets), {}, { meta: balanceRead }));
    const noticeList = new QueryObserver(queryClient, readOptions(apiSource('/notices', notices), {}));
    const unsubscribe = [walletList.subscribe(() => {}), noticeList.subscribe(() => {})];
    await vi.waitFor(() => expect(walletList.getCurrentResult().isSuccess && noticeList.getCurrentResult().isSuccess).toBe(true));

    cash = 80; // a bet was placed
    await refreshBalances();
    expect(balance.balanceState.cash).toBe('80');
    expect(walletList.getCurrentResult().data).toEqual([{ cbId: 'sobet_01', name: '主钱包', balance: '80' }]);
    expect(wallets).toHaveBeenCalledTimes(2);
    expect(notices).toHaveBeenCalledTimes(1);
    unsubscribe.forEach((u) => u());
  });

  it('keeps the store verb its callers use doing the same refresh', async () => {
    api.getBalance.mockResolvedValue({ cash: '12', agentActiveBalance: '3', version: 1 });
    const wallets = vi.fn(async () => []);
    const walletList = new QueryObserver(queryClient, readOptions(apiSource('/wallets', wallets), {}, { meta: balanceRead }));
    const unsubscribe = walletList.subscribe(() => {});
    await vi.waitFor(() => expect(walletList.getCurrentResult().isSuccess).toBe(true));
    await balance.refreshBalance();
    expect(balance.balanceState).toMatchObject({ cash: '12', agentActiveBalance: '3' });
    expect(wallets).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
