/**
 * Home content and customer service (contract/content.ts); the team center's menu
 * (getTeamCenter) is the team domain's (domains/team/menu.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { defineRoute } from '../../http/define-route';
import { demoBanners, demoNotices, SUPPORT_PAGE_HTML } from './demo-content';

export async function contentRoutes(app: FastifyInstance) {
  defineRoute(app, contentEndpoints.banners, () => [...demoBanners]);
  defineRoute(app, contentEndpoints.notices, () => [...demoNotices]);
  // Same host as the request (the demo support page below).
  defineRoute(app, contentEndpoints.liveSupportUrl, (request) => ({ url: `${request.protocol}://${request.host}${contentPaths.supportPage}` }));
  defineRoute(app, contentEndpoints.serviceContractConfig, () => ({ register: 1, login: 1, customer: 1 }) as const);

  // A static page with its own inline <style> and nothing else: its own, narrower policy.
  app.get(contentPaths.supportPage, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(SUPPORT_PAGE_HTML),
  );
}
