/**
 * `npm run bench:browser`: the client's figures in a real Chromium against the real server (a script,
 * not a test; it prints the figures):
 *  1. page loads (page-load.ts): first contentful paint, time to interactive (the end of the last long
 *     task before 5 s without one) and the JavaScript fetched (KB brotli) of /login, /index and
 *     /lottery, cold cache, CPU slowed 4×, median of 5 loads, for this checkout and, in the same run,
 *     for a baseline revision's client (BENCH_BASE, by default the last commit before the client was
 *     split into lazy chunks; `none` for no baseline), with the ratios to it;
 *  2. pasting 1,000,000 ssc entries into /lottery: time until the count shows, and the
 *     main-thread long tasks (PerformanceObserver 'longtask') meanwhile; the same for a file;
 *  3. a bet slip of 10,000 lines scrolled end to end: rows in the DOM, long tasks;
 *  4. the JavaScript /lottery loads before it is interactive (gzip), with ECharts split out
 *     (loaded only on /chart).
 * The app is built into a temporary folder and served by server/main.ts with a fresh
 * database; the baseline's client is built from its sources (git archive) and served by this
 * checkout's server (BENCH_BASE_SERVER=base: by its own); the slip uses the stand-alone harness page
 * (same LotteryPage, with a hook to append lines). BENCH_PARTS=pages,paste,slip picks the parts
 * (paste includes 4), BENCH_LOADS the loads per route, BENCH_ENTRIES and BENCH_SLIP the sizes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CPU_SLOWDOWN, demoSession, extractRevision, measurePageLoads, pageLoadTable, type ServedClient } from './page-load';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-bench-'));
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const SLIP_LINES = Number(process.env.BENCH_SLIP ?? 10_000);
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
// The last commit before the client was split into lazy chunks (one main.js of 979 KB to every page).
const BASE = process.env.BENCH_BASE ?? '2d5ea7a30a0c2680fa58f4670cb2f01045935f0d';
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pages,paste,slip').split(','));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function build(config: string | null, out: string, sources = root) {
  const args = ['build', '-o', out, ...(config ? ['-c', config] : [])];
  execFileSync(path.join(sources, 'node_modules/.bin/rspack'), args, {
    cwd: sources,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HARNESS_OUT: out },
  });
}

async function startServer(port: number, staticDir: string, sources = root) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(sources, 'server/main.ts')], {
    cwd: sources,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, `data-${port}`),
      STATIC_DIR: staticDir,
      TEST_CLOCK: '1',
      SCRYPT_N: '1024',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('平台已启动')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${log}`)));
  });
  return child;
}

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/index$/);
}

/** Starts a long-task observer in the page (its own task), returning nothing. */
async function observeLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __obs?: PerformanceObserver };
    w.__longTasks = [];
    w.__obs?.disconnect();
    w.__obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(Math.round(e.duration));
    });
    w.__obs.observe({ type: 'longtask' });
  });
}
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

/** Entries as a player would paste them: ssc five-digit numbers, one per line (many repeat: 10^5 distinct). */
async function prepareEntries(page: Page, n: number) {
  await page.evaluate((n) => {
    const parts = new Array<string>(n);
    // 48271 is prime to 10^5: every number once per 100,000 entries
    for (let i = 0; i < n; i++) parts[i] = String((i * 48271) % 100000).padStart(5, '0');
    (window as unknown as { __text: string }).__text = parts.join('\n');
  }, n);
}

async function measurePaste(page: Page) {
  await observeLongTasks(page);
  const result = await page.evaluate(
    () =>
      new Promise<{ ms: number; count: string }>((resolve) => {
        // a fresh task: the paste is the only work in it
        setTimeout(() => {
          const el = document.querySelector<HTMLTextAreaElement>('[data-testid="entry-input"]')!;
          const start = performance.now();
          const dt = new DataTransfer();
          dt.setData('text/plain', (window as unknown as { __text: string }).__text);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
          const check = () => {
            const c = document.querySelector('[data-testid="entry-count"]');
            if (c?.textContent && c.textContent !== '0') resolve({ ms: performance.now() - start, count: c.textContent });
            else if (performance.now() - start > 20_000)
              resolve({ ms: Number.NaN, count: `none: ${document.querySelector('[data-testid="entry-summary"]')?.textContent ?? 'no summary'}` });
            else requestAnimationFrame(check);
          };
          check();
        }, 50);
      }),
  );
  await page.waitForTimeout(300);
  return { ...result, longTasks: await longTasks(page) };
}

