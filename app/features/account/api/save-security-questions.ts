import { userEndpoints, type SecurityQuestionRequest } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Action commit; a change adds oldQuestion, oldAnswer and commitType 1. */
export const saveSecurityQuestions = (request: SecurityQuestionRequest) => call(userEndpoints.securityQuestion, request);
