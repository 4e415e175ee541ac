/**
 * One declaration per endpoint: method, path, query or body schema, the payload schema and the
 * envelope it travels in. The server registers the route from it (server/http/define-route.ts),
 * the app calls it through it (app/lib/call.ts), and the TypeScript types come from the schemas.
 */
import { Type, type Static, type TObject, type TOptional, type TProperties, type TSchema, type TString } from '@sinclair/typebox';
import { LOTTERY_OK, USER_OK } from './primitives';

export type HttpMethod = 'GET' | 'POST';

/**
 * How the payload is wrapped: `/sso` and `/sobet` answer `{ code: 0, msg, data }`, `/lottery`
 * `{ code: 1, msg, result }`; probes answer the payload itself. Errors are `{ code, msg }` in
 * both envelopes, so the payload is optional in the schema.
 */
export type EnvelopeKind = 'data' | 'result' | 'bare';

/** The `_` cache-busting timestamp the app adds to every GET. */
const CacheBuster = Type.Optional(Type.String({ maxLength: 20 }));
type WithCacheBuster<Q extends TProperties> = Q & { _: TOptional<TString> };

const envelopeSchema = {
  data: (payload: TSchema) => Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Optional(payload) }),
  result: (payload: TSchema) => Type.Object({ code: Type.Integer(), msg: Type.String(), result: Type.Optional(payload) }),
  bare: (payload: TSchema) => payload,
};

export interface EndpointSpec<M extends HttpMethod, Q extends TProperties, B extends TSchema | undefined, R extends TSchema> {
  method: M;
  /** From contract/paths.ts: the one home of paths. */
  path: string;
  /** GET only: query parameters (strings on the wire; integers are coerced by the server). */
  query?: TObject<Q>;
  /** POST only: the JSON body. */
  body?: B;
  /** The payload (`data`, `result`, or the whole answer for a bare endpoint). */
  response: R;
  /** Defaults from the path: 1 for `/lottery`, 0 otherwise. */
  successCode?: number;
  /** The envelope's `msg` on success (default 'success'). */
  successMessage?: string;
  /** Overrides the envelope the path implies (a provider-shaped answer under /sobet is bare). */
  envelope?: EnvelopeKind;
  /**
   * POST only: the spec's clients send it as a GET with the body's fields in the query; the
   * server answers both (the app posts). Only for calls that change state, which the platform
   * declares POST because a GET may be prefetched, cached or repeated by the browser.
   */
  alsoGet?: true;
  /**
   * POST only: the most bytes its body may have as sent, sized to the largest valid request (the
   * server's default, 64 KiB, otherwise). A larger body is answered 413 before it is parsed.
   */
  bodyLimit?: number;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Q extends TProperties = TProperties,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  readonly method: M;
  readonly path: string;
  readonly query: TObject<WithCacheBuster<Q>>;
  readonly body: B;
  readonly response: R;
  readonly envelope: EnvelopeKind;
  /** The whole answer on success: the payload inside its envelope. */
  readonly reply: TSchema;
  readonly successCode: number;
  readonly successMessage: string;
  readonly alsoGet: boolean;
  readonly bodyLimit: number | undefined;
}

export type AnyEndpoint = Endpoint<HttpMethod, TProperties, TSchema | undefined, TSchema>;
/** What the handler returns and `call` resolves to. */
export type PayloadOf<E extends AnyEndpoint> = Static<E['response']>;
/** The query parameters the caller passes (the `_` timestamp is added by the client). */
export type QueryOf<E extends AnyEndpoint> = Omit<Static<E['query']>, '_'>;
export type BodyOf<E extends AnyEndpoint> = E['body'] extends TSchema ? Static<E['body']> : undefined;
/** The input of `call`: the query for GET, the body for POST. */
export type InputOf<E extends AnyEndpoint> = E['method'] extends 'GET' ? QueryOf<E> : BodyOf<E>;

export function envelopeOf(path: string): EnvelopeKind {
  if (path.startsWith('/lottery')) return 'result';
  if (path.startsWith('/sso') || path.startsWith('/sobet')) return 'data';
  return 'bare';
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an endpoint without query parameters
export function defineEndpoint<M extends HttpMethod, R extends TSchema, Q extends TProperties = {}, B extends TSchema | undefined = undefined>(
  spec: EndpointSpec<M, Q, B, R>,
): Endpoint<M, Q, B, R> {
  const envelope = spec.envelope ?? envelopeOf(spec.path);
  const query = Type.Object({ ...(spec.query?.properties ?? ({} as Q)), _: CacheBuster }) as TObject<WithCacheBuster<Q>>;
  return Object.freeze({
    method: spec.method,
    path: spec.path,
    query,
    body: spec.body as B,
    response: spec.response,
    envelope,
    reply: envelopeSchema[envelope](spec.response),
    successCode: spec.successCode ?? (envelope === 'result' ? LOTTERY_OK : USER_OK),
    successMessage: spec.successMessage ?? 'success',
    alsoGet: spec.alsoGet === true,
    bodyLimit: spec.bodyLimit,
  });
}

/** Money on the wire: a decimal string in yuan. */
export const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });
/** An answer without a payload: `data` is an empty object. */
export const Done = Type.Object({});
/** A 0/1 switch. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
