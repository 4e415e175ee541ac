/**
 * The demo's history is the platform's own: every seeded order names an issue the scheduler
 * created with a committed seed and drew from it (so /verify confirms it), its result follows
 * from that draw by the play's written rule, its stake is a real money mode times a multiple,
 * and every balance, deposit, withdrawal and contract payout agrees with the journals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../contract/lottery';
import { GROUP_MESSAGE_TYPE } from '../../../contract/groups';
import { DEPOSIT_STATUS } from '../../../contract/payment';
import { chatPaths, lotteryPaths, walletPaths } from '../../../contract/paths';
import { WITHDRAW_STATUS } from '../../../contract/withdraw';
import { bettableMoneyModes } from '../../../rules/money';
import { DEMO_LOTTERY } from '../../../server/db/demo-history';
import { demoDeposits } from '../../../server/domains/payments/demo';
import { deriveDraw, seedHashOf } from '../../../server/domains/lottery/fairness';
import { InvariantChecker } from '../../../server/simulation/invariants';
import { simulationReference } from '../../simulation/reference';
import { seedDemo } from '../../../server/db/seed';
import { seededEntropy } from '../../../server/entropy';
import { freshDatabase, startTestServer, T0, type TestServer } from '../../support/server-harness';

let s: TestServer;
let seedMs: number;

beforeAll(async () => {
  const started = performance.now();
  s = await startTestServer({ seed: true });
  seedMs = performance.now() - started;
  console.log(`demo data seeded, history included, in ${Math.round(seedMs)} ms (with the app's start)`);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

/** The play's rule as written: each of the last two digits is 大 (5-9) or 小, 单 or 双; both picks must match. */
const optionNames = ['大', '小', '单', '双'];
const matches = (option: string, digit: number) =>
  option === '大' ? digit >= 5 : option === '小' ? digit < 5 : option === '单' ? digit % 2 === 1 : digit % 2 === 0;

