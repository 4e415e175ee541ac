/** A stand-in for socket.io-client's socket: records handlers, and lets the test fire server events. */
export class FakeSocket {
  recovered = false;
  active = true;
  connected = true;
  private readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  /** What the client sent without an ack (e.g. group_received), in order. */
  readonly sent: Array<{ event: string; payload: unknown }> = [];
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  emit(event: string, payload?: unknown) {
    this.sent.push({ event, payload });
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  disconnect() {}
}

/**
 * socket.io-client's `io`, keeping each socket it opens in `sockets`:
 *   const sockets: FakeSocket[] = [];
 *   vi.mock('socket.io-client', () => ({ io: openSocket(sockets) }));
 */
export const openSocket = (sockets: FakeSocket[]) => () => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
};
