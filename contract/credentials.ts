/**
 * Credential rules: user names, login passwords, fund passwords and security answers. The
 * app's forms check them before sending and the server checks them again, with the same
 * messages.
 */

/** User names: 4-16 letters or digits, starting with a letter. */
export function userNameValid(name: unknown): name is string {
  return typeof name === 'string' && /^[A-Za-z][A-Za-z0-9]{3,15}$/.test(name);
}

/** Login passwords: 6-20 letters and digits, at least one of each. */
export function passwordValid(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z0-9]{6,20}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** Fund passwords: 6-20 letters or digits. */
export function payPasswordValid(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z0-9]{6,20}$/.test(password);
}

/** The message for a fund password that breaks its rule (the server sends it with badPassword). */
export const PAY_PASSWORD_FORMAT_MESSAGE = '资金密码须为6-20位字母或数字';

/** Security answers, when set: 4-20 long, where a non-ASCII character counts 2. */
export const ANSWER_MIN = 4;
export const ANSWER_MAX = 20;

/** Length where every non-ASCII character counts 2. */
export function answerLength(answer: string): number {
  let n = 0;
  for (const ch of answer) n += (ch.codePointAt(0) ?? 0) > 127 ? 2 : 1;
  return n;
}

export function answerLengthValid(answer: string): boolean {
  const length = answerLength(answer);
  return length >= ANSWER_MIN && length <= ANSWER_MAX;
}
