import { userPaths } from '../../../../contract/paths';
import type { SecurityQuestionCheckRequest } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST oldsecurityQuestionCheck: two of the user's questions and answers, comma-joined. */
export async function checkOldSecurityQuestions(request: SecurityQuestionCheckRequest): Promise<void> {
  await http.post<unknown>(userPaths.oldSecurityQuestionCheck, request);
}
