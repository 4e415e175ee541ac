/**
 * The home list: latest draw and countdown of HN1FC, HN5FC, TXFFC, RDFFC, JNDSSM, RBSSM, live from the
 * socket's draw messages; the banners and the platform notices. Each is a cached read (the socket writes
 * draws into it); the one client state is which banner is shown.
 */
import { proxy } from 'valtio';
import { contentEndpoints, type AdminNotice, type Banner } from '../../../contract/content';
import { lotteryEndpoints, type DrawRecord, type IssueInfo } from '../../../contract/lottery';
import type { LotteryDrawMessage } from '../../../contract/socket';
import { call } from '../../lib/call';
import { queryClient } from '../../lib/query-client';
import { endpointSource, readOptions, type ReadSource } from '../../shared/queries';
import { pushIntoCache, refreshOnCatchUp } from '../../shared/socket-cache';

export const homeLotteries = ['HN1FC', 'HN5FC', 'TXFFC', 'RDFFC', 'JNDSSM', 'RBSSM'] as const;

export interface HomeIssue {
  issue: string;
  second: number;
  state: IssueInfo['state'];
  /** Set on every load so the countdown restarts even when `second` repeats. */
  loadedAt: number;
}

export const homeState = proxy({
  /** The banner shown (index into the banners read). */
  bannerIndex: 0,
});

const allHomeLotteries = { lottery: homeLotteries.join(',') };

/** Latest draws; asked again on each visit, then kept current by the socket. */
export const homeDrawsRead = () => readOptions(endpointSource(lotteryEndpoints.openIssue), allHomeLotteries, { staleTime: 0 });

function stamped(infos: Record<string, IssueInfo>): Record<string, HomeIssue> {
  const loadedAt = Date.now();
  return Object.fromEntries(Object.entries(infos).map(([code, info]) => [code, { issue: info.issue, second: info.second, state: info.state, loadedAt }]));
}
const issuesSource: ReadSource<{ lottery: string }, Record<string, HomeIssue>> = {
  path: lotteryEndpoints.issueInfoApp.path,
  fetch: (input, signal) => call(lotteryEndpoints.issueInfoApp, input, { signal }).then(stamped),
};
/** Issues on sale and seconds left: a countdown must not start from an old answer, so none is kept after the visit. */
export const homeIssuesRead = () => ({ ...readOptions(issuesSource, allHomeLotteries, { staleTime: 0 }), gcTime: 0 });

export const bannersRead = () => readOptions(endpointSource(contentEndpoints.banners), {});
/** Newest first. */
export const noticesRead = () => readOptions(endpointSource(contentEndpoints.notices), {});

export const cachedHomeDraws = (): Record<string, DrawRecord> => queryClient.getQueryData(homeDrawsRead().queryKey) ?? {};
export const cachedBanners = (): readonly Banner[] => queryClient.getQueryData(bannersRead().queryKey) ?? [];
export const cachedNotices = (): readonly AdminNotice[] => queryClient.getQueryData(noticesRead().queryKey) ?? [];

export function showBanner(index: number): void {
  const count = cachedBanners().length;
  if (count) homeState.bannerIndex = ((index % count) + count) % count;
}

export function isHomeLottery(code: string): boolean {
  return (homeLotteries as readonly string[]).includes(code);
}

/** The issues of some lotteries asked again (a countdown ended, a draw came) and merged into the cached read. */
export async function reloadIssues(codes: readonly string[]): Promise<void> {
  try {
    const infos = stamped(await call(lotteryEndpoints.issueInfoApp, { lottery: codes.join(',') }));
    queryClient.setQueryData(homeIssuesRead().queryKey, (issues) => (issues ? { ...issues, ...infos } : issues));
  } catch {
    // retried by the next countdown end or draw message
  }
}

/** A socket draw message: newer numbers replace the card's at once (never an older issue's); false for other lotteries. */
export function applyDraw(message: Pick<LotteryDrawMessage, 'lottery' | 'issue' | 'code'>): boolean {
  if (!isHomeLottery(message.lottery)) return false;
  queryClient.setQueryData(homeDrawsRead().queryKey, (draws) => {
    const current = draws?.[message.lottery];
    if (!draws || (current && current.issueNo > message.issue)) return draws;
    return { ...draws, [message.lottery]: { issueNo: message.issue, code: message.code } };
  });
  return true;
}

/** While home is shown: draws pushed by the socket go into the cache, then that lottery's next issue is loaded. */
export function watchHomeDraws(): () => void {
  const stopDraws = pushIntoCache('lottery_draw_message', (message) => {
    if (applyDraw(message)) void reloadIssues([message.lottery]);
  });
  // Draws pushed while the socket was away and not replayed: the board is asked for again.
  const stopCatchUp = refreshOnCatchUp(lotteryEndpoints.openIssue.path, lotteryEndpoints.issueInfoApp.path);
  return () => {
    stopDraws();
    stopCatchUp();
  };
}
