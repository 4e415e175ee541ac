import { describe, expect, it } from 'vitest';
import { prepareRequest } from '../../../../app/lib/http';

describe('prepareRequest', () => {
  it('posts FormData as it is, leaving the multipart Content-Type to the browser, when a file is uploaded', () => {
    const form = new FormData();
    form.append('type', 'wechat');
    const { init } = prepareRequest('POST', '/sobet/userInfo/bindAddressQrCode', form, {}, { now: () => 1 });
    expect(init.body).toBe(form);
    expect(init.headers['Content-Type']).toBeUndefined();
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });
});
