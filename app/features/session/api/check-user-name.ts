import { userEndpoints, type CheckUserNameResponse } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Forgotten password, step 1: the user's security question ids. */
export const checkUserName = (cn: string): Promise<CheckUserNameResponse> => call(userEndpoints.checkUserName, { cn });
