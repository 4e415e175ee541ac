/**
 * Demo data of the withdraw tab and the trade records (called by seedDemo on first start):
 * `cashout`, a member with a real name, a fund password, a bank card and a USDT address bound
 * a month ago, a deposit, a settled bet that meets the bet-volume rule, and a withdrawal
 * history (one confirmed, one refunded by the payout provider). Every amount moves through the ledger, as the live flows move it.
 */
import { USER_TYPES } from '../../contract/session';
import { WITHDRAW_STATUS } from '../../contract/withdraw';
import { insertUser } from '../domains/session/queries';
import { mainAccountOf, postJournal, SYSTEM_IDS } from '../domains/wallet/ledger';
import type { Db } from './client';
import type { Tx } from './transaction';

export const WITHDRAW_DEMO = { username: 'cashout', realName: '张三', cardNo: '6222020200112233445', usdtAddress: 'TQ5NcbPp3Jd9ZsSyp2rBqvK6hW9wUe5sXr' } as const;

const DAY = 24 * 60 * 60 * 1000;
const YUAN = 10_000;

async function frozenAccount(tx: Tx, userId: number): Promise<number> {
  return (await tx.insertInto('accounts').values({ user_id: userId, kind: 'frozen' }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function seedWithdrawDemo(db: Db, now: number, passwordHash: string, payPasswordHash: string): Promise<void> {
  const id = await insertUser(db, { username: WITHDRAW_DEMO.username, passwordHash, userType: USER_TYPES.member, now: now - 40 * DAY });
  if (id === undefined) return;
  await db.updateTable('users').set({ real_name: WITHDRAW_DEMO.realName, pay_password_hash: payPasswordHash }).where('id', '=', id).execute();

  await db.transaction().execute(async (tx) => {
    const card = await tx
      .insertInto('bank_cards')
      .values({ user_id: id, card_no: WITHDRAW_DEMO.cardNo, holder_name: WITHDRAW_DEMO.realName, bank_code: 'ICBC', bank_name: '中国工商银行', created_at: now - 30 * DAY, removed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('bind_addresses').values({ user_id: id, kind: 'USDT-TRC20', name: 'USDT钱包', address: WITHDRAW_DEMO.usdtAddress, created_at: now - 30 * DAY, removed_at: null }).execute();

    const main = (await mainAccountOf(tx, id)).id;
    const frozen = await frozenAccount(tx, id);
    const external = SYSTEM_IDS['sys:external'];
    const journal = (kind: string, key: string, at: number, postings: Array<[number, number]>) =>
      postJournal(tx, { kind, idemKey: key, ref: key.split(':').pop(), now: at, postings: postings.map(([accountId, amount]) => ({ accountId, amount })) });

    await journal('deposit', 'seed:cashout:0', now - 20 * DAY, [[external, -25_000 * YUAN], [main, 25_000 * YUAN]]);
    // Within the charge records' default 7 days even when a test reads them just after the next Beijing midnight.
    await journal('deposit', 'seed:cashout:1', now - 5.5 * DAY, [[external, -20_000 * YUAN], [main, 20_000 * YUAN]]);
    // One settled (lost) bet of 2,500 since the last deposit: the bet-volume rule (10 %) is met.
    const betAt = now - 5 * DAY;
    await tx
      .insertInto('orders')
      .values({
        order_no: 'SEEDCASHOUT0001', user_id: id, lottery: 'JSK3', issue_no: '20261101-0001', method: 'hz_hz', code: '10', position: null, nums: 1, piece: 1250,
        price: '2', amount: 2_500 * YUAN, odds: '9.6', point: '0', bonuses: '["9.6"]', bet_type: 0, status: 2, draw_code: '1,2,3', created_at: betAt, settled_at: betAt + 60_000,
      })
      .execute();
    await journal('bet', 'seed:cashout:bet', betAt, [[main, -2_500 * YUAN], [SYSTEM_IDS['sys:bet_escrow'], 2_500 * YUAN]]);
    await journal('settle', 'seed:cashout:settle', betAt + 60_000, [[SYSTEM_IDS['sys:bet_escrow'], -2_500 * YUAN], [SYSTEM_IDS['sys:house'], 2_500 * YUAN]]);

    // A bank withdrawal paid out and confirmed (deposit 10 % returned), and one the provider refused (refunded).
    const history = [
      { spsn: 'W20261101120000100001', at: now - 3 * DAY, amount: 1_000 * YUAN, deposit: 100 * YUAN, status: WITHDRAW_STATUS.completed },
      { spsn: 'W20261102120000100002', at: now - 2 * DAY, amount: 5_004_400, deposit: 500_500, status: WITHDRAW_STATUS.failed },
    ];
    for (const w of history) {
      const total = w.amount + w.deposit;
      await tx
        .insertInto('withdrawals')
        .values({
          spsn: w.spsn, user_id: id, channel: '1', bank_card_id: card.id, address_id: null, payee: `**** **** **** ${WITHDRAW_DEMO.cardNo.slice(-4)}`, amount: w.amount,
          security_deposit: w.deposit, status: w.status, created_at: w.at, due_at: w.at + 10_000,
          paid_at: w.status === WITHDRAW_STATUS.completed ? w.at + 10_000 : null,
          confirmed_at: w.status === WITHDRAW_STATUS.completed ? w.at + 60_000 : null,
          deposit_returned_at: w.status === WITHDRAW_STATUS.completed ? w.at + 60_000 : null,
          fail_reason: w.status === WITHDRAW_STATUS.failed ? '出款失败，资金已退回' : '',
        })
        .execute();
      await journal('withdraw_freeze', `withdraw:freeze:${w.spsn}`, w.at, [[main, -total], [frozen, total]]);
      if (w.status === WITHDRAW_STATUS.completed) {
        await journal('withdraw_payout', `withdraw:payout:${w.spsn}`, w.at + 10_000, [[frozen, -w.amount], [external, w.amount]]);
        await journal('withdraw_deposit_return', `withdraw:deposit:${w.spsn}`, w.at + 60_000, [[frozen, -w.deposit], [main, w.deposit]]);
      } else {
        await journal('withdraw_refund', `withdraw:refund:${w.spsn}`, w.at + 10_000, [[frozen, -total], [main, total]]);
      }
    }
  });
}

