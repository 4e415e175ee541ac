import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../contract/primitives';

/**
 * The house rules of eslint.config.js, proved on small sources: each forbidden import or call fails with
 * the rule that guards it, and an allowed counterpart in the same place passes. The sources are linted
 * as if they sat at the given path in the repository (lintText with a filePath), so no fixture file
 * lives on disk where `npm run lint` or tsc would see it.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo });

/** The rule ids an error was reported under, once each. */
async function errorRules(at: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repo, at) });
  const errors = result!.messages.filter((message) => message.severity === 2);
  return [...new Set(errors.map((message) => message.ruleId ?? `parse error: ${message.message}`))];
}

interface HouseRule {
  rule: string;
  /** Where the source is placed in the repository. */
  at: string;
  refused: string;
  allowed: string;
  /** Where the allowed source is placed, when not `at`. */
  allowedAt?: string;
}

const routesHead =
  "import type { FastifyInstance } from 'fastify';\n" +
  "import { groupEndpoints } from '../../../contract/groups';\n" +
  "import { defineRoute } from '../../http/define-route';\n" +
  "import { userOf } from '../../plugins/session';\n" +
  "import { groupService } from './service';\n";
/** A routes plugin with these lines in its body (after its service and flags). */
const routesWith = (...lines: string[]) =>
  routesHead +
  'export async function groupRoutes(app: FastifyInstance) {\n  const g = groupService(app);\n  const auth = { config: { auth: true } };\n' +
  lines.map((line) => `  ${line}\n`).join('') +
  '}\n';
const oneCall = 'defineRoute(app, groupEndpoints.groups, (request) => g.list(userOf(request)), auth);';

