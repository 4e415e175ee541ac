// What a build is made from, as one SHA-256 of every input file's path and content (files and folders under `root`;
// names starting with a dot inside a folder are skipped). scripts/build.mjs and the visual tests' Ladle build keep it
// in a stamp, and build again only when it changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !d.name.startsWith('.'))
    .flatMap((d) => listFiles(root, path.join(entry, d.name)));
}

export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => listFiles(root, entry)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}
