import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../../contract/endpoint';
import { allEndpoints } from '../../../contract/endpoints';
import { letterPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { defineRoute } from '../../../server/http/define-route';
import { errorsPlugin } from '../../../server/plugins/errors';
import { startTestServer, type TestServer } from '../../support/server-harness';

/** A query value of the wrong type or size for each declared query field that constrains its value. */
function violationsOf(properties: Record<string, TSchema>): Array<[string, string]> {
  const wrong: Array<[string, string]> = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'integer' || schema.type === 'number') wrong.push([name, 'not-a-number']);
    else if (schema.type === 'string' && typeof schema.maxLength === 'number') wrong.push([name, 'x'.repeat(schema.maxLength + 1)]);
  }
  return wrong;
}

describe('declared endpoints', () => {
  let s: TestServer;
  let cookie: string;
  beforeAll(async () => {
    s = await startTestServer();
    // An agent (type 1): every session endpoint answers it, the team center included.
    const walker = await s.createUser('walker1', '10', 1);
    cookie = walker.cookie;
    // An administrator too, with two notices of its own (letters 1 and 2: one read, one deleted below).
    await s.db.updateTable('users').set({ is_admin: true }).where('id', '=', walker.id).execute();
    for (const content of ['一', '二']) await s.call('POST', letterPaths.send, { cookie, body: { content } });
  });
  /** Input for the endpoints that act on something (sent as the query of a GET, the body of a POST). */
  const walkInputs: Record<string, Record<string, string>> = {
    [letterPaths.read]: { id: '1' },
    [letterPaths.remove]: { id: '2' },
    [letterPaths.send]: { content: '通知' },
  };
  afterAll(async () => {
    await s.close();
  });

  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(allEndpoints.length).toBeGreaterThanOrEqual(11);
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('registers %s, and its answer matches the declared envelope and payload', async (_name, endpoint) => {
    expect(s.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
    const input = walkInputs[endpoint.path] ?? {};
    const { status, json } = await s.call(endpoint.method, endpoint.path, endpoint.method === 'GET' ? { cookie, query: input } : { cookie, body: input });
    expect(status).toBe(200);
    expect(Value.Check(endpoint.reply, json)).toBe(true);
    if (endpoint.envelope === 'data') expect(json).toMatchObject({ code: endpoint.successCode, data: expect.anything() });
    if (endpoint.envelope === 'result') expect(json).toMatchObject({ code: endpoint.successCode, result: expect.anything() });
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('answers %s with the 400 envelope when the query violates its schema', async (_name, endpoint) => {
    const violations = violationsOf(endpoint.query.properties);
    expect(violations.length).toBeGreaterThan(0);
    for (const [field, value] of violations) {
      const { status, json } = await s.call(endpoint.method, endpoint.path, { cookie, query: { [field]: value } });
      expect(status, `${field}=${value}`).toBe(400);
      expect(json.code).toBe(errorCodes.badRequest.code);
      expect(json.msg).toContain(errorCodes.badRequest.msg);
    }
  });
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
