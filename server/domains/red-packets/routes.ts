/** Red packets in chat groups (contract/groups.ts): send, grab, open, the detail and the records. */
import type { FastifyInstance } from 'fastify';
import { groupEndpoints, RED_PACKET_RECORD_PAGE_SIZE } from '../../../contract/groups';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { groupService } from '../groups/service';
import { redPacketCards } from './cards';
import { redPacketService } from './service';
import { groupId, redPacketId } from '../../db/ids';

export async function redPacketRoutes(app: FastifyInstance) {
  // A packet is sent into a group by one of its members, and its grabs post tips there.
  const deps = serverDeps(app);
  const packets = redPacketService(deps, groupService(deps, redPacketCards(deps)));
  const auth = { config: { auth: true } };
  const mutates = { config: { auth: true, mutates: true } };
  const e = groupEndpoints;
  // The contract takes ids of 1 to 2^53 - 1 only (0 or malformed: the 400 envelope), so groupId and redPacketId take every id a handler sees.

  defineRoute(app, e.sendRedPacket, (request) => packets.send(userOf(request), { ...request.body, targetId: groupId(request.body.targetId) }), mutates);
  defineRoute(app, e.grabRedPacket, (request) => packets.grab(userOf(request), redPacketId(request.body.redPacketId)), mutates);
  defineRoute(app, e.openRedPacket, (request) => packets.open(userOf(request), redPacketId(request.body.redPacketId)), mutates);
  defineRoute(app, e.redPacketDetail, (request) => packets.detail(userOf(request), redPacketId(request.query.redPacketId)), auth);
  defineRoute(
    app,
    e.grabRedPacketRecord,
    (request) => packets.received(userOf(request), request.query.year, request.query.currPage ?? 1, request.query.pageSize ?? RED_PACKET_RECORD_PAGE_SIZE),
    auth,
  );
  defineRoute(
    app,
    e.sendRedPacketRecord,
    (request) => packets.sent(userOf(request), request.query.year, request.query.currPage ?? 1, request.query.pageSize ?? RED_PACKET_RECORD_PAGE_SIZE),
    auth,
  );
}
