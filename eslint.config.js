// Lint: typescript-eslint's recommended rules plus the house rules of this repository, each one
// checked here so that breaking it fails `npm run lint`:
//   - import directions between zones (a small local rule, `local/import-direction`, zones below);
//   - no import cycles (import-x/no-cycle);
//   - the engine stays pure: no Node built-ins, no DOM, no React (it runs in a Web Worker and on the server);
//   - only engine-worker/client.ts constructs a Worker;
//   - React hooks follow the rules of hooks;
//   - no line is longer than 160 characters, Prettier's print width (max-len, below).
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The zone a file belongs to, e.g. 'engine-worker', 'app/features/lottery', 'server/domains/wallet'. */
function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'app') {
    if (rel[1] === 'features' && rel.length > 3) return `app/features/${rel[2]}`;
    if (['lib', 'stores', 'shared', 'shell'].includes(rel[1])) return `app/${rel[1]}`;
    return 'app';
  }
  if (rel[0] === 'server' && rel[1] === 'domains' && rel.length > 3) return `server/domains/${rel[2]}`;
  return rel[0];
}

// the app reaches the engine through its worker client, its types and its small synchronous tables (shared.ts)
const engineForApp = (target) => /^engine-worker\/(client|types|shared)\.ts$/.test(target);
const engineForServer = (target) => !/^engine-worker\/(client|worker)\.ts$/.test(target);
// contract (declarations) and rules (the pure rules every side applies) are below everything else
const base = ['contract', 'rules'];
const serverZone = (zone) => zone === 'server' || zone.startsWith('server/');
/**
 * A server domain (server/domains/<name>/) keeps its files to itself: another domain reaches it only
 * through the files listed here, its public API. The wallet's ledger (accounts, journal postings, the
 * transaction type) is what lottery and session build on; everything else in a domain is internal.
 */
const domainPublicFiles = {
  wallet: ['ledger.ts'],
  // the users table, the fund password and two-step checks, password hashing, security answers and the user info
  users: ['queries.ts', 'security.ts', 'passwords.ts', 'recovery.ts', 'user-info.ts'],
  // the failed-attempt counts the fund-password and security-answer checks share with the log-in, and the
  // sessions' reads (whether a log-in session is live, which a game's launch token depends on; when it started,
  // for the reality check)
  session: ['throttle.ts', 'queries.ts'],
  // who may talk to whom and the flood limit, which the groups apply too
  chat: ['rules.ts'],
  // the group service (membership, tips, the card message) and its rules, which red packets post into
  groups: ['service.ts', 'rules.ts'],
  // a packet's card as a viewer sees it, which group messages show
  'red-packets': ['cards.ts'],
  account: ['bindings.ts'],
  letters: ['letters-count.ts'],
  // the coin deposit quote; the deposit orders, which the deposit limits sum and the deposit records name the channels of
  payments: ['deposit-quote.ts', 'queries.ts'],
  // the chase stop, which a cool-off or self-exclusion runs, with the chases it stops; the members' settled
  // orders and chases, which the team reports, the contracts and a withdrawal's bet volume read
  lottery: ['lotteries.ts', 'cancellation.ts', 'member-queries.ts'],
  // the members' rounds the team reports and the contracts read
  games: ['queries.ts'],
  // the withdrawals paid out that the team summary reads
  withdraw: ['queries.ts'],
  // the registration links; the members' activity and the reports' date rule, which the contracts build on
  team: ['links.ts', 'reports.ts', 'agent.ts'],
  // which contract kinds a user has, for the team menu
  contracts: ['service.ts'],
  // the checks every guarded money movement runs in its transaction
  protection: ['guard.ts'],
};
const isPublicDomainFile = (target) => {
  const [, , domain, file] = target.split('/');
  return (domainPublicFiles[domain] ?? []).includes(file);
};
/**
 * A feature keeps its files to itself too; another feature reaches it only through the public file listed
 * here (the floating game window's `openGameWindow`, which the game pages call).
 */
