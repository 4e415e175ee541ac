/**
 * Registers a route from its contract declaration (contract/endpoint.ts): the query or body is
 * validated by the endpoint's schema (a violation answers the 400 envelope of the error plugin),
 * the handler returns the payload, and the answer is its envelope serialised by the response
 * schema, so a field the schema does not list is never sent.
 */
import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { AnyEndpoint, BodyOf, PayloadOf } from '../../contract/endpoint';

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{ Querystring: Static<E['query']>; Body: BodyOf<E> }>;

/** Returns the payload; a handler that answers itself (another status) returns `reply.send(…)`. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<PayloadOf<E> | FastifyReply> | PayloadOf<E> | FastifyReply;

export interface RouteOptions {
  /** auth (session required), mutates (CSRF checks), bulkOrders … */
  config?: FastifyContextConfig;
  logLevel?: LogLevel;
}

export function defineRoute<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: RouteOptions = {}): void {
  const wrap = (payload: unknown) => {
    if (endpoint.envelope === 'data') return { code: endpoint.successCode, msg: endpoint.successMessage, data: payload };
    if (endpoint.envelope === 'result') return { code: endpoint.successCode, msg: endpoint.successMessage, result: payload };
    return payload;
  };
  const route = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      querystring: endpoint.query,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.reply },
    },
    ...(options.config ? { config: options.config } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(endpoint.bodyLimit !== undefined ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const payload = await handler(request as unknown as EndpointRequest<E>, reply);
      // A handler that answered itself returned the reply, a thenable: awaiting it waited for that
      // answer (the payload is then undefined), and sending an envelope now would be a second answer.
      if (reply.sent) return reply;
      return wrap(payload);
    },
  };
  app.route(route);
  // The spec's GET form of a POST: the body's fields arrive in the query (strings, coerced by the schema).
  if (endpoint.alsoGet) {
    const { body: _posted, ...schema } = route.schema;
    const fields = endpoint.body ? [endpoint.body as TObject] : [];
    app.route({
      ...route,
      method: 'GET',
      schema: { ...schema, querystring: Type.Composite([...fields, Type.Object({ _: Type.Optional(Type.String({ maxLength: 20 })) })]) },
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const { _: _cacheBuster, ...sent } = request.query as Record<string, unknown>;
        (request as { body: unknown }).body = endpoint.body ? sent : undefined;
        return route.handler(request, reply);
      },
    });
  }
}