const houseRules: Record<string, HouseRule> = {
  'a Node built-in in the engine': {
    rule: 'local/import-direction',
    at: 'engine-worker/parsing/fixture.ts',
    refused: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    allowed: "import { Decimal } from 'decimal.js';\nexport const one = new Decimal(1);\n",
  },
  'a Node built-in without the node: prefix in the engine': {
    rule: 'local/import-direction',
    at: 'engine-worker/parsing/fixture.ts',
    refused: "import { gunzipSync } from 'zlib';\nexport const inflate = gunzipSync;\n",
    allowed: "import { decompressFromBase64 } from 'lz-string';\nexport const inflate = decompressFromBase64;\n",
  },
  'a page global in the engine': {
    rule: 'no-restricted-globals',
    at: 'engine-worker/draws/fixture.ts',
    refused: 'export const width = (): number => window.innerWidth;\n',
    allowed: "export const decoder = new TextDecoder('utf-8');\n",
  },
  'a page-only type in the engine': {
    rule: 'local/page-only-types',
    at: 'engine-worker/draws/fixture.ts',
    refused: 'export const widthOf = (element: HTMLElement): number => element.clientWidth;\n',
    allowed:
      'interface Selection {\n  codes: string[];\n}\nexport const sizeOf = (selection: Selection, file: Blob): number => selection.codes.length + file.size;\n',
  },
  'React in the engine': {
    rule: 'local/import-direction',
    at: 'engine-worker/orders/fixture.ts',
    refused: "import { useState } from 'react';\nexport const hook = useState;\n",
    allowed: "import { errorCodes } from '../../contract/primitives';\nexport const codes = errorCodes;\n",
  },
  'a Worker started outside the engine client': {
    rule: 'no-restricted-syntax',
    at: 'app/features/lottery/fixture.ts',
    refused: "export const worker = new Worker(new URL('../../../engine-worker/worker.ts', import.meta.url), { type: 'module' });\n",
    allowedAt: 'engine-worker/client.ts',
    allowed: "export const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });\n",
  },
  'a form whose submit is handled by hand': {
    rule: 'no-restricted-syntax',
    at: 'app/features/account/fixture.tsx',
    refused: [
      'export const Name = ({ send }: { send: () => void }) => (',
      '  <form',
      '    onSubmit={(event) => {',
      '      event.preventDefault();',
      '      send();',
      '    }}',
      '  />',
      ');',
      '',
    ].join('\n'),
    allowed: [
      "import { useForm } from 'react-hook-form';",
      'export function Name({ send }: { send: () => void }) {',
      '  const { handleSubmit } = useForm();',
      '  return <form onSubmit={(event) => void handleSubmit(send)(event)} />;',
      '}',
      '',
    ].join('\n'),
  },
  'a Worker started in an app component': {
    rule: 'no-restricted-syntax',
    at: 'app/features/lottery/fixture.tsx',
    refused: "export const start = () => new Worker(new URL('./worker.ts', import.meta.url));\n",
    allowed: 'export const channel = () => new MessageChannel();\n',
  },
  'a Worker started through globalThis outside the engine client': {
    rule: 'no-restricted-syntax',
    at: 'design-system/lib/fixture.ts',
    refused: "export const worker = new globalThis.Worker(new URL('./worker.ts', import.meta.url));\n",
    allowed: 'export const channel = new globalThis.MessageChannel();\n',
  },
  'the engine reached past its client from the app': {
    rule: 'local/import-direction',
    at: 'app/features/lottery/fixture.ts',
    refused: "import { playsOf } from '../../../engine-worker/engine';\nexport const plays = playsOf;\n",
    allowed: "import { engineClient } from '../../../engine-worker/client';\nexport const engine = engineClient;\n",
  },
  'one feature importing another': {
    rule: 'local/import-direction',
    at: 'app/features/lottery/fixture.ts',
    refused: "import { ChartPage } from '../chart/ChartPage';\nexport const page = ChartPage;\n",
    allowed: "import { href } from '../../lib/paths';\nexport const link = href;\n",
  },
  "one feature importing another's internals past its public file": {
    rule: 'local/import-direction',
    at: 'app/features/games/fixture.ts',
    refused: "import { moveGameWindow } from '../game-window/game-window-store';\nexport const move = moveGameWindow;\n",
    allowed: "import { openGameWindow } from '../game-window';\nexport const open = openGameWindow;\n",
  },
  'the shared layer importing a feature': {
    rule: 'local/import-direction',
    at: 'app/shared/fixture.ts',
    refused: "import { TraceRecords } from '../features/records/TraceRecords';\nexport const traces = TraceRecords;\n",
    allowed:
      "import { refreshBalance } from '../stores/balance-store';\n" +
      "import { call } from '../lib/call';\n" +
      "import { Table } from '../../design-system';\n" +
      "import { walletEndpoints } from '../../contract/wallet';\n" +
      'export const parts = [refreshBalance, call, Table, walletEndpoints];\n',
  },
  'the shared layer importing the shell': {
    rule: 'local/import-direction',
    at: 'app/shared/fixture.ts',
    refused: "import { Header } from '../shell/Header';\nexport const header = Header;\n",
    allowed: "import { formatYuan } from '../lib/money';\nexport const money = formatYuan;\n",
  },
  'a store reaching up into the shared layer': {
    rule: 'local/import-direction',
    at: 'app/stores/fixture.ts',
    refused: "import { RecordTable } from '../shared/RecordTable';\nexport const table = RecordTable;\n",
    allowedAt: 'app/features/records/fixture.ts',
    allowed: "import { RecordTable } from '../../shared/RecordTable';\nexport const table = RecordTable;\n",
  },
  'design-system importing our code': {
    rule: 'local/import-direction',
    at: 'design-system/components/Fixture.tsx',
    refused: "import { href } from '../../app/lib/paths';\nexport const link = href;\n",
    allowed: "import { styled } from '../stitches.config';\nexport const Box = styled('div', {});\n",
  },
  'design-system importing the contract': {
    rule: 'local/import-direction',
    at: 'design-system/components/Fixture.tsx',
    refused: "import { errorCodes } from '../../contract/primitives';\nexport const codes = errorCodes;\n",
    allowed: "import { useState } from 'react';\nexport const hook = useState;\n",
  },
  'design-system importing decimal.js': {
    rule: 'local/import-direction',
    at: 'design-system/components/Fixture.tsx',
    refused: "import { Decimal } from 'decimal.js';\nexport const one = new Decimal(1);\n",
    allowed: "import { createPortal } from 'react-dom';\nexport const portal = createPortal;\n",
  },
  'design-system importing echarts': {
    rule: 'local/import-direction',
    at: 'design-system/components/Fixture.tsx',
    refused: "import * as echarts from 'echarts';\nexport const charts = echarts;\n",
    allowed: "import { List } from 'react-window';\nexport const VirtualList = List;\n",
  },
  "a server domain importing another domain's internals": {
    rule: 'local/import-direction',
    at: 'server/domains/lottery/fixture.ts',
    refused: "import { walletRoutes } from '../wallet/routes';\nexport const routes = walletRoutes;\n",
    allowed: "import { postJournal } from '../wallet/ledger';\nexport const post = postJournal;\n",
  },
  'the contract depending on a package other than TypeBox': {
    rule: 'local/import-direction',
    at: 'contract/fixture.ts',
    refused: "import { Decimal } from 'decimal.js';\nexport const one = new Decimal(1);\n",
    allowed: "import { Type } from '@sinclair/typebox';\nexport const Code = Type.String();\n",
  },
  'the clock read in the rules': {
    rule: 'no-restricted-syntax',
    at: 'rules/fixture.ts',
    refused: 'export const today = (): number => Date.now();\n',
    allowed: 'export const dayOf = (now: number): number => Math.floor(now / 86_400_000);\n',
  },
  'a date of today in the rules': {
    rule: 'no-restricted-syntax',
    at: 'rules/fixture.ts',
    refused: 'export const year = (): number => new Date().getUTCFullYear();\n',
    allowed: 'export const year = (now: number): number => new Date(now).getUTCFullYear();\n',
  },
  'randomness in the rules': {
    rule: 'no-restricted-syntax',
    at: 'rules/fixture.ts',
    refused: 'export const share = (): number => Math.random();\n',
    allowed: 'export const share = (random: () => number): number => random();\n',
  },
  'state kept between calls in the rules': {
    rule: 'no-restricted-syntax',
    at: 'rules/fixture.ts',
    refused: 'let calls = 0;\nexport const count = (): number => ++calls;\n',
    allowed: 'export const next = (calls: number): number => calls + 1;\n',
  },
  'a timer in the rules': {
    rule: 'no-restricted-globals',
    at: 'rules/fixture.ts',
    refused: 'export const now = (): number => performance.now();\n',
    allowed: 'export const elapsed = (from: number, to: number): number => to - from;\n',
  },
  'a Node built-in in the rules': {
    rule: 'local/import-direction',
    at: 'rules/fixture.ts',
    refused: "import { randomInt } from 'node:crypto';\nexport const pick = randomInt;\n",
    allowed: "import { Decimal } from 'decimal.js';\nexport const one = new Decimal(1);\n",
  },
  'our own code in the rules': {
    rule: 'local/import-direction',
    at: 'rules/fixture.ts',
    refused: "import { formatYuan } from '../app/lib/money';\nexport const format = formatYuan;\n",
    allowed: "import { DAY_MS } from './beijing-time';\nexport const week = 7 * DAY_MS;\n",
  },
  'a hook called conditionally': {
    rule: 'react-hooks/rules-of-hooks',
    at: 'app/features/lottery/components/Fixture.tsx',
    refused:
      "import { useState } from 'react';\nexport function Fixture({ open }: { open: boolean }) {\n" +
      '  const [count] = open ? useState(1) : [0];\n  return <p>{count}</p>;\n}\n',
    allowed:
      "import { useState } from 'react';\nexport function Fixture({ open }: { open: boolean }) {\n" +
      '  const [count] = useState(1);\n  return <p>{open ? count : 0}</p>;\n}\n',
  },
  'an effect that leaves out what it reads': {
    rule: 'react-hooks/exhaustive-deps',
    at: 'design-system/components/Fixture.tsx',
    refused:
      "import { useEffect } from 'react';\nexport function Fixture({ title }: { title: string }) {\n" +
      '  useEffect(() => console.info(title), []);\n  return null;\n}\n',
    allowed:
      "import { useEffect } from 'react';\nexport function Fixture({ title }: { title: string }) {\n" +
      '  useEffect(() => console.info(title), [title]);\n  return null;\n}\n',
  },
  "a query built outside the domain's queries file": {
    rule: 'no-restricted-syntax',
    at: 'server/domains/team/fixture.ts',
    refused: "import type { Db } from '../../db/client';\nexport const names = (db: Db) => db.selectFrom('users').select('username').execute();\n",
    allowed: "import type { Db } from '../../db/client';\nexport const names = (db: Db) => db.selectFrom('users').select('username').execute();\n",
    allowedAt: 'server/domains/team/queries.ts',
  },
  "the Fastify instance in a domain's service": {
    rule: 'no-restricted-imports',
    at: 'server/domains/team/fixture.ts',
    refused: "import type { FastifyInstance } from 'fastify';\nexport const now = (app: FastifyInstance) => app.clock.now();\n",
    allowed: "import type { ServerDeps } from '../../deps';\nexport const now = (deps: Pick<ServerDeps, 'clock'>) => deps.clock.now();\n",
  },
  'raw SQL in a server plugin': {
    rule: 'no-restricted-syntax',
    at: 'server/plugins/fixture.ts',
    refused: "import { sql } from 'kysely';\nimport type { Db } from '../db/client';\nexport const ping = (db: Db) => sql`select 1`.execute(db);\n",
    allowed: 'export const ping = (db: { ping(): Promise<void> }) => db.ping();\n',
  },
  // routes.ts holds imports, const flags and the plugin function: services, plugins registered and defineRoute lines
  "a route handler's logic in routes.ts": {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith('defineRoute(app, groupEndpoints.groups, async (request) => {', '  const me = userOf(request);', '  return g.list(me);', '}, auth);'),
    allowed: routesWith(oneCall),
  },
  'a helper function in a routes plugin': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith(
      'const me = (request: Parameters<typeof userOf>[0]) => userOf(request);',
      'defineRoute(app, groupEndpoints.groups, (request) => g.list(me(request)), auth);',
    ),
    allowed: routesWith("await app.register(import('@fastify/rate-limit'), { global: false });", oneCall),
  },
  'a socket handler in a routes plugin': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith("app.realtime.io.on('connection', (socket) => void g.joinRooms(socket.data.user, socket.id));", oneCall),
    allowed: routesWith('if (app.config.sandboxProviders) await app.register(groupRoutes);', oneCall),
  },
  'a loop in a routes plugin that does more than declare routes': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith(
      'for (const endpoint of [groupEndpoints.groups]) {',
      '  g.warm(endpoint);',
      '  defineRoute(app, endpoint, (request) => g.list(userOf(request)), auth);',
      '}',
    ),
    allowed: routesWith('for (const endpoint of [groupEndpoints.groups]) {', '  defineRoute(app, endpoint, (request) => g.list(userOf(request)), auth);', '}'),
  },
  'a loop in a routes plugin whose body is not a block': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith('for (const endpoint of [groupEndpoints.groups]) g.warm(endpoint);', oneCall),
    allowed: routesWith(oneCall),
  },
  'a mutable variable in a routes plugin': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith('let calls = 0;', 'defineRoute(app, groupEndpoints.groups, (request) => g.list(userOf(request), calls++), auth);'),
    allowed: routesWith(
      'const writes = { config: { auth: true, mutates: true } };',
      oneCall,
      'defineRoute(app, groupEndpoints.leaveGroup, (request) => g.leave(userOf(request), request.body.gid), writes);',
    ),
  },
  'a function beside the plugin in routes.ts': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith(oneCall) + 'function helper() {\n  return 1;\n}\nexport const one = helper();\n',
    allowed:
      routesHead +
      'const auth = { config: { auth: true } };\nexport async function groupRoutes(app: FastifyInstance) {\n  const g = groupService(app);\n' +
      `  ${oneCall}\n}\n`,
  },
  'SQL in a routes file (the routes rule keeps the SQL rule)': {
    rule: 'no-restricted-syntax',
    at: 'server/domains/groups/routes.ts',
    refused: routesWith("defineRoute(app, groupEndpoints.groups, (request) => g.list(userOf(request), app.db.selectFrom('chat_groups').selectAll()), auth);"),
    allowed: routesWith(oneCall),
  },
  // 161 characters, counted as code points (a Chinese character is one), fail; 160 pass, in any file
  // and also inside a string, a template literal or a comment
  'a line longer than 160 characters in a string': {
    rule: 'max-len',
    at: 'app/features/help/fixture.ts',
    refused: `export const text = '${'帮'.repeat(161 - "export const text = '';".length)}';\n`,
    allowed: `export const text = '${'帮'.repeat(160 - "export const text = '';".length)}';\n`,
  },
  'a line longer than 160 characters in a template literal': {
    rule: 'max-len',
    at: 'server/domains/lottery/fixture.ts',
    refused: `export const query = \`SELECT ${'x, '.repeat(40)}yyy FROM t\`;\n`,
    allowed: `export const query = \`SELECT ${'x, '.repeat(40)}yyy\n  FROM t\`;\n`,
  },
  'a line longer than 160 characters in a comment': {
    rule: 'max-len',
    at: 'tests/bench/fixture.ts',
    refused: `/** ${'why '.repeat(38)}so */\nexport const one = 1;\n`,
    allowed: `/**\n * ${'why '.repeat(38)}so\n */\nexport const one = 1;\n`,
  },
};

