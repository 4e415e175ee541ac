/** Game routes (contract/games.ts): catalogue, launch URL getters, rankings, records, and the demo provider's page and bet call. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { demoBetEndpoint, gameEndpoints, gamePlatforms, gameUrlEndpoints } from '../../../contract/games';
import { gamePaths } from '../../../contract/paths';
import { ApiError } from '../../errors';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { engineOf, publishedRtp } from './demo-games';
import { playPage, playScript } from './play-page';
import { gameList, gameRecords, gameWalletBalance, launchGame, playRound, rankings, sessionOf, thirdGameConfig } from './service';
import { lastRoundsOfGame } from './queries';
import { fromMinorUnits } from '../../../rules/money';

export async function gameRoutes(app: FastifyInstance) {
  const auth = { config: { auth: true } };
  defineRoute(app, gameEndpoints.thirdGameConfig, () => thirdGameConfig(), auth);
  defineRoute(app, gameEndpoints.gameList, () => gameList(), auth);
  defineRoute(app, gameEndpoints.rankings, async () => ({ code: 0, msg: 'success', success: true, errorCode: '', data: await rankings(app) }), auth);
  defineRoute(
    app,
    gameEndpoints.ptUserInfo,
    async (request) => {
      const user = userOf(request);
      const account = await gameWalletBalance(app.db, user.id, 'pt_01');
      return {
        code: 0,
        msg: 'success',
        success: true,
        errorCode: '',
        data: { userName: user.username, wallet: 'pt_01', balance: fromMinorUnits(account.balance) },
      };
    },
    auth,
  );
  defineRoute(app, gameEndpoints.historyOrdersThird, (request) => gameRecords(app, userOf(request).id, request.query), auth);
  for (const platform of gamePlatforms) {
    defineRoute(
      app,
      gameUrlEndpoints[platform.code]!,
      async (request) => {
        try {
          return { code: 0, msg: 'success', success: true, errorCode: '', data: await launchGame(app, userOf(request), platform.code, request.query.gameCode) };
        } catch (error) {
          // A refusal in the provider's shape, its code also where the shared client reads it.
          if (error instanceof ApiError && error.httpStatus === 200)
            return { code: error.code, msg: error.message, success: false, errorCode: String(error.code), data: '' };
          throw error;
        }
      },
      auth,
    );
  }
  defineRoute(app, demoBetEndpoint, (request) => playRound(app, request.body));

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
