/**
 * A test fixture for settlement at scale: many players' open 后二大小单双 bets on one issue,
 * written straight to the database (users, their funding and one bet journal through the
 * ledger, the order rows as add_order stores them), because placing 100,000 orders through
 * the order service would take minutes. With the written rules of the play to judge them
 * independently of the settlement code.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { ORDER_STATUS } from '../../contract/lottery';
import { socketEvents } from '../../contract/socket';
import { ManualClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db/client';
import { hashSecret } from '../../server/domains/users/passwords';
import { insertOrders, type NewOrder } from '../../server/domains/lottery/queries';
import { checkLedger, postJournal, systemAccounts } from '../../server/domains/wallet/ledger';
import { currentIssue } from './order-helpers';
import { startTestServer } from './server-harness';
import { addMinor, minorUnits, multiplyMinor, negateMinor, sumMinor, toMinorUnits, type MinorUnits } from '../../rules/money';
import { orderId, type OrderId, type UserId } from '../../server/db/ids';

export const OPEN_BET_LOTTERY = 'HN1FC';
const METHOD = 'dxds_dxds_h2';
/** Each line: one option per position (1 bet), 2元 mode, multiple 1: stake 2 yuan. */
const STAKE = toMinorUnits('2');
/**
 * The two rebate points the players bet at, with the bonus a winning bet pays by the written
 * rule: 2 ÷ p × (return − point) ÷ levels, p = ¼ (one attribute of each of two digits), return
 * 0.98, one level: 8 × 0.98 = 7.84 and 8 × 0.93 = 7.44 yuan.
 */
const POINTS = [
  { point: '0', bonus: '7.84', bonusMinor: 78_400, rebateMinor: 0 },
  { point: '0.05', bonus: '7.44', bonusMinor: 74_400, rebateMinor: STAKE / 20 },
] as const;
/** The single-pick cap written on the single-pick players' orders (small, so that it binds). */
export const SINGLE_CAP = minorUnits(100_000);

export interface OpenBet {
  id: OrderId;
  userId: UserId;
  /** The options picked for the tens and the units digit: 0 大, 1 小, 2 单, 3 双 (the play's option order). */
  ten: number;
  unit: number;
  point: (typeof POINTS)[number];
  singleMax: number;
}

export interface BookedBets {
  userIds: UserId[];
  bets: OpenBet[];
  /** Each user's balance after booking (before settlement). */
  balanceBefore: Map<number, number>;
}

/**
 * Books `orders` open bets on the issue spread over `users` players (player i gets its share in
 * turn; `whale` extra orders go to the first player, more than a settlement batch holds). Every
 * third player's orders are single picks capped at SINGLE_CAP. Deterministic for given sizes.
 */
