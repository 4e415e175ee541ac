/**
 * POST /__test/clock { advanceMs } — only registered when the server runs with
 * TEST_CLOCK=1 (browser tests): moves the OffsetClock forward and runs the scheduler at once.
 */
import type { FastifyInstance } from 'fastify';
import { testPaths } from '../../../contract/paths';
import { OffsetClock } from '../../clock';

export async function testClockRoutes(app: FastifyInstance) {
  app.post<{ Body: { advanceMs: number } }>(
    testPaths.clock,
    {
      schema: {
        body: { type: 'object', properties: { advanceMs: { type: 'integer', minimum: 0, maximum: 7 * 24 * 3600 * 1000 } }, required: ['advanceMs'] },
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (request) => {
      const clock = app.clock;
      if (clock instanceof OffsetClock) clock.advance(request.body.advanceMs);
      else if ('advance' in clock && typeof (clock as { advance: unknown }).advance === 'function') (clock as unknown as { advance(ms: number): void }).advance(request.body.advanceMs);
      const drawn = await app.scheduler.tick();
      return { code: 1, msg: 'success', result: { now: app.clock.now(), drawn } };
    },
  );
}
