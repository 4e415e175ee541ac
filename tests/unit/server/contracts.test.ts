/**
 * Team contracts: the rules written out (tiers met at their thresholds exactly and missed one
 * hao under, periods in Beijing time, "no better than the agent's own"), the offer rules and
 * permissions over HTTP, and the payouts: each period paid once however often the pass runs,
 * from the offerer's wallet to the signer's in one journal, 余额不足 and 补发, approval, a
 * replacement taking effect from the next period, and the reports' sums.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths, contractPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { deposit } from '../../../server/db/seed';
import { bookSettledBet } from '../../support/settled-bets';
import { settleContracts, settlePeriod } from '../../../server/domains/contracts/payouts';
import { bookTransfer } from '../../../server/domains/wallet/transfers';
import { bookRound } from '../../../server/domains/games/service';
import { gameOf } from '../../../contract/games';
import { grantContract } from '../../../server/domains/contracts/service';
import { figuresOf, noBetterThan, payoutAmount, periodOf, rateFor, type Tier } from '../../../server/domains/contracts/terms';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { InvariantChecker } from '../../../server/simulation/invariants';
import { DAY_MS, BEIJING_OFFSET_MS, formatBeijing } from '../../../rules/beijing-time';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { minorUnits, subtractMinor, type MinorUnits } from '../../../rules/money';
import { contractId, userId, type UserId } from '../../../server/db/ids';

/** Money is kept in hao (1/10000 yuan). */
const HAO_PER_YUAN = 10_000;
const hao = (yuan: number) => minorUnits(Math.round(yuan * HAO_PER_YUAN));
/** One hao less than a threshold. */
const justUnder = (amount: MinorUnits) => subtractMinor(amount, minorUnits(1));
const tier = (volume: number, loss: number, active: number, ratePercent: number): Tier => ({
  volume: hao(volume),
  loss: hao(loss),
  active,
  rate: Math.round(ratePercent * 100),
});

describe('contract rules', () => {
  const tiers = [tier(1000, 0, 1, 1), tier(5000, 100, 3, 2)];

  it('meets a tier exactly at its thresholds and misses it one hao under any of them', () => {
    expect(rateFor(tiers, { volume: hao(1000), loss: hao(0), active: 1 })).toBe(100);
    expect(rateFor(tiers, { volume: justUnder(hao(1000)), loss: hao(0), active: 1 })).toBe(0);
    expect(rateFor(tiers, { volume: hao(5000), loss: hao(100), active: 3 })).toBe(200);
    expect(rateFor(tiers, { volume: hao(5000), loss: justUnder(hao(100)), active: 3 })).toBe(100);
    expect(rateFor(tiers, { volume: hao(5000), loss: hao(100), active: 2 })).toBe(100);
  });

  it("sums a team's play into its figures: the stakes, the loss net of prizes and rebates (never below 0), the members who played", () => {
    const [a, b] = [userId(1), userId(2)];
    const play = (member: UserId, bet: number, win: number, rebate: number) => ({ userId: member, bet: hao(bet), win: hao(win), rebate: hao(rebate) });
    // a plays on two days (300 and 200 staked, 100 won, 6 and 4 back as rebate), b stakes 50 and loses: 550 staked, 440 lost.
    expect(figuresOf([play(a, 300, 100, 6), play(a, 200, 0, 4), play(b, 50, 0, 0)])).toEqual({ volume: hao(550), loss: hao(440), active: 2 });
    // a team that won more than it staked lost nothing
    expect(figuresOf([play(a, 100, 196, 2)])).toEqual({ volume: hao(100), loss: hao(0), active: 1 });
    expect(figuresOf([])).toEqual({ volume: hao(0), loss: hao(0), active: 0 });
  });

  it('pays the rate of the base rounded down to the hao', () => {
    // 1 % of 1,234.5678 yuan is 12.345678 yuan: 12.3456 paid, never rounded up.
    expect(payoutAmount(minorUnits(12_345_678), 100)).toBe(123_456);
    expect(payoutAmount(hao(0), 100)).toBe(0);
    expect(payoutAmount(hao(1000), 0)).toBe(0);
  });

  it('accepts terms no better than the own contract at every offered threshold', () => {
    expect(noBetterThan([tier(1000, 0, 1, 1)], tiers)).toBe(true);
    expect(noBetterThan([tier(2000, 0, 1, 0.5), tier(6000, 200, 5, 2)], tiers)).toBe(true);
    expect(noBetterThan([tier(1000, 0, 1, 1.01)], tiers)).toBe(false);
    // 2 % at 5,000 yuan is the own rate only with 3 active members and 100 yuan lost.
    expect(noBetterThan([tier(5000, 0, 3, 2)], tiers)).toBe(false);
    expect(noBetterThan([tier(999, 0, 1, 1)], tiers)).toBe(false);
  });

  it('cuts days and half months at Beijing midnight', () => {
    const beijing = (iso: string) => Date.parse(`${iso}Z`) - BEIJING_OFFSET_MS;
    expect(periodOf('lotterysalary', beijing('2026-11-22T23:59:59.999'))).toEqual({
      start: beijing('2026-11-22T00:00:00'),
      end: beijing('2026-11-23T00:00:00'),
    });
    expect(periodOf('lotterybonus', beijing('2026-11-15T23:59:59.999'))).toEqual({
      start: beijing('2026-11-01T00:00:00'),
      end: beijing('2026-11-16T00:00:00'),
    });
    expect(periodOf('lotterybonus', beijing('2026-11-16T00:00:00'))).toEqual({ start: beijing('2026-11-16T00:00:00'), end: beijing('2026-12-01T00:00:00') });
    expect(periodOf('gamebonus', beijing('2026-12-31T12:00:00'))).toEqual({ start: beijing('2026-12-16T00:00:00'), end: beijing('2027-01-01T00:00:00') });
  });
});

