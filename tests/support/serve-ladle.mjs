// A tiny static file server for the Ladle build (the visual tests' webServer). No dependencies.
// Usage: node tests/support/serve-ladle.mjs [dir=build-ladle] [port=61100]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'build-ladle');
const port = Number(process.argv[3] ?? 61100);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function fileFor(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  try {
    const stat = statSync(candidate);
    if (stat.isFile()) return candidate;
    if (stat.isDirectory()) return fileFor(path.join(clean, 'index.html'));
  } catch {
    // fall through to the single-page fallback
  }
  return undefined;
}

createServer((req, res) => {
  const file = fileFor(req.url ?? '/') ?? path.join(root, 'index.html');
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file)
    .on('error', () => res.end())
    .pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}/`));
