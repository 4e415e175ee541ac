import { userPaths } from '../../../contract/paths';
import type { LoginResponse, UserInfo } from '../../../contract/session';
import { http } from '../http';

/** GET userCenterAjax: data.userInfo. */
export async function getUserCenter(): Promise<UserInfo> {
  const data = await http.get<LoginResponse>(userPaths.userCenter);
  return data.userInfo;
}
