/**
 * The team reports: the summary, profit and loss per member or per day, downline bets and team
 * growth, all over the caller's own tree, and the member center's own profit report. Amounts are
 * summed in minor units and sent as yuan strings. Ranges are Beijing days, both ends included,
 * at most TEAM_MAX_RANGE_DAYS; without dates, today and the 6 days before.
 */
import { gameOf, gamePlatforms, platformOf } from '../../../contract/games';
import { ORDER_STATUS, orderStatusLabels } from '../../../contract/lottery';
import {
  isTeamReportType,
  TEAM_MAX_RANGE_DAYS,
  teamReportTypes,
  type GrowRow,
  type ProfitReport,
  type ProfitRow,
  type TeamBet,
  type TeamSummary,
} from '../../../contract/team';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { fail } from '../../errors';
import { DAY_MS, formatBeijing, beijingDayStart, beijingDayStartOf } from '../../../rules/beijing-time';
import { teamTreeOf, type TeamMember } from '../users/queries';
import { membersRoundsPage, roundSumsOf } from '../games/queries';
import { membersOrdersPage, membersTracesPage, settledOrderSumsOf } from '../lottery/member-queries';
import { paidOutTo } from '../withdraw/queries';
import type { TimeRange } from '../../db/ranges';
import { addMinor, fromMinorUnits, minorUnits, type MinorUnits, subtractMinor, sumMinor } from '../../../rules/money';
import { lotteryNameOf, playNameOf } from '../lottery/lotteries';
import { balancesAcrossWalletsOf, depositsOf } from '../wallet/ledger';
import type { UserId } from '../../db/ids';

const DEFAULT_DAYS = 7;

export interface RangeQuery {
  startDate?: string;
  endDate?: string;
}

const dayStartOf = (date: string): number => {
  const ms = beijingDayStartOf(date);
  if (Number.isNaN(ms)) fail('teamDateOrder');
  return ms;
};

export function teamRangeOf(query: RangeQuery, now: number): TimeRange {
  const today = beijingDayStart(now);
  const from = query.startDate ? dayStartOf(query.startDate) : today - (DEFAULT_DAYS - 1) * DAY_MS;
  const to = (query.endDate ? dayStartOf(query.endDate) : today) + DAY_MS;
  if (from >= to) fail('teamDateOrder');
  if (to - from > TEAM_MAX_RANGE_DAYS * DAY_MS) fail('teamDateRange');
  return { from, to };
}

/** Bets of one user on one Beijing day from one source (the lottery, or a game platform's record tab). */
export interface ActivityRow {
  userId: UserId;
  /** Start of the Beijing day, epoch ms. */
  day: number;
  source: string;
  count: number;
  bet: MinorUnits;
  win: MinorUnits;
  rebate: MinorUnits;
}

const recordTabOf = (platform: string) => platformOf(platform)?.recordTab ?? platform;

/**
 * The given users' settled lottery orders (by the time they were placed: settledOrderSumsOf says what counts) and
 * game rounds within the range, summed per user, day and source. Profit (win + rebate − bet) is what the
 * member's balance moved.
 */
export async function activityOf(db: Db, ids: readonly UserId[], range: TimeRange): Promise<ActivityRow[]> {
  const lottery = await settledOrderSumsOf(db, ids, range, 'placed');
  const games = await roundSumsOf(db, ids, range);
  return [
    ...lottery.map((r) => ({ ...r, source: 'lottery' })),
    ...games.map((r) => ({
      userId: r.userId,
      day: r.day,
      source: recordTabOf(r.platform),
      count: r.count,
      bet: r.stake,
      win: r.payout,
      rebate: minorUnits(0),
    })),
  ];
}

const dateOf = (dayStart: number) => formatBeijing(dayStart).slice(0, 10);
const sourceMatches = (type: string) => (row: ActivityRow) => type === 'allyk' || row.source === type;

interface Sums {
  count: number;
  bet: MinorUnits;
  win: MinorUnits;
  rebate: MinorUnits;
}
const zero = (): Sums => ({ count: 0, bet: minorUnits(0), win: minorUnits(0), rebate: minorUnits(0) });
function add(into: Sums, row: Sums): Sums {
  into.count += row.count;
  into.bet = addMinor(into.bet, row.bet);
  into.win = addMinor(into.win, row.win);
  into.rebate = addMinor(into.rebate, row.rebate);
  return into;
}
/** Activity rows summed. */
export const totalOf = (rows: readonly Sums[]): Sums => rows.reduce(add, zero());
/** What came back (prizes and rebates) minus what was staked. */
export const profitOf = (s: Sums): MinorUnits => subtractMinor(addMinor(s.win, s.rebate), s.bet);
/** Profit from the members' side: what came back minus what was staked. */
const rowOf = (key: string, s: Sums): ProfitRow => ({
  key,
  count: s.count,
  bet: fromMinorUnits(s.bet),
  win: fromMinorUnits(s.win),
  rebate: fromMinorUnits(s.rebate),
  profit: fromMinorUnits(profitOf(s)),
});

