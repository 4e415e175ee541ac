/**
 * The recommend reports and the bet-amount report, over the caller's own tree with the team
 * reports' date rules (Beijing days, both ends included, at most 31; without dates the last 7).
 * 推荐报表: one row per direct downline (the members the agent recommended) with their branch's
 * growth and play; 招商报表: per day, the direct downlines registered, their first deposits and
 * how many played; 投注额报表: each member's valid bet volume, lottery and games.
 */
import type { Db } from '../../db/client';
import { addMinor, fromMinorUnits, type MinorUnits, sumMinor } from '../../../rules/money';
import { DAY_MS, formatBeijing } from '../../../rules/beijing-time';
import { teamTreeOf, type TeamMember } from '../users/queries';
import { activityOf, profitOf, teamRangeOf, totalOf, type RangeQuery } from '../team/reports';
import { firstDepositsOf } from '../wallet/ledger';
import type { UserId } from '../../db/ids';

/** Each member id → the direct downline whose branch it is in (a direct downline maps to itself). */
function branchesOf(team: readonly TeamMember[]): Map<number, number> {
  const branch = new Map<number, number>();
  for (const m of team) {
    if (m.depth === 1) branch.set(m.id, m.id);
    else if (m.depth > 1) branch.set(m.id, branch.get(m.parentId!)!);
  }
  return branch;
}

export async function recommendReport(db: Db, userId: UserId, query: RangeQuery, now: number) {
  const range = teamRangeOf(query, now);
  const team = await teamTreeOf(db, userId);
  const branch = branchesOf(team);
  const activity = await activityOf(
    db,
    team.filter((m) => m.depth > 0).map((m) => m.id),
    range,
  );
  return {
    list: team
      .filter((m) => m.depth === 1)
      .map((direct) => {
        const members = team.filter((m) => branch.get(m.id) === direct.id);
        const rows = activity.filter((r) => branch.get(r.userId) === direct.id);
        const total = totalOf(rows);
        return {
          username: direct.username,
          createdAt: formatBeijing(direct.createdAt),
          teamSize: members.length,
          newMembers: members.filter((m) => m.createdAt >= range.from && m.createdAt < range.to).length,
          activeMembers: new Set(rows.map((r) => r.userId)).size,
          bet: fromMinorUnits(total.bet),
          profit: fromMinorUnits(profitOf(total)),
        };
      }),
  };
}

export async function recruitReport(db: Db, userId: UserId, query: RangeQuery, now: number) {
  const range = teamRangeOf(query, now);
  const direct = (await teamTreeOf(db, userId)).filter((m) => m.depth === 1);
  const ids = direct.map((m) => m.id);
  const [firsts, activity] = await Promise.all([firstDepositsOf(db, ids), activityOf(db, ids, range)]);
  const list = [];
  for (let day = range.from; day < range.to; day += DAY_MS) {
    const inDay = (at: number) => at >= day && at < day + DAY_MS;
    const deposits = firsts.filter((f) => inDay(f.at));
    list.push({
      date: formatBeijing(day).slice(0, 10),
      registered: direct.filter((m) => inDay(m.createdAt)).length,
      firstDeposits: deposits.length,
      firstDepositAmount: fromMinorUnits(sumMinor(deposits.map((f) => f.amount))),
      activeMembers: new Set(activity.filter((r) => r.day === day).map((r) => r.userId)).size,
    });
  }
  return { list: list.reverse() };
}

export async function betAmountReport(db: Db, userId: UserId, query: RangeQuery & { username?: string; page?: number; pageSize?: number }, now: number) {
  const range = teamRangeOf(query, now);
  const team = await teamTreeOf(db, userId);
  const activity = await activityOf(
    db,
    team.map((m) => m.id),
    range,
  );
  const name = query.username?.trim().toLowerCase();
  const rows = team
    .filter((m) => !name || m.username.toLowerCase().includes(name))
    .map((m) => {
      const mine = activity.filter((r) => r.userId === m.id);
      const lotteryBet = sumMinor(mine.filter((r) => r.source === 'lottery').map((r) => r.bet));
      const gameBet = sumMinor(mine.filter((r) => r.source !== 'lottery').map((r) => r.bet));
      return { username: m.username, lotteryBet, gameBet, total: addMinor(lotteryBet, gameBet), count: mine.reduce((s, r) => s + r.count, 0) };
    })
    .filter((r) => r.count > 0)
    .sort((a, b) => b.total - a.total || a.username.localeCompare(b.username));
  const limit = query.pageSize ?? 20;
  const page = rows.slice(((query.page ?? 1) - 1) * limit, (query.page ?? 1) * limit);
  const money = (r: { username: string; lotteryBet: MinorUnits; gameBet: MinorUnits; total: MinorUnits; count: number }) => ({
    username: r.username,
    lotteryBet: fromMinorUnits(r.lotteryBet),
    gameBet: fromMinorUnits(r.gameBet),
    total: fromMinorUnits(r.total),
    count: r.count,
  });
  const sum = {
    username: '合计',
    lotteryBet: sumMinor(rows.map((r) => r.lotteryBet)),
    gameBet: sumMinor(rows.map((r) => r.gameBet)),
    total: sumMinor(rows.map((r) => r.total)),
    count: rows.reduce((s, r) => s + r.count, 0),
  };
  return { list: page.map(money), total: rows.length, sum: money(sum) };
}
