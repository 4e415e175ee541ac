/**
 * A valid input for every lottery endpoint that needs one, keyed by `METHOD path`, for the test
 * that walks every declared endpoint: a user's order, a second order to cancel and a chase of two
 * issues are booked first, so the detail, cancel and chase endpoints answer success.
 */
import { lotteryPaths } from '../../contract/paths';
import { errorCodes } from '../../contract/primitives';
import { currentIssue, line } from './order-helpers';
import type { TestServer } from './server-harness';

export interface Sample {
  query?: Record<string, string>;
  body?: unknown;
  /** The business code the sample must be answered with, when it is a refusal. */
  code?: number;
}

const L = 'JSK3';
/** 三不同号 1,2,3 at point 0, at the 2角 mode: 0.2 per bet. */
const cheapLine = () => line('bth3_bth3_fs', '1,2,3', 1, '70.56', { price: '0.2' });

export async function lotterySamples(s: TestServer, cookie: string): Promise<Record<string, Sample>> {
  const issue = await currentIssue(s, L);
  const place = async (body: object) => {
    const { json } = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: L, issue, order: [cheapLine()], ...body } });
    if (json.code !== 1) throw new Error(`sample order refused: ${JSON.stringify(json)}`);
    return json.result as { orderIds: string[]; traceIds: string[] };
  };
  const [detailId] = (await place({})).orderIds;
  const [cancelId] = (await place({})).orderIds;
  const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow()).seq;
  const { lotteryOf } = await import('../../server/domains/lottery/lotteries');
  await s.app.scheduler.ensureIssues(lotteryOf(L)!, s.clock.now(), seq + 1);
  const next = (
    await s.db
      .selectFrom('issues')
      .select('issue_no')
      .where('lottery', '=', L)
      .where('seq', '=', seq + 1)
      .executeTakeFirstOrThrow()
  ).issue_no;
  const trace = { winStop: false, mode: 2, totalMoney: '0.4', issues: [issue, next].map((i) => ({ issue: i, piece: 1 })) };
  const [traceId] = (await place({ betType: 4, istrace: 1, trace })).traceIds;
  const instantOdds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'MJMMC' } })).json.result.MJMMC.wx_zx_fs.bonusA;

  const lottery = { query: { lottery: L } };
  return {
    [`GET ${lotteryPaths.tabConfig}`]: lottery,
    [`GET ${lotteryPaths.odds}`]: lottery,
    [`GET ${lotteryPaths.issue}`]: lottery,
    [`GET ${lotteryPaths.openIssue}`]: { query: { lottery: `${L},HN1FC` } },
    [`GET ${lotteryPaths.trend}`]: { query: { lottery: L, size: '10' } },
    [`GET ${lotteryPaths.verifyDraw}`]: { query: { lottery: L, issue } },
    // The issue on sale keeps its seed secret until it is drawn.
    [`GET ${lotteryPaths.drawReveal}`]: { query: { lottery: L, issue }, code: errorCodes.issueNotDrawn.code },
    [`GET ${lotteryPaths.recommend}`]: lottery,
    [`POST ${lotteryPaths.addOrder}`]: { body: { lottery: L, issue, betType: 2, order: [cheapLine()] } },
    [`POST ${lotteryPaths.addOrderNow}`]: { body: { lottery: 'MJMMC', betType: 2, order: [line('wx_zx_fs', '1|2|3|4|5', 1, instantOdds, { price: '0.2' })] } },
    [`GET ${lotteryPaths.recentDetail}`]: { query: { orderId: detailId! } },
    [`GET ${lotteryPaths.orderDetail}`]: { query: { orderId: detailId! } },
    [`POST ${lotteryPaths.cancelOrder}`]: { body: { orderId: cancelId } },
    [`GET ${lotteryPaths.trace}`]: { query: { traceId: traceId! } },
    [`GET ${lotteryPaths.traceCancel}`]: { query: { traceId: traceId!, 'issues[]': next } },
    [`POST ${lotteryPaths.traceCancel}`]: { body: { traceId: traceId!, issues: [issue] } },
    [`POST ${lotteryPaths.saveFavorites}`]: { body: { lotteries: ['HN1FC', 'jsk3'] } },
  };
}