const featurePublicFiles = { 'game-window': ['index.ts'] };
const isPublicFeatureFile = (target) => {
  const [, , feature, file] = target.split('/');
  return (featurePublicFiles[feature] ?? []).includes(file);
};
/** Which zones each zone may import (besides itself); `target` is the imported file, relative to the root. */
const allowed = {
  contract: () => false,
  rules: () => false,
  'engine-worker': (zone) => base.includes(zone),
  'design-system': () => false,
  server: (zone, target) => base.includes(zone) || serverZone(zone) || (zone === 'engine-worker' && engineForServer(target)),
  domain: (zone, target) =>
    base.includes(zone) ||
    zone === 'server' ||
    (zone.startsWith('server/domains/') && isPublicDomainFile(target)) ||
    (zone === 'engine-worker' && engineForServer(target)),
  'app/lib': (zone, target) => [...base, 'design-system'].includes(zone) || engineForApp(target),
  'app/stores': (zone, target) => [...base, 'design-system', 'app/lib'].includes(zone) || engineForApp(target),
  // what several features use (balance, user rules, record tables …): below features, above lib and stores
  'app/shared': (zone, target) => [...base, 'design-system', 'app/lib', 'app/stores'].includes(zone) || engineForApp(target),
  // a feature never imports another feature: what two features share moves to app/shared
  feature: (zone, target) =>
    [...base, 'design-system', 'app/lib', 'app/stores', 'app/shared'].includes(zone) ||
    engineForApp(target) ||
    (zone.startsWith('app/features/') && isPublicFeatureFile(target)),
  'app/shell': (zone, target) => !serverZone(zone) && (zone.startsWith('app') || [...base, 'design-system'].includes(zone) || engineForApp(target)),
  app: (zone, target) => !serverZone(zone) && (zone.startsWith('app') || [...base, 'design-system'].includes(zone) || engineForApp(target)),
  stories: (zone) => zone === 'design-system',
};
/** Why a zone may not import another, for the message. */
const reasons = {
  contract: 'contract is the shared types and constants: it imports nothing of ours',
  rules: 'rules is the pure rules shared by app, server and engine: it imports nothing of ours',
  'engine-worker': 'the engine is pure and shared by app and server: it imports only contract',
  'design-system': 'design-system is the generic layer: it must not import our code',
  domain: "a server domain reaches another domain only through that domain's public files",
  feature: 'a feature must not import another feature or the shell: move what they share to app/shared',
  'app/lib': 'app/lib is the bottom layer of the app: it imports only contract, design-system and the engine client',
  'app/stores': 'app/stores imports only app/lib, contract, design-system and the engine client',
  'app/shared': 'app/shared sits below the features: it must not import a feature or the shell',
  app: 'the app reaches the engine only through engine-worker/client.ts (and types.ts, shared.ts) and never imports the server',
  'app/shell': 'the app reaches the engine only through engine-worker/client.ts (and types.ts, shared.ts) and never imports the server',
  server: 'the server imports contract, its own files and the pure engine (not its worker or client)',
  stories: 'stories show the design system only',
};
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/^node:/, ''));
const nodeBuiltin = new RegExp(`^(node:|(${nodeBuiltins.map((name) => name.replace(/[/]/g, '\\/')).join('|')})(\\/|$))`);
/** Packages a zone must not import, and why. */
const forbiddenPackages = {
  'engine-worker': {
    test: (spec) => nodeBuiltin.test(spec) || /^(react|react-dom|wouter|valtio|@stitches|socket\.io|echarts|fastify|pg|kysely|@electric-sql)(\/|$)/.test(spec),
    why: 'the engine runs in a Web Worker and on the server: no Node built-ins, no React, no UI or server packages',
  },
  contract: { test: (spec) => !/^@sinclair\/typebox(\/|$)/.test(spec), why: 'contract is schemas, types and constants: it depends on TypeBox only' },
  rules: { test: (spec) => !/^decimal\.js$/.test(spec), why: 'rules are pure computations: they depend on decimal.js only' },
  'design-system': {
    test: (spec) => /^(wouter|valtio|socket\.io|comlink|fastify|decimal\.js|echarts|echarts-for-react)(\/|$)/.test(spec),
    why: 'design-system is the generic layer: no routing, state, transport, money arithmetic or charts',
  },
  server: { test: (spec) => /^(react|react-dom|wouter|valtio|@stitches|echarts)(\/|$)/.test(spec), why: 'the server has no UI' },
};

