/**
 * Session, account and user-info endpoints, with the types derived from the schemas. Envelope
 * `{ code: 0, msg, data }`. Strings that carry a credential rule (user names, passwords, answers)
 * are only bounded here: the rule itself, with its Chinese message, is checked by the server
 * (contract/credentials.ts), so a player sees that message rather than a schema error.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Done, Flag } from './endpoint';

import { sessionPaths, userPaths } from './paths';

export const USER_TYPES = { member: 0, agent: 1, withdrawOnly: 7, trial: 10 } as const;

const Name = Type.String({ maxLength: 64 });
const Secret = Type.String({ maxLength: 100 });
/** Comma-joined question ids and answers. */
const QuestionList = Type.String({ maxLength: 100 });
const AnswerList = Type.String({ maxLength: 400 });

/** data.userInfo of userCenterAjax and of log-in; data of userInfoAjax. */
export const UserInfo = Type.Object({
  roleType: Type.Integer(),
  nikeName: Type.String(),
  cn: Type.String(),
  uin: Type.Integer(),
  /** 0 member, 1 agent, 7 withdraw only, 10 trial. */
  userType: Type.Integer(),
  platformId: Type.Integer(),
  lastLoginTimeStr: Type.String(),
  lettersCount: Type.Integer(),
  /** 1 when an authenticator (two-step) is bound; the other twostep* say where its code is asked. */
  twostep: Flag,
  twostepAgentTransfer: Flag,
  twostepThirdTransfer: Flag,
  twostepBindAddress: Flag,
  twostepWithdraw: Flag,
  twostepLogin: Flag,
  /** 1 when a fund password is set. */
  payPwd: Flag,
  /** 1 when security questions are set. */
  securityQuestion: Flag,
  /** Always 0: the spec lists it without its meaning, so nothing here sets or reads it. */
  sureChange: Flag,
  /** Agents: the invite code for /register/{sign}. */
  inviteCode: Type.Optional(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

export const LoginResponse = Type.Object({ userInfo: UserInfo });
export type LoginResponse = Static<typeof LoginResponse>;

export const LoginRequest = Type.Object({
  /** User name (`username` is accepted too). */
  cn: Type.Optional(Name),
  username: Type.Optional(Name),
  password: Secret,
  appId: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** The two-step code, when the account's login switch is on. */
  code: Type.Optional(Type.String({ maxLength: 10 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** `sign` is the agent's invite code from /register/{sign}. */
export const RegisterRequest = Type.Object({ sign: Name, cn: Name, password: Secret });
export type RegisterRequest = Static<typeof RegisterRequest>;

/** Code 0 = logged in; any other code = log out locally. */
export const LoginState = Type.Object({ cn: Type.String(), uin: Type.Integer() });
export type LoginState = Static<typeof LoginState>;

export const NickName = Type.Object({ nikeName: Type.String() });
const NickNameRequest = Type.Object({ nickName: Type.Optional(Name) });
export const UpdatePasswordRequest = Type.Object({ oldPassword: Secret, newPassword: Secret });
export type UpdatePasswordRequest = Static<typeof UpdatePasswordRequest>;

export const SetPayPasswordRequest = Type.Object({ payPassword: Secret });
export type SetPayPasswordRequest = Static<typeof SetPayPasswordRequest>;
export const UpdatePayPasswordRequest = Type.Object({ oldPayPassword: Secret, newPayPassword: Secret });
export type UpdatePayPasswordRequest = Static<typeof UpdatePayPasswordRequest>;

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

/** The bank, and the ids the user set (if any). */
export const SecurityQuestionList = Type.Object({
  bank: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
  mine: Type.Array(Type.Integer()),
});
export type SecurityQuestionList = Static<typeof SecurityQuestionList>;

/**
 * question/answer: comma-joined lists of 3. Changing existing questions also sends
 * oldQuestion/oldAnswer (2 of the current ones) and commitType 1.
 */
export const SecurityQuestionRequest = Type.Object({
  cn: Type.Optional(Name),
  action: Type.Optional(Type.String({ maxLength: 20 })),
  question: QuestionList,
  answer: AnswerList,
  oldQuestion: Type.Optional(QuestionList),
  oldAnswer: Type.Optional(AnswerList),
  commitType: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type SecurityQuestionRequest = Static<typeof SecurityQuestionRequest>;

/** 2 of the user's questions with answers, comma-joined. */
export const SecurityQuestionCheckRequest = Type.Object({ question: QuestionList, answer: AnswerList });
export type SecurityQuestionCheckRequest = Static<typeof SecurityQuestionCheckRequest>;

/** Forgotten password, step 1: the user's question ids. */
export const CheckUserNameResponse = Type.Object({ cn: Type.String(), questions: Type.Array(Type.Integer()) });
export type CheckUserNameResponse = Static<typeof CheckUserNameResponse>;
/** Step 2: two answered questions → a short-lived reset token. */
export const ResetPasswordQuestionResponse = Type.Object({ token: Type.String() });
export type ResetPasswordQuestionResponse = Static<typeof ResetPasswordQuestionResponse>;
/** Step 3: the new password with the token. */
export const ResetLoginPasswordRequest = Type.Object({ cn: Name, token: Type.String({ maxLength: 300 }), password: Secret });
export type ResetLoginPasswordRequest = Static<typeof ResetLoginPasswordRequest>;

export const sessionEndpoints = {
  loginState: defineEndpoint({
    method: 'GET',
    path: sessionPaths.loginState,
    query: Type.Object({ appId: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })) }),
    response: LoginState,
  }),
  login: defineEndpoint({ method: 'POST', path: sessionPaths.login, body: LoginRequest, response: LoginResponse }),
  /** A GET that ends the session (so it is CSRF-checked like a POST). */
  logout: defineEndpoint({ method: 'GET', path: sessionPaths.logout, query: Type.Object({ cn: Type.Optional(Name) }), response: Done }),
  register: defineEndpoint({ method: 'POST', path: sessionPaths.register, body: RegisterRequest, response: LoginResponse }),
} as const;

export const userEndpoints = {
  userCenter: defineEndpoint({ method: 'GET', path: userPaths.userCenter, response: LoginResponse }),
  userInfo: defineEndpoint({ method: 'GET', path: userPaths.userInfo, response: UserInfo }),
  userInfoV2: defineEndpoint({ method: 'GET', path: userPaths.userInfoV2, response: UserInfo }),
  updateNickName: defineEndpoint({ method: 'GET', path: userPaths.updateNickName, query: NickNameRequest, response: NickName }),
  updateUserInfo: defineEndpoint({ method: 'POST', path: userPaths.updateUserInfo, body: NickNameRequest, response: NickName }),
  updatePassword: defineEndpoint({ method: 'POST', path: userPaths.updatePassword, body: UpdatePasswordRequest, response: Done }),
  updatePasswordMobile: defineEndpoint({ method: 'POST', path: userPaths.updatePasswordMobile, body: UpdatePasswordRequest, response: Done }),
  /** The same change with the passwords in the query string. */
  updatePasswordQuery: defineEndpoint({ method: 'POST', path: userPaths.updatePasswordQuery, query: UpdatePasswordRequest, response: Done }),
  setPayPassword: defineEndpoint({ method: 'POST', path: userPaths.setPayPassword, body: SetPayPasswordRequest, response: Done }),
  updatePayPassword: defineEndpoint({ method: 'POST', path: userPaths.updatePayPassword, body: UpdatePayPasswordRequest, response: Done }),
  /** Code 0 = the fund password is right. */
  validatePayPassword: defineEndpoint({ method: 'POST', path: userPaths.validatePayPassword, body: SetPayPasswordRequest, response: Done }),
  validatePayPasswordForCoin: defineEndpoint({ method: 'POST', path: userPaths.validatePayPasswordForCoin, body: SetPayPasswordRequest, response: Done }),
  payPasswordExists: defineEndpoint({ method: 'GET', path: userPaths.payPasswordExists, response: Type.Object({ exist: Type.Boolean() }) }),
  securityQuestionBank: defineEndpoint({ method: 'GET', path: userPaths.securityQuestionBank, response: SecurityQuestionList }),
  securityQuestion: defineEndpoint({ method: 'POST', path: userPaths.securityQuestion, body: SecurityQuestionRequest, response: Done }),
  oldSecurityQuestionCheck: defineEndpoint({ method: 'POST', path: userPaths.oldSecurityQuestionCheck, body: SecurityQuestionCheckRequest, response: Done }),
  checkUserName: defineEndpoint({ method: 'POST', path: userPaths.checkUserName, body: Type.Object({ cn: Name }), response: CheckUserNameResponse }),
  resetPasswordQuestion: defineEndpoint({
    method: 'POST',
    path: userPaths.resetPasswordQuestion,
    body: Type.Object({ cn: Name, question: QuestionList, answer: AnswerList }),
    response: ResetPasswordQuestionResponse,
  }),
  resetLoginPassword: defineEndpoint({ method: 'POST', path: userPaths.resetLoginPassword, body: ResetLoginPasswordRequest, response: Done }),
} as const;
