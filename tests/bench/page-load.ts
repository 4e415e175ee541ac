/**
 * Page loads for `npm run bench:browser`: first contentful paint and time to interactive of /login,
 * /index and /lottery on a cold cache with the CPU slowed 4× (Chrome DevTools protocol), and the
 * JavaScript each load fetched, for the current client and for a baseline revision built beside it.
 *
 * Time to interactive, here: the end of the last main-thread long task (≥ 50 ms, PerformanceObserver
 * 'longtask', buffered from before the page's first script) that is followed by 5 s without one, or the
 * first contentful paint when no long task comes after it. It is Lighthouse's definition without the
 * network-quiet condition (a local server answers at once).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { sessionPaths } from '../../contract/paths';

const QUIET_MS = 5_000;
export const CPU_SLOWDOWN = 4;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

export interface LoadedRoute {
  path: string;
  signedIn: boolean;
  /** The page's main control: seen after the load, or the load did not render the page it asked for. */
  shown: (page: Page) => Promise<unknown>;
}

export const loadedRoutes: LoadedRoute[] = [
  { path: '/login', signedIn: false, shown: (page) => page.getByRole('button', { name: '登录', exact: true }).waitFor() },
  { path: '/index', signedIn: true, shown: (page) => page.getByRole('banner').waitFor() },
  { path: '/lottery', signedIn: true, shown: (page) => page.getByTestId('play-name').waitFor() },
];

export interface LoadFigures {
  fcpMs: number;
  ttiMs: number;
  longTasks: number;
  jsBrotliBytes: number;
}

/** A client to load: where its server listens, its built files (to weigh what the page fetched) and a demo player's session. */
export interface ServedClient {
  label: string;
  baseURL: string;
  distDir: string;
  signedIn?: BrowserContextOptions['storageState'];
}

/**
 * Extracts a revision of the repository into dir (git archive: nothing is added to the repository's
 * worktree list), with this checkout's node_modules linked in, and returns its commit's short name.
 */
export function extractRevision(root: string, revision: string, dir: string): string {
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', `${revision}^{commit}`], { encoding: 'utf8' }).trim();
  const tar = `${dir}.tar`;
  execFileSync('git', ['-C', root, 'archive', '--format=tar', '-o', tar, commit]);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  fs.rmSync(tar);
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
  return commit;
}

/** Logs the demo player in once; every signed-in load starts from this session in a fresh context (the cache stays cold). */
export async function demoSession(browser: Browser, baseURL: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post(sessionPaths.login, { data: { appId: 5, cn: 'demo', password: 'demo1234' }, headers: xhr });
    const body = (await response.json()) as { code: number; msg?: string; data?: { userInfo: unknown } };
    if (body.code !== 0) throw new Error(`demo log-in refused: ${body.msg}`);
    const { cookies } = await context.storageState();
    // what the client keeps after its own log-in (the session store's keys)
    const localStorage = [
      { name: 'loggedIn', value: 'true' },
      { name: 'userInfo', value: JSON.stringify(body.data!.userInfo) },
    ];
    return { cookies, origins: [{ origin: new URL(baseURL).origin, localStorage }] };
  } finally {
    await context.close();
  }
}

