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

const retryListeners = new Set<() => void>();

/**
 * Registers how to try a failed import again (a lazy component replaces its failed lazy: React keeps
 * a rejected one for good). Called by `retryChunks`, which an error boundary's 重试 runs after a chunk
 * error, before it renders its children again; not at the failure itself, or React's own retries would
 * import again and again. Returns the unsubscribe.
 */
export function onChunkRetry(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => {
    retryListeners.delete(listener);
  };
}

export function retryChunks(): void {
  for (const listener of retryListeners) listener();
}
