import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getLiveSupportUrl: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { contentEndpoints } = await import('../../../../contract/content');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[contentEndpoints.liveSupportUrl, async () => ({ url: await api.getLiveSupportUrl() })]]);
});

const { clearToasts, getToasts } = await import('../../../../design-system/lib/toast-store');
const { CUSTOMER_SERVICE_UNAVAILABLE, openCustomerService } = await import('../../../../app/shell/customer-service');
const { customerServiceState } = await import('../../../../app/stores/customer-service-store');

const open = vi.fn();
vi.stubGlobal('window', { open });

afterEach(() => {
  open.mockReset();
  clearToasts();
});

describe('customer-service button', () => {
  it('says the service is unavailable when the server gives no URL', async () => {
    api.getLiveSupportUrl.mockRejectedValueOnce(new Error('请求错误'));
    openCustomerService();
    await vi.waitFor(() => expect(getToasts().map((t) => t.message)).toContain(CUSTOMER_SERVICE_UNAVAILABLE));
    expect(open).not.toHaveBeenCalled();
  });

  it('fetches the URL when missing, then opens the loaded URL at once', async () => {
    api.getLiveSupportUrl.mockClear();
    api.getLiveSupportUrl.mockResolvedValueOnce('http://127.0.0.1:4321/support');
    openCustomerService();
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('http://127.0.0.1:4321/support', '_blank', 'noopener'));
    expect(customerServiceState.url).toBe('http://127.0.0.1:4321/support');
    openCustomerService();
    expect(open).toHaveBeenCalledTimes(2);
    expect(api.getLiveSupportUrl).toHaveBeenCalledTimes(1);
  });
});