async function measureUpload(page: Page, file: string) {
  await observeLongTasks(page);
  const start = Date.now();
  await page.getByTestId('entry-file').setInputFiles(file);
  await page.getByTestId('entry-count').waitFor();
  const ms = Date.now() - start;
  await page.waitForTimeout(300);
  return { ms, count: await page.getByTestId('entry-count').textContent(), longTasks: await longTasks(page) };
}

async function measureSlip(page: Page) {
  await page.evaluate((n) => (window as unknown as { __appendBenchSlip: (n: number) => void }).__appendBenchSlip(n), SLIP_LINES);
  await page.getByTestId('bet-slip').waitFor();
  await observeLongTasks(page);
  const rows = await page.evaluate(async () => {
    const list = document.querySelector<HTMLElement>('[data-testid="bet-slip"]')!;
    let max = 0;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let y = 0; y <= list.scrollHeight; y += list.clientHeight) {
      list.scrollTop = y;
      await frame();
      max = Math.max(max, list.querySelectorAll('[data-testid="slip-line"]').length);
    }
    list.scrollTop = list.scrollHeight;
    await frame();
    const last = [...list.querySelectorAll('[data-testid="slip-line"]')].pop()?.textContent ?? '';
    return { max, last: last.slice(0, 12), total: document.querySelector('[data-testid="slip-count"]')?.textContent };
  });
  return { ...rows, longTasks: await longTasks(page) };
}

/** The initial JS of /lottery and the 1,000,000-entry paste and upload. */
async function benchBundleAndPaste(browser: Browser, appPort: number, appDir: string) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${appPort}`, viewport: { width: 1280, height: 1000 } });
  // tsx keeps function names with an __name helper the page does not have
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const page = await context.newPage();
  await login(page);
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname.slice(1));
  });
  await page.goto('/lottery', { waitUntil: 'networkidle' });
  const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(appDir, f)), { level: 9 }).length;
  const raw = (f: string) => fs.statSync(path.join(appDir, f)).size;
  const html = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const lotteryScripts = [...scripts];
  const echartsChunk = fs
    .readdirSync(appDir)
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(appDir, f), 'utf8').includes('echarts'))
    .filter((f) => !initial.includes(f));
  const chartScripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') chartScripts.add(new URL(r.url()).pathname.slice(1));
  });
  // a few drawn issues, so the chart has something to draw
  await page.request.post('/__test/clock', { data: { advanceMs: 5 * 60_000 }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  await page.goto('/chart/ssc/HN1FC', { waitUntil: 'networkidle' });
  await page
    .getByTestId('trend-charts')
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const sum = (files: string[], f: (x: string) => number) => files.reduce((s, x) => s + f(x), 0);
  console.log('\n== bundle');
  console.log(
    `initial JS of /lottery (entry scripts): ${initial.join(', ')} = ${(sum(initial, raw) / 1024).toFixed(1)} KB raw, ` +
      `${(sum(initial, gz) / 1024).toFixed(1)} KB gzip (limit 250 KB)`,
  );
  console.log(
    `all JS /lottery fetched by network idle: ${lotteryScripts.join(', ')} = ${(sum(lotteryScripts, gz) / 1024).toFixed(1)} KB gzip ` +
      '(the engine worker chunk loads after start)',
  );
  for (const f of echartsChunk)
    console.log(
      `split chunk ${f}: ${(raw(f) / 1024).toFixed(1)} KB raw, ${(gz(f) / 1024).toFixed(1)} KB gzip, ` +
        `loaded on /lottery: ${lotteryScripts.includes(f)}, on /chart: ${chartScripts.has(f)}`,
    );

  // ---------------------------------------------------------------- paste and upload 1,000,000 entries
  await page.goto('/lottery');
  if (process.env.BENCH_DEBUG) console.log('  … /lottery');
  await page.getByTestId('play-name').waitFor();
  await page.getByRole('button', { name: '单式', exact: true }).first().click();
  await page.getByTestId('entry-input').waitFor();
  const step = (what: string) => {
    if (process.env.BENCH_DEBUG) console.log(`  … ${what}`);
  };
  step('entries');
  await prepareEntries(page, ENTRIES);
  step('paste');
  if (process.env.BENCH_DEBUG) {
    page.on('console', (m) => console.log('  console:', m.type(), m.text().slice(0, 200)));
    page.on('pageerror', (e) => console.log('  pageerror:', e.message));
    page.on('crash', () => console.log('  CRASH'));
  }
  const paste = await measurePaste(page);
  console.log('\n== paste');
  console.log(`pasted ${ENTRIES.toLocaleString('en')} ssc entries (五星直选单式): count ${paste.count} shown after ${paste.ms.toFixed(0)} ms (limit 500 ms)`);
  console.log(`long tasks > 50 ms meanwhile: ${paste.longTasks.length ? paste.longTasks.join(', ') + ' ms' : 'none'}`);
  await page.getByRole('button', { name: '清空', exact: true }).first().click();
  const file = path.join(work, 'entries.txt');
  const text = await page.evaluate(() => (window as unknown as { __text: string }).__text);
  fs.writeFileSync(file, text);
  const upload = await measureUpload(page, file);
  console.log(
    `uploaded a ${(fs.statSync(file).size / 1e6).toFixed(1)} MB file of ${ENTRIES.toLocaleString('en')} entries: ` +
      `count ${upload.count} shown after ${upload.ms} ms (includes Playwright's file transfer)`,
  );
  console.log(`long tasks > 50 ms meanwhile: ${upload.longTasks.length ? upload.longTasks.join(', ') + ' ms' : 'none'}`);
  await context.close();
}

