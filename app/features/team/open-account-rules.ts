/**
 * The open-account form's checks before sending: the user name and login password by registration's
 * rules and messages (lib/credential-rules.ts), and the rebate point (0-10, one decimal, not above the
 * agent's own). The server checks the same again.
 */
import { errorCodes } from '../../../contract/primitives';
import { REBATE_POINT_PATTERN } from '../../../contract/team';
import { newPasswordError, userNameError } from '../../lib/credential-rules';

export const rebatePointMessages = {
  required: '请输入返点',
  format: '返点须为0-10之间的数字，最多一位小数',
  aboveOwn: errorCodes.teamPoint.msg,
} as const;

const tenths = (point: string) => Math.round(Number(point) * 10);

/** The point's message, or null; `ownPoint` (the agent's, 'N.N') when known. */
export function rebatePointError(point: string, ownPoint?: string): string | null {
  const text = point.trim();
  if (text === '') return rebatePointMessages.required;
  if (!new RegExp(REBATE_POINT_PATTERN).test(text)) return rebatePointMessages.format;
  if (ownPoint !== undefined && tenths(text) > tenths(ownPoint)) return rebatePointMessages.aboveOwn;
  return null;
}

export interface OpenAccountFields {
  username: string;
  password: string;
  point: string;
}
export type OpenAccountErrors = Partial<Record<keyof OpenAccountFields, string>>;

/** Every field's message; empty when the form may be sent. */
export function openAccountErrors(form: OpenAccountFields, ownPoint?: string): OpenAccountErrors {
  const errors: OpenAccountErrors = {};
  const username = userNameError(form.username);
  const password = newPasswordError(form.password);
  const point = rebatePointError(form.point, ownPoint);
  if (username) errors.username = username;
  if (password) errors.password = password;
  if (point) errors.point = point;
  return errors;
}
