/**
 * npm run db:types: regenerates server/db/schema.generated.ts from the migrations (see server/db/schema-codegen.ts).
 * Run it after adding a migration; the schema test fails until the committed file matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '../db/schema-codegen';

const text = await generateSchemaTypes();
const before = fs.existsSync(GENERATED_SCHEMA_FILE) ? fs.readFileSync(GENERATED_SCHEMA_FILE, 'utf8') : '';
fs.writeFileSync(GENERATED_SCHEMA_FILE, text);
const file = path.relative(process.cwd(), GENERATED_SCHEMA_FILE);
console.log(before === text ? `${file}: up to date` : `${file}: written (${text.split('\n').length - 1} lines)`);
