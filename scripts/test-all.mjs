// `npm test`: every check of the project. Stages run side by side where the machine's cores allow (each stage declares
// the cores it keeps busy, measured: a browser stage spends much of its time waiting on the server and the page), one
// PostgreSQL and one Redis serve every stage that needs them, and the system packages are installed while the first
// stages run. Each stage's output is printed whole when it ends, so nothing interleaves; a failed stage does not stop
// the others (one run shows every failure). At the end: each stage's wall and CPU time, and the 20 slowest test files.
//
//   node scripts/test-all.mjs              every stage
//   node scripts/test-all.mjs unit pg      only these (and what they need)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const runDir = path.join(root, '.tmp', 'test-run');
fs.rmSync(runDir, { recursive: true, force: true });
fs.mkdirSync(runDir, { recursive: true });
const timingsOf = (stage) => path.join(runDir, `${stage}.timings.json`);
const vitestTimings = (stage) => `--reporter=default --reporter=json --outputFile.json=${timingsOf(stage)}`;

/**
 * `cores`: how many cores the stage keeps busy, CPU time ÷ wall time rounded (measured on 2 cores: unit 1.9, lint and
 * typecheck 1 each, pg 0.8, cluster 0.9, visual 1.0, e2e 1.2; the table at the end prints them for every run). `needs`:
 * stages that must have ended first ('services' is the shared PostgreSQL and Redis, started once 'deps' has ended).
 * A stage starts once its needs are met and its cores fit, earlier ones in the list first. The browser tests are the
 * longest stage, so they start at once; on 2 cores the one-core stages share the other core one after another beside
 * them, and unit, which needs both, runs last.
 */
const stages = [
  { name: 'deps', command: 'bash tests/support/ensure-test-deps.sh', cores: 0 },
  { name: 'e2e', command: 'npm run test:e2e -- --reporter=list,json', cores: 1, needs: ['deps'], timings: 'playwright' },
  { name: 'lint', command: 'npm run lint && npm run format:check', cores: 1 },
  { name: 'typecheck', command: 'npm run typecheck', cores: 1 },
  { name: 'pg', command: `npm run test:pg -- ${vitestTimings('pg')}`, cores: 1, needs: ['services'], timings: 'vitest' },
  { name: 'cluster', command: `npm run test:cluster -- ${vitestTimings('cluster')}`, cores: 1, needs: ['services'], timings: 'vitest' },
  { name: 'visual', command: 'npm run test:visual -- --reporter=list,json', cores: 1, needs: ['deps'], timings: 'playwright' },
  { name: 'unit', command: `npm run test:unit -- ${vitestTimings('unit')}`, cores: 2, timings: 'vitest' },
  // The production build's JavaScript per page against its budget: after e2e, whose server made the build
  // (scripts/build.mjs then finds it up to date); run alone, it builds first.
  { name: 'budget', command: 'node scripts/build.mjs && node scripts/check-bundle-budget.mjs', cores: 1, needs: ['e2e'] },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !stages.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`unknown stage ${unknown.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const wanted = chosen.length === 0 ? stages : stages.filter((s) => chosen.includes(s.name) || s.name === 'deps');
const capacity = Math.max(2, os.availableParallelism());
const started = performance.now();
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/** The shared PostgreSQL and Redis, held by tests/support/hold-services.mjs until this process ends its stdin. */
function startServices() {
  if (env.DATABASE_URL && env.REDIS_URL) return { addresses: Promise.resolve({}), stop: async () => {} };
  const child = spawn('bash', ['tests/support/ensure-postgres.sh', 'bash', 'tests/support/ensure-redis.sh', 'node', 'tests/support/hold-services.mjs'], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  const addresses = new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
    child.on('close', (code) => reject(new Error(`PostgreSQL/Redis did not start (exit ${code})`)));
  });
  return {
    addresses,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/** Runs one stage; its output goes to a log, printed whole at its end. Resolves with its result. */
function runStage(stage, extraEnv) {
  const log = path.join(runDir, `${stage.name}.log`);
  const cpuFile = path.join(runDir, `${stage.name}.cpu`);
  const out = fs.openSync(log, 'w');
  const begin = performance.now();
  // `times` prints the CPU time of the command's processes (user and system, second line) once they have ended.
  const script = `${stage.command}; code=$?; times > ${JSON.stringify(cpuFile)}; exit $code`;
  const child = spawn('bash', ['-c', script], {
    cwd: root,
    env: { ...env, ...extraEnv, ...(stage.timings === 'playwright' ? { PLAYWRIGHT_JSON_OUTPUT_FILE: timingsOf(stage.name) } : {}) },
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      fs.closeSync(out);
      const seconds = (performance.now() - begin) / 1000;
      resolve({ stage, code: code ?? (signal ? 1 : 0), seconds, cpu: cpuSeconds(cpuFile), log });
    });
  });
}

function cpuSeconds(file) {
  try {
    const children = fs.readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return children
      .split(/\s+/)
      .map((t) => /(\d+)m([\d.]+)s/.exec(t))
      .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0);
  } catch {
    return NaN;
  }
}

const results = [];
const done = new Set();
const pending = [...wanted];
let busy = 0;
const running = new Set();
let services;
const needsServices = wanted.some((s) => s.needs?.includes('services'));

const ready = (stage) => (stage.needs ?? []).every((need) => (need === 'services' ? done.has('deps') : done.has(need) || !wanted.some((s) => s.name === need)));

async function launch(stage) {
  busy += stage.cores;
  let extraEnv = {};
  if (stage.needs?.includes('services')) {
    services ??= startServices();
    // Without them (they failed to start: the message is above), the stage's own ensure scripts start its own.
    extraEnv = await services.addresses.catch(() => ({}));
  }
  const result = await runStage(stage, extraEnv);
  busy -= stage.cores;
  done.add(stage.name);
  results.push(result);
  process.stdout.write(fs.readFileSync(result.log));
  process.stdout.write(`\n${result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`}: ${stage.name} in ${result.seconds.toFixed(1)} s\n\n`);
}

