/**
 * Home content, customer service and team center (contract/content.ts).
 * User types 0 and 10 have no team center (403 无权操作).
 */
import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { rulesOf } from '../../../contract/user-types';
import { fail } from '../../errors';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { teamCenterOf } from '../team/menu';
import { demoBanners, demoNotices, SUPPORT_PAGE_HTML } from './demo-content';

export async function contentRoutes(app: FastifyInstance) {
  defineRoute(app, contentEndpoints.banners, () => [...demoBanners]);
  defineRoute(app, contentEndpoints.notices, () => [...demoNotices]);
  // Same host as the request (the demo support page below).
  defineRoute(app, contentEndpoints.liveSupportUrl, (request) => ({ url: `${request.protocol}://${request.host}${contentPaths.supportPage}` }));
  defineRoute(app, contentEndpoints.serviceContractConfig, () => ({ register: 1, login: 1, customer: 1 }) as const);

  defineRoute(
    app,
    contentEndpoints.teamCenter,
    (request) => {
      const user = userOf(request);
      if (!rulesOf(user.userType).team) fail('forbidden');
      return teamCenterOf(app.db, user.id);
    },
    { config: { auth: true } },
  );

  // A static page with its own inline <style> and nothing else: its own, narrower policy.
  app.get(contentPaths.supportPage, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'").send(SUPPORT_PAGE_HTML),
  );
}