/** The 10,000-line slip on the stand-alone harness page. */
async function benchSlip(browser: Browser, harnessPort: number) {
  const harness = await browser.newContext({ baseURL: `http://127.0.0.1:${harnessPort}`, viewport: { width: 1280, height: 1000 } });
  await harness.addInitScript({ content: 'window.__name = (f) => f;' });
  const hp = await harness.newPage();
  await hp.request.post('/sso/login', { data: { cn: 'demo', password: 'demo1234' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  await hp.goto('/?page=lottery');
  await hp.getByTestId('lottery-page').waitFor();
  await hp.waitForFunction(() => typeof (window as unknown as { __appendBenchSlip?: unknown }).__appendBenchSlip === 'function');
  await hp.getByTestId('play-name').waitFor();
  const slip = await measureSlip(hp);
  console.log('\n== slip');
  console.log(`slip of ${slip.total} lines scrolled end to end: at most ${slip.max} rows in the DOM (limit 100); last row "${slip.last}…"`);
  console.log(`long tasks > 50 ms while scrolling: ${slip.longTasks.length ? slip.longTasks.join(', ') + ' ms' : 'none'}`);
}

/** First contentful paint and time to interactive of /login, /index and /lottery, against the baseline revision's client when there is one. */
async function benchPageLoads(browser: Browser, clients: ServedClient[]) {
  for (const client of clients) client.signedIn = await demoSession(browser, client.baseURL);
  const [one, five] = os.loadavg();
  console.log(`\n== page loads (cold cache, CPU ×${CPU_SLOWDOWN}, median of ${LOADS}; load average ${one!.toFixed(2)}, 5 min ${five!.toFixed(2)})`);
  const medians = await measurePageLoads(browser, clients, LOADS, process.env.BENCH_DEBUG ? (line) => console.log(`  … ${line}`) : undefined);
  for (const line of pageLoadTable(medians)) console.log(line);
  const [oneAfter, fiveAfter] = os.loadavg();
  console.log(`load average after: ${oneAfter!.toFixed(2)}, 5 min ${fiveAfter!.toFixed(2)}`);
}

async function main() {
  const appDir = path.join(work, 'dist');
  const harnessDir = path.join(work, 'harness');
  const baseSources = path.join(work, 'base');
  const baseDir = path.join(work, 'dist-base');
  console.log('building the app …');
  build(null, appDir);
  if (PARTS.has('slip')) build('tests/bench/browser-harness.config.ts', harnessDir);
  const baseCommit = PARTS.has('pages') && BASE !== 'none' ? extractRevision(root, BASE, baseSources) : null;
  if (baseCommit) {
    console.log(`building the baseline client of ${baseCommit} …`);
    build(null, baseDir, baseSources);
  }
  const servers: ChildProcess[] = [];
  const serve = async (staticDir: string, sources = root) => {
    const port = await freePort();
    servers.push(await startServer(port, staticDir, sources));
    return port;
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const appPort = await serve(appDir);
    if (PARTS.has('pages')) {
      const clients: ServedClient[] = [];
      if (baseCommit) {
        // the old client against today's server (same API), or its own with BENCH_BASE_SERVER=base
        const basePort = await serve(baseDir, process.env.BENCH_BASE_SERVER === 'base' ? baseSources : root);
        clients.push({ label: `before ${baseCommit}`, baseURL: `http://127.0.0.1:${basePort}`, distDir: baseDir });
      }
      clients.push({ label: 'this checkout', baseURL: `http://127.0.0.1:${appPort}`, distDir: appDir });
      await benchPageLoads(browser, clients);
    }
    if (PARTS.has('paste')) await benchBundleAndPaste(browser, appPort, appDir);
    if (PARTS.has('slip')) await benchSlip(browser, await serve(harnessDir));
  } finally {
    await browser.close();
    for (const s of servers) s.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
