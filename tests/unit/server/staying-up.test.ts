/**
 * Staying up, against the real entry point (server/main.ts as its own process, admission
 * control, request timeouts and accept lanes as configured by default): connections that
 * pipeline requests and hang up without reading, and connections that trickle a body, leave
 * every other client served, the health probe included; a burst of new connections while the
 * server is busy is taken as quickly as its kept-alive clients are answered.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryPaths, paymentPaths, probePaths } from '../../../contract/paths';
import { startServerProcess, type RunningServer } from '../../support/start-server';
import { expectWithin, ratioText } from '../../support/timing';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staying-up-'));
let server: RunningServer;
beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: path.join(dir, 'data'), STATIC_DIR: dir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const oddsUrl = () => `${server.url}${lotteryPaths.odds}?lottery=JSK3`;

/** `n` concurrent public reads: their statuses and median latency. */
async function readers(n: number): Promise<{ statuses: number[]; medianMs: number }> {
  const answers = await Promise.all(
    Array.from({ length: n }, async () => {
      const started = performance.now();
      const response = await fetch(oddsUrl());
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    }),
  );
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { statuses: answers.map((a) => a.status), medianMs: sorted[Math.floor(n / 2)]! };
}

/** `n` public reads one after another: their statuses and median latency. */
async function sequentialReads(n: number): Promise<{ statuses: number[]; medianMs: number }> {
  const statuses: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await fetch(oddsUrl());
    await response.arrayBuffer();
    statuses.push(response.status);
    ms.push(performance.now() - started);
  }
  return { statuses, medianMs: ms.sort((a, b) => a - b)[Math.floor(n / 2)]! };
}

const connect = (url: string) =>
  new Promise<net.Socket>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });

describe('staying up', () => {
  it('keeps serving everyone, the health probe too, after connections pipeline 300 requests each and hang up unread', async () => {
    const { host } = new URL(server.url);
    const request = `GET ${lotteryPaths.odds}?lottery=JSK3 HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
    for (let round = 0; round < 3; round++) {
      const sockets = await Promise.all([connect(server.url), connect(server.url)]);
      for (const socket of sockets) {
        socket.pause(); // never reads: the answers pile up in the server
        socket.write(request.repeat(300));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const socket of sockets) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`${server.url}${probePaths.health}`)).status).toBe(200);
    const after = await readers(100);
    expect(after.statuses).toEqual(after.statuses.map(() => 200));
  }, 60_000);

  it('serves others at their usual speed while 300 connections trickle a request body', async () => {
    await sequentialReads(10); // warm-up
    const before = await sequentialReads(30);
    const body = JSON.stringify({ orderNo: 'x'.repeat(200) });
    const tricklers = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const socket = await connect(server.url);
        socket.on('error', () => {});
        const target = i % 2 ? paymentPaths.notify : '/sobet/no/such/path';
        socket.write(`POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 1)}`);
        return socket;
      }),
    );
    let sent = 1;
    const trickle = setInterval(() => {
      for (const socket of tricklers) if (!socket.destroyed) socket.write(body.slice(sent, sent + 1));
      sent++;
    }, 2000);
    let during: { statuses: number[]; medianMs: number };
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      during = await sequentialReads(30);
      expect((await fetch(`${server.url}${probePaths.health}`)).status).toBe(200);
    } finally {
      clearInterval(trickle);
      for (const socket of tricklers) socket.destroy();
    }
    const after = await sequentialReads(30);
    // The idle figure measured around the attack: the machine's own load moves both alike.
    const idle = Math.max(before.medianMs, after.medianMs);
    console.log(`300 trickled bodies: readers' median ${ratioText(during.medianMs, idle)}`);
    expect(during.statuses).toEqual(during.statuses.map(() => 200));
    expectWithin(2, { measured: during.medianMs, baseline: idle }, 'trickled bodies slow other clients');
  }, 60_000);

  it('takes a burst of new connections while busy as quickly as it answers its kept-alive clients', async () => {
    // Busy: 64 kept-alive clients reading the trend (a query each) back to back, as fast as they are answered.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const trendUrl = `${server.url}${lotteryPaths.trend}?lottery=JSK3&size=30`;
    const keptAlive: number[] = [];
    let busy = true;
    const timedGet = (options: http.RequestOptions | string) =>
      new Promise<{ status: number; ms: number }>((resolve) => {
        const started = performance.now();
        http
          .get(options as string, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
          })
          .on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      });
    const load = Promise.all(
      Array.from({ length: 64 }, async () => {
        while (busy) keptAlive.push((await timedGet({ ...urlOptions(trendUrl), agent })).ms);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    keptAlive.length = 0;
    // The burst: 600 clients, each opening its own connection for one request.
    const burst = await Promise.all(Array.from({ length: 600 }, () => timedGet({ ...urlOptions(oddsUrl()), agent: false })));
    busy = false;
    await load;
    agent.destroy();
    const burstMs = burst.map((b) => b.ms).sort((a, b) => a - b);
    const p90 = burstMs[Math.floor(burstMs.length * 0.9)]!;
    const keptAliveMedian = keptAlive.sort((a, b) => a - b)[Math.floor(keptAlive.length / 2)]!;
    console.log(`600 new connections while busy: p90 ${ratioText(p90, keptAliveMedian)} (the kept-alive clients' median)`);
    // Answered, or refused at once by admission control: none lost.
    expect(burst.filter((b) => b.status !== 200 && b.status !== 503)).toEqual([]);
    // With one accept lane the burst waited in the kernel's accept queue, taken one per turn of the busy loop
    // (p90 12.8 s, 158× the kept-alive median); with 16 lanes 6-9×.
    expectWithin(25, { measured: p90, baseline: keptAliveMedian }, 'new connections wait in the accept queue');
  }, 60_000);
});

const urlOptions = (url: string): http.RequestOptions => {
  const { hostname, port, pathname, search } = new URL(url);
  return { host: hostname, port, path: pathname + search };
};
