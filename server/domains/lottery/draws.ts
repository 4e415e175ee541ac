/**
 * What the lottery screens read about lotteries and their draws: the catalogue, the issue on sale
 * with its countdown, past draws and trends, the fairness proof of a draw and a recommendation.
 */
import type { DrawProof, DrawReveal, IssueInfo, IssueTimes, LotteryCategory, Recommendation, TabConfig, TrendResult } from '../../../contract/lottery';
import { drawShapes } from '../../../engine-worker/draws/draw-shape';
import { computeTrends } from '../../../rules/trends';
import { playsOf } from '../../../engine-worker/engine';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { MAX_FAVOURITES } from '../../../contract/bet-limits';
import { fail } from '../../errors';
import { drawRules, FAIRNESS_ALGORITHM, newSeed, seedHashOf, verifyDraw } from './fairness';
import { categories, lotteries, lotteryOf, type LotteryDef } from './lotteries';
import { favouritesOf, findIssue, instantSeedOf, isPaused, issueOnSale, lastDraws, saveFavourites } from './queries';
import { durationSeconds, issuesPerDay } from './schedule';
import type { UserId } from '../../db/ids';

/** The lottery of a code (any case), or 彩种不存在. */
export function requireLottery(code: string): LotteryDef {
  const lottery = lotteryOf(code);
  if (!lottery) fail('unknownLottery');
  return lottery;
}

/** The lotteries of a comma list; 彩种不存在 for any unknown code. */
export const requireLotteries = (list: string): LotteryDef[] => list.split(',').map(requireLottery);

/** The lotteries of a comma list, or all those `fallback` keeps when the list is absent or empty. */
export function lotteriesOf(list: string | undefined, fallback: (lottery: LotteryDef) => boolean = () => true): LotteryDef[] {
  return list ? requireLotteries(list) : lotteries.filter(fallback);
}

export function lotteryCategories(): LotteryCategory[] {
  return categories.map((title) => ({
    title,
    list: lotteries
      .filter((l) => l.category === title)
      .map((l) => ({ en: l.code, cn: l.name, isHot: l.hot, isNew: l.isNew, family: l.family, durationTime: durationSeconds(l) })),
  }));
}

/** The engine's plays of the lottery, grouped by tab and sub-tab. */
export function tabConfigOf(lottery: LotteryDef): TabConfig[] {
  const tabs: TabConfig[] = [];
  for (const play of playsOf(lottery.family)) {
    let tab = tabs.find((t) => t.tab === play.tab);
    if (!tab) tabs.push((tab = { tab: play.tab, subTabConfig: [] }));
    let sub = tab.subTabConfig.find((s) => s.title === play.subTab);
    if (!sub) tab.subTabConfig.push((sub = { title: play.subTab, playWay: [] }));
    sub.playWay.push({ en: play.id, cn: play.name, chaidan: play.plate.kind === 'input', unlimited: Boolean(play.unlimited) });
  }
  return tabs;
}

/** What the issue info depends on: the issue tables, the clock, and the randomness of an instant lottery's next seed. */
export type IssueInfoDeps = Pick<ServerDeps, 'db' | 'clock' | 'entropy'>;

/** The issue on sale and its countdown; for the instant lottery, the caller's next commitment. */
export async function issueInfoOf(deps: IssueInfoDeps, lottery: LotteryDef, userId?: UserId): Promise<IssueInfo> {
  const { db, clock } = deps;
  const now = clock.now();
  const last = await lastDraws(db, lottery.code, 5);
  const base = {
    lottery: lottery.code,
    nextApp: durationSeconds(lottery),
    durationTime: durationSeconds(lottery),
    lastFive: last.map((d) => ({ issueNo: d.issue_no, code: d.code })),
    total: issuesPerDay(lottery),
    serverTime: now,
    ...(lottery.schedule.kind === 'periodic' && lottery.schedule.breakMinutes ? { breakMinutes: lottery.schedule.breakMinutes } : {}),
  };
  if (lottery.schedule.kind === 'instant') {
    const seed = newSeed(deps.entropy);
    const mine = userId ? await instantSeedOf(db, userId, { seed, seed_hash: seedHashOf(seed) }) : undefined;
    return {
      ...base,
      second: -1,
      issue: '',
      state: 0,
      sellStart: now,
      sellEnd: now,
      drawTime: now,
      seedHash: mine?.seed_hash ?? '',
      ...(mine ? { nextSeedHash: mine.seed_hash } : {}),
    };
  }
  const issue = await issueOnSale(db, lottery.code, now);
  const paused = await isPaused(db, lottery.code);
  if (!issue) return { ...base, second: paused ? -2 : -1, issue: '', state: paused ? 2 : 1, sellStart: 0, sellEnd: 0, drawTime: 0, seedHash: '' };
  const common = { issue: issue.issue_no, sellStart: issue.sale_start, sellEnd: issue.sale_close, drawTime: issue.draw_at, seedHash: issue.seed_hash };
  if (paused) return { ...base, ...common, second: -2, state: 2 };
  if (issue.sale_start > now) return { ...base, ...common, second: -1, state: 1 };
  return { ...base, ...common, second: Math.max(0, Math.ceil((issue.sale_close - now) / 1000)), state: 0 };
}

/** issueInfoApp: the issue info of each lottery named (or of all), keyed by code. */
export async function issueInfosOf(deps: IssueInfoDeps, lotteryParam: string | undefined, userId?: UserId): Promise<Record<string, IssueInfo>> {
  const result: Record<string, IssueInfo> = {};
  for (const lottery of lotteriesOf(lotteryParam)) result[lottery.code] = await issueInfoOf(deps, lottery, userId);
  return result;
}

