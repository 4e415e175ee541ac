import { userEndpoints, type SecurityQuestionCheckRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Two of the user's questions and answers, comma-joined. */
export const checkOldSecurityQuestions = (request: SecurityQuestionCheckRequest) => call(userEndpoints.oldSecurityQuestionCheck, request);
