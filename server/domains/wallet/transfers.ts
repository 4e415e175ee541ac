/**
 * Transfers between the main wallet and a game wallet: the rules (which pairs, limits,
 * amounts, who may), the fund password and two-step checks, and the booking: one
 * `transfers` row and one journal in the same transaction. The conditional balance update
 * of the ledger refuses a transfer the wallet cannot cover, so concurrent transfers never
 * spend more than the balance.
 */
import type { FastifyReply } from 'fastify';
import { TRIAL_TYPE, WITHDRAW_ONLY_TYPE } from '../../../contract/user-types';
import {
  MAIN_WALLET,
  TRANSFER_AMOUNT_PATTERN,
  TRANSFER_REFUSED,
  isWalletId,
  transferTargets,
  wallets,
  type TransferIndex,
  type TransferRequest,
  type TransferResult,
  type WalletCash,
  type WalletId,
} from '../../../contract/wallet';
import { fromMinorUnits, minorUnits, type MinorUnits, negateMinor, toMinorUnits } from '../../../rules/money';
import type { TransferSettings } from '../../config';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { idempotent, storedAnswerOf, type Tx } from '../../db/transaction';
import { ApiError, fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { securityChecks, twoStepRequired, type SecurityDeps } from '../users/security';
import { guardPlayAllowed } from '../protection/guard';
import { accountKindOf, postJournal, walletIdOfKind } from './ledger';
import { insertTransfer, walletAccountOf, walletAccountsOf, type WalletAccount } from './queries';
import type { UserId } from '../../db/ids';

/** What a transfer depends on, with what the fund password and two-step checks (securityChecks) need. */
export type TransferDeps = Pick<ServerDeps, 'db' | 'clock' | 'config'> & SecurityDeps;

/** Refuses trial accounts (no wallet) and withdraw-only accounts (no transfers). */
export function assertMayTransfer(userType: number): void {
  if (userType === TRIAL_TYPE) fail('trialForbidden');
  if (userType === WITHDRAW_ONLY_TYPE) fail('transferForbidden');
}

/** Every wallet's balance, in the order of the wallet table. */
export function cashListOf(accounts: readonly WalletAccount[]): WalletCash[] {
  const byWallet = new Map(accounts.map((a) => [walletIdOfKind(a.kind), a.balance]));
  return wallets.map((w) => ({ cid: w.cbId, cash: fromMinorUnits(byWallet.get(w.cbId) ?? minorUnits(0)) }));
}

/** One wallet's balance (the main one when none is named). */
export async function walletBalance(db: Db, userId: UserId, cbId: string | undefined) {
  const id = cbId || MAIN_WALLET;
  const account = isWalletId(id) ? await walletAccountOf(db, userId, accountKindOf(id)) : undefined;
  if (!account) return fail('transferWallet');
  return { cash: fromMinorUnits(account.balance), agentActiveBalance: '0', version: account.version };
}

/** A transfer; a refusal answers the spec's TRANSFER_REFUSED code instead of the error's. */
export async function transferAnswered(deps: TransferDeps, sessionUser: SessionUser, input: TransferRequest, reply: FastifyReply) {
  try {
    return await transfer(deps, sessionUser, input);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 200) return reply.send({ code: TRANSFER_REFUSED, msg: error.message });
    throw error;
  }
}

export async function walletCashList(db: Db, userId: UserId): Promise<WalletCash[]> {
  return cashListOf(await walletAccountsOf(db, userId));
}

export async function transferIndex(deps: TransferDeps, sessionUser: SessionUser): Promise<TransferIndex> {
  assertMayTransfer(sessionUser.userType);
  const user = await securityChecks(deps).userById(sessionUser.id);
  const limits = deps.config.transfer;
  return {
    pcodeCbBaseList: wallets.map((w) => ({ cbId: w.cbId, cbName: w.cbName })),
    transferCashMap: {
      lotteryMinTransfer: limits.lotteryMin,
      lotteryMaxTransfer: limits.lotteryMax,
      thirdMinTransfer: limits.thirdMin,
      thirdMaxTransfer: limits.thirdMax,
    },
    payPasswordFlag: limits.payPassword ? 'N' : 'Y',
    twostepThirdTransfer: twoStepRequired(user, 'thirdTransfer') ? 1 : 0,
    cashList: await walletCashList(deps.db, sessionUser.id),
  };
}

