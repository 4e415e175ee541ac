/**
 * Which tab the account page (/personal/account/account) shows. Any screen that sends the
 * player there to bind something (the bind prompt, the withdraw tab's not-bound screen) sets
 * it first, so the page opens on the right form.
 */
import { proxy } from 'valtio';

export type AccountTab = 'security' | 'bankCard' | 'coinWallet' | 'wechat' | 'alipay' | 'twostep' | 'email';

export const accountTabState = proxy({ tab: 'security' as AccountTab });

export function showAccountTab(tab: AccountTab): void {
  accountTabState.tab = tab;
}
