/**
 * The sandbox provider's hosted withdraw page (sandbox.ts): an HTML page and its button, not contract endpoints, so
 * plain Fastify routes of their own plugin (registered by routes.ts when the sandbox providers are on).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { withdrawPaths } from '../../../contract/paths';
import { WITHDRAW_STATUS, withdrawStatusText } from '../../../contract/withdraw';
import { serverDeps } from '../../deps';
import { userOf } from '../../plugins/session';
import { hostedPayoutPage, payoutScript } from './sandbox';

export async function sandboxPayoutPages(app: FastifyInstance) {
  const deps = serverDeps(app);
  const params = Type.Object({ spsn: Type.String({ maxLength: 40 }) });
  app.get(`${withdrawPaths.sandboxPayout}.js`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(payoutScript));
  app.get<{ Params: { spsn: string } }>(`${withdrawPaths.sandboxPayout}/:spsn`, { schema: { params }, config: { auth: true } }, async (request, reply) => {
    const html = await hostedPayoutPage(deps, userOf(request).id, request.params.spsn);
    return reply.type('text/html; charset=utf-8').send(html);
  });
  app.post<{ Params: { spsn: string } }>(
    `${withdrawPaths.sandboxPayout}/:spsn/complete`,
    { schema: { params }, config: { auth: true, mutates: true } },
    async (request) => {
      await deps.payouts.completeHosted(userOf(request).id, request.params.spsn);
      // The page's status line follows.
      return { code: 0, msg: '', data: { statusText: withdrawStatusText[WITHDRAW_STATUS.completed] } };
    },
  );
}
