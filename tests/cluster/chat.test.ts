/**
 * Chat across two real server processes over one PostgreSQL and one Redis (the Redis Streams
 * socket adapter): messages between sockets on different processes, presence counted over both,
 * and many clients each receiving exactly their own messages.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { OFFLINE, ONLINE, type ChatMessage, type ChatOnOffline } from '../../contract/chat';
import { chatPaths, socketPath } from '../../contract/paths';
import { systemClock } from '../../server/clock';
import { bulkPerson, inbox, sendChat, until, type Person } from '../support/chat-helpers';
import { clusterFixture } from '../support/cluster-fixture';
import type { RunningServer } from '../support/start-server';

const { cleanups, freshDatabase, startTwo } = clusterFixture('chat');

function openSocket(server: RunningServer, who: Person): Promise<Socket> {
  // 500 sockets connect at once: the client's default 20 s connect limit was reached once on a loaded machine
  const socket = connect(server.url, {
    path: socketPath,
    transports: ['websocket'],
    extraHeaders: { cookie: who.cookie },
    reconnection: false,
    timeout: 60_000,
  });
  cleanups.push(async () => socket.close());
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

async function get(server: RunningServer, path: string, who: Person) {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie: who.cookie, 'x-requested-with': 'XMLHttpRequest' } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return ((await response.json()) as any).result;
}

describe('chat across two processes', () => {
  it('delivers between processes, to every tab on either, and reports a contact online while any socket remains on any process', async () => {
    const { url, handle } = await freshDatabase({ seed: false, poolSize: 4 });
    const at = { db: handle.db, clock: systemClock };
    const agent = await bulkPerson(at, 'agent', { userType: 1 });
    const player = await bulkPerson(at, 'player', { parent: agent });
    const [a, b] = await startTwo(url);

    const agentSocket = await openSocket(a, agent);
    const presence: ChatOnOffline[] = [];
    agentSocket.on('chat_onoffline', (e: ChatOnOffline) => presence.push(e));
    const agentBox = inbox(agentSocket);

    const playerOnB = await openSocket(b, player);
    await until(() => presence.length === 1, 10_000);
    expect(presence[0]).toEqual({ userId: player.id, userName: 'player', status: ONLINE });
    // Either process sees the player online (its socket is on B).
    for (const server of [a, b])
      expect(await get(server, chatPaths.subContact, agent)).toMatchObject({ onlineCount: 1, list: [{ userId: player.id, online: 1 }] });

    const boxB = inbox(playerOnB);
    const ack = await sendChat(agentSocket, player.id, '跨进程的消息');
    expect(ack).toMatchObject({ code: 1, result: { fromUserId: agent.id, toUserId: player.id } });
    await until(() => boxB.length === 1, 10_000);
    expect(boxB[0]).toEqual(ack.result);

    // A second tab on A: no second "online"; its reply reaches the agent and the player's tab on B.
    const playerOnA = await openSocket(a, player);
    const reply = await sendChat(playerOnA, agent.id, '收到');
    expect(reply.code).toBe(1);
    await until(() => agentBox.length === 1 && boxB.length === 2, 10_000);
    expect(agentBox[0]).toEqual(reply.result);
    expect(boxB[1]).toEqual(reply.result);

    // Closing the tab on B leaves the one on A: still online; closing that one too: offline.
    playerOnB.close();
    await new Promise((r) => setTimeout(r, 500));
    expect(await get(a, chatPaths.subContact, agent)).toMatchObject({ onlineCount: 1 });
    playerOnA.close();
    await until(() => presence.length === 2, 10_000);
    expect(presence).toEqual([
      { userId: player.id, userName: 'player', status: ONLINE },
      { userId: player.id, userName: 'player', status: OFFLINE },
    ]);
    expect(await get(b, chatPaths.subContact, agent)).toMatchObject({ onlineCount: 0 });
    const unread = await get(a, chatPaths.checkMessage, agent);
    expect(unread).toEqual({ count: 1, ids: [String(player.id)] });
  });

  it('gives each of 500 clients spread over both processes exactly its own messages', async () => {
    const { url, handle } = await freshDatabase({ seed: false, poolSize: 4 });
    const at = { db: handle.db, clock: systemClock };
    const people: Person[] = [];
    for (let i = 0; i < 250; i++) {
      const agent = await bulkPerson(at, `ag${i}`, { userType: 1 });
      people.push(agent, await bulkPerson(at, `pl${i}`, { parent: agent }));
    }
    const servers = await startTwo(url);
    // Each pair's two members sit on different processes.
    const sockets = await Promise.all(people.map((p, index) => openSocket(servers[index % 2]!, p)));
    const boxes: ChatMessage[][] = sockets.map(inbox);
    const partnerOf = (index: number) => people[index % 2 === 0 ? index + 1 : index - 1]!;
    const acks = await Promise.all(people.flatMap((p, index) => [0, 1].map((k) => sendChat(sockets[index]!, partnerOf(index).id, `${p.name}#${k}`))));
    // A failure names each refusal once, with how often it came, so a shortened log still shows why.
    const refusals = new Map<string, number>();
    for (const ack of acks) if (ack.code !== 1) refusals.set(`${ack.code} ${ack.msg}`, (refusals.get(`${ack.code} ${ack.msg}`) ?? 0) + 1);
    expect(Object.fromEntries(refusals)).toEqual({});
    await until(() => boxes.every((box) => box.length >= 2), 30_000);
    await new Promise((r) => setTimeout(r, 500));
    people.forEach((p, index) => {
      const partner = partnerOf(index);
      expect(boxes[index]!.map((m) => m.message).sort(), p.name).toEqual([`${partner.name}#0`, `${partner.name}#1`]);
    });
  });
});
