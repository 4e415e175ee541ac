import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwardNotices, LotteryAwardMessage } from '../../../../contract/socket';

// The store follows the socket's status; the test plays the socket.
const socketStatus = vi.hoisted(() => ({ listeners: [] as Array<(connected: boolean) => void> }));
vi.mock('../../../../app/lib/socket', () => ({
  onSocketStatus: (listener: (connected: boolean) => void) => {
    socketStatus.listeners.push(listener);
    return () => {};
  },
  disconnectSocket: () => {},
}));

const { catchUpWins, dismissWin, notificationState, receiveWin, setWinBalanceRefresher, setWinNoticeFetcher, setWinSoundPlayer, WIN_NOTICE_MS } =
  await import('../../../../app/stores/notification-store');
const { preferencesState, setMessageVoice } = await import('../../../../app/stores/preferences-store');
const { readStored } = await import('../../../../app/lib/storage');
const { logout } = await import('../../../../app/stores/session-store');

/** Win `order` of notice `noticeId` (one notice per draw may hold several wins). */
const win = (order: number, bonus = '19.60', noticeId = order): LotteryAwardMessage => ({
  noticeId,
  bonus,
  issue: '20261122-0100',
  lottery: 'HN1FC',
  method: '五星直选复式',
  orderId: `O${order}`,
});
const shown = () => notificationState.wins.map((w) => w.orderId);
const reconnect = () => socketStatus.listeners.forEach((listener) => listener(true));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('win notifications', () => {
  const sound = vi.fn();
  const refresh = vi.fn();
  const fetcher = vi.fn<(after?: number) => Promise<AwardNotices>>();
  beforeEach(async () => {
    await logout('logout'); // resets the store's cursor and remembered ids
    sound.mockReset();
    refresh.mockReset();
    fetcher.mockReset();
    setWinSoundPlayer(sound);
    setWinBalanceRefresher(refresh);
    setWinNoticeFetcher(fetcher);
  });

  it('shows the notice for 5 s, plays the sound (on by default) and refreshes the balance', () => {
    expect(WIN_NOTICE_MS).toBe(5000);
    expect(preferencesState.messageVoice).toBe(true);
    const notice = receiveWin(win(1));
    expect(notificationState.wins).toEqual([expect.objectContaining({ orderId: 'O1', lottery: 'HN1FC', bonus: '19.60', issue: '20261122-0100' })]);
    expect(sound).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
    dismissWin(notice!.id);
    expect(notificationState.wins).toHaveLength(0);
  });

  it('stays silent when the sound setting is off, and remembers the setting', () => {
    setMessageVoice(false);
    receiveWin(win(1));
    expect(sound).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledOnce();
    expect(readStored('messageVoice', true)).toBe(false);
    setMessageVoice(true);
  });

  it('takes only the cursor on the first connect, then on a reconnect shows the wins missed since', async () => {
    fetcher.mockResolvedValueOnce({ notices: [], cursor: 7 });
    reconnect();
    await flush();
    expect(fetcher).toHaveBeenLastCalledWith(undefined);
    expect(notificationState.wins).toEqual([]);
    fetcher.mockResolvedValueOnce({ notices: [win(8, '5', 9), win(9, '6', 9)], cursor: 9 });
    reconnect();
    await flush();
    expect(fetcher).toHaveBeenLastCalledWith(7);
    expect(notificationState.wins.map((w) => [w.orderId, w.bonus])).toEqual([
      ['O8', '5'],
      ['O9', '6'],
    ]);
    // One sound and one balance refresh for the batch.
    expect(sound).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
    fetcher.mockResolvedValueOnce({ notices: [], cursor: 9 });
    reconnect();
    await flush();
    expect(fetcher).toHaveBeenLastCalledWith(9);
  });

  it('never shows a win twice when the push and the catch-up both bring it, in either order', async () => {
    fetcher.mockResolvedValueOnce({ notices: [], cursor: 3 });
    await catchUpWins();
    // Orders 4 and 5 won in one draw (notice 4): 4 was pushed, then the socket dropped.
    receiveWin(win(4, '1', 4));
    fetcher.mockResolvedValueOnce({ notices: [win(4, '1', 4), win(5, '2', 4)], cursor: 4 });
    await catchUpWins();
    expect(receiveWin(win(5, '2', 4))).toBeNull(); // a recovered push after the catch-up
    expect(shown()).toEqual(['O4', 'O5']);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps its cursor when the catch-up fails, and asks again on the next reconnect', async () => {
    fetcher.mockResolvedValueOnce({ notices: [], cursor: 2 });
    await catchUpWins();
    fetcher.mockRejectedValueOnce(new Error('network'));
    await catchUpWins();
    fetcher.mockResolvedValueOnce({ notices: [win(3)], cursor: 3 });
    reconnect();
    await flush();
    expect(fetcher.mock.calls.map((call) => call[0])).toEqual([undefined, 2, 2]);
    expect(shown()).toEqual(['O3']);
  });

  it('starts over at log-out, and drops a catch-up answered after it', async () => {
    fetcher.mockResolvedValueOnce({ notices: [], cursor: 2 });
    await catchUpWins();
    let answer: (value: AwardNotices) => void = () => {};
    fetcher.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const late = catchUpWins();
    await logout('logout');
    answer({ notices: [win(3)], cursor: 3 });
    await late;
    expect(notificationState.wins).toEqual([]);
    fetcher.mockResolvedValueOnce({ notices: [], cursor: 40 });
    await catchUpWins();
    expect(fetcher).toHaveBeenLastCalledWith(undefined);
  });
});
