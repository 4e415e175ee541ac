import { contentEndpoints, type TeamCenter } from '../../../contract/content';
import { call } from '../call';

/** Never called for user types 0 and 10 (no team center). */
export const getTeamCenter = (): Promise<TeamCenter> => call(contentEndpoints.teamCenter);
