/** Log-in, log-out and the forgotten password (contract/session.ts). Envelope: { code: 0, msg, data }. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sessionEndpoints, userEndpoints } from '../../../contract/session';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { sessionService } from './service';

export async function sessionRoutes(app: FastifyInstance) {
  const session = await sessionService(serverDeps(app));
  const mutates = { config: { mutates: true } };

  // With several processes the counts live in Redis; a Redis outage lets requests through
  // (the log-in throttle still applies) rather than failing them.
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:', skipOnError: true } : {}) });

  defineRoute(app, sessionEndpoints.loginState, (request) => session.loginState(request));
  defineRoute(app, sessionEndpoints.login, (request, reply) => session.login(request, reply), { config: { rateLimit: { max: 60, timeWindow: 60_000 } } });
  defineRoute(app, sessionEndpoints.logout, (request, reply) => session.logout(request, reply), mutates);

  // the forgotten password
  defineRoute(app, userEndpoints.checkUserName, (request) => session.checkUserName(request.body.cn), {
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  });
  defineRoute(app, userEndpoints.resetPasswordQuestion, (request) => session.resetToken(request));
  defineRoute(app, userEndpoints.resetLoginPassword, (request) => session.resetPassword(request));
}
