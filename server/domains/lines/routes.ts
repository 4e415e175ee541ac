/** The configured lines (config.lines): the speed test measures them besides the page's own origin. */
import type { FastifyInstance } from 'fastify';
import { lineEndpoints } from '../../../contract/lines';
import { defineRoute } from '../../http/define-route';

export async function lineRoutes(app: FastifyInstance) {
  defineRoute(app, lineEndpoints.lines, () => app.config.lines.map((url) => ({ url })));
}
