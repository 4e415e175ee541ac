import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '../../../server/db/schema-codegen';
import { freshDatabase } from '../../support/server-harness';

describe('schema.generated.ts', () => {
  it('matches the types generated from the migrations', async () => {
    const handle = await freshDatabase();
    try {
      const generated = await generateSchemaTypes(handle.db);
      const committed = fs.readFileSync(GENERATED_SCHEMA_FILE, 'utf8');
      expect(generated, 'server/db/schema.generated.ts is not what the migrations give: run `npm run db:types` and commit it').toBe(committed);
    } finally {
      await handle.close();
    }
  });
});
