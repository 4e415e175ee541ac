/**
 * The team-center menu from the server: fetched only for user
 * types with a team center (not 0 or 10); entries with a path and `show` set are listed, one with
 * a new id is highlighted.
 */
import { proxy } from 'valtio';
import type { TeamMenuEntry } from '../../contract/content';
import { getTeamCenter } from '../lib/api/get-team-center';
import { idleLoad, trackLoad } from '../lib/load-state';
import { onSessionCleared } from './session-store';
import { rulesOf } from './user-rules';

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

export const teamState = proxy({
  entries: [] as TeamMenuEntry[],
  userLevel: true,
  /** A failure keeps the entries already shown; the menu offers a retry. */
  load: idleLoad(),
});

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

/** Clearing firstTime also clears newId (the entry is no longer highlighted). */
export function clearFirstTime(path: string): void {
  for (const entry of teamState.entries)
    if (entry.path === path) {
      entry.firstTime = '';
      entry.newId = 0;
    }
}

let pending: Promise<void> | null = null;

/** Loads the menu for this user type; types without a team center are never sent to the server. */
export function loadTeamCenter(userType: number | undefined): Promise<void> {
  if (userType === undefined || !rulesOf(userType).team) {
    clearTeam();
    return Promise.resolve();
  }
  pending ??= trackLoad(teamState.load, getTeamCenter, (center) => {
    teamState.entries = center.list;
    teamState.userLevel = center.userLevel;
  }).then(() => {
    pending = null;
  });
  return pending;
}

export function clearTeam(): void {
  teamState.entries = [];
  teamState.userLevel = true;
  teamState.load = idleLoad();
}

onSessionCleared(clearTeam);
