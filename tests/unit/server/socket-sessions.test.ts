/**
 * A socket lives only as long as its session: a password change closes the sockets of the
 * user's other sessions (not the one that changed it), a log-out closes that session's sockets
 * only, and an expired session's sockets close at the next sweep.
 */
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { sessionPaths, userPaths } from '../../../contract/paths';
import { TEST_PASSWORD, type TestServer } from '../../support/server-harness';
import { handshakeOutcome, serverOnLoopbackPerTest, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
serverOnLoopbackPerTest((server, base) => {
  s = server;
  url = base;
});

/** Another session of the user: a log-in through the API. */
async function logIn(username: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await s.call('POST', sessionPaths.login, { body: { cn: username, password } });
  expect(answer.json.code).toBe(0);
  return String(answer.headers['set-cookie']).split(';')[0]!;
}

async function connected(cookie: string): Promise<Socket> {
  const socket = testSocket(url, { cookie });
  expect(await handshakeOutcome(socket)).toBe('connected');
  return socket;
}

const closed = (socket: Socket) =>
  new Promise<string>((resolve) => (socket.disconnected ? resolve('closed') : socket.once('disconnect', () => resolve('closed'))));
const stillOpen = async (socket: Socket) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return socket.connected;
};

describe('sockets end with their sessions', () => {
  it("closes the other sessions' sockets on a password change, and only that session's on a log-out", async () => {
    const { cookie: first } = await s.createUser('sessions', '0');
    const second = await logIn('sessions');
    const third = await logIn('sessions');
    const [onFirst, onSecond, onThird] = await Promise.all([connected(first), connected(second), connected(third)]);

    const changed = await s.call('POST', userPaths.updatePassword, { cookie: first, body: { oldPassword: TEST_PASSWORD, newPassword: 'newpass123' } });
    expect(changed.json.code).toBe(0);
    expect(await Promise.all([closed(onSecond), closed(onThird)])).toEqual(['closed', 'closed']);
    expect(await stillOpen(onFirst)).toBe(true);

    const fourth = await logIn('sessions', 'newpass123');
    const onFourth = await connected(fourth);
    expect((await s.call('GET', sessionPaths.logout, { cookie: first })).status).toBe(200);
    expect(await closed(onFirst)).toBe('closed');
    expect(await stillOpen(onFourth)).toBe(true);
  });

  it("closes an expired session's sockets at the sweep, and keeps live ones", async () => {
    const { cookie: idle } = await s.createUser('idler', '0');
    const socket = await connected(idle);
    expect(await s.app.closeExpiredSockets()).toBe(0);
    s.clock.advance(s.app.config.sessionIdleMs + 1);
    expect(await s.app.closeExpiredSockets()).toBe(1);
    expect(await closed(socket)).toBe('closed');
  });
});
