/**
 * What each user type may do, declared once: the app's screens ask these helpers (no
 * `userType === 10` checks elsewhere) and the server refuses the same things.
 */
import { errorCodes } from './primitives';
import { USER_TYPES } from './session';

/**
 * users.role_type of an administrator account: anyone may chat with it, and only it may send
 * system messages.
 */
export const ADMIN_ROLE_TYPE = 9;

export interface UserTypeRules {
  /** Team center list in the management menu (and the team routes). */
  team: boolean;
  /** Clicking the logo goes to /index. */
  logoGoesHome: boolean;
  charge: boolean;
  transfer: boolean;
  withdraw: boolean;
  chat: boolean;
  /** Account and bank-setting links in the member center. */
  accountLinks: boolean;
  /** Their invite code opens a registration under them. */
  invite: boolean;
}

const everything: UserTypeRules = {
  team: true,
  logoGoesHome: true,
  charge: true,
  transfer: true,
  withdraw: true,
  chat: true,
  accountLinks: true,
  invite: true,
};

/** What a type may not do; a type not listed may do everything. */
export const userTypeRules: Readonly<Record<number, Partial<UserTypeRules>>> = {
  [USER_TYPES.member]: { team: false },
  6: { logoGoesHome: false },
  // Withdraw only: no team center and no invite code either (a downline it opened or recruited could receive its money and undo the rule).
  [USER_TYPES.withdrawOnly]: { team: false, charge: false, transfer: false, invite: false },
  [USER_TYPES.trial]: { team: false, charge: false, transfer: false, withdraw: false, chat: false, accountLinks: false, invite: false },
};

export const TRIAL_TYPE = USER_TYPES.trial;
export const WITHDRAW_ONLY_TYPE = USER_TYPES.withdrawOnly;

/** 'register a formal account to enable this function'. */
export const TRIAL_MESSAGE = errorCodes.trialForbidden.msg;
/** Type 7: '当前账号不可充值/转账' (the account cannot charge or transfer, only withdraw). */
export const WITHDRAW_ONLY_MESSAGE = errorCodes.transferForbidden.msg;

export function rulesOf(userType: number | undefined): UserTypeRules {
  return { ...everything, ...(userType === undefined ? {} : userTypeRules[userType]) };
}

export type WalletTab = 'charge' | 'transfer' | 'withdraw';
export type Access = { allowed: true } | { allowed: false; message: string };

/** May this user open the wallet on this tab? If not, the message to show. */
export function walletAccess(userType: number | undefined, tab: WalletTab): Access {
  if (userType === TRIAL_TYPE) return { allowed: false, message: TRIAL_MESSAGE };
  if (!rulesOf(userType)[tab]) return { allowed: false, message: WITHDRAW_ONLY_MESSAGE };
  return { allowed: true };
}

export function chatAccess(userType: number | undefined): Access {
  return rulesOf(userType).chat ? { allowed: true } : { allowed: false, message: TRIAL_MESSAGE };
}
