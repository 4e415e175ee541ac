/**
 * The figures the limits, the reality check and the activity statement count: play from the
 * wallet's ledger (which journal kinds count as play or stake is decided here), deposits from the
 * payments' deposit orders.
 */
import { DEPOSIT_STATUS } from '../../../contract/payment';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { UserId } from '../../db/ids';
import { negateMinor, type MinorUnits } from '../../../rules/money';
import { dailyEntrySumsOf, entrySumsOf } from '../wallet/ledger';
import { depositSumsOf } from '../payments/queries';

/** Journal kinds of play: stakes out, cancellation and win-stop refunds back, prizes (with ties' refunds and rebates) in. */
const STAKE_KINDS = ['bet', 'game_bet', 'refund'];
const PAYOUT_KINDS = ['settle', 'game_payout'];
const PLAY_KINDS = [...STAKE_KINDS, ...PAYOUT_KINDS];
const DEPOSIT_KINDS = ['deposit', 'deposit_bonus'];
const WITHDRAW_KINDS = ['withdraw_payout'];

/** Deposit orders pending or credited count: what is in flight counts. */
const COUNTED_DEPOSIT_STATUSES = [DEPOSIT_STATUS.success, DEPOSIT_STATUS.pending];

export interface PeriodStarts {
  day: number;
  week: number;
  month: number;
}

export interface PlayFigures {
  /** Stakes booked since each start (a chase's every issue when booked), less the stakes refunded. */
  stakedDay: MinorUnits;
  /** Net loss of play since each start: stakes − what play paid back. */
  lossDay: MinorUnits;
  lossWeek: MinorUnits;
  lossMonth: MinorUnits;
}

/**
 * The player's play figures from the ledger: every entry of their accounts (the main lottery
 * wallet and the game wallets) in journals of play since the period starts given.
 */
export async function playFigures(db: Db | Tx, userId: UserId, starts: PeriodStarts): Promise<PlayFigures> {
  const gained = await entrySumsOf(db, userId, {
    stakedDay: { since: starts.day, kinds: STAKE_KINDS },
    lossDay: { since: starts.day, kinds: PLAY_KINDS },
    lossWeek: { since: starts.week, kinds: PLAY_KINDS },
    lossMonth: { since: starts.month, kinds: PLAY_KINDS },
  });
  return {
    stakedDay: negateMinor(gained.stakedDay),
    lossDay: negateMinor(gained.lossDay),
    lossWeek: negateMinor(gained.lossWeek),
    lossMonth: negateMinor(gained.lossMonth),
  };
}

/** Deposit orders made for the player (pending or credited) since each start. */
export const depositFigures = (db: Db | Tx, userId: UserId, starts: PeriodStarts): Promise<Record<keyof PeriodStarts, MinorUnits>> =>
  depositSumsOf(db, userId, COUNTED_DEPOSIT_STATUSES, starts);

/** The net result of play (positive = won) on the player's accounts since `from`. */
export async function playNetSince(db: Db | Tx, userId: UserId, from: number): Promise<MinorUnits> {
  return (await entrySumsOf(db, userId, { net: { since: from, kinds: PLAY_KINDS } })).net;
}

export interface StatementRow {
  /** Start of the Beijing day, epoch ms. */
  day: number;
  stake: MinorUnits;
  win: MinorUnits;
  deposit: MinorUnits;
  withdraw: MinorUnits;
  minutes: number;
}

/**
 * Per Beijing day since `from` (a day start), from the ledger's entries on the player's accounts:
 * stakes (less refunds), what play paid back, deposits credited, withdrawals paid out, and the
 * minutes holding a play journal.
 */
export async function statementRows(db: Db | Tx, userId: UserId, from: number): Promise<StatementRow[]> {
  const days = await dailyEntrySumsOf(
    db,
    userId,
    from,
    { stake: STAKE_KINDS, win: PAYOUT_KINDS, deposit: DEPOSIT_KINDS, withdraw: WITHDRAW_KINDS },
    PLAY_KINDS,
  );
  return days.map(({ day, sums, minutes }) => ({
    day,
    stake: negateMinor(sums.stake),
    win: sums.win,
    deposit: sums.deposit,
    withdraw: negateMinor(sums.withdraw),
    minutes,
  }));
}
