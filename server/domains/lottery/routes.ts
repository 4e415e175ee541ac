/** Lottery calls. Envelope: { code: 1, msg, result }. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lotteryPaths } from '../../../contract/paths';
import { LOTTERY_OK } from '../../../contract/primitives';
import type { DrawProof, IssueInfo, LotteryCategory, Recommendation, TabConfig, TrendResult } from '../../../contract/lottery';
import { playsOf } from '../../../engine-worker/engine';
import { computeTrends } from '../../../engine-worker/draws/trends';
import { fail } from '../../errors';
import { userOf } from '../../plugins/session';
import { mainAccountOf } from '../wallet/ledger';
import { drawRules, FAIRNESS_ALGORITHM, newSeed, seedHashOf, verifyDraw } from './fairness';
import { categories, lotteries, lotteryOf, type LotteryDef } from './lotteries';
import { placeInstantOrder, placeOrder, type OrderRequest } from './orders';
import {
  favouritesOf,
  findIssue,
  findOrderByNo,
  findTraceByNo,
  instantSeedOf,
  isPaused,
  issueOnSale,
  lastDraws,
  listOrders,
  listTraces,
  ordersOfTrace,
  saveFavourites,
  setTraceStatus,
  shareLockIssues,
} from './queries';
import { betRecordOf, traceRecordOf, yuan } from './records';
import { durationSeconds, issuesPerDay } from './schedule';
import { refundOrders } from './settlement';
import { ORDER_STATUS } from '../../../contract/lottery';

const ok = <T>(result: T) => ({ code: LOTTERY_OK, msg: 'success', result });
const envelope = { 200: { type: 'object', additionalProperties: true } } as const;
const q = (props: Record<string, object>, required: string[] = []) => ({ type: 'object', properties: props, required }) as const;
const str = (max = 64) => ({ type: 'string', maxLength: max }) as const;
const int = (min: number, max: number) => ({ type: 'integer', minimum: min, maximum: max }) as const;

function requireLottery(code: unknown): LotteryDef {
  const lottery = lotteryOf(code);
  if (!lottery) fail('unknownLottery');
  return lottery!;
}

export async function lotteryRoutes(app: FastifyInstance) {
  const { db, clock } = app;
  const odds = app.scheduler.odds;

  async function issueInfo(lottery: LotteryDef, userId?: number): Promise<IssueInfo> {
    const now = clock.now();
    const last = await lastDraws(db, lottery.code, 5);
    const base = {
      lottery: lottery.code,
      nextApp: durationSeconds(lottery),
      durationTime: durationSeconds(lottery),
      lastFive: last.map((d) => ({ issueNo: d.issue_no, code: d.code })),
      total: issuesPerDay(lottery),
      serverTime: now,
      ...(lottery.schedule.kind === 'periodic' && lottery.schedule.breakMinutes ? { breakMinutes: lottery.schedule.breakMinutes } : {}),
    };
    if (lottery.schedule.kind === 'instant') {
      const seed = newSeed();
      const mine = userId ? await instantSeedOf(db, userId, { seed, seed_hash: seedHashOf(seed) }) : undefined;
      return { ...base, second: -1, issue: '', state: 0, sellStart: now, sellEnd: now, drawTime: now, seedHash: mine?.seed_hash ?? '', ...(mine ? { nextSeedHash: mine.seed_hash } : {}) };
    }
    const issue = await issueOnSale(db, lottery.code, now);
    const paused = await isPaused(db, lottery.code);
    if (!issue) return { ...base, second: paused ? -2 : -1, issue: '', state: paused ? 2 : 1, sellStart: 0, sellEnd: 0, drawTime: 0, seedHash: '' };
    const common = { issue: issue.issue_no, sellStart: issue.sale_start, sellEnd: issue.sale_close, drawTime: issue.draw_at, seedHash: issue.seed_hash };
    if (paused) return { ...base, ...common, second: -2, state: 2 };
    if (issue.sale_start > now) return { ...base, ...common, second: -1, state: 1 };
    return { ...base, ...common, second: Math.max(0, Math.ceil((issue.sale_close - now) / 1000)), state: 0 };
  }

  // ------------------------------------------------------------------ catalogue

  app.get(lotteryPaths.classifyList, { schema: { response: envelope } }, async () => {
    const result: LotteryCategory[] = categories.map((title) => ({
      title,
      list: lotteries
        .filter((l) => l.category === title)
        .map((l) => ({ en: l.code, cn: l.name, isHot: l.hot, isNew: l.isNew, family: l.family, durationTime: durationSeconds(l) })),
    }));
    return ok(result);
  });

  app.get<{ Querystring: { lottery: string } }>(lotteryPaths.tabConfig, { schema: { querystring: q({ lottery: str() }, ['lottery']), response: envelope } }, async (request) => {
    const lottery = requireLottery(request.query.lottery);
    const tabs: TabConfig[] = [];
    for (const play of playsOf(lottery.family)) {
      let tab = tabs.find((t) => t.tab === play.tab);
      if (!tab) tabs.push((tab = { tab: play.tab, subTabConfig: [] }));
      let sub = tab.subTabConfig.find((s) => s.title === play.subTab);
      if (!sub) tab.subTabConfig.push((sub = { title: play.subTab, playWay: [] }));
      sub.playWay.push({ en: play.id, cn: play.name, chaidan: play.plate.kind === 'input', unlimited: Boolean(play.unlimited) });
    }
    return ok(tabs);
  });

  app.get<{ Querystring: { lottery: string } }>(lotteryPaths.odds, { schema: { querystring: q({ lottery: str(300) }, ['lottery']), response: envelope } }, async (request) => {
    const result: Record<string, unknown> = {};
    for (const code of request.query.lottery.split(',')) {
      const lottery = requireLottery(code);
      result[lottery.code] = odds.family(lottery.family);
    }
    return ok(result);
  });

  // ------------------------------------------------------------------ issues and draws

  app.get<{ Querystring: { lottery: string } }>(lotteryPaths.issue, { schema: { querystring: q({ lottery: str() }, ['lottery']), response: envelope } }, async (request) =>
    ok(await issueInfo(requireLottery(request.query.lottery), request.user?.id)),
  );

  app.get<{ Querystring: { lottery?: string } }>(lotteryPaths.issueInfoApp, { schema: { querystring: q({ lottery: str(400) }), response: envelope } }, async (request) => {
    const codes = request.query.lottery ? request.query.lottery.split(',') : lotteries.map((l) => l.code);
    const result: Record<string, IssueInfo> = {};
    for (const code of codes) {
      const lottery = requireLottery(code);
      result[lottery.code] = await issueInfo(lottery, request.user?.id);
    }
    return ok(result);
  });

  app.get<{ Querystring: { lottery?: string } }>(lotteryPaths.times, { schema: { querystring: q({ lottery: str(400) }), response: envelope } }, async (request) => {
    const now = clock.now();
    const codes = request.query.lottery ? request.query.lottery.split(',') : lotteries.filter((l) => l.schedule.kind !== 'instant').map((l) => l.code);
    const issue: Record<string, { issue: string; second: number; state: number }> = {};
    for (const code of codes) {
      const info = await issueInfo(requireLottery(code));
      issue[info.lottery] = { issue: info.issue, second: info.second, state: info.state };
    }
    return ok({ time: now, issue });
  });

  app.get<{ Querystring: { lottery: string } }>(lotteryPaths.openIssue, { schema: { querystring: q({ lottery: str(400) }, ['lottery']), response: envelope } }, async (request) => {
    const result: Record<string, { issueNo: string; code: string }> = {};
    for (const code of request.query.lottery.split(',')) {
      const lottery = requireLottery(code);
      const [last] = await lastDraws(db, lottery.code, 1);
      result[lottery.code] = { issueNo: last?.issue_no ?? '', code: last?.code ?? '' };
    }
    return ok(result);
  });

  app.get<{ Querystring: { lottery: string; method?: string; size?: number } }>(
    lotteryPaths.trend,
    { schema: { querystring: q({ lottery: str(), method: str(), size: int(1, 200) }, ['lottery']), response: envelope } },
    async (request) => {
      const lottery = requireLottery(request.query.lottery);
      const draws = await lastDraws(db, lottery.code, request.query.size ?? 30);
      const rule = drawRules[lottery.family];
      const numbers = draws.map((d) => d.code.split(',').map(Number));
      const trends = computeTrends(numbers, lottery.family);
      const result: TrendResult = {
        list: draws.map((d) => ({ issueNo: d.issue_no, code: d.code })),
        hitFrequency: trends.positions.map((row) => row.map((t) => t.hits)),
        skipFrequency: trends.positions.map((row) => row.map((t) => t.currentSkip)),
        min: rule.min,
        max: rule.max,
      };
      return ok(result);
    },
  );

  app.get<{ Querystring: { lottery: string; issue: string } }>(
    lotteryPaths.verifyDraw,
    { schema: { querystring: q({ lottery: str(), issue: str() }, ['lottery', 'issue']), response: envelope } },
    async (request) => {
      const lottery = requireLottery(request.query.lottery);
      const issue = await findIssue(db, lottery.code, request.query.issue);
      if (!issue) fail('notFound', '奖期不存在');
      const drawn = issue!.state === 'drawn' && issue!.code !== null;
      const check = drawn ? verifyDraw({ family: lottery.family, lottery: lottery.code, issue: issue!.issue_no, seed: issue!.seed, seedHash: issue!.seed_hash, code: issue!.code! }) : undefined;
      const proof: DrawProof = {
        lottery: lottery.code,
        issue: issue!.issue_no,
        family: lottery.family,
        seedHash: issue!.seed_hash,
        seed: drawn ? issue!.seed : null,
        code: issue!.code,
        recomputed: check?.recomputed ?? null,
        hashMatches: check?.hashMatches ?? false,
        codeMatches: check?.codeMatches ?? false,
        algorithm: FAIRNESS_ALGORITHM,
      };
      return ok(proof);
    },
  );

  // ------------------------------------------------------------------ orders

  const idemKeyOf = (request: FastifyRequest<{ Body: OrderRequest }>) => {
    const header = request.headers['idempotency-key'];
    const key = (typeof header === 'string' ? header : undefined) ?? (typeof request.body?.requestId === 'string' ? request.body.requestId : undefined);
    if (key !== undefined && (key.length < 8 || key.length > 100)) fail('badOrder', '请求编号须为8-100个字符');
    return key;
  };
  const orderBody = { type: 'object', properties: { lottery: str(), issue: str(), betType: {}, sourceType: {}, istrace: {}, order: {}, trace: {}, requestId: str(100) }, required: ['lottery', 'order'] } as const;

  app.post<{ Body: OrderRequest }>(lotteryPaths.addOrder, { schema: { body: orderBody, response: envelope }, config: { auth: true, bulkOrders: true } }, async (request) => {
    const result = await placeOrder(app, userOf(request), request.body, idemKeyOf(request));
    return { code: LOTTERY_OK, msg: '订单提交成功！', result };
  });

  app.post<{ Body: OrderRequest }>(lotteryPaths.addOrderNow, { schema: { body: orderBody, response: envelope }, config: { auth: true, bulkOrders: true } }, async (request) => {
    const result = await placeInstantOrder(app, userOf(request), request.body, idemKeyOf(request));
    return { code: LOTTERY_OK, msg: 'success', result };
  });

  const pageQuery = q({ lottery: str(), status: int(0, 9), page: int(1, 100000), size: int(1, 100), startTime: { type: 'integer' }, endTime: { type: 'integer' } });
  app.get<{ Querystring: { lottery?: string; status?: number; page?: number; size?: number; startTime?: number; endTime?: number } }>(
    lotteryPaths.historyOrders,
    { schema: { querystring: pageQuery, response: envelope }, config: { auth: true } },
    async (request) => {
      const user = userOf(request);
      const { page = 1, size = 20 } = request.query;
      const { rows, total } = await listOrders(
        db,
        { userId: user.id, lottery: request.query.lottery?.toUpperCase(), status: request.query.status, from: request.query.startTime, to: request.query.endTime },
        page,
        size,
      );
      return ok({ list: rows.map((o) => betRecordOf(o, user.username)), total, page, size });
    },
  );

  app.get(lotteryPaths.historyOrdersThird, { schema: { querystring: pageQuery, response: envelope }, config: { auth: true } }, async (request) => {
    const { page = 1, size = 20 } = request.query as { page?: number; size?: number };
    return ok({ list: [], total: 0, page, size });
  });

  for (const path of [lotteryPaths.recentOrder, lotteryPaths.records])
    app.get<{ Querystring: { lottery?: string; size?: number } }>(
      path,
      { schema: { querystring: q({ lottery: str(), size: int(1, 50) }), response: envelope }, config: { auth: true } },
      async (request) => {
        const user = userOf(request);
        const { rows } = await listOrders(db, { userId: user.id, lottery: request.query.lottery?.toUpperCase() }, 1, request.query.size ?? 10);
        return ok(rows.map((o) => betRecordOf(o, user.username)));
      },
    );

  for (const path of [lotteryPaths.recentDetail, lotteryPaths.orderDetail])
    app.get<{ Querystring: { orderId: string } }>(
      path,
      { schema: { querystring: q({ orderId: str() }, ['orderId']), response: envelope }, config: { auth: true } },
      async (request) => {
        const user = userOf(request);
        const order = await findOrderByNo(db, request.query.orderId);
        if (!order || order.user_id !== user.id) fail('notFound', '订单不存在');
        let traceNo: string | undefined;
        if (order!.trace_id !== null) traceNo = (await db.selectFrom('traces').select('trace_no').where('id', '=', order!.trace_id).executeTakeFirst())?.trace_no;
        return ok(betRecordOf(order!, user.username, traceNo));
      },
    );

  app.post<{ Body: { orderId: string } }>(
    lotteryPaths.cancelOrder,
    { schema: { body: q({ orderId: str() }, ['orderId']), response: envelope }, config: { auth: true } },
    async (request) => {
      const user = userOf(request);
      const now = clock.now();
      const refunded = await db.transaction().execute(async (tx) => {
        const order = await findOrderByNo(tx, request.body.orderId);
        if (!order) fail('notFound', '订单不存在');
        if (order!.user_id !== user.id) fail('forbidden', '只能撤销自己的订单', 403);
        if (order!.status !== ORDER_STATUS.pending) fail('cannotCancel');
        const [issue] = await shareLockIssues(tx, order!.lottery, [order!.issue_no]);
        if (!issue || issue.state !== 'open' || issue.sale_close <= now) fail('cannotCancel', '该奖期已截止，不可撤单');
        const users = await refundOrders(tx, [order!.id], ORDER_STATUS.cancelled, `cancel:${order!.order_no}`, now);
        if (users.size === 0) fail('cannotCancel');
        return (await mainAccountOf(tx, user.id)).balance;
      });
      return { code: LOTTERY_OK, msg: '撤单成功', result: { orderId: request.body.orderId, balance: yuan(refunded) } };
    },
  );

  // ------------------------------------------------------------------ traces

  app.get<{ Querystring: { lottery?: string; page?: number; size?: number } }>(
    lotteryPaths.lotteryTrace,
    { schema: { querystring: pageQuery, response: envelope }, config: { auth: true } },
    async (request) => {
      const user = userOf(request);
      const { page = 1, size = 20 } = request.query;
      const { rows, total } = await listTraces(db, user.id, request.query.lottery?.toUpperCase(), page, size);
      const list = [];
      for (const trace of rows) list.push(traceRecordOf(trace, await ordersOfTrace(db, trace.id)));
      return ok({ list, total, page, size });
    },
  );

  app.get<{ Querystring: { traceId: string } }>(
    lotteryPaths.trace,
    { schema: { querystring: q({ traceId: str() }, ['traceId']), response: envelope }, config: { auth: true } },
    async (request) => {
      const user = userOf(request);
      const trace = await findTraceByNo(db, request.query.traceId);
      if (!trace || trace.user_id !== user.id) fail('notFound', '追号记录不存在');
      return ok(traceRecordOf(trace!, await ordersOfTrace(db, trace!.id)));
    },
  );

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    lotteryPaths.traceCancel,
    {
      schema: { querystring: { type: 'object', properties: { traceId: str() }, required: ['traceId'] }, response: envelope },
      config: { auth: true, mutates: true },
    },
    async (request) => {
      const user = userOf(request);
      const raw = request.query['issues[]'] ?? request.query.issues;
      const chosen = new Set((Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((s) => String(s).split(',')).filter(Boolean));
      if (chosen.size === 0) fail('badRequest', '请选择要撤销的奖期');
      const now = clock.now();
      const cancelled = await db.transaction().execute(async (tx) => {
        const trace = await findTraceByNo(tx, String(request.query.traceId));
        if (!trace) fail('notFound', '追号记录不存在');
        if (trace!.user_id !== user.id) fail('forbidden', '只有追号发起人可以撤销', 403);
        const orders = (await ordersOfTrace(tx, trace!.id)).filter((o) => chosen.has(o.issue_no) && o.status === ORDER_STATUS.pending);
        const open = await shareLockIssues(tx, trace!.lottery, orders.map((o) => o.issue_no));
        const cancellable = new Set(open.filter((i) => i.state === 'open' && i.sale_close > now).map((i) => i.issue_no));
        const ids = orders.filter((o) => cancellable.has(o.issue_no)).map((o) => o.id);
        if (ids.length === 0) fail('cannotCancel', '所选奖期均不可撤销');
        await refundOrders(tx, ids, ORDER_STATUS.cancelled, `tracecancel:${trace!.trace_no}`, now);
        const left = (await ordersOfTrace(tx, trace!.id)).some((o) => o.status === ORDER_STATUS.pending);
        if (!left) await setTraceStatus(tx, [trace!.id], 2);
        return orders.filter((o) => cancellable.has(o.issue_no)).map((o) => o.issue_no);
      });
      return { code: LOTTERY_OK, msg: '撤单成功', result: { traceId: request.query.traceId, issues: cancelled } };
    },
  );

  // ------------------------------------------------------------------ favourites and recommendation

  app.get(lotteryPaths.favorites, { schema: { response: envelope }, config: { auth: true } }, async (request) => ok(await favouritesOf(db, userOf(request).id)));

  app.post<{ Body: { lotteries: string[] | string } }>(
    lotteryPaths.saveFavorites,
    { schema: { body: { type: 'object', properties: { lotteries: {} }, required: ['lotteries'] }, response: envelope }, config: { auth: true } },
    async (request) => {
      const raw = request.body.lotteries;
      const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map((c) => String(c).trim().toUpperCase()).filter(Boolean);
      if (list.length > 30 || list.some((c) => !lotteryOf(c))) fail('unknownLottery');
      const unique = [...new Set(list)];
      await saveFavourites(db, userOf(request).id, unique);
      return ok(unique);
    },
  );

  app.get<{ Querystring: { lottery: string; sourceType?: string } }>(
    lotteryPaths.recommend,
    { schema: { querystring: q({ lottery: str(), sourceType: str(4) }, ['lottery']), response: envelope } },
    async (request) => {
      const lottery = requireLottery(request.query.lottery);
      // Recommend the digit with the longest current omission at the first position over the last 30 draws.
      const draws = await lastDraws(db, lottery.code, 30);
      let reason = '近期开奖数据不足';
      let recommend = '';
      if (draws.length > 0) {
        const trends = computeTrends(draws.map((d) => d.code.split(',').map(Number)), lottery.family);
        const first = trends.positions[0] ?? [];
        const coldest = first.reduce((best, t) => (t.currentSkip > best.currentSkip ? t : best), first[0]!);
        if (coldest) {
          recommend = String(coldest.number);
          reason = `第一位号码 ${coldest.number} 已遗漏 ${coldest.currentSkip} 期`;
        }
      }
      const result: Recommendation = { rate: 300, recommend, reason, lotteryName: lottery.name, lottery: lottery.code };
      return ok(result);
    },
  );

}
