import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, HISTORY_PAGE_SIZE, MSG_TYPE, OFFLINE, ONLINE, type ChatOnOffline } from '../../../contract/chat';
import { chatPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { connectedSocket, inbox, person, sendChat, until, type Person } from '../../support/chat-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { closeTestSockets, listenOnLoopback, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
beforeEach(async () => {
  s = await startTestServer({ config: { chatFlood: { burst: 1000, perSecond: 1000 } } });
  url = await listenOnLoopback(s);
});
afterEach(async () => {
  closeTestSockets();
  await s.close();
});

const socketOf = (p: Person) => connectedSocket(testSocket(url, { cookie: p.cookie }));

/** agent → player1, player2; upper → agent; stranger and trial elsewhere; admin. */
async function team() {
  const upper = await person(s, 'upper');
  const agent = await person(s, 'agent', { parent: upper, userType: 1 });
  const player1 = await person(s, 'player1', { parent: agent });
  const player2 = await person(s, 'player2', { parent: agent });
  const nephew = await person(s, 'nephew', { parent: player1 });
  const stranger = await person(s, 'stranger');
  const trial = await person(s, 'trialx', { parent: agent, userType: 10 });
  const admin = await person(s, 'admin', { admin: true });
  return { upper, agent, player1, player2, nephew, stranger, trial, admin };
}

describe('chat permissions', () => {
  it('lets a player talk with their agent, an agent with their direct downline, and anyone with an administrator', async () => {
    const t = await team();
    const allowed: Array<[Person, Person]> = [
      [t.player1, t.agent],
      [t.agent, t.player1],
      [t.agent, t.upper],
      [t.upper, t.agent],
      [t.stranger, t.admin],
      [t.admin, t.stranger],
      [t.player2, t.admin],
    ];
    for (const [from, to] of allowed) {
      const ack = await sendChat(await socketOf(from), to.id, `hi ${to.name}`);
      expect(ack, `${from.name} → ${to.name}`).toMatchObject({ code: 1, result: { fromUserId: from.id, toUserId: to.id, message: `hi ${to.name}` } });
    }
  });

  it('refuses siblings, grand-parents, strangers, oneself and trial accounts', async () => {
    const t = await team();
    const refused: Array<[Person, Person]> = [
      [t.player1, t.player2],
      [t.player1, t.upper],
      [t.upper, t.player1],
      [t.agent, t.nephew],
      [t.stranger, t.agent],
      [t.agent, t.stranger],
      [t.agent, t.agent],
      [t.agent, t.trial],
    ];
    for (const [from, to] of refused) {
      expect(await sendChat(await socketOf(from), to.id, 'hello'), `${from.name} → ${to.name}`).toEqual({
        code: errorCodes.chatForbidden.code,
        msg: errorCodes.chatForbidden.msg,
      });
    }
    expect(await sendChat(await socketOf(t.trial), t.agent.id, 'hello')).toEqual({ code: errorCodes.trialForbidden.code, msg: '请注册正式账号以开通此功能' });
    expect(await sendChat(await socketOf(t.trial), t.admin.id, 'hello')).toMatchObject({ code: errorCodes.trialForbidden.code });
    expect(await sendChat(await socketOf(t.agent), 999_999, 'hello')).toMatchObject({ code: errorCodes.unknownUser.code });
    // 0 is no user's id (the contract allows it for broadcasts): a direct message to it is to an unknown user.
    expect(await sendChat(await socketOf(t.agent), 0, 'hello')).toMatchObject({ code: errorCodes.unknownUser.code });
    expect(await s.db.selectFrom('chat_messages').select('id').execute()).toEqual([]);
    const { json } = await s.call('GET', chatPaths.checkMessage, { cookie: t.trial.cookie });
    expect(json).toEqual({ code: errorCodes.trialForbidden.code, msg: errorCodes.trialForbidden.msg });
  });

  it('broadcasts to exactly the direct downline (not the trial member, not the grandchild, not the sender)', async () => {
    const t = await team();
    const sockets = Object.fromEntries(await Promise.all(Object.entries(t).map(async ([k, p]) => [k, await socketOf(p)] as const)));
    const boxes = Object.fromEntries(Object.entries(sockets).map(([k, socket]) => [k, inbox(socket)]));
    const ack = await sendChat(sockets.agent!, 0, '今晚开会', { msgType: MSG_TYPE.broadcast });
    expect(ack).toMatchObject({ code: 1, recipients: 2, result: { msgtype: MSG_TYPE.broadcast, message: '今晚开会' } });
    await until(() => boxes.player1!.length === 1 && boxes.player2!.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    for (const name of ['upper', 'nephew', 'stranger', 'trial', 'admin', 'agent']) expect(boxes[name], name).toEqual([]);
    const rows = await s.db.selectFrom('chat_messages').select('to_user_id').orderBy('to_user_id').execute();
    expect(rows.map((r) => r.to_user_id)).toEqual([t.player1.id, t.player2.id]);
    expect(await sendChat(sockets.player2!, 0, 'x', { msgType: MSG_TYPE.broadcast })).toMatchObject({ code: errorCodes.chatNoDownline.code });
  });
});

describe('chat delivery', () => {
  it("delivers to every socket of the recipient and the sender's other tabs, once each, and a retry stores nothing new", async () => {
    const t = await team();
    const [a1, a2, p1, p2] = await Promise.all([socketOf(t.agent), socketOf(t.agent), socketOf(t.player1), socketOf(t.player1)]);
    const [boxA1, boxA2, boxP1, boxP2] = [inbox(a1), inbox(a2), inbox(p1), inbox(p2)];
    const ack = await sendChat(a1, t.player1.id, '两个标签页', { messageId: 'same-id' });
    await until(() => boxP1.length === 1 && boxP2.length === 1 && boxA2.length === 1);
    expect(boxP1[0]).toEqual(ack.result);
    expect(boxA2[0]).toEqual(ack.result);
    expect(boxA1).toEqual([]);
    const retry = await sendChat(a1, t.player1.id, '两个标签页', { messageId: 'same-id' });
    expect(retry.result).toEqual(ack.result);
    await new Promise((r) => setTimeout(r, 100));
    expect([boxP1.length, boxP2.length, boxA2.length]).toEqual([1, 1, 1]);
    expect(await s.db.selectFrom('chat_messages').select('id').execute()).toHaveLength(1);
  });

  it('keeps messages for an offline recipient and counts them unread by distinct sender', async () => {
    const t = await team();
    const agent = await socketOf(t.agent);
    const admin = await socketOf(t.admin);
    for (const text of ['one', 'two', 'three']) expect((await sendChat(agent, t.player1.id, text)).code).toBe(1);
    expect((await sendChat(admin, t.player1.id, 'notice')).code).toBe(1);
    const check = async () => (await s.call('GET', chatPaths.checkMessage, { cookie: t.player1.cookie })).json;
    expect(await check()).toEqual({ code: 1, msg: 'success', result: { count: 2, ids: [String(t.agent.id), String(t.admin.id)].sort() } });
    // Another message from a sender already unread changes nothing.
    await sendChat(agent, t.player1.id, 'four');
    expect((await check()).result.count).toBe(2);
    const recent = (await s.call('GET', chatPaths.recentContactNew, { cookie: t.player1.cookie })).json.result;
    expect(recent.map((c: { userId: number; unread: number; relation: string }) => [c.userId, c.unread, c.relation])).toEqual([
      [t.agent.id, 4, 'upper'],
      [t.admin.id, 1, 'admin'],
    ]);
    // The spec's names too: a recent contact's `to`, the agent's `unReadSize`; a message's sender type as userMsgType.
    expect(recent.map((c: { to: number; unReadSize: number }) => [c.to, c.unReadSize])).toEqual([
      [t.agent.id, 4],
      [t.admin.id, 1],
    ]);
    const upper = (await s.call('GET', chatPaths.agentSearch, { cookie: t.player1.cookie })).json.result;
    expect(upper).toMatchObject([{ userId: t.agent.id, unReadSize: 4 }]);
    const marked = await s.call('POST', chatPaths.setUserMsgStatus, { cookie: t.player1.cookie, body: { fromUserId: t.agent.id } });
    expect(marked.json.result).toEqual({ count: 1, ids: [String(t.admin.id)] });
    expect((await check()).result).toEqual({ count: 1, ids: [String(t.admin.id)] });
    // Marking read is the recipient's: the agent marking its own sent messages changes nothing.
    await s.call('POST', chatPaths.setUserMsgStatus, { cookie: t.agent.cookie, body: { fromUserId: t.admin.id } });
    expect((await check()).result.count).toBe(1);
  });

  it("stores one user's burst in the order sent, and a burst of many users without refusing any", async () => {
    const t = await team();
    const agent = await socketOf(t.agent);
    const acks = await Promise.all(Array.from({ length: 8 }, (_, i) => sendChat(agent, t.player1.id, `m${i}`)));
    expect(acks.map((a) => a.code)).toEqual(Array(8).fill(1));
    const stored = await s.db.selectFrom('chat_messages').select(['id', 'message']).orderBy('id').execute();
    expect(stored.map((m) => m.message)).toEqual(Array.from({ length: 8 }, (_, i) => `m${i}`));
    // Many senders at once (more than the database pool): each waits its turn, none is refused.
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => person(s, `crowd${i}`, { parent: t.agent })));
    const sockets = await Promise.all(many.map(socketOf));
    const crowd = await Promise.all(sockets.map((socket, i) => sendChat(socket, t.agent.id, `c${i}`)));
    expect(crowd.filter((a) => a.code !== 1)).toEqual([]);
  });

  it('refuses a flood beyond the per-user limit without stalling other users', async () => {
    await s.close();
    s = await startTestServer({ config: { chatFlood: { burst: 5, perSecond: 0.001 } } });
    url = await listenOnLoopback(s);
    const agent = await person(s, 'agent', { userType: 1 });
    const p = await person(s, 'player', { parent: agent });
    const other = await person(s, 'other', { parent: agent });
    const flooder = await socketOf(p);
    const acks = await Promise.all(Array.from({ length: 20 }, (_, i) => sendChat(flooder, agent.id, `m${i}`)));
    expect(acks.filter((a) => a.code === 1)).toHaveLength(5);
    expect(acks.filter((a) => a.code === errorCodes.chatTooFast.code)).toHaveLength(15);
    expect((await sendChat(await socketOf(other), agent.id, 'still fine')).code).toBe(1);
  });
});

