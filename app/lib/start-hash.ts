/**
 * The URL hash the page was opened with. wouter ignores the hash and the first redirect drops it, so
 * the start-up keeps it here (main.tsx) for whoever acts on it later (the wallet opens the tab it
 * names), without main.js carrying that code.
 */
let startHash = '';

export function keepStartHash(hash: string): void {
  startHash = hash;
}

export function readStartHash(): string {
  return startHash;
}
