/**
 * The binding rules. Every change needs the fund password (and, for an address, the
 * two-step code when the player switched it on for bindings); trial accounts bind nothing.
 * Changes of one user run one at a time (the user row is locked), so two requests cannot
 * pass the card limit together or set two different real names.
 */
import crypto from 'node:crypto';
import {
  CARD_NO_PATTERN,
  EMAIL_CODE_PATTERN,
  EMAIL_PATTERN,
  maskCardNo,
  maskEmail,
  maskName,
  realNameProblem,
  walletAddressValid,
  walletKind,
  type BankCard,
  type BindOverview,
  type CoinWallet,
  type Protocol,
  type QrBinding,
  type QrKind,
  type TwostepStatus,
  type TwostepSecret,
  type TwostepSwitchName,
  type WalletType,
} from '../../../contract/account';
import { passwordValid } from '../../../contract/credentials';
import { TRIAL_TYPE } from '../../../contract/user-types';
import { idempotent, type Tx } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { ApiError, fail } from '../../errors';
import { formatBeijing } from '../../../rules/beijing-time';
import {
  findUserById,
  findUserByName,
  newTotpSecret,
  securityChecks,
  setPasswordHash,
  totpOf,
  userOwner,
  type HashOwner,
  type UserRow,
} from '../users/security';
import { bankByCode } from './banks';
import { bankCardsWithWaits, coinKinds, coinWalletsWithWaits, receivingCodeOf, type Usable } from './bindings';
import { lockUser, setPendingTwostepSecret, setRealNameOnce, setTwostepSwitch, setVerifiedEmail, type SwitchColumn } from '../users/queries';
import {
  reserveEmailCodeAttempt,
  insertAddress,
  insertBankCard,
  insertEmailCode,
  latestEmailCode,
  removeAddress,
  useEmailCode,
  type BankCardRow,
  type BindAddressRow,
} from './queries';

const switchColumns: Record<TwostepSwitchName, SwitchColumn> = {
  login: 'twostep_login',
  withdraw: 'twostep_withdraw',
  agentTransfer: 'twostep_agent_transfer',
  thirdTransfer: 'twostep_third_transfer',
  bindAddress: 'twostep_bind_address',
};

const flag = (on: boolean) => (on ? 1 : 0);

export function twostepStatusOf(user: UserRow): TwostepStatus {
  const bound = user.twostep_secret !== null;
  return {
    twostep: flag(bound),
    twostepLogin: flag(bound && user.twostep_login),
    twostepWithdraw: flag(bound && user.twostep_withdraw),
    twostepAgentTransfer: flag(bound && user.twostep_agent_transfer),
    twostepThirdTransfer: flag(bound && user.twostep_third_transfer),
    twostepBindAddress: flag(bound && user.twostep_bind_address),
  };
}

export function bankCardView(card: Usable<BankCardRow>, now: number): BankCard {
  return {
    id: card.id,
    bankCardNo: maskCardNo(card.card_no),
    sn: maskName(card.holder_name),
    bankNameZH: card.bank_name,
    bankAllas: card.bank_code,
    bindTime: formatBeijing(card.created_at),
    availableTime: formatBeijing(card.availableAt),
    available: card.availableAt <= now,
  };
}

export function coinWalletView(wallet: Usable<BindAddressRow>, now: number): CoinWallet {
  const [coinType = '', protocol = ''] = wallet.kind.split('-');
  return {
    id: wallet.id,
    name: wallet.name,
    address: wallet.address,
    coinType,
    protocol,
    bindTime: formatBeijing(wallet.created_at),
    availableTime: formatBeijing(wallet.availableAt),
    available: wallet.availableAt <= now,
  };
}

const qrView = (row: Usable<BindAddressRow>, now: number): QrBinding => ({
  id: row.id,
  address: row.address,
  bindTime: formatBeijing(row.created_at),
  availableTime: formatBeijing(row.availableAt),
  available: row.availableAt <= now,
});

/** A 6-digit code from a CSPRNG. */
const newEmailCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

type EmailPurpose = 'bindEmail' | 'resetPassword';

/** What the bindings use: the rows, the clock, the binding rules, the secret checks' parts, the mail, the log and the sessions a reset ends. */
export type AccountDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'attempts' | 'passwords' | 'mailer' | 'log' | 'sessions'>;

