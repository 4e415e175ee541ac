/**
 * Builds the stories into build-ladle/ for the visual tests, only when their inputs changed since the
 * last build there: a SHA-256 of every input file's path and content is kept in build-ladle/.stamp
 * (as scripts/build.mjs does for the app). A failed build leaves no stamp, so the next run builds again.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourceHash } from '../../scripts/source-hash.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'build-ladle');
const stampFile = path.join(outDir, '.stamp');
// What the stories are built from: themselves, the design system and the app components they show (app/
// holds stories of its own components), Ladle's config, the packages.
const inputs = ['stories', 'design-system', 'app', '.ladle', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Returns whether it built (false: the build in build-ladle/ was already of these sources). */
export function ensureLadleBuild(): boolean {
  const hash = sourceHash(root, inputs);
  const built = fs.existsSync(path.join(outDir, 'meta.json')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
  if (built) return false;
  fs.rmSync(stampFile, { force: true });
  execSync('npx ladle build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  fs.writeFileSync(stampFile, hash);
  return true;
}
