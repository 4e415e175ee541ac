import { lotteryEndpoints, type BetRecord } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export const getOrderDetail = (orderId: string): Promise<BetRecord> => call(lotteryEndpoints.orderDetail, { orderId });
