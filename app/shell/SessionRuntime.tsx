import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { connectSocket, disconnectSocket, onSocketCatchUp, onSocketEvent, onSocketStatus } from '../lib/socket';
import { refreshBalance } from '../stores/balance-store';
import { closeChat } from '../stores/chat-store';
import { loadLiveSupportUrl } from './customer-service';
import { receiveWin, setWinSoundPlayer } from '../stores/notification-store';
import { checkLoginState, LOGIN_CHECK_EVERY_MS, LOGIN_CHECK_FIRST_MS, onSessionCleared, sessionState } from '../stores/session-store';
import { refreshUserInfo, useUserInfo } from '../stores/user-info';
import { openWallet, takeHashTab, WALLET_HASH_DELAY_MS } from '../stores/wallet-store';
import { watchBalancePushes } from '../shared/balance';
import { watchChatUnreadPushes } from '../shared/chat-unread';
import { playWinSound } from './win-sound';

// The socket is opened here only (connectSocket below): closed here when the session ends, so the
// login page's main.js does not carry the socket module.
onSessionCleared(disconnectSocket);

/**
 * What runs while a player is logged in: the login check (2 s after mount, then every 20 s),
 * the user info and balance, the team-center menu (types with a team center), the chat unread
 * count and chat messages (a socket disconnect closes the chat), the live-support URL (public,
 * once), the socket with its win messages, and the wallet hash (1 s after load).
 */
export function SessionRuntime() {
  const { loggedIn } = useSnapshot(sessionState);
  const cn = useUserInfo()?.cn;

  useEffect(() => {
    setWinSoundPlayer(playWinSound);
    void loadLiveSupportUrl();
    const stopWins = onSocketEvent('lottery_award_message', (message) => void receiveWin(message));
    const stopChatUnread = watchChatUnreadPushes();
    // A deposit credited by its provider's notification: the balances are asked again.
    const stopDeposits = watchBalancePushes();
    // Back after a drop whose pushes were lost (a deposit credited meanwhile): read the balance again.
    const stopCatchUp = onSocketCatchUp(() => void refreshBalance());
    let connected = false;
    const stopStatus = onSocketStatus((now) => {
      if (connected && !now) closeChat();
      connected = now;
    });
    return () => {
      stopWins();
      stopChatUnread();
      stopDeposits();
      stopCatchUp();
      stopStatus();
    };
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    void refreshUserInfo();
    void refreshBalance();
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void checkLoginState();
      interval = setInterval(() => void checkLoginState(), LOGIN_CHECK_EVERY_MS);
    }, LOGIN_CHECK_FIRST_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [loggedIn]);

  useEffect(() => {
    if (loggedIn && cn) connectSocket(cn);
  }, [loggedIn, cn]);

  useEffect(() => {
    if (!loggedIn) return;
    const tab = takeHashTab();
    if (!tab) return;
    const timer = setTimeout(() => openWallet(tab), WALLET_HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn]);

  return null;
}
