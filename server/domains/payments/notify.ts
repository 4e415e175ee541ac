/**
 * The platform's side of a provider notification: the signature (HMAC-SHA256 over
 * `${timestamp}.${body}` with the channel's secret, compared in constant time), the
 * timestamp's freshness, the body's shape, then the order under its row lock: the amount must
 * be the order's, and only a pending order (or one that expired after the provider was paid
 * within its window) is credited. The credit journal (key deposit:<spsn>) and the status
 * change are one transaction, so however often a notification arrives, or how many arrive at
 * once, the order is credited exactly once; a repeat is acknowledged without crediting.
 */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Value } from '@sinclair/typebox/value';
import { DEPOSIT_STATUS, DepositNotification, NOTIFY_HEADERS } from '../../../contract/payment';
import { socketEvents } from '../../../contract/socket';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { mainAccountId, postJournal, SYSTEM_IDS } from '../wallet/ledger';
import { lockOrder, updateOrder } from './queries';
import { bonusOf } from './service';
import { addMinor, fromMinorUnits, minorUnits, negateMinor, subtractMinor, toMinorUnits } from '../../../rules/money';
import type { DepositChannelSettings } from './settings';

export const signNotification = (secret: string, timestamp: number | string, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return crypto.timingSafeEqual(Buffer.from(signNotification(secret, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}

/** What crediting a notification depends on: the order and ledger tables, the clock, the channels' secrets and the player's socket. */
export type NotifyDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'realtime'>;

export interface NotificationHeaders {
  channel: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

export interface NotificationOutcome {
  /** False for a repeat of a credited order (acknowledged, nothing moved). */
  credited: boolean;
}

/** The notify endpoint's answer to one request: its headers read as strings, the body as the raw text the signature covers. */
export async function answerNotification(deps: NotifyDeps, headers: IncomingHttpHeaders, body: unknown) {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const outcome = await acceptNotification(
    deps,
    { channel: header(NOTIFY_HEADERS.channel), timestamp: header(NOTIFY_HEADERS.timestamp), signature: header(NOTIFY_HEADERS.signature) },
    typeof body === 'string' ? body : '',
  );
  return { code: 0, msg: outcome.credited ? 'success' : 'duplicate', data: {} };
}

export async function acceptNotification(deps: NotifyDeps, headers: NotificationHeaders, rawBody: string): Promise<NotificationOutcome> {
  const s = deps.config.payments;
  const channel: DepositChannelSettings | undefined = s.channels.find((c) => c.code === headers.channel);
  const timestamp = headers.timestamp ?? '';
  if (!channel || !/^\d{1,15}$/.test(timestamp) || !signatureMatches(channel.secret, timestamp, rawBody, headers.signature ?? '')) fail('notifySignature');
  const now = deps.clock.now();
  if (Math.abs(now - Number(timestamp)) > s.notifyMaxAgeMs) fail('notifyStale');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    fail('badRequest');
  }
  if (!Value.Check(DepositNotification, parsed) || parsed.status !== 'paid') fail('badRequest');
  const note = parsed;
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(note.amount)) fail('notifyAmount');

  const outcome = await deps.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, note.spsn);
    if (!order || order.channel_code !== channel.code) fail('notifyOrder');
    if (order.status === DEPOSIT_STATUS.success) return { credited: false, userId: order.user_id, amount: minorUnits(0) };
    if (toMinorUnits(note.amount) !== order.amount) fail('notifyAmount');
    const paidInWindow = note.paidAt <= Number(order.due_at) && note.paidAt >= Number(order.created_at);
    const creditable = order.status === DEPOSIT_STATUS.pending || (order.status === DEPOSIT_STATUS.expired && paidInWindow);
    if (!creditable || !paidInWindow) fail('notifyOrder');
    const userId = order.user_id;
    const main = await mainAccountId(deps.db, tx, userId);
    const credit = subtractMinor(order.amount, order.fee);
    await postJournal(tx, {
      kind: 'deposit',
      idemKey: `deposit:${order.spsn}`,
      ref: order.spsn,
      now,
      postings: [
        { accountId: SYSTEM_IDS['sys:external'], amount: negateMinor(credit) },
        { accountId: main, amount: credit },
      ],
    });
    const bonus = bonusOf(channel, credit, note.paidAt - Number(order.created_at));
    if (bonus > 0)
      await postJournal(tx, {
        kind: 'deposit_bonus',
        idemKey: `deposit:bonus:${order.spsn}`,
        ref: order.spsn,
        now,
        postings: [
          { accountId: SYSTEM_IDS['sys:house'], amount: negateMinor(bonus) },
          { accountId: main, amount: bonus },
        ],
      });
    await updateOrder(tx, order.id, {
      status: DEPOSIT_STATUS.success,
      credited_at: now,
      closed_at: now,
      provider_paid_at: note.paidAt,
      trade_no: note.tradeNo,
      bonus,
    });
    return { credited: true, userId, amount: addMinor(credit, bonus) };
  });
  if (outcome.credited) deps.realtime.toUser(outcome.userId, socketEvents.rechargeSuccess, { spsn: note.spsn, amount: fromMinorUnits(outcome.amount) });
  return { credited: outcome.credited };
}
