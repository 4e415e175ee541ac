/** Player protection routes (contract/protection.ts): every user type, each over the caller's own settings. */
import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../../contract/protection';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { activityStatement, protectionState, realityCheck, realityShown, setLimit, setRealityMinutes, startPause } from './service';

export async function protectionRoutes(app: FastifyInstance) {
  const auth = { config: { auth: true } };
  const mutating = { config: { auth: true, mutates: true } };
  defineRoute(app, protectionEndpoints.state, (request) => protectionState(app.db, userOf(request).id, app.clock.now()), auth);
  defineRoute(app, protectionEndpoints.setLimit, (request) => setLimit(app, userOf(request), request.body), mutating);
  defineRoute(app, protectionEndpoints.pause, (request) => startPause(app, userOf(request), request.body), mutating);
  defineRoute(app, protectionEndpoints.setReality, (request) => setRealityMinutes(app, userOf(request), request.body.minutes), mutating);
  defineRoute(app, protectionEndpoints.reality, (request) => realityCheck(app, userOf(request)), auth);
  defineRoute(app, protectionEndpoints.realityShown, (request) => realityShown(app, userOf(request)), mutating);
  defineRoute(app, protectionEndpoints.statement, (request) => activityStatement(app.db, userOf(request).id, app.clock.now()), auth);
}
