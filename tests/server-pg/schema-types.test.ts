import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '../../server/db/schema-codegen';
import { freshDatabase } from '../support/server-harness';

// npm run db:types reads PGlite's catalogue; the types must be the same from PostgreSQL, which production runs.
describe('schema.generated.ts on PostgreSQL', () => {
  it('matches the types generated from a schema migrated on PostgreSQL', async () => {
    const handle = await freshDatabase();
    try {
      expect(handle.kind).toBe('postgres');
      const generated = await generateSchemaTypes(handle.db);
      expect(generated, 'PostgreSQL gives other types than server/db/schema.generated.ts (npm run db:types, on PGlite)').toBe(
        fs.readFileSync(GENERATED_SCHEMA_FILE, 'utf8'),
      );
    } finally {
      await handle.close();
    }
  });
});