describe('house rules in eslint.config.js', () => {
  for (const [name, { rule, at, refused, allowed, allowedAt }] of Object.entries(houseRules)) {
    it(`refuses ${name} with ${rule}, and passes the allowed counterpart`, async () => {
      expect(await errorRules(at, refused)).toEqual([rule]);
      expect(await errorRules(allowedAt ?? at, allowed)).toEqual([]);
    });
  }

  it('says why a rule holds instead of pointing at a document', async () => {
    const messageFor = async (at: string, source: string) => {
      const [result] = await eslint.lintText(source, { filePath: path.join(repo, at) });
      return result!.messages.map((message) => message.message).join('\n');
    };
    const designSystem = await messageFor('design-system/components/Fixture.tsx', "import { href } from '../../app/lib/paths';\nexport const link = href;\n");
    const engine = await messageFor(
      'app/features/lottery/fixture.ts',
      "import { playsOf } from '../../../engine-worker/engine';\nexport const plays = playsOf;\n",
    );
    expect(designSystem).toMatch(/design-system is the generic layer/);
    expect(engine).toMatch(/reaches the engine only through engine-worker\/client\.ts/);
    expect(`${designSystem}\n${engine}`).not.toMatch(/\.md\b/);
  });
});

describe('import cycles in eslint.config.js', () => {
  // a cycle needs both files on disk (the rule follows imports through the files themselves), so this
  // pair is written to a throwaway folder and linted there with the repository's configuration
  let folder: string;
  let pair: ESLint;
  const write = (file: string, source: string) => fs.writeFileSync(path.join(folder, file), source);

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'house-rules-'));
    pair = new ESLint({ cwd: folder, overrideConfigFile: path.join(repo, 'eslint.config.js') });
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  async function cycleErrors(file: string): Promise<string[]> {
    const [result] = await pair.lintFiles([path.join(folder, file)]);
    return result!.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
  }

  it('refuses two modules that import each other', async () => {
    write('odds.ts', "import { stake } from './stake';\nexport const odds = (): number => stake() * 2;\n");
    write('stake.ts', "import { odds } from './odds';\nexport const stake = (): number => 1;\nexport const both = (): number => odds() + 1;\n");
    expect(await cycleErrors('odds.ts')).toEqual(['import-x/no-cycle']);
    expect(await cycleErrors('stake.ts')).toEqual(['import-x/no-cycle']);
  });

  it('refuses a cycle through a third module', async () => {
    write('first.ts', "import { second } from './second';\nexport const first = (): number => second();\n");
    write('second.ts', "import { third } from './third';\nexport const second = (): number => third();\n");
    write('third.ts', "import { first } from './first';\nexport const third = (): number => 1;\nexport const again = (): number => first();\n");
    expect(await cycleErrors('first.ts')).toEqual(['import-x/no-cycle']);
  });

  it('passes imports that go one way, and a cycle made only of type imports', async () => {
    write('rules.ts', 'export const limit = (): number => 99999;\nexport interface Limit {\n  max: number;\n}\n');
    write('uses.ts', "import { limit, type Limit } from './rules';\nexport const max: Limit = { max: limit() };\n");
    write('shape.ts', "import type { Slip } from './slip';\nexport interface Shape {\n  slip?: Slip;\n}\n");
    write('slip.ts', "import type { Shape } from './shape';\nexport interface Slip {\n  shape?: Shape;\n}\n");
    expect(await cycleErrors('uses.ts')).toEqual([]);
    expect(await cycleErrors('shape.ts')).toEqual([]);
  });
});