describe('chat text', () => {
  it('stores hostile text as sent and returns it as text in the ack, the push and the history', async () => {
    const t = await team();
    const agent = await socketOf(t.agent);
    const player = await socketOf(t.player1);
    const box = inbox(player);
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(document.cookie)">',
      '\u202Egnp.exe\u202C 正常 \u2066abc\u2069',
      '"><svg onload=alert(1)>&amp;&lt;',
    ];
    for (const text of hostile) expect((await sendChat(agent, t.player1.id, text)).result?.message).toBe(text);
    await until(() => box.length === hostile.length);
    expect(box.map((m) => m.message)).toEqual(hostile);
    const history = await s.call('POST', chatPaths.historyMessage, { cookie: t.player1.cookie, body: { msgType: 1, searchType: 1, fromUserId: t.agent.id } });
    expect(history.json.result.list.map((m: { message: string }) => m.message)).toEqual(hostile);
    expect(history.json.result.list.map((m: { userMsgType: number }) => m.userMsgType)).toEqual(hostile.map(() => 1)); // sent by the agent (type 1)
    const stored = await s.db.selectFrom('chat_messages').select('message').orderBy('id').execute();
    expect(stored.map((r) => r.message)).toEqual(hostile);
  });

  it('strips emoji and trims, refuses empty (10,000 emoji) and over 500 characters', async () => {
    const t = await team();
    const agent = await socketOf(t.agent);
    expect((await sendChat(agent, t.player1.id, '  你好😀👍🏽 世界🇨🇳  ')).result?.message).toBe('你好 世界');
    expect(await sendChat(agent, t.player1.id, '😀'.repeat(10_000))).toEqual({ code: errorCodes.chatEmpty.code, msg: errorCodes.chatEmpty.msg });
    expect(await sendChat(agent, t.player1.id, '   \n ')).toMatchObject({ code: errorCodes.chatEmpty.code });
    expect((await sendChat(agent, t.player1.id, '字'.repeat(CHAT_MESSAGE_MAX))).code).toBe(1);
    expect(await sendChat(agent, t.player1.id, '字'.repeat(CHAT_MESSAGE_MAX + 1))).toMatchObject({ code: errorCodes.chatTooLong.code });
    expect((await sendChat(agent, t.player1.id, `${'字'.repeat(CHAT_MESSAGE_MAX)}😀😀`)).code).toBe(1);
  });

  it('drops a malformed chat_message (no ack, bad shape) without harming the connection', async () => {
    const t = await team();
    const agent = await socketOf(t.agent);
    agent.emit('chat_message', { toUserId: 'x' }, () => {});
    agent.emit('chat_message', { messageId: 'a', msgType: 1, toUserId: t.player1.id, message: 'no ack' });
    agent.emit('chat_message', { messageId: '<bad id>', msgType: 1, toUserId: t.player1.id, message: 'x' }, () => {});
    expect((await sendChat(agent, t.player1.id, 'after')).code).toBe(1);
    expect((await s.db.selectFrom('chat_messages').select('message').execute()).map((r) => r.message)).toEqual(['after']);
  });
});

