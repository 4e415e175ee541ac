/**
 * Account recovery rules: security questions (ids from the bank, answers hashed after trimming and
 * lower-casing) and the password-reset token of the forgotten-password flow, signed over the
 * password hash, so it stops working once the password changes (single use) or after 10 minutes.
 */
import crypto from 'node:crypto';
import { answerLengthValid } from '../../../contract/credentials';
import { securityQuestions } from '../../../contract/session';
import { fail } from '../../errors';
import { normalizeAnswer } from './passwords';
import type { UserRow } from './queries';

const RESET_TOKEN_MS = 10 * 60 * 1000;

/** "1,5,9" → [1,5,9]; checks ids in the bank, distinct, and the expected count. */
export function parseQuestions(list: string | undefined, count: number): number[] {
  const ids = (list ?? '')
    .split(',')
    .filter((s) => s !== '')
    .map(Number);
  if (ids.length !== count || ids.some((id) => !Number.isInteger(id) || id < 1 || id > securityQuestions.length) || new Set(ids).size !== ids.length)
    fail('chooseQuestion');
  return ids;
}

/** "a,b,c" → trimmed answers; checks none is empty, the count, and (when setting) their length. */
export function parseAnswers(list: string | undefined, count: number, checkLength: boolean): string[] {
  const answers = (list ?? '').split(',').map((a) => a.trim());
  if (answers.length !== count || answers.some((a) => a === '')) fail('emptyAnswer');
  if (checkLength && answers.some((a) => !answerLengthValid(a))) fail('answerLength');
  return answers;
}

/** Whether each answer matches the stored answer of its question; `questionsMissing` when the user set none. */
export async function answersMatch(
  verify: (secret: string, stored: string | undefined) => Promise<boolean>,
  user: UserRow,
  questions: number[],
  answers: string[],
): Promise<boolean> {
  if (!user.security_questions || !user.security_answers) fail('questionsMissing');
  const mine = user.security_questions.split(',').map(Number);
  const stored = JSON.parse(user.security_answers) as string[];
  let matched = 0;
  for (let i = 0; i < questions.length; i++) {
    const at = mine.indexOf(questions[i]!);
    if (at >= 0 && (await verify(normalizeAnswer(answers[i]!), stored[at]))) matched++;
  }
  return matched === questions.length;
}

/** Reset tokens `id.expires.signature`, signed with the platform's session key (every process accepts another's). */
export function resetTokens(now: () => number, key: string) {
  const sign = (user: UserRow, expires: number) =>
    crypto.createHmac('sha256', key).update(`reset.${user.id}.${expires}.${user.password_hash}`).digest('base64url');
  return {
    issue(user: UserRow): string {
      const expires = now() + RESET_TOKEN_MS;
      return `${user.id}.${expires}.${sign(user, expires)}`;
    },
    valid(user: UserRow | undefined, token: string): user is UserRow {
      const [id, expires, signature] = token.split('.');
      if (!user || !signature || Number(id) !== user.id || !(Number(expires) > now())) return false;
      const expected = sign(user, Number(expires));
      return signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    },
  };
}
