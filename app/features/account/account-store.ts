/** Which account-security dialog is open; any screen (account page, wallet prompts) opens them. */
import { proxy } from 'valtio';
import { closeFundPasswordSetting, openFundPasswordSetting } from '../../shared/fund-password-prompt';

export const accountDialogState = proxy({
  securityQuestion: false,
});

export function openSecurityQuestionDialog(): void {
  accountDialogState.securityQuestion = true;
}
export function closeSecurityQuestionDialog(): void {
  accountDialogState.securityQuestion = false;
}
/** The fund-password setting dialog's state is shared: a money prompt opens it for a player without one. */
export const openFundPasswordDialog = openFundPasswordSetting;
export const closeFundPasswordDialog = closeFundPasswordSetting;
