import { ADMIN_ROLE_TYPE } from '../../../contract/user-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGE_MAX, type ChatAdminMessage } from '../../../contract/letters';
import { letterPaths, sessionPaths, userPaths } from '../../../contract/paths';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../support/server-harness';
import { closeTestSockets, handshakeOutcome, listenOnLoopback, testSocket } from '../../support/test-sockets';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  closeTestSockets();
  await s.close();
});

async function admin(name = 'boss') {
  const user = await s.createUser(name, '0');
  await s.db.updateTable('users').set({ role_type: ADMIN_ROLE_TYPE }).where('id', '=', user.id).execute();
  return user;
}
const send = (cookie: string, content: string, toUserName?: string) =>
  s.call('POST', letterPaths.send, { cookie, body: { content, ...(toUserName ? { toUserName } : {}) } });
const history = (cookie: string, page?: number, pageSize?: number) => s.call('POST', letterPaths.history, { cookie, body: { page, pageSize } });
const count = async (cookie: string): Promise<number> => (await s.call('GET', letterPaths.count, { cookie })).json.data.lettersCount;
const read = (cookie: string, id: number) => s.call('GET', letterPaths.read, { cookie, query: { id: String(id) } });
const remove = (cookie: string, id: number) => s.call('GET', letterPaths.remove, { cookie, query: { id: String(id) } });
const sentId = async (cookie: string, content: string, to?: string): Promise<number> => {
  const answer = await send(cookie, content, to);
  expect(answer.json).toMatchObject({ code: 0 });
  return answer.json.data.message.id;
};

