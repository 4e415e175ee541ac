import { userEndpoints, type ResetPasswordQuestionResponse } from '../../../../contract/session';
import { call } from '../../../lib/call';

/** Forgotten password, step 2: two answered questions (comma-joined) → a short-lived reset token. */
export const resetPasswordQuestion = (cn: string, questions: number[], answers: string[]): Promise<ResetPasswordQuestionResponse> =>
  call(userEndpoints.resetPasswordQuestion, { cn, question: questions.join(','), answer: answers.join(',') });
