/** Log-in, log-out and registration (contract/session.ts). */
export const sessionPaths = {
  loginState: '/sso/u/getUserLoginState',
  login: '/sso/login',
  logout: '/sso/logout',
  register: '/sso/register',
} as const;

/** The user's own information, passwords and security questions (contract/session.ts). */
export const userPaths = {
  userCenter: '/sobet/userInfo/userCenterAjax',
  userInfo: '/sobet/userInfo/userInfoAjax',
  userInfoV2: '/sobet/v2/userInfo/userInfoAjax',
  updateNickName: '/sobet/userInfo/updateNickName',
  updateUserInfo: '/sobet/userInfo/updateUserInfo',
  updatePassword: '/sobet/userInfo/updatePasswordAjax',
  updatePasswordQuery: '/sobet/userInfo/updatePassword',
  updatePasswordMobile: '/sobet/m/userInfo/updatePasswordAjax',
  setPayPassword: '/sobet/userInfo/setPayPasswordAjax',
  updatePayPassword: '/sobet/userInfo/updatePayPassword',
  validatePayPassword: '/sobet/userInfo/validatePayPassword',
  validatePayPasswordForCoin: '/sobet/userInfo/validatePayPasswordForCoin',
  payPasswordExists: '/sobet/api/payPwdCheck/existResult',
  securityQuestionBank: '/sobet/userInfo/securityQuestionList',
  securityQuestion: '/sobet/userInfo/securityQuestionAjax',
  oldSecurityQuestionCheck: '/sobet/userInfo/oldsecurityQuestionCheck',
  checkUserName: '/sobet/v2/userInfo/checkUserName',
  resetPasswordQuestion: '/sobet/v2/userInfo/resetPasswordQuestion',
  resetLoginPassword: '/sobet/v2/userInfo/resetLoginPassword',
} as const;
