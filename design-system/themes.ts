import { createTheme, theme } from './stitches.config';
import { darkColors, darkShadows } from './tokens/dark';
import { redColors, redShadows } from './tokens/red';
import { pinnedFonts } from './tokens/scales';

export const themeNames = ['red', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultThemeName: ThemeName = 'red';

/** The default theme. Its class re-declares the same values so a red island can sit inside a dark page. */
export const redTheme = createTheme('red-theme', { colors: redColors, shadows: redShadows });
export const darkTheme = createTheme('dark-theme', { colors: darkColors, shadows: darkShadows });

/** What a theme object offers to apply it: the class (and its selector) that scopes its tokens. */
export interface ThemeClass {
  readonly className: string;
  readonly selector: string;
}

export const themeClasses: Readonly<Record<ThemeName, ThemeClass>> = { red: redTheme, dark: darkTheme };

/** Applied by the visual tests (and anyone who needs pixel-identical text): only fonts every CI machine has. */
export const pinnedFontTheme = createTheme('pinned-fonts', { fonts: pinnedFonts });

export { theme as tokens };
