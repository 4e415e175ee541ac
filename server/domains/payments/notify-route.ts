/**
 * The providers' notify endpoint: its own plugin, because the signature covers the body exactly as sent (a raw
 * string here), so the plugin swaps the JSON parser for its one route. It is not a routes.ts and stays outside the
 * routes-only lint rule: the parser swap is two statements that rule refuses, and the webhook is not a contract
 * declaration (defineRoute) but a plain route. Its handler is one call of notify.ts all the same.
 */
import type { FastifyInstance } from 'fastify';
import { paymentPaths } from '../../../contract/paths';
import { serverDeps } from '../../deps';
import { answerNotification } from './notify';
import type { Transport } from './processor';

export async function notifyRoute(app: FastifyInstance) {
  const deps = serverDeps(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(paymentPaths.notify, { config: { webhook: true } }, (request) => answerNotification(deps, request.headers, request.body));
}

/** The deposit processor's transport in the server: a notification reaches this process's own notify route by inject. */
export const notifyByInject =
  (app: FastifyInstance): Transport =>
  async ({ url, headers, body }) =>
    (await app.inject({ method: 'POST', url, headers, payload: body })).body;
