import { contentEndpoints, type Banner } from '../../../../contract/content';
import { call } from '../../../lib/call';

export const getBanners = (): Promise<Banner[]> => call(contentEndpoints.banners);
