import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// Every Ladle story, in both themes: a screenshot compared with the committed baseline, and an axe run
// that must find no serious or critical violation. The list comes from the build's meta.json
// (playwright.visual.config.ts builds Ladle before this file is loaded).

interface StoryMeta {
  /** Screenshot the whole viewport (dialogs, toasts, notifications) instead of the story's box. */
  viewport?: boolean;
  /** Leave the story out of the screenshot comparison (still checked by axe). */
  skipScreenshot?: boolean;
}

interface MetaJson {
  stories: Record<string, { name: string; levels: string[]; meta?: StoryMeta }>;
}

const meta = JSON.parse(readFileSync(path.resolve('build-ladle/meta.json'), 'utf8')) as MetaJson;
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const themes = [
  { name: 'red', ladle: 'light' },
  { name: 'dark', ladle: 'dark' },
] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    // The story root plus anything rendered into portals (dialogs, toasts); Ladle's own frame is not ours.
    const result = await axe.run(
      { include: [['#ds-story-root'], ['[data-ds-portal]']] },
      { resultTypes: ['violations'] },
    );
    return result.violations;
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const [id, story] of Object.entries(meta.stories)) {
  const storyMeta = story.meta ?? {};
  for (const theme of themes) {
    test(`${id} (${theme.name})`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __DS_PIN_FONTS__: boolean }).__DS_PIN_FONTS__ = true;
      });
      await page.goto(`/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme.ladle}`);
      await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('data-ds-theme', theme.name);
      await page.evaluate(() => document.fonts.ready);

      if (!storyMeta.skipScreenshot) {
        const name = `${id}--${theme.name}.png`;
        if (storyMeta.viewport) await expect(page).toHaveScreenshot(name);
        else await expect(page.locator('#ds-story-root')).toHaveScreenshot(name);
      }

      const violations = await seriousViolations(page);
      expect(
        violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
      ).toEqual([]);
    });
  }
}
