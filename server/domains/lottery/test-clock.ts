/**
 * POST /__test/clock { advanceMs, jobs? } — only registered when the server runs with
 * TEST_CLOCK=1 (browser tests, simulations): moves the OffsetClock forward, then runs
 * the scheduler (jobs 'scheduler', the default), every job of the platform ('all': draws
 * and settlement, deposit notifications and expiry, payouts, red-packet refunds; for
 * TEST_MANUAL_JOBS, where no job runs on a timer) or nothing ('none').
 */
import type { FastifyInstance } from 'fastify';
import { testPaths } from '../../../contract/paths';
import { OffsetClock } from '../../clock';
import { runEveryJob } from '../../jobs';

export async function testClockRoutes(app: FastifyInstance) {
  app.post<{ Body: { advanceMs: number; jobs?: 'scheduler' | 'all' | 'none' } }>(
    testPaths.clock,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            advanceMs: { type: 'integer', minimum: 0, maximum: 7 * 24 * 3600 * 1000 },
            jobs: { type: 'string', enum: ['scheduler', 'all', 'none'] },
          },
          required: ['advanceMs'],
        },
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (request) => {
      const clock = app.clock;
      if (clock instanceof OffsetClock) clock.advance(request.body.advanceMs);
      else if ('advance' in clock && typeof (clock as { advance: unknown }).advance === 'function')
        (clock as unknown as { advance(ms: number): void }).advance(request.body.advanceMs);
      const jobs = request.body.jobs ?? 'scheduler';
      if (jobs === 'all') return { code: 1, msg: 'success', result: { now: app.clock.now(), ...(await runEveryJob(app)) } };
      const drawn = jobs === 'none' ? [] : await app.scheduler.tick();
      return { code: 1, msg: 'success', result: { now: app.clock.now(), drawn } };
    },
  );
}
