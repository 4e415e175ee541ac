import { userEndpoints } from '../../../../contract/session';
import { call } from '../../../lib/call';

export const updateNickName = (nickName: string) => call(userEndpoints.updateNickName, { nickName });
