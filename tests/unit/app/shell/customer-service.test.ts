import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getLiveSupportUrl: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { contentEndpoints } = await import('../../../../contract/content');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[contentEndpoints.liveSupportUrl, async () => ({ url: await api.getLiveSupportUrl() })]]);
});

const { clearToasts, getToasts } = await import('../../../../design-system/lib/toast-store');
const { CUSTOMER_SERVICE_UNAVAILABLE, loadLiveSupportUrl, openCustomerService } = await import('../../../../app/shell/customer-service');
const { queryClient } = await import('../../../../app/lib/query-client');
const { HttpError } = await import('../../../../app/lib/http');

const open = vi.fn();
vi.stubGlobal('window', { open });

afterEach(() => {
  open.mockReset();
  api.getLiveSupportUrl.mockReset();
  clearToasts();
  queryClient.clear();
});

/** An answer of the server without a URL (no retry: only network trouble is retried). */
const refused = () => new HttpError('请求错误', 1, 200);

describe('customer-service button', () => {
  it('says the service is unavailable when the server gives no URL', async () => {
    api.getLiveSupportUrl.mockRejectedValueOnce(refused());
    openCustomerService();
    await vi.waitFor(() => expect(getToasts().map((t) => t.message)).toContain(CUSTOMER_SERVICE_UNAVAILABLE));
    expect(open).not.toHaveBeenCalled();
  });

  it('fetches the URL when missing, then opens the cached URL at once', async () => {
    api.getLiveSupportUrl.mockResolvedValueOnce('http://127.0.0.1:4321/support');
    openCustomerService();
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('http://127.0.0.1:4321/support', '_blank', 'noopener'));
    openCustomerService();
    expect(open).toHaveBeenCalledTimes(2);
    expect(api.getLiveSupportUrl).toHaveBeenCalledTimes(1);
  });
});

describe('live-support URL read', () => {
  it('is asked once per page, and asked again after a failure', async () => {
    api.getLiveSupportUrl.mockRejectedValueOnce(refused());
    expect(await loadLiveSupportUrl()).toBeNull();
    api.getLiveSupportUrl.mockResolvedValueOnce('http://127.0.0.1:4321/support');
    expect(await loadLiveSupportUrl()).toBe('http://127.0.0.1:4321/support');
    expect(await loadLiveSupportUrl()).toBe('http://127.0.0.1:4321/support');
    expect(api.getLiveSupportUrl).toHaveBeenCalledTimes(2);
  });

  it('counts an empty URL (an answer other than code 0) as none', async () => {
    api.getLiveSupportUrl.mockResolvedValueOnce('');
    expect(await loadLiveSupportUrl()).toBeNull();
  });
});
