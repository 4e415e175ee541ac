import { userPaths } from '../../../../contract/paths';
import type { SetPayPasswordRequest } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST setPayPasswordAjax (first fund password). */
export async function setPayPassword(request: SetPayPasswordRequest): Promise<void> {
  await http.post<unknown>(userPaths.setPayPassword, request);
}
