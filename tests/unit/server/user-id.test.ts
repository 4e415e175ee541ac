/**
 * UserId: a user's id is branded, so the compiler refuses a plain number (an order id, a count, a group id)
 * where a user is meant, and userId is the one door a number passes through, checked once.
 */
import { describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import { orderId, userId, type UserId } from '../../../server/db/ids';
import type { Database, OrdersTable, UsersTable } from '../../../server/db/schema';

describe('userId', () => {
  it('accepts a positive safe integer and keeps its value', () => {
    expect(userId(1)).toBe(1);
    expect(userId(42)).toBe(42);
    expect(userId(Number.MAX_SAFE_INTEGER)).toBe(2 ** 53 - 1);
  });

  it('refuses what no user id can be: zero, negatives, fractions, unsafe integers, NaN', () => {
    for (const bad of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => userId(bad)).toThrow(RangeError);
    }
    expect(() => userId(0)).toThrow('用户编号必须是正整数：0');
  });
});

describe('UserId at the type level (checked by tsc, not at run time)', () => {
  function ownerOf(id: UserId): UserId {
    return id;
  }
  const order = { id: orderId(7), user_id: userId(3) } satisfies Pick<Selectable<OrdersTable>, 'id' | 'user_id'>;
  const user = { id: userId(3), parent_id: null } satisfies Pick<Selectable<UsersTable>, 'id' | 'parent_id'>;

  it('takes a UserId, and refuses a plain number or another id', () => {
    expect(ownerOf(userId(3))).toBe(3);
    // @ts-expect-error a plain number is no user's id
    ownerOf(3);
    // @ts-expect-error an order id is no user's id
    ownerOf(order.id);
    expect(ownerOf(order.user_id)).toBe(user.id);
  });

  it('is what the database edge gives and takes for the columns that refer to a user', () => {
    type Inviter = Selectable<Database['chat_group_members']>['inviter_id'];
    const invitedBy: Inviter = userId(4);
    const noInviter: Inviter = null;
    // @ts-expect-error a plain number is no user column's value
    const plain: Inviter = 4;
    expect([invitedBy, noInviter, plain]).toEqual([4, null, 4]);
  });

  it('is still a number to read: comparisons and formatting need no conversion', () => {
    const id: number = userId(5);
    expect(id + 1).toBe(6);
  });
});
