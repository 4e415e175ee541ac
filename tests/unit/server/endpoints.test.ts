import { ADMIN_ROLE_TYPE } from '../../../contract/user-types';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints, BANK_NOT_BOUND } from '../../../contract/account';
import { defineEndpoint, type AnyEndpoint } from '../../../contract/endpoint';
import { allEndpoints } from '../../../contract/endpoints';
import { chatPaths, groupPaths, letterPaths, paymentPaths, protectionPaths, teamPaths, withdrawPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { sessionEndpoints, userEndpoints } from '../../../contract/session';
import { TRANSFER_REFUSED } from '../../../contract/wallet';
import { defineRoute } from '../../../server/http/define-route';
import { errorsPlugin } from '../../../server/plugins/errors';
import { lotterySamples, type Sample } from '../../support/lottery-samples';
import { startTestServer, type TestServer } from '../../support/server-harness';

/** A value of the wrong type or size for each declared field that constrains its value. */
function violationsOf(properties: Record<string, TSchema>): Array<[string, string]> {
  const wrong: Array<[string, string]> = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'integer' || schema.type === 'number') wrong.push([name, 'not-a-number']);
    else if (schema.type === 'string' && typeof schema.maxLength === 'number') wrong.push([name, 'x'.repeat(schema.maxLength + 1)]);
  }
  return wrong;
}

/** The smallest valid input: required fields only, '' and 0 (TypeBox's defaults), as the query strings travel. */
const emptyQuery = (endpoint: AnyEndpoint) => Object.fromEntries(Object.entries(Value.Create(endpoint.query) as object).map(([k, v]) => [k, String(v)]));
const emptyBody = (endpoint: AnyEndpoint) => (endpoint.body ? (Value.Create(endpoint.body) as object) : undefined);

/** GETs that refuse empty input with their own message (no nickname, no code, no card bound). */
const refusesEmptyInput: ReadonlySet<AnyEndpoint> = new Set([
  userEndpoints.updateNickName,
  // Card checks answer 'not bound' while no card is bound; code checks refuse an empty code.
  accountEndpoints.bankQuery,
  accountEndpoints.bankAdd,
  accountEndpoints.bankAvailable,
  accountEndpoints.validateTwoStep,
  accountEndpoints.bindEmailVerify,
]);
/** Codes a handler answers for a well-formed request it refuses (not the schema's 400, not a crash). */
const businessCodes = new Set<number>(Object.values(errorCodes).map((e) => e.code));
businessCodes.delete(errorCodes.badRequest.code);
businessCodes.delete(errorCodes.server.code);
businessCodes.add(TRANSFER_REFUSED);
businessCodes.add(BANK_NOT_BOUND);

const today = new Date().toISOString().slice(0, 10);
/**
 * Inputs for endpoints that need some, and the code expected when the walker (an agent with
 * nothing bound and no fund password) cannot be answered with success.
 */
const withdrawInputs: Record<string, { query?: Record<string, string>; body?: unknown; code?: number }> = {
  [withdrawPaths.config]: { body: {} },
  [withdrawPaths.submit]: {
    body: { operation: 'add', user_bank_id: 1, pay_password: 'x', withdrawMoney: '100', withDrawType: '0', channelType: '1', requestId: 'walk' },
    code: errorCodes.payPasswordMissing.code,
  },
  [withdrawPaths.coinQuote]: { query: { amount: '100', channelType: '' } },
  [withdrawPaths.confirmReceipt]: { body: { spsn: 'W1' }, code: errorCodes.notFound.code },
  [withdrawPaths.order]: { query: { spsn: 'W1' }, code: errorCodes.notFound.code },
  [withdrawPaths.withdrawRecords]: { query: { startDate: today, endDate: today, page: '1', pageSize: '10' } },
  [withdrawPaths.chargeRecords]: { query: { startDate: today, endDate: today, page: '1', pageSize: '10' } },
  [withdrawPaths.hostedSetting]: { query: { withdrawType: '0' } },
  [withdrawPaths.hostedSubmit]: {
    body: { withdrawType: '2', user_bank_id: 1, pay_password: 'x', withdrawMoney: '100', requestId: 'walk-hosted' },
    code: errorCodes.payPasswordMissing.code,
  },
};