/** Starts, in the order listed, every stage whose needs are met and whose cores fit (one stage always runs). */
function schedule() {
  for (const stage of [...pending]) {
    if (!ready(stage)) continue;
    if (busy > 0 && busy + stage.cores > capacity) continue;
    pending.splice(pending.indexOf(stage), 1);
    const run = launch(stage).then(() => {
      running.delete(run);
      schedule();
    });
    running.add(run);
  }
}

schedule();
while (running.size > 0) await Promise.race(running);
if (services) await services.stop();
else if (needsServices) console.error('the shared services were never started');

printSummary();
process.exit(results.every((r) => r.code === 0) && pending.length === 0 ? 0 : 1);

function printSummary() {
  const total = (performance.now() - started) / 1000;
  const rows = [...results].sort((a, b) => wanted.indexOf(a.stage) - wanted.indexOf(b.stage));
  console.log('stage        wall s   CPU s  cores  result');
  for (const r of rows) {
    const cores = r.seconds > 0 ? r.cpu / r.seconds : 0;
    console.log(
      `${r.stage.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} ${r.cpu.toFixed(1).padStart(7)} ${cores.toFixed(2).padStart(6)}  ` +
        `${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}`,
    );
  }
  for (const stage of pending) console.log(`${stage.name.padEnd(12)} not run`);
  console.log(`all stages: ${total.toFixed(1)} s wall on ${capacity} cores\n`);

  const files = rows.flatMap((r) => fileTimes(r.stage));
  files.sort((a, b) => b.seconds - a.seconds);
  console.log('slowest test files (seconds in their worker)');
  for (const f of files.slice(0, 20)) console.log(`${f.seconds.toFixed(1).padStart(7)}  ${f.stage.padEnd(8)} ${f.file}`);

  for (const r of rows) if (r.code !== 0 && r.stage.timings === 'playwright') printOutsideErrors(r.stage);
}

/**
 * A failed Playwright stage's errors that belong to no test (a worker's teardown, an error thrown
 * between tests) and the tests they kept from running: the list reporter prints them once, far up
 * the log, where a shortened log loses them.
 */
function printOutsideErrors(stage) {
  const report = stageReport(stage);
  if (!report) return;
  const notRun = playwrightTests(report)
    .filter(({ test }) => test.status === 'skipped' && test.expectedStatus !== 'skipped')
    .map(({ spec }) => `${spec.file}: ${spec.title}`);
  const errors = report.errors ?? [];
  if (!errors.length && !notRun.length) return;
  console.log(`\n${stage.name}: ${errors.length} error(s) outside any test, ${notRun.length} test(s) not run`);
  for (const error of errors) console.log((error.stack ?? error.message ?? String(error.value)).split('\n').slice(0, 25).join('\n'));
  for (const test of notRun) console.log(`  not run: ${test}`);
}

/** A stage's JSON report, or undefined when it wrote none (it failed before, or was not run). */
function stageReport(stage) {
  try {
    return JSON.parse(fs.readFileSync(timingsOf(stage.name), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every test of a Playwright JSON report with its spec, through the nested suites. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) tests.push({ spec, test });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

/** Each test file's time from a stage's JSON report: vitest's start and end of the file, Playwright's sum of its tests' runs. */
function fileTimes(stage) {
  const report = stageReport(stage);
  if (!report) return [];
  const relative = (file) => path.relative(root, path.resolve(root, file));
  if (stage.timings === 'vitest') {
    return (report.testResults ?? []).map((t) => ({ stage: stage.name, file: relative(t.name), seconds: (t.endTime - t.startTime) / 1000 }));
  }
  const perFile = new Map();
  for (const { spec, test } of playwrightTests(report))
    for (const result of test.results ?? []) perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + result.duration / 1000);
  const dir = report.config?.rootDir ?? root;
  return [...perFile].map(([file, seconds]) => ({ stage: stage.name, file: relative(path.join(dir, file)), seconds }));
}