describe('the seeded history', () => {
  it('has every order on a real issue, drawn from its committed seed, with the result its draw gives', async () => {
    const orders = await s.db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(10);
    const modes = new Set(bettableMoneyModes.map((m) => m.value));
    for (const order of orders) {
      const issue = await s.db
        .selectFrom('issues')
        .selectAll()
        .where('lottery', '=', order.lottery)
        .where('issue_no', '=', order.issue_no)
        .executeTakeFirstOrThrow();
      expect(issue.state, order.order_no).toBe('drawn');
      expect(seedHashOf(issue.seed)).toBe(issue.seed_hash);
      const draw = deriveDraw('ssc', issue.seed, order.lottery, order.issue_no);
      expect(issue.code).toBe(draw.join(','));
      if (order.status === ORDER_STATUS.cancelled || order.status === ORDER_STATUS.traceStopped) continue;
      expect(order.draw_code).toBe(issue.code);
      // A real money mode times a whole multiple (no "500000元" mode).
      expect(modes.has(order.price), `mode ${order.price}`).toBe(true);
      expect(order.amount).toBe(Number(order.price) * 10_000 * order.piece * order.nums);
      const [ten, unit] = order.code.split('|').map((i) => optionNames[Number(i)]!);
      const won = matches(ten!, draw[3]!) && matches(unit!, draw[4]!);
      expect(order.status, `${order.order_no} ${ten}${unit} on ${issue.code}`).toBe(won ? ORDER_STATUS.won : ORDER_STATUS.lost);
      // A win pays the odds the order took, quoted per 2元 bet, times the mode's share of 2元 and the multiple.
      expect(order.award).toBe(won ? Math.round(Number(order.odds) * (Number(order.price) / 2) * order.piece * 10_000) : 0);
    }
  });

  it('answers draw_reveal for every seeded issue, as /verify asks', async () => {
    const issues = await s.db.selectFrom('orders').select(['lottery', 'issue_no']).distinct().execute();
    for (const { lottery, issue_no } of issues) {
      const answer = await s.call('GET', lotteryPaths.drawReveal, { query: { lottery, issue: issue_no } });
      expect(answer.json.code, `${lottery} ${issue_no}`).toBe(1);
      expect(seedHashOf(answer.json.result.seed)).toBe(answer.json.result.seedHash);
    }
  });

  it("tells the demo's story: player4's chase lost, won, then stopped", async () => {
    const trace = await s.db
      .selectFrom('traces')
      .select(['id', 'lottery'])
      .where('user_id', '=', (await s.db.selectFrom('users').select('id').where('username', '=', 'player4').executeTakeFirstOrThrow()).id)
      .executeTakeFirstOrThrow();
    expect(trace.lottery).toBe(DEMO_LOTTERY);
    const rows = await s.db.selectFrom('orders').select(['status', 'issue_no']).where('trace_id', '=', trace.id).orderBy('issue_no').execute();
    expect(rows.map((r) => r.status)).toEqual([ORDER_STATUS.lost, ORDER_STATUS.won, ORDER_STATUS.traceStopped]);
  });

  it('made its deposits and withdrawals through their services', async () => {
    const demo = await s.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const orders = await s.db.selectFrom('deposit_orders').select(['status', 'channel_code']).where('user_id', '=', demo.id).orderBy('created_at').execute();
    const expected = { paid: DEPOSIT_STATUS.success, expired: DEPOSIT_STATUS.expired, cancelled: DEPOSIT_STATUS.cancelled };
    expect(orders).toEqual(demoDeposits.map((d) => ({ status: expected[d.outcome], channel_code: d.channelCode })));
    const cashout = await s.db.selectFrom('users').select('id').where('username', '=', 'cashout').executeTakeFirstOrThrow();
    const withdrawals = await s.db.selectFrom('withdrawals').select(['status', 'amount']).where('user_id', '=', cashout.id).orderBy('created_at').execute();
    expect(withdrawals.map((w) => w.status)).toEqual([WITHDRAW_STATUS.completed, WITHDRAW_STATUS.failed]);
    // Every deposit journal is a credited order's: the opening balances are 系统加款, not deposits.
    const credited = await s.db.selectFrom('deposit_orders').select('spsn').where('status', '=', DEPOSIT_STATUS.success).execute();
    const depositJournals = await s.db.selectFrom('journal').select('idem_key').where('kind', '=', 'deposit').execute();
    expect(depositJournals.map((j) => j.idem_key).sort()).toEqual(credited.map((o) => `deposit:${o.spsn}`).sort());
    // The demo users end at the balances server/README.md lists.
    const balance = async (username: string) =>
      (await s.call('GET', walletPaths.balance, { cookie: await s.login(username, 'demo1234'), query: { cbId: 'sobet_01' } })).json;
    expect((await balance('demo')).data.cash).toBe('10000');
  });

  it('made the transfers, game rounds, group messages and red packets through their services', async () => {
    const count = async (table: 'transfers' | 'game_rounds') =>
      Number(
        (
          await s.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('transfers')).toBe(16);
    expect(await count('game_rounds')).toBe(9);
    const group = await s.db.selectFrom('chat_groups').select(['id', 'name']).executeTakeFirstOrThrow();
    expect(group.name).toBe('代理团队');
    const messages = await s.db.selectFrom('group_messages').select(['message_type', 'red_packet_id']).where('group_id', '=', group.id).orderBy('id').execute();
    // The group service's own tip comes first: the members joined.
    expect(messages[0]!.message_type).toBe(GROUP_MESSAGE_TYPE.tip);
    const packets = await s.db
      .selectFrom('red_packets')
      .select(['id', 'type', 'num', 'total', 'grabbed_num', 'grabbed_amount', 'status'])
      .orderBy('id')
      .execute();
    expect(packets.map((p) => [p.type, p.num, p.grabbed_num, p.status])).toEqual([
      [0, 2, 2, 1],
      [1, 5, 1, 0],
    ]);
    // An ordinary packet of 2 × 100 yuan, taken in full; the lucky one's first share within its bounds.
    expect(packets[0]!.total).toBe(200 * 10_000);
    expect(packets[0]!.grabbed_amount).toBe(packets[0]!.total);
    expect(packets[1]!.grabbed_amount).toBeGreaterThanOrEqual(100);
    expect(packets[1]!.grabbed_amount).toBeLessThanOrEqual(packets[1]!.total - 4 * 100);
  });

  it('made the direct chat and the system notices through their services, each message read after it was sent', async () => {
    const messages = await s.db.selectFrom('chat_messages').select(['client_id', 'created_at', 'read_at']).orderBy('id').execute();
    expect(messages).toHaveLength(10);
    // Read by the recipient opening the conversation (set_user_msg_status) after it came, not as it was written.
    for (const m of messages.filter((m) => m.read_at !== null)) expect(m.read_at!, m.client_id).toBeGreaterThan(m.created_at);
    // player1 has one conversation with an unread message (the agent's last), the agent none.
    const unread = async (username: string) => (await s.call('GET', chatPaths.checkMessage, { cookie: await s.login(username, 'demo1234') })).json.result;
    const agent = await s.db.selectFrom('users').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    expect(await unread('player1')).toEqual({ count: 1, ids: [String(agent.id)] });
    expect((await unread('agent')).count).toBe(0);
    // The notices are the administrator's sends, made after its account existed: three to everyone, one more to demo.
    const admin = await s.db.selectFrom('users').select(['id', 'created_at']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const letters = await s.db.selectFrom('admin_messages').select(['sender_id', 'recipient_id', 'created_at']).execute();
    expect(letters).toHaveLength(4);
    for (const letter of letters) {
      expect(letter.sender_id).toBe(admin.id);
      expect(letter.created_at).toBeGreaterThan(admin.created_at);
    }
  });

  it('has every account opened before anything it did, and every downline after its agent', async () => {
    const users = await s.db.selectFrom('users').select(['id', 'username', 'parent_id', 'created_at']).execute();
    const openedAt = new Map(users.map((u) => [u.id, u.created_at]));
    const firstMoves = await s.db
      .selectFrom('entries')
      .innerJoin('journal', 'journal.id', 'entries.journal_id')
      .innerJoin('accounts', 'accounts.id', 'entries.account_id')
      .where('accounts.user_id', 'is not', null)
      .select(['accounts.user_id', (eb) => eb.fn.min('journal.created_at').as('first')])
      .groupBy('accounts.user_id')
      .execute();
    expect(firstMoves.length).toBeGreaterThan(15);
    for (const move of firstMoves) expect(Number(move.first), `first money move of user ${move.user_id}`).toBeGreaterThanOrEqual(openedAt.get(move.user_id!)!);
    for (const u of users.filter((u) => u.parent_id !== null))
      expect(u.created_at, `${u.username} joined after its agent`).toBeGreaterThanOrEqual(openedAt.get(u.parent_id!)!);
  });

  it('agrees with the ledger and the settlement reference everywhere (the simulation checker, in full)', async () => {
    const checker = new InvariantChecker({ db: s.db, odds: s.app.odds }, simulationReference());
    const violations = [...(await checker.step({})), ...(await checker.full())];
    expect(violations).toEqual([]);
    const orders = await s.db.selectFrom('orders').select('id').where('status', 'in', [ORDER_STATUS.won, ORDER_STATUS.lost]).execute();
    expect(checker.counts.referenceChecked).toBe(orders.length);
    expect(checker.counts.drawsVerified).toBeGreaterThan(0);
  });
});

describe('the history a simulation seeds', () => {
  it("draws its issues from the simulation's seed, so the issue it leaves open (which the players bet on) replays too", async () => {
    const issuesSeededWith = async (stream: string) => {
      const handle = await freshDatabase();
      try {
        await seedDemo(handle.db, T0, 2 ** 10, { drawEntropy: seededEntropy(stream) });
        return await handle.db.selectFrom('issues').select(['issue_no', 'seed_hash']).where('lottery', '=', DEMO_LOTTERY).orderBy('issue_no').execute();
      } finally {
        await handle.close();
      }
    };
    const first = await issuesSeededWith('simulation:7:demo');
    expect(first.length).toBeGreaterThan(1000);
    expect(await issuesSeededWith('simulation:7:demo')).toEqual(first);
    expect((await issuesSeededWith('simulation:8:demo')).map((i) => i.seed_hash)).not.toEqual(first.map((i) => i.seed_hash));
  }, 120_000);
});
