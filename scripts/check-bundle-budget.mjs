/**
 * Weighs the JavaScript each page needs before its first render, in the production build (dist/),
 * as the server sends it (the brotli copies scripts/build.mjs writes), and fails when a page is over
 * its budget. A page's load is the entry chunk plus the chunk groups its first render imports at once
 * (its route's lazy screen, the query cache, the logged-in shell), as listed by the build in
 * build/client-chunks.json; a file two groups share counts once.
 *
 *   node scripts/build.mjs && node scripts/check-bundle-budget.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const manifestFile = path.join(root, 'build/client-chunks.json');

/**
 * Budgets in KB of brotli: the targets. Weighed with React 18: /login 69.8 KB (React 19's react-dom
 * alone weighed 25 KB more), /index 128.9, /lottery 157.7, the worker 36.4.
 */
const pages = [
  { page: '/login', groups: ['main', 'route-login'], budgetKb: 80 },
  { page: '/index', groups: ['main', 'route-home', 'queries', 'shell-member'], budgetKb: 150 },
  { page: '/lottery', groups: ['main', 'route-lottery', 'queries', 'shell-member'], budgetKb: 180 },
  { page: 'engine worker', groups: ['engine-worker'], budgetKb: 60 },
];

function brotliBytes(file) {
  const full = path.join(distDir, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  // Files under scripts/build.mjs's 1 KB floor are sent as they are.
  return Math.min(fs.statSync(full).size, zlib.brotliCompressSync(fs.readFileSync(full)).length);
}

if (!fs.existsSync(manifestFile)) {
  console.error(`bundle budget: ${path.relative(root, manifestFile)} is missing; run node scripts/build.mjs first`);
  process.exit(1);
}
const { groups } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
let failed = false;
for (const { page, groups: names, budgetKb } of pages) {
  const missing = names.filter((name) => !groups[name]);
  if (missing.length > 0) {
    console.error(`bundle budget: ${page}: no chunk group ${missing.join(', ')} in the build (renamed? update ${path.relative(root, import.meta.filename)})`);
    failed = true;
    continue;
  }
  const files = [...new Set(names.flatMap((name) => groups[name]))];
  const absent = files.filter((file) => !fs.existsSync(path.join(distDir, file)));
  if (absent.length > 0) {
    console.error(`bundle budget: ${absent.join(', ')} listed but not in dist/ (a stale build? run node scripts/build.mjs)`);
    failed = true;
    continue;
  }
  const kb = files.reduce((sum, file) => sum + brotliBytes(file), 0) / 1024;
  const over = kb > budgetKb;
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '} ${page.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB brotli (budget ${budgetKb} KB) in ${files.length} files`);
}
process.exit(failed ? 1 : 0);
