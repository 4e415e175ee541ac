/**
 * OrderId and TraceId: an order's id and a chase's id are branded, so the compiler refuses a plain number, a
 * user's id or the other kind where one is meant, and orderId / traceId are the doors a number passes through.
 */
import { describe, expect, it } from 'vitest';
import type { Insertable, Selectable } from 'kysely';
import { orderId, traceId, userId, type OrderId, type TraceId } from '../../../server/db/ids';
import type { Database, OrdersTable, TracesTable } from '../../../server/db/schema';

describe('orderId and traceId', () => {
  it('accept a positive safe integer and keep its value', () => {
    expect(orderId(1)).toBe(1);
    expect(orderId(Number.MAX_SAFE_INTEGER)).toBe(2 ** 53 - 1);
    expect(traceId(1)).toBe(1);
    expect(traceId(987_654)).toBe(987_654);
  });

  it('refuse what no row id can be: zero, negatives, fractions, unsafe integers, NaN', () => {
    for (const bad of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => orderId(bad)).toThrow(RangeError);
      expect(() => traceId(bad)).toThrow(RangeError);
    }
    expect(() => orderId(0)).toThrow('注单编号必须是正整数：0');
    expect(() => traceId(-1)).toThrow('追号编号必须是正整数：-1');
  });
});

describe('OrderId and TraceId at the type level (checked by tsc, not at run time)', () => {
  function theOrder(id: OrderId): OrderId {
    return id;
  }
  function theChase(id: TraceId): TraceId {
    return id;
  }

  it('an order id is taken where an order is meant, and a plain number, a user id or a chase id refused', () => {
    expect(theOrder(orderId(7))).toBe(7);
    // @ts-expect-error a plain number is no order's id
    theOrder(7);
    // @ts-expect-error a user's id is no order's id
    theOrder(userId(7));
    // @ts-expect-error a chase's id is no order's id
    theOrder(traceId(7));
  });

  it('a chase id is taken where a chase is meant, and a plain number, a user id or an order id refused', () => {
    expect(theChase(traceId(8))).toBe(8);
    // @ts-expect-error a plain number is no chase's id
    theChase(8);
    // @ts-expect-error a user's id is no chase's id
    theChase(userId(8));
    // @ts-expect-error an order's id is no chase's id
    theChase(orderId(8));
  });

  it('is what the database edge gives for orders.id, orders.trace_id, traces.id and win_notices.order_ids', () => {
    const order = { id: orderId(1), trace_id: traceId(2) } satisfies Pick<Selectable<OrdersTable>, 'id' | 'trace_id'>;
    const trace = { id: traceId(2) } satisfies Pick<Selectable<TracesTable>, 'id'>;
    const notice = { order_ids: [orderId(1), orderId(3)] } satisfies Pick<Selectable<Database['win_notices']>, 'order_ids'>;
    // the selected values are the brands themselves, so they go where the brands are required
    expect(theOrder(order.id)).toBe(1);
    expect(theChase(trace.id)).toBe(order.trace_id);
    expect(notice.order_ids.map(theOrder)).toEqual([1, 3]);
    // @ts-expect-error a selected chase id is no order's id
    theOrder(trace.id);
    // @ts-expect-error a selected order id is no chase's id
    theChase(order.id);
  });

  it('is the only value written to those columns (null stays allowed where it was)', () => {
    type ChaseOfOrder = Insertable<OrdersTable>['trace_id'];
    const chased: ChaseOfOrder = traceId(2);
    const notChased: ChaseOfOrder = null;
    // @ts-expect-error a plain number is no chase column's value
    const plain: ChaseOfOrder = 2;
    // @ts-expect-error an order's id is no chase column's value
    const wrongKind: ChaseOfOrder = orderId(2);
    type NoticedOrders = Insertable<Database['win_notices']>['order_ids'];
    const noticed: NoticedOrders = [orderId(4)];
    // @ts-expect-error plain numbers are no order ids
    const plainNoticed: NoticedOrders = [4];
    expect([chased, notChased, plain, wrongKind, noticed, plainNoticed]).toEqual([2, null, 2, 2, [4], [4]]);
  });

  it('is still a number to read: comparisons, sorting and formatting need no conversion', () => {
    const ids = [orderId(3), orderId(1)].sort((a, b) => a - b);
    expect(ids).toEqual([1, 3]);
    expect(`unbooked:${traceId(5)}:2`).toBe('unbooked:5:2');
  });
});
