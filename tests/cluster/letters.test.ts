/**
 * Administrator notices across two real server processes over one PostgreSQL and one Redis: a
 * notice sent through one process reaches the recipient's sockets on both (the Redis adapter),
 * and nobody else's.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { ChatAdminMessage } from '../../contract/letters';
import { letterPaths, sessionPaths, socketPath } from '../../contract/paths';
import { DEMO_ADMIN } from '../../server/db/seed';
import { clusterFixture } from '../support/cluster-fixture';
import type { RunningServer } from '../support/start-server';

const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const { cleanups, freshDatabase, startServer: start } = clusterFixture('letters');

/** Logs in; a process that sheds load while the machine is busy (503) is asked again a few times. */
async function login(server: RunningServer, cn: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${server.url}${sessionPaths.login}`, { method: 'POST', headers, body: JSON.stringify({ cn, password: 'demo1234' }) });
    const { code, msg } = (await response.json()) as { code: number; msg: string };
    if (code === 503 && attempt < 5) {
      await new Promise((r) => setTimeout(r, 500 * attempt));
      continue;
    }
    expect(code, `${cn}: ${msg}`).toBe(0);
    return response.headers.get('set-cookie')!.split(';')[0]!;
  }
}

function openSocket(server: RunningServer, cookie: string): Promise<Socket> {
  const socket = connect(server.url, { path: socketPath, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  cleanups.push(async () => socket.close());
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

function collect(socket: Socket): ChatAdminMessage[] {
  const got: ChatAdminMessage[] = [];
  socket.on('chat_admin', (m: ChatAdminMessage) => got.push(m));
  return got;
}

async function until(what: string, done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('administrator notices on two processes', () => {
  it('reach the recipient on both processes, and everyone for a notice to all', async () => {
    const { url } = await freshDatabase();
    const [a, b] = await Promise.all([start(url), start(url)]);
    const adminCookie = await login(a, DEMO_ADMIN);
    const demo = await login(b, 'demo');
    const agent = await login(b, 'agent');
    const [demoOnA, demoOnB, agentOnB] = await Promise.all([openSocket(a, demo), openSocket(b, demo), openSocket(b, agent)]);
    const got = { demoOnA: collect(demoOnA), demoOnB: collect(demoOnB), agentOnB: collect(agentOnB) };

    const send = async (content: string, toUserName?: string) => {
      const response = await fetch(`${a.url}${letterPaths.send}`, {
        method: 'POST',
        headers: { ...headers, cookie: adminCookie },
        body: JSON.stringify({ content, toUserName }),
      });
      const json = (await response.json()) as { code: number; data: { message: ChatAdminMessage } };
      expect(json.code).toBe(0);
      return json.data.message;
    };
    const personal = await send('只给 demo', 'demo');
    await until('demo on both processes', () => got.demoOnA.length === 1 && got.demoOnB.length === 1);
    const everyone = await send('全体通知');
    await until('everyone', () => got.demoOnA.length === 2 && got.demoOnB.length === 2 && got.agentOnB.length === 1);
    await new Promise((r) => setTimeout(r, 300)); // a stray or repeated delivery would have arrived by now
    expect(got.demoOnA).toEqual([personal, everyone]);
    expect(got.demoOnB).toEqual([personal, everyone]);
    expect(got.agentOnB).toEqual([everyone]);
  });
});
