/** Player protection routes (contract/protection.ts): every user type, each over the caller's own settings. */
import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../../contract/protection';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { protectionState, setLimit, startPause } from './service';

export async function protectionRoutes(app: FastifyInstance) {
  const auth = { config: { auth: true } };
  const mutating = { config: { auth: true, mutates: true } };
  defineRoute(app, protectionEndpoints.state, (request) => protectionState(app.db, userOf(request).id, app.clock.now()), auth);
  defineRoute(app, protectionEndpoints.setLimit, (request) => setLimit(app, userOf(request), request.body), mutating);
  defineRoute(app, protectionEndpoints.pause, (request) => startPause(app, userOf(request), request.body), mutating);
}
