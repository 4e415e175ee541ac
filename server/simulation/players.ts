/**
 * Simulated people acting on the platform through its real endpoints: a team of agents under the
 * demo `agent`, each with its players, who sign up, bind what deposits and withdrawals need, pay in
 * through the sandbox cashiers, bet on every lottery family (orders, chases, the instant lottery),
 * cancel, move money to game wallets and play rounds, withdraw and confirm receipt, and send and grab
 * red packets, and set a daily stake limit. Every decision comes from one seeded PRNG; the driver keeps only what a player's own
 * screens would show (its order numbers, open deposits, withdrawals), never the platform's truth.
 * Used by the simulation run (run.ts) and meant to be reusable for seeding demo history.
 */
import { gameCatalogue, gamePlatforms } from '../../contract/games';
import { errorCodes } from '../../contract/primitives';
import { NOTIFY_HEADERS } from '../../contract/payment';
import {
  accountPaths,
  contractPaths,
  gamePaths,
  groupPaths,
  lotteryPaths,
  paymentPaths,
  protectionPaths,
  teamPaths,
  transferPaths,
  userPaths,
  withdrawPaths,
} from '../../contract/paths';
import { CONTRACT_KINDS, type ContractTier } from '../../contract/team-contracts';
import { checkSelection, countBets, getPlay, playKey, playsOf } from '../../engine-worker/engine';
import { codeFromSelection, positionFromSelection } from '../../engine-worker/orders/order-code';
import { fromMinorUnits, minorUnits, moneyModes, stakeOf, toMinorUnits } from '../../rules/money';
import { entriesOf, parseEntries } from '../../engine-worker/parsing/parse-entries';
import type { Family, PlayDefinition, Selection } from '../../engine-worker/types';
import { engineOf } from '../domains/games/demo-games';
import { lotteries, type LotteryDef } from '../domains/lottery/lotteries';
import { currentSeq, isHeld, timingOf } from '../domains/lottery/schedule';
import { signNotification } from '../domains/payments/notify';
import { notificationOf } from '../domains/payments/queries';
import { call, request, type Answer, type Person, type SimPlatform } from './client';
import type { SimRandom } from './random';

/** The demo agent every simulated team hangs under (server/db/seed.ts), and the demo password. */
export const ROOT_AGENT = { username: 'agent', password: 'demo1234', payPassword: 'pay12345' };
const PASSWORD = 'sim12345';
const PAY_PASSWORD = 'fund5678';
const PLAYERS_PER_AGENT = 100;

export interface SimPlayer extends Person {
  index: number;
  id?: number;
  agent: SimAgent;
  /** Account opened, password and fund password set, questions and card bound. */
  ready: boolean;
  cardId?: number;
  /** Deposits made and not yet paid, abandoned or left to expire. */
  openDeposits: string[];
  /** Deposits paid on the cashier (a provider may notify them again). */
  paidDeposits: string[];
  funded: boolean;
  /** Order numbers this player placed that may still be pending. */
  orders: string[];
  traces: Array<{ traceNo: string; issues: string[] }>;
  withdrawals: string[];
  gameTokens: Map<string, string>;
  /** Game wallets the player believes hold money (from its transfers and the rounds' answers). */
  gameWallets: Set<string>;
  /** Whether the agent has added the player to its group. */
  inGroup: boolean;
  /** The daily stake limit the player set (set once, never changed: the invariant reads it as always in force since). */
  stakeLimit?: string;
  grabbed: Set<number>;
  /** The last accepted order request, for a retry with the same request id. */
  lastOrder?: { body: unknown; answer: unknown };
  requests: number;
}

export interface SimAgent extends Person {
  index: number;
  id?: number;
  ready: boolean;
  players: SimPlayer[];
  groupId?: number;
  /** Live red packets in the agent's group. */
  packets: number[];
  cardId?: number;
  funded: boolean;
  openDeposits: string[];
  paidDeposits: string[];
  requests: number;
  /** Contract kinds the root agent has offered this agent. */
  contracts: Set<string>;
}

/** What one step did: its description, whether the platform accepted it, and what the checks may expect. */
export interface ActionOutcome {
  action: string;
  accepted: boolean;
  code?: number | string;
  /** The platform refused (or answered a replay): no money may move in this step. */
  expectNoMoney?: boolean;
  /** Money the step moved, in minor units, by kind (stakes, deposits …), for the run's figures. */
  moved?: Partial<Record<MoneyKind, bigint>>;
  orders?: number;
}

export type MoneyKind = 'stakes' | 'deposits' | 'withdrawals' | 'transfers' | 'gameStakes' | 'redPackets' | 'teamTransfers';

