import { userPaths } from '../../../../contract/paths';
import type { ResetLoginPasswordRequest } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST resetLoginPassword with the token of resetPasswordQuestion. */
export async function resetLoginPassword(request: ResetLoginPasswordRequest): Promise<void> {
  await http.post<unknown>(userPaths.resetLoginPassword, request);
}
