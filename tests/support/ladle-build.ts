/**
 * Builds the stories into build-ladle/ for the visual tests, only when their inputs changed since the
 * last build there: a SHA-256 of every input file's path and content is kept in build-ladle/.stamp
 * (as scripts/build.mjs does for the app). A failed build leaves no stamp, so the next run builds again.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'build-ladle');
const stampFile = path.join(outDir, '.stamp');
// What the stories are built from: themselves, the design system they show, Ladle's config, the packages.
const inputs = ['stories', 'design-system', '.ladle', 'package.json', 'package-lock.json', 'tsconfig.json'];

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !d.name.startsWith('.'))
    .flatMap((d) => listFiles(path.join(entry, d.name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** Returns whether it built (false: the build in build-ladle/ was already of these sources). */
export function ensureLadleBuild(): boolean {
  const hash = sourceHash();
  const built = fs.existsSync(path.join(outDir, 'meta.json')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
  if (built) return false;
  fs.rmSync(stampFile, { force: true });
  execSync('npx ladle build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  fs.writeFileSync(stampFile, hash);
  return true;
}
