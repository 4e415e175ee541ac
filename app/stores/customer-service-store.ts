/** The live-support URL (only a code 0 answer carries one), loaded once per page. */
import { proxy } from 'valtio';
import { contentEndpoints } from '../../contract/content';
import { call } from '../lib/call';

export const customerServiceState = proxy({ url: null as string | null });

let pending: Promise<string | null> | null = null;

export function loadLiveSupportUrl(): Promise<string | null> {
  if (customerServiceState.url) return Promise.resolve(customerServiceState.url);
  pending ??= (async () => {
    try {
      customerServiceState.url = (await call(contentEndpoints.liveSupportUrl)).url || null;
    } catch {
      // the button says the service is unavailable
    } finally {
      pending = null;
    }
    return customerServiceState.url;
  })();
  return pending;
}
