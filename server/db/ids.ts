/**
 * Branded ids: each row id is a number the compiler tells apart from every other kind of id and from a
 * count, so an order id is never passed where a user, a chase or a group is meant. A plain number becomes
 * an id only through its constructor below, once, where it enters (a database row is typed already by
 * schema.ts).
 */
import type { Brand } from '../../contract/primitives';

export type UserId = Brand<number, 'UserId'>;
export type OrderId = Brand<number, 'OrderId'>;
export type TraceId = Brand<number, 'TraceId'>;
export type GroupId = Brand<number, 'GroupId'>;
export type RedPacketId = Brand<number, 'RedPacketId'>;
export type AccountId = Brand<number, 'AccountId'>;
export type JournalId = Brand<number, 'JournalId'>;
export type ContractId = Brand<number, 'ContractId'>;

/** A row id is a positive safe integer, as BIGSERIAL hands out; `what` names it in the refusal. */
function positiveId(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`${what}编号必须是正整数：${String(n)}`);
  return n;
}

/** The one way a number becomes a user's id. */
export const userId = (n: number): UserId => positiveId(n, '用户') as UserId;
export const orderId = (n: number): OrderId => positiveId(n, '注单') as OrderId;
export const traceId = (n: number): TraceId => positiveId(n, '追号') as TraceId;
export const groupId = (n: number): GroupId => positiveId(n, '群组') as GroupId;
export const redPacketId = (n: number): RedPacketId => positiveId(n, '红包') as RedPacketId;
export const accountId = (n: number): AccountId => positiveId(n, '账户') as AccountId;
export const journalId = (n: number): JournalId => positiveId(n, '流水') as JournalId;
export const contractId = (n: number): ContractId => positiveId(n, '契约') as ContractId;
