import { lotteryEndpoints, type OddsResult } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export const getOdds = (lottery: string): Promise<OddsResult> => call(lotteryEndpoints.odds, { lottery: lottery.toUpperCase() });
