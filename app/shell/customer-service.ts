/**
 * The live-support URL (only a code 0 answer carries one): a cached read, asked at log-in so that a
 * click opens it at once (a new tab opened later than the click would be blocked); a failed one is
 * asked again at the next click.
 */
import { contentEndpoints } from '../../contract/content';
import { toast } from '../../design-system';
import { queryClient } from '../lib/query-client';
import { endpointSource, readOptions } from '../shared/queries';

/** Shown when the server gave no live-support URL. */
export const CUSTOMER_SERVICE_UNAVAILABLE = '在线客服暂未开通，请稍后再试';

const liveSupportRead = () => readOptions(endpointSource(contentEndpoints.liveSupportUrl), {}, { staleTime: Infinity });

/** The URL, from the cache or asked now; null when the server gave none or could not be reached. */
export function loadLiveSupportUrl(): Promise<string | null> {
  return queryClient.fetchQuery(liveSupportRead()).then(
    ({ url }) => url || null,
    () => null,
  );
}

/** Opens the live-support URL in a new tab (fetched now if it is not cached yet). */
export function openCustomerService(): void {
  const url = queryClient.getQueryData(liveSupportRead().queryKey)?.url;
  if (url) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  void loadLiveSupportUrl().then((loaded) => {
    if (loaded) window.open(loaded, '_blank', 'noopener');
    else toast.info(CUSTOMER_SERVICE_UNAVAILABLE);
  });
}
