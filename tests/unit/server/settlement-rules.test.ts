/**
 * The money rules of settlement against what the player was shown: refunds of tied bets (和)
 * are neither capped nor rebated and make an order 和局退款; plays whose tickets differ in odds
 * show each ticket class and pay each ticket at its class's odds as the order stored them; group
 * single entries are quoted from entries the plate accepts.
 * Expected figures come from the play rules (hypergeometric counts of the zodiac's and the
 * tail's numbers, the odds formula 2 ÷ p × (return − point) truncated to 2 decimals), not from
 * the code under test. The scenarios run on PostgreSQL too (tests/server-pg/settlement-rules.test.ts).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../../contract/paths';
import { codeFromSelection } from '../../../engine-worker/orders/order-code';
import { deriveDraw, seedHashOf } from '../../../server/domains/lottery/fairness';
import { getPlay } from '../../../engine-worker/engine';
import { withMarkSixYear } from '../../../engine-worker/draws/mark-six-tables';
import { ManualClock } from '../../../server/clock';
import { defaultConfig } from '../../../server/config';
import type { DbHandle } from '../../../server/db/client';
import { OddsBook } from '../../../server/domains/lottery/odds';
import { freshDatabase, startTestServer, T0, type TestServer } from '../../support/server-harness';
import {
  ALL_DRAWS as ALL,
  bothHit,
  bothMiss,
  cash,
  detail,
  expectNoRebateOnRefund,
  expectRefundNotCapped,
  expectRefundOnlyStatus,
  groupEntryOddsScenario,
  linkedClassesScenario,
  markSixBonus as bonusOf,
  placeTiedSinglePicks,
  type TiedSinglePicks,
} from '../../support/settlement-rules';

describe('ticket classes of plays whose tickets differ in odds', () => {
  // This year's zodiac owns 5 numbers, every other zodiac 4; 0尾 has 4 numbers (10 20 30 40), every other tail 5.
  const expected = {
    lx_lx_2lx: { 含本命肖: bonusOf(bothHit(5, 4), 98), 不含本命肖: bonusOf(bothHit(4, 4), 98) },
    lx_lxbz_2lx: { 含本命肖: bonusOf(bothMiss(5, 4), 98), 不含本命肖: bonusOf(bothMiss(4, 4), 98) },
    wl_wl_2wl: { 含0尾: bonusOf(bothHit(4, 5), 98), 不含0尾: bonusOf(bothHit(5, 5), 98) },
    wl_wlbz_2wl: { 含0尾: bonusOf(bothMiss(4, 5), 98), 不含0尾: bonusOf(bothMiss(5, 5), 98) },
  };

  it('shows each class with its Chinese label and the odds its tickets pay, the line quoting the class that pays most', () => {
    const odds = new OddsBook(defaultConfig);
    for (const [method, classes] of Object.entries(expected)) {
      const play = odds.model('lhc', method)!.odds;
      expect(Object.fromEntries(play.classes!.map((c) => [c.label, c.bonusA])), method).toEqual(classes);
      expect(play.bonusA, method).toBe(Object.values(classes).sort((a, b) => Number(b) - Number(a))[0]);
    }
    // the figures this fixes: 二连肖 含本命肖 was quoted 9.55 and paid 8.07
    expect(expected.lx_lx_2lx).toEqual({ 含本命肖: '8.07', 不含本命肖: '9.55' });
    expect(expected.lx_lxbz_2lx).toEqual({ 含本命肖: '9.03', 不含本命肖: '7.48' });
    expect(expected.wl_wl_2wl).toEqual({ 含0尾: '8.07', 不含0尾: '6.83' });
  });

  it('gives every play whose tickets differ in odds a class for each ticket, tickets of one class sharing their probability', () => {
    const odds = new OddsBook(defaultConfig);
    // Mark Six classes name the year's own zodiac: judged in one draw date's year.
    const drawDate = '2026-11-22';
    for (const family of ['ssc', '3d', 'k3', 'lhc', 'ky481', 'pk10', '11x5', 'kl12'] as const) {
      for (const [method] of Object.entries(odds.family(family, drawDate))) {
        const model = odds.model(family, method, drawDate)!;
        if (!model.perTicket || getPlay(`${family}:${method}`).rules.parlay) continue;
        expect(model.classOf, `${family}:${method}`).toBeDefined();
        const probabilityOf = new Map<string, string>();
        withMarkSixYear(drawDate, () => {
          for (const [ticket, p] of model.perTicket!) {
            const name = model.classOf!(ticket);
            const key = p.map((x) => x.toPrecision(12)).join('/');
            expect(probabilityOf.get(name) ?? key, `${family}:${method} ${ticket}`).toBe(key);
            probabilityOf.set(name, key);
          }
        });
        if (model.odds.classes) expect(model.odds.classes.length, `${family}:${method}`).toBe(probabilityOf.size);
      }
    }
  }, 120_000);

  it("stores the classes of the issue's draw date: 特码生肖 pays the year's own zodiac (5 numbers) by Chinese New Year, not 1 January", () => {
    const odds = new OddsBook(defaultConfig);
    const model = odds.model('lhc', 'tm_tm_sx')!;
    const five = bonusOf(5n * (ALL / 49n), 98); // p = 5/49
    const four = bonusOf(4n * (ALL / 49n), 98);
    // 2027 羊年 starts 2027-02-06
    const before = odds.classBonuses(model, 'A', '0', '2027-02-05')!;
    const after = odds.classBonuses(model, 'A', '0', '2027-02-06')!;
    expect([before['0:马'], before['0:羊']]).toEqual([[five], [four]]);
    expect([after['0:马'], after['0:羊']]).toEqual([[four], [five]]);
  });

  it('quotes 特码生肖 options in the year of the day it is asked, one process across Chinese New Year', () => {
    let today = '2027-02-05';
    const odds = new OddsBook(defaultConfig, () => today);
    const five = bonusOf(5n * (ALL / 49n), 98); // p = 5/49: the year's own zodiac holds five numbers
    const four = bonusOf(4n * (ALL / 49n), 98);
    const optionBonuses = () => {
      const { options } = odds.lottery({ code: 'XGLHC', family: 'lhc' }).tm_tm_sx!;
      return [options!['马']!.bonusA, options!['羊']!.bonusA];
    };
    expect(optionBonuses()).toEqual([five, four]);
    today = '2027-02-06'; // 2027 羊年
    expect(optionBonuses()).toEqual([four, five]);
  });
});

describe('连肖 and 尾连 orders placed and settled', () => {
  let handle: DbHandle;
  let s: TestServer | undefined;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => {
    await s?.close();
    await handle.close();
  });

  it('pays each ticket the odds of its class shown and stored when placed, even after the configured return changed', async () => {
    s = await linkedClassesScenario(handle, new ManualClock(T0));
  }, 180_000);
});

describe('group single entries (组选单式) quoted and paid', () => {
  it('quotes 二星组选单式 and 组六单式 at what an entry the plate accepts pays, and pays orders stored with the old classes what they stored', async () => {
    const s = await startTestServer();
    try {
      await groupEntryOddsScenario(s);
    } finally {
      await s.close();
    }
  }, 180_000);
});

describe('tied bets (和) of single picks', () => {
  let s: TestServer;
  let placed: TiedSinglePicks;
  beforeAll(async () => {
    s = await startTestServer();
    placed = await placeTiedSinglePicks(s);
  }, 180_000);
  afterAll(async () => {
    await s.close();
  });

  it("refunds a tied stake in full when the player's single picks already reached the cap", () => expectRefundNotCapped(s, placed));
  it('records an order whose bets only tied as 和局退款, not a win, and lists it under that status', () => expectRefundOnlyStatus(s, placed));
  it('pays no rebate on a refunded stake, and the rebate on a stake that played', () => expectNoRebateOnRefund(s, placed));
});

describe('a tie in the instant lottery', () => {
  it('answers the refund apart from the prize, and records 和局退款', async () => {
    const s = await startTestServer();
    try {
      const { id, cookie } = await s.createUser('instant_tie', '100');
      // the player's committed seed draws 万 = 千 in their first round: 龙虎斗万千 ties
      let seed = '';
      do seed = crypto.randomBytes(32).toString('hex');
      while (new Set(deriveDraw('ssc', seed, 'MJMMC', `U${id}-1`).slice(0, 2)).size !== 1);
      await s.db
        .insertInto('instant_seeds')
        .values({ user_id: id, seed, seed_hash: seedHashOf(seed) })
        .execute();
      const code = codeFromSelection(getPlay('ssc:qw_lhh_wq'), { rows: [['龙']] });
      const res = await s.call('POST', lotteryPaths.addOrderNow, {
        cookie,
        body: { lottery: 'MJMMC', issue: '', order: [{ method: 'qw_lhh_wq', code, nums: 1, amount: '2', piece: 1, price: '2', odds: '4.35', point: '0' }] },
      });
      expect(res.json).toMatchObject({ code: 1, result: { bonus: '0', refund: '2', balance: '100' } });
      expect(await detail(s, cookie, res.json.result.orderIds[0])).toMatchObject({ status: '和局退款', awardMoney: '2', refundMoney: '2' });
      expect(await cash(s, cookie)).toBe('100');
    } finally {
      await s.close();
    }
  }, 120_000);
});
