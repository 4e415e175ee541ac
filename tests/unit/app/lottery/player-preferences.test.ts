import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerApi } from '../../../../engine-worker/worker-api';
import type { AddOrderResult, IssueInfo, LotteryCategory, PlayOdds } from '../../../../contract/lottery';
import type * as Adapter from '../../../../app/features/lottery/engine-adapter';
import type * as Issue from '../../../../app/features/lottery/issue-store';
import type * as Open from '../../../../app/features/lottery/open-lottery';
import type * as Plate from '../../../../app/features/lottery/plate-store';
import type * as Prefs from '../../../../app/features/lottery/preferences';
import type * as Slip from '../../../../app/features/lottery/slip-store';

// What a player's choices leave behind in localStorage (the screen's slices over stubbed HTTP, the
// engine in-process): often-used plays, the recommendation flag, the remembered preferences, and the
// pk10 race flag that the race frame's message clears.

/** A Map-backed localStorage (unit tests run in node), installed before the slices read it. */
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
  key: (i: number) => [...stored.keys()][i] ?? null,
  get length() {
    return stored.size;
  },
});

const engine = createWorkerApi();
vi.mock('../../../../app/features/lottery/engine-adapter', async (importOriginal) => {
  const real = await importOriginal<typeof Adapter>();
  return {
    ...real,
    playsOf: async (family: Parameters<typeof engine.playsOf>[0]) => engine.playsOf(family),
    countBets: async (key: string, selection: Parameters<typeof engine.countBets>[1]) => engine.countBets(key, selection),
    buildOrder: async (request: Parameters<typeof engine.buildOrder>[0], slip: Parameters<typeof engine.buildOrder>[1]) => engine.buildOrder(request, slip),
  };
});

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
  { title: '快3', list: [{ en: 'JSK3', cn: '极速快3', isHot: true, isNew: false, family: 'k3', durationTime: 60 }] },
  { title: 'PK10', list: [{ en: 'JSPK10', cn: '极速赛车', isHot: true, isNew: false, family: 'pk10', durationTime: 60 }] },
];
const familyOf = (lottery: string) => (lottery === 'JSK3' ? 'k3' : lottery === 'JSPK10' ? 'pk10' : 'ssc');
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const issue = (lottery: string): IssueInfo => ({
  lottery,
  second: 40,
  issue: '20261122-1201',
  nextApp: 60,
  durationTime: 60,
  lastFive: [{ issueNo: '20261122-1200', code: '1,2,3,4,5,6,7,8,9,10' }],
  state: 0,
  total: 1440,
  sellStart: now - 20_000,
  sellEnd: now + 40_000,
  drawTime: now + 45_000,
  seedHash: '',
  serverTime: now,
});
const odds: PlayOdds = {
  bonusA: '1960',
  rateA: '0.065',
  bonusB: '1900',
  rateB: '0',
  returnA: '0.98',
  returnB: '0.95',
  s: 0,
  n: 1,
  m: 99999,
  levels: [],
  singlePickMaxBonus: '0',
  choices: [
    { point: '0', odds: '1960', type: 'A' },
    { point: '0', odds: '1900', type: 'B' },
  ],
};

let orderFails = false;
const addOrder = vi.fn(async (): Promise<AddOrderResult> => {
  if (orderFails) throw Object.assign(new Error('余额不足'), { name: 'ApiError' });
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
    [lotteryEndpoints.addOrder, () => addOrder()],
  ]);
});
vi.mock('../../../../app/features/lottery/odds-cache', () => ({
  getOdds: async (lottery: string) => ({ [lottery]: Object.fromEntries(engine.playsOf(familyOf(lottery)).map((p) => [p.id, odds])) }),
}));
vi.mock('../../../../app/stores/balance-store', () => ({ refreshBalance: async () => undefined }));

type Slices = typeof Open & typeof Plate & typeof Prefs & typeof Issue & typeof Slip;
let store: Slices;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeAll(async () => {
  store = {
    ...(await import('../../../../app/features/lottery/open-lottery')),
    ...(await import('../../../../app/features/lottery/plate-store')),
    ...(await import('../../../../app/features/lottery/preferences')),
    ...(await import('../../../../app/features/lottery/issue-store')),
    ...(await import('../../../../app/features/lottery/slip-store')),
  } as Slices;
  await store.initLottery('HN1FC');
});

beforeEach(async () => {
  orderFails = false;
  await store.selectLottery('HN1FC');
  await settle();
  store.clearSlip();
});

/** Bets one line of `playId` (五星 plays: one number per row) and waits for the order. */
async function betOn(playId: string) {
  store.selectPlay(playId);
  for (let row = 0; row < store.plateState.rows.length; row++) store.togglePlateValue(row, String(row));
  await settle();
  expect(store.plateState.betCount, playId).toBeGreaterThan(0);
  expect(store.addToSlip(), store.plateState.play?.name).toBe(true);
  return store.submit('slip');
}

const oftenIn = (lottery: string) =>
  JSON.parse(localStorage.getItem(`${lottery}-often`) ?? '[]') as Array<{ method: string; cn: string; code: string; tab: string }>;

