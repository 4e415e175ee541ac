/**
 * Team center routes (contract/team.ts). Every team call is refused for user types without a
 * team center (0 and 10: 403 无权操作) and reads only the caller's own tree; the member
 * center's own profit report is open to every logged-in user.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { perUserLimit } from '../../http/secret-limits';
import { contentEndpoints } from '../../../contract/content';
import { teamEndpoints } from '../../../contract/team';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { agentOf } from './agent';
import { teamCenterOf } from './menu';
import { addLink, linksOf, lowerList, lowerTransfer, openAccount, pointCheck, removeLink } from './manage';
import { myProfit, profitReport, reportTypes, teamBets, teamGrow, teamSummary } from './reports';

export async function teamRoutes(app: FastifyInstance) {
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:team:', skipOnError: true } : {}) });
  const deps = serverDeps(app);
  const auth = { config: { auth: true } };
  const mutating = { config: { auth: true, mutates: true } };

  // getTeamCenter: the menu entries this user may see.
  defineRoute(app, contentEndpoints.teamCenter, (request) => teamCenterOf(deps.db, agentOf(request).id), auth);
  defineRoute(app, teamEndpoints.summary, (request) => teamSummary(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, teamEndpoints.profitReport, (request) => profitReport(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, teamEndpoints.thirdGameType, (request) => reportTypes(agentOf(request)), auth);
  defineRoute(app, teamEndpoints.bets, (request) => teamBets(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, teamEndpoints.grow, (request) => teamGrow(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, teamEndpoints.lowerList, (request) => lowerList(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, teamEndpoints.lowerTransfer, (request) => lowerTransfer(deps, agentOf(request), request.body), mutating);
  // Each opening hashes a password: a burst from one agent is limited (the simulation opens a hundred players an agent).
  defineRoute(app, teamEndpoints.openAccount, (request) => openAccount(deps, agentOf(request).id, request.body), {
    config: { ...mutating.config, rateLimit: perUserLimit(300) },
  });
  defineRoute(app, teamEndpoints.links, (request) => linksOf(deps.db, agentOf(request).id), auth);
  defineRoute(app, teamEndpoints.addLink, (request) => addLink(deps, agentOf(request).id, request.body), mutating);
  defineRoute(app, teamEndpoints.removeLink, (request) => removeLink(deps, agentOf(request).id, request.body.code), mutating);
  defineRoute(app, teamEndpoints.pointCheck, (request) => pointCheck(deps.db, userOf(request).id), auth);
  defineRoute(app, teamEndpoints.myProfit, (request) => myProfit(deps.db, userOf(request).id, request.query, deps.clock.now()), auth);
}
