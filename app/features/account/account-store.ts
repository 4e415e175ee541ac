/** Which account-security dialog is open; any screen (account page, wallet prompts) opens them. */
import { proxy } from 'valtio';

export { showAccountTab, type AccountTab } from '../../shared/account-tab';

export const accountDialogState = proxy({
  securityQuestion: false,
  fundPassword: false,
  loginPassword: false,
});

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
export function openLoginPasswordDialog(): void {
  accountDialogState.loginPassword = true;
}
export function closeLoginPasswordDialog(): void {
  accountDialogState.loginPassword = false;
}
