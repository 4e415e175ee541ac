/** Lottery endpoints (contract/lottery.ts): each handler reads its validated input and calls a service. */
import type { FastifyInstance } from 'fastify';
import { lotteryEndpoints as api } from '../../../contract/lottery';
import { awardNoticesEndpoint } from '../../../contract/socket';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { cancelChosenIssues, cancelOrder, chosenIssuesOf } from './cancellation';
import {
  drawProofOf,
  drawRevealOf,
  favouriteList,
  issueInfoOf,
  issueInfosOf,
  issueTimesOf,
  latestDraws,
  lotteryCategories,
  recommendationOf,
  saveFavouriteList,
  requireLotteries,
  requireLottery,
  tabConfigOf,
  trendOf,
} from './draws';
import { awardNoticesOf } from './notices';
import { placeInstantOrder, placeOrder, requestKeyOf } from './orders';
import { betHistoryOf, betOf, chaseOf, chasesOf, recentBetsOf } from './records';

const session = { config: { auth: true } };

export async function lotteryRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  const { db } = deps;

  // ------------------------------------------------------------------ catalogue, issues and draws

  defineRoute(app, api.classifyList, () => lotteryCategories());
  defineRoute(app, api.tabConfig, (request) => tabConfigOf(requireLottery(request.query.lottery)));
  defineRoute(app, api.odds, (request) => Object.fromEntries(requireLotteries(request.query.lottery).map((l) => [l.code, deps.odds.lottery(l)])));
  defineRoute(app, api.issue, (request) => issueInfoOf(deps, requireLottery(request.query.lottery), request.user?.id));
  defineRoute(app, api.issueInfoApp, (request) => issueInfosOf(deps, request.query.lottery, request.user?.id));
  defineRoute(app, api.times, (request) => issueTimesOf(deps, request.query.lottery));
  defineRoute(app, api.openIssue, (request) => latestDraws(db, request.query.lottery));
  defineRoute(app, api.trend, (request) => trendOf(db, requireLottery(request.query.lottery), request.query.size ?? 30));
  defineRoute(app, api.verifyDraw, (request) => drawProofOf(db, requireLottery(request.query.lottery), request.query.issue));
  defineRoute(app, api.drawReveal, (request) => drawRevealOf(db, requireLottery(request.query.lottery), request.query.issue));
  defineRoute(app, api.recommend, (request) => recommendationOf(db, requireLottery(request.query.lottery)));

  // ------------------------------------------------------------------ orders (bodies may arrive lz-string compressed)

  const bulk = { config: { auth: true, bulkOrders: true } };
  defineRoute(app, api.addOrder, (request) => placeOrder(deps, userOf(request), request.body, requestKeyOf(request.body)), bulk);
  defineRoute(app, api.addOrderNow, (request) => placeInstantOrder(deps, userOf(request), request.body, requestKeyOf(request.body)), bulk);
  defineRoute(app, api.cancelOrder, (request) => cancelOrder(deps, userOf(request), request.body.orderId), session);

  // ------------------------------------------------------------------ records

  defineRoute(app, api.historyOrders, (request) => betHistoryOf(db, userOf(request), request.query), session);
  defineRoute(app, api.recentOrder, (request) => recentBetsOf(db, userOf(request), request.query.lottery, request.query.size), session);
  defineRoute(app, api.records, (request) => recentBetsOf(db, userOf(request), request.query.lottery, request.query.size), session);
  defineRoute(app, api.recentDetail, (request) => betOf(db, userOf(request), request.query.orderId), session);
  defineRoute(app, api.orderDetail, (request) => betOf(db, userOf(request), request.query.orderId), session);

  // ------------------------------------------------------------------ chases

  defineRoute(app, api.lotteryTrace, (request) => chasesOf(db, userOf(request), request.query), session);
  defineRoute(app, api.trace, (request) => chaseOf(db, userOf(request), request.query.traceId), session);
  defineRoute(
    app,
    api.traceCancel,
    (request) => cancelChosenIssues(deps, userOf(request).id, request.query.traceId, chosenIssuesOf(request.query['issues[]'] ?? request.query.issues ?? [])),
    { config: { auth: true, mutates: true } },
  );
  defineRoute(app, api.traceCancelPost, (request) => cancelChosenIssues(deps, userOf(request).id, request.body.traceId, new Set(request.body.issues)), session);

  // ------------------------------------------------------------------ win notices a socket missed

  defineRoute(app, awardNoticesEndpoint, (request) => awardNoticesOf(db, userOf(request).id, request.query.after), session);

  // ------------------------------------------------------------------ favourites

  defineRoute(app, api.favorites, (request) => favouriteList(db, userOf(request).id), session);
  defineRoute(app, api.saveFavorites, (request) => saveFavouriteList(db, userOf(request).id, request.body.lotteries), session);
}
