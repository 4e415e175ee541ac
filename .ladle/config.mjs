/** @type {import('@ladle/react').UserConfig} */
export default {
  // The design system's stories, and those of the app's own components next to them (a feature's tiles, cards).
  stories: '{stories,app}/**/*.stories.tsx',
  outDir: 'build-ladle',
  viteConfig: '.ladle/vite.config.mjs',
  // Ladle's light/dark toggle (toolbar, `d`, or ?theme=dark) selects the red / dark theme.
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    a11y: { enabled: false },
    msw: { enabled: false },
    source: { enabled: false },
    width: { enabled: true, options: { narrow: 640, page: 1200, wide: 1280 }, defaultState: 0 },
  },
};
