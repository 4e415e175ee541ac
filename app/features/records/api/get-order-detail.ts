import { lotteryPaths } from '../../../../contract/paths';
import type { BetRecord } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export const getOrderDetail = (orderId: string) => http.get<BetRecord>(lotteryPaths.orderDetail, { orderId });
