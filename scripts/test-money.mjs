// The money properties (the settlement reference against the engine's wins and the server's
// prizes) with any seed and run count: `npm run test:money -- --runs 100000 --seed 42`.
// The unit stage runs the same files with a fixed seed and a small run count.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
const env = { ...process.env };
if (values.runs !== undefined) env.MONEY_RUNS = values.runs;
if (values.seed !== undefined) env.MONEY_SEED = values.seed;
const files = ['tests/unit/engine-worker/settlement-reference.test.ts', 'tests/unit/server/settlement-reference.test.ts'];
console.log(`money properties: seed ${env.MONEY_SEED ?? 'default'}, runs ${env.MONEY_RUNS ?? 'default'}`);
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...files, '--testTimeout', String(6 * 3600_000)], { stdio: 'inherit', env });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
