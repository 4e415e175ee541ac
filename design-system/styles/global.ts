import { globalCss } from '../stitches.config';
import { linkHoverLook, linkLook } from '../components/TextLink';
import { darkTheme } from '../themes';

/** Base document styles: box sizing, Chinese-first font stack, theme surfaces. Stories use these. */
export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { colorScheme: 'light' },
  [`html.${darkTheme.className}`]: { colorScheme: 'dark' },
  body: {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$2',
    lineHeight: '$2',
    color: '$text',
    backgroundColor: '$bg',
    WebkitFontSmoothing: 'antialiased',
  },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  // Every link has the design system's look in both themes (never the browser's blue and purple); `:where` keeps
  // the rule at zero specificity, so any styled link (menus, tabs, the header) wins over it.
  ':where(a)': linkLook,
  ':where(a:hover)': linkHoverLook,
  ':where(a:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
});

/** The app's pages: never narrower than 1200 px; below that the page scrolls. */
export const appPageStyles = globalCss({
  body: { minWidth: '$page' },
});
