/**
 * Real time for the lottery screen over the one socket (app/lib/socket.ts, opened by the
 * shell once logged in): a draw message refreshes trend and issue, then records and the
 * balance after 2 s and again 5 s later.
 */
import { onSocketEvent } from '../../lib/socket';
import { refreshBalance } from '../../stores/balance-store';
import { onDrawMessage } from './issue-store';

export function startLotteryEvents(): () => void {
  return onSocketEvent('lottery_draw_message', (message) => onDrawMessage(message, () => void refreshBalance()));
}