export async function bookOpenBets(
  db: Db,
  input: { issueNo: string; now: number; users: number; orders: number; whale?: number; prefix?: string },
): Promise<BookedBets> {
  const prefix = input.prefix ?? 'ob';
  const passwordHash = await hashSecret('bets1234', 2 ** 10);
  const userIds: UserId[] = [];
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < input.users; i++) {
      const user = await tx
        .insertInto('users')
        .values({
          username: `${prefix}${i}`,
          nickname: `${prefix}${i}`,
          password_hash: passwordHash,
          pay_password_hash: null,
          user_type: 0,
          parent_id: null,
          invite_code: null,
          security_questions: null,
          security_answers: null,
          created_at: input.now,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(user.id);
    }
    await tx
      .insertInto('accounts')
      .values(userIds.map((id) => ({ user_id: id, kind: 'main' })))
      .execute();
  });
  const owner = (n: number) => (n < (input.whale ?? 0) ? 0 : (n - (input.whale ?? 0)) % input.users);
  const total = input.orders + (input.whale ?? 0);
  const rows: NewOrder[] = [];
  const stakeOf = new Map<UserId, MinorUnits>();
  for (let n = 0; n < total; n++) {
    const index = owner(n);
    const userId = userIds[index]!;
    const ten = n % 4;
    const unit = Math.floor(n / 4) % 4;
    const point = POINTS[index % 2]!;
    rows.push({
      order_no: `${prefix.toUpperCase()}${String(n).padStart(7, '0')}`,
      user_id: userId,
      lottery: OPEN_BET_LOTTERY,
      issue_no: input.issueNo,
      method: METHOD,
      code: `${ten}|${unit}`,
      position: null,
      nums: 1,
      piece: 1,
      price: '2',
      amount: STAKE,
      odds: point.bonus,
      point: point.point,
      bonuses: JSON.stringify({ t: 'A', l: [point.bonus] }),
      bet_type: 2,
      trace_id: null,
      single_max: index % 3 === 0 ? SINGLE_CAP : minorUnits(0),
      created_at: input.now,
    });
    stakeOf.set(userId, addMinor(stakeOf.get(userId) ?? minorUnits(0), STAKE));
  }
  const sys = await systemAccounts(db);
  const accounts = await db.selectFrom('accounts').select(['id', 'user_id']).where('kind', '=', 'main').where('user_id', 'in', userIds).execute();
  const accountOf = new Map(accounts.map((a) => [a.user_id!, a.id]));
  // Each player is funded with twice their stakes, then stakes them: two journals through the ledger.
  const funding = [...stakeOf].map(([userId, stake]) => ({ accountId: accountOf.get(userId)!, amount: multiplyMinor(stake, 2) }));
  const staked = sumMinor(stakeOf.values());
  await db.transaction().execute(async (tx) => {
    await postJournal(tx, {
      kind: 'deposit',
      idemKey: `${prefix}-fund`,
      ref: prefix,
      now: input.now,
      postings: [{ accountId: sys['sys:external'], amount: negateMinor(multiplyMinor(staked, 2)) }, ...funding],
    });
    await postJournal(tx, {
      kind: 'bet',
      idemKey: `${prefix}-bets`,
      ref: prefix,
      now: input.now,
      postings: [
        { accountId: sys['sys:bet_escrow'], amount: staked },
        ...[...stakeOf].map(([userId, stake]) => ({ accountId: accountOf.get(userId)!, amount: negateMinor(stake) })),
      ],
    });
    await insertOrders(tx, rows);
  });
  const ids = await sql<{
    id: number;
    order_no: string;
  }>`SELECT id, order_no FROM orders WHERE lottery = ${OPEN_BET_LOTTERY} AND issue_no = ${input.issueNo}`.execute(db);
  const idOf = new Map(ids.rows.map((r) => [r.order_no, orderId(Number(r.id))]));
  const bets = rows.map((row, n) => ({
    id: idOf.get(row.order_no)!,
    userId: row.user_id,
    ten: n % 4,
    unit: Math.floor(n / 4) % 4,
    point: POINTS[owner(n) % 2]!,
    singleMax: row.single_max ?? 0,
  }));
  return { userIds, bets, balanceBefore: new Map([...stakeOf].map(([userId, stake]) => [userId, stake])) };
}

/** Whether a digit has the attribute 大 (5-9), 小 (0-4), 单 (odd) or 双 (even): the play's written rule. */
const hasAttribute = (digit: number, option: number) => [digit >= 5, digit <= 4, digit % 2 === 1, digit % 2 === 0][option]!;

export interface ExpectedSettlement {
  /** Order id → status, award and rebate. */
  orders: Map<OrderId, { status: number; award: number; rebate: number }>;
  /** User id → what settlement credits them (awards + rebates). */
  credit: Map<number, number>;
  stakes: number;
}

/**
 * Settlement by the written rules, computed apart from the settlement code: a bet wins when the
 * tens digit has its first attribute and the units digit its second; it pays its bonus (2元
 * mode, multiple 1); a player's single picks together are paid at most SINGLE_CAP (only the
 * total is checked: the split among orders is the cap's pro-rata rule, tested elsewhere);
 * the rebate is stake × point, won or lost.
 */
