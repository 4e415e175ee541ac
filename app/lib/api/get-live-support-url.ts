import { contentEndpoints } from '../../../contract/content';
import { call } from '../call';

export const getLiveSupportUrl = async (): Promise<string> => (await call(contentEndpoints.liveSupportUrl)).url;
