/**
 * Demo data of the withdraw tab and the trade records (called by seedDemo on first start):
 * `cashout`, a member with a real name, a fund password, security questions, a bank card and a
 * USDT address bound a month ago and an opening balance. Its history (cashoutHistory) is made
 * by the platform: a deposit paid on the cashier, a settled bet that meets the bet-volume rule,
 * and two withdrawals (one confirmed, one refused by the payout provider and refunded).
 */
import { USER_TYPES } from '../../contract/session';
import { insertUser, setSecurityQuestions } from '../domains/users/queries';
import { mainAccountOf, postJournal, SYSTEM_IDS } from '../domains/wallet/ledger';
import type { Db } from './client';
import type { AccountId } from './ids';
import type { DemoHistory } from './demo-history';
import { negateMinor, toMinorUnits, type MinorUnits } from '../../rules/money';

export const WITHDRAW_DEMO = {
  username: 'cashout',
  realName: '张三',
  cardNo: '6222020200112233445',
  usdtAddress: 'TQ5NcbPp3Jd9ZsSyp2rBqvK6hW9wUe5sXr',
} as const;

const DAY = 24 * 60 * 60 * 1000;

export const cashoutHistory = (payPassword: string): Pick<DemoHistory, 'deposits' | 'bets' | 'withdrawals'> => ({
  deposits: [
    {
      user: WITHDRAW_DEMO.username,
      agoMs: 5.5 * DAY,
      channelCode: 'ZHIBAO_EBANK_WEB_TRANSFER',
      amount: '20000',
      outcome: 'paid',
      extra: { payRealUserName: WITHDRAW_DEMO.realName, payRealBankCardNumber: WITHDRAW_DEMO.cardNo, bankId: 'ICBC' },
    },
  ],
  // 2,500 lost since the last deposit: the bet-volume rule (10 %) is met.
  bets: [{ user: WITHDRAW_DEMO.username, agoMs: 5 * DAY, stake: 2_500, won: false }],
  withdrawals: [
    { user: WITHDRAW_DEMO.username, agoMs: 3 * DAY, amount: '1000', payPassword, confirm: true },
    // The sandbox provider refuses amounts ending in .44: refunded.
    { user: WITHDRAW_DEMO.username, agoMs: 2 * DAY, amount: '500.44', payPassword, confirm: false },
  ],
});

export async function seedWithdrawDemo(db: Db, now: number, passwordHash: string, payPasswordHash: string, securityAnswers: string[]): Promise<void> {
  const id = await insertUser(db, { username: WITHDRAW_DEMO.username, passwordHash, userType: USER_TYPES.member, now: now - 40 * DAY });
  if (id === undefined) return;
  await db.updateTable('users').set({ real_name: WITHDRAW_DEMO.realName, pay_password_hash: payPasswordHash }).where('id', '=', id).execute();
  await setSecurityQuestions(db, id, '1,2,3', JSON.stringify(securityAnswers));

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('bank_cards')
      .values({
        user_id: id,
        card_no: WITHDRAW_DEMO.cardNo,
        holder_name: WITHDRAW_DEMO.realName,
        bank_code: 'ICBC',
        bank_name: '中国工商银行',
        created_at: now - 30 * DAY,
        removed_at: null,
      })
      .execute();
    await tx
      .insertInto('bind_addresses')
      .values({ user_id: id, kind: 'USDT-TRC20', name: 'USDT钱包', address: WITHDRAW_DEMO.usdtAddress, created_at: now - 30 * DAY, removed_at: null })
      .execute();

    const main = (await mainAccountOf(tx, id)).id;
    const external = SYSTEM_IDS['sys:external'];
    const journal = (kind: string, key: string, at: number, postings: Array<[AccountId, MinorUnits]>) =>
      postJournal(tx, { kind, idemKey: key, ref: key.split(':').pop(), now: at, postings: postings.map(([accountId, amount]) => ({ accountId, amount })) });

    // Opening balance, before the history (demo-history.ts) adds its deposit, bet and withdrawals.
    await journal('manual_credit', 'seed:cashout:0', now - 20 * DAY, [
      [external, negateMinor(toMinorUnits('25000'))],
      [main, toMinorUnits('25000')],
    ]);
  });
}
