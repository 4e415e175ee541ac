/**
 * Where a store's load stands, so a screen can tell "nothing there" (ready, empty) from "could not
 * ask" (error, with the HTTP client's message and a retry) instead of showing a failure as an empty list.
 */
import { errorText } from './http';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LoadState {
  status: LoadStatus;
  /** The HTTP client's message when `status` is 'error'; '' otherwise. */
  error: string;
}

export const idleLoad = (): LoadState => ({ status: 'idle', error: '' });

/** The latest run of each load: an older answer arriving late does not overwrite a newer status. */
const latestRun = new WeakMap<LoadState, number>();
let runs = 0;

/**
 * Runs `request`, hands its answer to `apply` and records 'loading' → 'ready', or 'error' with the
 * message. Resolves true when the request succeeded (the caller decides about retries).
 */
export async function trackLoad<T>(load: LoadState, request: () => Promise<T>, apply: (value: T) => void): Promise<boolean> {
  const run = ++runs;
  latestRun.set(load, run);
  load.status = 'loading';
  try {
    const value = await request();
    if (latestRun.get(load) !== run) return true;
    apply(value);
    load.status = 'ready';
    load.error = '';
    return true;
  } catch (error) {
    if (latestRun.get(load) !== run) return false;
    load.status = 'error';
    load.error = errorText(error);
    return false;
  }
}
