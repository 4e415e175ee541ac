/**
 * The wallet modal: shown, tab, default inbound wallet. Opening checks
 * the user-type rules (type 10 no wallet, type 7 withdraw only) and says why when refused.
 */
import { proxy } from 'valtio';
import { toast } from '../../design-system';
import { readStartHash } from '../lib/start-hash';
import { currentUser } from './user-info';
import { walletAccess, walletTabs, type WalletTab } from './user-rules';

/** The URL hash opens the modal this long after load. */
export const WALLET_HASH_DELAY_MS = 1000;
/** Opening from a game with code 2 opens transfer with this inbound wallet. */
export const GAME_TRANSFER_CODE = 2;
export const GAME_DEFAULT_IN_WALLET = 'hqt';

export const walletState = proxy({
  open: false,
  tab: 'charge' as WalletTab,
  /** Default inbound wallet of the transfer tab (null = the tab's own default). */
  defaultIn: null as string | null,
});

export function walletTabFromHash(hash: string): WalletTab | null {
  const name = hash.replace(/^#/, '');
  return walletTabs.some((t) => t.value === name) ? (name as WalletTab) : null;
}

/** Opens the modal on `tab` if this user may; otherwise shows the reason. Returns whether it opened. */
export function openWallet(tab: WalletTab, options: { defaultIn?: string } = {}): boolean {
  const access = walletAccess(currentUser()?.userType, tab);
  if (!access.allowed) {
    toast.warning(access.message);
    return false;
  }
  walletState.tab = tab;
  walletState.defaultIn = options.defaultIn ?? null;
  walletState.open = true;
  return true;
}

/** A game asks for the wallet: code 2 = transfer into the hqt wallet. */
export function openWalletFromGame(code: number): boolean {
  if (code === GAME_TRANSFER_CODE) return openWallet('transfer', { defaultIn: GAME_DEFAULT_IN_WALLET });
  return openWallet('charge');
}

/**
 * What must happen before the charge tab is left (closed, or another tab chosen): a ONEPAY
 * payee matching in progress is cancelled first. The charge tab sets it while it matches.
 */
let beforeLeavingCharge: (() => void) | null = null;
export function setBeforeLeavingCharge(action: (() => void) | null): void {
  beforeLeavingCharge = action;
}
function leaveCharge(): void {
  const action = beforeLeavingCharge;
  beforeLeavingCharge = null;
  action?.();
}

/** Switching tabs inside the modal follows the same rules. */
export function switchWalletTab(tab: WalletTab): boolean {
  const access = walletAccess(currentUser()?.userType, tab);
  if (!access.allowed) {
    toast.warning(access.message);
    return false;
  }
  if (tab !== walletState.tab) leaveCharge();
  walletState.tab = tab;
  return true;
}

export function closeWallet(): void {
  leaveCharge();
  walletState.open = false;
  walletState.defaultIn = null;
}

let hashTabTaken = false;
/** Consumes the start-up hash (lib/start-hash.ts, once): the tab to open, if any. */
export function takeHashTab(): WalletTab | null {
  if (hashTabTaken) return null;
  hashTabTaken = true;
  return walletTabFromHash(readStartHash());
}