const importDirection = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    const kind = from.startsWith('app/features/') ? 'feature' : from.startsWith('server/domains/') ? 'domain' : from;
    const rule = allowed[kind];
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        const banned = forbiddenPackages[kind === 'domain' ? 'server' : kind];
        if (banned && banned.test(spec)) context.report({ node, message: `${from} must not import the package '${spec}': ${banned.why}` });
        // the pure engine never talks to a worker: only its two thin shells use Comlink
        if (from === 'engine-worker' && spec === 'comlink' && !/engine-worker\/(worker|client)\.ts$/.test(file))
          context.report({ node, message: 'only engine-worker/worker.ts and client.ts may import comlink' });
        return;
      }
      const targetFile = path
        .relative(root, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      const isFolder = fs.existsSync(path.join(root, targetFile)) && fs.statSync(path.join(root, targetFile)).isDirectory();
      const target = /\.[tj]sx?$/.test(targetFile) ? targetFile : isFolder ? `${targetFile}/index.ts` : `${targetFile}.ts`;
      const to = zoneOf(path.join(root, target));
      if (to === from || !rule) return;
      if (rule(to, target)) return;
      const why = from.startsWith('app') && to === 'engine-worker' ? reasons.app : reasons[kind];
      context.report({ node, message: `${from} must not import ${to} (${spec}): ${why}` });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** Page-only names used as types in the engine (no-restricted-globals sees only values): `e: HTMLElement`. */
const pageOnlyTypes = {
  meta: { type: 'problem', schema: [{ type: 'array', items: { type: 'string' } }] },
  create(context) {
    const names = new Set(context.options[0]);
    return {
      'Program:exit'(program) {
        for (const ref of context.sourceCode.getScope(program).through) {
          if (ref.isTypeReference && names.has(ref.identifier.name))
            context.report({
              node: ref.identifier,
              message: `'${ref.identifier.name}' is a page-only type: the engine runs in a Web Worker and on the server.`,
            });
        }
      },
    };
  },
};

/**
 * Names that exist only on a page, not in a Web Worker (window, document, localStorage, HTMLElement …):
 * what TypeScript's lib.dom declares and lib.webworker does not, so the lists follow TypeScript.
 */
function pageOnlyNames() {
  const require = createRequire(import.meta.url);
  const lib = (name) => fs.readFileSync(require.resolve(`typescript/lib/${name}`), 'utf8');
  const declared = (text, pattern) => new Set([...text.matchAll(pattern)].map((m) => m[1]));
  const [dom, worker] = [lib('lib.dom.d.ts'), lib('lib.webworker.d.ts')];
  const values = /^declare (?:var|function) (\w+)/gm;
  const types = /^(?:declare var|interface|type) (\w+)/gm;
  const only = (pattern) => {
    const inWorker = declared(worker, pattern);
    return [...declared(dom, pattern)].filter((name) => !inWorker.has(name));
  };
  return { values: only(values), types: only(types) };
}

/** Query building and raw SQL: only in a domain's queries files. */
const sqlOutsideQueries = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
    message: "SQL belongs in the domain's queries.ts: call a query function from there.",
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: "SQL belongs in the domain's queries.ts: call a query function from there." },
];

/** What a routes.ts may hold: imports, const flag objects, the plugin function and in it services, plugins and defineRoute lines. */
const routesFile = "routes.ts holds only imports, const flag objects and the plugin function: move this into the domain's service";
const routesPlugin = 'Program > ExportNamedDeclaration > FunctionDeclaration > BlockStatement';
// `await app.register(plugin, …)`, as attributes of an ExpressionStatement, and of an IfStatement (a plugin registered when configured)
const registersPlugin = "[expression.type='AwaitExpression'][expression.argument.callee.property.name='register']";
const registersPluginIf = `IfStatement${registersPlugin.replace(/expression/g, 'consequent.expression')}`;
const routesOnly = [
  { selector: 'Program > :not(ImportDeclaration, ExportNamedDeclaration, VariableDeclaration)', message: routesFile },
  { selector: "Program > VariableDeclaration > VariableDeclarator[init.type!='ObjectExpression']", message: routesFile },
  { selector: "Program > ExportNamedDeclaration[declaration.type!='FunctionDeclaration']", message: routesFile },
  {
    selector: `${routesPlugin} > :not(VariableDeclaration[kind='const'], ExpressionStatement, ${registersPluginIf}, ForOfStatement)`,
    message: 'the routes plugin makes its services and flags (const), registers plugins and declares routes: logic belongs in the service',
  },
  // A loop over a contract's list may declare one route per item (games: a launch URL getter per platform): it is
  // still a list of endpoints, so its body holds defineRoute lines and nothing else.
  {
    selector: `${routesPlugin} > ForOfStatement[body.type!='BlockStatement']`,
    message: 'a loop in the routes plugin only declares routes: its body is a block of defineRoute lines',
  },
  {
    selector: `${routesPlugin} > ForOfStatement > BlockStatement > :not(ExpressionStatement[expression.callee.name='defineRoute'])`,
    message: 'a loop in the routes plugin only declares routes: its body is a block of defineRoute lines',
  },
  {
    selector: `${routesPlugin} > VariableDeclaration > VariableDeclarator[init.type=/^(ArrowFunctionExpression|FunctionExpression)$/]`,
    message: "a helper in the routes plugin is logic: make it a function of the domain's service",
  },
  {
    selector: `${routesPlugin} > ExpressionStatement:not([expression.callee.name='defineRoute']):not(${registersPlugin})`,
    message: 'the routes plugin only declares routes (defineRoute) and registers plugins: socket handlers go in sockets.ts, the rest in the service',
  },
  {
    selector: "CallExpression[callee.name='defineRoute'] > :matches(ArrowFunctionExpression, FunctionExpression) > BlockStatement",
    message: "a route's handler is one call of the domain's service: move its body there",
  },
];

