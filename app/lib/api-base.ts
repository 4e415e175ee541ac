/**
 * The line the app talks to: '' = this page's origin (the default), else another line's base
 * URL chosen on the speed test (/speed). Kept in local storage so it survives reloads; the HTTP
 * client and the socket read it for every request and connection.
 */
const STORAGE_KEY = 'sobet.apiBase';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The chosen line's base URL, '' for this origin. */
export function apiBase(): string {
  return storage()?.getItem(STORAGE_KEY) ?? '';
}

/** The line's base URL as the speed test lists it: the chosen one, or this page's origin. */
export function currentLine(): string {
  return apiBase() || (typeof location === 'undefined' ? '' : location.origin);
}

/** Switches the app to a line ('' or this page's origin = back to this origin). */
export function setApiBase(base: string): void {
  const value = typeof location !== 'undefined' && base === location.origin ? '' : base.replace(/\/+$/, '');
  if (value) storage()?.setItem(STORAGE_KEY, value);
  else storage()?.removeItem(STORAGE_KEY);
}
