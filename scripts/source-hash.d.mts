/** One SHA-256 of every file under `inputs` (paths relative to `root`): path and content. */
export function sourceHash(root: string, inputs: readonly string[]): string;
