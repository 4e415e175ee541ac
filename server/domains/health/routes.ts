/**
 * Probes for load balancers and orchestrators: /healthz answers 200 while the process
 * serves requests; /readyz answers 200 when the database answers in time, 503 otherwise (take the
 * process out of rotation, don't restart it). Both log only warnings, so a probe every few
 * seconds does not fill the request log.
 */
import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '../../../contract/health';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { health, readiness } from './service';

export async function healthRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  const probe = { logLevel: 'warn', config: { admission: false } } as const;
  defineRoute(app, healthEndpoints.health, (_request, reply) => health(reply), probe);
  defineRoute(app, healthEndpoints.ready, (request, reply) => readiness(deps, request, reply), probe);
}