describe('administrator messages', () => {
  it('lets only an administrator send, and refuses a player with 403', async () => {
    const boss = await admin();
    const player = await s.createUser('player', '0');
    const refused = await send(player.cookie, '我也想发通知');
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 6103, msg: '仅管理员可发送系统消息' });
    expect(await count(player.cookie)).toBe(0);
    expect((await s.call('GET', letterPaths.count, { cookie: player.cookie })).json.data.canSend).toBe(0);
    expect((await s.call('GET', letterPaths.count, { cookie: boss.cookie })).json.data.canSend).toBe(1);
    const sent = await send(boss.cookie, '  维护通知  ');
    expect(sent.json.data).toMatchObject({
      message: { content: '维护通知', createDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
      recipients: 'all',
    });
    expect(await count(player.cookie)).toBe(1);
    expect((await s.call('POST', letterPaths.send, { body: { content: 'x' } })).status).toBe(401);
  });

  it('refuses empty, overlong or broken text and an unknown recipient', async () => {
    const boss = await admin();
    expect((await send(boss.cookie, '   ')).json.code).toBe(6101);
    expect((await send(boss.cookie, '字'.repeat(ADMIN_MESSAGE_MAX + 1))).json.code).toBe(6102);
    expect((await send(boss.cookie, '😀'.repeat(ADMIN_MESSAGE_MAX))).json.code).toBe(0); // counted in characters, not UTF-16 units
    expect((await send(boss.cookie, 'a\u0000b')).status).toBe(400); // control characters: refused for every request
    expect((await send(boss.cookie, 'half \ud800 surrogate')).json.code).toBe(6105);
    expect((await send(boss.cookie, 'hi', 'nobody')).json.code).toBe(6104);
  });

  it('stores hostile text as sent and returns it as text', async () => {
    const boss = await admin();
    const player = await s.createUser('player', '0');
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', 'abc\u202Egnp.exe', '"quoted" & \'single\'\n第二行'];
    for (const text of payloads) await sentId(boss.cookie, text);
    const page = (await history(player.cookie, 1, 10)).json.data;
    expect(page.data.map((m: { content: string }) => m.content)).toEqual([...payloads].reverse());
  });

  it('shows a notice to one user only to that user', async () => {
    const boss = await admin();
    const alice = await s.createUser('alice', '0');
    const bob = await s.createUser('bob', '0');
    const id = await sentId(boss.cookie, '仅给 alice', 'ALICE');
    expect(await count(alice.cookie)).toBe(1);
    expect(await count(bob.cookie)).toBe(0);
    expect((await history(bob.cookie)).json.data).toEqual({ nowPage: 1, pageCount: 0, data: [] });
    // Bob cannot read or delete Alice's letter, and cannot tell it exists.
    expect((await read(bob.cookie, id)).json).toEqual({ code: 6100, msg: '消息不存在或已删除' });
    expect((await remove(bob.cookie, id)).json.code).toBe(6100);
    expect((await read(bob.cookie, 999_999)).json.code).toBe(6100);
    expect(await count(alice.cookie)).toBe(1);
  });

  it('counts unread per reader: reading once lowers the count once, a second read changes nothing', async () => {
    const boss = await admin();
    const alice = await s.createUser('alice', '0');
    const bob = await s.createUser('bob', '0');
    const first = await sentId(boss.cookie, '一');
    await sentId(boss.cookie, '二');
    expect(await count(alice.cookie)).toBe(2);
    expect((await read(alice.cookie, first)).json.data).toEqual({ lettersCount: 1 });
    expect((await read(alice.cookie, first)).json.data).toEqual({ lettersCount: 1 });
    expect(await count(bob.cookie)).toBe(2);
    const latest = (await s.call('GET', letterPaths.latest, { cookie: alice.cookie })).json.data;
    expect(latest.lettersCount).toBe(1);
    expect(latest.list.map((m: { content: string; isRead: number }) => [m.content, m.isRead])).toEqual([
      ['二', 0],
      ['一', 1],
    ]);
    const info = (await s.call('GET', userPaths.userInfo, { cookie: alice.cookie })).json.data;
    expect(info.lettersCount).toBe(1);
    const login = await s.call('POST', sessionPaths.login, { body: { cn: 'alice', password: TEST_PASSWORD } });
    expect(login.json.data.userInfo.lettersCount).toBe(1);
  });

  it('deletes per reader: the others keep their copy, a deleted letter is gone for its reader', async () => {
    const boss = await admin();
    const alice = await s.createUser('alice', '0');
    const bob = await s.createUser('bob', '0');
    const id = await sentId(boss.cookie, '大家好');
    expect((await remove(alice.cookie, id)).json.data).toEqual({ lettersCount: 0 });
    expect((await history(alice.cookie)).json.data.data).toEqual([]);
    expect((await read(alice.cookie, id)).json.code).toBe(6100);
    expect((await remove(alice.cookie, id)).json.code).toBe(6100);
    expect((await history(bob.cookie)).json.data.data).toEqual([expect.objectContaining({ id, content: '大家好', isRead: 0 })]);
    expect(await count(bob.cookie)).toBe(1);
  });

  it('marks every notice read with set_msg_status, only for the caller', async () => {
    const boss = await admin();
    const alice = await s.createUser('alice', '0');
    const bob = await s.createUser('bob', '0');
    const first = await sentId(boss.cookie, '一');
    await sentId(boss.cookie, '二');
    await sentId(boss.cookie, '三', 'alice');
    await read(alice.cookie, first);
    const marked = await s.call('POST', letterPaths.setMsgStatus, { cookie: alice.cookie, body: { msgType: 0 } });
    expect(marked.json).toEqual({ code: 1, msg: 'success', result: { lettersCount: 0 } });
    expect(await count(alice.cookie)).toBe(0);
    expect(await count(bob.cookie)).toBe(2);
    expect((await s.call('POST', letterPaths.setMsgStatus, { cookie: alice.cookie, body: { msgType: 5 } })).status).toBe(400);
  });

  it('pages the history newest first with nowPage and pageCount', async () => {
    const boss = await admin();
    const player = await s.createUser('player', '0');
    for (let i = 1; i <= 23; i++) await sentId(boss.cookie, `第${i}条`);
    const one = (await history(player.cookie, 1)).json.data;
    expect(one.nowPage).toBe(1);
    expect(one.pageCount).toBe(3);
    expect(one.data.map((m: { content: string }) => m.content).slice(0, 2)).toEqual(['第23条', '第22条']);
    const three = (await history(player.cookie, 3)).json.data;
    expect(three.data.map((m: { content: string }) => m.content)).toEqual(['第3条', '第2条', '第1条']);
    expect((await history(player.cookie, 4)).json.data).toEqual({ nowPage: 4, pageCount: 3, data: [] });
    expect((await history(player.cookie, 2, 20)).json.data.data).toHaveLength(3);
    expect((await history(player.cookie, 0)).status).toBe(400);
    expect((await history(player.cookie, 1, 51)).status).toBe(400);
    expect((await s.call('GET', letterPaths.latest, { cookie: player.cookie, query: { size: '5' } })).json.data.list).toHaveLength(5);
  });

  it('pushes chat_admin to every socket for a notice to all, and only to the recipient for a personal one', async () => {
    const url = await listenOnLoopback(s);
    const boss = await admin();
    const alice = await s.createUser('alice', '0');
    const bob = await s.createUser('bob', '0');
    const aliceTabs = [testSocket(url, { cookie: alice.cookie }), testSocket(url, { cookie: alice.cookie })];
    const bobSocket = testSocket(url, { cookie: bob.cookie });
    for (const socket of [...aliceTabs, bobSocket]) expect(await handshakeOutcome(socket)).toBe('connected');
    const received = new Map<string, ChatAdminMessage[]>();
    const listen = (name: string, socket: (typeof aliceTabs)[number]) => {
      received.set(name, []);
      socket.on('chat_admin', (m: ChatAdminMessage) => received.get(name)!.push(m));
    };
    listen('alice1', aliceTabs[0]!);
    listen('alice2', aliceTabs[1]!);
    listen('bob', bobSocket);
    const arrived = new Promise((resolve) => bobSocket.once('chat_admin', resolve));
    const everyone = await send(boss.cookie, '<b>全体</b>');
    await arrived;
    const toAlice = await send(boss.cookie, '只给你', 'alice');
    await new Promise<void>((resolve) => {
      const check = () => (received.get('alice1')!.length === 2 && received.get('alice2')!.length === 2 ? resolve() : setTimeout(check, 20));
      check();
    });
    await new Promise((r) => setTimeout(r, 100)); // anything stray would have arrived by now
    expect(received.get('alice1')).toEqual([everyone.json.data.message, toAlice.json.data.message]);
    expect(received.get('alice2')).toEqual([everyone.json.data.message, toAlice.json.data.message]);
    expect(received.get('bob')).toEqual([everyone.json.data.message]);
  });
});

describe('demo seed', () => {
  it('starts with notices to everyone, one more for demo, and an administrator who may send', async () => {
    const seeded = await startTestServer({ seed: true });
    try {
      const demo = await seeded.login('demo', 'demo1234');
      const agent = await seeded.login('agent', 'demo1234');
      const letters = async (cookie: string) => (await seeded.call('GET', letterPaths.count, { cookie })).json.data.lettersCount;
      expect(await letters(demo)).toBe(4);
      expect(await letters(agent)).toBe(3);
      const admin = await seeded.login('admin', 'demo1234');
      expect((await seeded.call('POST', letterPaths.send, { cookie: admin, body: { content: '新通知' } })).json.code).toBe(0);
      expect(await letters(agent)).toBe(4);
    } finally {
      await seeded.close();
    }
  });
});
