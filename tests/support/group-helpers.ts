/** Group and red-packet test helpers: a team, a group made over the API, socket sends of group_message. */
import type { Socket } from 'socket.io-client';
import type { GroupAck, GroupMessage } from '../../contract/groups';
import { groupPaths } from '../../contract/paths';
import { toMinorUnits } from '../../rules/money';
import { deposit } from '../../server/db/seed';
import { person, type Person } from './chat-helpers';
import type { TestServer } from './server-harness';
import { PAY_PASSWORD, setFundPassword } from './transfer-helpers';
import type { UserId } from '../../server/db/ids';

export { PAY_PASSWORD };

/** `prefix`agent (type 1) with players p1..p4 under them (type 0), a stranger elsewhere. */
export async function groupTeam(s: TestServer, prefix: string, balance = '0') {
  const agent = await person(s, `${prefix}agent`, { userType: 1 });
  await s.db.updateTable('users').set({ user_type: 1 }).where('id', '=', agent.id).execute();
  const players: Person[] = [];
  for (const name of ['p1', 'p2', 'p3', 'p4']) players.push(await person(s, `${prefix}${name}`, { parent: agent }));
  const stranger = await person(s, `${prefix}stranger`);
  if (balance !== '0') {
    for (const p of [agent, ...players]) await fund(s, p.id, balance);
  }
  await setFundPassword(s, agent.id);
  for (const p of players) await setFundPassword(s, p.id);
  const [p1, p2, p3, p4] = players as [Person, Person, Person, Person];
  return { agent, p1, p2, p3, p4, stranger };
}

let funds = 0;
/** Credits a user's main wallet through the ledger (a test deposit). */
export async function fund(s: TestServer, userId: UserId, yuan: string) {
  await deposit(s.db, userId, toMinorUnits(yuan), `test:fund:${userId}:${++funds}`, s.clock.now());
}

export async function makeGroup(s: TestServer, owner: Person, members: Person[], groupName = '测试群'): Promise<number> {
  const { json } = await s.call('POST', groupPaths.createGroup, { cookie: owner.cookie, body: { groupName, userId: members.map((m) => m.id).join(',') } });
  if (json.code !== 1) throw new Error(`create_group: ${JSON.stringify(json)}`);
  return json.result.gid as number;
}

let sends = 0;
export function sendGroup(socket: Socket, gid: number, message: string, messageId = `g${++sends}_${Date.now().toString(36)}`): Promise<GroupAck> {
  return socket.timeout(60_000).emitWithAck('group_message', { messageId, gid, message }) as Promise<GroupAck>;
}

export function groupInbox(socket: Socket): GroupMessage[] {
  const received: GroupMessage[] = [];
  socket.on('group_message', (m: GroupMessage) => received.push(m));
  return received;
}

let requests = 0;
export function sendPacket(
  s: TestServer,
  from: Person,
  gid: number,
  body: { type?: 0 | 1; num: number; amount: string; content?: string; paypwd?: string; requestId?: string },
) {
  return s.call('POST', groupPaths.sendRedPacket, {
    cookie: from.cookie,
    body: {
      scene: 1,
      targetId: gid,
      type: body.type ?? 1,
      num: body.num,
      amount: body.amount,
      paypwd: body.paypwd ?? PAY_PASSWORD,
      requestId: body.requestId ?? `rp${++requests}`,
      ...(body.content !== undefined ? { content: body.content } : {}),
    },
  });
}

export const grab = (s: TestServer, who: Person, redPacketId: number) =>
  s.call('POST', groupPaths.grabRedPacket, { cookie: who.cookie, body: { redPacketId } });