export function expectedSettlement(bets: readonly OpenBet[], draw: readonly number[]): ExpectedSettlement {
  const [ten, unit] = [draw[3]!, draw[4]!];
  const orders = new Map<OrderId, { status: number; award: number; rebate: number }>();
  const credit = new Map<number, number>();
  const singles = new Map<number, number>();
  for (const bet of bets) {
    const won = hasAttribute(ten, bet.ten) && hasAttribute(unit, bet.unit);
    const prize = won ? bet.point.bonusMinor : 0;
    orders.set(bet.id, { status: won ? ORDER_STATUS.won : ORDER_STATUS.lost, award: prize, rebate: bet.point.rebateMinor });
    if (bet.singleMax > 0) singles.set(bet.userId, (singles.get(bet.userId) ?? 0) + prize);
    else credit.set(bet.userId, (credit.get(bet.userId) ?? 0) + prize);
    credit.set(bet.userId, (credit.get(bet.userId) ?? 0) + bet.point.rebateMinor);
  }
  for (const [userId, prizes] of singles) credit.set(userId, (credit.get(userId) ?? 0) + Math.min(prizes, SINGLE_CAP));
  return { orders, credit, stakes: bets.length * STAKE };
}

/**
 * A data folder for `server/main.ts` whose HN1FC issue of `minutesAgo` minutes ago holds the
 * booked bets and is due: the next start draws and settles it. Answers the issue and the bets.
 */
export async function prepareDueIssueFolder(
  dataDir: string,
  sizes: { users: number; orders: number; minutesAgo?: number },
): Promise<{ issue: string; booked: BookedBets }> {
  const handle = await openDatabase({ dataDir });
  try {
    const clock = new ManualClock(Date.now() - (sizes.minutesAgo ?? 3) * 60_000);
    const s = await startTestServer({ handle, clock, config: { scheduledLotteries: [OPEN_BET_LOTTERY] } });
    try {
      const issue = await currentIssue(s, OPEN_BET_LOTTERY);
      const booked = await bookOpenBets(s.db, { issueNo: issue, now: clock.now(), users: sizes.users, orders: sizes.orders });
      return { issue, booked };
    } finally {
      await s.close();
    }
  } finally {
    await handle.close();
  }
}

/** Records the order number of every award pushed to a socket by `app`. */
export function captureAwardPushes(app: FastifyInstance, into: string[]): void {
  const toUser = app.realtime.toUser.bind(app.realtime) as (userId: UserId, event: string, ...args: unknown[]) => void;
  app.realtime.toUser = ((userId: UserId, event: string, ...args: unknown[]) => {
    const message = args[0] as { orderId?: string } | undefined;
    if (event === socketEvents.award && message) into.push(String(message.orderId));
    toUser(userId, event, ...args);
  }) as typeof app.realtime.toUser;
}

/** A database that refuses the journal `idemKey` (a failing batch) until the answered repair is run. */
export async function failSettlementBatch(db: Db, idemKey: string): Promise<() => Promise<void>> {
  await sql
    .raw(
      `CREATE FUNCTION fail_batch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW.idem_key = '${idemKey}' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER fail_batch BEFORE INSERT ON journal FOR EACH ROW EXECUTE FUNCTION fail_batch();`,
    )
    .execute(db);
  return async () => {
    await sql.raw('DROP TRIGGER fail_batch ON journal; DROP FUNCTION fail_batch();').execute(db);
  };
}

/** The settle journals of an issue of the fixture's lottery, one per batch, in the order written. */
export const settleJournals = (s: { db: Db }, issue: string) =>
  s.db
    .selectFrom('journal')
    .select(['id', 'idem_key'])
    .where('kind', '=', 'settle')
    .where((e) => e.or([e('idem_key', '=', `settle:${OPEN_BET_LOTTERY}:${issue}`), e('idem_key', 'like', `settle:${OPEN_BET_LOTTERY}:${issue}:%`)]))
    .orderBy('id')
    .execute();

