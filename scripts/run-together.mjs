// Runs several npm scripts at once (`node scripts/run-together.mjs lint typecheck`): each one's
// output is held and printed whole, in the order given, once it finishes, so nothing interleaves.
// Exits 1 when any of them failed. For single-threaded checks that would leave a core idle.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const runs = scripts.map((name) => {
  const started = performance.now();
  const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ name, code: 1, output: Buffer.from(String(error)), seconds: 0 }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks), seconds: (performance.now() - started) / 1000 }));
  });
});

let failed = false;
for (const run of runs) {
  const { name, code, output, seconds } = await run;
  process.stdout.write(output);
  process.stdout.write(`${code === 0 ? 'ok' : `FAILED (exit ${code})`}: ${name} in ${seconds.toFixed(1)} s\n`);
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
