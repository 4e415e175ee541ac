import { userEndpoints, type UserInfo } from '../../../contract/session';
import { call } from '../call';

export const getUserCenter = async (): Promise<UserInfo> => (await call(userEndpoints.userCenter)).userInfo;