export async function teamSummary(db: Db, userId: UserId, query: RangeQuery, now: number): Promise<TeamSummary> {
  const range = teamRangeOf(query, now);
  const team = await teamTreeOf(db, userId);
  const ids = team.map((m) => m.id);
  const activity = await activityOf(db, ids, range);
  const lottery = activity.filter((r) => r.source === 'lottery').reduce(add, zero());
  const games = activity.filter((r) => r.source !== 'lottery').reduce(add, zero());
  const balances = await balancesAcrossWalletsOf(db, ids);
  return {
    teamSize: team.length - 1,
    directCount: team.filter((m) => m.depth === 1).length,
    newMembers: team.filter((m) => m.depth > 0 && m.createdAt >= range.from && m.createdAt < range.to).length,
    activeMembers: new Set(activity.map((r) => r.userId)).size,
    balance: fromMinorUnits(sumMinor(balances.values())),
    lotteryBet: fromMinorUnits(lottery.bet),
    lotteryWin: fromMinorUnits(lottery.win),
    rebate: fromMinorUnits(lottery.rebate),
    gameBet: fromMinorUnits(games.bet),
    gamePayout: fromMinorUnits(games.win),
    deposit: fromMinorUnits(await depositsOf(db, ids, range)),
    withdraw: fromMinorUnits(await paidOutTo(db, ids, range)),
    profit: fromMinorUnits(addMinor(profitOf(lottery), profitOf(games))),
  };
}

/** A profit report's type: one of the list (a type with no rounds here sums to nothing), else 7202. */
function checkType(type: string): void {
  if (!isTeamReportType(type, 'profit')) fail('teamReportType');
}

/** Sums activity rows by a key, in the order the keys first appear. */
function groupRows(rows: readonly ActivityRow[], keyOf: (row: ActivityRow) => string): ProfitReport {
  const groups = new Map<string, Sums>();
  const total = zero();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, add(groups.get(key) ?? zero(), row));
    add(total, row);
  }
  return { list: [...groups].map(([key, s]) => rowOf(key, s)), total: rowOf('合计', total) };
}

/**
 * teamyk (by member: one row per member who played, the caller included, in tree order) and
 * dayyk (by day, newest first). `username` narrows to one member of the tree.
 */
export async function profitReport(
  db: Db,
  userId: UserId,
  query: RangeQuery & { type: string; by?: 'member' | 'day'; username?: string },
  now: number,
): Promise<ProfitReport> {
  checkType(query.type);
  const range = teamRangeOf(query, now);
  let team = await teamTreeOf(db, userId);
  const name = query.username?.trim();
  if (name) {
    team = team.filter((m) => m.username.toLowerCase() === name.toLowerCase());
    if (team.length === 0) fail('teamNotMember');
  }
  const rows = (
    await activityOf(
      db,
      team.map((m) => m.id),
      range,
    )
  ).filter(sourceMatches(query.type));
  if (query.by === 'day')
    return groupRows(
      [...rows].sort((a, b) => b.day - a.day),
      (r) => dateOf(r.day),
    );
  const order = new Map(team.map((m, i) => [m.id, i]));
  const nameOf = new Map(team.map((m) => [m.id, m.username]));
  return groupRows(
    [...rows].sort((a, b) => order.get(a.userId)! - order.get(b.userId)!),
    (r) => nameOf.get(r.userId)!,
  );
}

/** The member center's 盈亏统计: the caller's own rows per day (every user type). */
export async function myProfit(db: Db, userId: UserId, query: RangeQuery & { type?: string }, now: number): Promise<ProfitReport> {
  const type = query.type || 'allyk';
  checkType(type);
  const range = teamRangeOf(query, now);
  const rows = (await activityOf(db, [userId], range)).filter(sourceMatches(type));
  return groupRows(
    [...rows].sort((a, b) => b.day - a.day),
    (r) => dateOf(r.day),
  );
}

function narrowTo(team: TeamMember[], username: string | undefined): TeamMember[] {
  const name = username?.trim();
  if (!name) return team.filter((m) => m.depth > 0);
  const found = team.filter((m) => m.depth > 0 && m.username.toLowerCase() === name.toLowerCase());
  if (found.length === 0) fail('teamNotMember');
  return found;
}