describe('chat history', () => {
  it('pages a conversation by message id in both directions, oldest first', async () => {
    const t = await team();
    const agent = await socketOf(t.agent);
    const player = await socketOf(t.player1);
    const total = HISTORY_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < total; i++) expect((await sendChat(i % 2 ? player : agent, i % 2 ? t.agent.id : t.player1.id, `m${i}`)).code).toBe(1);
    await sendChat(agent, t.player2.id, 'not this conversation');
    const page = async (body: Record<string, number>) =>
      (await s.call('POST', chatPaths.historyMessage, { cookie: t.player1.cookie, body: { msgType: 1, fromUserId: t.agent.id, ...body } })).json.result;
    const latest = await page({ searchType: 1 });
    expect(latest.list.map((m: { message: string }) => m.message)).toEqual(
      Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) => `m${total - HISTORY_PAGE_SIZE + i}`),
    );
    expect(latest.hasMore).toBe(true);
    const seen = [...latest.list];
    let cursor = latest.list[0].id;
    for (;;) {
      const older = await page({ searchType: 1, messageId: cursor });
      seen.unshift(...older.list);
      if (!older.hasMore) break;
      cursor = older.list[0].id;
    }
    expect(seen.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: total }, (_, i) => `m${i}`));
    const newer = await page({ searchType: 2, messageId: seen[total - 3].id });
    expect(newer).toMatchObject({ hasMore: false, list: [{ message: `m${total - 2}` }, { message: `m${total - 1}` }] });
    // The other party sees the same conversation; a third user sees none of it.
    const fromAgent = (
      await s.call('POST', chatPaths.historyMessage, { cookie: t.agent.cookie, body: { msgType: 1, searchType: 1, fromUserId: t.player1.id } })
    ).json.result;
    expect(fromAgent.list.map((m: { id: number }) => m.id)).toEqual(latest.list.map((m: { id: number }) => m.id));
    const snoop = (await s.call('POST', chatPaths.historyMessage, { cookie: t.player2.cookie, body: { msgType: 1, searchType: 1, fromUserId: t.player1.id } }))
      .json.result;
    expect(snoop.list).toEqual([]);
  });
});

