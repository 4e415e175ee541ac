/**
 * Builds what `npm start` runs, only when its sources changed since the last build:
 * - the client: rspack (production) into dist/, then a brotli (.br) and a gzip (.gz) copy of
 *   every compressible file, which the server sends as they are to clients that accept them;
 * - the server: esbuild bundles server/main.ts and server/cluster.ts into build/server/ (packages in
 *   node_modules stay imports), so it runs on plain Node without a TypeScript loader.
 * A SHA-256 of every input file's path and content is kept in build/stamp.
 * `node scripts/build.mjs` builds when needed; `--force` always builds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sourceHash } from './source-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const buildDir = path.join(root, 'build');
const serverOut = path.join(buildDir, 'server/main.js');
const stampFile = path.join(buildDir, 'stamp');
const inputs = [
  'app',
  'design-system',
  'engine-worker',
  'contract',
  'rules',
  'server',
  'rspack.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/source-hash.mjs',
];
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|wasm)$/;
const MIN_COMPRESS_BYTES = 1024;
// Quality 10 of 11: the main bundle 144 KB in 0.6 s; 11 saves 2 KB more for 2 s of build.
const BROTLI_QUALITY = 10;

function buildClient() {
  const rspack = path.join(root, 'node_modules/.bin/rspack');
  const result = spawnSync(rspack, ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`rspack build failed (exit ${result.status ?? result.signal})`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes name.br and name.gz beside each compressible file, when smaller than the file. */
async function precompress() {
  const files = fs.readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && compressible.test(d.name));
  let before = 0;
  let after = 0;
  await Promise.all(
    files.map(async (d) => {
      const file = path.join(d.parentPath, d.name);
      const data = fs.readFileSync(file);
      if (data.length < MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
      before += data.length;
      after += br.length;
    }),
  );
  return { before, after };
}

async function buildServer() {
  const esbuild = await import('esbuild'); // loaded only when building
  await esbuild.build({
    // main.js runs one process; cluster.js forks several that each run main (start:cluster);
    // qr-worker.js is the thread that decodes uploaded images (found beside main.js: one folder).
    entryPoints: [path.join(root, 'server/main.ts'), path.join(root, 'server/cluster.ts'), path.join(root, 'server/domains/account/qr-worker.ts')],
    outdir: path.dirname(serverOut),
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const started = performance.now();
const force = process.argv.includes('--force');
const hash = sourceHash(root, inputs);
const upToDate =
  !force &&
  fs.existsSync(serverOut) &&
  fs.existsSync(path.join(distDir, 'index.html')) &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === hash;

if (upToDate) {
  console.log(`build: up to date (sources checked in ${Math.round(performance.now() - started)} ms)`);
} else {
  fs.rmSync(stampFile, { force: true });
  let step = performance.now();
  buildClient();
  const client = seconds(step);
  step = performance.now();
  const { before, after } = await precompress();
  const compress = seconds(step);
  step = performance.now();
  await buildServer();
  const server = seconds(step);
  fs.writeFileSync(stampFile, hash);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(`build: client ${client}, brotli/gzip ${compress} (${kb(before)} → ${kb(after)} br), server ${server}; total ${seconds(started)}`);
}
