/**
 * What the client build gets for `@sinclair/typebox` (rspack.config.ts resolve.alias). The endpoint
 * declarations in contract/ are shared with the server, which validates requests and answers with
 * their schemas; the client only reads an endpoint's method, path, envelope and success code
 * (lib/call.ts), never a schema. So the builders here keep a schema's JSON shape (type, properties,
 * items) and nothing else: about 40 KB of TypeBox (12 KB brotli) the login page no longer loads.
 * TypeScript still checks against the real TypeBox. tests/unit/app/lib/schema-builders.test.ts
 * checks that every builder contract/ calls is here.
 */
type Schema = Record<string, unknown>;

const withOptions = (schema: Schema, options: Schema = {}) => ({ ...options, ...schema });

export const Type = {
  String: (options?: Schema) => withOptions({ type: 'string' }, options),
  Integer: (options?: Schema) => withOptions({ type: 'integer' }, options),
  Number: (options?: Schema) => withOptions({ type: 'number' }, options),
  Boolean: (options?: Schema) => withOptions({ type: 'boolean' }, options),
  Null: (options?: Schema) => withOptions({ type: 'null' }, options),
  Unknown: (options?: Schema) => withOptions({}, options),
  Literal: (value: unknown, options?: Schema) => withOptions({ const: value }, options),
  Optional: (schema: Schema) => ({ ...schema, optional: true }),
  Array: (items: Schema, options?: Schema) => withOptions({ type: 'array', items }, options),
  Tuple: (items: Schema[], options?: Schema) => withOptions({ type: 'array', items }, options),
  Union: (anyOf: Schema[], options?: Schema) => withOptions({ anyOf }, options),
  Record: (key: Schema, value: Schema, options?: Schema) => withOptions({ type: 'object', patternProperties: { '^.*$': value } }, options),
  Object: (properties: Record<string, Schema>, options?: Schema) => withOptions({ type: 'object', properties }, options),
  Composite: (objects: Schema[], options?: Schema) =>
    withOptions(
      { type: 'object', properties: Object.assign({}, ...objects.map((o) => o.properties as Record<string, Schema>)) as Record<string, Schema> },
      options,
    ),
  Unsafe: (schema: Schema = {}) => ({ ...schema }),
};