export async function issueTimesOf(deps: IssueInfoDeps, list: string | undefined): Promise<IssueTimes> {
  const time = deps.clock.now();
  const issue: IssueTimes['issue'] = {};
  for (const lottery of lotteriesOf(list, (l) => l.schedule.kind !== 'instant')) {
    const info = await issueInfoOf(deps, lottery);
    issue[info.lottery] = { issue: info.issue, second: info.second, state: info.state };
  }
  return { time, issue };
}

/** The latest draw of each lottery ('' when none yet). */
export async function latestDraws(db: Db, list: string): Promise<Record<string, { issueNo: string; code: string }>> {
  const result: Record<string, { issueNo: string; code: string }> = {};
  for (const lottery of requireLotteries(list)) {
    const [last] = await lastDraws(db, lottery.code, 1);
    result[lottery.code] = { issueNo: last?.issue_no ?? '', code: last?.code ?? '' };
  }
  return result;
}

export async function trendOf(db: Db, lottery: LotteryDef, size: number): Promise<TrendResult> {
  const draws = await lastDraws(db, lottery.code, size);
  const rule = drawRules[lottery.family];
  const trends = computeTrends(
    draws.map((d) => d.code.split(',').map(Number)),
    drawShapes[lottery.family],
  );
  return {
    lotteryName: lottery.name,
    list: draws.map((d) => ({ issueNo: d.issue_no, code: d.code })),
    hitFrequency: trends.positions.map((row) => row.map((t) => t.hits)),
    skipFrequency: trends.positions.map((row) => row.map((t) => t.currentSkip)),
    min: rule.min,
    max: rule.max,
  };
}

/** Everything needed to recompute a draw; the seed stays secret until the issue is drawn. */
export async function drawProofOf(db: Db, lottery: LotteryDef, issueNo: string): Promise<DrawProof> {
  const issue = await findIssue(db, lottery.code, issueNo);
  if (!issue) return fail('notFound', '奖期不存在');
  const drawn = issue.state === 'drawn' && issue.code !== null;
  const check = drawn
    ? verifyDraw({ family: lottery.family, lottery: lottery.code, issue: issue.issue_no, seed: issue.seed, seedHash: issue.seed_hash, code: issue.code! })
    : undefined;
  return {
    lottery: lottery.code,
    issue: issue.issue_no,
    family: lottery.family,
    seedHash: issue.seed_hash,
    seed: drawn ? issue.seed : null,
    code: issue.code,
    recomputed: check?.recomputed ?? null,
    hashMatches: check?.hashMatches ?? false,
    codeMatches: check?.codeMatches ?? false,
    algorithm: FAIRNESS_ALGORITHM,
  };
}

/** A drawn issue's revealed seed and its published numbers; an issue not drawn yet keeps its seed secret. */
export async function drawRevealOf(db: Db, lottery: LotteryDef, issueNo: string): Promise<DrawReveal> {
  const issue = await findIssue(db, lottery.code, issueNo);
  if (!issue) return fail('notFound', '奖期不存在');
  if (issue.state !== 'drawn' || issue.code === null) return fail('issueNotDrawn');
  return {
    lottery: lottery.code,
    lotteryName: lottery.name,
    issue: issue.issue_no,
    family: lottery.family,
    seed: issue.seed,
    seedHash: issue.seed_hash,
    numbers: issue.code.split(',').map(Number),
    code: issue.code,
    drawTime: issue.draw_at,
    algorithm: FAIRNESS_ALGORITHM,
  };
}

/** Recommends the digit with the longest current omission at the first position over the last 30 draws. */
export async function recommendationOf(db: Db, lottery: LotteryDef): Promise<Recommendation> {
  const draws = await lastDraws(db, lottery.code, 30);
  let reason = '近期开奖数据不足';
  let recommend = '';
  if (draws.length > 0) {
    const trends = computeTrends(
      draws.map((d) => d.code.split(',').map(Number)),
      drawShapes[lottery.family],
    );
    const first = trends.positions[0] ?? [];
    const coldest = first.reduce((best, t) => (t.currentSkip > best.currentSkip ? t : best), first[0]!);
    if (coldest) {
      recommend = String(coldest.number);
      reason = `第一位号码 ${coldest.number} 已遗漏 ${coldest.currentSkip} 期`;
    }
  }
  return { rate: 300, recommend, reason, lotteryName: lottery.name, lottery: lottery.code };
}

/** Known lottery codes (a list, or one comma list in a string): upper case, no repeats, at most MAX_FAVOURITES. */
export function favouriteCodes(raw: string | readonly string[]): string[] {
  const list = (typeof raw === 'string' ? [raw] : raw)
    .flatMap((item) => item.split(','))
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const unknown = list.find((code) => !lotteryOf(code));
  if (unknown !== undefined) fail('unknownLottery', `彩种不存在：${unknown.slice(0, 20)}`);
  const codes = [...new Set(list)];
  if (codes.length > MAX_FAVOURITES) fail('tooManyFavourites');
  return codes;
}

/** A saved list read back: a lottery since withdrawn from the catalogue is left out. */
export const knownFavourites = (codes: readonly string[]): string[] => codes.filter((code) => lotteryOf(code));

/** The user's saved favourites still in the catalogue. */
export const favouriteList = async (db: Db, userId: UserId): Promise<string[]> => knownFavourites(await favouritesOf(db, userId));

/** Saves the user's favourites (checked by favouriteCodes); answers the saved list. */
export async function saveFavouriteList(db: Db, userId: UserId, raw: string | readonly string[]): Promise<string[]> {
  const codes = favouriteCodes(raw);
  await saveFavourites(db, userId, codes);
  return codes;
}