/** Every source file under `folders` (relative to the repository), with its text. */
function sourcesUnder(...folders: string[]): { file: string; text: string }[] {
  const walk = (folder: string): string[] =>
    fs.readdirSync(path.join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return walk(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
    });
  return folders.flatMap(walk).map((file) => ({ file, text: fs.readFileSync(path.join(repo, file), 'utf8') }));
}

/** 'file:line message' for each string literal, untemplated template or JSX text that is exactly one of `messages`. */
function literalCopies(sources: { file: string; text: string }[], messages: ReadonlySet<string>): string[] {
  const copies: string[] = [];
  // parsing is the slow part: only files that hold a message's text somewhere are parsed
  for (const { file, text } of sources.filter((source) => [...messages].some((message) => source.text.includes(message)))) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) && messages.has(node.text.trim()))
        copies.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text.trim()}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return copies;
}

/** 'file:line' of each line outside rules/ that matches `pattern`. */
function linesOutsideRules(sources: { file: string; text: string }[], pattern: RegExp): string[] {
  return sources
    .filter(({ file }) => !file.startsWith('rules/'))
    .flatMap(({ file, text }) => text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1} ${line.trim()}`] : [])));
}

describe('one home for each rule', () => {
  const code = sourcesUnder('app', 'server', 'engine-worker', 'rules');
  const catalogueMessages = new Set(Object.values(errorCodes).map((entry) => entry.msg));

  it('finds a catalogue message typed as a literal, in a string, a template or JSX text, and not one that only contains it', () => {
    const fixture = {
      file: 'app/features/fixture/Fixture.tsx',
      text:
        "export const a = '余额不足';\nexport const b = `红包已过期`;\nexport const C = () => <p> 红包不存在 </p>;\n" +
        "export const d = '余额不足，请充值';\nexport const e = `${a}余额不足`;\n",
    };
    expect(literalCopies([fixture], catalogueMessages)).toEqual([
      'app/features/fixture/Fixture.tsx:1 余额不足',
      'app/features/fixture/Fixture.tsx:2 红包已过期',
      'app/features/fixture/Fixture.tsx:3 红包不存在',
    ]);
  });

  it('types every errorCodes message once, in the catalogue (contract/error-catalogue.ts, first-page-errors.ts): elsewhere it is errorCodes[name].msg', () => {
    expect(literalCopies(code, catalogueMessages)).toEqual([]);
  });

  it('keeps the red-packet share rules and the cent in rules/: no second yuan/minor helper, split or cent constant', () => {
    expect(linesOutsideRules(code, /\b(?:function|const|let)\s+(?:yuanOf|minorOf|luckyShare|CENT|MINOR_UNITS_PER_CENT)\b/)).toEqual([]);
    expect(linesOutsideRules(code, /红包(?:个数1-|总金额须在)|单个红包(?:不可低于|不可高于|金额须在)/)).toEqual([]);
  });

  it('keeps money in one home, rules/money.ts: one minor-unit type, no second conversion, server/money.ts and the engine copy gone', () => {
    expect(fs.existsSync(path.join(repo, 'server/money.ts'))).toBe(false);
    expect(fs.existsSync(path.join(repo, 'engine-worker/orders/money.ts'))).toBe(false);
    const names = 'yuan|minor|yuanToCent|toMinorUnits|fromMinorUnits|formatCents|MINOR_UNITS_PER_YUAN|MinorUnits';
    const conversions = new RegExp(`\\b(?:function\\s+(?:${names})\\b|(?:const|let|type)\\s+(?:${names})\\s*=\\s*(?:\\(|\\d|bigint|number))`);
    expect(linesOutsideRules(code, conversions)).toEqual([]);
  });

  it('keeps the draw shapes and the zodiac cycle in rules/: no chart-shapes in the engine, no second 大小/单双/龙虎 label or animal list', () => {
    expect(fs.existsSync(path.join(repo, 'engine-worker/draws/chart-shapes.ts'))).toBe(false);
    expect(linesOutsideRules(code, /draws\/chart-shapes/)).toEqual([]);
    const names = [
      ...['sizeParityOf', 'parityOf', 'dragonTigerOf', 'threeDigitFormOf', 'fiveDigitFormOf', 'groupShapeOf', 'bullOf', 'baccaratOf', 'diceFormOf'],
      ...['chartZodiacOf', 'chartShapeColumns', 'drawListShape', 'zodiacOf', 'numbersOfZodiac', 'yearZodiacOn', 'zodiacs'],
    ];
    expect(linesOutsideRules(code, new RegExp(`\\b(?:function|const)\\s+(?:${names.join('|')})\\b`))).toEqual([]);
    expect(linesOutsideRules(code, /'(?:大' : '小|小' : '大|单' : '双|双' : '单|龙' : '虎|虎' : '龙)'|'鼠', '牛'/)).toEqual([]);
  });
});