export function accountService(deps: AccountDeps) {
  const { db, clock, passwords } = deps;
  const rules = deps.config.bindings;
  const checks = securityChecks(deps);

  /**
   * A binding change's transaction, run again when the database breaks a deadlock or drops the
   * connection before commit (no request key: a change repeated by the player is refused as a duplicate).
   */
  const change = <T>(user: UserRow, work: (tx: Tx) => Promise<T>) =>
    idempotent(deps, { id: user.id, username: user.username, userType: user.user_type, tokenHash: '' }, undefined, null, work);

  function refuseTrial(user: UserRow): void {
    if (user.user_type === TRIAL_TYPE) fail('trialForbidden');
  }

  /** Fund password (and the bind-address two-step code when asked) before any binding change. */
  async function authorize(user: UserRow, payPassword: string, code?: string, address = false): Promise<void> {
    refuseTrial(user);
    await checks.fundPassword(user, payPassword);
    if (address) await checks.twoStep(user, code, 'bindAddress');
  }

  /** `owner`: whose turn the code's hash is (the user binding, or the address asking for a reset). */
  async function sendCode(user: UserRow, purpose: EmailPurpose, email: string, owner: HashOwner = userOwner(user.id)): Promise<void> {
    const now = clock.now();
    const last = await latestEmailCode(db, user.id, purpose);
    if (last && now - last.created_at < rules.emailCodeResendMs) fail('verifyCodeTooSoon');
    const code = newEmailCode();
    await insertEmailCode(db, { userId: user.id, purpose, email, codeHash: await passwords.hash(owner, code), now, expiresAt: now + rules.emailCodeTtlMs });
    const minutes = Math.round(rules.emailCodeTtlMs / 60_000);
    const subject = purpose === 'bindEmail' ? '邮箱绑定验证码' : '找回密码验证码';
    const text = `${user.username}，您好：\n\n您的验证码是 ${code}，${minutes}分钟内有效。\n如非本人操作，请忽略本邮件。`;
    try {
      await deps.mailer.send(email, subject, text);
    } catch (error) {
      deps.log.error({ err: error }, 'mail not sent');
      fail('mailFailed');
    }
  }

  /** Checks the newest code of `purpose`: expiry, a try counted before the digits are checked, then the digits; uses it up when right. */
  async function checkCode(user: UserRow, purpose: EmailPurpose, code: string, owner: HashOwner = userOwner(user.id)): Promise<{ email: string }> {
    const row = await latestEmailCode(db, user.id, purpose);
    const now = clock.now();
    if (!row || row.used_at !== null || row.expires_at <= now) fail('verifyCodeWrong');
    const tries = await reserveEmailCodeAttempt(db, row.id, rules.emailCodeAttempts);
    if (tries === undefined) fail('verifyCodeAttempts');
    const digits = code.replace(/\s/g, '');
    if (!EMAIL_CODE_PATTERN.test(digits) || !(await passwords.verify(owner, digits, row.code_hash)))
      fail(tries >= rules.emailCodeAttempts ? 'verifyCodeAttempts' : 'verifyCodeWrong');
    if (!(await useEmailCode(db, row.id, now))) fail('verifyCodeWrong');
    return { email: row.email };
  }

  return {
    async overview(user: UserRow): Promise<BindOverview> {
      const [cards, wallets, wechat, alipay, pending] = await Promise.all([
        bankCardsWithWaits(db, user.id, rules),
        coinWalletsWithWaits(db, user.id, rules),
        receivingCodeOf(db, user.id, 'wechat', rules),
        receivingCodeOf(db, user.id, 'alipay', rules),
        latestEmailCode(db, user.id, 'bindEmail'),
      ]);
      const waiting = pending && pending.used_at === null && pending.expires_at > clock.now() ? maskEmail(pending.email) : '';
      return {
        userType: user.user_type,
        realName: user.real_name ? maskName(user.real_name) : '',
        realNameSet: user.real_name !== null,
        bankCardCount: cards.length,
        coinWalletCount: wallets.length,
        isBindWechat: wechat !== undefined,
        isBindAlipay: alipay !== undefined,
        email: user.email ? maskEmail(user.email) : '',
        emailVerified: user.email_verified_at !== null,
        pendingEmail: waiting,
        payPwd: flag(user.pay_password_hash !== null),
        risk: user.risk,
        twostepStatus: twostepStatusOf(user),
      };
    },

    async bankCards(user: UserRow): Promise<{ cards: BankCard[]; available: BankCard[] }> {
      const now = clock.now();
      const cards = (await bankCardsWithWaits(db, user.id, rules)).map((c) => bankCardView(c, now));
      return { cards, available: cards.filter((c) => c.available) };
    },

    async bindBankCard(user: UserRow, input: { sn: string; bankCode: string; cardNo: string; payPassword: string }): Promise<BankCard> {
      const holder = input.sn.trim();
      const cardNo = input.cardNo.replace(/\s/g, '');
      const problem = realNameProblem(holder);
      if (problem) fail(problem);
      if (!CARD_NO_PATTERN.test(cardNo)) fail('cardNumber');
      const bank = bankByCode(input.bankCode);
      if (!bank) fail('unknownBank');
      await authorize(user, input.payPassword);
      const now = clock.now();
      await change(user, async (tx) => {
        await lockUser(tx, user.id);
        const fresh = (await findUserById(tx, user.id))!;
        if (fresh.real_name !== null && fresh.real_name !== holder) fail('realNameMismatch');
        const cards = await bankCardsWithWaits(tx, user.id, rules);
        if (cards.some((c) => c.card_no === cardNo)) fail('cardExists');
        if (cards.length >= rules.maxBankCards) fail('tooManyCards');
        await setRealNameOnce(tx, user.id, holder);
        await insertBankCard(tx, { userId: user.id, cardNo, holderName: holder, bankCode: bank.code, bankName: bank.name, now });
      });
      const card = (await bankCardsWithWaits(db, user.id, rules)).find((c) => c.card_no === cardNo)!;
      return bankCardView(card, clock.now());
    },

    async coinWallets(user: UserRow): Promise<CoinWallet[]> {
      const now = clock.now();
      return (await coinWalletsWithWaits(db, user.id, rules)).map((w) => coinWalletView(w, now));
    },

    async bindAddress(
      user: UserRow,
      input: { coinType: WalletType; protocol?: Protocol; address: string; name?: string; payPassword: string; code?: string },
    ): Promise<CoinWallet> {
      const address = input.address.trim();
      if (!walletAddressValid(input.coinType, input.protocol, address)) fail('badAddress');
      await authorize(user, input.payPassword, input.code, true);
      const kind = walletKind(input.coinType, input.protocol);
      const now = clock.now();
      const row = await change(user, async (tx) => {
        await lockUser(tx, user.id);
        const live = (await coinWalletsWithWaits(tx, user.id, rules)).filter((w) => w.kind === kind);
        // ERC20 addresses are case-insensitive (the mixed case is only a checksum).
        const same = (a: string) => (input.protocol === 'ERC20' ? a.toLowerCase() === address.toLowerCase() : a === address);
        if (live.some((w) => same(w.address))) fail('addressExists');
        if (live.length >= rules.maxCoinWallets) fail('tooManyAddresses');
        return insertAddress(tx, { userId: user.id, kind, name: (input.name ?? '').trim() || kind, address, now });
      });
      const wallet = (await coinWalletsWithWaits(db, user.id, rules)).find((w) => w.id === row.id)!;
      return coinWalletView(wallet, clock.now());
    },

    /** Removes a crypto wallet or a receiving code of the user's; another user's id is not found. */
    async unbindAddress(user: UserRow, input: { id: number; payPassword: string; code?: string }): Promise<void> {
      await authorize(user, input.payPassword, input.code, true);
      if (!(await removeAddress(db, user.id, input.id, clock.now(), [...coinKinds, 'wechat', 'alipay']))) fail('bindingNotFound');
    },

    async receivingCodes(user: UserRow): Promise<{ wechat: QrBinding | null; alipay: QrBinding | null }> {
      const [wechat, alipay] = await Promise.all([receivingCodeOf(db, user.id, 'wechat', rules), receivingCodeOf(db, user.id, 'alipay', rules)]);
      const now = clock.now();
      return { wechat: wechat ? qrView(wechat, now) : null, alipay: alipay ? qrView(alipay, now) : null };
    },

    /** Binds (or replaces) the receiving code of `kind` with the text decoded from its image. */
    /** The image is read (`readText`) only after the cheap checks: the account's type, fund password and two-step. */
    async bindReceivingCode(user: UserRow, input: { kind: QrKind; payPassword: string; code?: string; readText: () => Promise<string> }): Promise<QrBinding> {
      await authorize(user, input.payPassword, input.code, true);
      const text = await input.readText();
      const now = clock.now();
      const row = await change(user, async (tx) => {
        await lockUser(tx, user.id);
        const old = await receivingCodeOf(tx, user.id, input.kind, rules);
        if (old) await removeAddress(tx, user.id, old.id, now);
        await insertAddress(tx, { userId: user.id, kind: input.kind, name: input.kind, address: text, now });
        return (await receivingCodeOf(tx, user.id, input.kind, rules))!;
      });
      return qrView(row, now);
    },

    /** A new secret, not active until a code from it is confirmed; the otpauth URL is shown as a QR. */
    async twostepSecret(user: UserRow): Promise<TwostepSecret> {
      refuseTrial(user);
      if (user.twostep_secret) fail('twoStepBound');
      const secret = newTotpSecret();
      await setPendingTwostepSecret(db, user.id, secret);
      return { secret, otpauthUrl: totpOf(secret, user.username).toString() };
    },

    async bindTwostep(user: UserRow, input: { code: string; payPassword: string }): Promise<TwostepStatus> {
      refuseTrial(user);
      if (user.twostep_secret) fail('twoStepBound');
      await checks.fundPassword(user, input.payPassword);
      await checks.activateTwoStep(user, input.code);
      return twostepStatusOf((await findUserById(db, user.id))!);
    },

    async switchTwostep(user: UserRow, input: { type: TwostepSwitchName; status: 0 | 1; code: string; payPassword: string }): Promise<TwostepStatus> {
      refuseTrial(user);
      if (!user.twostep_secret) fail('twoStepUnbound');
      await checks.fundPassword(user, input.payPassword);
      await checks.twoStepCode(user, input.code);
      await setTwostepSwitch(db, user.id, switchColumns[input.type], input.status === 1);
      return twostepStatusOf((await findUserById(db, user.id))!);
    },

    async validateTwoStep(user: UserRow, code: string): Promise<void> {
      await checks.twoStepCode(user, code);
    },

    /** Sends a code to the new e-mail; the e-mail is bound once the code comes back. */
    async bindEmail(user: UserRow, input: { email: string; payPassword: string }): Promise<{ email: string }> {
      const email = input.email.trim();
      if (!EMAIL_PATTERN.test(email)) fail('badEmail');
      refuseTrial(user);
      await checks.fundPassword(user, input.payPassword);
      await sendCode(user, 'bindEmail', email);
      return { email: maskEmail(email) };
    },

    async resendEmailCode(user: UserRow): Promise<{ email: string }> {
      refuseTrial(user);
      const pending = await latestEmailCode(db, user.id, 'bindEmail');
      if (!pending || pending.used_at !== null) fail('noPendingEmail');
      await sendCode(user, 'bindEmail', pending.email);
      return { email: maskEmail(pending.email) };
    },

    async verifyEmail(user: UserRow, code: string): Promise<{ email: string }> {
      refuseTrial(user);
      const { email } = await checkCode(user, 'bindEmail', code);
      await setVerifiedEmail(db, user.id, email, clock.now());
      return { email: maskEmail(email) };
    },

    /**
     * Sends a reset code when the user exists and `email` is their verified e-mail. The answer
     * is the same in every case, so it does not tell whether a user name exists.
     */
    async requestPasswordReset(input: { cn: string; email: string }, owner: HashOwner): Promise<void> {
      const user = await findUserByName(db, input.cn.trim());
      const email = input.email.trim().toLowerCase();
      if (!user || user.email_verified_at === null || !user.email || user.email.toLowerCase() !== email) {
        await passwords.hash(owner, newEmailCode()); // the same work as a real send, so the time does not tell either
        return;
      }
      try {
        await sendCode(user, 'resetPassword', user.email, owner);
      } catch (error) {
        // Too soon or a mail failure must look like success too, or they would tell the user exists.
        if (!(error instanceof ApiError)) throw error;
      }
    },

    async resetPassword(input: { cn: string; code: string; password: string }, owner: HashOwner): Promise<void> {
      if (!passwordValid(input.password)) fail('badPassword');
      const user = await findUserByName(db, input.cn.trim());
      if (!user) fail('verifyCodeWrong');
      await checkCode(user, 'resetPassword', input.code, owner);
      await setPasswordHash(db, user.id, await passwords.hash(owner, input.password));
      await deps.sessions.destroyAllOf(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
