/** Client checks before the session calls (the server checks the same rules and answers with these messages). */
import { errorCodes } from '../../../contract/primitives';

export const credentialMessages = {
  userNameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  userName: errorCodes.badUserName.msg,
  password: errorCodes.badPassword.msg,
  mismatch: '两次输入的密码不一致',
  inviteMissing: errorCodes.badInvite.msg,
} as const;

export function userNameError(name: string): string | null {
  if (name.trim() === '') return credentialMessages.userNameRequired;
  return /^[A-Za-z][A-Za-z0-9]{3,15}$/.test(name.trim()) ? null : credentialMessages.userName;
}

/** 6-20 letters and digits, at least one of each. */
export function newPasswordError(password: string): string | null {
  if (password === '') return credentialMessages.passwordRequired;
  return /^[A-Za-z0-9]{6,20}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password) ? null : credentialMessages.password;
}
