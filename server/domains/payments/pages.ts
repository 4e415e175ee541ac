/**
 * The sandbox providers' cashier pages (sandbox.ts): HTML pages and their buttons, not contract endpoints, so plain
 * Fastify routes of their own plugin (registered by routes.ts when the sandbox providers are on).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paymentPaths } from '../../../contract/paths';
import { DEPOSIT_STATUS, depositStatusText } from '../../../contract/payment';
import { serverDeps } from '../../deps';
import { userOf } from '../../plugins/session';
import { cashierPage, cashierScript, providerAbandon, providerPay } from './sandbox';

/** The cashier may be framed by the app's own pages (the third-party frame channel). */
const frameableBySelf = (reply: FastifyReply) =>
  reply
    .header('x-frame-options', 'SAMEORIGIN')
    .header(
      'content-security-policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "frame-ancestors 'self'; form-action 'self'; base-uri 'self'; object-src 'none'",
    );

export async function sandboxCashierPages(app: FastifyInstance) {
  const deps = serverDeps(app);
  const params = Type.Object({ spsn: Type.String({ maxLength: 40 }) });
  const base = paymentPaths.sandboxCashier;
  app.get(`${base}.js`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(cashierScript));
  app.get<{ Params: { spsn: string } }>(`${base}/:spsn`, { schema: { params }, config: { auth: true } }, async (request, reply) => {
    const html = await cashierPage(deps, userOf(request).id, request.params.spsn);
    return frameableBySelf(reply).type('text/html; charset=utf-8').send(html);
  });
  app.post<{ Params: { spsn: string } }>(`${base}/:spsn/pay`, { schema: { params }, config: { auth: true, mutates: true } }, async (request) => {
    await providerPay(deps, userOf(request).id, request.params.spsn);
    // The page's status line follows (the order is credited once the platform receives the notification).
    return { code: 0, msg: '支付成功，等待平台到账', data: { statusText: '已支付，等待平台到账' } };
  });
  app.post<{ Params: { spsn: string } }>(`${base}/:spsn/abandon`, { schema: { params }, config: { auth: true, mutates: true } }, async (request) => {
    await providerAbandon(deps, userOf(request).id, request.params.spsn);
    return { code: 0, msg: '已放弃支付', data: { statusText: depositStatusText(DEPOSIT_STATUS.abandoned) } };
  });
}