describe('often-used plays', () => {
  it('keeps the plays of successful bets under {lottery}-often, newest first, at most 6, and a failed bet adds none', async () => {
    localStorage.removeItem('HN1FC-often');
    // seven direct-select plays, one bet each
    const plays = store.plateState.plays.filter((p) => !p.unlimited && p.id.endsWith('_zx_fs')).slice(0, 7);
    expect(plays).toHaveLength(7);
    for (const play of plays) await betOn(play.id);
    const often = oftenIn('HN1FC');
    expect(often.map((p) => p.method)).toEqual(
      plays
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    expect(often[0]).toMatchObject({ code: 'HN1FC', tab: plays[6]!.tab });
    expect(often[0]!.cn).toContain(plays[6]!.name);
    expect(store.plateState.oftenPlays.map((p) => p.method)).toEqual(often.map((p) => p.method));
    // the same play again moves to the front, not in twice
    await betOn(plays[2]!.id);
    expect(
      oftenIn('HN1FC')
        .map((p) => p.method)
        .filter((m) => m === plays[2]!.id),
    ).toHaveLength(1);
    expect(oftenIn('HN1FC')[0]!.method).toBe(plays[2]!.id);

    orderFails = true;
    const before = localStorage.getItem('HN1FC-often');
    await betOn(plays[3]!.id);
    expect(localStorage.getItem('HN1FC-often')).toBe(before);
  });

  it('shows each lottery its own often-used plays and a chip selects its play', async () => {
    localStorage.setItem(
      'HN1FC-often',
      JSON.stringify([{ cn: '前三直选复式', code: 'HN1FC', type: 'ssc', tab: '前三', subTabConfig: '', method: 'qsm_zx_fs' }]),
    );
    await store.selectLottery('JSK3');
    expect(store.plateState.oftenPlays).toEqual([]);
    await store.selectLottery('HN1FC');
    expect(store.plateState.oftenPlays.map((p) => p.method)).toEqual(['qsm_zx_fs']);
    store.oftenPlaySelect(store.plateState.oftenPlays[0]!);
    expect(store.plateState.playId).toBe('qsm_zx_fs');
    expect(store.plateState.tab).toBe('前三');
  });
});

describe('remembered preferences', () => {
  it('writes money mode, odds type, tab and play per tab, the toggles and the print flag to lottery-prefs', () => {
    store.setMoneyMode('0.2');
    store.setOddsType('B');
    store.selectTab('前三');
    const play = store.plateState.playId;
    store.toggleFlag('showMissing');
    store.toggleFlag('showHot');
    store.toggleFlag('printOrder');
    store.setUnlimited(true);
    const saved = JSON.parse(localStorage.getItem('lottery-prefs')!) as Record<string, unknown>;
    expect(saved).toMatchObject({ lottery: 'HN1FC', moneyMode: '0.2', oddsType: 'B', unlimited: true, lastPlay: { 'HN1FC:前三': play } });
    expect(saved.showMissing).toBe(!store.defaultPrefs.showMissing);
    expect(saved.showHot).toBe(!store.defaultPrefs.showHot);
    expect(saved.printOrder).toBe(!store.defaultPrefs.printOrder);
    // readPrefs is what a reload starts from
    expect(store.readPrefs()).toMatchObject({ moneyMode: '0.2', oddsType: 'B', unlimited: true, showMissing: saved.showMissing, printOrder: saved.printOrder });
    for (const flag of ['showMissing', 'showHot', 'printOrder'] as const) store.toggleFlag(flag);
    store.setUnlimited(false);
    store.setMoneyMode('2');
    store.setOddsType('A');
  });

  it('offers 不限 on 时时彩 only and remembers it off elsewhere', async () => {
    store.setUnlimited(true);
    expect(store.plateState.play?.unlimited).toBe(true);
    await store.selectLottery('JSK3');
    store.setUnlimited(true);
    expect(store.plateState.unlimited).toBe(false);
    expect(store.readPrefs().unlimited).toBe(false);
  });
});

describe('the recommendation flag', () => {
  it('is kept per lottery as ZH-{lottery}', () => {
    localStorage.removeItem('ZH-HN1FC');
    expect(store.recommendationSeen('HN1FC')).toBe(false);
    store.markRecommendationSeen('HN1FC');
    expect(localStorage.getItem('ZH-HN1FC')).toBe('1');
    expect(store.recommendationSeen('HN1FC')).toBe(true);
    expect(store.recommendationSeen('JSK3')).toBe(false);
  });
});

describe('the pk10 race', () => {
  it('races on a draw message while 赛车动画 is on, stops on raceFinished, and stays still when it is off', async () => {
    await store.selectLottery('JSPK10');
    store.savePrefs({ raceAnimation: true });
    store.onDrawMessage({ lottery: 'jspk10' });
    expect(store.issueState.racing).toBe(true);
    store.onRaceFinished();
    expect(store.issueState.racing).toBe(false);
    store.toggleFlag('raceAnimation');
    expect(store.readPrefs().raceAnimation).toBe(false);
    store.onDrawMessage({ lottery: 'JSPK10' });
    expect(store.issueState.racing).toBe(false);
    store.toggleFlag('raceAnimation');
    // another lottery's draw does not start the race
    store.onDrawMessage({ lottery: 'HN1FC' });
    expect(store.issueState.racing).toBe(false);
  });
});
