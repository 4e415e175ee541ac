/**
 * The probes' answers: /healthz while the process serves requests (any origin may read it: the
 * speed test on another line of this platform times it); /readyz when the database answers
 * `select 1` within READY_TIMEOUT_MS, 503 otherwise, "catching up" while the scheduler still
 * draws the issues due since the last run.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../deps';
import { pingDatabase } from './queries';

export const READY_TIMEOUT_MS = 2000;

export function health(reply: FastifyReply) {
  void reply.header('access-control-allow-origin', '*');
  return { status: 'ok' };
}

export async function readiness(deps: Pick<ServerDeps, 'db' | 'scheduler'>, request: FastifyRequest, reply: FastifyReply) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(deps.db), timeout]);
    // Serving, while the first scheduler pass still draws and settles what downtime left due.
    return { status: deps.scheduler.isCaughtUp ? 'ok' : 'catching up' };
  } catch (error) {
    request.log.warn({ err: error }, 'readiness check: the database does not answer');
    return reply.status(503).send({ status: 'database unavailable' });
  } finally {
    clearTimeout(timer);
  }
}
