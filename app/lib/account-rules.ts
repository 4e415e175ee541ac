/**
 * Security-question rules: 3 distinct questions to set, 2 to verify, each
 * question removed from the other selectors, answers non-empty and 4-20 long where a
 * non-ASCII character counts 2. Pure: the dialog and the unit tests use it.
 */
import { answerLength, answerLengthValid, PAY_PASSWORD_FORMAT_MESSAGE, payPasswordValid } from '../../contract/credentials';
import { errorCodes } from '../../contract/primitives';
import { SECURITY_QUESTIONS_TO_SET, SECURITY_QUESTIONS_TO_VERIFY, securityQuestions } from '../../contract/session';
import { nickNameProblem } from '../../contract/text-rules';

export { answerLength };
export const securityMessages = {
  choose: errorCodes.chooseQuestion.msg,
  empty: errorCodes.emptyAnswer.msg,
  length: errorCodes.answerLength.msg,
  /** Answers travel comma-joined, so a comma would split one answer in two. */
  comma: '答案不能包含逗号',
  success: '安全问题设置成功',
  verified: '验证成功，请设置新的安全问题',
} as const;

export type SecurityMode = 'set' | 'verify';
export interface QuestionSlot {
  /** 0 = none chosen. */
  question: number;
  answer: string;
}
export interface SlotErrors {
  question?: string;
  answer?: string;
}
export interface BankQuestion {
  id: number;
  text: string;
}

export const questionBank: readonly BankQuestion[] = securityQuestions;

export function slotCount(mode: SecurityMode): number {
  return mode === 'set' ? SECURITY_QUESTIONS_TO_SET : SECURITY_QUESTIONS_TO_VERIFY;
}

export function emptySlots(mode: SecurityMode): QuestionSlot[] {
  return Array.from({ length: slotCount(mode) }, () => ({ question: 0, answer: '' }));
}

/** The questions slot `index` may offer: the pool minus those chosen in the other slots. */
export function optionsFor(index: number, slots: readonly QuestionSlot[], pool: readonly BankQuestion[] = questionBank): BankQuestion[] {
  const takenElsewhere = new Set(
    slots
      .filter((_, i) => i !== index)
      .map((s) => s.question)
      .filter((q) => q !== 0),
  );
  return pool.filter((q) => !takenElsewhere.has(q.id));
}

/** Per-slot errors, or null when every slot is valid. Verify mode only needs non-empty answers. */
export function validateSlots(slots: readonly QuestionSlot[], mode: SecurityMode): SlotErrors[] | null {
  let failed = false;
  const seen = new Set<number>();
  const errors = slots.map((slot) => {
    const e: SlotErrors = {};
    if (slot.question === 0 || seen.has(slot.question)) e.question = securityMessages.choose;
    seen.add(slot.question);
    const answer = slot.answer.trim();
    if (answer === '') e.answer = securityMessages.empty;
    else if (answer.includes(',')) e.answer = securityMessages.comma;
    else if (mode === 'set' && !answerLengthValid(answer)) e.answer = securityMessages.length;
    if (e.question || e.answer) failed = true;
    return e;
  });
  return failed ? errors : null;
}

/** The request fields: ids and answers, comma-joined. */
export function joinSlots(slots: readonly QuestionSlot[]): { question: string; answer: string } {
  return { question: slots.map((s) => s.question).join(','), answer: slots.map((s) => s.answer.trim()).join(',') };
}

/** Fund password: the rule of contract/credentials.ts. */
export const fundPasswordMessages = {
  required: errorCodes.payPasswordRequired.msg,
  format: PAY_PASSWORD_FORMAT_MESSAGE,
  mismatch: '两次输入的资金密码不一致',
  oldRequired: '请输入原资金密码',
  setSuccess: '资金密码设置成功',
  changeSuccess: '资金密码修改成功',
} as const;

export function fundPasswordError(value: string): string | null {
  if (value === '') return fundPasswordMessages.required;
  if (!payPasswordValid(value)) return fundPasswordMessages.format;
  return null;
}

/** Nickname: the server's rule (contract/text-rules.ts), with its messages, checked before sending. */
export const nickNameMessages = {
  length: errorCodes.badNickName.msg,
  characters: errorCodes.nickNameCharacters.msg,
  success: '昵称修改成功',
} as const;

export function nickNameError(value: string): string | null {
  const problem = nickNameProblem(value.trim());
  return problem ? errorCodes[problem].msg : null;
}
