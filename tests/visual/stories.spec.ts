import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// Every Ladle story, in both themes: a screenshot compared with the committed baseline, and an axe run
// that must find no serious or critical violation. The list comes from the build's meta.json
// (playwright.visual.config.ts builds Ladle before this file is loaded).

interface StoryMeta {
  /** Screenshot the whole viewport (dialogs, toasts, notifications) instead of the story's box. */
  viewport?: boolean;
  /** Leave the story out of the screenshot comparison (it changes with time); axe still checks it. */
  skipScreenshot?: boolean;
}

interface MetaJson {
  stories: Record<string, { name: string; levels: string[]; meta?: StoryMeta }>;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const meta = JSON.parse(readFileSync(path.resolve('build-ladle/meta.json'), 'utf8')) as MetaJson;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const themes = [
  { name: 'red', ladle: 'light' },
  { name: 'dark', ladle: 'dark' },
] as const;

// One page per worker: the first story loads Ladle, the next ones switch client-side (pushState +
// popstate, which Ladle's router follows), so the bundle and axe are parsed once per worker, not
// once per story. A failed test restarts the worker, and with it the page.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.LADLE_URL,
        viewport: { width: 1280, height: 900 },
        deviceScaleFactor: 1,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __DS_PIN_FONTS__: boolean }).__DS_PIN_FONTS__ = true;
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function openStory(page: Page, id: string, theme: 'light' | 'dark') {
  const search = `?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`;
  if (!page.url().startsWith('http')) {
    await page.goto(`/${search}`);
  } else {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, search);
  }
  await page.waitForFunction(
    (story) =>
      document.documentElement.hasAttribute('data-storyloaded') &&
      document.getElementById('ds-story-root')?.getAttribute('data-ds-story') === story &&
      !document.querySelector('.ladle-ring-wrapper') &&
      // a widget whose code loads after the first render (a tooltip, a menu) has arrived
      !document.querySelector('[data-ds-loading]'),
    id,
  );
  // Let effects that measure (menus, tooltips) and fonts settle.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    // The story root (menus, listboxes and tooltips render inside it) plus the portals (dialogs, toasts, notifications); Ladle's own frame is not ours.
    const result = await axe.run({ include: [['#ds-story-root'], ['[data-ds-portal]']] }, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const [id, story] of Object.entries(meta.stories)) {
  const storyMeta = story.meta ?? {};
  // A story's two themes run in one worker, one after the other: the second only switches Ladle's
  // theme, while a story new to the page loads its module and mounts (measured: about 90 ms against
  // 370 ms). Spread over the workers one test at a time, nearly every test was a new story.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    for (const theme of themes) {
      test(`${id} (${theme.name})`, async ({ storyPage: page }) => {
        await openStory(page, id, theme.ladle);
        await expect(page.locator('html')).toHaveAttribute('data-ds-theme', theme.name);

        if (!storyMeta.skipScreenshot) {
          const name = `${id}--${theme.name}.png`;
          if (storyMeta.viewport) await expect(page).toHaveScreenshot(name);
          else await expect(page.locator('#ds-story-root')).toHaveScreenshot(name);
        }

        const violations = await seriousViolations(page);
        expect(violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).toEqual([]);
      });
    }
  });
}
