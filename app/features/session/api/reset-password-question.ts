import { userPaths } from '../../../../contract/paths';
import type { ResetPasswordQuestionResponse } from '../../../../contract/session';
import { http } from '../../../lib/http';

/** POST resetPasswordQuestion: two answered questions (comma-joined) → a short-lived reset token. */
export function resetPasswordQuestion(cn: string, questions: number[], answers: string[]): Promise<ResetPasswordQuestionResponse> {
  return http.post<ResetPasswordQuestionResponse>(userPaths.resetPasswordQuestion, { cn, question: questions.join(','), answer: answers.join(',') });
}
