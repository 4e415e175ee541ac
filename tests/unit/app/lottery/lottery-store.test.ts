import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerApi } from '../../../../engine-worker/worker-api';
import type { AddOrderResult, BetRecord, IssueInfo, LotteryCategory, PlayOdds } from '../../../../contract/lottery';
import { errorCodes } from '../../../../contract/primitives';
import { requestKeys } from '../../../../app/lib/request-id';
import type * as Adapter from '../../../../app/features/lottery/engine-adapter';
import type * as Catalog from '../../../../app/features/lottery/catalog-store';
import type * as Chase from '../../../../app/features/lottery/chase-store';
import type * as Issue from '../../../../app/features/lottery/issue-store';
import type * as Notice from '../../../../app/features/lottery/lottery-notice';
import type * as Open from '../../../../app/features/lottery/open-lottery';
import type * as Plate from '../../../../app/features/lottery/plate-store';
import type * as Prefs from '../../../../app/features/lottery/preferences';
import type * as Records from '../../../../app/features/lottery/records-store';
import type * as Slip from '../../../../app/features/lottery/slip-store';
import type * as BetAgain from '../../../../app/features/lottery/bet-again';
import type * as Http from '../../../../app/lib/http';
import { fromMinorUnits } from '../../../../rules/money';
import { prizeMinorUnits } from '../../../../server/domains/lottery/settlement';

// The engine runs in-process (the worker's API without the worker); the HTTP calls are stubs.
const engine = createWorkerApi();
vi.mock('../../../../app/features/lottery/engine-adapter', async (importOriginal) => {
  const real = await importOriginal<typeof Adapter>();
  return {
    ...real,
    playsOf: async (family: Parameters<typeof engine.playsOf>[0]) => engine.playsOf(family),
    countBets: async (key: string, selection: Parameters<typeof engine.countBets>[1]) => engine.countBets(key, selection),
    parseInput: async (key: string, input: string) => engine.parseInput(key, input),
    keptEntries: async (handle: number, from: number, to: number) => engine.entries(handle, from, to),
    countKept: async (handle: number, positions?: number[]) => engine.countKept(handle, positions),
    releaseEntries: (handle: number) => engine.release(handle),
    buildOrder: async (request: Parameters<typeof engine.buildOrder>[0], slip: Parameters<typeof engine.buildOrder>[1]) => engine.buildOrder(request, slip),
  };
});

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
  { title: '快3', list: [{ en: 'JSK3', cn: '极速快3', isHot: true, isNew: false, family: 'k3', durationTime: 60 }] },
  { title: '六合彩', list: [{ en: 'JSLHC', cn: '极速六合彩', isHot: false, isNew: false, family: 'lhc', durationTime: 60 }] },
];
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
/** Issues on sale after 20261122-1201 (1 min each). */
let issuesLater = 0;
const issue = (lottery: string): IssueInfo => {
  const shift = issuesLater * 60_000;
  return {
    lottery,
    second: 40,
    issue: `20261122-${1201 + issuesLater}`,
    nextApp: 60,
    durationTime: 60,
    lastFive: [],
    state: 0,
    total: 1440,
    sellStart: now - 20_000 + shift,
    sellEnd: now + 40_000 + shift,
    drawTime: now + 45_000 + shift,
    seedHash: '',
    serverTime: now,
  };
};
const odds: PlayOdds = {
  bonusA: '1960',
  rateA: '0.065',
  bonusB: '1900',
  rateB: '0',
  returnA: '0.98',
  returnB: '0.95',
  s: 0,
  singlePickMaxBonus: '0',
  n: 1,
  m: 99999,
  levels: [],
  choices: [
    { point: '0', odds: '1960', type: 'A' },
    { point: '0', odds: '1900', type: 'B' },
  ],
};
const oddsOf = (family: 'ssc' | 'k3' | 'lhc') => Object.fromEntries(engine.playsOf(family).map((p) => [p.id, odds]));

