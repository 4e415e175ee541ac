/**
 * GroupId: a group's id is branded, so the compiler refuses a plain number (a user id, a red-packet id, a
 * message id) where a group is meant, and groupId is the one door a number passes through. A gid from the
 * client is checked by the contract before it becomes one: an unknown gid is answered 群组不存在或已解散 and a
 * zero or malformed one the 400 envelope, on every route and socket event that takes one, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import { groupPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { groupId, redPacketId, userId, type GroupId } from '../../../server/db/ids';
import type { Database } from '../../../server/db/schema';
import { connectedSocket, type Person } from '../../support/chat-helpers';
import { groupTeam, makeGroup, sendGroup } from '../../support/group-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { closeTestSockets, listenOnLoopback, testSocket } from '../../support/test-sockets';

describe('groupId', () => {
  it('accepts a positive safe integer and keeps its value', () => {
    expect(groupId(1)).toBe(1);
    expect(groupId(Number.MAX_SAFE_INTEGER)).toBe(2 ** 53 - 1);
  });

  it('refuses what no group id can be: zero, negatives, fractions, unsafe integers, NaN', () => {
    for (const bad of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => groupId(bad)).toThrow(RangeError);
    }
    expect(() => groupId(0)).toThrow('群组编号必须是正整数：0');
  });
});

describe('GroupId at the type level (checked by tsc, not at run time)', () => {
  function groupOf(id: GroupId): GroupId {
    return id;
  }

  it('takes a GroupId, and refuses a plain number, a user id or a red-packet id', () => {
    expect(groupOf(groupId(3))).toBe(3);
    // @ts-expect-error a plain number is no group's id
    groupOf(3);
    // @ts-expect-error a user's id is no group's id
    groupOf(userId(3));
    // @ts-expect-error a red packet's id is no group's id
    groupOf(redPacketId(3));
  });

  it('is what the database edge gives and takes for the columns that hold or refer to a group', () => {
    type Of<T extends keyof Database, K extends keyof Selectable<Database[T]>> = Selectable<Database[T]>[K];
    const gid = groupId(4);
    const columns: [Of<'chat_groups', 'id'>, Of<'chat_group_members', 'group_id'>, Of<'group_messages', 'group_id'>, Of<'red_packets', 'group_id'>] = [
      gid,
      gid,
      gid,
      gid,
    ];
    expect(columns.map(groupOf)).toEqual([4, 4, 4, 4]);
    // @ts-expect-error a plain number is no group column's value
    const plain: Of<'group_messages', 'group_id'> = 4;
    // @ts-expect-error nor is a user's id
    const user: Of<'red_packets', 'group_id'> = userId(4);
    expect([plain, user]).toEqual([4, 4]);
  });

  it('is still a number to read', () => {
    const id: number = groupId(5);
    expect(`group:${id}`).toBe('group:5');
  });
});

describe('a gid from the client', () => {
  let s: TestServer;
  let url: string;
  beforeAll(async () => {
    s = await startTestServer();
    url = await listenOnLoopback(s);
  }, 180_000);
  afterAll(async () => {
    closeTestSockets();
    await s.close();
  });

  const notFound = { code: errorCodes.groupNotFound.code, msg: '群组不存在或已解散' };
  /** The 400 envelope of a gid the contract refuses, with what is wrong with it. */
  const refused = (field: string, problem: string) => ({ status: 400, json: { code: 400, msg: `请求参数错误：参数${field}${problem}` } });
  /**
   * Ids a BIGSERIAL never hands out, with how the contract says each is wrong (in a body, then in a query):
   * the validator coerces a body's null to 0, while a query carries the text "null".
   */
  const malformed: Array<[unknown, string, string?]> = [
    [0, '不能小于1'],
    [-1, '不能小于1'],
    [1.5, '类型错误'],
    [2 ** 53, `不能大于${Number.MAX_SAFE_INTEGER}`],
    ['abc', '类型错误'],
    [null, '不能小于1', '类型错误'],
  ];
  const unknown = [Number.MAX_SAFE_INTEGER, 999_999_999];

  /** The routes that take a gid, each with the rest of a request that would otherwise pass (by `who`). */
  function gidRoutes(who: Person) {
    const body = (path: string, rest: Record<string, unknown>, field = 'gid') => ({
      method: 'POST' as const,
      path,
      field,
      with: (gid: unknown) => ({ ...rest, [field]: gid }),
    });
    return [
      body(groupPaths.updateGroup, { groupName: '新名字' }),
      body(groupPaths.addMembers, { userId: String(who.id) }),
      body(groupPaths.kickMembers, { userId: String(who.id) }),
      body(groupPaths.mute, { userId: who.id, mute: 1 }),
      body(groupPaths.muteAll, { mute: 1 }),
      body(groupPaths.leaveGroup, {}),
      body(groupPaths.removeGroup, {}),
      body(groupPaths.sendRedPacket, { scene: 1, type: 1, num: 2, amount: '5', paypwd: 'pay12345' }, 'targetId'),
      { method: 'GET' as const, path: groupPaths.groupDetail, field: 'gid', with: (gid: unknown) => ({ gid }) },
      { method: 'GET' as const, path: groupPaths.groupHistoryMessage, field: 'gid', with: (gid: unknown) => ({ gid }) },
    ];
  }

  async function ask(who: Person, route: ReturnType<typeof gidRoutes>[number], gid: unknown) {
    const input = route.with(gid);
    const { status, json } =
      route.method === 'GET'
        ? await s.call('GET', route.path, { cookie: who.cookie, query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) })
        : await s.call('POST', route.path, { cookie: who.cookie, body: input });
    return { status, json };
  }

  it('answers an unknown gid 群组不存在或已解散 on every route that takes one, and a zero or malformed one the 400 envelope', async () => {
    const t = await groupTeam(s, 'e', '100');
    for (const route of gidRoutes(t.p1)) {
      for (const gid of unknown) expect(await ask(t.agent, route, gid), `${route.path} ${gid}`).toEqual({ status: 200, json: notFound });
      for (const [gid, problem, inQuery = problem] of malformed) {
        expect(await ask(t.agent, route, gid), `${route.path} ${String(gid)}`).toEqual(refused(route.field, route.method === 'GET' ? inQuery : problem));
      }
    }
  });

  it('answers a group_message to an unknown gid 群组不存在或已解散, drops one to a zero or malformed gid, and ignores a read mark of either', async () => {
    const t = await groupTeam(s, 'es');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const socket = await connectedSocket(testSocket(url, { cookie: t.agent.cookie }));
    for (const unknownGid of unknown) expect(await sendGroup(socket, unknownGid, 'hello')).toEqual(notFound);
    const acks: unknown[] = [];
    for (const [bad] of malformed) {
      socket.emit('group_message', { messageId: 'bad-gid', gid: bad, message: 'dropped' }, (ack: unknown) => acks.push(ack));
      socket.emit('group_received', { gid: bad, id: 1 });
    }
    for (const unknownGid of unknown) socket.emit('group_received', { gid: unknownGid, id: 1 });
    // The connection still serves: the next message is the only one stored.
    expect(await sendGroup(socket, gid, 'after')).toMatchObject({ code: 1, result: { to: gid, message: 'after' } });
    expect(acks).toEqual([]);
    expect((await s.db.selectFrom('group_messages').select('message').where('message_type', '<>', 10).execute()).map((r) => r.message)).toEqual(['after']);
  });
});