/** Everything the settlement of `issue` must have written, against the written rules (`pushed`: the award pushes seen, when seen). */
export async function expectSettledOnce(s: { db: Db }, issue: string, booked: BookedBets, pushed?: string[]) {
  const row = await s.db.selectFrom('issues').selectAll().where('lottery', '=', OPEN_BET_LOTTERY).where('issue_no', '=', issue).executeTakeFirstOrThrow();
  expect({ state: row.state, settling: row.settling, settled: row.settled_orders }).toEqual({ state: 'drawn', settling: false, settled: booked.bets.length });
  const draw = row.code!.split(',').map(Number);
  const expected = expectedSettlement(booked.bets, draw);

  const orders = await s.db
    .selectFrom('orders')
    .select(['id', 'order_no', 'user_id', 'status', 'award', 'rebate', 'single_max'])
    .where('lottery', '=', OPEN_BET_LOTTERY)
    .where('issue_no', '=', issue)
    .execute();
  const wrong: string[] = [];
  for (const order of orders) {
    const want = expected.orders.get(order.id)!;
    // A single pick's share of its player's capped total is the cap's split rule (tested apart): its player's total is checked below.
    const got = { status: order.status, award: order.single_max > 0 ? want.award : order.award, rebate: order.rebate };
    if (order.single_max > 0 && (order.award < 0 || order.award > want.award))
      wrong.push(`order ${order.id}: single pick paid ${order.award} of ${want.award}`);
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`order ${order.id}: ${JSON.stringify(got)}, the rules say ${JSON.stringify(want)}`);
  }
  expect(wrong.slice(0, 5)).toEqual([]);

  // Balances: each player's = what booking left + awards and rebates by the rules; every balance = Σ its journal entries.
  const balances = await sql<{
    user_id: number;
    balance: number;
  }>`SELECT user_id, balance FROM accounts WHERE kind = 'main' AND user_id = ANY(${booked.userIds}::bigint[])`.execute(s.db);
  const off = balances.rows.filter((b) => Number(b.balance) !== booked.balanceBefore.get(Number(b.user_id))! + (expected.credit.get(Number(b.user_id)) ?? 0));
  expect(off.slice(0, 5)).toEqual([]);
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });

  // One journal per batch, numbered without a gap, each balanced, together emptying the stakes from escrow; no player in two.
  const journals = await settleJournals(s, issue);
  expect(journals.map((j) => j.idem_key)).toEqual(
    journals.map((_, n) => (n === 0 ? `settle:${OPEN_BET_LOTTERY}:${issue}` : `settle:${OPEN_BET_LOTTERY}:${issue}:${n}`)),
  );
  expect(row.settle_batches).toBe(journals.length);
  const entries = await sql<{ journal_id: number; user_id: number | null; kind: string; amount: number }>`
    SELECT e.journal_id, a.user_id, a.kind, e.amount FROM entries e JOIN accounts a ON a.id = e.account_id
    WHERE e.journal_id = ANY(${journals.map((j) => j.id)}::bigint[])`.execute(s.db);
  const sums = new Map<number, number>();
  const journalOf = new Map<number, number>();
  let escrowOut = 0;
  for (const e of entries.rows) {
    sums.set(Number(e.journal_id), (sums.get(Number(e.journal_id)) ?? 0) + Number(e.amount));
    if (e.kind === 'sys:bet_escrow') escrowOut -= Number(e.amount);
    if (e.user_id === null) continue;
    const seen = journalOf.get(Number(e.user_id));
    if (seen !== undefined && seen !== Number(e.journal_id)) wrong.push(`user ${e.user_id} paid in two batches`);
    journalOf.set(Number(e.user_id), Number(e.journal_id));
  }
  expect(wrong).toEqual([]);
  expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
  expect(escrowOut).toBe(expected.stakes);

  // Every winning order's award pushed once; one win notice per winning player and draw.
  const orderNoOf = new Map(orders.map((o) => [Number(o.id), o.order_no]));
  const winners = [...expected.orders].filter(([, o]) => o.status === ORDER_STATUS.won).map(([id]) => orderNoOf.get(id)!);
  if (pushed) expect(pushed.slice().sort()).toEqual(winners.sort());
  const notices = await s.db.selectFrom('win_notices').select(['user_id']).where('user_id', 'in', booked.userIds).execute();
  expect(notices.map((n) => Number(n.user_id)).sort((a, b) => a - b)).toEqual(
    [...new Set(booked.bets.filter((b) => expected.orders.get(b.id)!.status === ORDER_STATUS.won).map((b) => b.userId))].sort((a, b) => a - b),
  );
  return journals;
}