const pageOnly = pageOnlyNames();
const appCode = ['app/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'];
const engineWorkerOnlyFromClient = {
  selector: 'NewExpression[callee.name=/^(Shared)?Worker$/], NewExpression[callee.property.name=/^(Shared)?Worker$/]',
  message: 'Only engine-worker/client.ts starts the engine worker: use engineClient() from there.',
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'build', 'build-ladle', 'data', 'test-results', 'playwright-report', '.tmp', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'import-direction': importDirection, 'page-only-types': pageOnlyTypes } }, 'import-x': importX },
    settings: {
      // the built-in resolver, taught our TypeScript extensions (we use no path aliases)
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // packages are not followed: a cycle is a problem of our own files
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'local/import-direction': 'error',
      // type-only imports do not count (they vanish at build time); dynamic imports do
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier wraps code at 160 but leaves long strings, template literals and comments whole: those
      // are split by hand (strings joined with +, SQL across lines), so strings and comments count too.
      // max-len is deprecated for removal in ESLint 11; @stylistic/max-len is its successor.
      'max-len': ['error', { code: 160, tabWidth: 2 }],
    },
  },
  {
    files: ['engine-worker/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...pageOnly.values.map((name) => ({ name, message: `'${name}' exists only on a page: the engine runs in a Web Worker and on the server.` })),
      ],
      'local/page-only-types': ['error', pageOnly.types],
    },
  },
  {
    // The same answer for the same arguments, on the page, in the worker and on the server: no clock,
    // no randomness, no state kept between calls (a date or a draw is an argument).
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...pageOnly.values.map((name) => ({ name, message: `'${name}' exists only on a page: rules run on the page, in the worker and on the server.` })),
        { name: 'performance', message: 'rules read no clock: take the time as an argument.' },
        { name: 'process', message: 'rules read no environment.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'rules read no clock: take the time as an argument.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'rules read no clock: take the time as an argument.' },
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'rules draw no random numbers: take them as an argument.' },
        {
          selector: "Program > VariableDeclaration[kind='let'], Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
          message: 'rules keep no state between calls: no module-level let.',
        },
      ],
    },
  },
  {
    files: [...appCode, 'engine-worker/**/*.ts'],
    ignores: ['engine-worker/client.ts'],
    rules: { 'no-restricted-syntax': ['error', engineWorkerOnlyFromClient] },
  },
  {
    // The app's forms go through react-hook-form (app/README.md, Forms): a submit handler written by hand
    // (event.preventDefault() in onSubmit, then fields checked one by one) is the pattern it replaces.
    files: ['app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        engineWorkerOnlyFromClient,
        {
          selector: "JSXAttribute[name.name='onSubmit'] CallExpression[callee.property.name='preventDefault']",
          message:
            'Forms go through react-hook-form: onSubmit={(event) => void handleSubmit(onValid)(event)}, ' +
            'rules from app/shared/form-rules.ts (app/README.md, Forms).',
        },
      ],
    },
  },
  {
    // A domain's SQL lives in its queries file: a service or a route reads as the rule it applies, and one
    // table's reads and writes are found in one place.
    files: ['server/domains/**/*.ts', 'server/plugins/**/*.ts'],
    ignores: ['server/domains/**/queries.ts', 'server/domains/**/*-queries.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideQueries] },
  },
  {
    // A domain's services take their dependencies explicitly (a Pick of ServerDeps, server/deps.ts), so a
    // signature says what a rule touches and a test hands it exactly that. Only the plugins that register
    // routes, pages and socket handlers see the Fastify instance, and make the deps with serverDeps(app).
    files: ['server/domains/**/*.ts'],
    ignores: ['server/domains/*/{routes,pages,sockets,notify-route,test-clock}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyInstance'],
              message:
                "A service takes its dependencies (Pick<ServerDeps, …> from server/deps.ts), not the Fastify instance: only the domain's plugins see it.",
            },
          ],
        },
      ],
    },
  },
  {
    // A domain's routes.ts reads as its list of endpoints: each a defineRoute line whose handler is one call
    // of the domain's service, with the flags (auth, mutates, rate limit) on the declaration. What the routes
    // do lives in the service, the socket side in sockets.ts. The SQL rule is repeated: a later block's
    // no-restricted-syntax replaces an earlier one's.
    files: ['server/domains/*/routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideQueries, ...routesOnly] },
  },
  {
    // The classic rules of hooks, both as errors. The plugin's v7 `recommended` preset adds the React
    // Compiler's rules (set-state-in-effect, refs, preserve-manual-memoization …); this app is not built
    // with the React Compiler, and those rules flag thirteen places of working code, so they stay off.
    files: appCode,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
