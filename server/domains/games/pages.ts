/**
 * The demo game provider's page and its script: HTML and JavaScript, not contract endpoints, so they are plain
 * Fastify routes of their own plugin (registered by routes.ts) rather than defineRoute lines.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { gamePaths } from '../../../contract/paths';
import { serverDeps } from '../../deps';
import { playPageOf, playScript } from './play-page';

export async function gamePages(app: FastifyInstance) {
  const deps = serverDeps(app);
  app.get(gamePaths.playScript, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(playScript));
  app.get<{ Querystring: { token: string } }>(
    gamePaths.play,
    { schema: { querystring: Type.Object({ token: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const page = await playPageOf(deps, request.query.token);
      // The floating game window frames this page: our own origin may, nobody else.
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
