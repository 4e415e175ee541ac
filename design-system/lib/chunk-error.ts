/**
 * Whether an error means a script chunk could not be loaded: after a deploy the old page asks for
 * hashed files that are gone. rspack throws a `ChunkLoadError` ("Loading chunk 12 failed",
 * "Loading CSS chunk 12 failed"); browsers' native dynamic import fail with their own wording.
 */
const chunkMessages = [
  /Loading (CSS )?chunk [^\s]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkMessages.some((pattern) => pattern.test(error.message));
}
