import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket } = await import('../../../support/fake-socket');
  return { io: openSocket(sockets) };
});

const api = vi.hoisted(() => ({ getBalance: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { walletEndpoints } = await import('../../../../contract/wallet');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[walletEndpoints.balance, () => api.getBalance()]]);
});

const { queryClient } = await import('../../../../app/lib/query-client');
const { apiSource, readOptions } = await import('../../../../app/shared/queries');
const { balanceRead, refreshBalances, watchBalancePushes } = await import('../../../../app/shared/balance');
const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
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
    expect(balance.cachedBalance()?.cash).toBe('80');
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
    expect(balance.cachedBalance()).toMatchObject({ cash: '12', agentActiveBalance: '3' });
    expect(wallets).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('asks the header balance and every balance read again when the socket pushes a credited deposit', async () => {
    let cash = 100;
    api.getBalance.mockImplementation(async () => ({ cash: String(cash), agentActiveBalance: '0', version: cash }));
    const wallets = vi.fn(async () => [{ cbId: 'sobet_01', name: '主钱包', balance: String(cash) }]);
    const walletList = new QueryObserver(queryClient, readOptions(apiSource('/wallets', wallets), {}, { meta: balanceRead }));
    const unsubscribe = walletList.subscribe(() => {});
    await refreshBalances();
    await vi.waitFor(() => expect(walletList.getCurrentResult().isSuccess).toBe(true));
    const stop = watchBalancePushes();
    connectSocket('demo');
    await vi.waitFor(() => expect(sockets.length).toBe(1));

    cash = 150; // a deposit of 50 credited
    sockets[0]!.fire('recharge_success', { spsn: 'S1', amount: '50.00' });
    await vi.waitFor(() => expect(balance.cachedBalance()?.cash).toBe('150'));
    await vi.waitFor(() => expect(walletList.getCurrentResult().data).toEqual([{ cbId: 'sobet_01', name: '主钱包', balance: '150' }]));
    stop();
    unsubscribe();
    disconnectSocket();
  });
});
