import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketPath } from '../../../../contract/paths';

/** A stand-in for socket.io-client's socket: records handlers, and lets the test fire events. */
class FakeSocket {
  recovered = false;
  active = true;
  private readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  disconnect() {}
}
const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({ io: () => (sockets.push(new FakeSocket()), sockets.at(-1)) }));

const { SOCKET_APP_ID, connectSocket, disconnectSocket, onSocketCatchUp, socketQuery } = await import('../../../../app/lib/socket');

afterEach(() => disconnectSocket());

describe('socket', () => {
  it('connects on /onlineio with userName and appId 1', () => {
    expect(socketPath).toBe('/onlineio');
    expect(SOCKET_APP_ID).toBe(1);
    expect(socketQuery('demo')).toEqual({ userName: 'demo', appId: '1' });
  });

  it('asks the screens to catch up only when back after a drop the server did not bridge', async () => {
    const catchUps: number[] = [];
    const stop = onSocketCatchUp(() => catchUps.push(1));
    connectSocket('demo');
    // socket.io-client is imported at the first connection
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets.at(-1)!;
    socket.fire('connect'); // the first connection: the screens load anyway
    expect(catchUps).toHaveLength(0);
    socket.fire('disconnect', 'transport close');
    socket.recovered = true; // the server replayed what it pushed meanwhile
    socket.fire('connect');
    expect(catchUps).toHaveLength(0);
    socket.fire('disconnect', 'transport close');
    socket.recovered = false; // a restarted server: nothing to replay
    socket.fire('connect');
    expect(catchUps).toHaveLength(1);
    stop();
    socket.fire('connect');
    expect(catchUps).toHaveLength(1);
  });
});
