import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissWin, notificationState, receiveWin, setWinBalanceRefresher, setWinSoundPlayer, WIN_NOTICE_MS } from '../../../../app/stores/notification-store';
import { preferencesState, setMessageVoice } from '../../../../app/stores/preferences-store';
import { readStored } from '../../../../app/lib/storage';

const win = { bonus: '19.60', issue: '20261122-0100', lottery: 'HN1FC', method: '五星直选复式', orderId: 'O1' };

describe('win notifications', () => {
  const sound = vi.fn();
  const refresh = vi.fn();
  beforeEach(() => {
    sound.mockReset();
    refresh.mockReset();
    setWinSoundPlayer(sound);
    setWinBalanceRefresher(refresh);
    notificationState.wins.splice(0);
  });

  it('shows the notice for 5 s, plays the sound (on by default) and refreshes the balance', () => {
    expect(WIN_NOTICE_MS).toBe(5000);
    expect(preferencesState.messageVoice).toBe(true);
    const notice = receiveWin(win);
    expect(notificationState.wins).toEqual([expect.objectContaining({ lottery: 'HN1FC', bonus: '19.60', issue: '20261122-0100' })]);
    expect(sound).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
    dismissWin(notice.id);
    expect(notificationState.wins).toHaveLength(0);
  });

  it('stays silent when the sound setting is off, and remembers the setting', () => {
    setMessageVoice(false);
    receiveWin(win);
    expect(sound).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledOnce();
    expect(readStored('messageVoice', true)).toBe(false);
    setMessageVoice(true);
  });
});
