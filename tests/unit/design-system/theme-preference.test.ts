import { describe, expect, it } from 'vitest';
import { isThemeName, nextTheme, readThemePreference, themeStorageKey, writeThemePreference } from '../../../design-system/theme-preference';
import type { ThemeStorage } from '../../../design-system/theme-preference';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const throwing: ThemeStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('theme preference', () => {
  it('defaults to red when nothing is stored', () => {
    expect(readThemePreference(memoryStorage())).toBe('red');
    expect(readThemePreference(undefined)).toBe('red');
  });
  it('reads the stored theme under the key "theme"', () => {
    expect(themeStorageKey).toBe('theme');
    expect(readThemePreference(memoryStorage({ theme: 'dark' }))).toBe('dark');
  });
  it('ignores an unknown stored value', () => {
    expect(readThemePreference(memoryStorage({ theme: 'blue' }))).toBe('red');
  });
  it('persists the choice when written', () => {
    const storage = memoryStorage();
    expect(writeThemePreference(storage, 'dark')).toBe(true);
    expect(storage.data.theme).toBe('dark');
    expect(readThemePreference(storage)).toBe('dark');
  });
  it('falls back without throwing when storage refuses', () => {
    expect(readThemePreference(throwing)).toBe('red');
    expect(writeThemePreference(throwing, 'dark')).toBe(false);
    expect(writeThemePreference(undefined, 'dark')).toBe(false);
  });
  it('toggles between the two themes', () => {
    expect(nextTheme('red')).toBe('dark');
    expect(nextTheme('dark')).toBe('red');
    expect(isThemeName('dark')).toBe(true);
    expect(isThemeName('light')).toBe(false);
  });
});
