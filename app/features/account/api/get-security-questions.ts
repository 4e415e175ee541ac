import { userPaths } from '../../../../contract/paths';
import type { SecurityQuestionList } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** GET securityQuestionList: the bank and the ids this user set. */
export function getSecurityQuestions(): Promise<SecurityQuestionList> {
  return http.get<SecurityQuestionList>(userPaths.securityQuestionBank);
}
