import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { browserStorage, readThemePreference, writeThemePreference } from '../theme-preference';
import type { ThemeStorage } from '../theme-preference';
import { themeClasses, themeNames } from '../themes';
import type { ThemeName } from '../themes';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: 'red', setTheme: () => {} });

export interface ThemeProviderProps {
  children: ReactNode;
  /** Controlled theme (Ladle, tests). Without it the provider reads and persists the stored preference. */
  theme?: ThemeName;
  /** Where the preference lives; localStorage by default. */
  storage?: ThemeStorage;
  /** The element that carries the theme class; `document.documentElement` by default so portals inherit it. */
  target?: HTMLElement;
}

/**
 * Applies the theme class to <html> (dialogs, toasts and menus rendered in portals inherit the tokens)
 * and switches it without a reload. The stored choice survives reloads.
 */
export function ThemeProvider({ children, theme: controlled, storage, target }: ThemeProviderProps) {
  const store = storage ?? browserStorage();
  const [stored, setStored] = useState<ThemeName>(() => readThemePreference(store));
  const theme = controlled ?? stored;

  useLayoutEffect(() => {
    const element = target ?? document.documentElement;
    for (const name of themeNames) element.classList.remove(themeClasses[name].className);
    element.classList.add(themeClasses[theme].className);
    element.setAttribute('data-ds-theme', theme);
  }, [theme, target]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      setStored(next);
      writeThemePreference(store, next);
    },
    [store],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and a setter that persists it. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
