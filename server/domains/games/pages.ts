/**
 * The demo game provider's page and its script: HTML and JavaScript, not contract endpoints, so they are plain
 * Fastify routes of their own plugin (registered by routes.ts) rather than defineRoute lines.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { gamePaths } from '../../../contract/paths';
import { fromMinorUnits } from '../../../rules/money';
import { engineOf, publishedRtp } from './demo-games';
import { playPage, playScript } from './play-page';
import { lastRoundsOfGame } from './queries';
import { gameWalletBalance, sessionOf } from './service';

export async function gamePages(app: FastifyInstance) {
  app.get(gamePaths.playScript, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(playScript));
  app.get<{ Querystring: { token: string } }>(
    gamePaths.play,
    { schema: { querystring: Type.Object({ token: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const session = await sessionOf(app.db, request.query.token, app.clock.now(), app.config.sessionIdleMs);
      const engine = engineOf(session.game);
      const account = await gameWalletBalance(app.db, session.userId, session.wallet);
      const rounds = await lastRoundsOfGame(app.db, session.userId, session.game.en);
      // The floating game window frames this page: our own origin may, nobody else.
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
      return reply.type('text/html; charset=utf-8').send(
        playPage({
          token: request.query.token,
          game: session.game,
          engine,
          rtp: publishedRtp(engine),
          balance: fromMinorUnits(account.balance),
          rounds: rounds.map((r) => ({ choice: r.choice, stake: fromMinorUnits(r.stake), outcome: r.outcome, payout: fromMinorUnits(r.payout) })),
        }),
      );
    },
  );
}
