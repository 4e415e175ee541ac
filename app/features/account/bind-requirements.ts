/**
 * The first-time prompts: before the first charge a bank card and a
 * security question, before a transfer a fund password, before a withdrawal a fund password and
 * a card. Cards and receiving codes come from the bind overview; until it has loaded they count as unknown.
 * These are spec 2 §6's per-action requirements; the first-time message's card before a transfer is not
 * asked, since a transfer only moves money between the player's own wallets behind the fund password.
 */
import type { BindOverview } from '../../../contract/account';
import type { UserInfo } from '../../../contract/session';
import type { AccountTab } from './account-store';

export type PromptKind = 'charge' | 'transfer' | 'withdraw' | 'wechat' | 'alipay';
export type Requirement = 'securityQuestion' | 'fundPassword' | 'bankCard' | 'wechatCode' | 'alipayCode';

export const FIRST_TIME_MESSAGE = '为了您的资金安全，请先绑定提款银行卡（或设置安全问题并绑定银行卡）后再进行充值、转账或提现。';

export const requirementLabels: Record<Requirement, { label: string; action: string }> = {
  securityQuestion: { label: '安全问题', action: '设置安全问题' },
  fundPassword: { label: '资金密码', action: '设置资金密码' },
  bankCard: { label: '提款银行卡', action: '绑定银行卡' },
  wechatCode: { label: '微信收款码', action: '绑定微信收款码' },
  alipayCode: { label: '支付宝收款码', action: '绑定支付宝收款码' },
};

const needs: Record<PromptKind, readonly Requirement[]> = {
  charge: ['securityQuestion', 'bankCard'],
  transfer: ['fundPassword'],
  withdraw: ['fundPassword', 'bankCard'],
  wechat: ['wechatCode'],
  alipay: ['alipayCode'],
};

export interface BindStatus {
  securityQuestion: boolean;
  fundPassword: boolean;
  /** null = unknown (the bind overview has not loaded). */
  bankCard: boolean | null;
  wechatCode: boolean | null;
  alipayCode: boolean | null;
}

export function bindStatusOf(
  user: Pick<UserInfo, 'payPwd' | 'securityQuestion'> | null | undefined,
  overview?: Pick<BindOverview, 'bankCardCount' | 'isBindWechat' | 'isBindAlipay'> | null,
): BindStatus {
  return {
    securityQuestion: user?.securityQuestion === 1,
    fundPassword: user?.payPwd === 1,
    bankCard: overview ? overview.bankCardCount > 0 : null,
    wechatCode: overview ? overview.isBindWechat : null,
    alipayCode: overview ? overview.isBindAlipay : null,
  };
}

/** The account-page tab where each binding is made. */
export const requirementTabs: Record<'bankCard' | 'wechatCode' | 'alipayCode', AccountTab> = {
  bankCard: 'bankCard',
  wechatCode: 'wechat',
  alipayCode: 'alipay',
};

/** What is still missing before `kind` may go ahead (unknown counts as missing). */
export function missingFor(kind: PromptKind, status: BindStatus): Requirement[] {
  return needs[kind].filter((r) => status[r] !== true);
}
