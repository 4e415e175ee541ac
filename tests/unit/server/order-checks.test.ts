/**
 * Every check add_order makes before it books anything, each with its exact answer: the lines
 * (play, multiple, mode, selection, count, amount, point, odds), the request (lottery, kind,
 * list size, bet type, request id) and the chase plan (issues, multiples, total). Each refusal
 * leaves the balance and the ledger as they were. One server for the file: nothing here books.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MULTIPLE } from '../../../contract/bet-limits';
import { lotteryPaths, walletPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { MAX_ORDER_ROWS } from '../../../server/domains/lottery/orders';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { timingOf } from '../../../server/domains/lottery/schedule';
import { currentIssue, line } from '../../support/order-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';

const L = 'JSK3';
const ODDS_123 = '70.56'; // 三不同号 at point 0
let s: TestServer;
let cookie: string;
let issue: string;
let nextIssues: string[];

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.createUser('checker', '100')).cookie;
  issue = await currentIssue(s, L);
  const { seq } = await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow();
  nextIssues = (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(3).execute()).map(
    (r) => r.issue_no,
  );
});
afterAll(async () => {
  const ledger = await checkLedger(s.db);
  const balance = (await s.call('GET', walletPaths.balance, { cookie })).json.data.cash;
  await s.close();
  expect(ledger).toMatchObject({ ok: true });
  expect(balance).toBe('100'); // nothing was booked
});

const base = () => line('bth3_bth3_fs', '1,2,3', 1, ODDS_123);
const send = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
  (await s.call('POST', lotteryPaths.addOrder, { cookie, body, headers })).json;
const sendLine = (over: Record<string, unknown>) => send({ lottery: L, issue, order: [{ ...base(), ...over }] });
const refusal = (key: keyof typeof errorCodes, msg?: string) => ({ code: errorCodes[key].code, msg: msg ?? errorCodes[key].msg });

describe('add_order line checks', () => {
  it('names the play that does not exist, and refuses a blank one', async () => {
    expect(await sendLine({ method: 'nope_nope' })).toEqual(refusal('unknownPlay', '玩法不存在：nope_nope'));
    expect(await sendLine({ method: '  ' })).toEqual(refusal('unknownPlay'));
  });

  it('takes a multiple from 1 to the maximum, at the edges', async () => {
    expect(await sendLine({ piece: 0, amount: '0' })).toEqual(refusal('badMultiple'));
    expect(await sendLine({ piece: MAX_MULTIPLE + 1, amount: String(2 * (MAX_MULTIPLE + 1)) })).toEqual(refusal('badMultiple'));
    // the largest multiple passes the multiple check and stops at the balance
    expect(await sendLine({ piece: MAX_MULTIPLE, amount: String(2 * MAX_MULTIPLE) })).toEqual(refusal('insufficient'));
  });

  it('refuses a money mode that is not bettable or not a number', async () => {
    for (const price of ['0.5', '0.01', 'abc', '']) expect(await sendLine({ price, amount: '1' }), price).toEqual(refusal('badPrice'));
  });

  it('refuses an empty selection, one the engine cannot read, and one of no bets, each with its reason', async () => {
    expect(await sendLine({ code: '  ' })).toEqual(refusal('badSelection', '投注内容不能为空'));
    expect(await sendLine({ code: '1,2' })).toEqual(refusal('badSelection', '投注注数为0，请完善投注号码'));
    const unreadable = await sendLine({ code: '1,2,7' });
    expect(unreadable.code).toBe(errorCodes.badSelection.code);
    expect(unreadable.msg).not.toBe(errorCodes.badSelection.msg); // the engine's own reason
  });

  it('tells the right count and stake when the line claims others', async () => {
    expect(await sendLine({ code: '1,2,3,4', nums: 1 })).toEqual(refusal('badCount', '注数错误：应为4注'));
    expect(await sendLine({ amount: '4' })).toEqual(refusal('badAmount', '投注金额错误：应为2'));
    expect(await sendLine({ amount: 'two' })).toEqual(refusal('badAmount', '投注金额错误：应为2'));
    expect(await sendLine({ price: '0.2', amount: '2' })).toEqual(refusal('badAmount', '投注金额错误：应为0.2'));
  });

  it('takes only an offered point, with the odds of that point', async () => {
    expect(await sendLine({ point: '0.07' })).toEqual(refusal('badPoint'));
    expect(await sendLine({ point: 'x' })).toEqual(refusal('badPoint'));
    expect(await sendLine({ odds: '80' })).toEqual(refusal('badOdds'));
  });
});

describe('add_order line checks, what passes', () => {
  // Each of these passes every check and stops at the balance (100): the stake is 200.
  const overBalance = { piece: 100, amount: '200' };

  it('reads figures with spaces around them as the figures', async () => {
    expect(await sendLine({ ...overBalance, price: ' 2 ', amount: ' 200 ', point: ' 0 ', odds: ` ${ODDS_123} `, method: ' bth3_bth3_fs ' })).toEqual(
      refusal('insufficient'),
    );
    expect(await send({ lottery: L, issue: ` ${issue} `, order: [{ ...base(), ...overBalance }] })).toEqual(refusal('insufficient'));
  });

  it('checks control characters inside an order sent as JSON text, as in the body itself', async () => {
    const controlled = refusal('badRequest', `${errorCodes.badRequest.msg}：不能包含控制字符`);
    expect(await send({ lottery: L, issue, order: JSON.stringify([{ ...base(), code: '1,2,\u00013' }]) })).toEqual(controlled);
    expect(await send({ lottery: L, issue, order: JSON.stringify([{ ...base(), ...overBalance }]) })).toEqual(refusal('insufficient'));
  });
});

describe('add_order request checks', () => {
  it('refuses an unknown lottery, and sends the instant lottery to its own call', async () => {
    expect(await send({ lottery: 'NOPE', issue, order: [base()] })).toEqual(refusal('unknownLottery'));
    expect(await send({ lottery: 'MJMMC', issue: '1', order: [base()] })).toEqual(refusal('issueClosed', '即开彩请使用立即开奖'));
    const instantCall = await s.call('POST', lotteryPaths.addOrderNow, { cookie, body: { lottery: L, issue, order: [base()] } });
    expect(instantCall.json).toEqual(refusal('notInstant'));
  });

  it('refuses a list that is no list, an empty one and one of more than 500 lines', async () => {
    expect(await send({ lottery: L, issue, order: '{"a":1}' })).toEqual(refusal('badOrder'));
    expect(await send({ lottery: L, issue, order: [] })).toEqual(refusal('emptyOrder'));
    expect(await send({ lottery: L, issue, order: Array.from({ length: 501 }, base) })).toEqual(refusal('badOrder', '单次最多500注单'));
    // 500 lines pass (and cost more than the balance)
    expect(await send({ lottery: L, issue, order: Array.from({ length: 500 }, base) })).toEqual(refusal('insufficient'));
  });

  it('takes the four bet types only', async () => {
    expect(await send({ lottery: L, issue, betType: 9, order: [base()] })).toEqual(refusal('badOrder', 'betType 错误'));
  });

  it('takes a request id of 8 to 100 characters, from the body or the Idempotency-Key header', async () => {
    const message = refusal('badOrder', '请求编号须为8-100个字符');
    expect(await send({ lottery: L, issue, order: [base()], requestId: 'short' })).toEqual(message);
    expect(await send({ lottery: L, issue, order: [base()] }, { 'idempotency-key': 'short' })).toEqual(message);
    // the header becomes the body's field: its length is bounded by the request schema, which answers first
    expect(await send({ lottery: L, issue, order: [base()] }, { 'idempotency-key': 'x'.repeat(101) })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('requestId'),
    });
    expect(await send({ lottery: L, issue, order: [{ ...base(), code: '  ' }] }, { 'idempotency-key': 'x'.repeat(100) })).toEqual(
      refusal('badSelection', '投注内容不能为空'),
    );
    // the body's field is also bounded by the request schema, which answers first
    expect(await send({ lottery: L, issue, order: [base()], requestId: 'x'.repeat(101) })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('requestId'),
    });
    // the header wins over the body: a good header with a bad body id passes this check (and then stops at the selection)
    expect(await send({ lottery: L, issue, order: [{ ...base(), code: '  ' }], requestId: 'short' }, { 'idempotency-key': 'k'.repeat(8) })).toEqual(
      refusal('badSelection', '投注内容不能为空'),
    );
  });

  it('refuses an issue that does not exist, has closed or is not on sale yet', async () => {
    expect(await send({ lottery: L, issue: 'garbage', order: [base()] })).toEqual(refusal('issueClosed', '奖期不存在'));
    expect(await send({ lottery: L, issue: '19990101-0001', order: [base()] })).toEqual(refusal('issueClosed'));
    // the next issue exists but is not on sale yet (a chase may start there only once it is)
    expect(await send({ lottery: L, issue: nextIssues[1], order: [base()] })).toEqual(refusal('issueClosed', '该奖期尚未开售'));
    expect(
      await send({
        lottery: L,
        issue: nextIssues[1],
        betType: 4,
        istrace: 1,
        order: [base()],
        trace: { winStop: 0, totalMoney: '2', issues: [{ issue: nextIssues[1], piece: 1 }] },
      }),
    ).toEqual(refusal('issueClosed', '该奖期尚未开售'));
  });

  it('checks the issue row itself inside the booking: closed at its closing time, no longer open, on sale from its start', async () => {
    const now = s.clock.now();
    const row = () =>
      s.db.selectFrom('issues').select(['state', 'sale_start', 'sale_close']).where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow();
    const saved = await row();
    const setIssue = (issueNo: string, values: { state?: 'open' | 'drawn'; sale_start?: number; sale_close?: number }) =>
      s.db.updateTable('issues').set(values).where('lottery', '=', L).where('issue_no', '=', issueNo).execute();
    const overBalance = [{ ...base(), piece: 100, amount: '200' }];
    try {
      // the schedule still has it on sale; the row says it closed at this very moment, or was drawn early
      await setIssue(issue, { sale_close: now });
      expect(await send({ lottery: L, issue, order: [base()] })).toEqual(refusal('issueClosed'));
      await setIssue(issue, { sale_close: saved.sale_close, state: 'drawn' });
      expect(await send({ lottery: L, issue, order: [base()] })).toEqual(refusal('issueClosed'));
      await setIssue(issue, { state: saved.state });
      // the next issue, its sale moved to start now: on sale (and stopped at the balance)
      const next = await s.db
        .selectFrom('issues')
        .select('sale_start')
        .where('lottery', '=', L)
        .where('issue_no', '=', nextIssues[1]!)
        .executeTakeFirstOrThrow();
      await setIssue(nextIssues[1]!, { sale_start: now });
      try {
        expect(await send({ lottery: L, issue: nextIssues[1], order: overBalance })).toEqual(refusal('insufficient'));
      } finally {
        await setIssue(nextIssues[1]!, { sale_start: next.sale_start });
      }
    } finally {
      await setIssue(issue, { state: saved.state, sale_close: saved.sale_close });
    }
  });
});

describe('add_order chase checks', () => {
  const chase = (trace: Record<string, unknown>, order = [base()]) => send({ lottery: L, issue, betType: 4, istrace: 1, order, trace });
  const plan = (pieces: number[], over: Record<string, unknown> = {}) => ({
    winStop: 1,
    totalMoney: String(pieces.reduce((a, p) => a + 2 * p, 0)),
    issues: pieces.map((piece, i) => ({ issue: nextIssues[i], piece })),
    ...over,
  });

  it('takes istrace alone as a chase (a plan is then required)', async () => {
    expect(await send({ lottery: L, issue, betType: 2, istrace: 1, order: [base()] })).toEqual(refusal('badTrace'));
  });

  it('takes the largest plan multiple and a total with spaces around it (stopped at the balance)', async () => {
    expect(await chase(plan([MAX_MULTIPLE]))).toEqual(refusal('insufficient'));
    expect(await chase(plan([100, 100], { totalMoney: ' 400 ' }))).toEqual(refusal('insufficient'));
  });

  it('refuses a plan without issues, with a blank issue, an issue twice or a multiple out of range', async () => {
    expect(await chase(plan([]))).toEqual(refusal('badTrace'));
    expect(await chase(plan([1], { issues: [{ issue: ' ', piece: 1 }] }))).toEqual(refusal('badTrace'));
    expect(
      await chase(
        plan([1, 1], {
          issues: [
            { issue: nextIssues[0], piece: 1 },
            { issue: nextIssues[0], piece: 1 },
          ],
        }),
      ),
    ).toEqual(refusal('badTrace', '追号奖期重复'));
    expect(await chase(plan([0]))).toEqual(refusal('badTrace'));
    expect(await chase(plan([MAX_MULTIPLE + 1]))).toEqual(refusal('badTrace'));
  });

  it("refuses a plan whose multiple times the line's passes the maximum", async () => {
    const line10 = [{ ...base(), piece: 10, amount: '20' }];
    const pieces = [Math.floor(MAX_MULTIPLE / 10) + 1];
    expect(await chase(plan(pieces, { totalMoney: String(20 * pieces[0]!) }), line10)).toEqual(refusal('badMultiple'));
  });

  it('tells the right total when the plan claims another', async () => {
    expect(await chase(plan([1, 2], { totalMoney: '5' }))).toEqual(refusal('badTrace', '追号总金额错误：应为6'));
    expect(await chase(plan([1, 2], { totalMoney: 'six' }))).toEqual(refusal('badTrace', '追号总金额错误：应为6'));
  });

  it('refuses more than 1000 issues, and lines × issues past the row limit, before recounting any line', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ issue: `x${i}`, piece: 1 }));
    expect(await chase({ winStop: 1, totalMoney: '2002', issues: many })).toEqual(refusal('badTrace'));
    const lines = Array.from({ length: 3 }, () => ({ ...base(), code: '  ' })); // lines never reached
    const issues = Array.from({ length: Math.floor(MAX_ORDER_ROWS / 3) + 1 }, (_, i) => ({ issue: `x${i}`, piece: 1 }));
    const rows = lines.length * issues.length;
    expect(await chase({ winStop: 1, totalMoney: '1', issues }, lines)).toEqual(
      refusal('badTrace', `追号注单过多：注单数×期数为${rows}，单次最多${MAX_ORDER_ROWS}`),
    );
  });

  it('takes 1000 issues and exactly the row limit through the plan checks (to the issues, which do not exist here)', async () => {
    const thousand = Array.from({ length: 1000 }, (_, i) => ({ issue: `x${i}`, piece: 1 }));
    const missing = refusal('issueClosed', '奖期不存在');
    expect(await chase({ winStop: 1, totalMoney: '2000', issues: thousand })).toEqual(missing);
    const linesAtLimit = Array.from({ length: MAX_ORDER_ROWS / thousand.length }, base);
    expect(await chase({ winStop: 1, totalMoney: String(2 * MAX_ORDER_ROWS), issues: thousand }, linesAtLimit)).toEqual(missing);
  });

  it('refuses an issue far beyond the schedule', async () => {
    const { seq } = await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow();
    const far = await s.db
      .selectFrom('issues')
      .select('issue_no')
      .where('lottery', '=', L)
      .where('seq', '>', seq + 2000)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    // the schedule names issues well ahead: take one from it when the database has none that far
    const farIssue = far?.issue_no ?? timingOf(lotteryOf(L)!, seq + 2001).issueNo;
    expect(
      await chase(
        plan([1, 1], {
          issues: [
            { issue: nextIssues[0], piece: 1 },
            { issue: farIssue, piece: 1 },
          ],
        }),
      ),
    ).toEqual(refusal('badTrace', '追号奖期超出范围'));
  });
});
