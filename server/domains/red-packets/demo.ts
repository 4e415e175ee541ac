/**
 * The demo agent's team group (agent, player1, player2): created by the agent, a short
 * conversation, an ordinary red packet fully taken and a lucky one still open (player2 took a
 * share), so the group views, the packet cards and the records show something real. Each step
 * goes through the group and red-packet services at its time in the demo history
 * (db/demo-history.ts): the tips, the escrow and every share are the services' own.
 */
import type { DemoEvent, HistoryContext } from '../../db/demo-history';
import type { ServerDeps } from '../../deps';
import { groupService, type GroupService } from '../groups/service';
import { redPacketCards } from './cards';
import { redPacketService } from './service';
import type { GroupId, RedPacketId } from '../../db/ids';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const servicesOf = new WeakMap<ServerDeps, { groups: GroupService; packets: ReturnType<typeof redPacketService> }>();

/** The group and red-packet services of the history's app, made once (as the group and red-packet routes make theirs). */
function services(deps: ServerDeps) {
  let made = servicesOf.get(deps);
  if (!made) {
    const groups: GroupService = groupService(deps, redPacketCards(deps));
    const packets = redPacketService(deps, groups);
    made = { groups, packets };
    servicesOf.set(deps, made);
  }
  return made;
}

export function demoGroupEvents(payPassword: string): DemoEvent[] {
  const start = 3 * HOUR;
  // Set by the events that create the group and the packets, which run before those that use them.
  let gid: GroupId;
  const packetIds: RedPacketId[] = [];
  let sent = 0;
  const say = (from: string, message: string, agoMs: number): DemoEvent => ({
    agoMs,
    what: `${from} says ${message}`,
    run: async ({ deps, user }) => {
      await services(deps).groups.send(user(from), { messageId: `demo-${++sent}`, gid, message });
    },
  });
  const packet = (agoMs: number, input: { type: 0 | 1; content: string; num: number; amount: string }): DemoEvent => ({
    agoMs,
    what: `agent sends a red packet (${input.content})`,
    run: async ({ deps, user }) => {
      packetIds.push((await services(deps).packets.send(user('agent'), { targetId: gid, paypwd: payPassword, ...input })).redPacketId);
    },
  });
  const grab = (who: string, packet: number, agoMs: number): DemoEvent => ({
    agoMs,
    what: `${who} grabs packet ${packet + 1}`,
    run: async ({ deps, user }: HistoryContext) => {
      await services(deps).packets.grab(user(who), packetIds[packet]!);
    },
  });
  return [
    {
      agoMs: start,
      what: 'agent creates the team group',
      run: async ({ deps, user }) => {
        gid = (await services(deps).groups.create(user('agent'), '代理团队', [user('player1').id, user('player2').id].join(','))).gid;
      },
    },
    say('agent', '欢迎大家加入团队群，今晚八点发红包！', start - MINUTE),
    say('player1', '收到，准时来抢', start - 2 * MINUTE),
    say('player2', '期待期待', start - 3 * MINUTE),
    packet(start - 10 * MINUTE, { type: 0, content: '恭喜发财，大吉大利', num: 2, amount: '100' }),
    grab('player1', 0, start - 11 * MINUTE),
    grab('player2', 0, start - 12 * MINUTE),
    say('agent', '再来一个拼手气红包', start - 120 * MINUTE),
    packet(30 * MINUTE, { type: 1, content: '拼手气红包', num: 5, amount: '2000' }),
    grab('player2', 1, 29 * MINUTE),
  ];
}
