/**
 * The checks a money or binding request makes before it changes anything: the fund
 * password (limited failures per user, the same count as the fund-password check of the
 * account page) and the two-step code (TOTP, RFC 6238, 30 s steps, ±1 step of clock
 * drift) where the player switched it on. A code is accepted once: a replay of the last
 * accepted step is refused, so a code seen over a shoulder cannot be used again.
 */
import { Secret, TOTP } from 'otpauth';
import type { ServerDeps } from '../../deps';
import { ApiError, fail } from '../../errors';
import { userOwner } from './passwords';
import { activatePendingTwoStep, claimTwoStepStep, findUserById, type UserRow } from './queries';
import { FailureLimit } from '../session/throttle';
import type { UserId } from '../../db/ids';

export type { UserRow } from './queries';
/** For the account and team domains: whose turn a hash is (app.passwords). */
export { addressOwner, ownerOf, userOwner, type HashOwner } from './passwords';
export { findUserById, findUserByName, setPasswordHash } from './queries';

/** Where a switched-on two-step code is asked. */
export type TwoStepSwitch = 'login' | 'withdraw' | 'agentTransfer' | 'thirdTransfer' | 'bindAddress';

const switchColumn = {
  login: 'twostep_login',
  withdraw: 'twostep_withdraw',
  agentTransfer: 'twostep_agent_transfer',
  thirdTransfer: 'twostep_third_transfer',
  bindAddress: 'twostep_bind_address',
} as const satisfies Record<TwoStepSwitch, keyof UserRow>;

export const TOTP_ISSUER = 'SOBET';

/** The TOTP of a base32 secret, for a user name (the label an authenticator app shows). */
export function totpOf(secretBase32: string, username: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function twoStepRequired(user: UserRow, where: TwoStepSwitch): boolean {
  return user.twostep_secret !== null && user[switchColumn[where]];
}

export interface SecurityChecks {
  /** Throws `payPasswordMissing`, `wrongPayPassword` or `tooMany` (429). */
  fundPassword(user: UserRow, password: string | undefined): Promise<void>;
  /**
   * Whether `candidate` is the user's log-in password (a password change's old password, or a
   * new fund password that must differ from it). Each mismatch counts against the user, so a
   * session cannot guess the log-in password; `tooMany` (429) past the limit.
   */
  loginPasswordMatches(user: UserRow, candidate: string): Promise<boolean>;
  /**
   * When the user's two-step switch for `where` is on: throws `twoStepMissing` or
   * `wrongTwoStep` unless `code` is a fresh valid code. Does nothing when it is off.
   */
  twoStep(user: UserRow, code: string | undefined, where: TwoStepSwitch): Promise<void>;
  /** Checks a code against the bound secret whatever the switches (binding, switching). */
  twoStepCode(user: UserRow, code: string | undefined): Promise<void>;
  /**
   * Confirms the two-step secret the user is setting up with a code from it: the secret
   * becomes the bound one (and that code's step is used). Throws `twoStepNotStarted`,
   * `twoStepBound`, `twoStepMissing`, `wrongTwoStep` or `tooMany`.
   */
  activateTwoStep(user: UserRow, code: string | undefined): Promise<void>;
  /** The user row, or 401 when the session's user is gone. */
  userById(id: UserId): Promise<UserRow>;
}

/** What the checks use: the users' rows, the clock, the failure limits' settings and counts, the hashing queue. */
export type SecurityDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'attempts' | 'passwords'>;

/** Keyed by the app's hashing queue: one per app, where an attempt store may be shared by several. */
const checksOfApp = new WeakMap<SecurityDeps['passwords'], SecurityChecks>();

/**
 * The app's one set of secret checks. One per app, not per caller: the failure limits run the
 * checks of one key one after another, which holds only if every route shares them (a transfer's
 * and a withdrawal's fund-password guesses count with validatePayPassword's).
 */
export function securityChecks(deps: SecurityDeps): SecurityChecks {
  let checks = checksOfApp.get(deps.passwords);
  if (!checks) {
    checks = makeSecurityChecks(deps);
    checksOfApp.set(deps.passwords, checks);
  }
  return checks;
}

function makeSecurityChecks({ db, clock, config, attempts, passwords }: SecurityDeps): SecurityChecks {
  const { max, windowMs } = config.loginFailures;
  const fundLimit = new FailureLimit(attempts, max, windowMs);
  const codeLimit = new FailureLimit(attempts, max, windowMs);
  const loginPasswordLimit = new FailureLimit(attempts, max, windowMs);

  /** The step `digits` matches in `secret` (±1 step of drift), or null. */
  function stepOf(secret: string, username: string, digits: string, now: number): number | null {
    const delta = /^\d{6}$/.test(digits) ? totpOf(secret, username).validate({ token: digits, timestamp: now, window: 1 }) : null;
    return delta === null ? null : Math.floor(now / 30_000) + delta;
  }

  async function activateTwoStep(user: UserRow, code: string | undefined): Promise<void> {
    if (user.twostep_secret) fail('twoStepBound');
    const pending = user.twostep_pending_secret;
    if (!pending) fail('twoStepNotStarted');
    const digits = (code ?? '').replace(/\s/g, '');
    if (digits === '') fail('twoStepMissing');
    // Only the secret that was shown becomes active, and only once.
    const activated = await codeLimit.guard(`totp:${user.id}`, async () => {
      const step = stepOf(pending, user.username, digits, clock.now());
      return step !== null && (await activatePendingTwoStep(db, user.id, pending, step));
    });
    if (!activated) fail('wrongTwoStep');
  }

  async function twoStepCode(user: UserRow, code: string | undefined): Promise<void> {
    if (!user.twostep_secret) fail('twoStepUnbound');
    const digits = (code ?? '').replace(/\s/g, '');
    if (digits === '') fail('twoStepMissing');
    // Claims the step atomically: of two requests with one code, only one passes.
    const claimed = await codeLimit.guard(`totp:${user.id}`, async () => {
      const step = stepOf(user.twostep_secret!, user.username, digits, clock.now());
      return step !== null && (await claimTwoStepStep(db, user.id, step));
    });
    if (!claimed) fail('wrongTwoStep');
  }

  return {
    async fundPassword(user, password) {
      if (!user.pay_password_hash) fail('payPasswordMissing');
      const typed = (password ?? '').replace(/\s/g, '');
      // Nothing typed is no guess: refused with the form's message, not counted as a failure.
      if (typed === '') fail('payPasswordRequired');
      if (!(await fundLimit.guard(`pay:${user.id}`, () => passwords.verify(userOwner(user.id), typed, user.pay_password_hash)))) fail('wrongPayPassword');
    },
    loginPasswordMatches(user, candidate) {
      return loginPasswordLimit.guard(`pwd:${user.id}`, () => passwords.verify(userOwner(user.id), candidate, user.password_hash));
    },
    async twoStep(user, code, where) {
      if (twoStepRequired(user, where)) await twoStepCode(user, code);
    },
    twoStepCode,
    activateTwoStep,
    async userById(id) {
      const user = await findUserById(db, id);
      if (!user) throw new ApiError('notLoggedIn', undefined, 401);
      return user;
    },
  };
}