type Actor = SimPlayer | SimAgent;

const ok = (a: Answer, code: 0 | 1) => a.status === 200 && a.json?.code === code;
const codeOf = (a: Answer) => (a.status === 200 ? a.json?.code : `HTTP ${a.status}`);
/** The run's figures sum in BigInt, apart from the platform's own arithmetic. */
const bigMinorUnits = (yuan: string) => BigInt(toMinorUnits(yuan));
/** The yuan text of a sum kept in BigInt. */
const yuanText = (sum: bigint) => fromMinorUnits(minorUnits(Number(sum)));

/** Whether the answer is a business refusal (the request was understood and turned down). */
function refusal(a: Answer): boolean {
  return a.status === 200 || a.status === 409 || a.status === 429 || a.status === 403;
}

export class Population {
  readonly agents: SimAgent[] = [];
  readonly players: SimPlayer[] = [];
  private root: Person = { ...ROOT_AGENT, ip: '10.0.0.1' };
  private readonly families: Array<{ family: Family; lotteries: LotteryDef[] }>;
  private readonly instantLottery: LotteryDef;
  private readonly plays = new Map<Family, PlayDefinition[]>();
  private readonly issueCache = new Map<string, { issue: string; seq: number; sellEnd: number }>();
  readonly refusedPlays = new Map<string, number>();

