/**
 * Real time for the lottery screen over the one socket (app/lib/socket.ts, opened by the
 * shell once logged in): a draw message refreshes trend and issue, then records and the
 * balance after 2 s and again 5 s later. Back after a drop whose draws were lost, it reloads
 * the issue, the records and the balance at once.
 */
import { onSocketCatchUp } from '../../lib/socket';
import { pushIntoCache } from '../../shared/socket-cache';
import { refreshBalance } from '../../stores/balance-store';
import { onDrawMessage, refreshIssue } from './issue-store';
import { refreshRecords } from './records-store';

export function startLotteryEvents(): () => void {
  const stopDraws = pushIntoCache('lottery_draw_message', (message) => onDrawMessage(message, () => void refreshBalance()));
  const stopCatchUp = onSocketCatchUp(() => {
    void refreshIssue();
    void refreshRecords();
    void refreshBalance();
  });
  return () => {
    stopDraws();
    stopCatchUp();
  };
}
