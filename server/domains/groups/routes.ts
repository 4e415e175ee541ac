/** Chat groups (contract/groups.ts): the HTTP calls (the socket side is sockets.ts). */
import type { FastifyInstance } from 'fastify';
import { groupEndpoints } from '../../../contract/groups';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { redPacketCards } from '../red-packets/cards';
import { groupService } from './service';
import { userId } from '../../db/ids';

export async function groupRoutes(app: FastifyInstance) {
  // Group messages show red-packet cards as their viewer sees them.
  const deps = serverDeps(app);
  const g = groupService(deps, redPacketCards(deps));
  const auth = { config: { auth: true } };
  const mutates = { config: { auth: true, mutates: true } };
  const e = groupEndpoints;

  defineRoute(app, e.groups, (request) => g.list(userOf(request)), auth);
  defineRoute(app, e.createGroup, (request) => g.create(userOf(request), request.body.groupName, request.body.userId), mutates);
  defineRoute(app, e.updateGroup, (request) => g.update(userOf(request), request.body), mutates);
  defineRoute(app, e.addMembers, (request) => g.addMembers(userOf(request), request.body.gid, request.body.userId), mutates);
  defineRoute(app, e.kickMembers, (request) => g.kick(userOf(request), request.body.gid, request.body.userId), mutates);
  defineRoute(app, e.mute, (request) => g.mute(userOf(request), request.body.gid, userId(request.body.userId), request.body.mute), mutates);
  defineRoute(app, e.muteAll, (request) => g.muteAll(userOf(request), request.body.gid, request.body.mute), mutates);
  defineRoute(app, e.leaveGroup, (request) => g.leave(userOf(request), request.body.gid), mutates);
  defineRoute(app, e.removeGroup, (request) => g.remove(userOf(request), request.body.gid), mutates);
  defineRoute(app, e.searchGroups, (request) => g.search(userOf(request), request.query.name ?? request.query.groupName ?? ''), auth);
  defineRoute(app, e.groupDetail, (request) => g.detail(userOf(request), request.query.gid), auth);
  defineRoute(app, e.groupHistoryMessage, (request) => g.history(userOf(request), request.query.gid, request.query.id), auth);
}