/** Downline bets (the caller's own are in the member center), chases or one game platform's rounds, newest first. */
export async function teamBets(
  db: Db,
  userId: UserId,
  query: RangeQuery & { type: string; username?: string; page?: number; pageSize?: number },
  now: number,
): Promise<{ list: TeamBet[]; total: number }> {
  const range = teamRangeOf(query, now);
  const members = narrowTo(await teamTreeOf(db, userId), query.username);
  const ids = members.map((m) => m.id);
  const nameOf = new Map(members.map((m) => [m.id, m.username]));
  const limit = query.pageSize ?? 20;
  const offset = ((query.page ?? 1) - 1) * limit;
  if (!isTeamReportType(query.type, 'bets')) fail('teamReportType');
  if (ids.length === 0) return { list: [], total: 0 };
  const platform = gamePlatforms.find((p) => p.recordTab === query.type);
  if (platform) {
    const { total, rows: rounds } = await membersRoundsPage(db, ids, platform.code, range, { limit, offset });
    return {
      total,
      list: rounds.map((r) => ({
        id: `G${r.id}`,
        username: nameOf.get(r.user_id)!,
        lotteryName: platform.name,
        issue: gameOf(r.game_code)?.cn ?? r.game_code,
        methodName: r.choice,
        amount: fromMinorUnits(r.stake),
        awardMoney: fromMinorUnits(r.payout),
        status: '已结算',
        time: formatBeijing(r.created_at),
      })),
    };
  }
  if (query.type === 'trace') {
    const { total, rows: traces } = await membersTracesPage(db, ids, range, { limit, offset });
    return {
      total,
      list: traces.map((t) => ({
        id: t.trace_no,
        username: nameOf.get(t.user_id)!,
        lotteryName: lotteryNameOf(t.lottery),
        issue: `共${t.issue_count}期`,
        methodName: playNameOf(t.lottery, t.method),
        amount: fromMinorUnits(t.total_money),
        awardMoney: '0',
        status: t.status === 0 ? '进行中' : t.status === 1 ? '已完成' : '已撤单',
        time: formatBeijing(t.created_at),
      })),
    };
  }
  // A game type whose platform does not run here has no rounds.
  if (query.type !== 'lottery') return { list: [], total: 0 };
  const { total, rows: orders } = await membersOrdersPage(db, ids, range, { limit, offset });
  return {
    total,
    list: orders.map((o) => ({
      id: o.order_no,
      username: nameOf.get(o.user_id)!,
      lotteryName: lotteryNameOf(o.lottery),
      issue: o.issue_no,
      methodName: playNameOf(o.lottery, o.method),
      amount: fromMinorUnits(o.amount),
      // what came back, as the member's own records show it: a prize, or a tied stake refunded (和局退款)
      awardMoney: fromMinorUnits(o.status === ORDER_STATUS.won || o.status === ORDER_STATUS.refunded ? o.award : minorUnits(0)),
      status: orderStatusLabels[o.status] ?? '',
      time: formatBeijing(o.created_at),
    })),
  };
}

/** teamgrow: by day (new and active members per day, newest first) or by team (per direct downline's tree). */
export async function teamGrow(db: Db, userId: UserId, query: RangeQuery & { by: 'team' | 'day' }, now: number): Promise<{ list: GrowRow[] }> {
  const range = teamRangeOf(query, now);
  const team = await teamTreeOf(db, userId);
  const activity = await activityOf(
    db,
    team.map((m) => m.id),
    range,
  );
  const isNew = (m: TeamMember) => m.depth > 0 && m.createdAt >= range.from && m.createdAt < range.to;
  if (query.by === 'day') {
    const list: GrowRow[] = [];
    for (let day = range.to - DAY_MS; day >= range.from; day -= DAY_MS) {
      list.push({
        key: dateOf(day),
        newMembers: team.filter((m) => isNew(m) && beijingDayStart(m.createdAt) === day).length,
        activeMembers: new Set(activity.filter((r) => r.day === day).map((r) => r.userId)).size,
        teamSize: 0,
      });
    }
    return { list };
  }
  // Each direct downline's subtree, found by walking parents up to depth 1.
  const byId = new Map(team.map((m) => [m.id, m]));
  const branchOf = (m: TeamMember): number => {
    let current = m;
    while (current.depth > 1) current = byId.get(current.parentId!)!;
    return current.id;
  };
  const active = new Set(activity.map((r) => r.userId));
  return {
    list: team
      .filter((m) => m.depth === 1)
      .map((direct) => {
        const branch = team.filter((m) => m.depth > 0 && branchOf(m) === direct.id);
        return {
          key: direct.username,
          newMembers: branch.filter(isNew).length,
          activeMembers: branch.filter((m) => active.has(m.id)).length,
          teamSize: branch.length,
        };
      }),
  };
}

/** getThirdGameType: the report types (the team's tabs), asked by an agent. */
export const reportTypes = (_agent: SessionUser) => [...teamReportTypes];
