/**
 * The platform's other lines are trusted origins: the app served from one may switch its API and
 * socket to this server (the speed test). They get CORS answers with credentials and pass the
 * cross-site checks; any other origin gets neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineEndpoints } from '../../../contract/lines';
import { sessionPaths } from '../../../contract/paths';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../support/server-harness';
import { closeTestSockets, handshakeOutcome, listenOnLoopback, testSocket } from '../../support/test-sockets';

const LINE = 'http://line2.example:8080';
const EVIL = 'https://evil.example';
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ config: { lines: [`${LINE}/`, 'https://line3.example'] } });
  await s.createUser('liner', '0');
});
afterAll(async () => {
  closeTestSockets();
  await s.close();
});

const preflight = (origin: string) =>
  s.app.inject({
    method: 'OPTIONS',
    url: sessionPaths.login,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with,idempotency-key' },
  });
const logIn = (headers: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url: sessionPaths.login,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { cn: 'liner', password: TEST_PASSWORD },
  });

describe('another line of the platform', () => {
  it('gets preflights granted with credentials and the headers the app sends; another origin does not', async () => {
    const granted = await preflight(LINE);
    expect(granted.statusCode).toBe(204);
    expect(granted.headers).toMatchObject({ 'access-control-allow-origin': LINE, 'access-control-allow-credentials': 'true' });
    expect(
      String(granted.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(expect.arrayContaining(['x-requested-with', 'idempotency-key', 'content-encoding']));
    expect(String(granted.headers['access-control-allow-methods'])).toContain('POST');
    const refused = await preflight(EVIL);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads the API with its origin named in the answer; another origin is not', async () => {
    const fromLine = await s.app.inject({ method: 'GET', url: lineEndpoints.lines.path, headers: { origin: LINE, 'x-requested-with': 'XMLHttpRequest' } });
    expect(fromLine.statusCode).toBe(200);
    expect(fromLine.headers['access-control-allow-origin']).toBe(LINE);
    expect(String(fromLine.headers.vary)).toMatch(/origin/i);
    const fromEvil = await s.app.inject({ method: 'GET', url: lineEndpoints.lines.path, headers: { origin: EVIL, 'x-requested-with': 'XMLHttpRequest' } });
    expect(fromEvil.headers['access-control-allow-origin']).toBeUndefined();
    // No credentials grant to another origin, nor to a request without one.
    expect(fromEvil.headers['access-control-allow-credentials']).toBeUndefined();
    const sameSite = await s.app.inject({ method: 'GET', url: lineEndpoints.lines.path, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(sameSite.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('passes the cross-site checks of a state-changing call, which still need X-Requested-With; another origin is refused', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', host: 'line1.example' };
    const fromLine = await logIn({ ...crossSite, origin: LINE, 'x-requested-with': 'XMLHttpRequest' });
    expect(fromLine.statusCode).toBe(200);
    expect(fromLine.json()).toMatchObject({ code: 0 });
    expect((await logIn({ ...crossSite, origin: LINE })).statusCode).toBe(403);
    expect((await logIn({ ...crossSite, origin: EVIL, 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(403);
    expect((await logIn({ host: 'line1.example', origin: EVIL, 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(403);
  });

  it('opens a socket from the line, not from another origin', async () => {
    const url = await listenOnLoopback(s);
    const cookie = await s.login('liner');
    expect(await handshakeOutcome(testSocket(url, { cookie, origin: LINE }))).toBe('connected');
    expect(await handshakeOutcome(testSocket(url, { cookie, origin: EVIL }))).toBe('refused: origin not allowed');
  });
});
