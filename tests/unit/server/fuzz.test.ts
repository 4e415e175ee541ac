/**
 * Fuzzing from outside: batches of hostile requests (random bytes and malformed
 * percent-escapes in cookies, headers, query strings, JSON bodies, lz-string bodies, socket
 * handshakes and socket event payloads) on a real loopback port. After each batch: no
 * answer was a 5xx, the server still logs in and books an order, and the ledger balances.
 */
import net from 'node:net';
import fc from 'fast-check';
import LZString from 'lz-string';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paths from '../../../contract/paths';
import { LZSTRING_ENCODING } from '../../../engine-worker/orders/order-body';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { lzBomb } from '../../support/hostile';
import { listenOnLoopback } from '../../support/test-sockets';
import { currentIssue, line } from '../../support/order-helpers';
import { mulberry32 } from '../../support/random';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../support/server-harness';

const SEED = 20261125;
const BATCHES = 6;
const PER_BATCH = 500;
const CONCURRENCY = 16;
const L = 'JSK3';
const ODDS_123 = '70.56';

let s: TestServer;
let base: string;
let port: number;
beforeAll(async () => {
  // The log-in throttle is not under test here: thousands of failed log-ins from loopback would lock the checks out.
  s = await startTestServer({ config: { loginFailures: { max: 1_000_000, windowMs: 60_000 } } });
  base = await listenOnLoopback(s);
  port = Number(new URL(base).port);
  await s.createUser('checker', '100000');
  await s.createUser('victim', '1000');
});
afterAll(async () => {
  await s?.close();
});

const random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (max: number) => Math.floor(random() * max);

const apiPaths = Object.values(paths)
  .flatMap((group): unknown[] => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter((path): path is string => typeof path === 'string' && path.startsWith('/') && !path.includes('__test'));
const orderPaths = [paths.lotteryPaths.addOrder, paths.lotteryPaths.addOrderNow];

const badEscapes = ['%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%ED%A0%80', '%FF', '%%', '%2', '%u0041', '%0D%0A', '%7F'];
const palette = [
  '%',
  'A',
  'f',
  '0',
  'Z',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00ff',
  '\ud800',
  '中',
  '"',
  "'",
  ';',
  '=',
  ',',
  '\\',
  '{',
  '[',
  ' ',
  '\t',
  'a',
  '\u202e',
  '\u200b',
];
function junk(maxLength = 40): string {
  let out = '';
  const length = int(maxLength);
  for (let i = 0; i < length; i++) out += random() < 0.3 ? pick(badEscapes) : pick(palette);
  return out;
}
/** Latin-1 printable junk: what a header value may carry at all. */
const headerJunk = (maxLength = 60) =>
  [...junk(maxLength)].map((c) => (c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0xff && c !== '\u007f' ? c : '%')).join('');

const jsonValues = fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: SEED, numRuns: 400 });
function validOrder(issue: string) {
  return { lottery: L, issue, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)] };
}
/** A valid order with one field replaced by something hostile. */
function mutatedOrder(issue: string): unknown {
  const body: Record<string, unknown> = { ...validOrder(issue), betType: 4, istrace: 1, trace: { issues: [{ issue, piece: 1 }], totalMoney: '2' } };
  const key = pick(['lottery', 'issue', 'order', 'betType', 'istrace', 'trace', 'requestId', '__proto__', 'constructor']);
  body[key] = pick([pick(jsonValues), junk(), `${issue}${junk(4)}`, JSON.stringify(pick(jsonValues)), 1e308, -1, 2 ** 53 + 1, [pick(jsonValues)]]);
  if (random() < 0.3)
    body.order = [
      {
        ...line('bth3_bth3_fs', '1,2,3', 1, ODDS_123),
        [pick(['piece', 'nums', 'amount', 'price', 'odds', 'point', 'code', 'method', 'position'])]: pick(jsonValues),
      },
    ];
  return body;
}
function lzBody(issue: string): string {
  switch (int(5)) {
    case 0:
      return Array.from({ length: int(200) }, () => pick([...'ABCxyz09+/=', '%', '\u00e9'])).join('');
    case 1: {
      const good = LZString.compressToBase64(JSON.stringify(validOrder(issue)));
      return good.slice(0, int(good.length));
    }
    case 2:
      return lzBomb(1 + int(40_000_000));
    case 3:
      return LZString.compressToBase64(JSON.stringify(pick(jsonValues)));
    default:
      return LZString.compressToBase64(JSON.stringify(mutatedOrder(issue)));
  }
}

/** Sends raw bytes and returns the status line (or '' when the server closed without one). */
function raw(text: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      socket.destroy();
      resolve(data.split('\r\n')[0] ?? '');
    };
    socket.setTimeout(3000, done);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(text);
  });
}

