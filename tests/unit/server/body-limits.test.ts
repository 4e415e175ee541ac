/**
 * The order routes' body limits are sized to their largest valid request (contract/lottery.ts,
 * from the order rules): that order is booked, a body one byte past the limit is refused with
 * 413 and a clear message before it is parsed, on each bulk route, over a real port.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ORDER_CODE_CHARS, MAX_ORDER_LINES, MAX_ORDER_ROWS } from '../../../contract/bet-limits';
import { largestOrderChars, lotteryEndpoints, type OrderLineWire } from '../../../contract/lottery';
import { lotteryPaths } from '../../../contract/paths';
import { LZSTRING_ENCODING } from '../../../engine-worker/orders/order-body';
import { stakeOf } from '../../../rules/money';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { currentIssue, line, lz } from '../../support/order-helpers';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';
import { closeTestSockets, listenOnLoopback } from '../../support/test-sockets';

let s: TestServer;
let base: string;
let cookie: string;

serverPerTest((server) => (s = server));
beforeEach(async () => {
  base = await listenOnLoopback(s);
  cookie = (await s.createUser('player', '10000')).cookie;
});
// Registered after serverPerTest, so it runs before that file-wide check and close (after-hooks run in reverse).
afterEach(closeTestSockets);

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', body, headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie, ...headers } });

/** Every entry of a digit play of `length` digits, in a shuffled order (distinct, so valid; shuffled, so it compresses worst). */
function allEntries(length: number, count = 10 ** length): string[] {
  const entries = Array.from({ length: 10 ** length }, (_, i) => String(i).padStart(length, '0'));
  let x = 12345;
  for (let i = entries.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const j = x % (i + 1);
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  return entries.slice(0, count);
}

/**
 * The largest order the rules allow: a full 五星直选单式 line (100,000 entries) and MAX_ORDER_LINES − 1
 * 四星直选单式 lines sharing the rest of MAX_ORDER_CODE_CHARS, at the cheapest money mode.
 */
function largestLines(odds: { wx: string; sx: string }, extraChars = 0): OrderLineWire[] {
  const price = '0.002';
  const full = allEntries(5);
  const lines = [line('wx_zx_ds', full.join(','), full.length, odds.wx, { price })];
  const others = MAX_ORDER_LINES - 1;
  // A line of k four-digit entries has 5k − 1 characters.
  const entries = (MAX_ORDER_CODE_CHARS - lines[0]!.code.length + others) / 5;
  const pool = allEntries(4);
  for (let i = 0; i < others; i++) {
    const k = Math.floor(entries / others) + (i < entries % others ? 1 : 0) + (i === 0 ? extraChars / 5 : 0);
    lines.push(line('sx_zx_ds', pool.slice(i * 10, i * 10 + k).join(','), k, odds.sx, { price }));
  }
  return lines;
}

function oddsAtZero(family: 'ssc', play: string): string {
  const model = s.app.odds.model(family, play)!;
  return model.odds.choices.find((c) => c.type === 'A' && c.point === '0')!.odds;
}

describe('the order routes’ body limits', () => {
  it('book the largest valid order and chase, and refuse one byte more with 413 before parsing', { timeout: 120_000 }, async () => {
    const odds = { wx: oddsAtZero('ssc', 'wx_zx_ds'), sx: oddsAtZero('ssc', 'sx_zx_ds') };
    const lines = largestLines(odds);
    expect(lines.reduce((sum, l) => sum + l.code.length, 0)).toBe(MAX_ORDER_CODE_CHARS);
    const nums = lines.reduce((sum, l) => sum + l.nums, 0);
    const requestId = (tag: string) => tag.padEnd(100, 'x');

    // add_order, a chase: 500 lines over the 4 issues they may take.
    const L = 'HN1FC';
    const first = await currentIssue(s, L);
    const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
    const issueCount = MAX_ORDER_ROWS / MAX_ORDER_LINES;
    await s.app.scheduler.ensureIssues(lotteryOf(L)!, s.clock.now(), seq + issueCount - 1);
    const issues = (
      await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(issueCount).execute()
    ).map((r) => r.issue_no);
    const chase = {
      lottery: L,
      issue: issues[0],
      betType: 4,
      istrace: 1,
      order: lines,
      trace: { winStop: false, mode: 2, totalMoney: stakeOf(nums * issues.length, '0.002', 1), issues: issues.map((issue) => ({ issue, piece: 1 })) },
      requestId: requestId('chase'),
    };
    const instant = { lottery: 'MJMMC', order: lines, requestId: requestId('instant') };
    const routes = [
      { path: lotteryPaths.addOrder, limit: lotteryEndpoints.addOrder.bodyLimit!, body: chase, chars: largestOrderChars(true) },
      { path: lotteryPaths.addOrderNow, limit: lotteryEndpoints.addOrderNow.bodyLimit!, body: instant, chars: largestOrderChars(false) },
    ];
    for (const route of routes) {
      const json = JSON.stringify(route.body);
      const compressed = lz(route.body);
      // The rules' bound holds the real largest order, in either form, and the limit is the bound with its eighth of room.
      expect(json.length).toBeLessThanOrEqual(route.chars);
      expect(compressed.length).toBeLessThan(json.length);
      expect(route.limit).toBeLessThan(1.15 * route.chars);
      console.log(
        `${route.path}: largest valid order ${json.length} B as JSON (bound ${route.chars}), ${compressed.length} B as lz-string; ` +
          `limit ${route.limit} B (was 4 MiB)`,
      );

      const booked = await post(route.path, json);
      expect(booked.status).toBe(200);
      expect((await booked.json()).code).toBe(1);

      // One byte past the limit, in JSON's own whitespace: refused as sent, not parsed.
      const heavy = JSON.stringify(route.body).padEnd(route.limit + 1, ' ');
      const refused = await post(route.path, heavy);
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({ code: 413, msg: `请求内容过大：本接口最多接受${Math.ceil(route.limit / 1024)} KB` });
      const refusedLz = await post(route.path, compressed.padEnd(route.limit + 1, 'A'), { 'content-encoding': LZSTRING_ENCODING });
      expect(refusedLz.status).toBe(413);
    }
    const booked = await s.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(booked.n)).toBe(MAX_ORDER_ROWS + MAX_ORDER_LINES);
  });

  it('refuses an order whose codes pass MAX_ORDER_CODE_CHARS before recounting it', async () => {
    const odds = { wx: oddsAtZero('ssc', 'wx_zx_ds'), sx: oddsAtZero('ssc', 'sx_zx_ds') };
    const issue = await currentIssue(s, 'HN1FC');
    const res = await post(lotteryPaths.addOrder, JSON.stringify({ lottery: 'HN1FC', issue, order: largestLines(odds, 5) }));
    expect(await res.json()).toEqual({ code: 2011, msg: `投注内容过长：共${MAX_ORDER_CODE_CHARS + 5}个字符，单次最多${MAX_ORDER_CODE_CHARS}` });
  });
});
