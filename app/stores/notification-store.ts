/**
 * Win notifications (spec 1 §4, §9): each socket win message shows a 5 s, 300 px notification,
 * plays a sound when the setting is on, and refreshes the balance.
 */
import { proxy } from 'valtio';
import type { LotteryAwardMessage } from '../../contract/socket';
import { refreshBalance } from './balance-store';
import { preferencesState } from './preferences-store';
import { onSessionCleared } from './session-store';

export const WIN_NOTICE_MS = 5000;

export interface WinNotice {
  id: number;
  lottery: string;
  issue: string;
  method: string;
  bonus: string;
  orderId: string;
}

export const notificationState = proxy({ wins: [] as WinNotice[] });

let nextId = 1;
let playSound: () => void = () => {};
let reloadBalance: () => unknown = refreshBalance;

/** The shell installs the real player (Web Audio); tests install a spy. */
export function setWinSoundPlayer(player: () => void): void {
  playSound = player;
}
/** Tests replace the balance refresh. */
export function setWinBalanceRefresher(refresh: () => unknown): void {
  reloadBalance = refresh;
}

export function receiveWin(message: LotteryAwardMessage): WinNotice {
  const notice: WinNotice = { id: nextId++, lottery: message.lottery, issue: message.issue, method: message.method, bonus: String(message.bonus), orderId: message.orderId };
  notificationState.wins.push(notice);
  if (preferencesState.messageVoice) {
    try {
      playSound();
    } catch {
      // audio may be blocked until the first user gesture
    }
  }
  void reloadBalance();
  return notice;
}

export function dismissWin(id: number): void {
  const at = notificationState.wins.findIndex((w) => w.id === id);
  if (at >= 0) notificationState.wins.splice(at, 1);
}

onSessionCleared(() => {
  notificationState.wins.splice(0);
});
