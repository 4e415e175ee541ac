import { lotteryEndpoints, type Recommendation } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export const getRecommendation = (lottery: string): Promise<Recommendation> => call(lotteryEndpoints.recommend, { lottery, sourceType: '1' });
