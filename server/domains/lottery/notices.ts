/**
 * Win notices. The settlement transaction writes one notice per winner and draw, naming the
 * orders won; the winner's sockets are told at once, and a socket that was away (reconnecting,
 * asleep) fetches what it missed after the cursor it last read. A user's notice ids are taken
 * while the settlement journal holds that user's account row, so they become visible in id
 * order: the highest id a read returned is a safe cursor.
 */
import { AWARD_NOTICES_MAX, type AwardNotices, type LotteryAwardMessage } from '../../../contract/socket';
import { getPlay } from '../../../engine-worker/engine';
import { fromMinorUnits, type MinorUnits } from '../../../rules/money';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { lotteryOf } from './lotteries';
import { insertWinNotices, latestNoticeId, latestWinsAfter } from './notice-queries';
import type { OrderId, UserId } from '../../db/ids';

export interface WonOrder {
  orderId: OrderId;
  userId: UserId;
}

/** Writes one notice per user over the orders they won; returns each user's notice id. */
export async function recordWinNotices(tx: Tx, won: readonly WonOrder[], now: number): Promise<Map<UserId, number>> {
  const noticeOf = new Map<UserId, number>();
  if (won.length === 0) return noticeOf;
  const rows = await insertWinNotices(tx, won, now);
  for (const row of rows) noticeOf.set(row.user_id, row.id);
  return noticeOf;
}

/** The socket message of a win; the play is named in Chinese when the engine knows it. */
export function awardMessageOf(win: {
  noticeId: number;
  lottery: string;
  issue: string;
  method: string;
  award: MinorUnits;
  orderNo: string;
}): LotteryAwardMessage {
  let method = win.method;
  const lottery = lotteryOf(win.lottery);
  try {
    if (lottery) method = getPlay(`${lottery.family}:${win.method}`).fullName;
  } catch {
    /* keep the id */
  }
  return { noticeId: win.noticeId, bonus: fromMinorUnits(win.award), issue: win.issue, lottery: win.lottery, method, orderId: win.orderNo };
}

/**
 * The wins of the user's notices after `after` (the latest AWARD_NOTICES_MAX wins, oldest
 * first), or only the cursor when `after` is undefined.
 */
export async function awardNoticesOf(db: Db, userId: UserId, after: number | undefined): Promise<AwardNotices> {
  if (after === undefined) return { notices: [], cursor: await latestNoticeId(db, userId) };
  const wins = (await latestWinsAfter(db, userId, after, AWARD_NOTICES_MAX)).reverse();
  return {
    notices: wins.map((r) => awardMessageOf({ noticeId: r.id, lottery: r.lottery, issue: r.issue_no, method: r.method, award: r.award, orderNo: r.order_no })),
    cursor: wins.at(-1)?.id ?? after,
  };
}
