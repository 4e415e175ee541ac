/**
 * Fastify compiles every route's schemas (Ajv validators, fast-json-stringify serializers) for
 * each app it builds: about a second of CPU per test server. The schemas are the same for every
 * app of a process, so the test harness passes these compilers, which keep what they compiled
 * for the life of the process, keyed by the schema's JSON and the compiler options.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compile = (route: { schema: unknown; httpPart?: string; httpStatus?: string; contentType?: string }) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => Compile;

function remembering(factory: Factory, kind: string): Factory {
  const compiled = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const scope = `${kind}:${JSON.stringify(externalSchemas)}:${JSON.stringify(options)}`;
    return (route) => {
      const key = `${scope}:${route.httpPart ?? ''}:${JSON.stringify(route.schema)}`;
      let fn = compiled.get(key);
      if (fn === undefined) {
        fn = compile(route);
        compiled.set(key, fn);
      }
      return fn;
    };
  };
}

export const cachedSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: remembering(AjvCompiler() as unknown as Factory, 'validator') as never,
    buildSerializer: remembering(SerializerSelector() as unknown as Factory, 'serializer') as never,
  },
};
