import { userPaths } from '../../../../contract/paths';
import type { UpdatePayPasswordRequest } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST updatePayPassword (change the fund password). */
export async function updatePayPassword(request: UpdatePayPasswordRequest): Promise<void> {
  await http.post<unknown>(userPaths.updatePayPassword, request);
}
