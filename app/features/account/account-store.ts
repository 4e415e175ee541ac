/** Which account-security dialog is open, and which account-page tab shows; any screen (account page, wallet prompts) sets them. */
import { proxy } from 'valtio';

export type AccountTab = 'security' | 'bankCard' | 'coinWallet' | 'wechat' | 'alipay' | 'twostep' | 'email';

export const accountDialogState = proxy({
  securityQuestion: false,
  fundPassword: false,
  tab: 'security' as AccountTab,
});

export function showAccountTab(tab: AccountTab): void {
  accountDialogState.tab = tab;
}

export function openSecurityQuestionDialog(): void {
  accountDialogState.securityQuestion = true;
}
export function closeSecurityQuestionDialog(): void {
  accountDialogState.securityQuestion = false;
}
export function openFundPasswordDialog(): void {
  accountDialogState.fundPassword = true;
}
export function closeFundPasswordDialog(): void {
  accountDialogState.fundPassword = false;
}
