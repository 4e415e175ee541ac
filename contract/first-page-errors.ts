/**
 * The catalogue's entries the log-in, registration and password-reset pages show, and the HTTP
 * client's own (session expired, request failed): a module of their own so the first page carries
 * these few, not the whole catalogue (error-catalogue.ts spreads them into it).
 */
export const firstPageErrors = {
  notLoggedIn: { code: 401, msg: '登录状态已失效，请重新登录' },
  server: { code: 500, msg: '请求失败' },
  badInvite: { code: 1003, msg: '邀请码无效' },
  badPassword: { code: 1004, msg: '密码须为6-20位字母和数字' },
  badUserName: { code: 1015, msg: '用户名须为4-16位字母或数字' },
  twoStepMissing: { code: 1020, msg: '请输入谷歌验证码' },
  badEmail: { code: 5017, msg: '邮箱格式错误' },
} as const;
