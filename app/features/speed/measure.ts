/**
 * The line speed test: each line's round trip to its /healthz, several samples one after
 * another (no cache, a timeout each), and the lines ranked by their median, failed lines last.
 */
import { probePaths } from '../../../contract/paths';

export const SAMPLES = 4;
export const SAMPLE_TIMEOUT_MS = 5000;

export interface LineResult {
  url: string;
  /** Round trips in ms; null for a failed sample. */
  samples: Array<number | null>;
  /** Median of the answered samples; null when none answered. */
  ms: number | null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Fastest first; lines that never answered last, in their listed order. */
export function rankLines(results: readonly LineResult[]): LineResult[] {
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.ms ?? Infinity) - (b.r.ms ?? Infinity) || a.i - b.i)
    .map(({ r }) => r);
}

/** One round trip to a line's health probe (ms), or null when it fails or times out. */
export async function sampleLine(
  url: string,
  deps: { fetch: typeof fetch; now: () => number } = { fetch: (...a) => fetch(...a), now: () => performance.now() },
): Promise<number | null> {
  const started = deps.now();
  try {
    const response = await deps.fetch(`${url}${probePaths.health}?_=${Date.now()}`, {
      cache: 'no-store',
      mode: 'cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    await response.text();
    return Math.max(0, Math.round(deps.now() - started));
  } catch {
    return null;
  }
}

/** Measures every line (samples one after another per line, lines side by side) and ranks them. */
export async function measureLines(urls: readonly string[], onProgress?: (partial: LineResult[]) => void, sample = sampleLine): Promise<LineResult[]> {
  const results: LineResult[] = urls.map((url) => ({ url, samples: [], ms: null }));
  await Promise.all(
    results.map(async (result) => {
      for (let i = 0; i < SAMPLES; i++) {
        result.samples.push(await sample(result.url));
        result.ms = median(result.samples.filter((s): s is number => s !== null));
        onProgress?.(results.map((r) => ({ ...r, samples: [...r.samples] })));
      }
    }),
  );
  return rankLines(results);
}
