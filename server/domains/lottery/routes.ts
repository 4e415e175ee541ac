/** Lottery endpoints (contract/lottery.ts): each handler reads its validated input and calls a service. */
import type { FastifyInstance } from 'fastify';
import { lotteryEndpoints as api } from '../../../contract/lottery';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { cancelChaseIssues, cancelOrder } from './cancellation';
import {
  drawProofOf,
  drawRevealOf,
  favouriteCodes,
  issueInfoOf,
  knownFavourites,
  issueTimesOf,
  latestDraws,
  lotteriesOf,
  lotteryCategories,
  recommendationOf,
  requireLotteries,
  requireLottery,
  tabConfigOf,
  trendOf,
} from './draws';
import { placeInstantOrder, placeOrder, requestKeyOf } from './orders';
import { favouritesOf, saveFavourites } from './queries';
import { betHistoryOf, betOf, chaseOf, chasesOf, recentBetsOf } from './records';

const session = { config: { auth: true } };

export async function lotteryRoutes(app: FastifyInstance) {
  const { db } = app;

  // ------------------------------------------------------------------ catalogue, issues and draws

  defineRoute(app, api.classifyList, () => lotteryCategories());
  defineRoute(app, api.tabConfig, (request) => tabConfigOf(requireLottery(request.query.lottery)));
  defineRoute(app, api.odds, (request) => Object.fromEntries(requireLotteries(request.query.lottery).map((l) => [l.code, app.odds.lottery(l)])));
  defineRoute(app, api.issue, (request) => issueInfoOf(app, requireLottery(request.query.lottery), request.user?.id));
  defineRoute(app, api.issueInfoApp, async (request) => {
    const result: Record<string, Awaited<ReturnType<typeof issueInfoOf>>> = {};
    for (const lottery of lotteriesOf(request.query.lottery)) result[lottery.code] = await issueInfoOf(app, lottery, request.user?.id);
    return result;
  });
  defineRoute(app, api.times, (request) => issueTimesOf(app, request.query.lottery));
  defineRoute(app, api.openIssue, (request) => latestDraws(db, request.query.lottery));
  defineRoute(app, api.trend, (request) => trendOf(db, requireLottery(request.query.lottery), request.query.size ?? 30));
  defineRoute(app, api.verifyDraw, (request) => drawProofOf(db, requireLottery(request.query.lottery), request.query.issue));
  defineRoute(app, api.drawReveal, (request) => drawRevealOf(db, requireLottery(request.query.lottery), request.query.issue));
  defineRoute(app, api.recommend, (request) => recommendationOf(db, requireLottery(request.query.lottery)));

  // ------------------------------------------------------------------ orders (bodies may arrive lz-string compressed)

  const bulk = { config: { auth: true, bulkOrders: true } };
  defineRoute(app, api.addOrder, (request) => placeOrder(app, userOf(request), request.body, requestKeyOf(request.body)), bulk);
  defineRoute(app, api.addOrderNow, (request) => placeInstantOrder(app, userOf(request), request.body, requestKeyOf(request.body)), bulk);
  defineRoute(app, api.cancelOrder, (request) => cancelOrder(app, userOf(request), request.body.orderId), session);

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
    async (request) => {
      const { traceId } = request.query;
      const chosen = new Set((request.query['issues[]'] ?? request.query.issues ?? []).flatMap((item) => item.split(',')).filter(Boolean));
      return { traceId, issues: await cancelChaseIssues(app, userOf(request).id, traceId, chosen) };
    },
    { config: { auth: true, mutates: true } },
  );
  defineRoute(
    app,
    api.traceCancelPost,
    async (request) => ({
      traceId: request.body.traceId,
      issues: await cancelChaseIssues(app, userOf(request).id, request.body.traceId, new Set(request.body.issues)),
    }),
    session,
  );

  // ------------------------------------------------------------------ favourites

  defineRoute(app, api.favorites, async (request) => knownFavourites(await favouritesOf(db, userOf(request).id)), session);
  defineRoute(
    app,
    api.saveFavorites,
    async (request) => {
      const codes = favouriteCodes(request.body.lotteries);
      await saveFavourites(db, userOf(request).id, codes);
      return codes;
    },
    session,
  );
}