describe('chat contacts and presence', () => {
  it("lists the agent, the downline with its online count, search results, and announces a contact's first and last socket", async () => {
    const t = await team();
    const agentSocket = await socketOf(t.agent);
    const events: ChatOnOffline[] = [];
    agentSocket.on('chat_onoffline', (e: ChatOnOffline) => events.push(e));
    const tab1 = await socketOf(t.player1);
    await until(() => events.length === 1);
    const tab2 = await socketOf(t.player1);
    const downline = (await s.call('GET', chatPaths.subContact, { cookie: t.agent.cookie })).json.result;
    expect(downline).toMatchObject({ count: 3, onlineCount: 1 });
    expect(downline.list.map((c: { userName: string; online: number }) => [c.userName, c.online])).toEqual([
      ['player1', 1],
      ['player2', 0],
    ]);
    const upper = (await s.call('GET', chatPaths.agentSearch, { cookie: t.player1.cookie })).json.result;
    expect(upper).toMatchObject([{ userId: t.agent.id, userName: 'agent', online: 1, relation: 'upper' }]);
    expect((await s.call('GET', chatPaths.agentSearch, { cookie: t.stranger.cookie })).json.result).toEqual([]);
    const found = (await s.call('POST', chatPaths.search, { cookie: t.agent.cookie, body: { userName: 'p' } })).json.result;
    expect(found.map((c: { userName: string }) => c.userName)).toEqual(['player1', 'player2', 'upper']);
    const one = (await s.call('POST', chatPaths.search, { cookie: t.agent.cookie, body: { userName: 'er2' } })).json.result;
    expect(one.map((c: { userName: string; relation: string }) => [c.userName, c.relation])).toEqual([['player2', 'downline']]);
    expect((await s.call('POST', chatPaths.search, { cookie: t.agent.cookie, body: { userName: '%' } })).json.result).toEqual([]);
    tab1.close();
    await new Promise((r) => setTimeout(r, 150));
    expect(events).toEqual([{ userId: t.player1.id, userName: 'player1', status: ONLINE }]);
    tab2.close();
    await until(() => events.length === 2);
    expect(events[1]).toEqual({ userId: t.player1.id, userName: 'player1', status: OFFLINE });
  });
});
