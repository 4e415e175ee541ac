import { globalCss } from '../stitches.config';
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
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
});

/** The app's pages: never narrower than 1200 px; below that the page scrolls. */
export const appPageStyles = globalCss({
  body: { minWidth: '$page' },
});
