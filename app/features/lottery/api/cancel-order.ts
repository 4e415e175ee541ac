import { lotteryPaths } from '../../../../contract/paths';
import { lotteryPost } from './lottery-request';

export const cancelOrder = (orderId: string) => lotteryPost<{ orderId: string; balance: string }>(lotteryPaths.cancelOrder, { orderId });
