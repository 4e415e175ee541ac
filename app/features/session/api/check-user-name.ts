import { userPaths } from '../../../../contract/paths';
import type { CheckUserNameResponse } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST checkUserName: the user's security question ids (forgotten password, step 1). */
export function checkUserName(cn: string): Promise<CheckUserNameResponse> {
  return http.post<CheckUserNameResponse>(userPaths.checkUserName, { cn });
}
