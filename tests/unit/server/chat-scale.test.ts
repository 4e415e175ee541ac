import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ChatMessage } from '../../../contract/chat';
import { bulkPerson, connectedSocket, inbox, sendChat, until, type Person } from '../../support/chat-helpers';
import type { TestServer } from '../../support/server-harness';
import { serverOnLoopbackPerTest, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
serverOnLoopbackPerTest((server, base) => {
  s = server;
  url = base;
});

const CLIENTS = 500;
const PER_CLIENT = 3;

describe('chat delivery at scale', () => {
  it('gives each of 500 connected clients exactly the messages sent to it, none twice, none missing', async () => {
    // 250 agent/player pairs: each client writes PER_CLIENT messages to its partner.
    const people: Person[] = [];
    for (let i = 0; i < CLIENTS / 2; i++) {
      const agent = await bulkPerson(s, `ag${i}`, { userType: 1 });
      people.push(agent, await bulkPerson(s, `pl${i}`, { parent: agent }));
    }
    const partnerOf = (index: number) => people[index % 2 === 0 ? index + 1 : index - 1]!;
    const sockets: Socket[] = [];
    for (let at = 0; at < people.length; at += 50) {
      sockets.push(...(await Promise.all(people.slice(at, at + 50).map((p) => connectedSocket(testSocket(url, { cookie: p.cookie }))))));
    }
    const boxes: ChatMessage[][] = sockets.map(inbox);
    const acks = await Promise.all(
      people.flatMap((p, index) =>
        Array.from({ length: PER_CLIENT }, (_, k) => sendChat(sockets[index]!, partnerOf(index).id, `${p.name}→${partnerOf(index).name}#${k}`)),
      ),
    );
    expect(acks.filter((a) => a.code !== 1)).toEqual([]);
    await until(() => boxes.every((box) => box.length >= PER_CLIENT), 30_000);
    await new Promise((r) => setTimeout(r, 200));
    people.forEach((p, index) => {
      const partner = partnerOf(index);
      const texts = boxes[index]!.map((m) => m.message).sort();
      expect(texts, p.name).toEqual(Array.from({ length: PER_CLIENT }, (_, k) => `${partner.name}→${p.name}#${k}`));
      expect(boxes[index]!.every((m) => m.toUserId === p.id && m.fromUserId === partner.id)).toBe(true);
    });
  }, 240_000);
});
