/** Client checks before the session calls (the server checks the same rules and answers with these messages). */
import { passwordValid, userNameValid } from '../../contract/credentials';
import { firstPageErrors } from '../../contract/first-page-errors';

export const credentialMessages = {
  userNameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  userName: firstPageErrors.badUserName.msg,
  password: firstPageErrors.badPassword.msg,
  mismatch: '两次输入的密码不一致',
  inviteMissing: firstPageErrors.badInvite.msg,
  oldPasswordRequired: '请输入原密码',
  sameAsOld: '新密码不能与原密码相同',
  changeSuccess: '登录密码修改成功，其他设备上的登录已退出',
  agreementRequired: '请先阅读并同意《用户协议》',
} as const;

export function userNameError(name: string): string | null {
  if (name.trim() === '') return credentialMessages.userNameRequired;
  return userNameValid(name.trim()) ? null : credentialMessages.userName;
}

/** The login password rule of contract/credentials.ts. */
export function newPasswordError(password: string): string | null {
  if (password === '') return credentialMessages.passwordRequired;
  return passwordValid(password) ? null : credentialMessages.password;
}
