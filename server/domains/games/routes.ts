/** Game routes (contract/games.ts): catalogue, launch URL getters, rankings, records and the demo provider's bet call; its pages are pages.ts. */
import type { FastifyInstance } from 'fastify';
import { demoBetEndpoint, gameEndpoints, gamePlatforms, gameUrlEndpoints } from '../../../contract/games';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { gamePages } from './pages';
import { gameList, gameRecords, gameUrl, playRound, ptUserInfo, rankings, thirdGameConfig } from './service';

export async function gameRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  const auth = { config: { auth: true } };
  defineRoute(app, gameEndpoints.thirdGameConfig, () => thirdGameConfig(), auth);
  defineRoute(app, gameEndpoints.gameList, () => gameList(), auth);
  defineRoute(app, gameEndpoints.rankings, async () => ({ code: 0, msg: 'success', success: true, errorCode: '', data: await rankings(deps) }), auth);
  defineRoute(app, gameEndpoints.ptUserInfo, (request) => ptUserInfo(deps, userOf(request)), auth);
  defineRoute(app, gameEndpoints.historyOrdersThird, (request) => gameRecords(deps, userOf(request).id, request.query), auth);
  // One launch URL getter per platform of the contract's list (the routes rule allows a loop of defineRoute lines).
  for (const platform of gamePlatforms) {
    defineRoute(app, gameUrlEndpoints[platform.code]!, (request) => gameUrl(deps, userOf(request), platform.code, request.query.gameCode), auth);
  }
  defineRoute(app, demoBetEndpoint, (request) => playRound(deps, request.body));

  await app.register(gamePages);
}
