/**
 * The one way the app makes an idempotency key (`requestId`): 32 hex digits from the browser's
 * random source, which every endpoint taking one accepts (8-64 characters, letters and digits).
 * crypto.getRandomValues also works on a plain-http page, where crypto.randomUUID is missing.
 */
import { HttpError } from './http';

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * True when the server answered (a success, or a refusal with its reason), so the attempt is over and
 * the next one is a new change; false when no answer came (network, timeout, a 5xx) and the same key
 * must go again, so a retry of a change that did reach the server is answered once, not applied twice.
 */
export function answered(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  return error instanceof HttpError && error.httpStatus > 0 && error.httpStatus < 500;
}

/** The key of one change: the same until the server has answered it, then a new one. */
export function requestKeys() {
  let key = newRequestId();
  return {
    current: () => key,
    /** After an attempt: `error` is undefined or null on success. */
    settle(error: unknown): void {
      if (answered(error)) key = newRequestId();
    },
  };
}
export type RequestKeys = ReturnType<typeof requestKeys>;
