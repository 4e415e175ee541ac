/** Players ready to deposit (a card and security questions), the calls the deposit tests make, and signed notifications. */
import { paymentPaths, walletPaths } from '../../contract/paths';
import { NOTIFY_HEADERS } from '../../contract/payment';
import { signNotification } from '../../server/domains/payments/notify';
import { notificationOf } from '../../server/domains/payments/queries';
import { bindCard } from './withdraw-helpers';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

export interface Depositor {
  id: UserId;
  cookie: string;
  username: string;
}

let requests = 0;
export const requestId = () => `dp-${process.pid}-${++requests}`;

/** A member with a card bound long ago and security questions set. */
export async function depositor(s: TestServer, username: string, balance = '0', userType = 0): Promise<Depositor> {
  const { id, cookie } = await s.createUser(username, balance, userType);
  await bindCard(s, id, `62220303${String(id).padStart(11, '0')}`);
  await s.db.updateTable('users').set({ security_questions: '1,2,3', security_answers: '[]' }).where('id', '=', id).execute();
  return { id, cookie, username };
}

export const recharge = (s: TestServer, p: Depositor, body: Record<string, unknown>) =>
  s.call('POST', paymentPaths.recharge, { cookie: p.cookie, body: { requestId: requestId(), ...body } });

/** The tester presses 确认支付 on the cashier page; the provider's notification is then delivered by the processor. */
export async function payOnCashier(s: TestServer, p: Depositor, spsn: string) {
  const paid = await s.call('POST', `${paymentPaths.sandboxCashier}/${spsn}/pay`, { cookie: p.cookie });
  const pass = await s.app.deposits.tick();
  return { paid, pass };
}

export const balance = async (s: TestServer, p: Depositor): Promise<string> =>
  (await s.call('GET', walletPaths.balance, { cookie: p.cookie, query: { cbId: 'sobet_01' } })).json.data.cash;

/** Posts a notification body to the platform, signed with `secret` at `timestamp` (defaults: the channel's secret, now). */
export function postNotification(s: TestServer, channelCode: string, body: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const channel = s.app.config.payments.channels.find((c) => c.code === channelCode)!;
  const timestamp = options.timestamp ?? s.clock.now();
  return s.call('POST', paymentPaths.notify, {
    body,
    headers: {
      [NOTIFY_HEADERS.channel]: channelCode,
      [NOTIFY_HEADERS.timestamp]: String(timestamp),
      [NOTIFY_HEADERS.signature]: options.signature ?? signNotification(options.secret ?? channel.secret, timestamp, body),
    },
  });
}

/** The body the sandbox provider queued for an order (after the cashier's pay). */
export const queuedBody = async (s: TestServer, spsn: string) => (await notificationOf(s.db, spsn))!.body;
