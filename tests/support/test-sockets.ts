/**
 * socket.io clients for server tests on a real loopback port: the app's own connection
 * settings (path, query, WebSocket only), with headers chosen by the test. Every socket is
 * remembered so that `closeTestSockets()` in an afterEach leaves none open.
 */
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import { socketPath } from '../../contract/paths';
import { startTestServer, type TestServer } from './server-harness';

const open: Socket[] = [];

/** Listens on a free loopback port and returns the base URL. */
export async function listenOnLoopback(s: TestServer): Promise<string> {
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  const address = s.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * A fresh test server listening on loopback for each test of the file (handed to `use`), its
 * sockets closed and the server stopped after each test.
 */
export function serverOnLoopbackPerTest(use: (server: TestServer, url: string) => void): void {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    use(server, await listenOnLoopback(server));
  });
  afterEach(async () => {
    closeTestSockets();
    await server.close();
  });
}

/** A socket as the app opens it; no reconnection unless the options ask for it. */
export function testSocket(url: string, headers: Record<string, string>, options: Partial<ManagerOptions & SocketOptions> = {}): Socket {
  const socket = connect(url, {
    path: socketPath,
    query: { userName: 'x', appId: 1 },
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    ...options,
  });
  open.push(socket);
  return socket;
}

/** 'connected', or 'refused: <reason>' from connect_error. */
export const handshakeOutcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

export function closeTestSockets(): void {
  for (const socket of open.splice(0)) socket.close();
}
