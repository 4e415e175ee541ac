/** Players ready to withdraw (real name, fund password, a card bound long ago) and the requests the withdraw tests send. */
import { expect } from 'vitest';
import { withdrawPaths } from '../../contract/paths';
import { errorCodes } from '../../contract/primitives';
import { bookSettledBet } from './settled-bets';
import { defaultWithdrawSettings, type WithdrawSettings } from '../../server/domains/withdraw/settings';
import { hashSecret } from '../../server/domains/users/passwords';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

export const PAY = 'pay12345';
export const DAY = 24 * 60 * 60 * 1000;
/** The defaults with no bet-volume rule (each test player's balance arrives as a deposit) and no payout timer. */
export const withdrawTestSettings = (overrides: Partial<WithdrawSettings> = {}): WithdrawSettings => ({
  ...defaultWithdrawSettings,
  betVolumeRatio: '0',
  payoutTickMs: 0,
  ...overrides,
});

export interface Player {
  id: UserId;
  cookie: string;
  cardId: number;
}

let requests = 0;
export const requestId = () => `wd-${process.pid}-${++requests}`;

export async function bindCard(s: TestServer, userId: UserId, cardNo: string, boundAgoMs = 30 * DAY): Promise<number> {
  const row = await s.db
    .insertInto('bank_cards')
    .values({
      user_id: userId,
      card_no: cardNo,
      holder_name: '张三',
      bank_code: 'ICBC',
      bank_name: '中国工商银行',
      created_at: s.clock.now() - boundAgoMs,
      removed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function bindAddress(s: TestServer, userId: UserId, kind: string, address: string, boundAgoMs = 30 * DAY): Promise<number> {
  const row = await s.db
    .insertInto('bind_addresses')
    .values({ user_id: userId, kind, name: kind, address, created_at: s.clock.now() - boundAgoMs, removed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member with `balance`, real name 张三, fund password PAY and a card bound 30 days ago. */
export async function readyPlayer(s: TestServer, username: string, balance: string): Promise<Player> {
  const { id, cookie } = await s.createUser(username, balance);
  await s.db
    .updateTable('users')
    .set({ real_name: '张三', pay_password_hash: await hashSecret(PAY, 2 ** 10) })
    .where('id', '=', id)
    .execute();
  const cardId = await bindCard(s, id, `62220202${String(id).padStart(11, '0')}`);
  return { id, cookie, cardId };
}

export function bankRequest(p: Player, amount: string, extra: Record<string, unknown> = {}) {
  return {
    operation: 'add',
    user_bank_id: p.cardId,
    pay_password: PAY,
    withdrawMoney: amount,
    withDrawType: '0',
    channelType: '1',
    requestId: requestId(),
    ...extra,
  };
}

export const withdraw = (s: TestServer, p: Player, body: unknown) => s.call('POST', withdrawPaths.submit, { cookie: p.cookie, body });

/**
 * The bet-volume rule counts the stake that played: with half of a 1000 deposit to bet, a fully tied
 * order (100, refunded 100) adds nothing, a 和局退款 order whose other bets lost (300, refunded 100)
 * adds 200, a won order with a tie (200, refunded 50) adds 150: 350 of 500, refused; a lost 150 meets it.
 */
export async function betVolumeWithTiesScenario(s: TestServer): Promise<void> {
  s.app.config.withdraw.betVolumeRatio = '0.5';
  const p = await readyPlayer(s, 'tier', '1000');
  const Y = 10_000;
  const volume = async () => {
    const data = (await s.call('POST', withdrawPaths.config, { cookie: p.cookie, body: {} })).json.data;
    return { required: data.withDrawBetAmoutTotal, achieved: data.valBetAmoutTotal, can: data.isCanWithDraw };
  };
  s.clock.advance(60_000);
  const at = s.clock.now();
  await bookSettledBet(s.db, p.id, 801, at, 100 * Y, 100 * Y, 100 * Y);
  await bookSettledBet(s.db, p.id, 802, at + 1, 300 * Y, 100 * Y, 100 * Y);
  await bookSettledBet(s.db, p.id, 803, at + 2, 200 * Y, 250 * Y, 50 * Y);
  expect(await s.db.selectFrom('orders').select('status').where('user_id', '=', p.id).orderBy('id').execute()).toEqual([
    { status: 5 },
    { status: 5 },
    { status: 1 },
  ]);
  expect(await volume()).toEqual({ required: '500', achieved: '350', can: 0 });
  expect((await withdraw(s, p, bankRequest(p, '100'))).json.code).toBe(errorCodes.withdrawBetVolume.code);
  await bookSettledBet(s.db, p.id, 804, at + 3, 150 * Y, 0);
  expect(await volume()).toEqual({ required: '500', achieved: '500', can: 1 });
  expect((await withdraw(s, p, bankRequest(p, '100'))).json.code).toBe(0);
}
