import { describe, expect, it } from 'vitest';
import { socketPath } from '../../../../contract/paths';
import { SOCKET_APP_ID, socketQuery } from '../../../../app/lib/socket';

describe('socket', () => {
  it('connects on /onlineio with userName and appId 1', () => {
    expect(socketPath).toBe('/onlineio');
    expect(SOCKET_APP_ID).toBe(1);
    expect(socketQuery('demo')).toEqual({ userName: 'demo', appId: '1' });
  });
});
