/** Chat groups (contract/groups.ts): the HTTP calls (the socket side is sockets.ts). */
import type { FastifyInstance } from 'fastify';
import { groupEndpoints } from '../../../contract/groups';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { redPacketCards } from '../red-packets/cards';
import { groupService } from './service';
import { groupId, userId } from '../../db/ids';

export async function groupRoutes(app: FastifyInstance) {
  // Group messages show red-packet cards as their viewer sees them.
  const deps = serverDeps(app);
  const g = groupService(deps, redPacketCards(deps));
  const auth = { config: { auth: true } };
  const mutates = { config: { auth: true, mutates: true } };
  const e = groupEndpoints;
  // The contract takes a gid of 1 to 2^53 - 1 only (0 or malformed: the 400 envelope), so groupId takes every gid a handler sees.

  defineRoute(app, e.groups, (request) => g.list(userOf(request)), auth);
  defineRoute(app, e.createGroup, (request) => g.create(userOf(request), request.body.groupName, request.body.userId), mutates);
  defineRoute(app, e.updateGroup, (request) => g.update(userOf(request), { ...request.body, gid: groupId(request.body.gid) }), mutates);
  defineRoute(app, e.addMembers, (request) => g.addMembers(userOf(request), groupId(request.body.gid), request.body.userId), mutates);
  defineRoute(app, e.kickMembers, (request) => g.kick(userOf(request), groupId(request.body.gid), request.body.userId), mutates);
  defineRoute(app, e.mute, (request) => g.mute(userOf(request), groupId(request.body.gid), userId(request.body.userId), request.body.mute), mutates);
  defineRoute(app, e.muteAll, (request) => g.muteAll(userOf(request), groupId(request.body.gid), request.body.mute), mutates);
  defineRoute(app, e.leaveGroup, (request) => g.leave(userOf(request), groupId(request.body.gid)), mutates);
  defineRoute(app, e.removeGroup, (request) => g.remove(userOf(request), groupId(request.body.gid)), mutates);
  defineRoute(app, e.searchGroups, (request) => g.search(userOf(request), request.query.name ?? request.query.groupName ?? ''), auth);
  defineRoute(app, e.groupDetail, (request) => g.detail(userOf(request), groupId(request.query.gid)), auth);
  defineRoute(app, e.groupHistoryMessage, (request) => g.history(userOf(request), groupId(request.query.gid), request.query.id), auth);
}
