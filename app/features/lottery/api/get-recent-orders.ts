import { lotteryEndpoints, type BetRecord } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export const getRecentOrders = (lottery: string, size = 10): Promise<BetRecord[]> => call(lotteryEndpoints.recentOrder, { lottery, size });