/** Deposits: the walker has no card bound, so order lookups answer -104 (no such order). */
const noOrder = errorCodes.depositNotFound.code;
const paymentInputs: Record<string, { query?: Record<string, string>; body?: unknown; code?: number }> = {
  [paymentPaths.amountConfig]: { query: { channelCode: 'BANK_TRANSFER' } },
  [paymentPaths.queryOnepayChannelAmount]: { query: { channelCode: 'ONEPAY_JS_WEB' } },
  [paymentPaths.queryOnepayChannelAmountV2]: { query: { channelCode: 'ONEPAY_JS2_WEB' } },
  [paymentPaths.getOnepayOrderBankInfo]: { query: { orderId: 'D1' }, code: noOrder },
  [paymentPaths.queryOnepayV3Url]: { query: { orderId: 'D1' }, code: noOrder },
  [paymentPaths.imPayRenew]: { query: { spsn: 'D1' }, code: noOrder },
  [paymentPaths.getRechargeAddress]: { query: { coinType: 'USDT', spsn: 'D1' }, code: noOrder },
  [paymentPaths.orderStatus]: { query: { orderId: 'D1' }, code: noOrder },
};

/** Group and red-packet reads of things the walker is not part of: refused with their codes; records of the test clock's year. */
const groupInputs: Record<string, { query?: Record<string, string>; body?: unknown; code?: number }> = {
  [groupPaths.groupDetail]: { query: { gid: '999' }, code: errorCodes.groupNotFound.code },
  [groupPaths.groupHistoryMessage]: { query: { gid: '999' }, code: errorCodes.groupNotFound.code },
  [groupPaths.redPacketDetail]: { query: { redPacketId: '999' }, code: errorCodes.redPacketNotFound.code },
  [chatPaths.subSearch]: { query: { name: '群' } },
  [groupPaths.createGroup]: { body: { groupName: 'walk', userId: '999998,999999' }, code: errorCodes.unknownUser.code },
  [groupPaths.addMembers]: { body: { gid: 999, userId: '1' }, code: errorCodes.groupNotFound.code },
  [groupPaths.kickMembers]: { body: { gid: 999, userId: '1' }, code: errorCodes.groupNotFound.code },
  [groupPaths.sendRedPacket]: {
    body: { scene: 1, targetId: 999, type: 1, num: 1, amount: '1', paypwd: 'x', requestId: 'walk-rp' },
    code: errorCodes.groupNotFound.code,
  },
  [groupPaths.grabRedPacketRecord]: { query: { year: '2026' } },
  [groupPaths.sendRedPacketRecord]: { query: { year: '2026' } },
};

/** Team reports need a report type. */
const teamInputs: Record<string, { query?: Record<string, string>; body?: unknown; code?: number }> = {
  [teamPaths.profitReport]: { query: { type: 'lottery' } },
  [teamPaths.bets]: { query: { type: 'lottery' } },
};

