import type { GlobalProvider } from '@ladle/react';
import { useLayoutEffect } from 'react';
import { ThemeProvider } from '../design-system/components/ThemeProvider';
import { globalStyles } from '../design-system/styles/global';
import { pinnedFontTheme } from '../design-system/themes';

declare global {
  interface Window {
    /** Set by the visual tests (page.addInitScript) so text renders with fonts every CI machine has. */
    __DS_PIN_FONTS__?: boolean;
  }
}

/**
 * Every story renders inside the design-system ThemeProvider. Ladle's light theme is the red theme, its
 * dark theme ours: switch with the toolbar button, the `d` key, or open `?story=…&theme=dark`.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  globalStyles();
  useLayoutEffect(() => {
    if (window.__DS_PIN_FONTS__) document.documentElement.classList.add(pinnedFontTheme.className);
  }, []);
  return (
    <ThemeProvider theme={globalState.theme === 'dark' ? 'dark' : 'red'}>
      <div
        id="ds-story-root"
        data-ds-story={globalState.story}
        style={{ padding: 16, display: 'inline-block', minWidth: 240, background: 'var(--ds-colors-bg)', color: 'var(--ds-colors-text)' }}
      >
        {children}
      </div>
    </ThemeProvider>
  );
};