export interface CheckedTransfer {
  out: WalletId;
  in: WalletId;
  /** Positive. */
  amount: MinorUnits;
}

/** The pair, the amount and the limits of a transfer request: refuses anything outside the rules. */
export function checkTransfer(input: Pick<TransferRequest, 'turnOut' | 'turnIn' | 'cash'>, limits: TransferSettings): CheckedTransfer {
  const { turnOut, turnIn } = input;
  if (!isWalletId(turnOut) || !isWalletId(turnIn) || turnOut === turnIn) return fail('transferWallet');
  if (!transferTargets(turnOut).includes(turnIn)) return fail('transferGameToGame');
  const cash = input.cash.trim();
  if (!TRANSFER_AMOUNT_PATTERN.test(cash)) return fail('transferAmount');
  const amount = toMinorUnits(cash);
  if (amount <= 0) return fail('transferAmount');
  const [min, max] = turnOut === MAIN_WALLET ? [limits.lotteryMin, limits.lotteryMax] : [limits.thirdMin, limits.thirdMax];
  if (amount < toMinorUnits(min)) return fail('transferBelowMin');
  if (amount > toMinorUnits(max)) return fail('transferAboveMax');
  return { out: turnOut, in: turnIn, amount };
}

/** Books a checked transfer in `tx`: the row and its journal. Returns the transfer id and the two new balances. */
export async function bookTransfer(tx: Tx, userId: UserId, transfer: CheckedTransfer, now: number): Promise<{ id: number; cashList: WalletCash[] }> {
  const accounts = await walletAccountsOf(tx, userId);
  const accountOf = (wallet: WalletId) => accounts.find((a) => a.kind === accountKindOf(wallet)) ?? fail('transferWallet');
  const from = accountOf(transfer.out);
  const to = accountOf(transfer.in);
  const id = await insertTransfer(tx, { userId, outWallet: transfer.out, inWallet: transfer.in, amount: transfer.amount, now });
  const balances = await postJournal(tx, {
    kind: 'transfer',
    idemKey: `transfer:${id}`,
    ref: `transfer:${id}`,
    now,
    postings: [
      { accountId: from.id, amount: negateMinor(transfer.amount) },
      { accountId: to.id, amount: transfer.amount },
    ],
  });
  return {
    id,
    cashList: [
      { cid: transfer.out, cash: fromMinorUnits(balances.get(from.id)!) },
      { cid: transfer.in, cash: fromMinorUnits(balances.get(to.id)!) },
    ],
  };
}

/** The order number shown for a transfer row. */
export const transferOrderNo = (id: number): string => `ZZ${String(id).padStart(10, '0')}`;

/**
 * cbPointTransfer: rules, then the fund password and the two-step code, then the booking,
 * idempotent on `requestId` (a retried request answers the first answer without asking the
 * one-time code again).
 */
export async function transfer(deps: TransferDeps, sessionUser: SessionUser, input: TransferRequest): Promise<TransferResult> {
  assertMayTransfer(sessionUser.userType);
  const checked = checkTransfer(input, deps.config.transfer);
  // The idempotency hash leaves the secrets out: only what the transfer does.
  const what = { turnOut: checked.out, turnIn: checked.in, amount: checked.amount };
  const answered = await storedAnswerOf<TransferResult>(deps, sessionUser, input.requestId, what);
  if (answered) return answered;
  const user = await securityChecks(deps).userById(sessionUser.id);
  if (deps.config.transfer.payPassword) await securityChecks(deps).fundPassword(user, input.payPassword);
  await securityChecks(deps).twoStep(user, input.code, 'thirdTransfer');
  return idempotent(deps, sessionUser, input.requestId, what, async (tx) => {
    const now = deps.clock.now();
    // Money out of a game wallet may always come home; into one is play.
    if (checked.in !== MAIN_WALLET) await guardPlayAllowed(tx, sessionUser.id, now);
    const booked = await bookTransfer(tx, sessionUser.id, checked, now);
    return { orderNo: transferOrderNo(booked.id), cashList: booked.cashList };
  });
}