  constructor(
    private readonly platform: SimPlatform,
    private readonly random: SimRandom,
    playerCount: number,
    private readonly tag: string,
    /** Plays offered per family (a seeded sample; undefined = every play): each new play costs its odds model once per app. */
    private readonly playsPerFamily?: number,
  ) {
    const agentCount = Math.max(1, Math.ceil(playerCount / PLAYERS_PER_AGENT));
    for (let a = 0; a < agentCount; a++) {
      this.agents.push({
        index: a,
        username: `${tag}a${a}`,
        password: PASSWORD,
        ip: `10.1.${a >> 8}.${a & 255}`,
        ready: false,
        players: [],
        packets: [],
        funded: false,
        openDeposits: [],
        paidDeposits: [],
        contracts: new Set(),
        requests: 0,
      });
    }
    for (let i = 0; i < playerCount; i++) {
      const agent = this.agents[i % agentCount]!;
      const player: SimPlayer = {
        index: i,
        username: `${tag}p${i}`,
        password: PASSWORD,
        ip: `10.${2 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
        agent,
        ready: false,
        openDeposits: [],
        paidDeposits: [],
        funded: false,
        orders: [],
        traces: [],
        withdrawals: [],
        gameTokens: new Map(),
        gameWallets: new Set(),
        inGroup: false,
        grabbed: new Set(),
        requests: 0,
      };
      agent.players.push(player);
      this.players.push(player);
    }
    const scheduled = lotteries.filter((l) => l.schedule.kind !== 'instant');
    this.families = [...new Set(scheduled.map((l) => l.family))].map((family) => ({ family, lotteries: scheduled.filter((l) => l.family === family) }));
    this.instantLottery = lotteries.find((l) => l.schedule.kind === 'instant')!;
  }

  private requestId(actor: Actor): string {
    return `${actor.username}-req-${++actor.requests}`;
  }

  // ------------------------------------------------------------------ sign-up and bindings

  /** The agent's account (opened by the root agent), fund password, questions and card. */
  async readyAgent(agent: SimAgent): Promise<ActionOutcome> {
    const opened = await call(this.platform, this.root, 'POST', teamPaths.openAccount, {
      body: { username: agent.username, password: agent.password, point: '7.0', userType: 1 },
    });
    if (!ok(opened, 1)) throw new Error(`openAccount ${agent.username}: ${JSON.stringify(opened.json)}`);
    agent.id = opened.json.result.uin;
    await this.bindAll(agent);
    agent.ready = true;
    return { action: `agent ${agent.username} signs up and binds`, accepted: true, expectNoMoney: true };
  }

  /** The player's account (opened by its agent), fund password, questions and card. */
  async readyPlayer(player: SimPlayer): Promise<ActionOutcome> {
    const point = this.random.pick(['0', '2.0', '5.0', '6.5']);
    const opened = await call(this.platform, player.agent, 'POST', teamPaths.openAccount, {
      body: { username: player.username, password: player.password, point, userType: 0 },
    });
    if (!ok(opened, 1)) throw new Error(`openAccount ${player.username}: ${JSON.stringify(opened.json)}`);
    player.id = opened.json.result.uin;
    await this.bindAll(player);
    player.ready = true;
    return { action: `player ${player.username} signs up under ${player.agent.username} and binds`, accepted: true, expectNoMoney: true };
  }

  private async bindAll(actor: SimAgent | SimPlayer): Promise<void> {
    const steps: Array<[string, () => Promise<Answer>, 0 | 1]> = [
      ['setPayPassword', () => call(this.platform, actor, 'POST', userPaths.setPayPassword, { body: { payPassword: PAY_PASSWORD } }), 0],
      [
        'securityQuestion',
        () =>
          call(this.platform, actor, 'POST', userPaths.securityQuestion, {
            body: { cn: actor.username, action: 'commit', question: '1,2,3', answer: 'aaaa,bbbb,cccc' },
          }),
        0,
      ],
      [
        'bindBankCard',
        () =>
          call(this.platform, actor, 'POST', accountPaths.bindBankCard, {
            body: { sn: '张三', bankCode: 'ICBC', cardNo: `6222${String(actor.id).padStart(15, '0')}`, payPassword: PAY_PASSWORD },
          }),
        0,
      ],
    ];
    for (const [name, run, code] of steps) {
      const answer = await run();
      if (!ok(answer, code)) throw new Error(`${name} ${actor.username}: ${JSON.stringify(answer.json)}`);
      if (name === 'bindBankCard') actor.cardId = answer.json.data.id;
    }
  }

  /** The agent's group with its ready players (created once enough have joined). */
  async makeGroup(agent: SimAgent): Promise<ActionOutcome> {
    const members = agent.players.filter((p) => p.ready).slice(0, 150);
    const made = await call(this.platform, agent, 'POST', groupPaths.createGroup, {
      body: { groupName: `${agent.username}的群`, userId: members.map((m) => m.id).join(',') },
    });
    if (!ok(made, 1)) throw new Error(`create_group ${agent.username}: ${JSON.stringify(made.json)}`);
    agent.groupId = made.json.result.gid;
    for (const m of members) m.inGroup = true;
    return { action: `agent ${agent.username} makes a group of ${members.length}`, accepted: true, expectNoMoney: true };
  }

  // ------------------------------------------------------------------ deposits

  /** A deposit order on one of the sandbox channels (nothing moves until the provider notifies). */
  async deposit(actor: Actor): Promise<ActionOutcome> {
    const channel = this.random.weighted({ WECHAT_WEB: 3, ALIPAY_WEB: 3, THIRD_FRAME: 2, USDT: 1 });
    let body: Record<string, unknown>;
    if (channel === 'USDT')
      body = { channelCode: channel, amount: String(this.random.int(10, 150)), coinType: 'USDT', protocol: this.random.pick(['TRC20', 'ERC20']) };
    else if (channel === 'ALIPAY_WEB')
      body = {
        channelCode: channel,
        amount: String(this.random.int(50, 2000)),
        cutPointsSwitch: 1,
        cutPoints: `${this.random.pick([0, 1])}.${this.random.int(1, 9)}`,
      };
    else body = { channelCode: channel, amount: String(this.random.int(channel === 'WECHAT_WEB' ? 50 : 10, 2000)) };
    const answer = await call(this.platform, actor, 'POST', paymentPaths.recharge, { body: { requestId: this.requestId(actor), ...body } });
    const action = `${actor.username} orders a ${channel} deposit of ${String(body.amount)}`;
    if (!ok(answer, 0)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    actor.openDeposits.push(answer.json.data.orderId ?? answer.json.data.spsn);
    // Most people pay on the cashier at once; the rest come back later (or never: the order expires).
    if (this.random.chance(0.8)) {
      const paid = await this.payDeposit(actor, actor.openDeposits.length - 1);
      return { ...paid, action: `${action}, then: ${paid.action}` };
    }
    return { action: `${action} (${actor.openDeposits.at(-1)})`, accepted: true, expectNoMoney: true };
  }

  /** Pays an open deposit on the sandbox cashier (the provider notifies on its next pass), or abandons it. */
  async payDeposit(actor: Actor, index = this.random.int(0, actor.openDeposits.length - 1)): Promise<ActionOutcome> {
    const spsn = actor.openDeposits.splice(index, 1)[0]!;
    const abandon = this.random.chance(0.08);
    const answer = await call(this.platform, actor, 'POST', `${paymentPaths.sandboxCashier}/${spsn}/${abandon ? 'abandon' : 'pay'}`);
    const action = `${actor.username} ${abandon ? 'abandons' : 'pays'} deposit ${spsn} on the cashier`;
    if (!ok(answer, 0)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: true };
    if (!abandon) actor.paidDeposits.push(spsn);
    return { action, accepted: true, expectNoMoney: true };
  }

  /** The provider sends a paid deposit's signed notification again: it must answer duplicate and move nothing. */
  async replayNotification(actor: Actor): Promise<ActionOutcome> {
    const spsn = this.random.pick(actor.paidDeposits);
    const queued = await notificationOf(this.platform.db, spsn);
    const action = `the provider notifies deposit ${spsn} again`;
    if (!queued?.delivered_at) return { action: `${action} (not delivered yet: skipped)`, accepted: false, expectNoMoney: true };
    const order = await this.platform.db.selectFrom('deposit_orders').select('channel_code').where('spsn', '=', spsn).executeTakeFirstOrThrow();
    const channel = this.platform.paymentChannels.find((c) => c.code === order.channel_code)!;
    const timestamp = this.platform.clock.now();
    const answer = await request(this.platform, 'POST', paymentPaths.notify, {
      body: queued.body,
      headers: {
        [NOTIFY_HEADERS.channel]: channel.code,
        [NOTIFY_HEADERS.timestamp]: String(timestamp),
        [NOTIFY_HEADERS.signature]: signNotification(channel.secret, timestamp, queued.body),
      },
    });
    return { action, accepted: ok(answer, 0), code: codeOf(answer), expectNoMoney: true };
  }

  // ------------------------------------------------------------------ lottery

  private playsOf(family: Family): PlayDefinition[] {
    let list = this.plays.get(family);
    if (!list) {
      const all = playsOf(family).map((p) => getPlay(playKey(family, p.id)));
      list = (this.playsPerFamily === undefined ? all : this.random.sample(all, this.playsPerFamily)).filter(
        (p) => this.platform.odds.model(family, p.id) !== undefined,
      );
      this.plays.set(family, list);
    }
    return list;
  }

  /** A small random selection the play's plate could produce, with its bet count (0 when none was found). */
  private selectionFor(play: PlayDefinition): { selection: Selection; count: number } | undefined {
    const picker = play.plate.positionPicker;
    for (let attempt = 0; attempt < 12; attempt++) {
      let rows: string[][];
      if (play.plate.kind === 'input') {
        const format = play.plate.entry!;
        const lines: string[] = [];
        for (let i = this.random.int(1, 4); i > 0; i--) {
          const parts = Array.from({ length: format.length }, () => this.random.int(format.min, format.max));
          lines.push(format.kind === 'digits' ? parts.join('') : parts.map((n) => String(n).padStart(2, '0')).join(' '));
        }
        const valid = lines.filter((line) => parseEntries(format, line).summary.count === 1);
        if (valid.length === 0) continue;
        rows = [entriesOf(parseEntries(format, valid.join('\n')))];
      } else {
        rows = play.plate.rows.map((row) => {
          const most = Math.min(row.maxPicks ?? row.options.length, row.options.length, 4);
          return this.random.sample(row.options, this.random.int(0, most));
        });
      }
      const positions = picker
        ? this.random.sample(
            picker.labels.map((_, i) => i),
            this.random.int(picker.minimum, picker.labels.length),
          )
        : undefined;
      try {
        const selection = checkSelection(play, positions ? { rows, positions } : { rows });
        const count = countBets(`${play.family}:${play.id}`, selection);
        if (count >= 1 && count <= 300) return { selection, count };
      } catch {
        // not a selection the plate allows: draw again
      }
    }
    return undefined;
  }

  /** One order line of a random play of the family, priced at one of the offered rebate points. */
  private lineFor(family: Family): { line: Record<string, unknown>; stake: bigint; method: string } | undefined {
    const play = this.random.pick(this.playsOf(family));
    const picked = this.selectionFor(play);
    if (!picked) return undefined;
    const model = this.platform.odds.model(family, play.id)!;
    const choice = this.random.pick(model.odds.choices);
    const price = this.random.pick(moneyModes.filter((m) => m.bettable)).value;
    const piece = this.random.chance(0.8) ? this.random.int(1, 5) : this.random.int(6, 60);
    const amount = stakeOf(picked.count, price, piece);
    const position = positionFromSelection(play, picked.selection);
    const line = {
      method: play.id,
      code: codeFromSelection(play, picked.selection),
      nums: picked.count,
      amount,
      piece,
      price,
      odds: choice.odds,
      point: choice.point,
      ...(position ? { position } : {}),
    };
    return { line, stake: bigMinorUnits(amount), method: play.id };
  }

  /** The issue on sale (the issue endpoint, asked again once its sales close). */
  private async issueOnSale(actor: Actor, lottery: LotteryDef): Promise<{ issue: string; seq: number } | undefined> {
    const now = this.platform.clock.now();
    const cached = this.issueCache.get(lottery.code);
    if (cached && now < cached.sellEnd) return cached;
    const answer = await call(this.platform, actor, 'GET', lotteryPaths.issue, { query: { lottery: lottery.code } });
    const info = answer.json?.result;
    if (!ok(answer, 1) || !info?.issue || info.state !== 0) return undefined;
    const seq = currentSeq(lottery, now);
    const entry = { issue: info.issue as string, seq: timingOf(lottery, seq).issueNo === info.issue ? seq : -1, sellEnd: info.sellEnd as number };
    this.issueCache.set(lottery.code, entry);
    return entry;
  }

  private async placeOrder(player: SimPlayer, chase: boolean): Promise<ActionOutcome> {
    const { family, lotteries: list } = this.random.pick(this.families);
    const lottery = this.random.pick(list);
    const onSale = await this.issueOnSale(player, lottery);
    const what = `${player.username} ${chase ? 'chases' : 'orders'} ${lottery.code}`;
    if (!onSale) return { action: `${what}: no issue on sale`, accepted: false, expectNoMoney: true };
    const lines: Array<Record<string, unknown>> = [];
    let perIssue = 0n;
    for (let i = this.random.int(1, 3); i > 0; i--) {
      const made = this.lineFor(family);
      if (!made) continue;
      lines.push(made.line);
      perIssue += made.stake;
    }
    if (lines.length === 0) return { action: `${what}: no selection found`, accepted: false, expectNoMoney: true };
    const body: Record<string, unknown> = { lottery: lottery.code, issue: onSale.issue, order: lines, requestId: this.requestId(player) };
    let issues = 1;
    let total = perIssue;
    if (chase && onSale.seq > 0) {
      const plan: Array<{ issue: string; piece: number }> = [];
      let totalMinor = 0n;
      for (let seq = onSale.seq; plan.length < this.random.int(2, 6); seq++) {
        if (!isHeld(lottery, seq)) continue;
        const multiple = this.random.pick([1, 1, 2, 3]);
        plan.push({ issue: timingOf(lottery, seq).issueNo, piece: multiple });
        for (const l of lines) totalMinor += bigMinorUnits(stakeOf(l.nums as number, l.price as string, (l.piece as number) * multiple));
      }
      const winStop = this.random.chance(0.6);
      Object.assign(body, { betType: 4, istrace: 1, trace: { winStop, mode: 2, totalMoney: yuanText(totalMinor), issues: plan } });
      issues = plan.length;
      total = totalMinor;
    }
    const answer = await call(this.platform, player, 'POST', lotteryPaths.addOrder, { body });
    const described = lines
      .map((l) => `${String(l.method)} ${String(l.code)}${l.position ? `@${String(l.position)}` : ''} ×${String(l.piece)} ${String(l.price)}`)
      .join('; ');
    const action = `${what} ${onSale.issue}${issues > 1 ? `+${issues - 1}` : ''}: ${described} = ${yuanText(total)}`;
    if (!ok(answer, 1)) {
      const code = codeOf(answer);
      if (code === 2005 || code === 2004 || code === 2003)
        for (const l of lines) this.refusedPlays.set(`${family}:${String(l.method)}`, (this.refusedPlays.get(`${family}:${String(l.method)}`) ?? 0) + 1);
      return { action, accepted: false, code, expectNoMoney: refusal(answer) };
    }
    player.lastOrder = { body, answer: answer.json };
    player.orders.push(...(answer.json.result.orderIds as string[]));
    if (player.orders.length > 40) player.orders.splice(0, player.orders.length - 40);
    for (const traceNo of answer.json.result.traceIds as string[])
      player.traces.push({ traceNo, issues: (body.trace as { issues: Array<{ issue: string }> }).issues.map((i) => i.issue) });
    if (player.traces.length > 10) player.traces.splice(0, player.traces.length - 10);
    return { action, accepted: true, moved: { stakes: total }, orders: lines.length * issues };
  }

  order = (player: SimPlayer) => this.placeOrder(player, false);
  chase = (player: SimPlayer) => this.placeOrder(player, true);

  /** The same order request again (a retry after a lost answer): the first answer, nothing booked twice. */
  async retryOrder(player: SimPlayer): Promise<ActionOutcome> {
    const last = player.lastOrder!;
    const answer = await call(this.platform, player, 'POST', lotteryPaths.addOrder, { body: last.body });
    const same = JSON.stringify(answer.json) === JSON.stringify(last.answer);
    return {
      action:
        `${player.username} retries its last order request` + (same ? '' : `: answered ${JSON.stringify(answer.json)}, first ${JSON.stringify(last.answer)}`),
      accepted: same,
      code: same ? undefined : 'retry answered differently',
      expectNoMoney: true,
    };
  }

  /** An instant-lottery order, drawn at once from the player's committed seed. */
  async instant(player: SimPlayer): Promise<ActionOutcome> {
    const made = this.lineFor(this.instantLottery.family);
    if (!made) return { action: `${player.username} plays ${this.instantLottery.code}: no selection found`, accepted: false, expectNoMoney: true };
    const answer = await call(this.platform, player, 'POST', lotteryPaths.addOrderNow, {
      body: { lottery: this.instantLottery.code, betType: 2, order: [made.line], requestId: this.requestId(player) },
    });
    const action = `${player.username} plays ${this.instantLottery.code}: ${made.method} ${String(made.line.code)} = ${yuanText(made.stake)}`;
    if (!ok(answer, 1)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    return { action: `${action} → ${answer.json.result.code}, bonus ${answer.json.result.bonus}`, accepted: true, moved: { stakes: made.stake }, orders: 1 };
  }

  async cancel(player: SimPlayer): Promise<ActionOutcome> {
    const orderNo = player.orders.splice(this.random.int(0, player.orders.length - 1), 1)[0]!;
    const answer = await call(this.platform, player, 'POST', lotteryPaths.cancelOrder, { body: { orderId: orderNo } });
    return {
      action: `${player.username} cancels order ${orderNo}`,
      accepted: ok(answer, 1),
      code: codeOf(answer),
      expectNoMoney: !ok(answer, 1) && refusal(answer),
    };
  }

  async cancelChase(player: SimPlayer): Promise<ActionOutcome> {
    const trace = player.traces.splice(this.random.int(0, player.traces.length - 1), 1)[0]!;
    const issues = this.random.sample(trace.issues.slice(1), this.random.int(1, Math.max(1, trace.issues.length - 1)));
    if (issues.length === 0) return { action: `${player.username} cancels nothing of chase ${trace.traceNo}`, accepted: false, expectNoMoney: true };
    const answer = await call(
      this.platform,
      player,
      'GET',
      `${lotteryPaths.traceCancel}?${new URLSearchParams([['traceId', trace.traceNo], ...issues.map((i) => ['issues[]', i])]).toString()}`,
    );
    return {
      action: `${player.username} cancels issues ${issues.join(',')} of chase ${trace.traceNo}`,
      accepted: ok(answer, 1),
      code: codeOf(answer),
      expectNoMoney: !ok(answer, 1) && refusal(answer),
    };
  }

  // ------------------------------------------------------------------ game wallets and rounds

  async transfer(player: SimPlayer, toGame: boolean): Promise<ActionOutcome> {
    const held = gamePlatforms.filter((p) => player.gameWallets.has(p.wallet));
    const platform = !toGame && held.length > 0 ? this.random.pick(held) : this.random.pick(gamePlatforms);
    const cash = String(this.random.int(1, toGame ? 300 : 200));
    const body = {
      payPassword: PAY_PASSWORD,
      turnOut: toGame ? 'sobet_01' : platform.wallet,
      turnIn: toGame ? platform.wallet : 'sobet_01',
      cash,
      requestId: this.requestId(player),
    };
    const answer = await call(this.platform, player, 'POST', transferPaths.transfer, { body });
    const action = `${player.username} transfers ${cash} ${body.turnOut} → ${body.turnIn}`;
    if (!ok(answer, 0)) {
      if (!toGame) player.gameWallets.delete(platform.wallet);
      return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    }
    if (toGame) player.gameWallets.add(platform.wallet);
    return { action, accepted: true, moved: { transfers: bigMinorUnits(cash) } };
  }

  async gameRound(player: SimPlayer): Promise<ActionOutcome> {
    const playable = gameCatalogue.filter((g) => player.gameWallets.has(gamePlatforms.find((p) => p.code === g.sourceCode)!.wallet));
    const game = this.random.pick(playable.length > 0 && this.random.chance(0.95) ? playable : gameCatalogue);
    const platform = gamePlatforms.find((p) => p.code === game.sourceCode)!;
    let token = player.gameTokens.get(game.en);
    if (!token) {
      const launched = await call(this.platform, player, 'GET', platform.urlPath, { query: { gameCode: game.en } });
      if (!ok(launched, 0)) return { action: `${player.username} launches ${game.en}`, accepted: false, code: codeOf(launched), expectNoMoney: true };
      token = new URL(launched.json.data as string, 'http://sim.invalid').searchParams.get('token')!;
      player.gameTokens.set(game.en, token);
    }
    const choice = this.random.pick(engineOf(game).choices).value;
    const cash = String(this.random.int(1, 50));
    const answer = await call(this.platform, player, 'POST', gamePaths.bet, { body: { token, choice, cash, requestId: this.requestId(player) } });
    const action = `${player.username} plays ${game.en} ${choice} for ${cash}`;
    if (!ok(answer, 0)) {
      if (answer.json?.code === 7002) player.gameTokens.delete(game.en); // the launch token expired
      if (answer.json?.code === errorCodes.gameBalance.code) player.gameWallets.delete(platform.wallet);
      return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    }
    if (bigMinorUnits(answer.json.data.balance as string) < bigMinorUnits('1')) player.gameWallets.delete(platform.wallet);
    return { action: `${action} → ${answer.json.data.payout}`, accepted: true, moved: { gameStakes: bigMinorUnits(cash) } };
  }

  // ------------------------------------------------------------------ withdrawals

  async withdraw(actor: Actor): Promise<ActionOutcome> {
    const channelType = '1';
    // Cents of 44 make the sandbox provider fail the payout (its test mode): the money comes back.
    const amount = `${this.random.int(100, 1500)}.${this.random.chance(0.15) ? '44' : String(this.random.int(0, 99)).padStart(2, '0')}`;
    const body = {
      operation: 'add',
      user_bank_id: actor.cardId,
      pay_password: PAY_PASSWORD,
      withdrawMoney: amount,
      withDrawType: '0',
      channelType,
      requestId: this.requestId(actor),
    };
    const answer = await call(this.platform, actor, 'POST', withdrawPaths.submit, { body });
    const action = `${actor.username} withdraws ${amount} (channel ${channelType})`;
    if (!ok(answer, 0)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    if ('withdrawals' in actor) actor.withdrawals.push(answer.json.data.spsn);
    return { action: `${action}: ${answer.json.data.spsn}`, accepted: true, moved: { withdrawals: bigMinorUnits(amount) } };
  }

  async confirmReceipt(player: SimPlayer): Promise<ActionOutcome> {
    const spsn = player.withdrawals[this.random.int(0, player.withdrawals.length - 1)]!;
    const answer = await call(this.platform, player, 'POST', withdrawPaths.confirmReceipt, { body: { spsn } });
    // Confirmed, failed or not paid yet: only a refusal of "not paid yet" keeps it for later.
    if (answer.json?.code !== errorCodes.withdrawNotPaid.code) player.withdrawals.splice(player.withdrawals.indexOf(spsn), 1);
    return {
      action: `${player.username} confirms receipt of ${spsn}`,
      accepted: ok(answer, 0),
      code: codeOf(answer),
      expectNoMoney: !ok(answer, 0) && refusal(answer),
    };
  }

  // ------------------------------------------------------------------ team money and red packets

  async sendPacket(agent: SimAgent): Promise<ActionOutcome> {
    const lucky = this.random.chance(0.7);
    const num = this.random.int(2, 30);
    const amount = lucky ? String(this.random.int(Math.max(1, Math.ceil(num / 100)), 300)) : this.random.yuan(0, 5).replace(/^0\.00$/, '0.01');
    const body = { scene: 1, targetId: agent.groupId, type: lucky ? 1 : 0, num, amount, paypwd: PAY_PASSWORD, requestId: this.requestId(agent) };
    const answer = await call(this.platform, agent, 'POST', groupPaths.sendRedPacket, { body });
    const action = `${agent.username} sends a ${lucky ? 'lucky' : 'ordinary'} red packet of ${num} × ${amount}`;
    if (!ok(answer, 1)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    agent.packets.push(answer.json.result.redPacketId);
    if (agent.packets.length > 5) agent.packets.shift();
    return {
      action: `${action}: packet ${answer.json.result.redPacketId}`,
      accepted: true,
      moved: { redPackets: lucky ? bigMinorUnits(amount) : bigMinorUnits(amount) * BigInt(num) },
    };
  }

  /** The agent adds players who signed up after its group was made (up to the member limit). */
  async addMembers(agent: SimAgent): Promise<ActionOutcome> {
    const room = 199 - agent.players.filter((p) => p.inGroup).length;
    const joining = agent.players.filter((p) => p.ready && !p.inGroup).slice(0, Math.max(0, Math.min(room, 20)));
    if (joining.length === 0) return { action: `${agent.username} has nobody to add`, accepted: false, expectNoMoney: true };
    const answer = await call(this.platform, agent, 'POST', groupPaths.addMembers, {
      body: { gid: agent.groupId, userId: joining.map((p) => p.id).join(',') },
    });
    if (ok(answer, 1)) for (const p of joining) p.inGroup = true;
    return {
      action: `${agent.username} adds ${joining.map((p) => p.username).join(',')} to its group`,
      accepted: ok(answer, 1),
      code: codeOf(answer),
      expectNoMoney: true,
    };
  }

  async grab(player: SimPlayer): Promise<ActionOutcome> {
    const fresh = player.agent.packets.filter((id) => !player.grabbed.has(id));
    const packet = this.random.pick(fresh.length > 0 && this.random.chance(0.9) ? fresh : player.agent.packets);
    player.grabbed.add(packet);
    const answer = await call(this.platform, player, 'POST', groupPaths.grabRedPacket, { body: { redPacketId: packet } });
    return {
      action: `${player.username} grabs red packet ${packet}`,
      accepted: ok(answer, 1),
      code: codeOf(answer),
      expectNoMoney: !ok(answer, 1) && refusal(answer),
    };
  }

  /**
   * The root agent offers the agent a contract of a kind it has not offered yet, on terms derived
   * from its own (now and then better than its own: refused, nothing recorded); the agent signs
   * or refuses it. The payouts come from the platform's jobs between steps.
   */
  async contract(agent: SimAgent): Promise<ActionOutcome> {
    const kind = this.random.pick(CONTRACT_KINDS.filter((k) => !agent.contracts.has(k)));
    const own = await call(this.platform, this.root, 'GET', contractPaths.candidates, { query: { kind } });
    const ownTiers: ContractTier[] = own.json?.result?.own?.tiers ?? [];
    const greedy = ownTiers.length === 0 || this.random.chance(0.1);
    const tiers = (ownTiers.length > 0 ? ownTiers : [{ volume: '10', loss: '0', active: 1, rate: '1' }]).map((t) => ({
      ...t,
      // A share of the agent's own rate (in hundredths of a percent), or more than all of it.
      rate: greedy
        ? String((Number(t.rate) * 100 + 1) / 100)
        : String(Math.max(1, Math.floor(Number(t.rate) * 100 * this.random.pick([0.3, 0.5, 0.8, 1]))) / 100),
    }));
    const approval = kind === 'lotterysalary' && this.random.chance(0.3) ? 1 : 0;
    const offered = await call(this.platform, this.root, 'POST', contractPaths.offer, { body: { kind, username: agent.username, tiers, approval } });
    const action = `${this.root.username} offers ${agent.username} a ${kind} contract at ${tiers.map((t) => `${t.rate}%`).join('/')}`;
    if (!ok(offered, 1)) return { action, accepted: false, code: codeOf(offered), expectNoMoney: refusal(offered) };
    agent.contracts.add(kind);
    const sign = this.random.chance(0.8);
    const decided = await call(this.platform, agent, 'POST', sign ? contractPaths.sign : contractPaths.refuse, { body: { id: offered.json.result.id } });
    return { action: `${action}; ${agent.username} ${sign ? 'signs' : 'refuses'}`, accepted: ok(decided, 1), code: codeOf(decided), expectNoMoney: true };
  }

  /** The player sets a daily stake limit (once); every later booking must keep the day's stakes within it. */
  async protect(player: SimPlayer): Promise<ActionOutcome> {
    const amount = this.random.pick(['20', '50', '200']);
    const answer = await call(this.platform, player, 'POST', protectionPaths.setLimit, { body: { limit: 'stakeDay', amount } });
    const action = `${player.username} limits its daily stakes to ${amount}`;
    if (!ok(answer, 0)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: true };
    player.stakeLimit = amount;
    return { action, accepted: true, expectNoMoney: true };
  }

  async lowerTransfer(agent: SimAgent): Promise<ActionOutcome> {
    const to = this.random.pick(agent.players.filter((p) => p.ready));
    const amount = String(this.random.int(1, 200));
    const answer = await call(this.platform, agent, 'POST', teamPaths.lowerTransfer, {
      body: { username: to.username, amount, payPassword: PAY_PASSWORD, requestId: this.requestId(agent) },
    });
    const action = `${agent.username} transfers ${amount} to ${to.username}`;
    if (!ok(answer, 1)) return { action, accepted: false, code: codeOf(answer), expectNoMoney: refusal(answer) };
    to.funded = true;
    return { action, accepted: true, moved: { teamTransfers: bigMinorUnits(amount) } };
  }
}
