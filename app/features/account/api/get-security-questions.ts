import { userEndpoints, type SecurityQuestionList } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** The bank and the ids this user set. */
export const getSecurityQuestions = (): Promise<SecurityQuestionList> => call(userEndpoints.securityQuestionBank);
