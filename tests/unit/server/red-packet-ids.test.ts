/**
 * RedPacketId: a red packet's id is branded, so the compiler refuses a plain number (a group id, a grab's id,
 * a message id) where a packet is meant, and redPacketId is the one door a number passes through. A packet id
 * from the client is checked by the contract before it becomes one: an unknown id is answered 红包不存在 and a
 * zero or malformed one the 400 envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import { groupPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { groupId, redPacketId, userId, type RedPacketId } from '../../../server/db/ids';
import type { Database } from '../../../server/db/schema';
import { grab, groupTeam, makeGroup, sendPacket } from '../../support/group-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';

describe('redPacketId', () => {
  it('accepts a positive safe integer and keeps its value', () => {
    expect(redPacketId(1)).toBe(1);
    expect(redPacketId(Number.MAX_SAFE_INTEGER)).toBe(2 ** 53 - 1);
  });

  it('refuses what no red packet id can be: zero, negatives, fractions, unsafe integers, NaN', () => {
    for (const bad of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => redPacketId(bad)).toThrow(RangeError);
    }
    expect(() => redPacketId(0)).toThrow('红包编号必须是正整数：0');
  });
});

describe('RedPacketId at the type level (checked by tsc, not at run time)', () => {
  function packetOf(id: RedPacketId): RedPacketId {
    return id;
  }

  it('takes a RedPacketId, and refuses a plain number, a user id or a group id', () => {
    expect(packetOf(redPacketId(3))).toBe(3);
    // @ts-expect-error a plain number is no red packet's id
    packetOf(3);
    // @ts-expect-error a user's id is no red packet's id
    packetOf(userId(3));
    // @ts-expect-error a group's id is no red packet's id
    packetOf(groupId(3));
  });

  it('is what the database edge gives and takes for the columns that hold or refer to a red packet', () => {
    type Of<T extends keyof Database, K extends keyof Selectable<Database[T]>> = Selectable<Database[T]>[K];
    const id = redPacketId(4);
    const columns: [Of<'red_packets', 'id'>, Of<'red_packet_grabs', 'packet_id'>, Of<'group_messages', 'red_packet_id'>] = [id, id, id];
    expect(columns).toEqual([4, 4, 4]);
    // A text message carries no packet.
    const none: Of<'group_messages', 'red_packet_id'> = null;
    // @ts-expect-error a plain number is no red-packet column's value
    const plain: Of<'red_packet_grabs', 'packet_id'> = 4;
    // @ts-expect-error nor is a group's id
    const group: Of<'group_messages', 'red_packet_id'> = groupId(4);
    expect([none, plain, group]).toEqual([null, 4, 4]);
  });
});

describe('a red packet id from the client', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 180_000);
  afterAll(async () => {
    await s.close();
  });

  it('answers an unknown id 红包不存在 on grab, open and detail, and a zero or malformed one the 400 envelope', async () => {
    const t = await groupTeam(s, 'r', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const sent = (await sendPacket(s, t.agent, gid, { num: 2, amount: '5' })).json;
    expect(sent).toMatchObject({ code: 1 });
    const routes = [
      (id: unknown) => s.call('POST', groupPaths.grabRedPacket, { cookie: t.p1.cookie, body: { redPacketId: id } }),
      (id: unknown) => s.call('POST', groupPaths.openRedPacket, { cookie: t.p1.cookie, body: { redPacketId: id } }),
      (id: unknown) => s.call('GET', groupPaths.redPacketDetail, { cookie: t.p1.cookie, query: { redPacketId: String(id) } }),
    ];
    const answer = async (route: (typeof routes)[number], id: unknown) => {
      const { status, json } = await route(id);
      return { status, json };
    };
    const refused = (problem: string) => ({ status: 400, json: { code: 400, msg: `请求参数错误：参数redPacketId${problem}` } });
    for (const [i, route] of routes.entries()) {
      const get = i === 2;
      for (const id of [Number.MAX_SAFE_INTEGER, sent.result.redPacketId + 1]) {
        expect(await answer(route, id), `route ${i} ${id}`).toEqual({ status: 200, json: { code: errorCodes.redPacketNotFound.code, msg: '红包不存在' } });
      }
      expect(await answer(route, 0)).toEqual(refused('不能小于1'));
      expect(await answer(route, -1)).toEqual(refused('不能小于1'));
      expect(await answer(route, 1.5)).toEqual(refused('类型错误'));
      expect(await answer(route, 2 ** 53)).toEqual(refused(`不能大于${Number.MAX_SAFE_INTEGER}`));
      expect(await answer(route, 'abc')).toEqual(refused('类型错误'));
      // A body's null is coerced to 0 by the validator; a query carries the text "null".
      expect(await answer(route, null)).toEqual(refused(get ? '类型错误' : '不能小于1'));
    }
    // Nothing was taken: the packet's first grab is still p1's to take.
    expect((await grab(s, t.p1, sent.result.redPacketId)).json).toMatchObject({ code: 1, result: { amount: expect.any(String) } });
  });
});
