/**
 * How a simulated person reaches the platform: real HTTP requests through Fastify's inject (every
 * route's schema, session, cross-site and rate-limit check runs), with their own cookie and address.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sessionPaths } from '../../contract/paths';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { OddsBook } from '../domains/lottery/odds';
import type { PaymentSettings } from '../domains/payments/settings';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the simulation reads each endpoint's JSON envelope
  json: any;
}

export interface Person {
  username: string;
  password: string;
  /** The person's own address: rate limits and log-in throttles count per address. */
  ip: string;
  cookie?: string;
}

export interface InjectedRequest {
  cookie?: string;
  /** The caller's address (Fastify's inject answers as 127.0.0.1 without one). */
  remoteAddress?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * One request through Fastify's inject as the app's HTTP client sends it (the cross-site header, a JSON body); the
 * answer's JSON, or its text where it is not JSON. The test harness's `call` is this too.
 */
export async function injectRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: InjectedRequest = {},
): Promise<Answer & { headers: Record<string, unknown> }> {
  const inject: InjectOptions = {
    method,
    url,
    query: options.query,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  };
  if (options.body !== undefined) {
    inject.payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    inject.headers = { 'content-type': 'application/json', ...inject.headers };
  }
  const response = await app.inject(inject);
  let json: unknown;
  try {
    json = response.json();
  } catch {
    json = response.body;
  }
  return { status: response.statusCode, json, headers: response.headers };
}

/** One request as a simulated person's browser sends it. */
export interface SimRequest {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  /** The person's address. */
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface SimResponse {
  status: number;
  body: string;
  cookies: Array<{ name: string; value: string }>;
}

/**
 * The platform as the simulation reaches it: requests (in process through inject, or over HTTP to
 * server processes), its database for the checks, its clock, its odds and its payment channels
 * (a provider signs its notifications with the channel's secret).
 */
export interface SimPlatform {
  readonly db: Db;
  readonly clock: Clock;
  readonly odds: OddsBook;
  readonly paymentChannels: PaymentSettings['channels'];
  send(request: SimRequest): Promise<SimResponse>;
}

/** The app in this process, reached through Fastify's inject. */
export function inProcessPlatform(app: FastifyInstance): SimPlatform {
  return {
    db: app.db,
    clock: app.clock,
    odds: app.odds,
    paymentChannels: app.config.payments.channels,
    async send(request) {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        query: request.query,
        remoteAddress: request.remoteAddress,
        headers: request.headers,
        payload: request.payload,
      });
      return { status: response.statusCode, body: response.body, cookies: response.cookies.map((c) => ({ name: c.name, value: c.value })) };
    },
  };
}

function answerOf(response: SimResponse): Answer {
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = response.body;
  }
  return { status: response.status, json };
}

/** A simulated person's request: with their cookie, from their address. */
export async function request(
  platform: SimPlatform,
  method: 'GET' | 'POST',
  url: string,
  options: { person?: Person; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { person, body } = options;
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...(person?.cookie ? { cookie: person.cookie } : {}), ...options.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return answerOf(await platform.send({ method, url, query: options.query, remoteAddress: person?.ip ?? '127.0.0.1', headers, payload }));
}

/** Logs the person in (a new session cookie); throws when the platform refuses. */
export async function logIn(platform: SimPlatform, person: Person): Promise<void> {
  const response = await platform.send({
    method: 'POST',
    url: sessionPaths.login,
    remoteAddress: person.ip,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: JSON.stringify({ cn: person.username, password: person.password }),
  });
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`log-in refused for ${person.username}: ${response.body}`);
  person.cookie = `sid=${cookie.value}`;
}

/** A call as the person; an expired session (401) logs in again and repeats the call once. */
export async function call(
  platform: SimPlatform,
  person: Person,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
): Promise<Answer> {
  if (!person.cookie) await logIn(platform, person);
  const first = await request(platform, method, url, { ...options, person });
  if (first.status !== 401) return first;
  await logIn(platform, person);
  return request(platform, method, url, { ...options, person });
}

/** The business code of an answer: `/sso` and `/sobet` answer 0 for success, `/lottery` 1. */
export const succeeded = (answer: Answer, okCode: 0 | 1): boolean => answer.status === 200 && answer.json?.code === okCode;
