/**
 * Home content and customer service (contract/content.ts); the team center's menu
 * (getTeamCenter) is the team domain's (domains/team/menu.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { defineRoute } from '../../http/define-route';
import { demoBanners, demoNotices } from './demo-content';
import { contentPages } from './pages';

export async function contentRoutes(app: FastifyInstance) {
  defineRoute(app, contentEndpoints.banners, () => [...demoBanners]);
  defineRoute(app, contentEndpoints.notices, () => [...demoNotices]);
  // Same host as the request (the demo support page, pages.ts).
  defineRoute(app, contentEndpoints.liveSupportUrl, (request) => ({ url: `${request.protocol}://${request.host}${contentPaths.supportPage}` }));
  defineRoute(app, contentEndpoints.serviceContractConfig, () => ({ register: 1, login: 1, customer: 1 }) as const);

  await app.register(contentPages);
}
