import { toast } from '../../design-system';
import { customerServiceState, loadLiveSupportUrl } from '../stores/customer-service-store';

/** Shown when the server gave no live-support URL (only a code 0 answer carries one). */
export const CUSTOMER_SERVICE_UNAVAILABLE = '在线客服暂未开通，请稍后再试';

/** Opens the live-support URL in a new tab (loaded at start-up; fetched now if it is missing). */
export function openCustomerService(url: string | null = customerServiceState.url): void {
  if (url) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  void loadLiveSupportUrl().then((loaded) => {
    if (loaded) window.open(loaded, '_blank', 'noopener');
    else toast.info(CUSTOMER_SERVICE_UNAVAILABLE);
  });
}