describe('contracts over HTTP and their payouts', () => {
  let s: TestServer;
  type User = { id: UserId; cookie: string };
  let top: User, mid: User, leaf: User, player: User, outsider: User, plain: User;
  let bets = 0;
  const get = (path: string, user: User, query: Record<string, string> = {}) => s.call('GET', path, { cookie: user.cookie, query });
  const post = (path: string, user: User, body: unknown) => s.call('POST', path, { cookie: user.cookie, body });
  const balance = async (user: User) =>
    (await s.db.selectFrom('accounts').select('balance').where('user_id', '=', user.id).where('kind', '=', 'main').executeTakeFirstOrThrow()).balance;
  const salaryTerms = [
    { volume: '1000', loss: '0', active: 1, rate: '1' },
    { volume: '5000', loss: '0', active: 2, rate: '2' },
  ];
  /** A settled bet of `stake` yuan (lost), settled one minute after `at`. */
  const bet = (user: User, at: number, stake: number) => bookSettledBet(s.db, user.id, ++bets, at, hao(stake), 0);
  /** Moves the clock past a period's end; sessions idle that long have ended, so everyone logs in again. */
  const moveClockTo = async (ms: number) => {
    s.clock.set(ms);
    for (const [user, name] of [
      [top, 'topagent'],
      [mid, 'midagent'],
      [leaf, 'leafagent'],
      [outsider, 'outsider'],
      [plain, 'plainmember'],
    ] as const)
      user.cookie = await s.login(name);
  };
  const payouts = (contractIds: number[]) =>
    s.db.selectFrom('contract_payouts').selectAll().where('contract_id', 'in', contractIds.map(contractId)).orderBy('period_start').execute();

  beforeAll(async () => {
    s = await startTestServer();
    // top (agent, granted by the platform) → mid (agent) → leaf (agent) → player; outsider is another tree.
    top = await s.createUser('topagent', '100000', 1);
    mid = await s.createUser('midagent', '10', 1);
    leaf = await s.createUser('leafagent', '5000', 1);
    player = await s.createUser('playerone', '100000', 0);
    outsider = await s.createUser('outsider', '100', 1);
    plain = await s.createUser('plainmember', '100', 0);
    const parent = (child: User, p: User) => s.db.updateTable('users').set({ parent_id: p.id }).where('id', '=', child.id).execute();
    await parent(mid, top);
    await parent(leaf, mid);
    await parent(player, leaf);
    await parent(plain, top);
    await grantContract({ db: s.db, clock: s.clock }, top.id, 'lotterysalary', [tier(1000, 0, 1, 1), tier(5000, 0, 2, 2)]);
  });

  afterAll(async () => {
    const ledger = await checkLedger(s.db);
    await s.close();
    expect(ledger).toMatchObject({ ok: true });
  });

  it('refuses members on every contract call, and offers only to a direct downline with a team center, on terms no better than the own', async () => {
    for (const path of [contractPaths.contracts, contractPaths.payouts, contractPaths.candidates, contractPaths.recommendReport, contractPaths.betAmountReport])
      expect((await get(path, plain, { kind: 'lotterysalary', side: 'mine' })).json, path).toMatchObject({ code: 403, msg: '无权操作' });
    expect((await post(contractPaths.offer, plain, { kind: 'lotterysalary', username: 'playerone', tiers: salaryTerms })).json.code).toBe(403);

    const offer = (from: User, username: string, tiers = salaryTerms) => post(contractPaths.offer, from, { kind: 'lotterysalary', username, tiers });
    expect((await offer(top, 'leafagent')).json).toMatchObject({ code: 7214, msg: '只能与直属下级签订契约' });
    expect((await offer(top, 'outsider')).json.code).toBe(7214);
    expect((await offer(top, 'nosuchuser')).json.code).toBe(7214);
    expect((await offer(top, 'plainmember')).json).toMatchObject({ code: 7215, msg: '会员账号不能签订契约' });
    expect((await offer(mid, 'leafagent')).json).toMatchObject({ code: 7213, msg: '您还没有该类契约，不能向下级发起' });
    expect((await offer(top, 'midagent', [{ volume: '1000', loss: '0', active: 1, rate: '1.01' }])).json).toMatchObject({
      code: 7212,
      msg: '契约条件不能优于您自己的契约',
    });
    expect((await offer(top, 'midagent', [{ volume: '5000', loss: '0', active: 1, rate: '2' }])).json.code).toBe(7212);
    expect((await offer(top, 'midagent', [{ volume: '1000', loss: '0', active: 1, rate: '0' }])).json).toMatchObject({
      code: 7211,
      msg: '契约档位设置有误：第1档比例须大于0',
    });
    expect((await offer(top, 'midagent', [salaryTerms[1]!, salaryTerms[0]!])).json).toMatchObject({
      code: 7211,
      msg: '契约档位设置有误：第2档条件不能低于上一档',
    });
    expect((await offer(top, 'midagent', [{ volume: '1000', loss: '0', active: 1, rate: '4' }])).json.msg).toBe('契约档位设置有误：第1档比例不能超过3%');
    expect(await s.db.selectFrom('team_contracts').select('id').where('signer_id', '=', mid.id).execute()).toEqual([]);
  });

  it('lets only the downline sign or refuse an offer, lists the section with the offer highlighted, and applies a first contract from today', async () => {
    const first = (await post(contractPaths.offer, top, { kind: 'lotterysalary', username: 'MidAgent', tiers: salaryTerms })).json;
    expect(first).toMatchObject({ code: 1, result: { state: 'offered', stateName: '待签约', offerer: 'topagent', signer: 'midagent', effectiveFrom: '' } });
    // The menu lists the section for mid, opening on 我的契约 while the offer waits.
    const menu = (await get(contentPaths.teamCenter, mid)).json.result.list as Array<{ path: string; paramPath: string; newId: number; divider?: number }>;
    expect(menu.find((e) => e.path === 'lotterysalary')).toMatchObject({ paramPath: 'mydeed', newId: first.result.id });
    expect(menu.some((e) => e.path === 'lotterybonus')).toBe(false);
    expect(menu.filter((e) => e.divider === 1).length).toBeGreaterThan(0);
    expect((await get(contentPaths.teamCenter, outsider)).json.result.list.some((e: { path: string }) => e.path === 'lotterysalary')).toBe(false);

    expect((await post(contractPaths.sign, top, { id: first.result.id })).json).toMatchObject({ code: 7216, msg: '契约不存在' });
    expect((await post(contractPaths.sign, outsider, { id: first.result.id })).json.code).toBe(7216);
    // An id no contract has: zero is refused by the contract's minimum, one past every row and one past 2^53 are not found.
    for (const path of [contractPaths.sign, contractPaths.refuse, contractPaths.cancel]) {
      const zero = await post(path, mid, { id: 0 });
      expect(zero.status).toBe(400);
      expect(zero.json).toEqual({ code: errorCodes.badRequest.code, msg: `${errorCodes.badRequest.msg}：参数id不能小于1` });
      for (const id of [first.result.id + 1_000_000, 2 ** 53, 2 ** 60]) expect((await post(path, mid, { id })).json).toEqual({ code: 7216, msg: '契约不存在' });
    }
    expect((await post(contractPaths.refuse, mid, { id: first.result.id })).json).toMatchObject({ code: 1, result: { state: 'refused' } });
    expect((await post(contractPaths.sign, mid, { id: first.result.id })).json).toMatchObject({ code: 7217, msg: '该契约当前状态不能执行此操作' });

    const second = (await post(contractPaths.offer, top, { kind: 'lotterysalary', username: 'midagent', tiers: salaryTerms })).json.result;
    // A newer offer replaces one still waiting.
    const third = (await post(contractPaths.offer, top, { kind: 'lotterysalary', username: 'midagent', tiers: [salaryTerms[0]] })).json.result;
    expect((await post(contractPaths.sign, mid, { id: second.id })).json.code).toBe(7217);
    const signed = (await post(contractPaths.sign, mid, { id: third.id })).json;
    expect(signed).toMatchObject({ code: 1, result: { state: 'signed', effectiveFrom: formatBeijing(s.clock.now()).slice(0, 10), effectiveTo: '' } });
    const mine = (await get(contractPaths.contracts, mid, { kind: 'lotterysalary', side: 'mine' })).json.result;
    expect(mine.current).toMatchObject({ id: third.id, tiers: [{ volume: '1000', loss: '0', active: 1, rate: '1' }] });
    expect(mine.list.map((c: { stateName: string }) => c.stateName)).toEqual(['已签约', '已替换', '已拒绝']);
    const candidates = (await get(contractPaths.candidates, top, { kind: 'lotterysalary' })).json.result;
    expect(candidates.list.map((c: { username: string }) => c.username)).toEqual(['midagent']);
    expect(candidates.own).toMatchObject({ offerer: '平台', state: 'signed' });
  });

  it('pays each ended day once, from the offerer to the signer, at the tier met by the whole team, however often the pass runs', async () => {
    const dayStart = periodOf('lotterysalary', s.clock.now()).start;
    // leaf's team (leaf and player) bets exactly 1,000 yuan today: mid's tier 1 (1 %) and top's tier 1.
    await bet(player, dayStart + 3_600_000, 600);
    await bet(leaf, dayStart + 7_200_000, 400);
    // Not yet: the day has not ended.
    expect((await settleContracts(s.db, s.clock.now())).settled).toBe(0);
    const [topBefore, midBefore] = [await balance(top), await balance(mid)];
    await moveClockTo(dayStart + DAY_MS + 60_000);
    const runs = await Promise.all([settleContracts(s.db, s.clock.now()), settleContracts(s.db, s.clock.now()), s.app.contractPayouts.tick()]);
    await s.app.contractPayouts.tick();
    // Two contracts (top's grant, mid's contract) settled once each over the four runs.
    expect(runs.reduce((sum, r) => sum + r.settled, 0)).toBe(2);
    const midContract = (await get(contractPaths.contracts, mid, { kind: 'lotterysalary', side: 'mine' })).json.result.current.id;
    const paid = await payouts([midContract]);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ volume: hao(1000), active: 2, rate: 100, amount: hao(10), state: 'paid' });
    // top pays mid 1 % of 1,000 and is paid 1 % of 1,000 by the platform for the same team's volume.
    expect(await balance(mid)).toBe(midBefore + hao(10));
    expect(await balance(top)).toBe(topBefore - hao(10) + hao(10));
    const journals = await s.db.selectFrom('journal').select(['idem_key', 'kind']).where('kind', '=', 'contract_payout').execute();
    expect(journals).toHaveLength(2);
    const view = (await get(contractPaths.payouts, mid, { kind: 'lotterysalary', side: 'mine' })).json.result;
    expect(view).toMatchObject({
      total: 1,
      sum: '10',
      list: [{ payer: 'topagent', payee: 'midagent', volume: '1000', rate: '1', amount: '10', state: 'paid', stateName: '已发放' }],
    });
    expect((await get(contractPaths.payouts, top, { kind: 'lotterysalary', side: 'lower' })).json.result.list[0]).toMatchObject({
      payee: 'midagent',
      amount: '10',
    });
  });

  it('records a day one hao short of the lowest tier as 未达标 and pays nothing', async () => {
    const dayStart = periodOf('lotterysalary', s.clock.now()).start;
    await bookSettledBet(s.db, player.id, ++bets, dayStart + 3_600_000, justUnder(hao(1000)), 0);
    const [topBefore, midBefore] = [await balance(top), await balance(mid)];
    await moveClockTo(dayStart + DAY_MS + 60_000);
    await settleContracts(s.db, s.clock.now());
    const day = await s.db.selectFrom('contract_payouts').selectAll().where('period_start', '=', dayStart).execute();
    expect(day.map((p) => [p.volume, p.rate, p.amount, p.state])).toEqual([
      [justUnder(hao(1000)), 0, 0, 'unmet'],
      [justUnder(hao(1000)), 0, 0, 'unmet'],
    ]);
    expect([await balance(top), await balance(mid)]).toEqual([topBefore, midBefore]);
  });

  it('marks a payout the offerer cannot cover 余额不足, pays it by 补发 once the money is there, and only the offerer may', async () => {
    // mid offers leaf 1 % at 1,000 yuan and has moved all its money to a game wallet; leaf's team bets 5,000 yuan today (50 yuan due).
    const offered = (await post(contractPaths.offer, mid, { kind: 'lotterysalary', username: 'leafagent', tiers: [salaryTerms[0]] })).json.result;
    expect((await post(contractPaths.sign, leaf, { id: offered.id })).json.code).toBe(1);
    const midAll = await balance(mid);
    await s.db.transaction().execute((tx) => bookTransfer(tx, mid.id, { out: 'sobet_01', in: 'ag_01', amount: midAll }, s.clock.now()));
    const period = periodOf('lotterysalary', s.clock.now());
    await bet(player, period.start + 3_600_000, 5000);
    await moveClockTo(period.end + 60_000);
    // leaf's contract settles before mid's own salary arrives (another process may take them in any order).
    const contract = await s.db.selectFrom('team_contracts').selectAll().where('id', '=', offered.id).executeTakeFirstOrThrow();
    const leafBefore = await balance(leaf);
    expect(await settlePeriod(s.db, contract, period, s.clock.now())).toMatchObject({ amount: hao(50), state: 'insufficient', paid_at: null });
    expect([await balance(mid), await balance(leaf)]).toEqual([0, leafBefore]);
    const [short] = await payouts([offered.id]);
    expect((await post(contractPaths.repay, top, { id: short!.id })).json).toMatchObject({ code: 7218, msg: '发放记录不存在' });
    expect((await post(contractPaths.repay, leaf, { id: short!.id })).json.code).toBe(7218);
    expect((await post(contractPaths.repay, mid, { id: short!.id })).json).toMatchObject({ code: 7220, msg: '余额不足，无法发放' });
    // The pass pays mid its own salary from top (1 % of its team's 5,000) and leaves the short payout for 补发.
    await settleContracts(s.db, s.clock.now());
    expect(await balance(mid)).toBe(hao(50));
    expect(await payouts([offered.id])).toMatchObject([{ state: 'insufficient' }]);
    expect((await post(contractPaths.repay, mid, { id: short!.id })).json).toMatchObject({ code: 1, result: { state: 'paid', amount: '50' } });
    expect([await balance(mid), await balance(leaf)]).toEqual([0, leafBefore + hao(50)]);
    expect((await post(contractPaths.repay, mid, { id: short!.id })).json).toMatchObject({ code: 7219, msg: '该记录当前状态不能执行此操作' });
  });

  it('applies a signed change from the next day: the day it was signed is paid on the old terms', async () => {
    const current = (await get(contractPaths.contracts, leaf, { kind: 'lotterysalary', side: 'mine' })).json.result.current;
    const changed = (
      await post(contractPaths.offer, mid, { kind: 'lotterysalary', username: 'leafagent', tiers: [{ volume: '1000', loss: '0', active: 1, rate: '0.5' }] })
    ).json.result;
    const signed = (await post(contractPaths.sign, leaf, { id: changed.id })).json.result;
    const dayStart = periodOf('lotterysalary', s.clock.now()).start;
    const tomorrow = formatBeijing(dayStart + DAY_MS).slice(0, 10);
    expect(signed).toMatchObject({ state: 'signed', effectiveFrom: tomorrow });
    const old = (await get(contractPaths.contracts, leaf, { kind: 'lotterysalary', side: 'mine' })).json.result.list.find(
      (c: { id: number }) => c.id === current.id,
    );
    expect(old).toMatchObject({ state: 'replaced', effectiveTo: tomorrow });
    await deposit(s.db, mid.id, hao(1000), 'test:mid-topup-2', s.clock.now());
    await bet(player, dayStart + 3_600_000, 2000);
    await bet(player, dayStart + DAY_MS + 3_600_000, 2000);
    await moveClockTo(dayStart + 2 * DAY_MS + 60_000);
    await settleContracts(s.db, s.clock.now());
    expect((await payouts([current.id])).at(-1)).toMatchObject({ period_start: dayStart, amount: hao(20), state: 'paid' });
    expect(await payouts([changed.id])).toMatchObject([{ period_start: dayStart + DAY_MS, amount: hao(10), state: 'paid' }]);
  });

  it('holds a payout that needs approval until the offerer approves or rejects it', async () => {
    const offered = (
      await post(contractPaths.offer, mid, {
        kind: 'lotterysalary',
        username: 'leafagent',
        tiers: [{ volume: '1000', loss: '0', active: 1, rate: '0.5' }],
        approval: 1,
      })
    ).json.result;
    expect((await post(contractPaths.sign, leaf, { id: offered.id })).json.result).toMatchObject({ approval: 1 });
    const menu = (await get(contentPaths.teamCenter, mid)).json.result.list as Array<{ path: string; subTypes?: Array<{ path: string }> }>;
    expect(menu.find((e) => e.path === 'recommend')!.subTypes!.map((t) => t.path)).toEqual(['recommenddzsreport', 'recommendreport', 'salaryapprove']);
    const start = periodOf('lotterysalary', s.clock.now()).end;
    await bet(player, start + 3_600_000, 2000);
    await bet(player, start + DAY_MS + 3_600_000, 2000);
    await moveClockTo(start + 2 * DAY_MS + 60_000);
    await settleContracts(s.db, s.clock.now());
    const waiting = (
      await get(contractPaths.payouts, mid, { kind: 'lotterysalary', side: 'lower', state: 'awaiting', startDate: '2026-11-01', endDate: '2026-11-30' })
    ).json.result.list;
    expect(waiting).toHaveLength(2);
    const [leafBefore, midBefore] = [await balance(leaf), await balance(mid)];
    expect((await post(contractPaths.approve, leaf, { id: waiting[0].id, approve: 1 })).json.code).toBe(7218);
    expect((await post(contractPaths.approve, mid, { id: waiting[0].id, approve: 1 })).json.result).toMatchObject({ state: 'paid', amount: '10' });
    expect((await post(contractPaths.approve, mid, { id: waiting[1].id, approve: 0 })).json.result).toMatchObject({ state: 'rejected' });
    expect((await post(contractPaths.approve, mid, { id: waiting[1].id, approve: 1 })).json.code).toBe(7219);
    expect([await balance(leaf), await balance(mid)]).toEqual([leafBefore + hao(10), midBefore - hao(10)]);
  });

  it('sums the bet-amount and recommend reports from the settled bets of the tree', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
    const rows = await s.db.selectFrom('orders').select(['user_id', 'amount', 'refund', 'award', 'rebate']).execute();
    const expected = rows.filter((r) => r.user_id === player.id).reduce((sum, r) => sum + r.amount - r.refund, 0);
    const report = (await get(contractPaths.betAmountReport, mid, range)).json.result;
    expect(report.list.find((r: { username: string }) => r.username === 'playerone')).toMatchObject({
      lotteryBet: String(expected / HAO_PER_YUAN),
      gameBet: '0',
    });
    const all = rows.filter((r) => [mid.id, leaf.id, player.id].includes(r.user_id)).reduce((sum, r) => sum + r.amount - r.refund, 0);
    expect(report.sum.total).toBe(String(all / HAO_PER_YUAN));
    const recommend = (await get(contractPaths.recommendReport, mid, range)).json.result.list;
    expect(recommend).toEqual([expect.objectContaining({ username: 'leafagent', teamSize: 2, bet: String(all / HAO_PER_YUAN) })]);
    // the branch's profit: prizes and rebates less the stakes that played (a tied stake's refund is in both award and amount)
    const branch = rows.filter((r) => [leaf.id, player.id].includes(r.user_id));
    const profit = branch.reduce((sum, r) => sum + r.award + r.rebate - r.amount, 0);
    expect(recommend[0].profit).toBe(String(profit / HAO_PER_YUAN));
    expect((await get(contractPaths.recruitReport, top, range)).json.result.list).toHaveLength(30);
  });
});

