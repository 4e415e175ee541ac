/**
 * What each user type may do (spec 1 §6, spec 2 §1/§6), declared once. Screens ask these
 * helpers; no `userType === 10` checks elsewhere.
 */
import { errorCodes } from '../../contract/primitives';

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
}

const everything: UserTypeRules = { team: true, logoGoesHome: true, charge: true, transfer: true, withdraw: true, chat: true, accountLinks: true };

export const userTypeRules: Readonly<Record<number, Partial<UserTypeRules>>> = {
  0: { team: false },
  6: { logoGoesHome: false },
  7: { charge: false, transfer: false },
  10: { team: false, charge: false, transfer: false, withdraw: false, chat: false, accountLinks: false },
};

export const TRIAL_TYPE = 10;
export const WITHDRAW_ONLY_TYPE = 7;

/** 'register a formal account to enable this function' (spec 1 §5). */
export const TRIAL_MESSAGE = errorCodes.trialForbidden.msg;
/** Type 7: the account cannot charge or transfer, only withdraw. */
export const WITHDRAW_ONLY_MESSAGE = '该账号不能充值和转账，只能提现';

export function rulesOf(userType: number | undefined): UserTypeRules {
  return { ...everything, ...(userType === undefined ? {} : userTypeRules[userType]) };
}

export type WalletTab = 'charge' | 'transfer' | 'withdraw';
export const walletTabs: ReadonlyArray<{ value: WalletTab; label: string }> = [
  { value: 'charge', label: '充值' },
  { value: 'transfer', label: '转账' },
  { value: 'withdraw', label: '提现' },
];

/** May this user open the wallet on this tab? If not, the message to show. */
export function walletAccess(userType: number | undefined, tab: WalletTab): { allowed: true } | { allowed: false; message: string } {
  const rules = rulesOf(userType);
  if (userType === TRIAL_TYPE) return { allowed: false, message: TRIAL_MESSAGE };
  if (!rules[tab]) return { allowed: false, message: WITHDRAW_ONLY_MESSAGE };
  return { allowed: true };
}

export function chatAccess(userType: number | undefined): { allowed: true } | { allowed: false; message: string } {
  return rulesOf(userType).chat ? { allowed: true } : { allowed: false, message: TRIAL_MESSAGE };
}
