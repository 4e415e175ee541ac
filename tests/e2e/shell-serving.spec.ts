import type { Page } from '@playwright/test';
import { expect, login, test, users } from '../support/e2e-app';

/**
 * Production serving, checked on the real build (scripts/build.mjs) and the real server: the app
 * runs under its content security policy without a single violation, and the bundles go out
 * compressed and cacheable for a year.
 */

/** Collects every CSP violation the page, its worker or the network reports, across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const fromConsole = (text: string) => {
    if (/Content Security Policy/i.test(text)) violations.push(text);
  };
  page.on('console', (message) => fromConsole(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => fromConsole(message.text())));
  page.on('requestfailed', (request) => {
    if (/csp/i.test(request.failure()?.errorText ?? '')) violations.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  return violations;
}

test.describe('production serving', () => {
  test('runs log-in, home, a lottery and the chart with no content security policy violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    const policy = (await page.request.get('/login')).headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");

    // A blocked script or style usually breaks the page: report the violations rather than the missing element.
    try {
      await page.goto('/login');
      await expect(page.getByLabel('用户名')).toBeVisible();
      await login(page, users.member);
      await expect(page.getByRole('listitem', { name: '河内1分彩' })).toBeVisible();
      // socket.io upgrades to a websocket on the same origin (connect-src 'self').
      await expect.poll(() => sockets.some((url) => url.includes('/onlineio'))).toBe(true);

      await page.goto('/lottery?lottery=HN1FC');
      await expect(page.getByTestId('play-name')).toBeVisible();
      await expect(page.getByRole('combobox', { name: '奖金/返点' })).not.toHaveText(/加载中/);
      // The betting engine runs in a Web Worker built by rspack (worker-src 'self').
      expect(page.workers().length).toBeGreaterThan(0);

      await page.goto('/chart/ssc/HN1FC');
      await expect(page.getByRole('table', { name: '走势表' }).or(page.getByText('暂无数据'))).toBeVisible();
      if (await page.getByRole('table', { name: '走势表' }).isVisible()) await expect(page.getByTestId('trend-charts').locator('canvas').first()).toBeVisible();
    } finally {
      expect(violations).toEqual([]);
    }
  });

  test('sends the main bundle compressed and immutable, the page revalidated, and a favicon', async ({ page }) => {
    const mainScript = page.waitForResponse((response) => /\/main\.[0-9a-f]{8}\.js$/.test(response.url()));
    const document = await page.goto('/login');
    expect(document!.headers()['cache-control']).toBe('no-cache');
    const script = await mainScript;
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = Number(script.headers()['content-length']);
    expect(compressed).toBeLessThan((await script.body()).length / 2);

    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/favicon.svg');
  });
});