describe('the simulation checker on contract payouts', () => {
  it('accepts payouts made by the rules and catches one whose recorded figures or amount differ', async () => {
    const s = await startTestServer();
    try {
      const agent = await s.createUser('chkagent', '1000', 1);
      const kid = await s.createUser('chkkid', '1000', 1);
      await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', kid.id).execute();
      const deps = { db: s.db, clock: s.clock };
      await grantContract(deps, agent.id, 'lotterysalary', [tier(100, 0, 1, 1)]);
      const checker = new InvariantChecker({ db: s.db, odds: s.app.odds });
      expect(await checker.start()).toEqual([]);
      const day = periodOf('lotterysalary', s.clock.now());
      await bookSettledBet(s.db, kid.id, 1, day.start + 3_600_000, hao(300), 0);
      await checker.step({});
      await settleContracts(s.db, day.end + 60_000);
      // 1 % of the team's 300 yuan, from the house to the agent.
      expect(await checker.step({})).toEqual([]);
      const [paid] = await s.db.selectFrom('contract_payouts').selectAll().execute();
      expect(paid).toMatchObject({ volume: hao(300), amount: hao(3), state: 'paid' });

      // The next day's payout recorded with a volume the orders do not give.
      await bookSettledBet(s.db, kid.id, 2, day.end + 3_600_000, hao(500), 0);
      await checker.step({});
      await settleContracts(s.db, day.end + DAY_MS + 60_000);
      await s.db
        .updateTable('contract_payouts')
        .set({ volume: hao(600) })
        .where('period_start', '=', day.end)
        .execute();
      const violations = await checker.step({});
      expect(violations.map((v) => v.invariant)).toEqual(['contract-payout']);
      expect(violations[0]!.detail).toContain(`recorded volume ${hao(600)}`);
    } finally {
      await s.close();
    }
  });
});

