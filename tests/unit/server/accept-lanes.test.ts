/**
 * Accept lanes (server/http/accept-lanes.ts): connections that wait while the event loop is
 * busy are taken up to one per lane per turn of the loop instead of one per turn, every one of
 * them is served by the one HTTP server, and closing the lanes and the server refuses new ones.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openAcceptLanes, type AcceptLanes } from '../../../server/http/accept-lanes';

let server: http.Server | undefined;
let lanes: AcceptLanes | undefined;
afterEach(async () => {
  lanes?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = lanes = undefined;
});

async function listening(laneCount: number): Promise<number> {
  server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server!.listen({ host: '127.0.0.1', port: 0 }, resolve));
  lanes = await openAcceptLanes(server, laneCount);
  return (server.address() as net.AddressInfo).port;
}

/**
 * Opens `count` connections while the loop is held busy (the kernel completes every handshake
 * meanwhile), then lets the loop go and counts the connections the server takes in each turn.
 */
async function acceptedPerTurn(port: number, count: number): Promise<number[]> {
  const perTurn = new Map<number, number>();
  let turn = 0;
  let turning = true;
  const nextTurn = () => {
    turn++;
    if (turning) setImmediate(nextTurn);
  };
  server!.on('connection', () => perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1));
  const clients = Array.from({ length: count }, () => net.connect(port, '127.0.0.1'));
  const until = Date.now() + 300;
  while (Date.now() < until); // the handshakes complete in the kernel; nothing is accepted yet
  setImmediate(nextTurn);
  while ([...perTurn.values()].reduce((a, b) => a + b, 0) < count) await new Promise((resolve) => setTimeout(resolve, 10));
  turning = false;
  for (const client of clients) client.destroy();
  return [...perTurn.values()];
}

describe('accept lanes', () => {
  it('takes one waiting connection per turn of the loop with one lane, and up to one per lane with eight', async () => {
    const one = await acceptedPerTurn(await listening(1), 40);
    expect(Math.max(...one)).toBe(1);
    await new Promise((resolve) => server!.close(resolve));
    lanes!.close();
    const eight = await acceptedPerTurn(await listening(8), 40);
    expect(Math.max(...eight)).toBeGreaterThan(1);
    expect(Math.max(...eight)).toBeLessThanOrEqual(8);
    expect(eight.length).toBeLessThan(one.length);
  });

  it('serves through every lane and refuses new connections once the lanes and the server are closed', async () => {
    const port = await listening(4);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
        return response.text();
      }),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, () => 'ok'));
    lanes!.close();
    await new Promise((resolve) => server!.close(resolve));
    const refused = await new Promise<string>((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .on('connect', () => resolve('connected'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error')),
    );
    expect(refused).toBe('ECONNREFUSED');
  });

  it('leaves the server as it is when asked for one lane', async () => {
    const port = await listening(1);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  });
});
