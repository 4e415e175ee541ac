import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Type } from '../../../../app/lib/schema-builders';

const contractDir = path.resolve(import.meta.dirname, '../../../../contract');

// The client build resolves '@sinclair/typebox' to app/lib/schema-builders.ts: a builder the
// contract calls and the stand-in lacks would fail only in the browser, when its module loads.
describe('the client stand-in for TypeBox', () => {
  const used = new Set(
    fs
      .readdirSync(contractDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...fs.readFileSync(path.join(contractDir, file), 'utf8').matchAll(/\bType\.([A-Za-z]+)\b/g)].map((m) => m[1] as string)),
  );

  it('has every builder contract/ calls', () => {
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((name) => typeof (Type as Record<string, unknown>)[name] !== 'function');
    expect(missing).toEqual([]);
  });

  it('keeps the shape of what it builds', () => {
    const schema = Type.Object({ cn: Type.String({ maxLength: 20 }), age: Type.Optional(Type.Integer()) });
    expect(schema).toEqual({ type: 'object', properties: { cn: { type: 'string', maxLength: 20 }, age: { type: 'integer', optional: true } } });
    expect(Type.Composite([Type.Object({ a: Type.Null() }), Type.Object({ b: Type.Boolean() })]).properties).toEqual({
      a: { type: 'null' },
      b: { type: 'boolean' },
    });
  });
});