function rawRequest(victim: string): string | Buffer {
  const path = pick(apiPaths);
  const kind = int(6);
  if (kind === 0) return Buffer.from(Array.from({ length: int(300) }, () => int(256)));
  const lines = [`${pick(['GET', 'POST', 'PUT', 'G\u0000T', 'DELETE', 'OPTIONS'])} ${path}?${junk(30)} HTTP/1.1`, 'Host: 127.0.0.1'];
  lines.push(`Cookie: ${pick([`sid=${headerJunk()}`, headerJunk(), victim, `${victim}; sid=${pick(badEscapes)}`])}`);
  if (kind >= 2) lines.push(`${headerJunk(20) || 'X'}: ${headerJunk()}`);
  if (kind >= 3) lines.push('X-Requested-With: XMLHttpRequest', `Content-Encoding: ${pick(['lzstring', 'gzip', headerJunk(10)])}`);
  const body = kind >= 4 ? junk(200) : '';
  const length = Buffer.byteLength(body);
  lines.push(`Content-Length: ${pick([String(length), String(length), '-1', '99999999999', `${length}, ${length + 1}`])}`);
  if (kind === 5) lines.push('Transfer-Encoding: chunked');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

interface Tally {
  statuses: Map<number, number>;
  fiveHundreds: string[];
}

async function httpRequest(victim: string, issue: string, tally: Tally): Promise<void> {
  const kind = int(4);
  const cookie = random() < 0.6 ? victim : `sid=${headerJunk()}`;
  const headers: Record<string, string> = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  let url: string;
  let init: RequestInit;
  if (kind === 0) {
    const query = Array.from(
      { length: 1 + int(4) },
      () => `${pick(['lottery', 'orderId', 'issue', 'traceId', 'issues[]', 'size', 'page', 'nickName', junk(6)])}=${junk(30)}`,
    ).join('&');
    url = `${base}${pick(apiPaths)}?${query}`;
    init = { method: pick(['GET', 'GET', 'POST']), headers };
  } else if (kind === 1) {
    url = base + (random() < 0.5 ? pick(orderPaths) : pick(apiPaths));
    const body = random() < 0.5 ? mutatedOrder(issue) : pick(jsonValues);
    init = {
      method: 'POST',
      headers: { ...headers, 'content-type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) },
      body: JSON.stringify(body),
    };
  } else if (kind === 2) {
    url = base + (random() < 0.7 ? pick(orderPaths) : pick(apiPaths));
    init = {
      method: 'POST',
      headers: { ...headers, 'content-type': pick(['application/json', 'text/plain']), 'content-encoding': LZSTRING_ENCODING },
      body: lzBody(issue),
    };
  } else {
    url = base + pick(apiPaths);
    init = {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': headerJunk(20) },
      body: JSON.stringify(pick(jsonValues)),
    };
  }
  const response = await fetch(url, init);
  const text = await response.text();
  tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 500) tally.fiveHundreds.push(`${init.method} ${url} → ${response.status} ${text.slice(0, 200)}`);
}

async function socketHandshake(victim: string): Promise<void> {
  const cookie = pick([`sid=${headerJunk()}`, headerJunk(), `${victim}; sid=${pick(badEscapes)}`, victim]);
  const socket: Socket = connect(base, {
    path: paths.socketPath,
    query: { userName: headerJunk(10), appId: headerJunk(3) },
    transports: [pick(['websocket', 'polling'])],
    extraHeaders: { cookie, origin: pick([base, headerJunk(20), 'null']) },
    reconnection: false,
    timeout: 3000,
  });
  await new Promise<void>((resolve) => {
    socket.on('connect', () => {
      for (let i = 0; i < 3; i++) socket.emit(pick(['error', 'hello', 'lottery_award_message', junk(8) || 'x']) as never, pick(jsonValues), pick(jsonValues));
      socket.io.engine.send(pick(['2[not json', `2${junk(30)}`, '4', '0/x,', `21["error"]`, junk(40)]));
      setTimeout(resolve, 20);
    });
    socket.on('connect_error', () => resolve());
    setTimeout(resolve, 3000);
  });
  socket.close();
}

async function pool(tasks: Array<() => Promise<void>>, concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}

describe('fuzzing from outside', () => {
  it(`keeps serving, booking orders and balancing the ledger through ${BATCHES * PER_BATCH} hostile requests`, async () => {
    const started = performance.now();
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < BATCHES; batch++) {
      const victim = await s.login('victim');
      const issue = await currentIssue(s, L);
      const tally: Tally = { statuses, fiveHundreds: [] };
      const rawLines: string[] = [];
      const tasks = Array.from({ length: PER_BATCH }, () => {
        const roll = random();
        if (roll < 0.65) return () => httpRequest(victim, issue, tally);
        if (roll < 0.85) {
          const request = rawRequest(victim);
          return async () => void rawLines.push(await raw(request));
        }
        return () => socketHandshake(victim);
      });
      await pool(tasks, CONCURRENCY);
      expect(tally.fiveHundreds).toEqual([]);
      expect(rawLines.filter((status) => /^HTTP\/1\.1 5/.test(status))).toEqual([]);

      // Still serving: a normal log-in and order, and the books balance.
      const checker = await s.login('checker', TEST_PASSWORD);
      const placed = await s.call('POST', paths.lotteryPaths.addOrder, { cookie: checker, body: validOrder(await currentIssue(s, L)) });
      expect(placed.json.code).toBe(1);
      expect(await checkLedger(s.db)).toMatchObject({ ok: true });
      // Time moves on so later batches meet other issues (and draws settle the booked orders).
      s.clock.advance(20_000);
      await s.app.scheduler.tick();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz: ${BATCHES * PER_BATCH} hostile inputs in ${seconds.toFixed(1)} s; ` +
        `HTTP statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
  });
});
