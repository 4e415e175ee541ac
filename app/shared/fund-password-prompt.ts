/**
 * The fund password across features. "Enter your fund password" for any money action (withdraw,
 * transfer, red packet …): a feature awaits `askFundPassword()`, the one dialog (FundPasswordPrompt,
 * mounted by the shell) collects it. A player without a fund password is sent to the dialog that
 * sets one (the account feature's FundPasswordDialog, opened through `openFundPasswordSetting`).
 */
import { proxy } from 'valtio';
import { errorText } from '../lib/http';
import { fundPasswordMessages } from '../lib/account-rules';
import { onSessionCleared } from '../stores/session-store';
import { currentUser } from '../stores/user-info';
import { errorCodes } from '../../contract/primitives';

export const MISSING_FUND_PASSWORD = errorCodes.payPasswordMissing.msg;

export interface FundPasswordRequest {
  title?: string;
  /** A line above the field, e.g. what the password confirms. */
  description?: string;
  /**
   * Runs the action with the password while the dialog waits; a failure (资金密码错误 …) is shown in
   * the dialog, which stays open for another try.
   */
  submit?: (password: string) => Promise<unknown>;
}

export const fundPasswordPrompt = proxy({
  open: false,
  title: '资金密码',
  description: '',
  /** No fund password yet: the dialog offers to set one. */
  missing: false,
  busy: false,
  error: '',
});

let openSetting: () => void = () => undefined;
/**
 * The dialog that sets (or changes) the fund password is the account feature's; it hands over how to
 * open it here (the shared layer cannot import a feature), so any feature and the prompt can open it.
 */
export function provideFundPasswordSetting(open: () => void): void {
  openSetting = open;
}
export function openFundPasswordSetting(): void {
  openSetting();
}

let pending: { resolve: (password: string | null) => void; submit?: FundPasswordRequest['submit'] } | null = null;

function finish(password: string | null): void {
  const current = pending;
  pending = null;
  Object.assign(fundPasswordPrompt, { open: false, missing: false, busy: false, error: '', description: '' });
  current?.resolve(password);
}

/**
 * Opens the dialog; resolves with the password (spaces removed) once it is given and `submit`, if
 * any, succeeded, or null when the player cancels. A second request cancels the first.
 */
export function askFundPassword(request: FundPasswordRequest = {}): Promise<string | null> {
  if (pending) finish(null);
  return new Promise((resolve) => {
    pending = { resolve, submit: request.submit };
    Object.assign(fundPasswordPrompt, {
      open: true,
      title: request.title ?? '资金密码',
      description: request.description ?? '',
      missing: currentUser()?.payPwd !== 1,
      busy: false,
      error: '',
    });
  });
}

/** The dialog's confirm: checks the typed password, runs the request's action, then resolves. */
export async function confirmFundPassword(typed: string): Promise<void> {
  if (!pending || fundPasswordPrompt.busy) return;
  const password = typed.replace(/\s+/g, '');
  if (password === '') {
    fundPasswordPrompt.error = fundPasswordMessages.required;
    return;
  }
  const { submit } = pending;
  if (submit) {
    fundPasswordPrompt.busy = true;
    fundPasswordPrompt.error = '';
    try {
      await submit(password);
    } catch (error) {
      fundPasswordPrompt.busy = false;
      fundPasswordPrompt.error = errorText(error);
      return;
    }
  }
  finish(password);
}

export function cancelFundPassword(): void {
  finish(null);
}

/** The prompt's 去设置 for a player without a fund password: cancels the request and opens the setting dialog. */
export function setFundPasswordFirst(): void {
  cancelFundPassword();
  openFundPasswordSetting();
}

onSessionCleared(cancelFundPassword);