const addOrder = vi.fn(async (_encoded: { body: string; encoding: string | null }): Promise<AddOrderResult> => {
  await new Promise((r) => setTimeout(r, 20));
  return { orderIds: ['O1'], traceIds: [], totalMoney: '2', balance: '98' };
});
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [lotteryEndpoints.classifyList, () => categories],
    [lotteryEndpoints.recentOrder, () => []],
    [lotteryEndpoints.issue, (query) => issue((query as { lottery: string }).lottery)],
    [lotteryEndpoints.trend, () => ({ list: [], hitFrequency: [], skipFrequency: [], min: 0, max: 9 })],
    [lotteryEndpoints.addOrder, (encoded) => addOrder(encoded as { body: string; encoding: string | null })],
  ]);
});
const oddsAnswer = vi.fn(async (lottery: string) => ({ [lottery]: oddsOf(lottery === 'JSK3' ? 'k3' : lottery === 'JSLHC' ? 'lhc' : 'ssc') }));
vi.mock('../../../../app/features/lottery/odds-cache', () => ({ getOdds: (lottery: string) => oddsAnswer(lottery) }));
vi.mock('../../../../app/stores/balance-store', () => ({ refreshBalance: async () => undefined }));

/** The lottery screen's slices, as one namespace. */
let store: typeof Catalog &
  typeof Chase &
  typeof Issue &
  typeof Notice &
  typeof Open &
  typeof Plate &
  typeof Prefs &
  typeof Records &
  typeof Slip &
  typeof BetAgain;
let http: typeof Http;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeAll(async () => {
  store = {
    ...(await import('../../../../app/features/lottery/catalog-store')),
    ...(await import('../../../../app/features/lottery/chase-store')),
    ...(await import('../../../../app/features/lottery/issue-store')),
    ...(await import('../../../../app/features/lottery/lottery-notice')),
    ...(await import('../../../../app/features/lottery/open-lottery')),
    ...(await import('../../../../app/features/lottery/plate-store')),
    ...(await import('../../../../app/features/lottery/preferences')),
    ...(await import('../../../../app/features/lottery/records-store')),
    ...(await import('../../../../app/features/lottery/slip-store')),
    ...(await import('../../../../app/features/lottery/bet-again')),
  };
  http = await import('../../../../app/lib/http');
});

beforeEach(async () => {
  await store.initLottery('HN1FC');
  await store.selectLottery('HN1FC');
  await settle();
  store.clearSlip();
  store.setUnlimited(false);
  store.selectTab('五星');
  store.selectPlay('wx_zx_fs');
  addOrder.mockClear();
});

async function pickOneBet() {
  for (let row = 0; row < 5; row++) store.togglePlateValue(row, String(row));
  await settle();
}

