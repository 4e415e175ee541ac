import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '../../../../design-system/lib/toast-store';
import type { UserInfo } from '../../../../contract/session';
import { signIn } from '../../../../app/stores/session-store';
import { chatAccess, rulesOf, walletAccess } from '../../../../app/stores/user-rules';
import { keepStartHash } from '../../../../app/lib/start-hash';
import { closeWallet, openWallet, openWalletFromGame, switchWalletTab, takeHashTab, walletState, walletTabFromHash } from '../../../../app/stores/wallet-store';
import { openChat } from '../../../../app/stores/chat-store';

function asType(userType: number) {
  signIn({ userType } as UserInfo);
}

describe('user-type rules', () => {
  it('gives each user type its team, chat, wallet and account capabilities', () => {
    expect(rulesOf(0)).toMatchObject({ team: false, chat: true, charge: true });
    expect(rulesOf(1)).toMatchObject({ team: true });
    expect(rulesOf(6)).toMatchObject({ logoGoesHome: false, team: true });
    expect(rulesOf(7)).toMatchObject({ charge: false, transfer: false, withdraw: true });
    expect(rulesOf(10)).toMatchObject({ team: false, chat: false, charge: false, transfer: false, withdraw: false, accountLinks: false });
  });

  it('explains a refused wallet or chat', () => {
    expect(walletAccess(10, 'withdraw')).toEqual({ allowed: false, message: '请注册正式账号以开通此功能' });
    expect(walletAccess(7, 'charge')).toEqual({ allowed: false, message: '当前账号不可充值/转账' });
    expect(walletAccess(7, 'withdraw')).toEqual({ allowed: true });
    expect(chatAccess(10)).toEqual({ allowed: false, message: '请注册正式账号以开通此功能' });
    expect(chatAccess(0)).toEqual({ allowed: true });
  });
});

describe('wallet store', () => {
  beforeEach(() => {
    clearToasts();
    closeWallet();
  });

  it('reads the wallet tab from the start-up hash once', () => {
    expect(walletTabFromHash('#withdraw')).toBe('withdraw');
    expect(walletTabFromHash('#Aboutus')).toBeNull();
    keepStartHash('#charge');
    expect(takeHashTab()).toBe('charge');
    expect(takeHashTab()).toBeNull();
  });

  it('opens on the asked tab for an ordinary player', () => {
    asType(0);
    expect(openWallet('transfer')).toBe(true);
    expect(walletState).toMatchObject({ open: true, tab: 'transfer', defaultIn: null });
  });

  it('opens transfer into hqt when a game asks with code 2', () => {
    asType(0);
    openWalletFromGame(2);
    expect(walletState).toMatchObject({ open: true, tab: 'transfer', defaultIn: 'hqt' });
  });

  it('refuses charge and transfer for type 7 with the message', () => {
    asType(7);
    expect(openWallet('charge')).toBe(false);
    expect(walletState.open).toBe(false);
    expect(getToasts().at(-1)?.message).toBe('当前账号不可充值/转账');
    expect(openWallet('withdraw')).toBe(true);
    expect(switchWalletTab('transfer')).toBe(false);
    expect(walletState.tab).toBe('withdraw');
  });

  it('refuses the wallet and chat for trial accounts', () => {
    asType(10);
    expect(openWallet('withdraw')).toBe(false);
    expect(openChat()).toBe(false);
    expect(getToasts().map((t) => t.message)).toEqual(['请注册正式账号以开通此功能', '请注册正式账号以开通此功能']);
  });
});
