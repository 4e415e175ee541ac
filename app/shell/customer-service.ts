import { toast } from '../../design-system';

/**
 * The live-support URL comes from the server (spec 1 §7: "code 0 gives url"); contract/paths.ts
 * has no path for it yet, so the button says the service is not available.
 */
export const CUSTOMER_SERVICE_UNAVAILABLE = '在线客服暂未开通，请稍后再试';

export function openCustomerService(url: string | null = null): void {
  if (url) window.open(url, '_blank', 'noopener');
  else toast.info(CUSTOMER_SERVICE_UNAVAILABLE);
}
