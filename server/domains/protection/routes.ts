/** Player protection routes (contract/protection.ts): every user type, each over the caller's own settings. */
import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../../contract/protection';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { activityStatement, protectionState, realityCheck, realityShown, setLimit, setRealityMinutes, startPause } from './service';

export async function protectionRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  const auth = { config: { auth: true } };
  const mutating = { config: { auth: true, mutates: true } };
  defineRoute(app, protectionEndpoints.state, (request) => protectionState(deps.db, userOf(request).id, deps.clock.now()), auth);
  defineRoute(app, protectionEndpoints.setLimit, (request) => setLimit(deps, userOf(request), request.body), mutating);
  defineRoute(app, protectionEndpoints.pause, (request) => startPause(deps, userOf(request), request.body), mutating);
  defineRoute(app, protectionEndpoints.setReality, (request) => setRealityMinutes(deps, userOf(request), request.body.minutes), mutating);
  defineRoute(app, protectionEndpoints.reality, (request) => realityCheck(deps, userOf(request)), auth);
  defineRoute(app, protectionEndpoints.realityShown, (request) => realityShown(deps, userOf(request)), mutating);
  defineRoute(app, protectionEndpoints.statement, (request) => activityStatement(deps.db, userOf(request).id, deps.clock.now()), auth);
}
