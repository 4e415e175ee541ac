/**
 * The team-center menu from the server (one cached read per session): fetched only for user types with
 * a team center (not 0 or 10); entries with a path and `show` set are listed, one with a new id is
 * highlighted until opened. Shown by the header's 管理中心 and the team page.
 */
import { useQuery } from '@tanstack/react-query';
import { contentEndpoints, type TeamCenter, type TeamMenuEntry } from '../../contract/content';
import { queryClient } from '../lib/query-client';
import { useUserInfo } from '../stores/user-info';
import { rulesOf } from '../stores/user-rules';
import { endpointSource, readOptions } from './queries';

export interface TeamMenuItem {
  key: string;
  title: string;
  section: string;
  type: string;
  isNew: boolean;
  /** The sub-types the server lets the user open (undefined: a report section, typed by getThirdGameType). */
  subTypes?: ReadonlyArray<{ path: string; title: string }>;
}
export type TeamMenuLine = TeamMenuItem | { key: string; divider: true };
/** An entry as a valtio snapshot gives it (read-only all the way down). */
type EntryView = Readonly<Omit<TeamMenuEntry, 'subTypes'>> & { readonly subTypes?: ReadonlyArray<Readonly<{ path: string; title: string }>> };

export const teamCenterRead = () => readOptions(endpointSource(contentEndpoints.teamCenter), {}, { staleTime: Infinity });

const hasTeamCenter = (userType: number | undefined) => userType !== undefined && rulesOf(userType).team;

/** The menu in a screen (`data`, `error`, `refetch` for the 重试); never asked for types without a team center. */
export function useTeamCenter() {
  const user = useUserInfo();
  return useQuery({ ...teamCenterRead(), enabled: hasTeamCenter(user?.userType) });
}

/** Asks for the menu again (one call at a time); resolves null for types without a team center, rejects on failure. */
export function refreshTeamCenter(userType: number | undefined): Promise<TeamCenter | null> {
  if (!hasTeamCenter(userType)) return Promise.resolve(null);
  return queryClient.fetchQuery({ ...teamCenterRead(), staleTime: 0 });
}

/** The cached menu's entries ([] before it answered). */
export const cachedTeamEntries = (): readonly TeamMenuEntry[] => queryClient.getQueryData(teamCenterRead().queryKey)?.list ?? [];

/** The entries to list: a path and show set; highlighted while a new id is set. */
export function visibleTeamEntries(entries: readonly EntryView[]): TeamMenuItem[] {
  return teamMenuLines(entries).filter((line): line is TeamMenuItem => !('divider' in line));
}

/** The menu as the server sends it: its entries and the divider items between groups (none first, last or twice). */
export function teamMenuLines(entries: readonly EntryView[]): TeamMenuLine[] {
  const lines: TeamMenuLine[] = [];
  entries.forEach((e, i) => {
    if (e.divider === 1) {
      if (lines.length > 0 && !('divider' in lines.at(-1)!)) lines.push({ key: `divider-${i}`, divider: true });
      return;
    }
    if (!e.path || e.show !== 1) return;
    lines.push({
      key: `${e.path}-${e.paramPath}`,
      title: e.title,
      section: e.path,
      type: e.paramPath || e.path,
      isNew: e.newId !== 0,
      ...(e.subTypes ? { subTypes: e.subTypes } : {}),
    });
  });
  if (lines.length > 0 && 'divider' in lines.at(-1)!) lines.pop();
  return lines;
}

/** Opening a highlighted entry: clearing firstTime also clears newId (the entry is no longer highlighted). */
export function clearFirstTime(path: string): void {
  queryClient.setQueryData(teamCenterRead().queryKey, (center) =>
    center ? { ...center, list: center.list.map((entry) => (entry.path === path ? { ...entry, firstTime: '', newId: 0 } : entry)) } : center,
  );
}
