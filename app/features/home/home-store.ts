/**
 * The home list: latest draw and countdown of HN1FC, HN5FC, TXFFC, RDFFC, JNDSSM,
 * RBSSM, live from the socket's draw messages; the banners and the platform notices.
 */
import { proxy } from 'valtio';
import type { AdminNotice, Banner } from '../../../contract/content';
import type { DrawRecord, IssueInfo } from '../../../contract/lottery';
import type { LotteryDrawMessage } from '../../../contract/socket';
import { idleLoad, trackLoad } from '../../lib/load-state';
import { getBanners } from './api/get-banners';
import { getIssueInfos } from '../../lib/api/get-issue-infos';
import { getNotices } from './api/get-notices';
import { getOpenIssues } from './api/get-open-issues';

export const homeLotteries = ['HN1FC', 'HN5FC', 'TXFFC', 'RDFFC', 'JNDSSM', 'RBSSM'] as const;

export interface HomeIssue {
  issue: string;
  second: number;
  state: IssueInfo['state'];
  /** Bumped on every load so the countdown restarts even when `second` repeats. */
  loadedAt: number;
}

export const homeState = proxy({
  draws: {} as Record<string, DrawRecord>,
  issues: {} as Record<string, HomeIssue>,
  drawsLoad: idleLoad(),
  banners: [] as Banner[],
  /** The banner shown (index into banners). */
  bannerIndex: 0,
  notices: [] as AdminNotice[],
  noticesLoad: idleLoad(),
});

export async function loadBanners(): Promise<void> {
  try {
    homeState.banners = await getBanners();
    if (homeState.bannerIndex >= homeState.banners.length) homeState.bannerIndex = 0;
  } catch {
    // the built-in banner stays
  }
}

export function showBanner(index: number): void {
  const count = homeState.banners.length;
  if (count) homeState.bannerIndex = ((index % count) + count) % count;
}

export async function loadNotices(): Promise<void> {
  await trackLoad(homeState.noticesLoad, getNotices, (notices) => {
    homeState.notices = notices;
  });
}

export function isHomeLottery(code: string): boolean {
  return (homeLotteries as readonly string[]).includes(code);
}

export async function loadDraws(): Promise<void> {
  await trackLoad(
    homeState.drawsLoad,
    () => getOpenIssues(homeLotteries),
    (draws) => {
      for (const [code, draw] of Object.entries(draws)) homeState.draws[code] = draw;
    },
  );
}

export async function loadIssues(codes: readonly string[] = homeLotteries): Promise<void> {
  try {
    const infos = await getIssueInfos(codes);
    const now = Date.now();
    for (const [code, info] of Object.entries(infos)) homeState.issues[code] = { issue: info.issue, second: info.second, state: info.state, loadedAt: now };
  } catch {
    // retried by the next countdown end or draw message
  }
}

/** A socket draw message: newer numbers replace the card's at once, then the next issue is loaded. */
export function applyDraw(message: Pick<LotteryDrawMessage, 'lottery' | 'issue' | 'code'>): boolean {
  if (!isHomeLottery(message.lottery)) return false;
  const current = homeState.draws[message.lottery];
  if (!current || current.issueNo <= message.issue) homeState.draws[message.lottery] = { issueNo: message.issue, code: message.code };
  return true;
}
