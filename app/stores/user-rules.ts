/**
 * What each user type may do: declared once in contract/user-types.ts (the server refuses the
 * same things); the wallet's tab labels live here with the screens.
 */
import type { WalletTab } from '../../contract/user-types';

export { chatAccess, rulesOf, walletAccess, type WalletTab } from '../../contract/user-types';

export const walletTabs: ReadonlyArray<{ value: WalletTab; label: string }> = [
  { value: 'charge', label: '充值' },
  { value: 'transfer', label: '转账' },
  { value: 'withdraw', label: '提现' },
];
