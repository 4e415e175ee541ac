import { userPaths } from '../../../../contract/paths';
import type { SecurityQuestionRequest } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST securityQuestionAjax (action commit; changes add oldQuestion, oldAnswer, commitType 1). */
export async function saveSecurityQuestions(request: SecurityQuestionRequest): Promise<void> {
  await http.post<unknown>(userPaths.securityQuestion, request);
}