describe('declared endpoints', () => {
  let s: TestServer;
  let cookie: string;
  /** A valid input for each endpoint that needs one (`METHOD path`); the others are called without. */
  let samples: Record<string, Sample>;
  beforeAll(async () => {
    s = await startTestServer();
    // An agent (type 1): every session endpoint answers it, the team center included.
    const walker = await s.createUser('walker1', '10', 1);
    cookie = walker.cookie;
    // An administrator too, with two notices of its own (letters 1 and 2: one read, one deleted below).
    await s.db.updateTable('users').set({ role_type: ADMIN_ROLE_TYPE }).where('id', '=', walker.id).execute();
    for (const content of ['一', '二']) await s.call('POST', letterPaths.send, { cookie, body: { content } });
    samples = { ...(await lotterySamples(s, cookie)) };
  });
  /** Input for the endpoints that act on something (sent as the query of a GET, the body of a POST). */
  const walkInputs: Record<string, Record<string, string>> = {
    [letterPaths.read]: { id: '1' },
    [letterPaths.remove]: { id: '2' },
    [letterPaths.send]: { content: '通知' },
    [protectionPaths.setLimit]: { limit: 'stakeDay', amount: '100' },
  };
  afterAll(async () => {
    await s.close();
  });
  const letterSample = (endpoint: AnyEndpoint): Sample | undefined => {
    const input = walkInputs[endpoint.path];
    if (!input) return undefined;
    return endpoint.method === 'GET' ? { query: input } : { body: input };
  };
  const sampleOf = (endpoint: AnyEndpoint): Sample | undefined =>
    samples[`${endpoint.method} ${endpoint.path}`] ??
    withdrawInputs[endpoint.path] ??
    paymentInputs[endpoint.path] ??
    groupInputs[endpoint.path] ??
    teamInputs[endpoint.path] ??
    letterSample(endpoint);
  /** A valid input where the endpoint needs one, else the smallest its schema accepts. */
  const inputOf = (endpoint: AnyEndpoint): Sample => sampleOf(endpoint) ?? { query: emptyQuery(endpoint), body: emptyBody(endpoint) };
  /** The walk passes the log-out endpoint: log in again after it. */
  async function liveCookie(): Promise<string> {
    if ((await s.call('GET', sessionEndpoints.loginState.path, { cookie })).json.code !== 0) cookie = await s.login('walker1');
    return cookie;
  }

  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(allEndpoints.length).toBeGreaterThanOrEqual(11);
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'registers %s, and its answer matches the declared envelope and payload',
    async (_name, endpoint) => {
      expect(s.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
      const sample = sampleOf(endpoint);
      const input = inputOf(endpoint);
      const { status, json } = await s.call(endpoint.method, endpoint.path, { cookie: await liveCookie(), query: input.query, body: input.body });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(Value.Check(endpoint.reply, json)).toBe(true);
      const expectedCode = (withdrawInputs[endpoint.path] ?? paymentInputs[endpoint.path] ?? groupInputs[endpoint.path])?.code ?? sample?.code;
      if (expectedCode !== undefined) return expect(json.code).toBe(expectedCode);
      // A sample and a GET answer their payload; a POST (and a refusing GET) may refuse empty input with a business error.
      if (!sample && (endpoint.method === 'POST' || refusesEmptyInput.has(endpoint))) {
        if (json.code !== endpoint.successCode) return expect(businessCodes).toContain(json.code);
      }
      if (endpoint.envelope === 'data') expect(json).toMatchObject({ code: endpoint.successCode, data: expect.anything() });
      if (endpoint.envelope === 'result') expect(json).toMatchObject({ code: endpoint.successCode, result: expect.anything() });
    },
  );

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'answers %s with the 400 envelope when the query or body violates its schema',
    async (_name, endpoint) => {
      const expect400 = ({ status, json }: { status: number; json: { code: number; msg: string } }, what: string) => {
        expect(status, what).toBe(400);
        expect(json.code).toBe(errorCodes.badRequest.code);
        expect(json.msg).toContain(errorCodes.badRequest.msg);
      };
      const input = inputOf(endpoint);
      const violations = violationsOf(endpoint.query.properties);
      expect(violations.length).toBeGreaterThan(0);
      for (const [field, value] of violations)
        expect400(
          await s.call(endpoint.method, endpoint.path, { cookie: await liveCookie(), query: { ...input.query, [field]: value }, body: input.body }),
          `${field}=${value}`,
        );
      if (!endpoint.body || endpoint.body.type !== 'object') return;
      for (const [field, value] of violationsOf(endpoint.body.properties as Record<string, TSchema>))
        expect400(
          await s.call(endpoint.method, endpoint.path, { cookie: await liveCookie(), query: input.query, body: { ...(input.body as object), [field]: value } }),
          `body ${field}`,
        );
      if ((endpoint.body.required as string[] | undefined)?.length)
        expect400(await s.call(endpoint.method, endpoint.path, { cookie: await liveCookie(), query: input.query, body: {} }), 'no required field');
    },
  );

  const withBody = allEndpoints.filter((e) => e.body !== undefined);
  it.each(withBody.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'answers %s with the 400 envelope when the body is not the declared object',
    async (_name, endpoint) => {
      const required = (endpoint.body as { required?: string[] }).required ?? [];
      for (const body of required.length > 0 ? [[], 'text', {}] : [[], 'text']) {
        const { status, json } = await s.call(endpoint.method, endpoint.path, { cookie: await liveCookie(), body: JSON.stringify(body) });
        expect(status, JSON.stringify(body)).toBe(400);
        expect(json.code).toBe(errorCodes.badRequest.code);
      }
    },
  );
});

describe('defineRoute', () => {
  const probe = defineEndpoint({
    method: 'POST',
    path: '/sobet/test/probe',
    body: Type.Object({ amount: Type.Integer({ minimum: 1 }) }),
    response: Type.Object({ amount: Type.Integer(), nested: Type.Object({ shown: Type.String() }) }),
  });
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorsPlugin);
    // The handler hands back more than the schema lists: a secret beside the payload and inside a nested object.
    defineRoute(app, probe, (request) => ({ amount: request.body.amount, secret: 'pw', nested: { shown: 'yes', hidden: 'no' } }) as never);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends only the fields the response schema lists when the handler returns more', async () => {
    const response = await app.inject({ method: 'POST', url: probe.path, payload: { amount: 5 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'success', data: { amount: 5, nested: { shown: 'yes' } } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('hidden');
  });

  it('answers the 400 envelope, not a 500, when the body violates the schema', async () => {
    for (const payload of [{ amount: 'five' }, { amount: 0 }, {}]) {
      const response = await app.inject({ method: 'POST', url: probe.path, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: errorCodes.badRequest.code, msg: expect.stringContaining(errorCodes.badRequest.msg) });
    }
  });
});
