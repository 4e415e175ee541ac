import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotteryDrawMessage } from '../../../../contract/socket';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket } = await import('../../../support/fake-socket');
  return { io: openSocket(sockets) };
});

const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
const { queryClient } = await import('../../../../app/lib/query-client');
const { pushIntoCache, refreshOnCatchUp } = await import('../../../../app/shared/socket-cache');

afterEach(() => {
  disconnectSocket();
  queryClient.clear();
});

async function connected(): Promise<FakeSocket> {
  connectSocket('demo');
  await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  return sockets.at(-1)!;
}

const drawKey = ['/draws', { lottery: 'CQSSC' }] as const;
const draw = (issue: string, code: string): LotteryDrawMessage => ({ lottery: 'CQSSC', issue, code, seed: 's', seedHash: 'h' });

describe('pushIntoCache', () => {
  it('writes each push into the cached read, and stops when unsubscribed', async () => {
    const socket = await connected();
    queryClient.setQueryData(drawKey, ['20261128-001']);
    const stop = pushIntoCache('lottery_draw_message', (message, cache) =>
      cache.setQueryData<string[]>(['/draws', { lottery: message.lottery }], (issues = []) => [message.issue, ...issues]),
    );
    socket.fire('lottery_draw_message', draw('20261128-002', '1,2,3,4,5'));
    expect(queryClient.getQueryData(drawKey)).toEqual(['20261128-002', '20261128-001']);
    stop();
    socket.fire('lottery_draw_message', draw('20261128-003', '1,2,3,4,5'));
    expect(queryClient.getQueryData(drawKey)).toEqual(['20261128-002', '20261128-001']);
  });

  it('reaches a socket opened after the subscription', async () => {
    const stop = pushIntoCache('recharge_success', (_message, cache) => void cache.invalidateQueries({ queryKey: ['/balance'] }));
    queryClient.setQueryData(['/balance', {}], '10.00');
    const socket = await connected();
    socket.fire('recharge_success', { spsn: 'S1', amount: '5.00' });
    expect(queryClient.getQueryState(['/balance', {}])?.isInvalidated).toBe(true);
    stop();
  });
});

describe('refreshOnCatchUp', () => {
  it('marks the reads of its paths stale when the socket is back after a drop it could not bridge', async () => {
    const stop = refreshOnCatchUp('/draws');
    queryClient.setQueryData(drawKey, ['20261128-001']);
    queryClient.setQueryData(['/other', {}], 1);
    const socket = await connected();
    socket.fire('connect');
    expect(queryClient.getQueryState(drawKey)?.isInvalidated).toBe(false);
    socket.fire('connect');
    expect(queryClient.getQueryState(drawKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/other', {}])?.isInvalidated).toBe(false);
    stop();
  });
});
