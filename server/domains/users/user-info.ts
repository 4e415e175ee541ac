/** The user info every log-in, registration and user-center call answers (contract/session.ts UserInfo). */
import type { UserInfo } from '../../../contract/session';
import { formatBeijing } from '../../../rules/beijing-time';
import type { UserRow } from './queries';
import { twoStepRequired } from './security';

const flag = (on: boolean) => (on ? 1 : 0);

export function userInfoOf(user: UserRow, lettersCount: number): UserInfo {
  return {
    roleType: user.role_type,
    nikeName: user.nickname,
    cn: user.username,
    uin: user.id,
    userType: user.user_type,
    platformId: 4,
    // The log-in before this one (the current one is no news to the player).
    lastLoginTimeStr: user.previous_login_at ? formatBeijing(user.previous_login_at) : '',
    lettersCount,
    twostep: flag(user.twostep_secret !== null),
    twostepAgentTransfer: flag(twoStepRequired(user, 'agentTransfer')),
    twostepThirdTransfer: flag(twoStepRequired(user, 'thirdTransfer')),
    twostepBindAddress: flag(twoStepRequired(user, 'bindAddress')),
    twostepWithdraw: flag(twoStepRequired(user, 'withdraw')),
    twostepLogin: flag(twoStepRequired(user, 'login')),
    payPwd: flag(Boolean(user.pay_password_hash)),
    securityQuestion: flag(Boolean(user.security_questions)),
    sureChange: 0,
    ...(user.invite_code ? { inviteCode: user.invite_code } : {}),
  };
}
