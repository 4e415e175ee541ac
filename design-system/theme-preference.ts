import { defaultThemeName, themeNames } from './themes';
import type { ThemeName } from './themes';

/** The localStorage key that holds the chosen theme ('red' | 'dark'). */
export const themeStorageKey = 'theme';

/** The subset of Storage this module needs, so tests can pass a plain object. */
export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** The stored theme, or red when nothing (or something unknown) is stored or storage is unavailable. */
export function readThemePreference(storage: ThemeStorage | undefined): ThemeName {
  try {
    const stored = storage?.getItem(themeStorageKey);
    return isThemeName(stored) ? stored : defaultThemeName;
  } catch {
    // Storage can throw (privacy mode, sandboxed frames): fall back to the default.
    return defaultThemeName;
  }
}

/** Remembers the choice; returns false when storage refused it (the theme still applies for this visit). */
export function writeThemePreference(storage: ThemeStorage | undefined, theme: ThemeName): boolean {
  try {
    if (!storage) return false;
    storage.setItem(themeStorageKey, theme);
    return true;
  } catch {
    return false;
  }
}

export function nextTheme(theme: ThemeName): ThemeName {
  return theme === 'red' ? 'dark' : 'red';
}

/** localStorage when it exists (browser), undefined elsewhere (node, workers without it). */
export function browserStorage(): ThemeStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
