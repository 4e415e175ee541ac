/** Session, account and user-info calls. Envelope: UserEnvelope, code 0 = success. */

/** POST /sso/login */
export interface LoginRequest {
  /** User name (`username` is accepted too). */
  cn: string;
  password: string;
  appId?: number;
  /** The two-step code, when the account's login switch is on. */
  code?: string;
}
export interface LoginResponse {
  userInfo: UserInfo;
}

/** POST /sso/register: `sign` is the agent's invite code from /register/{sign}. */
export interface RegisterRequest {
  sign: string;
  cn: string;
  password: string;
}

/** GET /sso/u/getUserLoginState: code 0 = logged in, anything else = log out locally. */
export interface LoginState {
  cn: string;
  uin: number;
}

/** data.userInfo of userCenterAjax; data of userInfoAjax. */
export interface UserInfo {
  roleType: number;
  nikeName: string;
  cn: string;
  uin: number;
  /** 0 member, 1 agent, 7 withdraw only, 10 trial. */
  userType: number;
  platformId: number;
  lastLoginTimeStr: string;
  lettersCount: number;
  twostep: 0 | 1;
  twostepAgentTransfer: 0 | 1;
  twostepThirdTransfer: 0 | 1;
  twostepBindAddress: 0 | 1;
  twostepWithdraw: 0 | 1;
  twostepLogin: 0 | 1;
  /** 1 when a fund password is set. */
  payPwd: 0 | 1;
  /** 1 when security questions are set. */
  securityQuestion: 0 | 1;
  sureChange: 0 | 1;
  /** Agents: the invite code for /register/{sign}. */
  inviteCode?: string;
}

export const USER_TYPES = { member: 0, agent: 1, withdrawOnly: 7, trial: 10 } as const;

/** POST updatePasswordAjax (also updatePassword with query params, and the /m/ variant). */
export interface UpdatePasswordRequest {
  oldPassword: string;
  newPassword: string;
}
/** POST setPayPasswordAjax */
export interface SetPayPasswordRequest {
  payPassword: string;
}
/** POST updatePayPassword */
export interface UpdatePayPasswordRequest {
  oldPayPassword: string;
  newPayPassword: string;
}
/** POST validatePayPassword / validatePayPasswordForCoin: code 0 = right. */
export interface ValidatePayPasswordRequest {
  payPassword: string;
}
/** GET /sobet/api/payPwdCheck/existResult */
export interface PayPasswordExists {
  exist: boolean;
}

/** The bank of 17 security questions; 0 = none. */
export const securityQuestions = [
  { id: 1, text: '您的出生地是？' },
  { id: 2, text: '您父亲的姓名是？' },
  { id: 3, text: '您母亲的姓名是？' },
  { id: 4, text: '您的小学校名是？' },
  { id: 5, text: '您的初中校名是？' },
  { id: 6, text: '您的高中校名是？' },
  { id: 7, text: '您的大学校名是？' },
  { id: 8, text: '您配偶的生日是？' },
  { id: 9, text: '您配偶的姓名是？' },
  { id: 10, text: '您的学号或工号是？' },
  { id: 11, text: '您母亲的生日是？' },
  { id: 12, text: '您高中班主任的名字是？' },
  { id: 13, text: '您初中班主任的名字是？' },
  { id: 14, text: '您小学班主任的名字是？' },
  { id: 15, text: '您大学宿舍室友的名字是？' },
  { id: 16, text: '您儿时好友的名字是？' },
  { id: 17, text: '对您影响最大的人是？' },
] as const;
export const SECURITY_QUESTIONS_TO_SET = 3;
export const SECURITY_QUESTIONS_TO_VERIFY = 2;

/**
 * POST securityQuestionAjax. question/answer: comma-joined lists of 3. Changing existing
 * questions also sends oldQuestion/oldAnswer (2 of the current ones) and commitType 1.
 * Envelope code 0 = success.
 */
export interface SecurityQuestionRequest {
  cn?: string;
  action: 'commit';
  question: string;
  answer: string;
  oldQuestion?: string;
  oldAnswer?: string;
  commitType?: 1;
}
/** POST oldsecurityQuestionCheck: 2 of the user's questions with answers, comma-joined. */
export interface SecurityQuestionCheckRequest {
  question: string;
  answer: string;
}
/** GET securityQuestionList: the bank, and the ids the user set (if any). */
export interface SecurityQuestionList {
  bank: ReadonlyArray<{ id: number; text: string }>;
  mine: number[];
}

/** Forgotten password. POST checkUserName { cn } → the user's question ids. */
export interface CheckUserNameResponse {
  cn: string;
  questions: number[];
}
/** POST resetPasswordQuestion { cn, question, answer } (2 pairs) → a short-lived reset token. */
export interface ResetPasswordQuestionResponse {
  token: string;
}
/** POST resetLoginPassword { cn, token, password }. */
export interface ResetLoginPasswordRequest {
  cn: string;
  token: string;
  password: string;
}
