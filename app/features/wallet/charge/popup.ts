/**
 * Cashier pages open in a new window (866x600). A window opened after an answer arrives is
 * blocked by browsers, so the click opens an empty one at once and the answer sends it on.
 */
const features = 'width=866,height=600,noopener=no';

export function openCashier(url: string): void {
  window.open(url, '_blank', features);
}

/** Opens the window in the click; `go(url)` sends it on, `close()` drops it when the call fails. */
export function reserveCashier(): { go(url: string): void; close(): void } {
  const popup = window.open('', '_blank', features);
  return {
    go(url) {
      if (popup && !popup.closed) popup.location.href = url;
      else openCashier(url);
    },
    close() {
      popup?.close();
    },
  };
}

/** One id per submitted form: a retried request answers the first order instead of making another. */
export { newRequestId } from '../../../lib/request-id';
