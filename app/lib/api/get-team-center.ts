import type { TeamCenter } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { http } from '../http';

/** GET getTeamCenter: code 1, result { userLevel, list } (never called for user types 0 and 10). */
export function getTeamCenter(): Promise<TeamCenter> {
  return http.get<TeamCenter>(contentPaths.teamCenter);
}
