import { lotteryPaths } from '../../../../contract/paths';
import { http } from '../../../lib/http';

export const cancelOrder = (orderId: string) => http.post<{ orderId: string; balance: string }>(lotteryPaths.cancelOrder, { orderId });
