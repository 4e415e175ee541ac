/**
 * Branded ids: a user's id is a number the compiler tells apart from an order id, a group id or a
 * count, so none of those can be passed where a user is meant. A plain number becomes a UserId only
 * through userId, once, where it enters (a database row is typed UserId already by schema.ts).
 */
import type { Brand } from '../../contract/primitives';

export type UserId = Brand<number, 'UserId'>;

/** The one way a number becomes a user's id: a positive safe integer, as BIGSERIAL hands out. */
export function userId(n: number): UserId {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`用户编号必须是正整数：${String(n)}`);
  return n as UserId;
}