describe('lottery store', () => {
  it('counts the plate through the engine and resets it when a play is chosen', async () => {
    await pickOneBet();
    store.togglePlateValue(4, '9');
    await settle();
    expect(store.plateState.betCount).toBe(2);
    expect(store.plateState.amount).toBe('4');
    store.selectPlay('wx_zx_ds');
    expect(store.plateState.betCount).toBe(0);
    expect(store.plateState.rows.every((r) => r.length === 0)).toBe(true);
  });

  it('shows a slip line the prize the server pays when the exact prize has a fifth decimal', async () => {
    // 1949.85 in the 2厘 mode is 1.94985 exactly: settlement rounds half up to 1.9499 (the
    // app's former copy cut it to 1.9498, a figure the server never paid)
    const before = store.plateState.odds['wx_zx_fs']!;
    store.plateState.odds['wx_zx_fs'] = { ...before, choices: [{ point: '0', odds: '1949.85', type: 'A' }] };
    store.setOddsType('A');
    store.setMoneyMode('0.002');
    try {
      await pickOneBet();
      expect(store.addToSlip(), store.noticeState.message).toBe(true);
      const paid = fromMinorUnits(prizeMinorUnits({ levels: [1], refunds: 0 }, ['1949.85'], '0.002', 1));
      expect(paid).toBe('1.9499');
      expect(store.slipState.slip[0]!.prize).toBe(paid);
      expect(store.slipState.slip[0]!.amount).toBe('0.002');
    } finally {
      store.plateState.odds['wx_zx_fs'] = before;
      store.setMoneyMode('2');
    }
  });

  it('restores the last play of a tab when the tab is chosen again', () => {
    store.selectPlay('wx_zx_ds');
    store.selectTab('前三');
    expect(store.plateState.play?.tab).toBe('前三');
    store.selectTab('五星');
    expect(store.plateState.playId).toBe('wx_zx_ds');
  });

  it('appends and renumbers slip lines, resets the plate and closes the chase panel', async () => {
    await pickOneBet();
    expect(store.addToSlip(), store.noticeState.message).toBe(true);
    store.openChase();
    expect(store.chaseState.open).toBe(true);
    await pickOneBet();
    store.addToSlip();
    expect(store.chaseState.open).toBe(false);
    expect(store.slipState.slip.map((l) => l.content)).toEqual(['万位:0 | 千位:1 | 百位:2 | 十位:3 | 个位:4', '万位:0 | 千位:1 | 百位:2 | 十位:3 | 个位:4']);
    expect(store.plateState.betCount).toBe(0);
    store.removeSlipLine(store.slipState.slip[0]!.id);
    expect(store.slipState.slip).toHaveLength(1);
  });

  it('opens the chase with the defaults (doubling, 5 issues, win-stop) and resets them on close', async () => {
    await pickOneBet();
    store.addToSlip();
    store.openChase();
    const chase = store.chaseState;
    expect(chase).toMatchObject({ type: 3, start: 1, count: 5, gap: 2, multiple: 2, minRate: 1, winStop: true });
    expect(chase.rows.map((r) => [r.issue, r.piece])).toEqual([
      ['20261122-1201', 1],
      ['20261122-1202', 1],
      ['20261122-1203', 2],
      ['20261122-1204', 2],
      ['20261122-1205', 4],
    ]);
    store.setChase({ count: 8, multiple: 3 });
    store.closeChase();
    expect(store.chaseState).toMatchObject({ open: false, count: 5, multiple: 2, start: 1, gap: 2, minRate: 1 });
  });

  it('moves an open chase list on when the issue on sale rolls over', async () => {
    await pickOneBet();
    store.addToSlip();
    store.openChase();
    issuesLater = 1;
    try {
      await store.refreshIssue();
      expect(store.chaseState.rows.map((r) => r.issue)).toEqual(['20261122-1202', '20261122-1203', '20261122-1204', '20261122-1205', '20261122-1206']);
    } finally {
      issuesLater = 0;
    }
  });

  it('ignores a second submit while one is in progress and clears the slip on success', async () => {
    await pickOneBet();
    store.addToSlip();
    const first = store.submit('slip');
    const second = await store.submit('slip');
    expect(second).toBe(false);
    expect(await first).toBe(true);
    expect(addOrder).toHaveBeenCalledTimes(1);
    const body = JSON.parse(addOrder.mock.calls[0]![0].body) as { order: Array<Record<string, unknown>>; betType: number; lottery: string };
    expect(body).toMatchObject({ lottery: 'HN1FC', betType: 2 });
    expect(body.order).toEqual([{ method: 'wx_zx_fs', code: '0|1|2|3|4', nums: 1, amount: '2', piece: 1, price: '2', odds: '1960', point: '0' }]);
    expect(store.slipState.slip).toHaveLength(0);
    expect(store.noticeState.message).toBe('订单提交成功！');
  });

  it('sends a chase as betType 4 with the ticked issues and the total', async () => {
    await pickOneBet();
    store.addToSlip();
    store.openChase();
    store.setChaseRow(2, { checked: false });
    expect(await store.submit('slip')).toBe(true);
    const body = JSON.parse(addOrder.mock.calls[0]![0].body) as {
      betType: number;
      istrace: number;
      trace: { issues: unknown[]; totalMoney: string; winStop: number; mode: number };
    };
    expect(body).toMatchObject({ betType: 4, istrace: 1, trace: { totalMoney: '18', winStop: 1, mode: 3 } });
    expect(body.trace.issues).toHaveLength(4);
  });

  it('changing lottery clears the slip and remembers the choice', async () => {
    await pickOneBet();
    store.addToSlip();
    await store.selectLottery('JSK3');
    expect(store.slipState.slip).toHaveLength(0);
    expect(store.catalogState.family).toBe('k3');
    expect(store.prefsState.lottery).toBe('JSK3');
  });

  it('keeps a number in either the 胆码 or the 拖码 row of a 胆拖 plate, never both', async () => {
    await store.selectLottery('JSK3');
    store.selectTab('三不同号');
    store.selectPlay('bth3_bth3_dt');
    store.togglePlateValue(0, '1');
    store.applyFilter(1, 'all');
    await settle();
    expect(store.plateState.rows).toEqual([['1'], ['2', '3', '4', '5', '6']]);
    expect(store.plateState.betCount).toBe(10);
    store.togglePlateValue(0, '2'); // 2 moves from the drag to the bank
    await settle();
    expect(store.plateState.rows).toEqual([
      ['1', '2'],
      ['3', '4', '5', '6'],
    ]);
    expect(store.plateState.betCount).toBe(4);
    store.togglePlateValue(1, '1'); // and 1 from the bank to the drag
    await settle();
    expect(store.plateState.rows).toEqual([['2'], ['1', '3', '4', '5', '6']]);
    expect(store.plateState.betCount).toBe(10);
  });

  it("shows a parlay line's bonus as its legs' bonuses multiplied, and any other line's as the chosen odds", () => {
    const parlay = engine.playsOf('lhc').find((p) => p.id === 'gg_gg_zmgg')!;
    const parlayOdds = {
      ...odds,
      options: {
        大: { bonusA: '4', bonusB: '3.87', probability: '0.49', levels: 1 },
        红波: { bonusA: '5.64', bonusB: '5.46', probability: '0.3475', levels: 1 },
      },
    };
    const a = { point: '0', odds: '4', type: 'A' as const };
    expect(store.lineBonus(parlay, [['大'], [], ['红波'], [], [], []], a, parlayOdds)).toBe('11.28');
    expect(store.lineBonus(parlay, [['大'], ['大'], [], [], [], []], { ...a, type: 'B' }, parlayOdds)).toBe('7.48');
    expect(store.lineBonus(engine.playsOf('ssc')[0]!, [['1']], a, parlayOdds)).toBe('4');
  });

  it('prices a line by the options picked where options differ in odds, at the chosen type and point', async () => {
    await store.selectLottery('JSK3');
    store.selectPlay('hz_hz_hz');
    const play = store.plateState.play!;
    // 和值 3 wins 1 draw in 216, 和值 10 27 in 216; the bonus is 2 × (return − point) ÷ p, cut to 2 decimals
    const sums: PlayOdds = {
      ...odds,
      options: {
        '3': { bonusA: '423.36', bonusB: '410.4', probability: '0.00462962962962962963', levels: 1 },
        '10': { bonusA: '15.68', bonusB: '15.2', probability: '0.125', levels: 1 },
      },
    };
    store.plateState.odds.hz_hz_hz = sums;
    const rebated = { point: '0.065', odds: '395.28', type: 'A' as const };
    expect(store.lineBonus(play, [['10']], rebated, sums)).toBe('14.64');
    expect(store.lineBonus(play, [['3', '10']], rebated, sums)).toBe('395.28');
    expect(store.lineBonus(play, [['10']], { point: '0', odds: '410.4', type: 'B' }, sums)).toBe('15.2');
    expect(store.lineBonus(play, [['4']], rebated, sums)).toBe('395.28'); // an option without odds of its own: the quoted odds
    expect(store.shownOptionBonus('10')).toBe('15.68'); // the plate's choice: type A, point 0
  });

  it('gives each chip line of a Mark Six plate the prize of its own option', async () => {
    await store.selectLottery('JSLHC');
    store.selectPlay('tm_tm_sb');
    // 17 red and 16 blue numbers of 49; the quoted odds are the blue wave's
    store.plateState.odds.tm_tm_sb = {
      ...odds,
      bonusA: '6',
      bonusB: '5.81',
      choices: [
        { point: '0', odds: '6', type: 'A' },
        { point: '0', odds: '5.81', type: 'B' },
      ],
      options: {
        红波: { bonusA: '5.64', bonusB: '5.47', probability: '0.34693877551020408163', levels: 1 },
        蓝波: { bonusA: '6', bonusB: '5.81', probability: '0.32653061224489795918', levels: 1 },
      },
    };
    store.setChip(0, '红波', 10);
    store.setChip(0, '蓝波', 4);
    await settle();
    const { lines } = store.plateLines();
    expect(lines.map((line) => [line.content, line.amount, line.prize])).toEqual([
      ['红波', '10', '28.2'], // 5.64 × 10 元 ÷ 2
      ['蓝波', '4', '12'],
    ]);
  });

  it('keeps pasted entries in the engine and counts them with the positions of any-position plays', async () => {
    store.selectPlay('wx_zx_ds');
    await store.parseEntries('12345 12345 54321', 'bulk', '粘贴');
    expect(store.plateState.input.summary).toMatchObject({ count: 2, duplicates: 1 });
    expect(store.plateState.betCount).toBe(2);
    expect(store.addToSlip()).toBe(true);
    expect(store.slipState.slip[0]).toMatchObject({ count: 2, amount: '4' });
    expect(store.slipState.slip[0]!.handle).toBeTypeOf('number');
    // 任选二 单式: every entry is a bet on each pair of the chosen positions, counted in the worker
    store.setUnlimited(true);
    store.selectPlay('rx2_zx_ds');
    await store.parseEntries('12 34 12 56', 'bulk', '粘贴');
    await settle();
    for (const p of [...store.plateState.positions]) store.togglePosition(p);
    for (const p of [0, 2, 4]) store.togglePosition(p);
    await settle();
    expect(store.plateState.betCount).toBe(9); // 3 entries × C(3, 2) position pairs
    store.togglePosition(4);
    await settle();
    expect(store.plateState.betCount).toBe(3);
    store.togglePosition(2);
    await settle();
    expect(store.plateState.betCount).toBe(0); // one position cannot hold a pair
  });
});

