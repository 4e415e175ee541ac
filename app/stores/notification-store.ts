/**
 * Win notifications: each win shows a 5 s, 300 px notification, plays a sound
 * when the setting is on, and refreshes the balance. Wins come pushed over the socket, and
 * on every (re)connect the store fetches the stored notices after its cursor, so a win
 * settled while the socket was away still shows. Both paths may bring the same win: each
 * order's win is shown once.
 */
import { proxy } from 'valtio';
import { awardNoticesEndpoint, type AwardNotices, type LotteryAwardMessage } from '../../contract/socket';
import { call } from '../lib/call';
import { onSocketStatus } from '../lib/socket';
import { refreshBalance } from './balance-store';
import { preferencesState } from './preferences-store';
import { onSessionCleared } from './session-store';

export const WIN_NOTICE_MS = 5000;
/** How many wins are remembered to drop a repeat (a repeat comes within seconds). */
const REMEMBERED_WINS = 500;

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
let fetchNotices = (after?: number): Promise<AwardNotices> => call(awardNoticesEndpoint, after === undefined ? {} : { after });
/** The cursor of the last catch-up (undefined until the first one on this page). */
let cursor: number | undefined;
/** Order numbers of the wins shown. */
const shownOrders = new Set<string>();
/** Bumped at log-out, so a catch-up answered after it is dropped. */
let sessionGeneration = 0;

/** The shell installs the real player (Web Audio); tests install a spy. */
export function setWinSoundPlayer(player: () => void): void {
  playSound = player;
}
/** Tests replace the balance refresh. */
export function setWinBalanceRefresher(refresh: () => unknown): void {
  reloadBalance = refresh;
}
/** Tests replace the notice fetch. */
export function setWinNoticeFetcher(fetcher: (after?: number) => Promise<AwardNotices>): void {
  fetchNotices = fetcher;
}

/** Adds the notice unless this order's win was shown already. */
function show(message: LotteryAwardMessage): WinNotice | null {
  if (shownOrders.has(message.orderId)) return null;
  shownOrders.add(message.orderId);
  if (shownOrders.size > REMEMBERED_WINS) shownOrders.delete(shownOrders.values().next().value!);
  const notice: WinNotice = {
    id: nextId++,
    lottery: message.lottery,
    issue: message.issue,
    method: message.method,
    bonus: String(message.bonus),
    orderId: message.orderId,
  };
  notificationState.wins.push(notice);
  return notice;
}

function announce() {
  if (preferencesState.messageVoice) {
    try {
      playSound();
    } catch {
      // audio may be blocked until the first user gesture
    }
  }
  void reloadBalance();
}

/** A pushed win; null when it was shown already. */
export function receiveWin(message: LotteryAwardMessage): WinNotice | null {
  const notice = show(message);
  if (notice) announce();
  return notice;
}

/**
 * Fetches the notices after the cursor and shows the new ones (one sound, one balance
 * refresh). The first call on a page only takes the cursor: older wins are in the records.
 * A failed fetch keeps the cursor, so the next connect asks again.
 */
export async function catchUpWins(): Promise<void> {
  const session = sessionGeneration;
  let result: AwardNotices;
  try {
    result = await fetchNotices(cursor);
  } catch {
    return;
  }
  if (session !== sessionGeneration) return; // logged out meanwhile: these were someone else's
  cursor = Math.max(cursor ?? 0, result.cursor);
  if (result.notices.map(show).some((notice) => notice !== null)) announce();
}

export function dismissWin(id: number): void {
  const at = notificationState.wins.findIndex((w) => w.id === id);
  if (at >= 0) notificationState.wins.splice(at, 1);
}

onSocketStatus((connected) => {
  if (connected) void catchUpWins();
});

onSessionCleared(() => {
  notificationState.wins.splice(0);
  cursor = undefined;
  shownOrders.clear();
  sessionGeneration += 1;
});
