/**
 * Probes for load balancers and orchestrators: /healthz answers 200 while the process
 * serves requests; /readyz answers 200 when the database answers `select 1` within
 * READY_TIMEOUT_MS, 503 otherwise (take the process out of rotation, don't restart it); its
 * status says "catching up" while the scheduler still draws the issues due since the last run.
 * /healthz may be read from any origin (the speed test of another line times it).
 * Both log only warnings, so a probe every few seconds does not fill the request log.
 */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './queries';
import { healthEndpoints } from '../../../contract/health';
import { defineRoute } from '../../http/define-route';

export const READY_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance) {
  // Any origin may read it: the speed test on another line of this platform times this probe.
  defineRoute(
    app,
    healthEndpoints.health,
    (_request, reply) => {
      void reply.header('access-control-allow-origin', '*');
      return { status: 'ok' };
    },
    { logLevel: 'warn', config: { admission: false } },
  );

  defineRoute(
    app,
    healthEndpoints.ready,
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([pingDatabase(app.db), timeout]);
        // Serving, while the first scheduler pass still draws and settles what downtime left due.
        return { status: app.scheduler.isCaughtUp ? 'ok' : 'catching up' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: the database does not answer');
        return reply.status(503).send({ status: 'database unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
    { logLevel: 'warn', config: { admission: false } },
  );
}