describe('a bet made before the odds arrived', () => {
  it('waits for them, asks again after a failed load, and is sent once however often it is clicked', async () => {
    store.resetPlays('HN1FC'); // the odds of the lottery just opened are not known yet
    await pickOneBet();
    oddsAnswer.mockRejectedValueOnce(new Error('no answer'));
    expect(store.addToSlip()).toBe(false);
    expect(store.noticeState.message).toBe('赔率加载中，请稍候');
    await settle(); // that load failed: the plate still has no odds
    expect(store.plateState.chosenOdds).toBeUndefined();
    const first = store.submit('quick');
    expect(await store.submit('quick')).toBe(false); // a second click while the odds arrive
    expect(await first).toBe(true);
    expect(addOrder).toHaveBeenCalledTimes(1);
    expect((JSON.parse(addOrder.mock.calls[0]![0].body) as { order: Array<{ odds: string }> }).order[0]!.odds).toBe('1960');
  });
});

describe("a bet's idempotency key (requestId)", () => {
  /** The requestId of the n-th add_order body sent. */
  const requestIdOf = (n: number) => (JSON.parse(addOrder.mock.calls[n]![0].body) as { requestId: string }).requestId;
  /** What the HTTP client throws when no answer came (a network failure or a timeout). */
  const noAnswer = () => new http.HttpError(http.REQUEST_ERROR_MESSAGE, -1, 0);
  /** What it throws when the server answered a refusal: 余额不足 in a 200 envelope. */
  const insufficient = () => http.envelopeError({ code: errorCodes.insufficient.code, msg: errorCodes.insufficient.msg }, 200);

  it('is sent again by a submit retried after a network failure, and is new after the server answered', async () => {
    await pickOneBet();
    store.addToSlip();
    addOrder.mockRejectedValueOnce(noAnswer()).mockRejectedValueOnce(insufficient());
    expect(await store.submit('slip')).toBe(false);
    expect(await store.submit('slip')).toBe(false); // the retry: answered 余额不足
    expect(await store.submit('slip')).toBe(true);
    expect(requestIdOf(1)).toBe(requestIdOf(0));
    expect(requestIdOf(2)).not.toBe(requestIdOf(1));
    // After a placed bet the next one is a new bet too.
    await pickOneBet();
    store.addToSlip();
    expect(await store.submit('slip')).toBe(true);
    expect(requestIdOf(3)).not.toBe(requestIdOf(2));
  });

  it("keeps the slip's key and the quick bet's apart", async () => {
    await pickOneBet();
    store.addToSlip();
    addOrder.mockRejectedValueOnce(noAnswer());
    expect(await store.submit('slip')).toBe(false);
    await pickOneBet();
    expect(await store.submit('quick')).toBe(true);
    expect(await store.submit('slip')).toBe(true);
    expect(requestIdOf(1)).not.toBe(requestIdOf(0));
    expect(requestIdOf(2)).toBe(requestIdOf(0));
  });

  it('is sent again by a re-bet retried after a network failure, and is new after the server answered', async () => {
    const record = {
      orderId: 'O1',
      lottery: 'HN1FC',
      method: 'wx_zx_fs',
      code: '0|1|2|3|4',
      point: '0',
      odds: '1960',
      nums: 1,
      count: 1,
      perAmount: '2',
    } as BetRecord;
    const keys = requestKeys();
    addOrder.mockRejectedValueOnce(noAnswer()).mockRejectedValueOnce(insufficient());
    expect(await store.rebetNow(record, 2, keys)).toBe('error');
    expect(await store.rebetNow(record, 2, keys)).toBe('insufficient');
    expect(await store.rebetNow(record, 2, keys)).toBe('ok');
    expect(JSON.parse(addOrder.mock.calls[0]![0].body)).toMatchObject({ betType: 3, order: [{ method: 'wx_zx_fs', code: '0|1|2|3|4', piece: 2 }] });
    expect(requestIdOf(1)).toBe(requestIdOf(0));
    expect(requestIdOf(2)).not.toBe(requestIdOf(1));
  });
});
