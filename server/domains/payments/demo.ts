/**
 * Demo deposits, so the charge tab's order list and the records show something real: for
 * `demo`, two credited orders (their journals part of demo's starting balance, which seed.ts
 * lowers by the same sum), one expired and one cancelled, within the order list's 3 days.
 */
import type { Db } from '../../db/client';
import { DEPOSIT_STATUS } from '../../../contract/payment';
import { mainAccountId, postJournal, SYSTEM_IDS } from '../wallet/ledger';
import { formatBeijing } from '../../time';
import { coinAddressOf } from './service';
import { minor } from '../../money';

const HOUR = 3_600_000;

/** [user, channel, family, yuan paid, status, hours ago, coin units]. */
const demoDeposits = [
  ['demo', 'BANK_TRANSFER', 'bank', '500', DEPOSIT_STATUS.success, 26, ''],
  ['demo', 'USDT', 'coin', '145', DEPOSIT_STATUS.success, 50, '20'],
  ['demo', 'ALIPAY_WEB', 'redirect', '198.6', DEPOSIT_STATUS.expired, 40, ''],
  ['demo', 'WECHAT_WEB', 'redirect', '300', DEPOSIT_STATUS.cancelled, 20, ''],
] as const;

/** Yuan (minor units) the demo deposits credit a user: seed.ts takes it off the user's first deposit. */
export const demoDepositCredits = (username: string): number =>
  demoDeposits.filter(([user, , , , status]) => user === username && status === DEPOSIT_STATUS.success).reduce((sum, [, , , paid]) => sum + minor(paid), 0);

export async function seedDepositDemo(db: Db, ids: Map<string, number>, now: number): Promise<void> {
  for (const [i, [username, channel, family, paid, status, hoursAgo, coin]] of demoDeposits.entries()) {
    const userId = ids.get(username);
    if (userId === undefined) continue;
    const created = now - hoursAgo * HOUR;
    const spsn = `D${formatBeijing(created).replace(/\D/g, '')}${String(100_000 + i)}`;
    const credited = status === DEPOSIT_STATUS.success;
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('deposit_orders')
        .values({
          spsn,
          user_id: userId,
          payer_id: userId,
          channel_code: channel,
          family,
          amount: minor(paid),
          coin_type: coin ? 'USDT' : '',
          protocol: coin ? 'TRC20' : '',
          coin_amount: coin,
          address: coin ? coinAddressOf(spsn, 'TRC20') : '',
          payee_index: family === 'bank' ? 0 : null,
          payee_at: family === 'bank' ? created + 15_000 : null,
          status,
          created_at: created,
          due_at: created + 30 * 60_000,
          provider_paid_at: credited ? created + 5 * 60_000 : null,
          trade_no: credited ? `SBXDEMO${i}` : '',
          credited_at: credited ? created + 5 * 60_000 : null,
          closed_at: created + (credited ? 5 : 30) * 60_000,
        })
        .execute();
      if (!credited) return;
      await postJournal(tx, {
        kind: 'deposit',
        idemKey: `deposit:${spsn}`,
        ref: spsn,
        now: created + 5 * 60_000,
        postings: [
          { accountId: SYSTEM_IDS['sys:external'], amount: -minor(paid) },
          { accountId: await mainAccountId(db, tx, userId), amount: minor(paid) },
        ],
      });
    });
  }
}
