/**
 * A test fixture: a settled bet written straight to the database (its order row and its two
 * journals), for tests of the reports and rules that read settled orders and need them at
 * exact times and amounts. The demo's history never uses it: its orders go through the
 * order service and the scheduler (server/db/demo-history.ts).
 */
import { ORDER_STATUS } from '../../contract/lottery';
import type { Db } from '../../server/db/client';
import { mainAccountId, postJournal, SYSTEM_IDS } from '../../server/domains/wallet/ledger';
import { MINUTE_MS, beijingDate, beijingDayStart } from '../../rules/beijing-time';
import { minorUnits, negateMinor, subtractMinor } from '../../rules/money';
import type { UserId } from '../../server/db/ids';

/**
 * One settled 河内1分彩 bet placed at `placedAt`: the order and its two journals (tests only).
 * Amounts in hao; `refund` is the part of `award` that was tied stake given back (和), as settlement records it.
 */
export async function bookSettledBet(db: Db, userId: UserId, n: number, placedAt: number, stakeHao: number, awardHao: number, refundHao = 0): Promise<void> {
  const [stake, award, refund] = [minorUnits(stakeHao), minorUnits(awardHao), minorUnits(refundHao)];
  const dayStart = beijingDayStart(placedAt);
  const issueNo = `${beijingDate(dayStart)}-${String(Math.floor((placedAt - dayStart) / MINUTE_MS) + 1).padStart(4, '0')}`;
  const orderNo = `TD${beijingDate(dayStart)}${String(n).padStart(6, '0')}`;
  await db.transaction().execute(async (tx) => {
    const account = await mainAccountId(db, tx, userId);
    await tx
      .insertInto('orders')
      .values({
        order_no: orderNo,
        user_id: userId,
        lottery: 'HN1FC',
        issue_no: issueNo,
        method: 'dxds_dxds_h2',
        code: '大,小',
        position: null,
        nums: 1,
        piece: 1,
        price: String(stake),
        amount: stake,
        odds: '1.96',
        point: '0',
        bonuses: '1.96',
        bet_type: 2,
        status: award > refund ? ORDER_STATUS.won : refund > 0 ? ORDER_STATUS.refunded : ORDER_STATUS.lost,
        award,
        won: award,
        refund,
        rebate: minorUnits(0),
        trace_id: null,
        draw_code: '3,8,1,6,2',
        created_at: placedAt,
        settled_at: placedAt + MINUTE_MS,
      })
      .execute();
    await postJournal(tx, {
      kind: 'bet',
      idemKey: `seed-team-bet:${n}`,
      ref: orderNo,
      now: placedAt,
      postings: [
        { accountId: account, amount: negateMinor(stake) },
        { accountId: SYSTEM_IDS['sys:bet_escrow'], amount: stake },
      ],
    });
    await postJournal(tx, {
      kind: 'settle',
      idemKey: `seed-team-settle:${n}`,
      ref: `HN1FC:${issueNo}`,
      now: placedAt + MINUTE_MS,
      postings: [
        { accountId: SYSTEM_IDS['sys:bet_escrow'], amount: negateMinor(stake) },
        { accountId: SYSTEM_IDS['sys:house'], amount: subtractMinor(stake, award) },
        { accountId: account, amount: award },
      ],
    });
  });
}