// Runs before the page's first script; a plain string, so tsx's helpers do not enter the page.
const observeLoad = `
  window.__load = { fcp: null, longTaskEnds: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__load.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__load.longTaskEnds.push(e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

const brotliSizes = new Map<string, number>();
/** A file's size as the server sends it to a browser that takes brotli (files under 1 KB go as they are, as in the build). */
function brotliBytes(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    const data = fs.readFileSync(file);
    size = data.length < 1024 ? data.length : zlib.brotliCompressSync(data).length;
    brotliSizes.set(file, size);
  }
  return size;
}

/** One cold load of a route: a fresh context (empty cache), the CPU slowed, then the page's figures once 5 s pass without a long task. */
export async function loadOnce(browser: Browser, client: ServedClient, route: LoadedRoute): Promise<LoadFigures> {
  const context = await browser.newContext({
    baseURL: client.baseURL,
    viewport: { width: 1280, height: 1000 },
    storageState: route.signedIn ? client.signedIn : undefined,
  });
  try {
    await context.addInitScript({ content: observeLoad });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (file.endsWith('.js')) scripts.add(file.slice(1));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(route.path);
    await page.waitForFunction(
      (quietMs) => {
        const load = (window as unknown as { __load: { fcp: number | null; longTaskEnds: number[] } }).__load;
        if (load.fcp === null) return false;
        return performance.now() - Math.max(load.fcp, ...load.longTaskEnds) >= quietMs;
      },
      QUIET_MS,
      { polling: 250, timeout: 60_000 },
    );
    await route.shown(page);
    const load = await page.evaluate(() => (window as unknown as { __load: { fcp: number; longTaskEnds: number[] } }).__load);
    const longTasksAfterPaint = load.longTaskEnds.filter((end) => end > load.fcp);
    return {
      fcpMs: load.fcp,
      ttiMs: Math.max(load.fcp, ...longTasksAfterPaint),
      longTasks: load.longTaskEnds.length,
      jsBrotliBytes: [...scripts].reduce((sum, file) => sum + brotliBytes(path.join(client.distDir, file)), 0),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface RouteMedians {
  route: string;
  client: string;
  fcpMs: number;
  ttiMs: number;
  longTasks: number;
  jsKb: number;
}

/**
 * Loads every route `loads` times for each client, the clients taken in turn load by load (a machine
 * that grows busier mid-run weighs on all of them alike), and returns the medians.
 */
export async function measurePageLoads(browser: Browser, clients: ServedClient[], loads: number, onLoad?: (line: string) => void) {
  // one load each that is not counted: the browser's first page pays for starting its renderer
  for (const client of clients) await loadOnce(browser, client, loadedRoutes[0]!);
  const medians: RouteMedians[] = [];
  for (const route of loadedRoutes) {
    const figures = clients.map(() => [] as LoadFigures[]);
    for (let i = 0; i < loads; i++) {
      for (const [c, client] of clients.entries()) {
        const f = await loadOnce(browser, client, route);
        figures[c]!.push(f);
        onLoad?.(`${route.path} ${client.label} #${i + 1}: FCP ${f.fcpMs.toFixed(0)} ms, TTI ${f.ttiMs.toFixed(0)} ms, ${f.longTasks} long tasks`);
      }
    }
    for (const [c, client] of clients.entries()) {
      const of = (pick: (f: LoadFigures) => number) => median(figures[c]!.map(pick));
      medians.push({
        route: route.path,
        client: client.label,
        fcpMs: of((f) => f.fcpMs),
        ttiMs: of((f) => f.ttiMs),
        longTasks: of((f) => f.longTasks),
        jsKb: of((f) => f.jsBrotliBytes) / 1024,
      });
    }
  }
  return medians;
}

/** The medians as a table, each client after the first with its ratio to the first (the baseline). */
export function pageLoadTable(medians: RouteMedians[]): string[] {
  const cell = (text: string) => text.padStart(16);
  const lines = [['route'.padEnd(9), 'client'.padEnd(18), cell('FCP ms'), cell('TTI ms'), cell('JS KB brotli'), cell('long tasks')].join(' ')];
  for (const m of medians) {
    const base = medians.find((b) => b.route === m.route)!;
    const figure = (pick: (x: RouteMedians) => number, digits: number) =>
      cell(pick(m).toFixed(digits) + (base === m ? '' : ` (×${(pick(m) / pick(base)).toFixed(2)})`));
    lines.push(
      [m.route.padEnd(9), m.client.padEnd(18), figure((x) => x.fcpMs, 0), figure((x) => x.ttiMs, 0), figure((x) => x.jsKb, 1), cell(String(m.longTasks))].join(
        ' ',
      ),
    );
  }
  return lines;
}
