import { lotteryEndpoints } from '../../../contract/lottery';
import { call } from '../call';

/** Cancels an undrawn order (the lottery screen's recent bets, the records page); answers the new balance. */
export const cancelOrder = (orderId: string): Promise<{ orderId: string; balance: string }> => call(lotteryEndpoints.cancelOrder, { orderId });
