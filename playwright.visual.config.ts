import { defineConfig, devices } from '@playwright/test';
import { ensureLadleBuild } from './tests/support/ladle-build';

// Build the stories once, in the runner process only (workers load this file too and have
// TEST_WORKER_INDEX set), and only when their sources changed since the build in build-ladle/.
// The test file reads build-ladle/meta.json to list the stories. Set LADLE_PREBUILT=1 to use the
// build there as it is.
if (!process.env.TEST_WORKER_INDEX && !process.env.LADLE_PREBUILT) {
  ensureLadleBuild();
  process.env.LADLE_PREBUILT = '1';
}

const port = Number(process.env.LADLE_PORT ?? 61100);
// The visual test file's worker-scoped page reads it (worker fixtures do not get `use.baseURL`).
process.env.LADLE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/visual',
  outputDir: 'test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/visual' }]],
  timeout: 30_000,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 } }],
  webServer: {
    command: `node tests/support/serve-ladle.mjs build-ladle ${port}`,
    url: `http://127.0.0.1:${port}/meta.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
