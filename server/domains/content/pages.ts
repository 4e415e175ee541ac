/**
 * The demo customer-service page: an HTML page, not a contract endpoint, so it is a plain Fastify route of its
 * own plugin (registered by routes.ts) rather than a defineRoute line.
 */
import type { FastifyInstance } from 'fastify';
import { contentPaths } from '../../../contract/paths';
import { SUPPORT_PAGE_HTML } from './demo-content';

export async function contentPages(app: FastifyInstance) {
  // A static page with its own inline <style> and nothing else: its own, narrower policy.
  app.get(contentPaths.supportPage, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(SUPPORT_PAGE_HTML),
  );
}
