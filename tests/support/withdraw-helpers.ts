/** Players ready to withdraw (real name, fund password, a card bound long ago) and the requests the withdraw tests send. */
import { withdrawPaths } from '../../contract/paths';
import { defaultWithdrawSettings, type WithdrawSettings } from '../../server/domains/withdraw/settings';
import { hashSecret } from '../../server/domains/session/passwords';
import type { TestServer } from './server-harness';

export const PAY = 'pay12345';
export const DAY = 24 * 60 * 60 * 1000;
/** The defaults with no bet-volume rule (each test player's balance arrives as a deposit) and no payout timer. */
export const withdrawTestSettings = (overrides: Partial<WithdrawSettings> = {}): WithdrawSettings => ({ ...defaultWithdrawSettings, betVolumeRatio: '0', payoutTickMs: 0, ...overrides });

export interface Player {
  id: number;
  cookie: string;
  cardId: number;
}

let requests = 0;
export const requestId = () => `wd-${process.pid}-${++requests}`;

export async function bindCard(s: TestServer, userId: number, cardNo: string, boundAgoMs = 30 * DAY): Promise<number> {
  const row = await s.db
    .insertInto('bank_cards')
    .values({ user_id: userId, card_no: cardNo, holder_name: '张三', bank_code: 'ICBC', bank_name: '中国工商银行', created_at: s.clock.now() - boundAgoMs, removed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function bindAddress(s: TestServer, userId: number, kind: string, address: string, boundAgoMs = 30 * DAY): Promise<number> {
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
  await s.db.updateTable('users').set({ real_name: '张三', pay_password_hash: await hashSecret(PAY, 2 ** 10) }).where('id', '=', id).execute();
  const cardId = await bindCard(s, id, `62220202${String(id).padStart(11, '0')}`);
  return { id, cookie, cardId };
}

export function bankRequest(p: Player, amount: string, extra: Record<string, unknown> = {}) {
  return { operation: 'add', user_bank_id: p.cardId, pay_password: PAY, withdrawMoney: amount, withDrawType: '0', channelType: '1', requestId: requestId(), ...extra };
}

export const withdraw = (s: TestServer, p: Player, body: unknown) => s.call('POST', withdrawPaths.submit, { cookie: p.cookie, body });
