/**
 * UserId: a user's id is branded, so the compiler refuses a plain number (an order id, a count, a group id)
 * where a user is meant, and userId is the one door a number passes through, checked once.
 */
import { describe, expect, it } from 'vitest';
import { userId, type UserId } from '../../../server/db/ids';

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
  const orderId: number = 7;

  it('takes a UserId, and refuses a plain number or another id', () => {
    expect(ownerOf(userId(3))).toBe(3);
    // @ts-expect-error a plain number is no user's id
    ownerOf(3);
    // @ts-expect-error an order id is no user's id
    ownerOf(orderId);
  });

  it('is still a number to read: comparisons and formatting need no conversion', () => {
    const id: number = userId(5);
    expect(id + 1).toBe(6);
  });
});