describe("a game contract's payout", () => {
  it("counts the team's rounds of the period: the stakes as volume, the stakes less the payouts as loss, the players as active", async () => {
    const s = await startTestServer();
    try {
      const agent = await s.createUser('gameagent', '1000', 1);
      const one = await s.createUser('gamekidone', '1000', 0);
      const two = await s.createUser('gamekidtwo', '1000', 0);
      for (const kid of [one, two]) await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', kid.id).execute();
      const contract = await grantContract({ db: s.db, clock: s.clock }, agent.id, 'gamebonus', [tier(1, 0, 1, 10)]);
      const period = periodOf('gamebonus', s.clock.now());
      const game = gameOf('ag_sicbo')!;
      // [player, stake in yuan, when, the three dice]: 大 wins on 6+5+4 and loses on 1+2+3; the last round is
      // played after the period and counts in the next one.
      const rounds = [
        [one, 40, s.clock.now(), [6, 5, 4]],
        [one, 25, s.clock.now(), [1, 2, 3]],
        [two, 35, s.clock.now(), [1, 2, 3]],
        [two, 70, period.end + 60_000, [1, 2, 3]],
      ] as const;
      for (const [i, [kid, stake, at, dice]] of rounds.entries()) {
        let thrown = 0;
        await s.db.transaction().execute(async (tx) => {
          await bookTransfer(tx, kid.id, { out: 'sobet_01', in: 'ag_01', amount: hao(stake) }, at);
          await bookRound(
            tx,
            { userId: kid.id, game, wallet: 'ag_01' },
            { choice: 'big', stake: hao(stake), requestId: `g-${i}` },
            at,
            () => dice[thrown++]! - 1,
          );
        });
      }
      const payout = await settlePeriod(s.db, contract, period, period.end + 120_000);
      // 100 yuan staked in the period, 80 paid back (the 40 that won, at 1:1): 20 lost, by two players.
      expect(payout).toMatchObject({ volume: hao(100), loss: hao(20), active: 2 });
    } finally {
      await s.close();
    }
  });
});
